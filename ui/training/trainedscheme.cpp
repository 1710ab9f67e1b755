#include "trainedscheme.h"

#include <QStringList>

namespace trainingkey {

QString of(const pe::TrainingConfig &config, const pe::SchemeSpec &scheme)
{
    const auto n = [](double v) { return QString::number(v, 'g', 17); };
    const pe::ModelConfig &m = config.model;
    const pe::EncodingSpec &e = scheme.encoding;
    QStringList parts {
        QString::fromStdString(pe::taskId(config.task)),
        QString::number(config.task.symbols),
        QString::number(m.layers),
        QString::number(m.heads),
        QString::number(m.d),
        QString::number(m.mlpWidth),
        QString::number(int(m.activation)),
        QString::number(int(m.causal)),
        QString::fromStdString(pe::schemeId(scheme.kind)),
        n(e.base),
        QString::number(int(e.layout)),
        QString::number(int(scheme.scaleEmbedding)),
        QString::number(int(scheme.learnedInit)),
        QString::number(int(scheme.ropeLayout)),
        n(scheme.rotaryFraction),
        n(scheme.ropeBase),
        QString::number(scheme.t5Buckets),
        QString::number(scheme.t5MaxDistance),
        QString::number(config.trainLength),
        QString::number(config.steps),
        QString::number(config.batchSize),
        n(config.learningRate),
        QString::number(config.warmupSteps),
        QString::number(config.evalExamples),
        QString::number(config.evalMaxLength),
        QString::number(config.seed),
    };
    return parts.join(QLatin1Char('|'));
}

} // namespace trainingkey
