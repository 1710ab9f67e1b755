// The training rows of the option table: --train, --bias and their options, read and
// checked (app/optiontable.cpp lists them; commandline.cpp calls these for their rows).
#include "trainoptions.h"

#include "echo.h"
#include "optionvalues.h"
#include "training/attentionbias.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <limits>
#include <stdexcept>

namespace {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

using optiontable::Id;
using Mode = CommandLineOptions::Mode;

// A whole number of option `name` in [low, high] into *out.
bool parseCount(const QString &name, const QString &text, qint64 low, qint64 high, qint64 *out,
                QString *error)
{
    qint64 value = 0;
    if (!optionvalues::wholeNumber(text, &value) || value < low || value > high) {
        *error = optionvalues::withFormHint(CommandLine::tr("%1: '%2' is not a whole number from "
                                                            "%3 to %4")
                                                .arg(name, echo::shown(text))
                                                .arg(low)
                                                .arg(high),
                                            text);
        return false;
    }
    *out = value;
    return true;
}

// --bias t5 --positions=A-B: relative offsets, either may be negative ("-300-300").
bool parseOffsetRange(const QString &text, TrainingRequest *request, QString *error)
{
    static const QRegularExpression range(
        QStringLiteral("^(-?(?:0|[1-9][0-9]{0,9}))(?:-(-?(?:0|[1-9][0-9]{0,9})))?$"));
    const QRegularExpressionMatch match = range.match(text);
    constexpr qint64 limit = 2147483647;
    bool ok = match.hasMatch();
    const qint64 first = ok ? match.captured(1).toLongLong() : 0;
    const qint64 last = ok && match.hasCaptured(2) ? match.captured(2).toLongLong() : first;
    if (!ok || first < -limit || last > limit || last < -limit || first > limit) {
        *error = optionvalues::withFormHint(
            CommandLine::tr("--positions: with --bias t5, '%1' is not an offset or a range "
                            "of offsets A-B within -2147483647..2147483647 (e.g. -300-300)")
                .arg(echo::shown(text)),
            text);
        return false;
    }
    if (first > last) {
        *error = CommandLine::tr("--positions: the range %1 runs backwards").arg(echo::shown(text));
        return false;
    }
    if (last - first + 1 > pe::maxBiasOffsets) {
        *error = CommandLine::tr("--positions: more than %1 offsets").arg(pe::maxBiasOffsets);
        return false;
    }
    request->firstOffset = first;
    request->lastOffset = last;
    return true;
}

} // namespace

namespace trainoptions {

bool apply(Id id, const QString &text, CommandLineOptions *o, QString *error)
{
    TrainingRequest &r = o->training;
    qint64 number = 0;
    switch (id) {
    case Id::Positions:
        return parseOffsetRange(text, &r, error);
    case Id::Train:
        if (!pe::parseTask(text.toStdString(), &r.config.task)) {
            *error = optionvalues::withFormHint(
                CommandLine::tr("--train: '%1' is not one of reverse, shift-K (K from 1 to "
                                "64), sort")
                    .arg(echo::shown(text)),
                text);
            return false;
        }
        return true;
    case Id::Schemes: {
        r.schemes.clear();
        for (const QString &item : text.split(QLatin1Char(','))) {
            pe::SchemeSpec scheme;
            if (!pe::parseScheme(item.toStdString(), &scheme.kind)) {
                *error = optionvalues::withFormHint(
                    CommandLine::tr("--schemes: '%1' is not one of none, sinusoidal, "
                                    "learned, rope, alibi, t5")
                        .arg(echo::shown(item)),
                    item);
                return false;
            }
            for (const pe::SchemeSpec &earlier : r.schemes) {
                if (earlier.kind == scheme.kind) {
                    *error
                        = CommandLine::tr("--schemes: '%1' is listed twice").arg(echo::shown(item));
                    return false;
                }
            }
            r.schemes.push_back(scheme);
        }
        return true;
    }
    case Id::Layers:
        if (!parseCount(QStringLiteral("--layers"), text, pe::minLayers, pe::maxLayers, &number,
                        error))
            return false;
        r.config.model.layers = static_cast<int>(number);
        return true;
    case Id::Heads: {
        const bool bias = o->mode == Mode::Bias;
        if (!parseCount(QStringLiteral("--heads"), text, 1, bias ? pe::maxAlibiHeads : pe::maxHeads,
                        &number, error))
            return false;
        r.heads = static_cast<int>(number);
        r.config.model.heads = static_cast<int>(number);
        return true;
    }
    case Id::Steps:
        if (!parseCount(QStringLiteral("--steps"), text, 1, pe::maxTrainingSteps, &number, error))
            return false;
        r.config.steps = static_cast<int>(number);
        return true;
    case Id::Seed: {
        static const QRegularExpression form(QStringLiteral("^(0|[1-9][0-9]{0,19})$"));
        bool ok = form.match(text).hasMatch();
        r.config.seed = ok ? text.toULongLong(&ok) : 0;
        if (!ok) {
            *error = optionvalues::withFormHint(
                CommandLine::tr("--seed: '%1' is not a whole number from 0 to %2")
                    .arg(echo::shown(text))
                    .arg(std::numeric_limits<quint64>::max()),
                text);
            return false;
        }
        return true;
    }
    case Id::Causal:
        r.causal = true;
        r.config.model.causal = true;
        return true;
    case Id::Curves:
        r.curvesFile = text;
        if (r.curvesFile.trimmed().isEmpty()) {
            *error = CommandLine::tr("--curves: the file name is empty");
            return false;
        }
        return true;
    case Id::Bias: {
        const QString &value = text;
        if (value != QLatin1String("alibi") && value != QLatin1String("t5")) {
            *error = optionvalues::withFormHint(
                CommandLine::tr("--bias: '%1' is neither alibi nor t5").arg(echo::shown(text)),
                text);
            return false;
        }
        r.bias = value == QLatin1String("t5") ? TrainingRequest::Bias::T5
                                              : TrainingRequest::Bias::Alibi;
        return true;
    }
    default:
        return true;
    }
}

bool checkTraining(CommandLineOptions &o, bool dimGiven, bool lengthGiven, QString *error)
{
    TrainingRequest &r = o.training;
    if (dimGiven && (o.d < pe::minModelWidth || o.d > pe::maxModelWidth)) {
        *error = CommandLine::tr("--dim: with --train, d must be %1 to %2 (got %3)")
                     .arg(pe::minModelWidth)
                     .arg(pe::maxModelWidth)
                     .arg(o.d);
        return false;
    }
    if (dimGiven)
        r.config.model.d = o.d;
    if (lengthGiven && (o.trainLength < pe::minTrainLength || o.trainLength > pe::maxTrainLength)) {
        *error = CommandLine::tr("--train-length: with --train, L must be %1 to %2 (got %3)")
                     .arg(pe::minTrainLength)
                     .arg(pe::maxTrainLength)
                     .arg(o.trainLength);
        return false;
    }
    if (lengthGiven)
        r.config.trainLength = static_cast<int>(o.trainLength);
    if (r.config.task.kind == pe::TaskKind::Shift && r.config.task.shift >= r.config.trainLength) {
        *error = CommandLine::tr("--train shift-%1: k must be less than L = %2 (positions t < k "
                                 "are not scored, so no training position would be)")
                     .arg(r.config.task.shift)
                     .arg(r.config.trainLength);
        return false;
    }
    if (r.config.model.d % r.config.model.heads != 0) {
        *error = CommandLine::tr("--heads (%1) must divide the width d (%2)")
                     .arg(r.config.model.heads)
                     .arg(r.config.model.d);
        return false;
    }
    if (r.schemes.empty()) {
        for (const pe::SchemeKind kind : pe::allSchemeKinds()) {
            pe::SchemeSpec scheme;
            scheme.kind = kind;
            r.schemes.push_back(scheme);
        }
    }
    for (const pe::SchemeSpec &scheme : r.schemes) {
        try {
            const pe::Trainer trainer(r.config, scheme);
        } catch (const std::invalid_argument &e) {
            *error = QStringLiteral("--train %1: ")
                         .arg(QString::fromStdString(pe::schemeId(scheme.kind)))
                + QString::fromStdString(e.what());
            return false;
        }
    }
    return true;
}

bool checkBias(const CommandLineOptions &o, bool headsGiven, bool positionsGiven, QString *error)
{
    const bool t5 = o.training.bias == TrainingRequest::Bias::T5;
    if (t5 && headsGiven) {
        *error = CommandLine::tr("--heads does not go with --bias t5 (its buckets are the same "
                                 "for every head)");
        return false;
    }
    if (!t5 && (positionsGiven || o.training.causal)) {
        *error
            = CommandLine::tr("%1 does not go with --bias alibi (it prints one slope per "
                              "head)")
                  .arg(positionsGiven ? QStringLiteral("--positions") : QStringLiteral("--causal"));
        return false;
    }
    return true;
}

} // namespace trainoptions
