#pragma once

#include "animatedparameter.h"

#include <QString>
#include <QtGlobal>

/// The frames of an animation: the values one parameter takes, from `from` to at most `to`.
/// For q, p and d frame k is from + k * step (whole numbers, step >= 1); for the base it is
/// from * step^k (step > 1), the last frame kept when it exceeds `to` by at most a relative 1e-9
/// (rounding of the powers). Frames are computed on demand, so a range of 2^31 positions costs
/// nothing. Plain data: copy it freely.
class FrameSequence
{
public:
    FrameSequence() = default;
    FrameSequence(AnimatedParameter parameter, double from, double to, double step);
    /// The default range and step of parameter (animatedparameter::defaultFrom() ...).
    static FrameSequence defaults(AnimatedParameter parameter);

    AnimatedParameter parameter() const { return m_parameter; }
    double from() const { return m_from; }
    double to() const { return m_to; }
    double step() const { return m_step; }

    /// True when from and to lie within the parameter's limits (animatedparameter::minimum(),
    /// maximum()), from <= to, whole numbers where the parameter is whole, and the step is a
    /// whole number >= 1 (q, p, d) or a finite number > 1 (base). Otherwise false with a one-line
    /// reason naming the value and its allowed range in *error (when error is not null).
    bool isValid(QString *error = nullptr) const;
    /// The number of frames (>= 1) of a valid sequence; 0 for an invalid one.
    qint64 count() const;
    /// Frame k's value, 0 <= k < count().
    double value(qint64 k) const;
    /// The frame whose value is v (within a relative 1e-9 for the base), or -1 when v is no
    /// frame's value.
    qint64 indexOf(double v) const;
    /// The frame whose value is nearest to v (the first frame below the range, the last above).
    qint64 nearestIndex(double v) const;
    /// The first frame whose value is greater than v, or -1 when there is none.
    qint64 nextIndex(double v) const;
    /// The last frame whose value is less than v, or -1 when there is none.
    qint64 previousIndex(double v) const;

    bool operator==(const FrameSequence &other) const;
    bool operator!=(const FrameSequence &other) const { return !(*this == other); }

private:
    // Frame position of v as a real number: 0 at `from`, 1 at the next frame, ...
    double position(double v) const;

    AnimatedParameter m_parameter = AnimatedParameter::Comparison;
    double m_from = 1.0;
    double m_to = 32.0;
    double m_step = 1.0;
};
