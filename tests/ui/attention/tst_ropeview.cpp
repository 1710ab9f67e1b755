// RopeView: its numbers against pe::Rope computed here (score, closed form, the shift check with
// its deviation at most 1e-12, the circles' pairs, the decay curve, the layouts' agreement), the
// lock of the offset, typed vectors, and AttentionState's problem shown (half-split with odd d)
// without a crash.
#include "appearance.h"
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "ropecircles.h"
#include "ropedecaychart.h"
#include "ropeview.h"

#include "rope.h"

#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSlider>
#include <QTabWidget>
#include <QTest>

#include <cmath>

#include "viewstyle.h"

class TestRopeView : public QObject
{
    Q_OBJECT

private slots:
    void matchesCore_data();
    void matchesCore();
    void lockOffset();
    void typedVector_data();
    void typedVector();
    void problemShown();
    void layoutsAgree();
    void circlesShowTheRotation();
    void circlesTakeTheRoom_data();
    void circlesTakeTheRoom();
    void nothingScrolls_data();
    void nothingScrolls();
};

namespace {
std::vector<double> embedding(LessonState &state, int slot)
{
    const pe::EmbeddingTable &table = AttentionEmbeddings::of(&state)->table();
    return table.row(table.rowOf(state.scenario().tokens()[std::size_t(slot)]));
}
} // namespace

void TestRopeView::matchesCore_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("halfSplit");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("n");
    QTest::newRow("lesson: d 8, m 3, n 0") << 8 << false << 1.0 << qint64(3) << qint64(0);
    QTest::newRow("half-split d 64") << 64 << true << 1.0 << qint64(10) << qint64(500);
    QTest::newRow("partial F 0.25, d 64") << 64 << false << 0.25 << qint64(7) << qint64(2);
    QTest::newRow("near 2^31") << 16 << false << 1.0 << qint64(2147483000) << qint64(2147482000);
    QTest::newRow("odd d interleaved") << 9 << false << 1.0 << qint64(4) << qint64(1);
}

void TestRopeView::matchesCore()
{
    QFETCH(int, d);
    QFETCH(bool, halfSplit);
    QFETCH(double, fraction);
    QFETCH(qint64, m);
    QFETCH(qint64, n);
    LessonState state;
    QVERIFY(state.setWidth(d));
    AttentionState::Parameters parameters = state.attention()->parameters();
    parameters.ropeLayout = halfSplit ? pe::RopeLayout::HalfSplit : pe::RopeLayout::Interleaved;
    parameters.rotaryFraction = fraction;
    parameters.queryPosition = m;
    parameters.keyPosition = n;
    QVERIFY(state.attention()->setParameters(parameters));
    RopeView view(&state);
    QVERIFY(view.problemText().isEmpty());
    const pe::Rope rope(d, state.base(), parameters.ropeLayout, fraction);
    const std::vector<double> q = embedding(state, state.scenario().secondSlot());
    const std::vector<double> k = embedding(state, state.scenario().firstSlot());
    QCOMPARE(view.query(), q);
    QCOMPARE(view.key(), k);
    QCOMPARE(view.score(), rope.score(q, m, k, n));
    QVERIFY(view.rotationText().contains(QStringLiteral("m = %1, n = %2").arg(m).arg(n)));
    // The shift check over the slider's range: at most 1e-12.
    const pe::ShiftCheck &check = view.shiftCheck();
    const qint64 last = view.shiftSlider()->maximum();
    const pe::ShiftCheck expected = rope.shiftInvariance(q, m, k, n, 0, last);
    QCOMPARE(check.largestDeviation, expected.largestDeviation);
    QCOMPARE(check.shiftCount, last + 1);
    QVERIFY(check.largestDeviation <= 1e-12);
    view.shiftSlider()->setValue(int(std::min<qint64>(last, 5)));
    QCOMPARE(view.shiftedScore(),
             rope.score(q, m + view.shiftSlider()->value(), k, n + view.shiftSlider()->value()));
    QVERIFY(std::fabs(view.shiftedScore() - view.score()) <= 1e-12);
    // The circles: the first pairs of q at m.
    QCOMPARE(view.circles()->shownPairs(), std::min(rope.pairCount(), RopeCircles::maxPairs));
    // The decay curve.
    QCOMPARE(view.decayChart()->curve(), rope.decayBoundCurve(RopeView::defaultMaxDistance));
    // Additive vs rotary page lists the rotary term as offset-only.
    QVERIFY(view.comparisonText().contains(QStringLiteral("only the offset n − m")));
}

void TestRopeView::lockOffset()
{
    LessonState state;
    RopeView view(&state);
    AttentionState *attention = state.attention();
    const qint64 offset = attention->keyPosition() - attention->queryPosition();
    const double before = view.score();
    view.lockOffset()->setChecked(true);
    view.queryPositionField()->setValue(100);
    QCOMPARE(attention->queryPosition(), qint64(100));
    QCOMPARE(attention->keyPosition() - attention->queryPosition(), offset);
    QVERIFY(std::fabs(view.score() - before) <= 1e-12);
    // Unlocked, n stays.
    view.lockOffset()->setChecked(false);
    view.queryPositionField()->setValue(50);
    QCOMPARE(attention->keyPosition(), 100 + offset);
    // A lock that would push n below 0 is refused: nothing moves.
    view.lockOffset()->setChecked(true);
    view.keyPositionField()->setValue(0);
    QCOMPARE(attention->keyPosition(), 100 + offset);
    QCOMPARE(attention->queryPosition(), qint64(50));
    QCOMPARE(view.keyPositionField()->value(), double(100 + offset));
}

void TestRopeView::typedVector_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("used");
    // How the note echoes a refused text (escaped and cut to 200 characters, "…").
    QTest::addColumn<QString>("echoed");
    QTest::newRow("eight numbers") << "1, 0, 0, 0, 0, 0, 0, \u22121" << true << QString();
    QTest::newRow("seven numbers") << "1, 0, 0, 0, 0, 0, 0" << false << "“1, 0, 0, 0, 0, 0, 0”";
    QTest::newRow("not a number") << "1, x, 0, 0, 0, 0, 0, 0" << false
                                  << "“1, x, 0, 0, 0, 0, 0, 0”";
    const QString longText = QStringLiteral("1,") + QString(1000, QLatin1Char('7'));
    QTest::newRow("1000 digits cut to 200")
        << longText << false
        << QString(QStringLiteral("“") + longText.left(200) + QChar(0x2026) + QStringLiteral("”"));
    QTest::newRow("override escaped") << "1,\u202e2" << false << "“1,\\u202e2”";
}

void TestRopeView::typedVector()
{
    QFETCH(QString, text);
    QFETCH(bool, used);
    QFETCH(QString, echoed);
    LessonState state; // d = 8
    RopeView view(&state);
    view.queryText()->setText(text);
    emit view.queryText()->editingFinished();
    if (used) {
        QCOMPARE(view.query(), (std::vector<double> {1, 0, 0, 0, 0, 0, 0, -1}));
        QVERIFY(!view.rotationText().contains(QStringLiteral("is not 8 numbers")));
    } else {
        QCOMPARE(view.query(), embedding(state, state.scenario().secondSlot()));
        QVERIFY(view.rotationText().contains(QStringLiteral("is not 8 numbers")));
        QVERIFY2(view.rotationText().contains(echoed + QStringLiteral(" is not 8 numbers")),
                 qPrintable(view.rotationText().left(400)));
        QVERIFY(!view.rotationText().contains(QChar(0x202e)));
    }
}

void TestRopeView::problemShown()
{
    LessonState state;
    QVERIFY(state.attention()->setRopeLayout(pe::RopeLayout::HalfSplit));
    RopeView view(&state);
    QVERIFY(view.problemText().isEmpty());
    // An odd d with the half-split layout: the view names what to change, no numbers, no crash.
    QVERIFY(state.setWidth(7));
    QVERIFY(view.problemText().contains(QStringLiteral("even d")));
    QVERIFY(view.query().empty());
    QVERIFY(!view.pages()->isEnabled());
    QVERIFY(std::isnan(view.score()));
    // Back to an even d: numbers again.
    QVERIFY(state.setWidth(10));
    QVERIFY(view.problemText().isEmpty());
    QVERIFY(!std::isnan(view.score()));
    // The layout box sets the state; half-split is refused at odd d (the box shows the state).
    QVERIFY(state.attention()->setRopeLayout(pe::RopeLayout::Interleaved));
    QVERIFY(state.setWidth(7));
    view.layoutBox()->setCurrentIndex(1);
    emit view.layoutBox()->activated(1);
    QCOMPARE(state.attention()->ropeLayout(), pe::RopeLayout::Interleaved);
    QCOMPARE(view.layoutBox()->currentIndex(), 0);
}

void TestRopeView::layoutsAgree()
{
    LessonState state;
    QVERIFY(state.setWidth(16));
    RopeView view(&state);
    const pe::Rope rope(16, state.base());
    const pe::Rope other(16, state.base(), pe::RopeLayout::HalfSplit);
    const std::vector<double> &q = view.query();
    const std::vector<double> &k = view.key();
    const qint64 m = state.attention()->queryPosition();
    const qint64 n = state.attention()->keyPosition();
    const double converted = other.score(
        rope.convertLayout(q, pe::RopeLayout::Interleaved, pe::RopeLayout::HalfSplit), m,
        rope.convertLayout(k, pe::RopeLayout::Interleaved, pe::RopeLayout::HalfSplit), n);
    QVERIFY(std::fabs(converted - view.score()) <= 1e-12);
    QVERIFY(view.layoutText().contains(QStringLiteral("the same model")));
    QVERIFY(view.layoutText().contains(QStringLiteral("(0, 8)"))); // half-split pair 0 at d 16
    QVERIFY(view.layoutText().contains(QStringLiteral("[0, 2, 4, 6, 8, 10, 12, 14, 1, 3")));
}

void TestRopeView::circlesShowTheRotation()
{
    // q round, k square; hollow before the rotation, filled after it; the
    // rotation as an arc in the vector's colour. One pair: q (1, 0) turned by π/2 to (0, 1), k
    // (0, −0.5) turned by π/2 to (0.5, 0).
    pe::PairRotation q;
    q.wrappedAngle = q.angle = M_PI / 2;
    q.before[0] = 1.0;
    q.after[1] = 1.0;
    q.radius = 1.0;
    pe::PairRotation k;
    k.wrappedAngle = k.angle = M_PI / 2;
    k.before[1] = -0.5;
    k.after[0] = 0.5;
    k.radius = 0.5;
    RopeCircles circles;
    circles.setPairs({q}, {k});
    circles.resize(320, 360);
    const QImage image = circles.grab().toImage();
    const QList<DataMark> marks = circles.dataMarks(); // q after, k after
    QCOMPARE(marks.size(), 2);
    const QPointF qAfter = marks[0].rect.center();
    const QPointF kAfter = marks[1].rect.center();
    const double cx = qAfter.x();
    const double cy = kAfter.y();
    const double radius = 2 * (kAfter.x() - cx);
    QVERIFY(radius > 40);
    const double size = std::max(4.5, QFontMetricsF(circles.font()).height() / 3.2);
    const auto near = [&image](const QPointF &at, const QColor &colour) {
        const QColor c = image.pixelColor(at.toPoint());
        return std::abs(c.red() - colour.red()) < 40 && std::abs(c.green() - colour.green()) < 40
            && std::abs(c.blue() - colour.blue()) < 40;
    };
    const auto around = [&near](const QPointF &at, const QColor &colour) {
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy)
                if (near(at + QPointF(dx, dy), colour))
                    return true;
        return false;
    };
    const QColor background = circles.palette().color(QPalette::Window);
    // Filled after: the centres in the colours.
    QVERIFY(near(qAfter, viewstyle::pColour()));
    QVERIFY(near(kAfter, viewstyle::qColour()));
    // k's mark is a square: its corner region is coloured, where a round mark has none.
    QVERIFY(near(kAfter + QPointF(0.7 * size, 0.7 * size), viewstyle::qColour()));
    QVERIFY(!near(qAfter + QPointF(0.9 * size, 0.9 * size), viewstyle::pColour()));
    // Hollow before: the centres show the background, the rims the colour.
    const QPointF qBefore(cx + radius, cy);
    const QPointF kBefore(cx, cy + radius / 2);
    QVERIFY(near(qBefore, background));
    QVERIFY(near(kBefore, background));
    QVERIFY(around(qBefore + QPointF(0, size), viewstyle::pColour()));
    // The arcs: q's at radius from 0 to 90 degrees, k's at half of it from −90 to 0.
    const double c45 = std::cos(M_PI / 4);
    QVERIFY(around(QPointF(cx + radius * c45, cy - radius * c45), viewstyle::pColour()));
    QVERIFY(around(QPointF(cx + radius / 2 * c45, cy + radius / 2 * c45), viewstyle::qColour()));
}

void TestRopeView::circlesTakeTheRoom_data()
{
    // Four pairs: one row in a wide, low room; two rows of two in a squarer one (a lesson step
    // beside its card), never three and one.
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("columns");
    QTest::newRow("wide and low") << QSize(1200, 340) << 4;
    QTest::newRow("square") << QSize(800, 560) << 2;
    QTest::newRow("narrow and tall") << QSize(300, 1200) << 1;
}

void TestRopeView::circlesTakeTheRoom()
{
    QFETCH(QSize, size);
    QFETCH(int, columns);
    pe::PairRotation pair;
    pair.radius = 1.0;
    RopeCircles circles;
    circles.setPairs(std::vector<pe::PairRotation>(4, pair),
                     std::vector<pe::PairRotation>(4, pair));
    circles.resize(size);
    QCOMPARE(circles.columns(), columns);
    // Each circle as large as the room allows for that arrangement: no other one is larger.
    const double side = circles.circleRect(0).width();
    for (int cols = 1; cols <= 4; ++cols) {
        const int rows = (4 + cols - 1) / cols;
        QVERIFY2(std::min(double(size.width()) / cols, double(size.height()) / rows) < side + 80,
                 qPrintable(QStringLiteral("%1 columns would give more room").arg(cols)));
    }
}

void TestRopeView::nothingScrolls_data()
{
    // The RoPE lesson's pages at the view's size in the window at the step-visibility test's
    // screens: no pane scrolls. Before the pages were laid out for their room, the
    // Rotation page's text panels scrolled at every presentation size and the Layouts page at
    // 1024 x 768 and 1280 x 800.
    QTest::addColumn<QString>("page");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presentation");
    const struct
    {
        const char *name;
        QSize size;
        bool presentation;
    } sizes[] = {{"1024x768 presentation", QSize(650, 690), true},
                 {"1280x800 presentation", QSize(880, 720), true},
                 {"1920x1080 presentation", QSize(1500, 1000), true},
                 {"1024x768", QSize(650, 470), false}};
    for (const auto &size : sizes) {
        QTest::addRow("%s rotation d 8", size.name)
            << QStringLiteral("rotation") << 8 << 1.0 << size.size << size.presentation;
        QTest::addRow("%s rotation d 64 F 0.25", size.name)
            << QStringLiteral("rotation") << 64 << 0.25 << size.size << size.presentation;
        QTest::addRow("%s layouts d 64", size.name)
            << QStringLiteral("layouts") << 64 << 1.0 << size.size << size.presentation;
    }
}

void TestRopeView::nothingScrolls()
{
    QFETCH(QString, page);
    QFETCH(int, d);
    QFETCH(double, fraction);
    QFETCH(QSize, size);
    QFETCH(bool, presentation);
    Appearance::instance()->setPresentation(presentation);
    const auto restore = qScopeGuard([] { Appearance::instance()->setPresentation(false); });
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.attention()->setRotaryFraction(fraction));
    RopeView view(&state);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.showPage(page));
    QCoreApplication::processEvents();
    QStringList scrolling;
    for (const QAbstractScrollArea *area : view.findChildren<QAbstractScrollArea *>()) {
        if (!area->isVisible() || qobject_cast<const QAbstractItemView *>(area))
            continue;
        for (const QScrollBar *bar : {area->verticalScrollBar(), area->horizontalScrollBar()})
            if (bar->isVisibleTo(area) && bar->maximum() > bar->minimum())
                scrolling << QStringLiteral("%1 by %2 px")
                                 .arg(QString::fromLatin1(area->metaObject()->className()))
                                 .arg(bar->maximum());
    }
    QVERIFY2(scrolling.isEmpty(), qPrintable(scrolling.join(QStringLiteral(", "))));
    // What the steps quote stays: the score on the Rotation page, the mixing table's rows at
    // n + 1 and n + 1024 on the Layouts page.
    if (page == QLatin1String("rotation")) {
        QVERIFY(view.rotationText().contains(QStringLiteral("q_m · k_n = ")));
        QVERIFY(view.rotationText().contains(QStringLiteral("Shifted by t = ")));
        // The rotation's formula only outside presentation mode (the step's card has it).
        if (presentation)
            QVERIFY(!view.rotationText().contains(QStringLiteral("RoFormer, eq. 14")));
        QVERIFY(view.circles()->isVisible());
        // Every circle at least 56 px (RopeCircles' least readable circle) with its two lines.
        const RopeCircles *circles = view.circles();
        const int rows = (circles->shownPairs() + 3) / 4;
        const int least = rows * (56 + 2 * circles->fontMetrics().height());
        QVERIFY2(circles->height() >= least,
                 qPrintable(QStringLiteral("circles %1 px high, at least %2")
                                .arg(circles->height())
                                .arg(least)));
    } else {
        const QString text = view.layoutText();
        QVERIFY(text.contains(QStringLiteral("(0, 32)"))); // half-split pair 0 at d 64
        QVERIFY2(text.contains(QStringLiteral("\n1\n"))
                     && text.contains(QStringLiteral("\n1024\n")),
                 qPrintable(text));
    }
}

QTEST_MAIN(TestRopeView)
#include "tst_ropeview.moc"
