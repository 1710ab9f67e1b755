#include "attentionstate.h"

#include "lessonstate.h"

#include <QStringList>

#include <cmath>
#include <stdexcept>

AttentionState::AttentionState(const LessonState *lesson, QObject *parent)
    : QObject(parent), m_lesson(lesson)
{
    m_conflicts = conflicts(width(), m_parameters);
    connect(lesson, &LessonState::widthChanged, this, [this] {
        const Conflicts now = conflicts(width(), m_parameters);
        if (now != m_conflicts) {
            m_conflicts = now;
            emit problemChanged(problem());
        }
    });
}

int AttentionState::width() const { return m_lesson->width(); }

AttentionState::Conflicts AttentionState::conflicts(int d, const Parameters &values)
{
    Conflicts found;
    if (d < pe::Rope::minWidth) {
        found |= WidthTooSmallForRope;
    } else {
        if (values.ropeLayout == pe::RopeLayout::HalfSplit && d % 2 != 0)
            found |= HalfSplitOddWidth;
        if (std::isfinite(values.rotaryFraction) && values.rotaryFraction > 0.0
            && values.rotaryFraction <= 1.0
            && pe::Rope::rotatedDimensionsFor(d, values.rotaryFraction) < 2)
            found |= TooFewRotated;
    }
    if (values.projection == Projection::Random && d > pe::QueryKeyProjections::maxMatrixWidth)
        found |= RandomProjectionTooWide;
    return found;
}

QString AttentionState::describe(Conflicts conflicts, int d)
{
    QStringList parts;
    if (conflicts.testFlag(WidthTooSmallForRope))
        parts << tr("RoPE rotates pairs of components and needs d >= 2 (d = %1).").arg(d);
    if (conflicts.testFlag(HalfSplitOddWidth))
        parts << tr("The half-split layout pairs component i with i + d/2 and needs an even d "
                    "(d = %1).")
                     .arg(d);
    if (conflicts.testFlag(TooFewRotated))
        parts << tr("The rotary fraction leaves fewer than two rotated components at d = %1: "
                    "choose a larger fraction.")
                     .arg(d);
    if (conflicts.testFlag(RandomProjectionTooWide))
        parts << tr("Random projections W_Q, W_K are limited to d <= %1 (d = %2); use the "
                    "identity.")
                     .arg(pe::QueryKeyProjections::maxMatrixWidth)
                     .arg(d);
    return parts.join(QLatin1Char(' '));
}

QString AttentionState::problem() const { return describe(m_conflicts, width()); }

std::optional<pe::Rope> AttentionState::rope() const
{
    if (m_conflicts & (WidthTooSmallForRope | HalfSplitOddWidth | TooFewRotated))
        return std::nullopt;
    return pe::Rope(width(), m_lesson->base(), m_parameters.ropeLayout,
                    m_parameters.rotaryFraction);
}

std::optional<pe::QueryKeyProjections> AttentionState::projections() const
{
    if (m_parameters.projection == Projection::Identity)
        return pe::QueryKeyProjections(width());
    if (m_conflicts.testFlag(RandomProjectionTooWide))
        return std::nullopt;
    return pe::QueryKeyProjections::random(width(), m_parameters.projectionSeed);
}

pe::EmbeddingTable AttentionState::embeddings() const
{
    pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence(
        m_lesson->sentence().toStdString(), width(), m_parameters.embeddingSeed);
    table.setScaled(m_parameters.embeddingsScaled);
    return table;
}

bool AttentionState::valuesInRange(const Parameters &next)
{
    const bool fractionInRange = std::isfinite(next.rotaryFraction) && next.rotaryFraction > 0.0
        && next.rotaryFraction <= 1.0;
    return fractionInRange && next.queryPosition >= 0
        && next.queryPosition <= pe::PositionalEncoding::maxPosition && next.keyPosition >= 0
        && next.keyPosition <= pe::PositionalEncoding::maxPosition
        && (next.projection == Projection::Identity || next.projection == Projection::Random)
        && (next.ropeLayout == pe::RopeLayout::Interleaved
            || next.ropeLayout == pe::RopeLayout::HalfSplit);
}

bool AttentionState::restore(const Parameters &parameters) { return setAll(parameters, true); }

bool AttentionState::setAll(const Parameters &next, bool allowConflicts)
{
    if (!valuesInRange(next))
        return false;
    const Conflicts nextConflicts = conflicts(width(), next);
    if (!allowConflicts && (nextConflicts & ~m_conflicts))
        return false; // a new conflict with the lesson's d

    const Parameters old = m_parameters;
    const bool seedDiffers = next.embeddingSeed != old.embeddingSeed;
    const bool scaledDiffers = next.embeddingsScaled != old.embeddingsScaled;
    const bool projectionDiffers = next.projection != old.projection;
    const bool projectionSeedDiffers = next.projectionSeed != old.projectionSeed;
    const bool layoutDiffers = next.ropeLayout != old.ropeLayout;
    const bool fractionDiffers = next.rotaryFraction != old.rotaryFraction;
    const bool mDiffers = next.queryPosition != old.queryPosition;
    const bool nDiffers = next.keyPosition != old.keyPosition;
    if (!(seedDiffers || scaledDiffers || projectionDiffers || projectionSeedDiffers
          || layoutDiffers || fractionDiffers || mDiffers || nDiffers))
        return true;
    m_parameters = next;
    const bool problemDiffers = nextConflicts != m_conflicts;
    m_conflicts = nextConflicts;
    if (seedDiffers)
        emit embeddingSeedChanged(next.embeddingSeed);
    if (scaledDiffers)
        emit embeddingsScaledChanged(next.embeddingsScaled);
    if (projectionDiffers)
        emit projectionChanged(next.projection);
    if (projectionSeedDiffers)
        emit projectionSeedChanged(next.projectionSeed);
    if (layoutDiffers)
        emit ropeLayoutChanged(next.ropeLayout);
    if (fractionDiffers)
        emit rotaryFractionChanged(next.rotaryFraction);
    if (mDiffers)
        emit queryPositionChanged(next.queryPosition);
    if (nDiffers)
        emit keyPositionChanged(next.keyPosition);
    if (problemDiffers)
        emit problemChanged(problem());
    emit changed();
    return true;
}

bool AttentionState::setEmbeddingSeed(quint64 seed)
{
    Parameters next = m_parameters;
    next.embeddingSeed = seed;
    return setAll(next);
}

void AttentionState::setEmbeddingsScaled(bool scaled)
{
    Parameters next = m_parameters;
    next.embeddingsScaled = scaled;
    setAll(next);
}

bool AttentionState::setProjection(Projection projection)
{
    Parameters next = m_parameters;
    next.projection = projection;
    return setAll(next);
}

bool AttentionState::setProjectionSeed(quint64 seed)
{
    Parameters next = m_parameters;
    next.projectionSeed = seed;
    return setAll(next);
}

bool AttentionState::setRopeLayout(pe::RopeLayout layout)
{
    Parameters next = m_parameters;
    next.ropeLayout = layout;
    return setAll(next);
}

bool AttentionState::setRotaryFraction(double fraction)
{
    Parameters next = m_parameters;
    next.rotaryFraction = fraction;
    return setAll(next);
}

bool AttentionState::setQueryPosition(qint64 m)
{
    Parameters next = m_parameters;
    next.queryPosition = m;
    return setAll(next);
}

bool AttentionState::setKeyPosition(qint64 n)
{
    Parameters next = m_parameters;
    next.keyPosition = n;
    return setAll(next);
}

bool AttentionState::setParameters(const Parameters &parameters) { return setAll(parameters); }

void AttentionState::reset()
{
    // The defaults never conflict with a d the lesson allows, except d = 1 (no RoPE at all),
    // which they share with any parameters: setAll() accepts them.
    setAll(Parameters());
}

QString AttentionState::projectionId(Projection projection)
{
    return projection == Projection::Random ? QStringLiteral("random") : QStringLiteral("identity");
}

bool AttentionState::parseProjection(const QString &id, Projection *out)
{
    if (id == QLatin1String("identity"))
        *out = Projection::Identity;
    else if (id == QLatin1String("random"))
        *out = Projection::Random;
    else
        return false;
    return true;
}

QString AttentionState::ropeLayoutId(pe::RopeLayout layout)
{
    return layout == pe::RopeLayout::HalfSplit ? QStringLiteral("half-split")
                                               : QStringLiteral("interleaved");
}

bool AttentionState::parseRopeLayout(const QString &id, pe::RopeLayout *out)
{
    if (id == QLatin1String("interleaved"))
        *out = pe::RopeLayout::Interleaved;
    else if (id == QLatin1String("half-split"))
        *out = pe::RopeLayout::HalfSplit;
    else
        return false;
    return true;
}
