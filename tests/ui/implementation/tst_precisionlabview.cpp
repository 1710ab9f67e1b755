// Tests of PrecisionLabView (ui/implementation): the marks against the core
// (first identical neighbours: float32 16777217, bfloat16 257, float16 2049, and float16's
// overflow at 65520, from pe::firstIdenticalNeighbour() / pe::firstOverflowPosition()), each
// curve's points against pe::precisionErrors() on both paths and for several d and layouts, the
// rotation identity's table against pe::rotationIdentityError(), the steps text per path, and
// the hover at full precision.
#include "charttextview.h"
#include "displayformat.h"
#include "language.h"
#include "lessonstate.h"
#include "precisionlab.h"
#include "precisionlabview.h"

#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTableWidget>
#include <QTest>

#include <algorithm>
#include <cmath>

Q_DECLARE_METATYPE(pe::Layout)
Q_DECLARE_METATYPE(pe::PrecisionPath)

class TestPrecisionLabView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void marksFromCore_data();
    void marksFromCore();
    void curvesFromCore_data();
    void curvesFromCore();
    void rotationTable_data();
    void rotationTable();
    void hover();
};

void TestPrecisionLabView::marksFromCore_data()
{
    QTest::addColumn<pe::PrecisionPath>("path");
    QTest::addColumn<int>("marks");
    QTest::newRow("framework") << pe::PrecisionPath::Framework << 3;
    QTest::newRow("cast") << pe::PrecisionPath::CastFromFloat64 << 0;
}

void TestPrecisionLabView::marksFromCore()
{
    QFETCH(pe::PrecisionPath, path);
    QFETCH(int, marks);
    LessonState state;
    PrecisionLabView view(&state);
    view.setPath(path);
    QCOMPARE(view.path(), path);
    QCOMPARE(view.collisionMarks().size(), marks);
    QCOMPARE(view.collisionSeries()->count(), marks);
    // The three collision points, as the core finds them.
    const QList<std::pair<pe::Dtype, qint64>> expected {
        {pe::Dtype::Float32, 16777217}, {pe::Dtype::BFloat16, 257}, {pe::Dtype::Float16, 2049}};
    for (const auto &[dtype, p] : view.collisionMarks()) {
        QCOMPARE(qint64(*pe::firstIdenticalNeighbour(dtype)), p);
        QVERIFY(expected.contains(std::make_pair(dtype, p)));
        // The mark sits on its dtype's curve at that position.
        bool found = false;
        for (const QPointF &point : view.collisionSeries()->points())
            found = found || point.x() == std::log10(double(p));
        QVERIFY(found);
    }
    if (path == pe::PrecisionPath::Framework) {
        QCOMPARE(view.overflowSeries()->count(), 2);
        QCOMPARE(view.overflowSeries()->at(0).x(),
                 std::log10(double(*pe::firstOverflowPosition(pe::Dtype::Float16))));
        QCOMPARE(*pe::firstOverflowPosition(pe::Dtype::Float16), std::int64_t(65520));
        QVERIFY(view.overflowSeries()->isVisible());
        QVERIFY(view.stepsLabel()->text().contains(QStringLiteral("four steps round")));
    } else {
        QCOMPARE(view.overflowSeries()->count(), 0);
        QVERIFY(view.stepsLabel()->text().contains(QStringLiteral("rounded once")));
    }
}

void TestPrecisionLabView::curvesFromCore_data()
{
    QTest::addColumn<pe::PrecisionPath>("path");
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<int>("d");
    QTest::newRow("framework interleaved d=8")
        << pe::PrecisionPath::Framework << pe::Layout::Interleaved << 8;
    QTest::newRow("cast interleaved d=8")
        << pe::PrecisionPath::CastFromFloat64 << pe::Layout::Interleaved << 8;
    QTest::newRow("framework fairseq d=16")
        << pe::PrecisionPath::Framework << pe::Layout::Fairseq << 16;
    QTest::newRow("framework concatenated d=3")
        << pe::PrecisionPath::Framework << pe::Layout::Concatenated << 3;
}

void TestPrecisionLabView::curvesFromCore()
{
    QFETCH(pe::PrecisionPath, path);
    QFETCH(pe::Layout, layout);
    QFETCH(int, d);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setLayout(layout));
    PrecisionLabView view(&state);
    view.setPath(path);
    const std::vector<pe::Dtype> dtypes = pe::allDtypes();
    QCOMPARE(view.errorSeries().size(), int(dtypes.size()));
    for (int k = 0; k < view.errorSeries().size(); ++k) {
        const QLineSeries *series = view.errorSeries()[k];
        QVERIFY(series->count() >= PrecisionLabView::chartPositions / 2);
        const std::vector<pe::PrecisionError> &shown = view.errors()[std::size_t(k)];
        QCOMPARE(int(shown.size()), series->count());
        std::vector<std::int64_t> positions;
        for (const pe::PrecisionError &error : shown)
            positions.push_back(error.p);
        QVERIFY(std::is_sorted(positions.begin(), positions.end()));
        QCOMPARE(positions.front(), std::int64_t(1));
        const std::vector<pe::PrecisionError> errors
            = pe::precisionErrors(state.encoding(), dtypes[std::size_t(k)], path, positions);
        for (std::size_t n = 0; n < errors.size(); ++n) {
            QVERIFY(!errors[n].overflow);
            QCOMPARE(shown[n].maxAbsError, errors[n].maxAbsError);
            QCOMPARE(series->at(int(n)).x(), std::log10(double(positions[n])));
            QCOMPARE(series->at(int(n)).y(),
                     std::log10(std::max(errors[n].maxAbsError, PrecisionLabView::errorFloor)));
        }
        // float16 on the framework path stops before its overflow; the others reach 2^31 - 1.
        const bool stops
            = dtypes[std::size_t(k)] == pe::Dtype::Float16 && path == pe::PrecisionPath::Framework;
        QCOMPARE(positions.back() < 65520, stops);
    }
}

void TestPrecisionLabView::rotationTable_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::newRow("lesson") << 8 << qint64(0) << qint64(3);
    QTest::newRow("far") << 64 << qint64(3000) << qint64(70000);
    QTest::newRow("backwards") << 16 << qint64(300) << qint64(2);
    QTest::newRow("d=1") << 1 << qint64(0) << qint64(3);
}

void TestPrecisionLabView::rotationTable()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    PrecisionLabView view(&state);
    int row = 0;
    for (const pe::Dtype dtype : pe::allDtypes()) {
        QCOMPARE(view.rotationTable()->item(row, 0)->text(),
                 QString::fromStdString(pe::dtypeId(dtype)));
        if (d < 2) {
            QVERIFY(view.rotationTable()->item(row, 1)->text().contains(QStringLiteral("d")));
        } else {
            const pe::RotationIdentityError error
                = pe::rotationIdentityError(state.encoding(), p, q - p, dtype);
            QCOMPARE(view.rotationTable()->item(row, 1)->toolTip(),
                     display::full(error.againstDtypeRow));
            QCOMPARE(view.rotationTable()->item(row, 2)->toolTip(),
                     display::full(error.againstExact));
        }
        ++row;
    }
}

void TestPrecisionLabView::hover()
{
    LessonState state;
    PrecisionLabView view(&state);
    view.resize(1100, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    // The float16 curve's point at the collision position p = 2049 reads its full error.
    const QLineSeries *float16 = view.errorSeries()[3];
    int index = -1;
    for (int n = 0; n < int(view.errors()[3].size()); ++n)
        if (view.errors()[3][std::size_t(n)].p == 2049)
            index = n;
    QVERIFY(index >= 0);
    const QPointF at = view.chartView()->toWidget(float16->at(index), view.errorSeries()[3]);
    const QString text = view.pointHoverText(at);
    QVERIFY2(text.startsWith(QStringLiteral("p = 2049")), qPrintable(text));
    const std::vector<pe::PrecisionError> errors = pe::precisionErrors(
        state.encoding(), pe::Dtype::Float16, pe::PrecisionPath::Framework, {2049});
    QVERIFY2(text.contains(display::full(errors[0].maxAbsError)), qPrintable(text));
    QVERIFY(view.pointHoverText(QPointF(1, 1)).isEmpty());
}

QTEST_MAIN(TestPrecisionLabView)
#include "tst_precisionlabview.moc"
