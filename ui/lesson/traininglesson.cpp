#include "traininglesson.h"

#include "displayformat.h"
#include "trainingpresets.h"

#include "training/attentionbias.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace {

class TrainingLesson
{
    Q_DECLARE_TR_FUNCTIONS(TrainingLesson)
};

QString para(const QString &text) { return QStringLiteral("<p>") + text + QStringLiteral("</p>"); }

// The run a step shows, in words: task, L, model and seed.
QString runText(const TrainingPreset &preset)
{
    const pe::TrainingConfig &c = preset.config;
    QString task;
    switch (c.task.kind) {
    case pe::TaskKind::Reverse:
        task = TrainingLesson::tr("reverse");
        break;
    case pe::TaskKind::Shift:
        task = TrainingLesson::tr("shift by %1").arg(c.task.shift);
        break;
    case pe::TaskKind::Sort:
        task = TrainingLesson::tr("sort");
        break;
    }
    return TrainingLesson::tr("The run: task “%1” on %2 symbols, lengths 2 to L = %3, %4 layers "
                              "of %5 heads, d = %6, %7 steps, seed %8%9.")
        .arg(task)
        .arg(c.task.symbols)
        .arg(c.trainLength)
        .arg(c.model.layers)
        .arg(c.model.heads)
        .arg(c.model.d)
        .arg(c.steps)
        .arg(c.seed)
        .arg(c.model.causal ? TrainingLesson::tr(", causal mask") : QString());
}

// A step: what it sets up (html, with the run in words under it), then what its run shows
// (outcome: said once the step's prediction is revealed).
LessonStep step(const char *id, const QString &title, const QString &html, const QString &outcome)
{
    const TrainingPreset *preset = trainingpresets::find(QLatin1String(id));
    LessonStep s;
    s.id = QLatin1String(id);
    s.title = title;
    s.html = html + para(runText(*preset));
    s.outcomeHtml = outcome;
    // The lesson's parameters say d as the model has it (a reveal that sets d = 32 speaks of
    // the step's own d).
    s.setup.d = preset->config.model.d;
    s.viewId = QStringLiteral("training");
    s.pageId = s.id;
    return s;
}

} // namespace

QList<LessonStep> trainingLessonSteps()
{
    const pe::TrainingConfig reverse = trainingpresets::find(QStringLiteral("order-blind"))->config;
    QList<LessonStep> steps;

    steps.append(step(
        "order-blind", TrainingLesson::tr("The order-blind model"),
        para(TrainingLesson::tr("Without an encoding, a word at two positions gives the same "
                                "input. Does a model care? A small Transformer learns to reverse "
                                "sequences with no position at all (scheme “none”).")),
        para(TrainingLesson::tr("Without a mask, self-attention treats its input as a set: "
                                "permuting the tokens permutes the outputs alike, so the "
                                "model learns content, not order. At length 2 content is "
                                "enough (“answer with the other token”); from length 3 on it "
                                "stays below half and falls as sequences grow (Beyond L "
                                "page)."))));

    steps.append(step(
        "add-encoding", TrainingLesson::tr("Adding the encoding"),
        para(TrainingLesson::tr("The same model, the same data and the same seed, once more with "
                                "the sinusoidal encoding added to the token embeddings. Watch the "
                                "two curves as the model trains.")),
        para(TrainingLesson::tr("The encoding does not tell the model how to reverse; it "
                                "only makes the positions different. Training finds the "
                                "use: after the run “sinusoidal” is right at more than 90 % "
                                "of the positions of sequences up to L (the Beyond L page "
                                "lists each scheme's accuracy at every length)."))));

    steps.append(step(
        "attention-maps", TrainingLesson::tr("What training learns: attention maps"),
        para(TrainingLesson::tr("An attention map shows, for one example, where each query "
                                "position looks (row) among the key positions (column). Choose "
                                "the scheme, the layer and the head above the map.")),
        para(TrainingLesson::tr("To reverse, position t needs the token at n − 1 − t. "
                                "Without position (“none”), two queries with the same token "
                                "have exactly the same row in every layer and head: the map "
                                "depends on the tokens only. With the encoding the rows "
                                "differ."))
            + para(
                TrainingLesson::tr("In layer 2 both heads follow the anti-diagonal (top right to "
                                   "bottom left): each query looks at the key it copies (59 % "
                                   "to 86 % of a row's weight at length L in the app's runs "
                                   "with seeds 1 to 5). Layer 1 spreads its weight."))));

    steps.append(step(
        "learned-table", TrainingLesson::tr("Learned against sinusoidal"),
        para(TrainingLesson::tr("Instead of a fixed formula, a model can learn its position "
                                "vectors: a table of L rows, trained with the rest. It starts as "
                                "random rows (the Position biases view of the Attention family "
                                "shows their similarity before training).")),
        para(TrainingLesson::tr("In this run it does at least as well as the formula up "
                                "to L."))
            + para(TrainingLesson::tr("On the Positions page, the similarity of every "
                                      "pair of learned rows after training is next to that of the "
                                      "sinusoidal rows. Compare the two: which order did training "
                                      "give the table, and does it look like the formula's?"))));

    steps.append(step(
        "beyond-length", TrainingLesson::tr("Beyond the training length"),
        para(TrainingLesson::tr("Both models saw sequences up to L = %1 only. The Beyond L page "
                                "measures them at every length up to 4L = %2.")
                 .arg(reverse.trainLength)
                 .arg(4 * reverse.trainLength)),
        para(TrainingLesson::tr("The learned table has no row for a position beyond L: the "
                                "model cannot even run there, and the app invents no row. "
                                "The sinusoidal encoding is defined everywhere, but "
                                "positions the model never saw are new inputs to it: beyond "
                                "L its accuracy falls below half of what it is up to L."))));

    const TrainingPreset *relative = trainingpresets::find(QStringLiteral("relative"));
    const pe::TrainingConfig &shift = relative->config;
    const std::vector<double> slopes = pe::alibiSlopes(shift.model.heads);
    QStringList slopeTexts;
    for (const double m : slopes)
        slopeTexts << QStringLiteral("2^%1").arg(display::number(std::log2(m), 0));
    steps.append(step(
        "relative", TrainingLesson::tr("Relative schemes: RoPE, ALiBi, T5"),
        para(TrainingLesson::tr("Shifting by %1 needs no absolute position: the output at t is "
                                "the input at t − %1, the same offset everywhere. RoPE rotates "
                                "queries and keys so that their score depends on the offset, "
                                "ALiBi subtracts a slope times the distance, T5 adds a learned "
                                "number per distance bucket.")
                 .arg(shift.task.shift)),
        para(TrainingLesson::tr("RoPE and T5 reach more than 95 % up to L, and beyond L "
                                "they usually hold better than the sinusoidal encoding (not "
                                "with every seed: how far RoPE carries varies much from "
                                "seed to seed). ALiBi stays near “none”, about half right "
                                "from length 3 on: without a mask its bias −m·|i − j| is "
                                "the same for the key %1 before and %1 after the query, so "
                                "it cannot tell the sides apart, and with %2 heads its "
                                "slopes (%3) are gentle. ALiBi was made for causal language "
                                "models.")
                 .arg(shift.task.shift)
                 .arg(shift.model.heads)
                 .arg(slopeTexts.join(TrainingLesson::tr(", "))))));

    steps.append(step(
        "causal-mask", TrainingLesson::tr("The causal mask's own order"),
        para(TrainingLesson::tr("A causal mask lets position t see only positions 0 to t, as a "
                                "language model reading left to right. Then the model is no "
                                "longer blind to order even without an encoding: position t "
                                "averages over t + 1 keys, and that number differs from position "
                                "to position (Haviv et al. 2022).")),
        para(TrainingLesson::tr("The task is the same shift. With the mask, “none” is right "
                                "at more than 90 % of the positions at every length up to "
                                "L, and at all of them at length 3, where without the mask "
                                "it is right at about half: the mask alone gives the order "
                                "this task needs. The sinusoidal encoding under the mask is "
                                "right at more than 99 % up to L."))));
    return steps;
}
