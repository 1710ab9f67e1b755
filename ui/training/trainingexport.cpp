#include "trainingexport.h"

#include "attentionfigure.h"
#include "curvesfigure.h"
#include "lengthfigure.h"
#include "positionsfigure.h"
#include "trainingpresets.h"
#include "trainingrunner.h"

#include "training/trainingcsv.h"

#include <QByteArray>
#include <QStringList>

#include <sstream>

namespace trainingexport {

pe::TrainingConfig config()
{
    // The lesson's run (reverse, L = 8, 600 steps, seed 1): the figures show what its steps show,
    // and a run the lesson trained is not trained again. Trained once per build of the program
    // (trainingdiskcache).
    return trainingpresets::lessonConfig();
}

std::vector<pe::SchemeSpec> schemes()
{
    return {trainingpresets::scheme(pe::SchemeKind::None),
            trainingpresets::scheme(pe::SchemeKind::Sinusoidal),
            trainingpresets::scheme(pe::SchemeKind::Learned)};
}

QWidget *createFigure(const QString &page)
{
    static const QStringList pages = {QStringLiteral("curves"), QStringLiteral("lengths"),
                                      QStringLiteral("attention"), QStringLiteral("positions")};
    if (!pages.contains(page))
        return nullptr;
    const pe::TrainingConfig c = config();
    const std::vector<pe::SchemeSpec> s = schemes();
    const auto runs = TrainingRunner::trainNow(c, s);
    if (page == QLatin1String("curves")) {
        auto *figure = new CurvesFigure;
        figure->setRuns(c, s, runs);
        return figure;
    }
    if (page == QLatin1String("lengths")) {
        auto *figure = new LengthFigure;
        figure->setRuns(c, s, runs);
        return figure;
    }
    if (page == QLatin1String("attention")) {
        auto *figure = new AttentionFigure;
        figure->setRuns(c, s, runs);
        figure->choose(1, c.trainLength, 0, 0);
        return figure;
    }
    if (page == QLatin1String("positions")) {
        auto *figure = new PositionsFigure;
        figure->setRuns(c, s, runs);
        return figure;
    }
    return nullptr;
}

QByteArray curvesCsv()
{
    std::vector<pe::SchemeResult> results;
    for (const auto &run : TrainingRunner::trainNow(config(), schemes()))
        results.push_back(run->result);
    std::ostringstream out;
    pe::writeCurvesCsv(out, results);
    return QByteArray::fromStdString(out.str());
}

} // namespace trainingexport
