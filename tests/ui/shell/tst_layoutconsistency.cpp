// The layout switch changes every view consistently: for each layout
// and width (an even and an odd d), each view of the catalogue shows what the core gives for that
// layout: the table's pair and function columns (pairOf(j), componentLabel()), the pair charts'
// curve names and points (sinComponent(i), cosComponent(i)), the unit circle's axes (PE[2i] in
// the paper, PE[i] and PE[h + i] in the halves), the heat map's hover (the component's pair and
// function), the distance's pair curves (their denominators), the similarity curve
// (dotProductFromOffset()), and the parameter panel's formula and layout box.
#include "displayformat.h"
#include "distanceview.h"
#include "encodingtablemodel.h"
#include "heatmapview.h"
#include "heatmapwidget.h"
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "numberformat.h"
#include "pairchart.h"
#include "pairchartsview.h"
#include "parameterpanel.h"
#include "rotation.h"
#include "similarityview.h"
#include "tablepage.h"
#include "unitcircle.h"
#include "unitcirclesview.h"
#include "viewcatalogue.h"

#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QTableView>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(pe::Layout)

namespace {

QWidget *build(const QString &id, LessonState *state)
{
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.id == id && view.tab)
            return view.tab(state, nullptr);
    return nullptr;
}

QString label(const pe::PositionalEncoding &encoding, int j)
{
    return QString::fromStdString(pe::componentLabel(encoding, j));
}

} // namespace

class TestLayoutConsistency : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void viewsFollowLayout_data();
    void viewsFollowLayout();
    void panelShowsLayout_data();
    void panelShowsLayout();
};

void TestLayoutConsistency::viewsFollowLayout_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<int>("d");
    const QList<std::pair<const char *, pe::Layout>> layouts {
        {"interleaved", pe::Layout::Interleaved},
        {"concatenated", pe::Layout::Concatenated},
        {"tensor2tensor", pe::Layout::Tensor2Tensor},
        {"fairseq", pe::Layout::Fairseq}};
    for (const char *view : {"table", "pairs", "circles", "heatmap", "distance", "similarity"})
        for (const auto &[name, layout] : layouts)
            for (const int d : {8, 9})
                QTest::addRow("%s %s d=%d", view, name, d)
                    << QString::fromLatin1(view) << layout << d;
}

void TestLayoutConsistency::viewsFollowLayout()
{
    QFETCH(QString, view);
    QFETCH(pe::Layout, layout);
    QFETCH(int, d);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setLayout(layout));
    // Built for the interleaved layout first, so that the switch itself must reach the view.
    LessonState::Parameters start = state.parameters();
    start.layout = pe::Layout::Interleaved;
    QVERIFY(state.setParameters(start));
    std::unique_ptr<QWidget> widget(build(view, &state));
    QVERIFY(widget);
    widget->resize(1000, 700);
    QCoreApplication::processEvents();
    QVERIFY(state.setLayout(layout));
    QCoreApplication::processEvents();
    const pe::PositionalEncoding &encoding = state.encoding();
    QCOMPARE(encoding.spec().layout, layout);

    if (view == QLatin1String("table")) {
        auto *page = qobject_cast<TablePage *>(widget.get());
        QVERIFY(page);
        const QAbstractItemModel *model = page->tableView()->model();
        QCOMPARE(model->rowCount(), d);
        const QString pairTip
            = model->headerData(EncodingTableModel::PairColumn, Qt::Horizontal, Qt::ToolTipRole)
                  .toString();
        QVERIFY2(pairTip.contains(
                     layout == pe::Layout::Interleaved
                         ? QStringLiteral("components 2i and 2i+1")
                         : QStringLiteral("components i and %1 + i").arg(encoding.cosComponent(0))),
                 qPrintable(pairTip));
        for (int j = 0; j < d; ++j) {
            const int pair = encoding.pairOf(j);
            QCOMPARE(model->index(j, EncodingTableModel::PairColumn).data().toString(),
                     pair < 0 ? QString() : QString::number(pair));
            QCOMPARE(model->index(j, EncodingTableModel::FunctionColumn).data().toString(),
                     label(encoding, j));
        }
    } else if (view == QLatin1String("pairs")) {
        auto *pairs = qobject_cast<PairChartsView *>(widget.get());
        QVERIFY(pairs);
        // The legend names the layout's components of pair i.
        const QString cosName = layout == pe::Layout::Interleaved
            ? QStringLiteral("cos, PE[2i+1]")
            : QStringLiteral("cos, PE[%1 + i]").arg(encoding.cosComponent(0));
        QVERIFY2(pairs->legendText().contains(cosName), qPrintable(pairs->legendText()));
        QVERIFY(!pairs->charts().isEmpty());
        for (PairChart *chart : pairs->charts()) {
            const int i = chart->pair();
            if (i >= encoding.pairCount())
                continue;
            const int sin = encoding.sinComponent(i);
            const int cos = encoding.cosComponent(i);
            QCOMPARE(chart->sinCurve()->name(), label(encoding, sin));
            QCOMPARE(chart->cosCurve()->name(), cos < 0 ? QString() : label(encoding, cos));
            // The curves are the components the layout gives pair i.
            for (const int n : {1, 3, chart->sinCurve()->count() - 1}) {
                if (n < 0 || n >= chart->sinCurve()->count())
                    continue;
                const QPointF point = chart->sinCurve()->at(n);
                QVERIFY(std::fabs(point.y() - encoding.componentAt(point.x(), sin)) < 1e-12);
            }
        }
    } else if (view == QLatin1String("circles")) {
        auto *circles = qobject_cast<UnitCirclesView *>(widget.get());
        QVERIFY(circles);
        widget->show();
        QCoreApplication::processEvents();
        QStringList texts;
        for (const TextBox &box : circles->circle()->textBoxes())
            texts << box.text;
        const int i = circles->circle()->pair();
        const QString sinAxis = QStringLiteral("PE[%1], sin").arg(encoding.sinComponent(i));
        QVERIFY2(texts.join(QLatin1Char('|')).contains(sinAxis),
                 qPrintable(sinAxis + QStringLiteral(" in ") + texts.join(QLatin1Char('|'))));
        if (encoding.cosComponent(i) >= 0) {
            const QString cosAxis = QStringLiteral("PE[%1], cos").arg(encoding.cosComponent(i));
            QVERIFY2(texts.join(QLatin1Char('|')).contains(cosAxis), qPrintable(cosAxis));
        }
    } else if (view == QLatin1String("heatmap")) {
        auto *heatmap = qobject_cast<HeatmapView *>(widget.get());
        QVERIFY(heatmap);
        widget->show();
        QCoreApplication::processEvents();
        HeatmapWidget *cells = heatmap->heatmap();
        for (int j = 0; j < d; ++j) {
            const QPointF at = cells->cellRect(3, j).center();
            const QString text = cells->hoverText(at);
            const int pair = encoding.pairOf(j);
            const QString expected
                = QStringLiteral("component %1 (pair %2, %3)")
                      .arg(j)
                      .arg(pair < 0 ? QStringLiteral("–") : QString::number(pair),
                           label(encoding, j));
            QVERIFY2(text.contains(expected), qPrintable(text + QStringLiteral(" / ") + expected));
        }
    } else if (view == QLatin1String("distance")) {
        auto *distance = qobject_cast<DistanceView *>(widget.get());
        QVERIFY(distance);
        for (int k = 0; k < distance->pairSeries().size(); ++k) {
            const int i = distance->pairIndices()[k];
            QVERIFY(distance->pairSeries()[k]->name().contains(
                display::denominatorText(encoding.denominator(i))));
            const QPointF point = distance->pairSeries()[k]->at(2);
            QVERIFY(
                std::fabs(point.y() - encoding.pairDistance(state.position(), qint64(point.x()), i))
                < 1e-12);
        }
    } else if (view == QLatin1String("similarity")) {
        auto *similarity = qobject_cast<SimilarityView *>(widget.get());
        QVERIFY(similarity);
        const QLineSeries *curve = similarity->offsetSeries();
        QVERIFY(curve->count() > 4);
        for (int n = 0; n < curve->count(); ++n)
            QCOMPARE(curve->at(n).y(), pe::dotProductFromOffset(encoding, qint64(n)));
    }
}

void TestLayoutConsistency::panelShowsLayout_data()
{
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<QString>("formulaPart");
    QTest::newRow("interleaved") << pe::Layout::Interleaved
                                 << "PE(p)[2i+1] = cos(p / 10000^(2i/8))";
    QTest::newRow("concatenated") << pe::Layout::Concatenated
                                  << "PE(p)[4+i] = cos(p / 10000^(2i/8))";
    QTest::newRow("tensor2tensor")
        << pe::Layout::Tensor2Tensor << "PE(p)[4+j] = cos(p · 10000^(−j/3))";
    QTest::newRow("fairseq") << pe::Layout::Fairseq << "PE(p)[j] = sin((p + 2) · 10000^(−j/3))";
}

void TestLayoutConsistency::panelShowsLayout()
{
    QFETCH(pe::Layout, layout);
    QFETCH(QString, formulaPart);
    LessonState state;
    ParameterPanel panel(&state);
    // The box sets the state, the state sets the box and the formula.
    const int index = panel.layoutBox()->findData(QString::fromStdString(pe::layoutId(layout)));
    QVERIFY(index >= 0);
    panel.layoutBox()->setCurrentIndex(index);
    emit panel.layoutBox()->activated(index);
    QCOMPARE(state.layout(), layout);
    QVERIFY2(panel.formulaLabel()->text().contains(formulaPart),
             qPrintable(panel.formulaLabel()->text()));
    QCOMPARE(!panel.paddingField()->isHidden(), layout == pe::Layout::Fairseq);
    QVERIFY(state.setLayout(pe::Layout::Interleaved));
    QCOMPARE(panel.layoutBox()->currentIndex(), 0);
    QVERIFY(state.setLayout(layout));
    QCOMPARE(panel.layoutBox()->currentIndex(), index);
    // fairseq refused at d = 2: the box shows the state's layout again.
    QVERIFY(state.setLayout(pe::Layout::Interleaved));
    QVERIFY(state.setWidth(2));
    const int fairseq = panel.layoutBox()->findData(QStringLiteral("fairseq"));
    panel.layoutBox()->setCurrentIndex(fairseq);
    emit panel.layoutBox()->activated(fairseq);
    QCOMPARE(state.layout(), pe::Layout::Interleaved);
    QCOMPARE(panel.layoutBox()->currentIndex(), 0);
}

QTEST_MAIN(TestLayoutConsistency)
#include "tst_layoutconsistency.moc"
