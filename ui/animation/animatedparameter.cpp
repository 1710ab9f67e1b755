#include "animatedparameter.h"

#include "lessonstate.h"
#include "positionalencoding.h"
#include "settingsstore.h"

#include <QCoreApplication>

#include <cmath>

namespace animatedparameter {

QString key(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
        return QStringLiteral("q");
    case AnimatedParameter::Position:
        return QStringLiteral("p");
    case AnimatedParameter::Base:
        return QStringLiteral("base");
    case AnimatedParameter::Width:
        return QStringLiteral("d");
    }
    return QString();
}

bool fromKey(const QString &name, AnimatedParameter *parameter)
{
    for (AnimatedParameter candidate : all) {
        if (key(candidate) == name) {
            if (parameter)
                *parameter = candidate;
            return true;
        }
    }
    return false;
}

QString displayName(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
        return QCoreApplication::translate("Animation", "comparison position q");
    case AnimatedParameter::Position:
        return QCoreApplication::translate("Animation", "position p");
    case AnimatedParameter::Base:
        return QCoreApplication::translate("Animation", "base");
    case AnimatedParameter::Width:
        return QCoreApplication::translate("Animation", "width d");
    }
    return QString();
}

bool isGeometric(AnimatedParameter parameter) { return parameter == AnimatedParameter::Base; }

bool isWhole(AnimatedParameter parameter) { return parameter != AnimatedParameter::Base; }

double minimum(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
    case AnimatedParameter::Position:
        return 0.0;
    case AnimatedParameter::Base:
        return minBase;
    case AnimatedParameter::Width:
        return pe::PositionalEncoding::minWidth;
    }
    return 0.0;
}

double maximum(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
    case AnimatedParameter::Position:
        return static_cast<double>(pe::PositionalEncoding::maxPosition);
    case AnimatedParameter::Base:
        return maxBase;
    case AnimatedParameter::Width:
        return pe::PositionalEncoding::maxWidth;
    }
    return 0.0;
}

double defaultFrom(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
        return LessonState::minComparison;
    case AnimatedParameter::Position:
        return 0.0;
    case AnimatedParameter::Base:
        return 10.0;
    case AnimatedParameter::Width:
        return 2.0;
    }
    return 0.0;
}

double defaultTo(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
        return LessonState::maxComparison;
    case AnimatedParameter::Position:
        return 32.0;
    case AnimatedParameter::Base:
        return 100000.0;
    case AnimatedParameter::Width:
        return 64.0;
    }
    return 0.0;
}

double defaultStep(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
    case AnimatedParameter::Position:
        return 1.0;
    case AnimatedParameter::Base:
        return 10.0;
    case AnimatedParameter::Width:
        return 2.0;
    }
    return 1.0;
}

double read(const LessonState *state, AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Comparison:
        return static_cast<double>(state->comparison());
    case AnimatedParameter::Position:
        return static_cast<double>(state->position());
    case AnimatedParameter::Base:
        return state->base();
    case AnimatedParameter::Width:
        return state->width();
    }
    return 0.0;
}

bool write(LessonState *state, AnimatedParameter parameter, double value)
{
    if (!std::isfinite(value))
        return false;
    switch (parameter) {
    case AnimatedParameter::Comparison:
        return state->setComparison(std::llround(value));
    case AnimatedParameter::Position:
        return state->setPosition(std::llround(value));
    case AnimatedParameter::Base:
        return state->setBase(value);
    case AnimatedParameter::Width:
        return value <= pe::PositionalEncoding::maxWidth
            && state->setWidth(static_cast<int>(std::lround(value)));
    }
    return false;
}

} // namespace animatedparameter
