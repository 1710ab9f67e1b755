#include "trainingexport.h"

#include "attentionfigure.h"
#include "curvesfigure.h"
#include "lengthfigure.h"
#include "positionsfigure.h"
#include "trainingpresets.h"
#include "trainingrunner.h"
#include "trainingview.h"

#include "training/trainingcsv.h"

#include <QByteArray>
#include <QStringList>

#include <sstream>

namespace trainingexport {

pe::TrainingConfig config()
{
    // The lesson's run (the core's defaults: reverse, L = 6, 800 steps, seed 1): the figures show
    // what its steps show, and a run the lesson trained is not trained again. Trained once per build of the program
    // (trainingdiskcache).
    return trainingpresets::lessonConfig();
}

std::vector<pe::SchemeSpec> schemes()
{
    return {trainingpresets::scheme(pe::SchemeKind::None),
            trainingpresets::scheme(pe::SchemeKind::Sinusoidal),
            trainingpresets::scheme(pe::SchemeKind::Learned)};
}

Source exportedRun()
{
    Source source;
    source.config = config();
    source.schemes = schemes();
    source.runs = TrainingRunner::trainNow(source.config, source.schemes);
    return source;
}

Source shownBy(const TrainingView &view)
{
    const TrainingRunner *runner = view.runner();
    const auto &runs = runner->results();
    bool whole = runner->status() == TrainingRunner::Status::Idle && !runs.empty()
        && runs.size() == runner->schemes().size();
    for (const auto &run : runs)
        whole = whole && run && !run->result.cancelled;
    if (!whole)
        return exportedRun();
    Source source;
    source.config = runner->config();
    source.schemes = runner->schemes();
    source.runs = runs;
    const AttentionFigure *attention = view.attentionFigure();
    source.attentionScheme = attention->scheme();
    source.attentionLength = attention->length();
    source.attentionLayer = attention->layer();
    source.attentionHead = attention->head();
    return source;
}

QWidget *createFigure(const QString &page, const Source &source)
{
    const pe::TrainingConfig &c = source.config;
    if (page == QLatin1String("curves")) {
        auto *figure = new CurvesFigure;
        figure->setRuns(c, source.schemes, source.runs);
        return figure;
    }
    if (page == QLatin1String("lengths")) {
        auto *figure = new LengthFigure;
        figure->setRuns(c, source.schemes, source.runs);
        return figure;
    }
    if (page == QLatin1String("attention")) {
        auto *figure = new AttentionFigure;
        figure->setRuns(c, source.schemes, source.runs);
        figure->choose(source.attentionScheme,
                       source.attentionLength > 0 ? source.attentionLength : c.trainLength,
                       source.attentionLayer, source.attentionHead);
        return figure;
    }
    if (page == QLatin1String("positions")) {
        auto *figure = new PositionsFigure;
        figure->setRuns(c, source.schemes, source.runs);
        return figure;
    }
    return nullptr;
}

QWidget *createFigure(const QString &page)
{
    static const QStringList pages = {QStringLiteral("curves"), QStringLiteral("lengths"),
                                      QStringLiteral("attention"), QStringLiteral("positions")};
    return pages.contains(page) ? createFigure(page, exportedRun()) : nullptr;
}

QByteArray curvesCsv(const Source &source)
{
    std::vector<pe::SchemeResult> results;
    for (const auto &run : source.runs)
        if (run)
            results.push_back(run->result);
    std::ostringstream out;
    pe::writeCurvesCsv(out, results);
    return QByteArray::fromStdString(out.str());
}

QByteArray curvesCsv() { return curvesCsv(exportedRun()); }

} // namespace trainingexport
