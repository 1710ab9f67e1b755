#include "lessonstate.h"

#include "attentionstate.h"

#include <QCoreApplication>

#include <cmath>
#include <optional>
#include <stdexcept>
#include <utility>

namespace {

pe::EncodingSpec specOf(const LessonState::Parameters &values, double base)
{
    pe::EncodingSpec spec;
    spec.d = values.d;
    spec.base = base;
    spec.layout = values.layout;
    spec.paddingIdx = values.paddingIndex;
    spec.scaling.method = values.method;
    spec.scaling.factor = values.factor;
    spec.scaling.trainLength = values.trainLength;
    spec.scaling.alpha = values.yarnAlpha;
    spec.scaling.beta = values.yarnBeta;
    return spec;
}

bool lengthInRange(qint64 length)
{
    return length >= LessonState::minLength && length <= LessonState::maxLength;
}

} // namespace

bool LessonState::Parameters::operator==(const Parameters &other) const
{
    return sentence == other.sentence && d == other.d && base == other.base && p == other.p
        && q == other.q && encodingOn == other.encodingOn && layout == other.layout
        && paddingIndex == other.paddingIndex && method == other.method && factor == other.factor
        && factorFollowsLengths == other.factorFollowsLengths && yarnAlpha == other.yarnAlpha
        && yarnBeta == other.yarnBeta && trainLength == other.trainLength
        && contextLength == other.contextLength && secondBase == other.secondBase;
}

const QList<LessonState::Preset> &LessonState::presets()
{
    static const QList<Preset> list = {
        {"lesson-default", QT_TRANSLATE_NOOP("LessonState", "Lesson default: 0 vs 3"), 0, 3, 8,
         10000.0, true},
        {"fast-pair", QT_TRANSLATE_NOOP("LessonState", "Fast pair nearly repeats: 0 vs 6"), 0, 6, 8,
         10000.0, true},
        {"encoding-off", QT_TRANSLATE_NOOP("LessonState", "Encoding off: 0 vs 3"), 0, 3, 8, 10000.0,
         false},
        {"far-apart", QT_TRANSLATE_NOOP("LessonState", "End of the slider: 0 vs 32"), 0, 32, 8,
         10000.0, true},
    };
    return list;
}

QString LessonState::presetName(const Preset &preset)
{
    return QCoreApplication::translate("LessonState", preset.name);
}

const QList<LessonState::BasePreset> &LessonState::basePresets()
{
    static const QList<BasePreset> list = {
        // Vaswani et al. 2017, "Attention Is All You Need", section 3.5: 10000^(2i/d_model).
        {"original", QT_TRANSLATE_NOOP("LessonState", "Original Transformer: 10 000"), 10000.0},
        // Meta's Llama 3 model configuration (params.json / config.json of Meta-Llama-3-8B):
        // "rope_theta": 500000.0; Dubey et al. 2024, "The Llama 3 Herd of Models", section 3.2,
        // raise the RoPE base frequency to 500 000 for longer contexts.
        {"llama-3", QT_TRANSLATE_NOOP("LessonState", "Llama 3: 500 000"), 500000.0},
        // Rozière et al. 2023, "Code Llama: Open Foundation Models for Code", section 2.4
        // (long context fine-tuning): the base period theta raised from 10 000 to 1 000 000.
        {"code-llama", QT_TRANSLATE_NOOP("LessonState", "Code Llama: 1 000 000"), 1000000.0},
    };
    return list;
}

QString LessonState::basePresetName(const BasePreset &preset)
{
    return QCoreApplication::translate("LessonState", preset.name);
}

LessonState::LessonState(QObject *parent)
    : QObject(parent)
    , m_second(pe::PositionalEncoding::defaultWidth, defaultSecondBase)
    , m_attention(new AttentionState(this, this))
{
    m_parameters.factor = double(m_parameters.contextLength) / double(m_parameters.trainLength);
    m_encoding = pe::PositionalEncoding(specOf(m_parameters, m_parameters.base));
    m_unscaled = m_encoding;
}

LessonState::~LessonState() = default;

bool LessonState::setAll(Parameters next)
{
    if (next.factorFollowsLengths && lengthInRange(next.trainLength)
        && lengthInRange(next.contextLength))
        next.factor = double(next.contextLength) / double(next.trainLength);
    try {
        if (!lengthInRange(next.trainLength) || !lengthInRange(next.contextLength))
            return false;
        pe::PositionalEncoding::checkPosition(next.p, "p");
        pe::PositionalEncoding::checkPosition(next.q, "q");

        const Parameters old = m_parameters;
        const bool sentenceDiffers = next.sentence != old.sentence;
        const bool widthDiffers = next.d != old.d;
        const bool baseDiffers = next.base != old.base;
        const bool pDiffers = next.p != old.p;
        const bool qDiffers = next.q != old.q;
        const bool onDiffers = next.encodingOn != old.encodingOn;
        const bool layoutDiffers = next.layout != old.layout;
        const bool paddingDiffers = next.paddingIndex != old.paddingIndex;
        const bool methodDiffers = next.method != old.method;
        const bool factorDiffers = next.factor != old.factor;
        const bool followDiffers = next.factorFollowsLengths != old.factorFollowsLengths;
        const bool alphaDiffers = next.yarnAlpha != old.yarnAlpha;
        const bool betaDiffers = next.yarnBeta != old.yarnBeta;
        const bool trainDiffers = next.trainLength != old.trainLength;
        const bool contextDiffers = next.contextLength != old.contextLength;
        const bool secondDiffers = next.secondBase != old.secondBase;
        if (!(sentenceDiffers || widthDiffers || baseDiffers || pDiffers || qDiffers || onDiffers
              || layoutDiffers || paddingDiffers || methodDiffers || factorDiffers || followDiffers
              || alphaDiffers || betaDiffers || trainDiffers || contextDiffers || secondDiffers))
            return true;

        // Only what changed is rebuilt (a move of q, the most frequent change, builds nothing).
        const bool encodingDiffers = widthDiffers || baseDiffers || layoutDiffers || paddingDiffers
            || methodDiffers || factorDiffers || alphaDiffers || betaDiffers || trainDiffers;
        std::optional<pe::TokenScenario> scenario;
        if (sentenceDiffers)
            scenario.emplace(next.sentence.toStdString());
        std::optional<pe::PositionalEncoding> encoding, unscaled, second;
        if (encodingDiffers) {
            encoding.emplace(specOf(next, next.base));
            pe::EncodingSpec unscaledSpec = encoding->spec();
            unscaledSpec.scaling.method = pe::ContextMethod::None;
            unscaled.emplace(unscaledSpec);
        }
        if (encodingDiffers || secondDiffers)
            second.emplace(specOf(next, next.secondBase));

        // Everything is valid: take it.
        m_parameters = next;
        if (scenario)
            m_scenario = std::move(*scenario);
        if (encodingDiffers) {
            ++m_encodingRevision;
            m_encoding = std::move(*encoding);
            m_unscaled = std::move(*unscaled);
        }
        if (second)
            m_second = std::move(*second);
        if (sentenceDiffers)
            emit sentenceChanged(next.sentence);
        if (widthDiffers)
            emit widthChanged(next.d);
        if (baseDiffers)
            emit baseChanged(next.base);
        if (pDiffers)
            emit positionChanged(next.p);
        if (qDiffers)
            emit comparisonChanged(next.q);
        if (onDiffers)
            emit encodingOnChanged(next.encodingOn);
        if (layoutDiffers)
            emit layoutChanged(next.layout);
        if (paddingDiffers)
            emit paddingIndexChanged(next.paddingIndex);
        if (methodDiffers)
            emit contextMethodChanged(next.method);
        if (factorDiffers)
            emit scalingFactorChanged(next.factor);
        if (followDiffers)
            emit factorFollowsLengthsChanged(next.factorFollowsLengths);
        if (alphaDiffers)
            emit yarnAlphaChanged(next.yarnAlpha);
        if (betaDiffers)
            emit yarnBetaChanged(next.yarnBeta);
        if (trainDiffers)
            emit trainLengthChanged(next.trainLength);
        if (contextDiffers)
            emit contextLengthChanged(next.contextLength);
        if (secondDiffers)
            emit secondBaseChanged(next.secondBase);
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
        Parameters next = m_parameters;
        next.sentence = sentence;
        next.p = scenario.firstSlot();
        next.q = scenario.secondSlot();
        return setAll(next);
    } catch (const std::invalid_argument &) {
        return false;
    }
}

bool LessonState::setWidth(int d)
{
    Parameters next = m_parameters;
    next.d = d;
    return setAll(next);
}

bool LessonState::setBase(double base)
{
    Parameters next = m_parameters;
    next.base = base;
    return setAll(next);
}

bool LessonState::setPosition(qint64 p)
{
    Parameters next = m_parameters;
    next.p = p;
    return setAll(next);
}

bool LessonState::setComparison(qint64 q)
{
    Parameters next = m_parameters;
    next.q = q;
    return setAll(next);
}

void LessonState::setEncodingOn(bool on)
{
    Parameters next = m_parameters;
    next.encodingOn = on;
    setAll(next);
}

bool LessonState::setLayout(pe::Layout layout)
{
    Parameters next = m_parameters;
    next.layout = layout;
    return setAll(next);
}

bool LessonState::setPaddingIndex(int index)
{
    Parameters next = m_parameters;
    next.paddingIndex = index;
    return setAll(next);
}

bool LessonState::setContextMethod(pe::ContextMethod method)
{
    Parameters next = m_parameters;
    next.method = method;
    return setAll(next);
}

bool LessonState::setScalingFactor(double s)
{
    Parameters next = m_parameters;
    next.factor = s;
    next.factorFollowsLengths = false;
    return setAll(next);
}

bool LessonState::setFactorFollowsLengths(bool follow)
{
    Parameters next = m_parameters;
    next.factorFollowsLengths = follow;
    return setAll(next);
}

bool LessonState::setYarnAlpha(double alpha)
{
    Parameters next = m_parameters;
    next.yarnAlpha = alpha;
    return setAll(next);
}

bool LessonState::setYarnBeta(double beta)
{
    Parameters next = m_parameters;
    next.yarnBeta = beta;
    return setAll(next);
}

bool LessonState::setYarnRamp(double alpha, double beta)
{
    Parameters next = m_parameters;
    next.yarnAlpha = alpha;
    next.yarnBeta = beta;
    return setAll(next);
}

bool LessonState::setTrainLength(qint64 length)
{
    Parameters next = m_parameters;
    next.trainLength = length;
    return setAll(next);
}

bool LessonState::setContextLength(qint64 length)
{
    Parameters next = m_parameters;
    next.contextLength = length;
    return setAll(next);
}

bool LessonState::setSecondBase(double base)
{
    Parameters next = m_parameters;
    next.secondBase = base;
    return setAll(next);
}

bool LessonState::setParameters(int d, double base, qint64 p, qint64 q, bool encodingOn)
{
    Parameters next = m_parameters;
    next.d = d;
    next.base = base;
    next.p = p;
    next.q = q;
    next.encodingOn = encodingOn;
    return setAll(next);
}

bool LessonState::setParameters(const Parameters &parameters) { return setAll(parameters); }

bool LessonState::applyPreset(const QString &id)
{
    for (const Preset &preset : presets()) {
        if (id == QLatin1String(preset.id))
            return setParameters(preset.d, preset.base, preset.p, preset.q, preset.encodingOn);
    }
    return false;
}

void LessonState::reset()
{
    setAll(Parameters());
    m_attention->reset();
}
