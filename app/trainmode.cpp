#include "trainmode.h"

#include "atomicwrite.h"
#include "console.h"
#include "training/trainingcsv.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

int runTrain(const TrainingRequest &request)
{
    std::ios::sync_with_stdio(false);
    std::vector<pe::SchemeResult> results;
    try {
        const bool terminal = isatty(fileno(stderr)) != 0;
        const int count = static_cast<int>(request.schemes.size());
        const int steps = request.config.steps;
        results = pe::trainComparison(
            request.config, request.schemes, nullptr, [&](int scheme, const pe::CurvePoint &point) {
                if (!terminal || (point.step % 50 != 0 && point.step != steps))
                    return;
                std::fprintf(
                    stderr, "\r%s",
                    qUtf8Printable(QCoreApplication::translate(
                                       "TrainMode", "training %1 (%2 / %3): step %4 / %5")
                                       .arg(QString::fromStdString(pe::schemeId(
                                           request.schemes[static_cast<std::size_t>(scheme)].kind)))
                                       .arg(scheme + 1)
                                       .arg(count)
                                       .arg(point.step)
                                       .arg(steps)));
                if (point.step == steps && scheme + 1 == count)
                    std::fprintf(stderr, "\n");
            });
    } catch (const std::invalid_argument &e) {
        console::printError(QString::fromStdString(e.what()));
        return 2;
    }
    if (!request.curvesFile.isEmpty()) {
        std::ostringstream curves;
        pe::writeCurvesCsv(curves, results);
        const std::string text = curves.str();
        QString error;
        if (!imageexport::writeAtomically(
                request.curvesFile, QByteArray(text.data(), static_cast<qsizetype>(text.size())),
                &error)) {
            console::printError(error);
            return 1;
        }
    }
    pe::writeAccuracyCsv(std::cout, results);
    return console::finishStandardOutput();
}

int runBias(const TrainingRequest &request)
{
    std::ios::sync_with_stdio(false);
    try {
        if (request.bias == TrainingRequest::Bias::Alibi)
            pe::writeAlibiSlopesCsv(std::cout, request.heads);
        else
            pe::writeT5BucketsCsv(std::cout, request.firstOffset, request.lastOffset,
                                  request.causal);
    } catch (const std::invalid_argument &e) {
        console::printError(QString::fromStdString(e.what()));
        return 2;
    }
    return console::finishStandardOutput();
}
