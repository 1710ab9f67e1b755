#include "ropelesson.h"

#include "attentionscore.h"
#include "attentionstate.h"
#include "displayformat.h"
#include "embeddingtable.h"
#include "lessonstate.h"
#include "querykeyprojections.h"
#include "rope.h"

#include <QCoreApplication>

#include <cmath>

namespace {

class RopeLesson
{
    Q_DECLARE_TR_FUNCTIONS(RopeLesson)
};

QString para(const QString &text) { return QStringLiteral("<p>") + text + QStringLiteral("</p>"); }

// The lesson's parameters: the seed lesson's sentence, d = 8 and base 10000, the attention
// defaults (identity W_Q, W_K; interleaved; F = 1; m = 3, n = 0).
LessonStep::Setup lessonSetup(int d = 8)
{
    LessonStep::Setup setup;
    setup.d = d;
    setup.attention = AttentionState::Parameters();
    return setup;
}

// What the core computes for one step's parameters, through a LessonState holding them (the
// numbers every view of the step shows).
struct Numbers
{
    explicit Numbers(const LessonStep::Setup &setup)
    {
        state.setParameters(setup);
        if (setup.attention)
            state.attention()->setParameters(*setup.attention);
    }
    pe::EmbeddingTable table() const { return state.attention()->embeddings(); }
    const std::vector<std::string> &tokens() const { return state.scenario().tokens(); }
    pe::AttentionScore score(bool on) const
    {
        return pe::AttentionScore::forTokens(table(), tokens(), state.encoding(), on,
                                             pe::QueryKeyProjections(state.width()));
    }
    // E(word) of the slot, as read.
    std::vector<double> embedding(int slot) const
    {
        const pe::EmbeddingTable t = table();
        return t.row(t.rowOf(tokens()[std::size_t(slot)]));
    }
    int first() const { return state.scenario().firstSlot(); }
    int second() const { return state.scenario().secondSlot(); }
    QString word() const { return QString::fromStdString(state.scenario().repeatedWord()); }
    LessonState state;
};

QString n6(double v) { return display::number(v); }

} // namespace

QList<LessonStep> ropeLessonSteps()
{
    QList<LessonStep> steps;
    const QString scores = QStringLiteral("scores");
    const QString embeddings = QStringLiteral("embeddings");
    const QString rope = QStringLiteral("rope");

    // 1. The four terms (the article's section 7).
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::AttentionScore s = n.score(true);
        const int a = n.second();
        const int b = n.first();
        steps.append(
            {QStringLiteral("four-terms"),
             RopeLesson::tr("The score splits into four terms"),
             para(RopeLesson::tr("Self-attention compares tokens by dot products. With the "
                                 "encoding added, x = E + PE, and the score of query a and key b "
                                 "is (E(a) + PE(a)) · (E(b) + PE(b)) = E·E + E·P + P·E + P·P."))
                 + para(RopeLesson::tr("For a = %1 and b = %2 (the two “%3”): %4 = %5 + %6 + %7 "
                                       "+ %8. The four matrices beside the score add up to it "
                                       "within %9.")
                            .arg(a)
                            .arg(b)
                            .arg(n.word(), n6(s.value(pe::ScoreTerm::Total, a, b)),
                                 n6(s.value(pe::ScoreTerm::EmbeddingEmbedding, a, b)),
                                 n6(s.value(pe::ScoreTerm::EmbeddingPosition, a, b)),
                                 n6(s.value(pe::ScoreTerm::PositionEmbedding, a, b)),
                                 n6(s.value(pe::ScoreTerm::PositionPosition, a, b)),
                                 display::scientific(s.largestSumDeviation()))),
             setup,
             scores,
             {},
             {},
             QStringLiteral("score")}); // the score large
    }
    // 2. P·P depends only on the offset.
    {
        LessonStep::Setup setup = lessonSetup();
        // The score view outlines the cell of query m and key n: the text's (0, 3).
        setup.attention->queryPosition = 0;
        setup.attention->keyPosition = 3;
        const Numbers n(setup);
        const pe::AttentionScore s = n.score(true);
        const pe::DiagonalCheck check = s.offsetCheck(pe::ScoreTerm::PositionPosition, 1e-12);
        steps.append(
            {QStringLiteral("offset-only"),
             RopeLesson::tr("Only P·P is pure position"),
             para(RopeLesson::tr("E·E knows no position, E·P knows the key's and P·E the query's "
                                 "absolute position. P·P = PE(a) · PE(b) = Σ cos((b − a) ω_i) "
                                 "depends only on the offset b − a: its matrix is constant "
                                 "along every diagonal."))
                 + para(RopeLesson::tr("P·P at (0, 3) is %1 and at (1, 4) it is %2: the same "
                                       "offset 3. The largest spread along a diagonal is %3.")
                            .arg(n6(s.value(pe::ScoreTerm::PositionPosition, 0, 3)),
                                 n6(s.value(pe::ScoreTerm::PositionPosition, 1, 4)),
                                 display::scientific(check.largestDeviation)))
                 + para(RopeLesson::tr("But the offset sits in one term of four: the other "
                                       "three mix absolute positions into the score.")),
             setup,
             scores,
             {},
             {},
             QStringLiteral("pp")}); // P·P large, with its values
    }
    // 3. Without the encoding the scores are order-blind.
    {
        LessonStep::Setup setup = lessonSetup();
        setup.encodingOn = false;
        const Numbers n(setup);
        // No numbers of the shuffle: the view prints them only after its button is pressed.
        steps.append(
            {QStringLiteral("order-blind"),
             RopeLesson::tr("Without position, order is invisible"),
             para(RopeLesson::tr("Switch the encoding off: the score is E·E alone and the rows "
                                 "of the two “%1” are identical.")
                      .arg(n.word()))
                 + para(RopeLesson::tr("Press “Shuffle the sentence”: without the encoding the "
                                       "scores only move with the words (the view prints how far "
                                       "each term moved); with the encoding on they change, "
                                       "because the positions stay with the slots.")),
             setup,
             scores,
             {},
             {},
             QStringLiteral("score")}); // the score large
    }
    // 4. The √d scale (troubleshooting row 2).
    {
        LessonStep::Setup setup = lessonSetup(512);
        setup.attention->embeddingsScaled = true;
        const Numbers n(setup);
        pe::EmbeddingTable table = n.table();
        const int row = table.rowOf(n.tokens()[0]);
        table.setScaled(true);
        const double scaled = table.norm(row);
        const double encoding = pe::encodingNorm(n.state.encoding(), 0);
        steps.append(
            {QStringLiteral("scale"),
             RopeLesson::tr("Sizes: the √d scale"),
             para(RopeLesson::tr("At d = %1 an embedding E(%2) drawn from N(0, 1/d) has |E| of "
                                 "about 1, while |PE(p)| = √(d/2) = %3 at every position: added "
                                 "as it is, position drowns the word (the article's "
                                 "troubleshooting row 2).")
                      .arg(512)
                      .arg(QString::fromStdString(n.tokens()[0]), n6(encoding)))
                 + para(RopeLesson::tr("The Transformer multiplies the embeddings by √d (Vaswani "
                                       "et al. 2017, section 3.4): |E| = %1, the same order as "
                                       "|PE|.")
                            .arg(n6(scaled))),
             setup,
             embeddings,
             {},
             {}});
    }
    // 5. RoPE: rotate q and k.
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::Rope r(8, setup.base);
        const std::vector<double> q = n.embedding(n.second());
        const std::vector<double> k = n.embedding(n.first());
        const qint64 m = setup.attention->queryPosition;
        const qint64 kn = setup.attention->keyPosition;
        steps.append(
            {QStringLiteral("rotate"),
             RopeLesson::tr("Rotate instead of add"),
             para(RopeLesson::tr("RoPE adds nothing to x. It rotates the query at position m and "
                                 "the key at position n pair by pair: (x_a, x_b) turns by t = m "
                                 "θ_i with θ_i = base^(−2i/d), the same frequencies as the "
                                 "encoding (RoFormer, section 3.4)."))
                 + para(RopeLesson::tr("A rotation keeps lengths and the dot product of two "
                                       "rotated vectors depends only on the angle between them: "
                                       "q_%1 · k_%2 = %3, and the closed form q · R(n − m) k = "
                                       "%4.")
                            .arg(m)
                            .arg(kn)
                            .arg(n6(r.score(q, m, k, kn)), n6(r.scoreAtOffset(q, k, kn - m)))),
             setup,
             rope,
             {},
             {},
             QStringLiteral("rotation")});
    }
    // 6. Only the offset.
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::Rope r(8, setup.base);
        const std::vector<double> q = n.embedding(n.second());
        const std::vector<double> k = n.embedding(n.first());
        const pe::ShiftCheck check = r.shiftInvariance(q, setup.attention->queryPosition, k,
                                                       setup.attention->keyPosition, 0, 1000);
        steps.append(
            {QStringLiteral("offset"),
             RopeLesson::tr("Position moves into q and k"),
             para(RopeLesson::tr("Shift both positions by the same t: the score does not move. "
                                 "Over every shift t = 0 … 1000 it stays within %1 of %2.")
                      .arg(display::scientific(check.largestDeviation), n6(check.reference)))
                 + para(RopeLesson::tr("With the encoding added only one term of four had this "
                                       "property; with RoPE the whole score has it, because "
                                       "position lives in the rotation of q and k, not in a vector "
                                       "added to the input.")),
             setup,
             rope,
             {},
             {},
             QStringLiteral("rotation")});
    }
    // 7. The two layouts.
    {
        LessonStep::Setup setup = lessonSetup(64);
        const Numbers n(setup);
        const pe::Rope r(64, setup.base);
        const std::vector<double> q = n.embedding(n.second());
        const std::vector<double> k = n.embedding(n.first());
        // Two of the positions the Layouts page lists (n + 1, n + 4^5).
        const std::vector<pe::LayoutMixPoint> mix = r.layoutMixError(q, k, 0, {1, 1024});
        steps.append(
            {QStringLiteral("layouts"),
             RopeLesson::tr("Two layouts of the same pairs"),
             para(RopeLesson::tr("RoFormer, GPT-J and Llama pair components (2i, 2i+1); GPT-NeoX "
                                 "and Hugging Face's rotate_half pair (i, i + d/2). A fixed "
                                 "permutation turns one into the other, and with q and k permuted "
                                 "the scores agree."))
                 + para(RopeLesson::tr("A model that mixes them breaks silently: at m = %1 the "
                                       "score is off by %2 of |q| |k|, at m = %3 by %4: fine for "
                                       "a few tokens, then garbage. The Layouts page shows the "
                                       "permutation and the error against position.")
                            .arg(mix[0].position)
                            .arg(display::scientific(mix[0].relativeScoreError))
                            .arg(mix[1].position)
                            .arg(display::scientific(mix[1].relativeScoreError))),
             setup,
             rope,
             {},
             {},
             QStringLiteral("layouts")});
    }
    // 8. Partial rotary.
    {
        LessonStep::Setup setup = lessonSetup(64);
        setup.attention->rotaryFraction = 0.25;
        const Numbers n(setup);
        const pe::Rope r(64, setup.base, pe::RopeLayout::Interleaved, 0.25);
        const qint64 m = setup.attention->queryPosition;
        const std::vector<pe::PairRotation> turned = r.pairRotations(n.embedding(n.second()), m);
        const int slowest = r.pairCount() - 1;
        steps.append(
            {QStringLiteral("partial"),
             RopeLesson::tr("Partial rotary"),
             para(RopeLesson::tr("GPT-J's rotary_dim and GPT-NeoX's rotary_pct rotate only the "
                                 "first r = F d components: F = 0.25 at d = 64 gives r = %1; the "
                                 "other %2 components pass through unchanged.")
                      .arg(r.rotatedDimensions())
                      .arg(64 - r.rotatedDimensions()))
                 + para(RopeLesson::tr("The frequencies are spread over the rotated dimensions: "
                                       "θ_i = base^(−2i/r), so at m = %1 the slowest pair, i = %2, "
                                       "has turned the query by only t = %3 radians (its circle).")
                            .arg(m)
                            .arg(slowest)
                            .arg(n6(turned.at(std::size_t(slowest)).wrappedAngle))),
             setup,
             rope,
             {},
             {},
             QStringLiteral("rotation")});
    }
    // 9. Additive against rotary.
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::Rope r(8, setup.base);
        const std::vector<pe::ComparedValue> rows = pe::compareAdditiveRotary(
            n.state.encoding(), r, n.embedding(n.second()), n.embedding(n.first()),
            setup.attention->queryPosition, setup.attention->keyPosition, 100);
        const pe::ComparedValue &additive = rows[4];
        const pe::ComparedValue &rotary = rows[5];
        steps.append(
            {QStringLiteral("additive-rotary"),
             RopeLesson::tr("Adding against rotating"),
             // Only the values at (m, n): the shifted column follows the Rotation page's slider,
             // which the student may have moved.
             para(RopeLesson::tr("At (m, n) = (%1, %2) the added score is %3 and the rotated one "
                                 "%4. Shift both positions by t (the slider “Shift both by t” of "
                                 "the Rotation page): in the column “at (m + t, n + t)” the added "
                                 "score moves, because E·P and P·E carry absolute positions; the "
                                 "rotated one stays at %4: one term, the offset only.")
                      .arg(setup.attention->queryPosition)
                      .arg(setup.attention->keyPosition)
                      .arg(n6(additive.value), n6(rotary.value)))
                 + para(RopeLesson::tr("The page “Additive vs rotary” lists every term with the "
                                       "position it carries.")),
             setup,
             rope,
             {},
             {},
             QStringLiteral("compare")});
    }
    return steps;
}
