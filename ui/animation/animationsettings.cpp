#include "animationsettings.h"

#include "settingsstore.h"

#include <QSettings>

namespace animationsettings {

namespace {

const QString group = QStringLiteral("animation");

} // namespace

AnimationSettings load(QSettings &settings)
{
    AnimationSettings values;
    settings.beginGroup(group);
    values.reduceMotion = settings.value(QStringLiteral("reduceMotion"), false).toBool();
    bool ok = false;
    const double speed = settings.value(QStringLiteral("speed"), 1.0).toDouble(&ok);
    if (ok && speed >= TransportController::minSpeed && speed <= TransportController::maxSpeed)
        values.speed = speed;
    const QString mode = settings.value(QStringLiteral("mode")).toString();
    if (mode == QLatin1String("ping-pong"))
        values.mode = TransportController::Mode::PingPong;
    AnimatedParameter parameter;
    if (animatedparameter::fromKey(settings.value(QStringLiteral("parameter")).toString(),
                                   &parameter)) {
        bool okFrom = false;
        bool okTo = false;
        bool okStep = false;
        const FrameSequence stored(parameter,
                                   settings.value(QStringLiteral("from")).toDouble(&okFrom),
                                   settings.value(QStringLiteral("to")).toDouble(&okTo),
                                   settings.value(QStringLiteral("step")).toDouble(&okStep));
        values.sequence = okFrom && okTo && okStep && stored.isValid()
            ? stored
            : FrameSequence::defaults(parameter);
    }
    settings.endGroup();
    return values;
}

void save(QSettings &settings, const AnimationSettings &values)
{
    settings.beginGroup(group);
    settingsstore::setIfChanged(settings, QStringLiteral("reduceMotion"), values.reduceMotion);
    settingsstore::setIfChanged(settings, QStringLiteral("speed"), values.speed);
    settingsstore::setIfChanged(settings, QStringLiteral("mode"),
                                values.mode == TransportController::Mode::PingPong
                                    ? QStringLiteral("ping-pong")
                                    : QStringLiteral("loop"));
    settingsstore::setIfChanged(settings, QStringLiteral("parameter"),
                                animatedparameter::key(values.sequence.parameter()));
    settingsstore::setIfChanged(settings, QStringLiteral("from"), values.sequence.from());
    settingsstore::setIfChanged(settings, QStringLiteral("to"), values.sequence.to());
    settingsstore::setIfChanged(settings, QStringLiteral("step"), values.sequence.step());
    settings.endGroup();
}

AnimationSettings capture(const TransportController *controller)
{
    AnimationSettings values;
    values.reduceMotion = controller->reducedMotion();
    values.speed = controller->speed();
    values.mode = controller->mode();
    values.sequence = controller->sequence();
    return values;
}

void apply(const AnimationSettings &values, TransportController *controller)
{
    controller->setReducedMotion(values.reduceMotion);
    controller->setSpeed(values.speed);
    controller->setMode(values.mode);
    controller->setSequence(values.sequence);
}

} // namespace animationsettings
