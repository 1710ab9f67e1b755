// ScoreDecompositionView: its five matrices against pe::AttentionScore computed here from the
// core, the four terms adding up to the score in the plots, the Toeplitz sentence (and why not),
// the order-blind rows with the encoding off, the shuffle with its deviations, the projections,
// and AttentionState's problem shown (random projections above d = 1024) without a crash.
#include "appearance.h"
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "scoredecompositionview.h"
#include "scorematrixplot.h"

#include "attentionscore.h"
#include "embeddingtable.h"
#include "querykeyprojections.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTest>

#include <cmath>

namespace {
const pe::ScoreTerm allTerms[]
    = {pe::ScoreTerm::Total, pe::ScoreTerm::EmbeddingEmbedding, pe::ScoreTerm::EmbeddingPosition,
       pe::ScoreTerm::PositionEmbedding, pe::ScoreTerm::PositionPosition};
}

class TestScoreDecompositionView : public QObject
{
    Q_OBJECT

private slots:
    void matricesMatchCore_data();
    void matricesMatchCore();
    void toeplitzMessage_data();
    void toeplitzMessage();
    void orderBlindRows_data();
    void orderBlindRows();
    void shuffle_data();
    void shuffle();
    void editFollows();
    void problemShown();
    void tooLarge_data();
    void tooLarge();
    void hoverAtFullPrecision();
    void cellsReadable_data();
    void cellsReadable();
    void largeTermIsAPage();
    void highlightFollowsQueryAndKey();
    void nothingScrolls_data();
    void nothingScrolls();
};

void TestScoreDecompositionView::matricesMatchCore_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("on");
    QTest::addColumn<bool>("random");
    QTest::addColumn<bool>("scaled");
    QTest::newRow("d 8") << 8 << true << false << false;
    QTest::newRow("d 8 off") << 8 << false << false << false;
    QTest::newRow("d 8 scaled") << 8 << true << false << true;
    QTest::newRow("d 16 random") << 16 << true << true << false;
    QTest::newRow("d 7 odd") << 7 << true << false << false;
    QTest::newRow("d 512") << 512 << true << false << true;
}

void TestScoreDecompositionView::matricesMatchCore()
{
    QFETCH(int, d);
    QFETCH(bool, on);
    QFETCH(bool, random);
    QFETCH(bool, scaled);
    LessonState state;
    QVERIFY(state.setWidth(d));
    state.setEncodingOn(on);
    state.attention()->setEmbeddingsScaled(scaled);
    QVERIFY(state.attention()->setProjection(random ? AttentionState::Projection::Random
                                                    : AttentionState::Projection::Identity));
    ScoreDecompositionView view(&state);
    QVERIFY(view.score().has_value());

    pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence(state.sentence().toStdString(), d);
    table.setScaled(scaled);
    const pe::QueryKeyProjections projections
        = random ? pe::QueryKeyProjections::random(d) : pe::QueryKeyProjections(d);
    const pe::AttentionScore expected = pe::AttentionScore::forTokens(
        table, state.scenario().tokens(), state.encoding(), on, projections);
    const int n = expected.tokenCount();
    for (const pe::ScoreTerm term : allTerms) {
        ScoreMatrixPlot *plot = view.plot(term);
        QCOMPARE(plot->size(), n);
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b)
                QCOMPARE(plot->value(a, b), expected.value(term, a, b));
    }
    // The four plotted terms add up to the plotted score.
    double largest = 0.0;
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            double sum = 0.0;
            for (int t = 1; t < 5; ++t)
                sum += view.plot(allTerms[t])->value(a, b);
            const double total = view.plot(pe::ScoreTerm::Total)->value(a, b);
            largest = std::max(largest, std::fabs(sum - total) / std::max(1.0, std::fabs(total)));
        }
    QVERIFY2(largest < 1e-13, qPrintable(QString::number(largest)));
    // Without the encoding the position terms are zero.
    if (!on)
        for (int a = 0; a < n; ++a)
            QCOMPARE(view.plot(pe::ScoreTerm::PositionPosition)->value(a, a), 0.0);
    QVERIFY(view.messageText().contains(QStringLiteral("add up to the score")));
}

void TestScoreDecompositionView::toeplitzMessage_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("random");
    QTest::addColumn<QString>("says");
    QTest::newRow("identity, even d") << 8 << false << "constant along every diagonal";
    QTest::newRow("identity, d 512") << 512 << false << "constant along every diagonal";
    QTest::newRow("odd d") << 7 << false << "Choose an even d";
    QTest::newRow("random projections") << 8 << true << "Choose the identity";
}

void TestScoreDecompositionView::toeplitzMessage()
{
    QFETCH(int, d);
    QFETCH(bool, random);
    QFETCH(QString, says);
    LessonState state;
    QVERIFY(state.setWidth(d));
    if (random)
        QVERIFY(state.attention()->setProjection(AttentionState::Projection::Random));
    ScoreDecompositionView view(&state);
    QVERIFY(view.messageText().contains(says));
    // The sentence agrees with the core's check of the plotted P.P.
    const ScoreMatrixPlot *pp = view.plot(pe::ScoreTerm::PositionPosition);
    std::vector<double> values;
    for (int a = 0; a < pp->size(); ++a)
        for (int b = 0; b < pp->size(); ++b)
            values.push_back(pp->value(a, b));
    const pe::DiagonalCheck check = pe::AttentionScore::toeplitzCheck(values, pp->size(), 1e-12);
    QCOMPARE(check.constant, says.startsWith(QStringLiteral("constant")));
}

void TestScoreDecompositionView::orderBlindRows_data()
{
    QTest::addColumn<bool>("on");
    QTest::newRow("encoding off") << false;
    QTest::newRow("encoding on") << true;
}

void TestScoreDecompositionView::orderBlindRows()
{
    QFETCH(bool, on);
    LessonState state;
    state.setEncodingOn(on);
    ScoreDecompositionView view(&state);
    const ScoreMatrixPlot *total = view.plot(pe::ScoreTerm::Total);
    const int first = state.scenario().firstSlot();
    const int second = state.scenario().secondSlot();
    bool same = true;
    for (int b = 0; b < total->size(); ++b)
        same = same && total->value(first, b) == total->value(second, b);
    QCOMPARE(same, !on);
    QCOMPARE(view.messageText().contains(QStringLiteral("are identical")), !on);
    QCOMPARE(view.messageText().contains(QStringLiteral("The encoding is off")), !on);
}

void TestScoreDecompositionView::shuffle_data()
{
    QTest::addColumn<bool>("on");
    QTest::newRow("encoding off: the scores move with the words") << false;
    QTest::newRow("encoding on: the scores change") << true;
}

void TestScoreDecompositionView::shuffle()
{
    QFETCH(bool, on);
    LessonState state;
    state.setEncodingOn(on);
    ScoreDecompositionView view(&state);
    const pe::AttentionScore original = *view.score();
    QVERIFY(!view.restoreButton()->isEnabled());
    view.shuffleButton()->click();
    const std::vector<int> perm = view.order();
    QCOMPARE(perm,
             pe::AttentionScore::shufflePermutation(original.rows(),
                                                    pe::AttentionScore::defaultShuffleSeed));
    QVERIFY(view.restoreButton()->isEnabled());
    const pe::AttentionScore shuffled = original.shuffled(perm);
    const ScoreMatrixPlot *total = view.plot(pe::ScoreTerm::Total);
    for (int a = 0; a < total->size(); ++a)
        for (int b = 0; b < total->size(); ++b)
            QCOMPARE(total->value(a, b), shuffled.value(pe::ScoreTerm::Total, a, b));
    const double deviation = original.permutationDeviation(shuffled, perm, pe::ScoreTerm::Total);
    QCOMPARE(deviation == 0.0, !on);
    QVERIFY(view.messageText().contains(QStringLiteral("Shuffled:")));
    QCOMPARE(view.messageText().contains(QStringLiteral("only move with the words")), !on);
    // p and q moves keep the order; Restore order brings the sentence back.
    QVERIFY(state.setComparison(state.comparison() == 1 ? 2 : 1));
    QCOMPARE(view.order(), perm);
    view.restoreButton()->click();
    for (int s = 0; s < int(view.order().size()); ++s)
        QCOMPARE(view.order()[std::size_t(s)], s);
    QVERIFY(!view.messageText().contains(QStringLiteral("Shuffled:")));
}

void TestScoreDecompositionView::editFollows()
{
    LessonState state;
    ScoreDecompositionView view(&state);
    const double before = view.plot(pe::ScoreTerm::EmbeddingEmbedding)->value(1, 1);
    QVERIFY(AttentionEmbeddings::of(&state)->setStoredValue(1, 0, 2.0)); // "cat", component 0
    const pe::EmbeddingTable &table = AttentionEmbeddings::of(&state)->table();
    const double expected
        = pe::AttentionScore::forTokens(table, state.scenario().tokens(), state.encoding(), true,
                                        pe::QueryKeyProjections(state.width()))
              .value(pe::ScoreTerm::EmbeddingEmbedding, 1, 1);
    QCOMPARE(view.plot(pe::ScoreTerm::EmbeddingEmbedding)->value(1, 1), expected);
    QVERIFY(expected != before);
}

void TestScoreDecompositionView::problemShown()
{
    LessonState state;
    QVERIFY(state.attention()->setProjection(AttentionState::Projection::Random));
    ScoreDecompositionView view(&state);
    QVERIFY(view.score().has_value());
    // d above 1024 with random projections: the view names what to change, shows no matrix.
    QVERIFY(state.setWidth(2048));
    QVERIFY(!view.score().has_value());
    QVERIFY(view.messageText().contains(QStringLiteral("1024")));
    QVERIFY(view.messageText().contains(QStringLiteral("identity")));
    QCOMPARE(view.plot(pe::ScoreTerm::Total)->size(), 0);
    QVERIFY(state.setWidth(64));
    QVERIFY(view.score().has_value());
    // The box follows the state and sets it.
    QCOMPARE(view.projectionBox()->currentIndex(), 1);
    view.projectionBox()->setCurrentIndex(0);
    emit view.projectionBox()->activated(0);
    QCOMPARE(state.attention()->projection(), AttentionState::Projection::Identity);
    QVERIFY(view.score()->projections().isIdentity());
}

void TestScoreDecompositionView::tooLarge_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("says");
    QTest::addColumn<bool>("computed");
    QTest::newRow("256 tokens at d 8: shown") << 256 << 8 << "add up to the score" << true;
    QTest::newRow("257 tokens: too many") << 257 << 8 << "shows up to 256" << false;
    QTest::newRow("200 tokens at d 8192: too much work") << 200 << 8192 << "computes live" << false;
}

void TestScoreDecompositionView::tooLarge()
{
    QFETCH(int, tokens);
    QFETCH(int, d);
    QFETCH(QString, says);
    QFETCH(bool, computed);
    QStringList words;
    for (int k = 0; k + 1 < tokens; ++k)
        words << QStringLiteral("w%1").arg(k);
    words << QStringLiteral("w0"); // a repeated word, as the lesson's sentence needs
    LessonState state;
    QVERIFY(state.setSentence(words.join(QLatin1Char(' '))));
    QVERIFY(state.setWidth(d));
    ScoreDecompositionView view(&state);
    QCOMPARE(view.score().has_value(), computed);
    QVERIFY2(view.messageText().contains(says), qPrintable(view.messageText()));
    if (computed)
        QCOMPARE(view.plot(pe::ScoreTerm::Total)->size(), tokens);
}

void TestScoreDecompositionView::hoverAtFullPrecision()
{
    LessonState state;
    ScoreDecompositionView view(&state);
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ScoreMatrixPlot *plot = view.plot(pe::ScoreTerm::EmbeddingPosition);
    const QRectF cell = plot->cellRect(3, 0); // column b = 3, row a = 0
    const QString text = plot->hoverText(cell.center());
    QVERIFY2(text.startsWith(QStringLiteral("a = 0 (the), b = 3 (the): E·P = ")), qPrintable(text));
    double shown = 0.0;
    QString number = text.section(QStringLiteral(" = "), -1);
    number.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    shown = number.toDouble(&ok);
    QVERIFY(ok);
    QCOMPARE(shown, plot->value(0, 3));
}

// A step about one term draws it large (its page): in the score's place, twice the size, and
// with its values where the room allows; the score joins the small ones.
void TestScoreDecompositionView::largeTermIsAPage()
{
    LessonState state;
    ScoreDecompositionView view(&state);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.currentPageId(), QStringLiteral("score"));
    QCOMPARE(view.largeTerm(), pe::ScoreTerm::Total);
    ScoreMatrixPlot *pp = view.plot(pe::ScoreTerm::PositionPosition);
    ScoreMatrixPlot *total = view.plot(pe::ScoreTerm::Total);
    QVERIFY(total->plotRect().width() > 1.5 * pp->plotRect().width());
    QVERIFY(view.showPage(QStringLiteral("pp")));
    QCoreApplication::processEvents();
    QCOMPARE(view.currentPageId(), QStringLiteral("pp"));
    QCOMPARE(view.largeTerm(), pe::ScoreTerm::PositionPosition);
    QVERIFY2(
        pp->plotRect().width() > 1.5 * total->plotRect().width(),
        qPrintable(
            QStringLiteral("%1 vs %2").arg(pp->plotRect().width()).arg(total->plotRect().width())));
    QVERIFY(pp->showsValues());
    QVERIFY(!view.showPage(QStringLiteral("nothing")));
    QCOMPARE(view.currentPageId(), QStringLiteral("pp"));
    QVERIFY(view.showPage(QStringLiteral("score")));
    QCoreApplication::processEvents();
    QVERIFY(total->plotRect().width() > 1.5 * pp->plotRect().width());
}

void TestScoreDecompositionView::cellsReadable_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("values");
    QTest::newRow("large: values in the cells") << QSize(1400, 900) << true;
    QTest::newRow("small: no values") << QSize(500, 360) << false;
}

void TestScoreDecompositionView::cellsReadable()
{
    // Named axes always; each cell's value where every value fits its cell.
    QFETCH(QSize, size);
    QFETCH(bool, values);
    LessonState state;
    ScoreDecompositionView view(&state);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ScoreMatrixPlot *plot = view.plot(pe::ScoreTerm::Total);
    QCOMPARE(plot->showsValues(), values);
    QStringList texts;
    for (const TextBox &box : plot->textBoxes())
        texts << box.text;
    QVERIFY2(texts.contains(QStringLiteral("query a")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY2(texts.contains(QStringLiteral("key b")), qPrintable(texts.join(QLatin1Char('|'))));
    const QString v03 = ScoreMatrixPlot::cellText(plot->value(0, 3));
    const QRectF cell = plot->cellRect(3, 0);
    bool inCell = false;
    for (const TextBox &box : plot->textBoxes())
        inCell = inCell || (box.text == v03 && cell.contains(box.rect.center()));
    QCOMPARE(inCell, values);
    for (const TextBox &box : plot->textBoxes())
        QVERIFY2(!box.elided, qPrintable(box.text));
}

void TestScoreDecompositionView::highlightFollowsQueryAndKey()
{
    // The outlined cell is query a = m, key b = n of the attention state (the RoPE lesson's
    // first step: the two "the", a = 3, b = 0; its second sets (0, 3)).
    LessonState state;
    ScoreDecompositionView view(&state);
    for (pe::ScoreTerm term : allTerms)
        QCOMPARE(view.plot(term)->highlight(), QPoint(0, 3)); // x: column b, y: row a
    QVERIFY(view.messageText().contains(QStringLiteral("query a = 3")));
    QVERIFY(state.attention()->setQueryPosition(0));
    QVERIFY(state.attention()->setKeyPosition(3));
    view.show();
    QCoreApplication::processEvents();
    QCOMPARE(view.plot(pe::ScoreTerm::PositionPosition)->highlight(), QPoint(3, 0));
    // Outside the sentence: no outline.
    QVERIFY(state.attention()->setQueryPosition(40));
    QCoreApplication::processEvents();
    QCOMPARE(view.plot(pe::ScoreTerm::Total)->highlight(), QPoint(-1, -1));
    QVERIFY(!view.messageText().contains(QStringLiteral("Outlined")));
}

void TestScoreDecompositionView::nothingScrolls_data()
{
    // The view's size in the window at the step-visibility test's screens: a class
    // sees nothing that must be scrolled. Before the view was laid out for its room, its scroll
    // area scrolled at all three presentation sizes and at 1024 x 768 without presentation.
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("row"); // 1: the matrices in one row, 0: in the grid, -1: either
    QTest::newRow("1024x768 presentation") << QSize(650, 690) << true << 0;
    QTest::newRow("1280x800 presentation") << QSize(880, 720) << true << -1;
    QTest::newRow("1920x1080 presentation") << QSize(1500, 1000) << true << -1;
    QTest::newRow("1024x768") << QSize(650, 470) << false << 0;
    QTest::newRow("wide and low: one row") << QSize(1800, 520) << false << 1;
}

void TestScoreDecompositionView::nothingScrolls()
{
    QFETCH(QSize, size);
    QFETCH(bool, presentation);
    QFETCH(int, row);
    Appearance::instance()->setPresentation(presentation);
    const auto restore = qScopeGuard([] { Appearance::instance()->setPresentation(false); });
    LessonState state;
    ScoreDecompositionView view(&state);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    MinimumScrollArea *scroll = view.scrollArea();
    for (const QScrollBar *bar : {scroll->verticalScrollBar(), scroll->horizontalScrollBar()})
        QVERIFY2(!bar->isVisibleTo(scroll) || bar->maximum() == bar->minimum(),
                 qPrintable(QStringLiteral("scrolls %1 px (%2)")
                                .arg(bar->maximum())
                                .arg(bar->orientation() == Qt::Vertical
                                         ? QStringLiteral("vertically")
                                         : QStringLiteral("horizontally"))));
    if (row >= 0)
        QCOMPARE(view.matricesInRow(), row == 1);
    // Presentation mode: the short texts (the step's card says the rest).
    QCOMPARE(view.compactMessages(), presentation);
    QCOMPARE(view.messageText().contains(QStringLiteral("Outlined: a = 3")), presentation);
    // The texts and the outlined cell of every matrix lie inside the visible viewport, the cells
    // at least 12 px and the labels' font at least 80 % of the start-up font.
    const QRect visible = scroll->viewport()->rect();
    const auto *messages = scroll->widget()->findChild<QLabel *>();
    QVERIFY(messages);
    const QRect text(messages->mapTo(scroll->viewport(), QPoint(0, 0)), messages->size());
    QVERIFY2(visible.contains(text),
             qPrintable(QStringLiteral("text at %1,%2 %3x%4")
                            .arg(text.x())
                            .arg(text.y())
                            .arg(text.width())
                            .arg(text.height())));
    QVERIFY(view.plotFontScale() * view.font().pointSizeF()
            >= 0.8 * Appearance::instance()->baseFont().pointSizeF() - 1e-9);
    for (pe::ScoreTerm term : allTerms) {
        ScoreMatrixPlot *plot = view.plot(term);
        const QRectF cell = plot->cellRect(0, 3); // column b = 0, row a = 3: the outlined one
        QVERIFY(cell.width() >= 12.0);
        const QRectF shown(plot->mapTo(scroll->viewport(), cell.topLeft().toPoint()), cell.size());
        QVERIFY2(QRectF(visible).contains(shown), qPrintable(plot->title()));
        QCOMPARE(plot->highlight(), QPoint(0, 3));
    }
}

QTEST_MAIN(TestScoreDecompositionView)
#include "tst_scoredecompositionview.moc"
