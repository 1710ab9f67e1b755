#include "contextlesson.h"

#include "contextscaling.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "lessontable.h"

#include <QCoreApplication>

#include <cmath>

namespace {

class ContextLesson
{
    Q_DECLARE_TR_FUNCTIONS(ContextLesson)
};

QString para(const QString &text) { return QStringLiteral("<p>") + text + QStringLiteral("</p>"); }

QString turns(double value) { return display::number(value, 2); }

// The lesson's parameters: a wider model than the seed lesson's d = 8, so that the ladder has
// fast and slow pairs on both sides of L; L = 512 and L' = 2048 as in the article's example.
LessonStep::Setup lessonSetup(pe::ContextMethod method = pe::ContextMethod::None)
{
    LessonStep::Setup setup;
    setup.d = 128;
    setup.method = method;
    return setup;
}

// What the core computes for one step's parameters: the encodings a LessonState holding them
// gives every view.
struct Numbers
{
    explicit Numbers(const LessonStep::Setup &setup) { state.setParameters(setup); }
    const pe::PositionalEncoding &encoding() const { return state.encoding(); }
    const pe::PositionalEncoding &unscaled() const { return state.unscaledEncoding(); }
    qint64 L() const { return state.trainLength(); }
    qint64 context() const { return state.contextLength(); }
    int pairs() const { return state.encoding().pairCount(); }
    int passing() const
    {
        int count = 0;
        for (const pe::PairExtrapolation &pair :
             pe::extrapolationCheck(unscaled(), encoding(), L(), context()))
            count += pair.passes ? 1 : 0;
        return count;
    }
    LessonState state;
};

} // namespace

QList<LessonStep> contextLessonSteps()
{
    QList<LessonStep> steps;
    const QString ladder = QStringLiteral("ladder");
    const QString scaling = QStringLiteral("scaling");

    // 1. The formula is defined beyond L (section 4, second paragraph).
    {
        LessonStep::Setup setup = lessonSetup();
        setup.p = 1000;
        const Numbers n(setup);
        const pe::PositionalEncoding &e = n.encoding();
        steps.append(
            {QStringLiteral("defined-everywhere"),
             ContextLesson::tr("The formula is defined at every position"),
             para(ContextLesson::tr("Training saw the positions 0 to %1 (training length L = %2). "
                                    "The formula still computes position p = %3: pair 0 gives "
                                    "sin = %4 and cos = %5, and every component stays within "
                                    "[−1, 1].")
                      .arg(n.L() - 1)
                      .arg(n.L())
                      .arg(setup.p)
                      .arg(display::number(e.component(setup.p, e.sinComponent(0))),
                           display::number(e.component(setup.p, e.cosComponent(0)))))
                 + para(ContextLesson::tr("A valid vector is not a learned one: whether the model "
                                          "can use it depends on what training showed of each "
                                          "pair.")),
             setup,
             // The table shows PE(p) at p = 1000, the values the text quotes (pair 0's rows).
             QStringLiteral("table"),
             {0},
             {lessontable::PositionColumn}});
        // At d = 128 the difference column would push x(3) out of the room beside the card
        // (1024x768, presentation); the step speaks of PE(p), not of PE(q) − PE(p).
        steps.last().hiddenColumns = {lessontable::DifferenceColumn};
    }

    // 2. The fast pairs have seen every phase (section 4, third paragraph, corrected).
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::PositionalEncoding &e = n.encoding();
        const int crossing = pe::crossingPair(e, n.L());
        steps.append(
            {QStringLiteral("fast-pairs"),
             ContextLesson::tr("The fast pairs have seen every phase"),
             para(ContextLesson::tr("Pair 0 has the wavelength 2π = %1 positions and turns %2 "
                                    "times within L = %3. Pairs 0 to %4 all make at least one "
                                    "full turn within L: every angle they take beyond L was "
                                    "already seen in training.")
                      .arg(display::number(e.wavelength(0)), turns(pe::turnsWithin(e, 0, n.L())))
                      .arg(n.L())
                      .arg(crossing - 1))
                 + para(ContextLesson::tr("The article says that the fast pairs enter phases never "
                                          "seen; it is the other way round: a pair that has "
                                          "turned once has shown every phase.")),
             setup,
             ladder,
             {0}, // the ladder's readout shows pair 0's wavelength and turns
             {}});
    }

    // 3. The slow pairs meet phases never seen (section 4, third paragraph).
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::PositionalEncoding &e = n.encoding();
        const int crossing = pe::crossingPair(e, n.L());
        const int last = n.pairs() - 1;
        steps.append(
            {QStringLiteral("slow-pairs"),
             ContextLesson::tr("The slow pairs meet unseen phases"),
             para(ContextLesson::tr("From pair %1 on the wavelength is longer than L: %2 of the "
                                    "%3 pairs never make a full turn within L.")
                      .arg(crossing)
                      .arg(pe::unseenPairCount(e, n.L()))
                      .arg(n.pairs()))
                 + para(ContextLesson::tr("Beyond L their angles are new: the slowest pair, %1, "
                                          "reaches %2 radians within L but %3 radians within "
                                          "L′ = %4. These are the angles training never showed.")
                            .arg(last)
                            .arg(display::number(pe::maxAngleWithin(e, last, n.L())),
                                 display::number(pe::maxAngleWithin(e, last, n.context())))
                            .arg(n.context())),
             setup,
             // The scaling table lists every pair's largest angle within L and within L′.
             scaling,
             {},
             {}});
    }

    // 4. Troubleshooting row 1: the one-glance check, and what a larger base changes.
    {
        const LessonStep::Setup setup = lessonSetup();
        const Numbers n(setup);
        const pe::PositionalEncoding &e = n.encoding();
        const pe::PositionalEncoding &b = n.state.secondEncoding();
        const int crossing = pe::crossingPair(e, n.L());
        steps.append(
            {QStringLiteral("check-fast-pairs"),
             ContextLesson::tr("Check: how often do the fast pairs turn within L?"),
             para(
                 ContextLesson::tr("Pair 0 turns %1 times within L (the readout under the ladder); "
                                   "pair %2 is the last with a full turn. Point at the marks to "
                                   "read the others.")
                     .arg(turns(pe::turnsWithin(e, 0, n.L())))
                     .arg(crossing - 1))
                 + para(ContextLesson::tr("A larger base does not slow pair 0: its denominator is "
                                          "base⁰ = 1 whatever the base, so with B = %1 it turns "
                                          "just as often. It slows the other pairs: %2 pairs "
                                          "never turn within L instead of %3.")
                            .arg(display::compact(b.base()))
                            .arg(pe::unseenPairCount(b, n.L()))
                            .arg(pe::unseenPairCount(e, n.L()))),
             setup,
             ladder,
             {0}, // the ladder's readout shows pair 0's turns
             {}});
    }

    // 5. Troubleshooting row 3, remedy 3: position interpolation.
    {
        const LessonStep::Setup setup = lessonSetup(pe::ContextMethod::PositionInterpolation);
        const Numbers n(setup);
        const int last = n.pairs() - 1;
        steps.append(
            {QStringLiteral("interpolation"),
             ContextLesson::tr("Position interpolation"),
             para(ContextLesson::tr("Position interpolation (Chen et al. 2023) divides every "
                                    "frequency by s = L′ / L = %1: position p is encoded as p / s "
                                    "was. The slowest pair now reaches %2 radians within "
                                    "L′ = %3, against %4 radians within L: almost no new angle.")
                      .arg(display::compact(n.state.scalingFactor()),
                           display::number(pe::maxAngleWithin(n.encoding(), last, n.context())))
                      .arg(n.context())
                      .arg(display::number(pe::maxAngleWithin(n.unscaled(), last, n.L()))))
                 + para(ContextLesson::tr("%1 of %2 pairs pass the “never seen” test: positions "
                                          "0 … L′ are encoded as 0 … L, inside the training "
                                          "window; the last position L′ − 1 lands at (L′ − 1) / s, "
                                          "between two trained positions. The price of "
                                          "interpolation: neighbouring positions are s times "
                                          "closer, also in the fast pairs that needed no help.")
                            .arg(n.passing())
                            .arg(n.pairs())),
             setup,
             scaling,
             {},
             {}});
    }

    // 6. NTK-aware scaling.
    {
        const LessonStep::Setup setup = lessonSetup(pe::ContextMethod::NtkAware);
        const Numbers n(setup);
        const pe::PositionalEncoding &e = n.encoding();
        const pe::PositionalEncoding &u = n.unscaled();
        const int last = n.pairs() - 1;
        steps.append(
            {QStringLiteral("ntk"),
             ContextLesson::tr("NTK-aware scaling"),
             para(ContextLesson::tr("NTK-aware scaling raises the base to base · s^(d/(d−2)) = %1. "
                                    "Pair 0 keeps its frequency (ω′ / ω = %2 in the table); the "
                                    "slowest pair becomes s times slower: its frequency falls "
                                    "from %3 to %4 radians per position.")
                      .arg(display::compact(
                               pe::ntkBase(setup.base, n.state.scalingFactor(), setup.d)),
                           display::number(e.frequency(0) / u.frequency(0)),
                           display::number(u.frequency(last)), display::number(e.frequency(last))))
                 + para(ContextLesson::tr("%1 of %2 pairs pass the “never seen” test: the pairs "
                                          "between are slowed less than s times and reach angles "
                                          "beyond those of training.")
                            .arg(n.passing())
                            .arg(n.pairs())),
             setup,
             scaling,
             {},
             {}});
    }

    // 7. YaRN.
    {
        const LessonStep::Setup setup = lessonSetup(pe::ContextMethod::Yarn);
        const Numbers n(setup);
        steps.append(
            {QStringLiteral("yarn"),
             ContextLesson::tr("YaRN: interpolate only the slow pairs"),
             para(
                 ContextLesson::tr("YaRN (Peng et al. 2023) keeps the frequency of pairs that turn "
                                   "more than β = %1 times within L, divides by s the pairs that "
                                   "turn fewer than α = %2 times, and ramps between. %3 of %4 "
                                   "pairs pass the “never seen” test.")
                     .arg(display::compact(setup.yarnBeta), display::compact(setup.yarnAlpha))
                     .arg(n.passing())
                     .arg(n.pairs()))
                 + para(ContextLesson::tr("YaRN also scales the attention logits by "
                                          "√(1/t) = 0.1 ln s + 1 = %1; that factor does not change "
                                          "the encoding.")
                            .arg(display::number(pe::yarnAttentionScale(n.state.scalingFactor())))),
             setup,
             scaling,
             {},
             {}});
    }

    // 8. Best practice 2 (section 9) and troubleshooting row 3's other remedies.
    {
        const LessonStep::Setup setup = lessonSetup();
        steps.append(
            {QStringLiteral("best-practice"),
             ContextLesson::tr("Know the limits of extrapolation"),
             para(ContextLesson::tr("For texts far beyond the training length the additive "
                                    "sinusoidal encoding is not the best choice. Train on longer "
                                    "sequences where you can; otherwise prefer encodings made for "
                                    "long contexts: rotary encodings (RoPE, as in Llama) with "
                                    "interpolation, NTK-aware scaling or YaRN, or ALiBi."))
                 + para(ContextLesson::tr("Each method changes the frequencies so that L′ shows "
                                          "fewer new angles; none of them makes an unseen "
                                          "position seen, and each needs the model to be checked "
                                          "(e.g. its perplexity) within and beyond L.")),
             setup,
             ladder,
             {},
             {}});
    }
    return steps;
}
