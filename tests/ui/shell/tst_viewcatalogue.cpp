// Tests of the view catalogue, the one list of the built-in views: the window has a tab for each
// view with a tab, in order and with its title; the export table writes the files the command
// line promises; and the views it joins from several folders (the similarity tab: the chart view
// of ui/charts with the matrix of ui/plots as its pane, one n for both and the matrix's hover
// text under it).
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "numberfield.h"
#include "pairchartsview.h"
#include "similaritymatrix.h"
#include "similarityview.h"
#include "unitcirclesview.h"
#include "viewcatalogue.h"

#include <QLineSeries>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

class TestViewCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void similarityTabJoinsMatrixAndCurve_data();
    void similarityTabJoinsMatrixAndCurve();
    void everyViewHasItsTab();
    void tabsFollowTheCatalogue();
    void familiesHoldEveryView();
    void exportTable();
};

void TestViewCatalogue::similarityTabJoinsMatrixAndCurve_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("50") << 50;
    QTest::newRow("2") << 2;
    QTest::newRow("256") << 256;
}

void TestViewCatalogue::similarityTabJoinsMatrixAndCurve()
{
    QFETCH(int, n);
    LessonState state;
    std::unique_ptr<SimilarityView> view(viewcatalogue::createSimilarityView(&state));
    auto *matrix = qobject_cast<SimilarityMatrix *>(view->matrixPane());
    QVERIFY(matrix);
    QCOMPARE(matrix->positions(), view->positions());
    view->positionsSpinBox()->setValue(n);
    QCOMPARE(matrix->positions(), n);
    QCOMPARE(view->offsetSeries()->count(), n);
    // The matrix's hover text shows in the line under it.
    emit matrix->hoverTextChanged(QStringLiteral("a = 1, b = 2"));
    QCOMPARE(view->hoverText(), QStringLiteral("a = 1, b = 2"));
}

void TestViewCatalogue::everyViewHasItsTab()
{
    LessonState state;
    MainWindow window(&state);
    QStringList titles;
    for (int k = 0; k < window.views()->count(); ++k)
        titles << window.views()->tabText(k);
    QVERIFY2(titles.contains(QStringLiteral("Pair charts")), qPrintable(titles.join(u',')));
    QVERIFY(titles.contains(QStringLiteral("Unit circle")));
    // Built on first use: the window starts with the table only.
    QVERIFY(!window.findChild<UnitCirclesView *>());
    QVERIFY(qobject_cast<UnitCirclesView *>(window.viewById(QStringLiteral("circles"))));
    QVERIFY(window.findChild<UnitCirclesView *>());
    QVERIFY(window.showViewById(QStringLiteral("pairs")));
    QVERIFY(window.findChild<PairChartsView *>());
}

void TestViewCatalogue::tabsFollowTheCatalogue()
{
    LessonState state;
    MainWindow window(&state);
    QStringList ids;
    int tab = 0;
    for (const viewcatalogue::View &view : viewcatalogue::views()) {
        if (!view.tab) {
            QVERIFY(view.id.isEmpty() || !view.files.isEmpty());
            continue;
        }
        QVERIFY2(!ids.contains(view.id), qPrintable(view.id));
        ids << view.id;
        QWidget *widget = window.viewById(view.id);
        QVERIFY2(widget, qPrintable(view.id));
        QCOMPARE(window.views()->indexOf(widget), tab);
        QCOMPARE(window.views()->tabText(tab), QString::fromLatin1(view.title));
        ++tab;
    }
    QCOMPARE(window.views()->count(), tab);
    QCOMPARE(ids.first(), QStringLiteral("table"));
    QCOMPARE(ids,
             (QStringList {QStringLiteral("table"), QStringLiteral("pairs"),
                           QStringLiteral("circles"), QStringLiteral("heatmap"),
                           QStringLiteral("distance"), QStringLiteral("similarity"),
                           QStringLiteral("lab"), QStringLiteral("layouts"),
                           QStringLiteral("precision"), QStringLiteral("checker"),
                           QStringLiteral("ladder"), QStringLiteral("scaling"),
                           QStringLiteral("embeddings"), QStringLiteral("scores"),
                           QStringLiteral("rope"), QStringLiteral("schemes"),
                           QStringLiteral("training")}));
}

// Every view with a tab belongs to a family of the catalogue, every family holds a view, and
// the window shows the families in their order, each with its views in the catalogue's order.
void TestViewCatalogue::familiesHoldEveryView()
{
    LessonState state;
    MainWindow window(&state);
    const QList<viewcatalogue::Family> &families = viewcatalogue::families();
    QCOMPARE(window.views()->familyCount(), families.size());
    for (qsizetype f = 0; f < families.size(); ++f) {
        QVERIFY(families[f].title);
        QCOMPARE(window.views()->familyTabs()->tabText(int(f)),
                 QString::fromLatin1(families[f].title));
        QList<QWidget *> expected;
        for (const viewcatalogue::View &view : viewcatalogue::views())
            if (view.tab && view.family == families[f].id)
                expected << window.viewById(view.id);
        QVERIFY2(!expected.isEmpty(), qPrintable(families[f].id));
        const QTabWidget *tabs = window.views()->viewTabs(int(f));
        QList<QWidget *> shown;
        for (int k = 0; k < tabs->count(); ++k)
            shown << tabs->widget(k)->findChild<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
        QCOMPARE(shown, expected);
    }
    for (const viewcatalogue::View &view : viewcatalogue::views()) {
        if (!view.tab)
            continue;
        bool known = false;
        for (const viewcatalogue::Family &family : families)
            known = known || family.id == view.family;
        QVERIFY2(known, qPrintable(view.id));
        QCOMPARE(window.views()->familyOf(window.viewById(view.id)), view.family);
    }
    // Every view is two clicks away: its family's tab, then its own.
    QVERIFY(window.showViewById(QStringLiteral("lab")));
    QCOMPARE(window.currentView(), window.viewById(QStringLiteral("lab")));
    QCOMPARE(window.views()->familyOf(window.currentView()), QStringLiteral("implementation"));
}

void TestViewCatalogue::exportTable()
{
    LessonState state;
    // The names the command line promises (issue "Views that make the encoding visible", item 6,
    // and the lesson steps), for d = 8: four pairs.
    QStringList expected {QStringLiteral("table.csv"),  QStringLiteral("table.png"),
                          QStringLiteral("table.svg"),  QStringLiteral("table.pdf"),
                          QStringLiteral("window.png"), QStringLiteral("window.svg")};
    expected << QStringLiteral("pairs.png") << QStringLiteral("pairs.svg")
             << QStringLiteral("pairs.pdf");
    for (int i = 0; i < 4; ++i)
        expected << QStringLiteral("pair-%1.png").arg(i) << QStringLiteral("pair-%1.svg").arg(i)
                 << QStringLiteral("circle-%1.png").arg(i)
                 << QStringLiteral("circle-%1.svg").arg(i);
    for (const char *view : {"heatmap", "distance", "similarity", "context"})
        expected << QLatin1String(view) + QStringLiteral(".png")
                 << QLatin1String(view) + QStringLiteral(".svg");
    for (int n = 1; n <= 15; ++n)
        expected << QStringLiteral("lesson-step-%1.png").arg(n);
    for (int n = 1; n <= 8; ++n)
        expected << QStringLiteral("context-step-%1.png").arg(n);
    const QList<exportall::ViewEntry> views = viewcatalogue::exportTable();
    const QStringList names = exportall::fileNames(views, &state);
    for (const QString &name : std::as_const(expected))
        QVERIFY2(names.contains(name), qPrintable(name));
    QCOMPARE(names.first(), QStringLiteral("table.csv"));
    QCOMPARE(views.first().baseName, QStringLiteral("table"));
    QVERIFY(views.first().caption);
    QVERIFY(std::any_of(views.cbegin(), views.cend(), [](const exportall::ViewEntry &v) {
        return v.baseName == QLatin1String("window");
    }));
    QVERIFY(!views.last().caption);
    // One window serves window.* and the lesson steps right after it.
    const auto window
        = std::find_if(views.cbegin(), views.cend(), [](const exportall::ViewEntry &v) {
              return v.baseName == QLatin1String("window");
          });
    QVERIFY(window != views.cend() && window + 1 != views.cend());
    QCOMPARE((window + 1)->baseName, QStringLiteral("lesson-step-%1"));
    QVERIFY(!window->sharedViewKey.isEmpty());
    QCOMPARE((window + 1)->sharedViewKey, window->sharedViewKey);
    QVERIFY((window + 1)->reuse);
    // The whole list in writing order (what `--export` prints), d = 8: 101 files.
    QStringList ordered {QStringLiteral("table.csv")};
    const auto add = [&ordered](const QString &base, const QStringList &formats) {
        for (const QString &format : formats)
            ordered << base + QLatin1Char('.') + format;
    };
    const QStringList all {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    const QStringList two {QStringLiteral("png"), QStringLiteral("svg")};
    add(QStringLiteral("table"), all);
    add(QStringLiteral("pairs"), all);
    for (int i = 0; i < 4; ++i)
        add(QStringLiteral("pair-%1").arg(i), two);
    for (int i = 0; i < 4; ++i)
        add(QStringLiteral("circle-%1").arg(i), two);
    for (const char *view : {"heatmap", "distance", "similarity", "layouts", "precision",
                             "checker", "context", "attention", "rope", "alibi", "t5-buckets",
                             "learned-table"})
        add(QLatin1String(view), two);
    add(QStringLiteral("training-curves"), all + QStringList {QStringLiteral("csv")});
    for (const char *figure : {"lengths", "attention", "positions"})
        add(QStringLiteral("training-") + QLatin1String(figure), all);
    add(QStringLiteral("window"), two);
    for (int n = 1; n <= 15; ++n)
        add(QStringLiteral("lesson-step-%1").arg(n), {QStringLiteral("png")});
    for (int n = 1; n <= 8; ++n)
        add(QStringLiteral("context-step-%1").arg(n), {QStringLiteral("png")});
    for (int n = 1; n <= 9; ++n)
        add(QStringLiteral("rope-step-%1").arg(n), {QStringLiteral("png")});
    for (int n = 1; n <= 7; ++n)
        add(QStringLiteral("training-step-%1").arg(n), {QStringLiteral("png")});
    QCOMPARE(names, ordered);
    QCOMPARE(names.size(), 101);
    // Each file's document title is its view's tab title (none for the window).
    for (const exportall::ViewEntry &entry : views) {
        const QByteArray title(entry.title ? entry.title : "");
        if (entry.baseName.startsWith(QLatin1String("pair")))
            QCOMPARE(title, QByteArray("Pair charts"));
        else if (entry.baseName.startsWith(QLatin1String("circle")))
            QCOMPARE(title, QByteArray("Unit circle"));
        else if (entry.baseName == QLatin1String("window")
                 || entry.baseName.startsWith(QLatin1String("lesson-step"))
                 || entry.baseName.startsWith(QLatin1String("context-step"))
                 || entry.baseName.startsWith(QLatin1String("rope-step")))
            QVERIFY(title.isEmpty());
    }
}

QTEST_MAIN(TestViewCatalogue)
#include "tst_viewcatalogue.moc"
