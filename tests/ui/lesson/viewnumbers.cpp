#include "viewnumbers.h"

#include "attentionscore.h"
#include "attentionstate.h"
#include "contextscaling.h"
#include "displayformat.h"
#include "embeddingtable.h"
#include "implementationcheck.h"
#include "lessonstate.h"
#include "querykeyprojections.h"
#include "rope.h"
#include "rotation.h"
#include "tokenscenario.h"
#include "training/trainingtask.h"
#include "trainingpresets.h"

#include <algorithm>
#include <cmath>

namespace {

void addEncodingTable(const LessonState &state, ViewNumbers *out)
{
    const pe::PositionalEncoding &e = state.encoding();
    const qint64 p = state.position();
    const qint64 q = state.comparison();
    for (int j = 0; j < e.width(); ++j) {
        const double a = e.component(p, j);
        const double b = e.component(q, j);
        out->values << a << b << b - a;
    }
    for (int i = 0; i < e.pairCount(); ++i)
        out->values << e.denominator(i);
    // The norm panel beside the table: |x(q) - x(p)| with the encoding on and off.
    out->values << pe::euclideanNorm(pe::inputDifference(e, p, q, true))
                << pe::euclideanNorm(pe::inputDifference(e, p, q, false));
}

// The unit circle of pair i (ui/plots/unitcirclesview): both points, the angles, the turn by
// k = q - p and its wrapped value, the chord, the frequency and M(k, i).
void addUnitCircle(const LessonState &state, int i, ViewNumbers *out)
{
    const pe::PositionalEncoding &e = state.encoding();
    const qint64 p = state.position();
    const qint64 q = state.comparison();
    const double turn = double(q - p) * e.frequency(i);
    out->values << e.component(p, 2 * i) << e.component(p, 2 * i + 1) << e.component(q, 2 * i)
                << e.component(q, 2 * i + 1) << e.angle(p, i) << e.angle(q, i) << turn
                << pe::wrappedAngle(turn) << e.pairDistance(p, q, i) << e.frequency(i)
                << e.denominator(i);
    for (double v : pe::relativeRotation(e, q - p, i))
        out->values << v;
}

// The pair charts (ui/charts/pairchart): the values at p and q of each pair, its wavelength.
void addPairCharts(const LessonState &state, ViewNumbers *out)
{
    const pe::PositionalEncoding &e = state.encoding();
    for (int i = 0; i < e.pairCount(); ++i) {
        for (qint64 x : {state.position(), state.comparison()})
            out->values << e.component(x, 2 * i) << e.component(x, 2 * i + 1);
        out->values << e.wavelength(i) << e.denominator(i);
    }
}

// The distance chart (ui/charts/distanceview): the lesson's points q = 3 and 6 and the current q.
void addDistance(const LessonState &state, ViewNumbers *out)
{
    const pe::PositionalEncoding &e = state.encoding();
    for (qint64 c : {qint64(3), qint64(6), state.comparison()})
        out->values << e.distance(state.position(), c);
}

// The implementation lab: the difference length each implementation's check finds.
void addLab(const LessonState &state, ViewNumbers *out)
{
    for (pe::Implementation implementation : pe::allImplementations())
        if (implementation != pe::Implementation::ConcatenateNoWiden)
            out->values << pe::runImplementationChecks(implementation, state.encoding(),
                                                       state.position(), state.comparison())
                               .differenceNorm;
}

// The scaling table (ui/context/scalingmodel) and YaRN's logit scale (scalingview).
void addScaling(const LessonState &state, ViewNumbers *out)
{
    const pe::PositionalEncoding &e = state.encoding();
    const pe::PositionalEncoding &u = state.unscaledEncoding();
    for (int i = 0; i < e.pairCount(); ++i)
        out->values << u.frequency(i) << e.frequency(i) << e.frequency(i) / u.frequency(i);
    for (const pe::PairExtrapolation &row :
         pe::extrapolationCheck(u, e, state.trainLength(), state.contextLength()))
        out->values << row.trainedAngle << row.contextAngle;
    // YaRN's line: "√(1/t) = 0.1 ln s + 1 = ..." (the formula's constant, then its value).
    out->values << 0.1 << pe::yarnAttentionScale(state.scalingFactor());
}

// The frequency ladder (ui/context/ladderview): the readout of pair i (LadderView::showPair(),
// a lesson step about pair i): its wavelength, frequency and turns within L.
void addLadder(const LessonState &state, int i, ViewNumbers *out)
{
    const pe::PositionalEncoding &e = state.encoding();
    out->values << e.wavelength(i) << e.frequency(i) << pe::turnsWithin(e, i, state.trainLength());
}

pe::AttentionScore score(const LessonState &state, bool on)
{
    return pe::AttentionScore::forTokens(state.attention()->embeddings(), state.scenario().tokens(),
                                         state.encoding(), on,
                                         pe::QueryKeyProjections(state.width()));
}

// The score decomposition (ui/attention/scoredecompositionview): every cell of the five
// matrices, how far the terms' sum is from the score, P.P's spread along a diagonal.
void addScores(const LessonState &state, ViewNumbers *out)
{
    const pe::AttentionScore s = score(state, state.encodingOn());
    const int n = static_cast<int>(state.scenario().tokens().size());
    for (pe::ScoreTerm term :
         {pe::ScoreTerm::Total, pe::ScoreTerm::EmbeddingEmbedding, pe::ScoreTerm::EmbeddingPosition,
          pe::ScoreTerm::PositionEmbedding, pe::ScoreTerm::PositionPosition})
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b)
                out->values << s.value(term, a, b);
    out->scientific << display::scientific(s.largestSumDeviation());
    if (state.encodingOn())
        out->scientific << display::scientific(
            s.offsetCheck(pe::ScoreTerm::PositionPosition, 1e-12).largestDeviation);
}

// The embeddings view (ui/attention/embeddingsview): |E| as the table is scaled, |PE| of each
// slot, their ratio, the scale factor.
void addEmbeddings(const LessonState &state, ViewNumbers *out)
{
    const pe::EmbeddingTable table = state.attention()->embeddings();
    const std::vector<std::string> &tokens = state.scenario().tokens();
    for (std::size_t s = 0; s < tokens.size(); ++s) {
        const double e = table.norm(table.rowOf(tokens[s]));
        const double p = pe::encodingNorm(state.encoding(), qint64(s));
        out->values << e << p << e / p;
    }
    out->values << table.scaleFactor();
}

// The RoPE view (ui/attention/ropeview), q the second occurrence's embedding, k the first's.
void addRope(const LessonState &state, const QString &page, ViewNumbers *out)
{
    const AttentionState &attention = *state.attention();
    const pe::Rope rope(state.width(), state.base(), attention.ropeLayout(),
                        attention.rotaryFraction());
    const pe::EmbeddingTable table = attention.embeddings();
    const pe::TokenScenario &scenario = state.scenario();
    const std::vector<double> q
        = table.row(table.rowOf(scenario.tokens()[std::size_t(scenario.secondSlot())]));
    const std::vector<double> k
        = table.row(table.rowOf(scenario.tokens()[std::size_t(scenario.firstSlot())]));
    const qint64 m = attention.queryPosition();
    const qint64 n = attention.keyPosition();
    out->values << attention.rotaryFraction(); // the field F
    if (page == QLatin1String("rotation")) {
        out->values << rope.score(q, m, k, n) << rope.scoreAtOffset(q, k, n - m);
        for (const pe::PairRotation &pair : rope.pairRotations(q, m))
            out->values << pair.wrappedAngle;
        const qint64 budget = static_cast<qint64>(4194304.0 / rope.rotatedDimensions());
        const qint64 last = std::min<qint64>(
            {1000, pe::Rope::maxPosition - std::max(m, n), std::max<qint64>(16, budget)});
        out->scientific << display::scientific(
            rope.shiftInvariance(q, m, k, n, 0, last).largestDeviation);
    } else if (page == QLatin1String("layouts")) {
        std::vector<std::int64_t> positions;
        for (qint64 step = 0; step <= 65536; step = step < 4 ? step + 1 : step * 4)
            positions.push_back(n + step);
        for (const pe::LayoutMixPoint &point : rope.layoutMixError(q, k, n, positions)) {
            out->values << point.correctScore << point.mixedScore;
            out->scientific << display::scientific(point.relativeScoreError);
        }
    } else if (page == QLatin1String("compare")) {
        for (const pe::ComparedValue &row :
             pe::compareAdditiveRotary(state.encoding(), rope, q, k, m, n, 1))
            out->values << row.value;
    }
}

// The Training view (ui/training) at a lesson step's preset: the accuracy chart's title and the
// Beyond L page give the chance level in percent (a guess that ignores the input). The run's own
// accuracies are not listed: a step's text quotes none (they are the app's run, not the text's).
void addTraining(const QString &presetId, ViewNumbers *out)
{
    if (const TrainingPreset *preset = trainingpresets::find(presetId))
        out->values << 100.0 * pe::chanceAccuracy(preset->config.task);
}

} // namespace

ViewNumbers viewNumbers(const LessonStep &step)
{
    LessonState state;
    state.setParameters(step.setup);
    if (step.setup.attention)
        state.attention()->setParameters(*step.setup.attention);
    ViewNumbers out;
    // The header's parameter line (every view): the base, B, s, the NTK base, alpha, beta.
    out.values << state.base() << state.secondBase() << state.scalingFactor()
               << pe::ntkBase(state.base(), state.scalingFactor(), state.width())
               << state.yarnAlpha() << state.yarnBeta();
    const QString &view = step.viewId;
    if (view == QLatin1String("table"))
        addEncodingTable(state, &out);
    else if (view == QLatin1String("circles"))
        addUnitCircle(state, step.highlightPairs.isEmpty() ? 0 : step.highlightPairs.first(), &out);
    else if (view == QLatin1String("pairs"))
        addPairCharts(state, &out);
    else if (view == QLatin1String("distance"))
        addDistance(state, &out);
    else if (view == QLatin1String("lab"))
        addLab(state, &out);
    else if (view == QLatin1String("ladder") && !step.highlightPairs.isEmpty())
        addLadder(state, step.highlightPairs.first(), &out);
    else if (view == QLatin1String("scaling"))
        addScaling(state, &out);
    else if (view == QLatin1String("scores"))
        addScores(state, &out);
    else if (view == QLatin1String("embeddings"))
        addEmbeddings(state, &out);
    else if (view == QLatin1String("rope"))
        addRope(state, step.pageId.isEmpty() ? QStringLiteral("rotation") : step.pageId, &out);
    else if (view == QLatin1String("training"))
        addTraining(step.pageId, &out);
    // "heatmap", "similarity", the ladder without a pair: curves, colours and marks; no number
    // as text.
    return out;
}
