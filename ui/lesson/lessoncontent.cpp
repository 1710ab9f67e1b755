#include "lessoncontent.h"

#include "displayformat.h"
#include "implementationcheck.h"
#include "lessontable.h"
#include "positionalencoding.h"
#include "rotation.h"
#include "tokenscenario.h"

#include <QCoreApplication>

namespace {

class Lesson
{
    Q_DECLARE_TR_FUNCTIONS(Lesson)
};

QString num(double value) { return display::number(value); }

QString para(const QString &text) { return QStringLiteral("<p>") + text + QStringLiteral("</p>"); }

QString list(const QStringList &items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString &item : items)
        html += QStringLiteral("<li>") + item + QStringLiteral("</li>");
    return html + QStringLiteral("</ul>");
}

// The name of the preset with id, as the Presets menu shows it in the current language.
QString presetName(const char *id)
{
    for (const LessonState::Preset &preset : LessonState::presets())
        if (qstrcmp(preset.id, id) == 0)
            return LessonState::presetName(preset);
    return QString();
}

QString formula(const QString &text)
{
    return QStringLiteral("<p style=\"margin-left:16px\"><code>") + text.toHtmlEscaped()
        + QStringLiteral("</code></p>");
}

} // namespace

QList<LessonStep> lessonSteps()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    const qint64 p = 0;
    const qint64 q = 3;
    const auto pe0 = encoding.vector(p);
    const auto pe3 = encoding.vector(q);
    const double norm = pe::euclideanNorm(pe::inputDifference(encoding, p, q, true));
    const double normOff = pe::euclideanNorm(pe::inputDifference(encoding, p, q, false));
    const double norm6 = encoding.distance(0, 6);
    const QString denominators = QStringList {display::denominatorText(encoding.denominator(0)),
                                              display::denominatorText(encoding.denominator(1)),
                                              display::denominatorText(encoding.denominator(2)),
                                              display::denominatorText(encoding.denominator(3))}
                                     .join(Lesson::tr(", ", "list separator"));
    const int I = lessontable::InputPColumn;
    const int J = lessontable::InputQColumn;
    QList<LessonStep> steps;

    LessonStep::Setup off;
    off.encodingOn = false;
    LessonStep::Setup lesson;

    // 1. The embedding alone.
    steps.append({QStringLiteral("embedding-alone"),
                  Lesson::tr("The embedding alone"),
                  para(Lesson::tr("In “the cat saw the dog” both occurrences of “the” use the same "
                                  "static embedding E, at positions %1 and %2.")
                           .arg(p)
                           .arg(q))
                      + para(Lesson::tr("Without a position signal both inputs are E: x(%1) = "
                                        "x(%2) = E, and their difference is zero. No numeric "
                                        "weights are needed to see this: E stays a symbol.")
                                 .arg(p)
                                 .arg(q)),
                  off,
                  QStringLiteral("table"),
                  {},
                  {I, J}});

    // 2. The first pair.
    steps.append(
        {QStringLiteral("first-pair"),
         Lesson::tr("The first pair: denominator 1"),
         para(Lesson::tr("Pair i = 0 uses components 0 (sin) and 1 (cos) with denominator %1. "
                         "The angles are %2 and %3 radians.")
                  .arg(display::denominatorText(encoding.denominator(0)),
                       display::compact(encoding.angle(p, 0)),
                       display::compact(encoding.angle(q, 0))))
             + para(Lesson::tr("sin gives %1 and %2; cos gives %3 and %4.")
                        .arg(num(pe0[0]), num(pe3[0]), num(pe0[1]), num(pe3[1])))
             + para(Lesson::tr("Position zero is [%1, %2], not zero: every sin is 0 but "
                               "every cos is 1.")
                        .arg(display::compact(pe0[0]), display::compact(pe0[1]))),
         lesson,
         QStringLiteral("circles"),
         {0},
         {}});

    // 3. The second pair.
    steps.append({QStringLiteral("second-pair"),
                  Lesson::tr("The second pair: denominator 10"),
                  para(Lesson::tr("Pair i = 1 divides the position by %1 before taking sin and "
                                  "cos: at positions %2 and %3 sin gives %4 and %5, cos gives %6 "
                                  "and %7.")
                           .arg(display::denominatorText(encoding.denominator(1)))
                           .arg(p)
                           .arg(q)
                           .arg(num(pe0[2]), num(pe3[2]), num(pe0[3]), num(pe3[3])))
                      + para(Lesson::tr("The position did not change; this pair turns more slowly, "
                                        "within the same range [−1, 1].")),
                  lesson,
                  QStringLiteral("pairs"),
                  {1},
                  {},
                  QStringLiteral("0-1")}); // pair 1 beside pair 0, the one it turns slower than

    // 4. The last two pairs and the full table.
    steps.append(
        {QStringLiteral("full-table"),
         Lesson::tr("The last two pairs and the full table"),
         para(Lesson::tr("Pairs 2 and 3 use denominators %1 and %2 in the same way. With d = "
                         "8 the four denominators are %3; wider models continue ever more "
                         "slowly.")
                  .arg(display::denominatorText(encoding.denominator(2)),
                       display::denominatorText(encoding.denominator(3)), denominators))
             + para(Lesson::tr("Only the angle changes with the position, never the "
                               "amplitude, and the encoding does not number tokens: it "
                               "depends on the slot, not on the word.")),
         lesson,
         QStringLiteral("table"),
         {2, 3},
         {}});

    // 5. Element-wise addition.
    steps.append(
        {QStringLiteral("addition"),
         Lesson::tr("Element-wise addition"),
         para(Lesson::tr("The encoding is added component by component: component 0 of the "
                         "two inputs is %1 and %2, and likewise for the others.")
                  .arg(display::symbolicInput(0, pe0[0], true, false),
                       display::symbolicInput(0, pe3[0], true, false)))
             + para(Lesson::tr("PE has the width of the embedding, so eight plus eight "
                               "terms stay eight. Concatenating would give sixteen terms "
                               "and change the input of the next layer."))
             + para(Lesson::tr("The original Transformer multiplies the token embedding "
                               "by √d before the addition; here E already includes that "
                               "common scaling (paper, sections 3.4–3.5).")),
         lesson,
         QStringLiteral("table"),
         {},
         {I, J}});

    // 6. Subtraction isolates position.
    steps.append(
        {QStringLiteral("subtraction"),
         Lesson::tr("Subtraction isolates the position"),
         formula(QStringLiteral("x(3) \u2212 x(0) = (E + PE(3)) \u2212 (E + PE(0)) = PE(3) "
                                "\u2212 PE(0)"))
             + para(Lesson::tr("The Euclidean length of the difference vector is %1, "
                               "computed from unrounded values: the square root of the "
                               "sum of the eight squared differences.")
                        .arg(num(norm)))
             + para(Lesson::tr("It is not the gap of three slots and not a semantic "
                               "similarity score. Zero means every coordinate is equal; "
                               "a positive value means at least one differs.")),
         lesson,
         QStringLiteral("table"),
         {},
         {lessontable::DifferenceColumn}});

    // 7. The off control.
    steps.append(
        {QStringLiteral("off-control"),
         Lesson::tr("The off control"),
         para(Lesson::tr("Switch the encoding off: A(p) = 0 and both inputs are E + 0, so the "
                         "difference length is %1.")
                  .arg(num(normOff)))
             + para(Lesson::tr("The two results stay side by side: %1 with the encoding, "
                               "%2 without. The switch only decides whether PE is added; "
                               "it never changes the formula, and the unused PE can still "
                               "be computed and inspected.")
                        .arg(num(norm), num(normOff))),
         off,
         QStringLiteral("table"),
         {},
         {I, J}});

    // 8. Several frequencies.
    LessonStep::Setup six;
    six.q = 6;
    steps.append(
        {QStringLiteral("frequencies"),
         Lesson::tr("Several frequencies keep differences at several scales"),
         para(Lesson::tr("A sin/cos pair repeats after its angle has turned 2π. Integer "
                         "positions rarely land on a whole turn, but they can come close."))
             + para(Lesson::tr("At position 6 (preset “%1”) the fastest pair has come most of "
                               "the way back to where it was at position zero: its curve dips "
                               "there, while the second pair's curve keeps rising: when one "
                               "frequency barely differs, others still tell the positions "
                               "apart.")
                        .arg(presetName("fast-pair")))
             + para(Lesson::tr("Distance is not a monotonic function of the gap: the full "
                               "length at position 6, %1, is smaller than at position 3, "
                               "%2. Because of the periodicity it cannot be read as a "
                               "number of words or a semantic distance.")
                        .arg(num(norm6), num(norm))),
         six,
         QStringLiteral("distance"),
         {0, 1},
         {}});

    // 9. Rotation.
    const pe::Matrix2 m = pe::relativeRotation(encoding, q - p, 0);
    steps.append(
        {QStringLiteral("rotation"),
         Lesson::tr("A relative shift is a rotation"),
         para(Lesson::tr("For a fixed offset k the angle-addition formulas write pair i at "
                         "p + k as a linear map of pair i at p:"))
             + formula(QStringLiteral("M(k, i) = [[cos k\u03C9\u1D62, sin k\u03C9\u1D62], "
                                      "[\u2212sin k\u03C9\u1D62, cos k\u03C9\u1D62]]"))
             + para(Lesson::tr("For k = %1 and pair 0 it is [[%2, %3], [%4, %5]], the same "
                               "for every p. The model can learn to use this relative "
                               "structure, but being usable does not mean a trained model "
                               "has learned it.")
                        .arg(q - p)
                        .arg(num(m[0]), num(m[1]), num(m[2]), num(m[3]))),
         lesson,
         QStringLiteral("circles"),
         {0},
         {}});

    // 10. Cost.
    steps.append(
        {QStringLiteral("cost"),
         Lesson::tr("Cost and parameters"),
         para(Lesson::tr("Materialising the encoding for n positions and width d takes O(nd) "
                         "time and space; one position takes O(d). The sinusoidal encoding has "
                         "no learned position table: it evaluates a fixed formula. This "
                         "counts nothing of the attention that follows.")),
         lesson,
         QStringLiteral("heatmap"),
         {},
         {}});

    // 11. Implementation check.
    steps.append(
        {QStringLiteral("implementation-check"),
         Lesson::tr("Checking an implementation"),
         para(Lesson::tr("Assign PE by the token's slot and keep the width d. Put the same "
                         "word in two slots and check that the input difference equals "
                         "PE(q) − PE(p): no embedding weights are needed."))
             + para(Lesson::tr("This catches an implementation that broadcasts one "
                               "position vector to every slot: the common vector cancels "
                               "and the difference is %1. Try each mistake in the lab.")
                        .arg(num(pe::runImplementationChecks(
                                     pe::Implementation::SamePositionEverywhere, encoding, p, q)
                                     .differenceNorm))),
         lesson,
         QStringLiteral("lab"),
         {},
         {}});

    // 12. Edge cases. q = 1: the table shows PE(1)[7] = cos(1/1000), the tiny difference the
    // text speaks of (six decimals in the cell, 17 digits on focus).
    LessonStep::Setup one;
    one.q = 1;
    steps.append(
        {QStringLiteral("edge-cases"),
         Lesson::tr("Edge cases"),
         list({Lesson::tr("<b>Off:</b> the repeated token's inputs are equal; PE can still be "
                          "viewed."),
               Lesson::tr("<b>Position zero:</b> every sin is 0 and every cos is 1: not the "
                          "zero vector."),
               Lesson::tr("<b>Tiny differences:</b> cos(1/1000) shows as %1 at six decimals; "
                          "the norm keeps full precision, and focusing the cell shows %2.")
                   .arg(num(encoding.component(1, 7)), display::full(encoding.component(1, 7))),
               Lesson::tr("<b>Long contexts:</b> any position can be computed, with no "
                          "guarantee beyond the training length; 32 is only the slider's "
                          "limit."),
               Lesson::tr("<b>Other sources of order:</b> without masks or a position signal, "
                          "self-attention is permutation-equivariant; causal masks, rotary "
                          "encodings and attention biases carry order too, so switching this "
                          "addition off does not make every model order-blind.")}),
         one,
         QStringLiteral("table"),
         {3},
         {}});

    // 13. Common mistakes.
    steps.append(
        {QStringLiteral("mistakes"),
         Lesson::tr("Common mistakes"),
         list({Lesson::tr("Confusing the position p with the components 2i and 2i+1."),
               Lesson::tr("Giving the sin and cos of one pair different denominators."),
               Lesson::tr("Scaling the amplitude with the position; the position changes "
                          "the angle, and the values stay bounded."),
               Lesson::tr("Adding PE(0) to every word: the common vector cancels when the "
                          "same word is compared."),
               Lesson::tr("Concatenating without widening the next layer."),
               Lesson::tr("Doubling the exponent: writing base^(2j/d) where j already steps "
                          "by 2 (as in the article's code) makes the frequencies fall twice "
                          "as fast."),
               Lesson::tr("Claiming that different inputs prove the model understands word "
                          "order. They only prove that a position signal exists; its use "
                          "depends on the model and its training.")}),
         lesson,
         QStringLiteral("lab"),
         {},
         {}});

    // 14. The article's three properties.
    steps.append(
        {QStringLiteral("properties"),
         Lesson::tr("Three properties"),
         list({Lesson::tr("<b>Relative position:</b> PE(p + k) is a rotation of PE(p) pair by "
                          "pair, and PE(a) · PE(a + k) = Σᵢ cos(kωᵢ) depends only on the "
                          "offset k."),
               Lesson::tr("<b>Extrapolation:</b> the formula is continuous and defined for "
                          "any position, but fast pairs enter phases never seen in training, "
                          "so quality beyond the training length is not guaranteed."),
               Lesson::tr("<b>Multi-frequency structure:</b> the denominators grow "
                          "geometrically, from fast to slow waves: the bands of the heatmap. "
                          "A larger base slows the slowest pairs further."),
               Lesson::tr("<b>Rotary encodings (RoPE)</b> rotate queries and keys instead of "
                          "adding a vector, so that their dot product depends only on the "
                          "offset.")}),
         lesson,
         QStringLiteral("similarity"),
         {},
         {}});

    // 15. Scope.
    steps.append(
        {QStringLiteral("scope"),
         Lesson::tr("What this model leaves out"),
         para(Lesson::tr("The original additive sinusoidal formula, eight dimensions, two "
                         "occurrences and a symbolic shared embedding. No attention, training, "
                         "normalisation, dropout or semantic prediction."))
             + para(Lesson::tr("Related topics: word embeddings, the attention mechanism, "
                               "the Transformer block.")),
         lesson,
         QStringLiteral("table"),
         {},
         {}});
    return steps;
}
