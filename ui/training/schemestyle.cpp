#include "schemestyle.h"

#include "displayformat.h"

#include <QCoreApplication>
#include <QStringList>

namespace schemestyle {

namespace {

class SchemeStyle
{
    Q_DECLARE_TR_FUNCTIONS(SchemeStyle)
};

} // namespace

QColor colour(pe::SchemeKind kind)
{
    switch (kind) {
    case pe::SchemeKind::None:
        return QColor(0x80, 0x80, 0x80);
    case pe::SchemeKind::Sinusoidal:
        return QColor(0x00, 0x72, 0xB2);
    case pe::SchemeKind::Learned:
        return QColor(0xE6, 0x9F, 0x00);
    case pe::SchemeKind::Rope:
        return QColor(0x00, 0x9E, 0x73);
    case pe::SchemeKind::Alibi:
        return QColor(0xD5, 0x5E, 0x00);
    case pe::SchemeKind::T5:
        return QColor(0xCC, 0x79, 0xA7);
    }
    return QColor(0x80, 0x80, 0x80);
}

QList<qreal> dashes(pe::SchemeKind kind)
{
    // Drawn in this order (none first, under the others): solid under every broken line.
    switch (kind) {
    case pe::SchemeKind::None:
        return {};
    case pe::SchemeKind::Sinusoidal:
        return {5.0, 2.5};
    case pe::SchemeKind::Learned:
        return {1.0, 2.0};
    case pe::SchemeKind::Rope:
        return {6.0, 2.0, 1.0, 2.0};
    case pe::SchemeKind::Alibi:
        return {10.0, 3.0};
    case pe::SchemeKind::T5:
        return {3.0, 2.0, 1.0, 2.0, 1.0, 2.0};
    }
    return {};
}

QString name(pe::SchemeKind kind)
{
    switch (kind) {
    case pe::SchemeKind::None:
        return SchemeStyle::tr("none");
    case pe::SchemeKind::Sinusoidal:
        return SchemeStyle::tr("sinusoidal");
    case pe::SchemeKind::Learned:
        return SchemeStyle::tr("learned");
    case pe::SchemeKind::Rope:
        return SchemeStyle::tr("RoPE");
    case pe::SchemeKind::Alibi:
        return SchemeStyle::tr("ALiBi");
    case pe::SchemeKind::T5:
        return SchemeStyle::tr("T5 bias");
    }
    return {};
}

QString help(pe::SchemeKind kind)
{
    switch (kind) {
    case pe::SchemeKind::None:
        return SchemeStyle::tr("No position at all: without a causal mask the model cannot tell "
                               "the order of its input");
    case pe::SchemeKind::Sinusoidal:
        return SchemeStyle::tr("PE(p) added to the token embedding (Vaswani et al. 2017, "
                               "section 3.5)");
    case pe::SchemeKind::Learned:
        return SchemeStyle::tr("A trainable table of L rows added to the token embedding; it has "
                               "no row beyond L");
    case pe::SchemeKind::Rope:
        return SchemeStyle::tr("Queries and keys rotated by their position (Su et al. 2021)");
    case pe::SchemeKind::Alibi:
        return SchemeStyle::tr("A fixed bias −m·|i − j| per head on the scores (Press et al. "
                               "2022)");
    case pe::SchemeKind::T5:
        return SchemeStyle::tr("A learned bias per relative-distance bucket and head (Raffel et "
                               "al. 2020)");
    }
    return {};
}

QString taskName(const pe::TaskSpec &task)
{
    switch (task.kind) {
    case pe::TaskKind::Reverse:
        return SchemeStyle::tr("reverse");
    case pe::TaskKind::Shift:
        return SchemeStyle::tr("shift by %1").arg(task.shift);
    case pe::TaskKind::Sort:
        return SchemeStyle::tr("sort");
    }
    return {};
}

SchemeLineChart::Line line(pe::SchemeKind kind, const QString &comparedRun)
{
    const bool compared = !comparedRun.isEmpty();
    return {compared ? SchemeStyle::tr("%1 (%2)").arg(name(kind), comparedRun) : name(kind),
            colour(kind),
            {},
            dashes(kind),
            compared};
}

QString thisRunText(const pe::TrainingConfig &config)
{
    return SchemeStyle::tr("This run: %1").arg(runCaption(config));
}

QString comparedRunText(const ComparedRuns &compared)
{
    return SchemeStyle::tr("Faint lines: %1, %2")
        .arg(compared.name, runCaption(compared.runs.config));
}

QString chanceText(const pe::TaskSpec &task)
{
    return SchemeStyle::tr("chance %1 %").arg(display::number(100.0 * pe::chanceAccuracy(task), 1));
}

namespace {

QStringList runCaptionParts(const pe::TrainingConfig &c)
{
    QStringList parts {
        taskName(c.task),
        SchemeStyle::tr("L = %1").arg(c.trainLength),
        SchemeStyle::tr("%1 layers × %2 heads").arg(c.model.layers).arg(c.model.heads),
        SchemeStyle::tr("d = %1").arg(c.model.d),
        SchemeStyle::tr("%1 steps").arg(c.steps),
        SchemeStyle::tr("seed %1").arg(c.seed)};
    if (c.model.causal)
        parts.append(SchemeStyle::tr("causal mask"));
    return parts;
}

} // namespace

QString runCaption(const pe::TrainingConfig &config)
{
    return runCaptionParts(config).join(QStringLiteral(" · "));
}

QString runCaptionBeside(const pe::TrainingConfig &config, const pe::TrainingConfig &other)
{
    const QStringList others = runCaptionParts(other);
    QStringList differing;
    QStringList same;
    for (const QString &part : runCaptionParts(config))
        (others.contains(part) ? same : differing) << part;
    return (differing + same).join(QStringLiteral(" · "));
}

} // namespace schemestyle
