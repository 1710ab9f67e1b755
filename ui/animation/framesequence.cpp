#include "framesequence.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace {

// Relative tolerance for a geometric frame's value (the powers are rounded).
constexpr double geometricTolerance = 1e-9;

bool isWholeNumber(double v) { return std::isfinite(v) && std::floor(v) == v; }

QString numberText(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

FrameSequence::FrameSequence(AnimatedParameter parameter, double from, double to, double step)
    : m_parameter(parameter), m_from(from), m_to(to), m_step(step)
{ }

FrameSequence FrameSequence::defaults(AnimatedParameter parameter)
{
    return FrameSequence(parameter, animatedparameter::defaultFrom(parameter),
                         animatedparameter::defaultTo(parameter),
                         animatedparameter::defaultStep(parameter));
}

bool FrameSequence::isValid(QString *error) const
{
    const double lo = animatedparameter::minimum(m_parameter);
    const double hi = animatedparameter::maximum(m_parameter);
    const bool whole = animatedparameter::isWhole(m_parameter);
    const QString name = animatedparameter::key(m_parameter);
    const auto inRange = [&](double v) {
        return std::isfinite(v) && v >= lo && v <= hi && (!whole || isWholeNumber(v));
    };
    const QString range = whole
        ? QCoreApplication::translate("Animation", "a whole number from %1 to %2")
              .arg(numberText(lo), numberText(hi))
        : QCoreApplication::translate("Animation", "a number from %1 to %2")
              .arg(numberText(lo), numberText(hi));
    if (!inRange(m_from)) {
        setError(error,
                 QCoreApplication::translate("Animation", "from: %1 for %2 is not %3")
                     .arg(numberText(m_from), name, range));
        return false;
    }
    if (!inRange(m_to)) {
        setError(error,
                 QCoreApplication::translate("Animation", "to: %1 for %2 is not %3")
                     .arg(numberText(m_to), name, range));
        return false;
    }
    if (m_from > m_to) {
        setError(error,
                 QCoreApplication::translate("Animation", "from %1 is greater than to %2")
                     .arg(numberText(m_from), numberText(m_to)));
        return false;
    }
    if (animatedparameter::isGeometric(m_parameter)) {
        if (!std::isfinite(m_step) || !(m_step > 1.0)) {
            setError(error,
                     QCoreApplication::translate("Animation",
                                                 "step: %1 for %2 is not a factor greater than 1")
                         .arg(numberText(m_step), name));
            return false;
        }
    } else if (!isWholeNumber(m_step) || m_step < 1.0 || m_step > hi) {
        setError(error,
                 QCoreApplication::translate("Animation",
                                             "step: %1 for %2 is not a whole number from 1 to %3")
                     .arg(numberText(m_step), name, numberText(hi)));
        return false;
    }
    return true;
}

double FrameSequence::position(double v) const
{
    if (animatedparameter::isGeometric(m_parameter))
        return std::log(v / m_from) / std::log(m_step);
    return (v - m_from) / m_step;
}

qint64 FrameSequence::count() const
{
    if (!isValid())
        return 0;
    if (animatedparameter::isGeometric(m_parameter)) {
        qint64 n = static_cast<qint64>(std::floor(position(m_to))) + 1;
        // The rounded logarithm may land just below or above a whole frame.
        while (n > 1 && value(n - 1) > m_to * (1.0 + geometricTolerance))
            --n;
        // The limit may be infinite (to near the largest double): a frame must stay finite.
        const double limit = m_to * (1.0 + geometricTolerance);
        while (std::isfinite(value(n)) && value(n) <= limit)
            ++n;
        return n;
    }
    // Whole numbers below 2^31: exact in double.
    return static_cast<qint64>(std::floor((m_to - m_from) / m_step)) + 1;
}

double FrameSequence::value(qint64 k) const
{
    if (animatedparameter::isGeometric(m_parameter))
        return k == 0 ? m_from : m_from * std::pow(m_step, static_cast<double>(k));
    return m_from + static_cast<double>(k) * m_step;
}

qint64 FrameSequence::indexOf(double v) const
{
    const qint64 n = count();
    if (n == 0 || !std::isfinite(v))
        return -1;
    const qint64 k = nearestIndex(v);
    const double f = value(k);
    if (animatedparameter::isGeometric(m_parameter))
        return std::abs(f - v) <= geometricTolerance * f ? k : -1;
    return f == v ? k : -1;
}

qint64 FrameSequence::nearestIndex(double v) const
{
    const qint64 n = count();
    if (n == 0)
        return -1;
    if (!(v > m_from) || (animatedparameter::isGeometric(m_parameter) && v <= 0.0))
        return 0;
    const double x = position(v);
    if (!(x < static_cast<double>(n - 1)))
        return n - 1;
    const qint64 below = static_cast<qint64>(std::floor(x));
    // Nearest by value (for the base, nearest on the logarithmic scale it steps on).
    return x - static_cast<double>(below) < 0.5 ? below : below + 1;
}

qint64 FrameSequence::nextIndex(double v) const
{
    const qint64 n = count();
    if (n == 0)
        return -1;
    qint64 k = nearestIndex(v);
    if (indexOf(v) == k || value(k) <= v)
        ++k;
    return k < n ? k : -1;
}

qint64 FrameSequence::previousIndex(double v) const
{
    const qint64 n = count();
    if (n == 0)
        return -1;
    qint64 k = nearestIndex(v);
    if (indexOf(v) == k || value(k) >= v)
        --k;
    return k;
}

bool FrameSequence::operator==(const FrameSequence &other) const
{
    return m_parameter == other.m_parameter && m_from == other.m_from && m_to == other.m_to
        && m_step == other.m_step;
}
