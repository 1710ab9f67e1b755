// Every view of the catalogue follows LessonState::encoding(): a change of the layout
// or of the context-extension method alone, with d, base, p and q kept, redraws it,
// and a view rendered for a non-interleaved layout with an odd d (zero column, lone sin) and its
// hover texts do not throw.
#include "lessonstate.h"
#include "viewcatalogue.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QTest>

#include <functional>
#include <memory>

namespace {

// The view as the exporter renders it: its own geometry, never shown.
QImage render(QWidget *view)
{
    view->resize(900, 600);
    for (int k = 0; k < 3; ++k)
        QApplication::processEvents();
    return view->grab().toImage();
}

} // namespace

class TestViewsFollowSpec : public QObject
{
    Q_OBJECT

private slots:
    void redrawOnSpecChange_data();
    void redrawOnSpecChange();
    void oddWidthLayouts_data();
    void oddWidthLayouts();
};

void TestViewsFollowSpec::redrawOnSpecChange_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("change");
    for (const viewcatalogue::View &view : viewcatalogue::views()) {
        // The checker compares a file with the paper's encoding whatever the layout (as
        // `--check` does: the verdict names the layout); only the base reaches it. The embeddings
        // view shows |PE(p)| of the encoding, sqrt(d/2) for even d whatever the layout, method or
        // factor: none of these changes what it shows. The training lab's views (training,
        // schemes) show its own models and biases, set in the view; they never read the
        // lesson's encoding.
        if (!view.tab || view.id == QLatin1String("checker")
            || view.id == QLatin1String("embeddings") || view.id == QLatin1String("training")
            || view.id == QLatin1String("schemes"))
            continue;
        for (const char *change : {"layout", "method", "factor"}) {
            const QByteArray name = view.id.toUtf8() + ' ' + change;
            QTest::newRow(name.constData()) << view.id << QString::fromLatin1(change);
        }
    }
}

void TestViewsFollowSpec::redrawOnSpecChange()
{
    QFETCH(QString, id);
    QFETCH(QString, change);
    LessonState state;
    QVERIFY(state.setWidth(16));
    if (change == QLatin1String("factor"))
        QVERIFY(state.setContextMethod(pe::ContextMethod::PositionInterpolation));
    const viewcatalogue::View *entry = nullptr;
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.id == id)
            entry = &view;
    QVERIFY(entry);
    std::unique_ptr<QWidget> view(entry->tab(&state, nullptr));
    const QImage before = render(view.get());
    const quint64 revision = state.encodingRevision();
    // tensor2tensor's frequency rule changes every view (concatenated would only permute the
    // components, which leaves the pair charts, distances and similarities as they were).
    if (change == QLatin1String("layout"))
        QVERIFY(state.setLayout(pe::Layout::Tensor2Tensor));
    else if (change == QLatin1String("method"))
        QVERIFY(state.setContextMethod(pe::ContextMethod::PositionInterpolation));
    else
        QVERIFY(state.setScalingFactor(2.0));
    QVERIFY(state.encodingRevision() != revision);
    const QImage after = render(view.get());
    QVERIFY2(before != after, qPrintable(id + QLatin1Char(' ') + change));
}

void TestViewsFollowSpec::oddWidthLayouts_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("d");
    QTest::newRow("concatenated d 5") << int(pe::Layout::Concatenated) << 5;
    QTest::newRow("tensor2tensor d 5") << int(pe::Layout::Tensor2Tensor) << 5;
    QTest::newRow("tensor2tensor d 2") << int(pe::Layout::Tensor2Tensor) << 2;
    QTest::newRow("fairseq d 7") << int(pe::Layout::Fairseq) << 7;
}

void TestViewsFollowSpec::oddWidthLayouts()
{
    // Every view renders, and every cell of the table answers, without an exception or a read
    // past its data (the sanitizer build checks the latter).
    QFETCH(int, layout);
    QFETCH(int, d);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setLayout(static_cast<pe::Layout>(layout)));
    for (const viewcatalogue::View &view : viewcatalogue::views()) {
        if (!view.tab)
            continue;
        std::unique_ptr<QWidget> widget(view.tab(&state, nullptr));
        QVERIFY(!render(widget.get()).isNull());
        for (QAbstractItemView *items : widget->findChildren<QAbstractItemView *>()) {
            const QAbstractItemModel *model = items->model();
            for (int r = 0; model && r < model->rowCount(); ++r)
                for (int c = 0; c < model->columnCount(); ++c)
                    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                        (void)model->data(model->index(r, c), role);
        }
    }
}

QTEST_MAIN(TestViewsFollowSpec)
#include "tst_viewsfollowspec.moc"
