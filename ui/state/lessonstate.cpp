#include "lessonstate.h"

#include <QCoreApplication>

#include <stdexcept>

const QList<LessonState::Preset> &LessonState::presets()
{
    static const QList<Preset> list = {
        {"lesson-default", QT_TRANSLATE_NOOP("LessonState", "Lesson default: 0 vs 3"), 0, 3, 8,
         10000.0, true},
        {"fast-pair", QT_TRANSLATE_NOOP("LessonState", "Fast pair nearly repeats: 0 vs 6"), 0, 6,
         8, 10000.0, true},
        {"encoding-off", QT_TRANSLATE_NOOP("LessonState", "Encoding off: 0 vs 3"), 0, 3, 8,
         10000.0, false},
        {"far-apart", QT_TRANSLATE_NOOP("LessonState", "End of the slider: 0 vs 32"), 0, 32, 8,
         10000.0, true},
    };
    return list;
}

QString LessonState::presetName(const Preset &preset)
{
    return QCoreApplication::translate("LessonState", preset.name);
}

LessonState::LessonState(QObject *parent)
    : QObject(parent), m_sentence(QString::fromLatin1(pe::TokenScenario::defaultSentence))
{
}

bool LessonState::setAll(const QString &sentence, int d, double base, qint64 p, qint64 q, bool on)
{
    try {
        pe::TokenScenario scenario(sentence.toStdString());
        pe::PositionalEncoding encoding(d, base);
        pe::PositionalEncoding::checkPosition(p, "p");
        pe::PositionalEncoding::checkPosition(q, "q");
        const bool sentenceDiffers = sentence != m_sentence;
        const bool widthDiffers = d != m_encoding.width();
        const bool baseDiffers = base != m_encoding.base();
        const bool pDiffers = p != m_p;
        const bool qDiffers = q != m_q;
        const bool onDiffers = on != m_encodingOn;
        if (!(sentenceDiffers || widthDiffers || baseDiffers || pDiffers || qDiffers || onDiffers))
            return true;
        m_sentence = sentence;
        m_scenario = scenario;
        m_encoding = encoding;
        m_p = p;
        m_q = q;
        m_encodingOn = on;
        if (sentenceDiffers)
            emit sentenceChanged(m_sentence);
        if (widthDiffers)
            emit widthChanged(d);
        if (baseDiffers)
            emit baseChanged(base);
        if (pDiffers)
            emit positionChanged(p);
        if (qDiffers)
            emit comparisonChanged(q);
        if (onDiffers)
            emit encodingOnChanged(on);
        emit changed();
        return true;
    } catch (const std::invalid_argument &) {
        return false;
    }
}

bool LessonState::setSentence(const QString &sentence)
{
    try {
        const pe::TokenScenario scenario(sentence.toStdString());
        return setAll(sentence, width(), base(), scenario.firstSlot(), scenario.secondSlot(),
                      m_encodingOn);
    } catch (const std::invalid_argument &) {
        return false;
    }
}

bool LessonState::setWidth(int d)
{
    return setAll(m_sentence, d, base(), m_p, m_q, m_encodingOn);
}

bool LessonState::setBase(double base)
{
    return setAll(m_sentence, width(), base, m_p, m_q, m_encodingOn);
}

bool LessonState::setPosition(qint64 p)
{
    return setAll(m_sentence, width(), base(), p, m_q, m_encodingOn);
}

bool LessonState::setComparison(qint64 q)
{
    return setAll(m_sentence, width(), base(), m_p, q, m_encodingOn);
}

void LessonState::setEncodingOn(bool on)
{
    setAll(m_sentence, width(), base(), m_p, m_q, on);
}

bool LessonState::setParameters(int d, double base, qint64 p, qint64 q, bool encodingOn)
{
    return setAll(m_sentence, d, base, p, q, encodingOn);
}

bool LessonState::applyPreset(const QString &id)
{
    for (const Preset &preset : presets()) {
        if (id == QLatin1String(preset.id))
            return setAll(m_sentence, preset.d, preset.base, preset.p, preset.q,
                          preset.encodingOn);
    }
    return false;
}

void LessonState::reset()
{
    setAll(QString::fromLatin1(pe::TokenScenario::defaultSentence),
           pe::PositionalEncoding::defaultWidth, pe::PositionalEncoding::defaultBase, 0, 3, true);
}
