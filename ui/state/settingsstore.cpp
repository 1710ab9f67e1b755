#include "settingsstore.h"

#include "language.h"
#include "lessonstate.h"

#include <QSettings>

#include <cmath>

namespace {

const QString kLanguage = QStringLiteral("language");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kWindowState = QStringLiteral("window/state");
const QString kPalette = QStringLiteral("appearance/palette");
const QString kZoom = QStringLiteral("appearance/zoomStep");
const QString kWidth = QStringLiteral("lesson/d");
const QString kBase = QStringLiteral("lesson/base");
const QString kPosition = QStringLiteral("lesson/p");
const QString kComparison = QStringLiteral("lesson/q");
const QString kEncoding = QStringLiteral("lesson/encoding");
const QString kLayout = QStringLiteral("lesson/layout");
const QString kPaddingIndex = QStringLiteral("lesson/paddingIndex");
const QString kSecondBase = QStringLiteral("lesson/secondBase");
const QString kMethod = QStringLiteral("context/method");
const QString kFactor = QStringLiteral("context/factor");
const QString kAlpha = QStringLiteral("context/yarnAlpha");
const QString kBeta = QStringLiteral("context/yarnBeta");
const QString kTrainLength = QStringLiteral("context/trainLength");
const QString kContextLength = QStringLiteral("context/contextLength");
const QString kEmbeddingSeed = QStringLiteral("attention/embeddingSeed");
const QString kEmbeddingsScaled = QStringLiteral("attention/embeddingsScaled");
const QString kProjection = QStringLiteral("attention/projection");
const QString kProjectionSeed = QStringLiteral("attention/projectionSeed");
const QString kRopeLayout = QStringLiteral("attention/ropeLayout");
const QString kRotaryFraction = QStringLiteral("attention/rotaryFraction");
const QString kQueryPosition = QStringLiteral("attention/m");
const QString kKeyPosition = QStringLiteral("attention/n");
const QString kFollow = QStringLiteral("follow");
// The largest factor s the settings accept (the window's field allows as much).
constexpr double maxStoredFactor = 1e6;
const QString kExportFolder = QStringLiteral("export/folder");

// Every reader: a missing key keeps the default; a present but bad value keeps the default and
// marks the problem.
class Reader
{
public:
    Reader(QSettings &settings, StoredSettings *out) : m_settings(settings), m_out(out) { }

    bool text(const QString &key, QString *value)
    {
        if (!m_settings.contains(key))
            return false;
        const QVariant v = m_settings.value(key);
        if (!v.canConvert<QString>() || v.typeId() == QMetaType::QStringList) {
            m_out->problem = true;
            return false;
        }
        *value = v.toString().trimmed();
        return true;
    }

    template<typename Int> void integer(const QString &key, Int low, Int high, Int *value)
    {
        QString s;
        if (!text(key, &s))
            return;
        bool ok = false;
        const qlonglong n = s.toLongLong(&ok);
        if (!ok || n < low || n > high) {
            m_out->problem = true;
            return;
        }
        *value = static_cast<Int>(n);
    }

    void real(const QString &key, double low, double high, double *value)
    {
        QString s;
        if (!text(key, &s))
            return;
        bool ok = false;
        const double x = s.toDouble(&ok);
        if (!ok || !std::isfinite(x) || x < low || x > high) {
            m_out->problem = true;
            return;
        }
        *value = x;
    }

    void unsignedInteger(const QString &key, quint64 *value)
    {
        QString s;
        if (!text(key, &s))
            return;
        bool ok = false;
        const qulonglong n = s.toULongLong(&ok);
        if (!ok || s.startsWith(QLatin1Char('-')) || s.startsWith(QLatin1Char('+'))) {
            m_out->problem = true;
            return;
        }
        *value = n;
    }

    // An id among those parse() accepts; anything else is a problem.
    template<typename T, typename Parse> void id(const QString &key, T *value, Parse parse)
    {
        QString s;
        if (!text(key, &s))
            return;
        T parsed = *value;
        if (!parse(s, &parsed)) {
            m_out->problem = true;
            return;
        }
        *value = parsed;
    }

    void boolean(const QString &key, bool *value)
    {
        QString s;
        if (!text(key, &s))
            return;
        s = s.toLower();
        if (s == QLatin1String("true") || s == QLatin1String("1"))
            *value = true;
        else if (s == QLatin1String("false") || s == QLatin1String("0"))
            *value = false;
        else
            m_out->problem = true;
    }

    void bytes(const QString &key, QByteArray *value)
    {
        if (!m_settings.contains(key))
            return;
        const QVariant v = m_settings.value(key);
        if (v.typeId() != QMetaType::QByteArray) {
            m_out->problem = true;
            return;
        }
        *value = v.toByteArray();
    }

private:
    QSettings &m_settings;
    StoredSettings *m_out;
};

} // namespace

namespace settingsstore {

StoredSettings load(QSettings &settings)
{
    StoredSettings values;
    if (settings.status() != QSettings::NoError) {
        values.problem = true;
        return values;
    }
    Reader read(settings, &values);

    QString lang;
    if (read.text(kLanguage, &lang)) {
        if (language::supported().contains(lang))
            values.language = lang;
        else
            values.problem = true;
    }
    read.bytes(kGeometry, &values.geometry);
    read.bytes(kWindowState, &values.windowState);
    QString paletteName;
    if (read.text(kPalette, &paletteName)
        && !Appearance::paletteFromName(paletteName, &values.palette))
        values.problem = true;
    read.integer(kZoom, Appearance::minZoomStep, Appearance::maxZoomStep, &values.zoomStep);
    read.integer(kWidth, pe::PositionalEncoding::minWidth, pe::PositionalEncoding::maxWidth,
                 &values.d);
    read.real(kBase, StoredSettings::minBase, StoredSettings::maxBase, &values.base);
    const qint64 maxPosition = pe::PositionalEncoding::maxPosition;
    read.integer(kPosition, qint64(0), maxPosition, &values.p);
    read.integer(kComparison, qint64(0), maxPosition, &values.q);
    read.boolean(kEncoding, &values.encodingOn);
    read.id(kLayout, &values.layout, [](const QString &s, pe::Layout *out) {
        return pe::parseLayout(s.toStdString(), out);
    });
    read.integer(kPaddingIndex, 0, pe::maxPaddingIdx, &values.paddingIndex);
    read.real(kSecondBase, StoredSettings::minBase, StoredSettings::maxBase, &values.secondBase);
    read.id(kMethod, &values.method, [](const QString &s, pe::ContextMethod *out) {
        return pe::parseMethod(s.toStdString(), out);
    });
    QString factor;
    if (read.text(kFactor, &factor)) {
        if (factor == kFollow) {
            values.factorFollowsLengths = true;
        } else {
            bool ok = false;
            const double s = factor.toDouble(&ok);
            if (ok && std::isfinite(s) && s > 0.0 && s <= maxStoredFactor) {
                values.factor = s;
                values.factorFollowsLengths = false;
            } else {
                values.problem = true;
            }
        }
    }
    double alpha = values.yarnAlpha;
    double beta = values.yarnBeta;
    const double maxRamp = 1e9;
    read.real(kAlpha, 0.0, maxRamp, &alpha);
    read.real(kBeta, 0.0, maxRamp, &beta);
    if (alpha < beta) {
        values.yarnAlpha = alpha;
        values.yarnBeta = beta;
    } else {
        values.problem = true;
    }
    read.integer(kTrainLength, LessonState::minLength, LessonState::maxLength, &values.trainLength);
    read.integer(kContextLength, LessonState::minLength, LessonState::maxLength,
                 &values.contextLength);
    AttentionState::Parameters &attention = values.attention;
    read.unsignedInteger(kEmbeddingSeed, &attention.embeddingSeed);
    read.boolean(kEmbeddingsScaled, &attention.embeddingsScaled);
    read.id(kProjection, &attention.projection, &AttentionState::parseProjection);
    read.unsignedInteger(kProjectionSeed, &attention.projectionSeed);
    read.id(kRopeLayout, &attention.ropeLayout, &AttentionState::parseRopeLayout);
    double fraction = attention.rotaryFraction;
    read.real(kRotaryFraction, 0.0, 1.0, &fraction);
    if (fraction > 0.0)
        attention.rotaryFraction = fraction;
    else
        values.problem = true;
    read.integer(kQueryPosition, qint64(0), maxPosition, &attention.queryPosition);
    read.integer(kKeyPosition, qint64(0), maxPosition, &attention.keyPosition);
    read.text(kExportFolder, &values.exportFolder);
    // QSettings parses lazily: a file it cannot parse may only show up after the first read.
    if (settings.status() != QSettings::NoError) {
        StoredSettings defaults;
        defaults.problem = true;
        return defaults;
    }
    return values;
}

void setIfChanged(QSettings &settings, const QString &key, const QVariant &value)
{
    if (settings.contains(key)) {
        const QVariant stored = settings.value(key);
        const bool same = value.typeId() == QMetaType::QByteArray
            ? stored.toByteArray() == value.toByteArray()
            : stored.toString() == value.toString();
        if (same)
            return;
    }
    settings.setValue(key, value);
}

void save(QSettings &settings, const StoredSettings &values)
{
    if (!values.language.isEmpty())
        setIfChanged(settings, kLanguage, values.language);
    setIfChanged(settings, kGeometry, values.geometry);
    setIfChanged(settings, kWindowState, values.windowState);
    setIfChanged(settings, kPalette, Appearance::paletteName(values.palette));
    setIfChanged(settings, kZoom, values.zoomStep);
    setIfChanged(settings, kWidth, values.d);
    // 17 significant digits, '.' in every locale: the base read back is the same double.
    setIfChanged(settings, kBase, QString::number(values.base, 'g', 17));
    setIfChanged(settings, kPosition, values.p);
    setIfChanged(settings, kComparison, values.q);
    setIfChanged(settings, kEncoding, values.encodingOn);
    setIfChanged(settings, kLayout, QString::fromStdString(pe::layoutId(values.layout)));
    setIfChanged(settings, kPaddingIndex, values.paddingIndex);
    setIfChanged(settings, kSecondBase, QString::number(values.secondBase, 'g', 17));
    setIfChanged(settings, kMethod, QString::fromStdString(pe::methodId(values.method)));
    setIfChanged(settings, kFactor,
                 values.factorFollowsLengths ? kFollow : QString::number(values.factor, 'g', 17));
    setIfChanged(settings, kAlpha, QString::number(values.yarnAlpha, 'g', 17));
    setIfChanged(settings, kBeta, QString::number(values.yarnBeta, 'g', 17));
    setIfChanged(settings, kTrainLength, values.trainLength);
    setIfChanged(settings, kContextLength, values.contextLength);
    const AttentionState::Parameters &attention = values.attention;
    setIfChanged(settings, kEmbeddingSeed, QString::number(attention.embeddingSeed));
    setIfChanged(settings, kEmbeddingsScaled, attention.embeddingsScaled);
    setIfChanged(settings, kProjection, AttentionState::projectionId(attention.projection));
    setIfChanged(settings, kProjectionSeed, QString::number(attention.projectionSeed));
    setIfChanged(settings, kRopeLayout, AttentionState::ropeLayoutId(attention.ropeLayout));
    setIfChanged(settings, kRotaryFraction, QString::number(attention.rotaryFraction, 'g', 17));
    setIfChanged(settings, kQueryPosition, attention.queryPosition);
    setIfChanged(settings, kKeyPosition, attention.keyPosition);
    if (!values.exportFolder.isEmpty())
        setIfChanged(settings, kExportFolder, values.exportFolder);
    settings.sync();
}

void captureParameters(const LessonState &state, StoredSettings *values)
{
    values->d = state.width();
    values->base = state.base();
    values->p = state.position();
    values->q = state.comparison();
    values->encodingOn = state.encodingOn();
    values->layout = state.layout();
    values->paddingIndex = state.paddingIndex();
    values->method = state.contextMethod();
    values->factor = state.scalingFactor();
    values->factorFollowsLengths = state.factorFollowsLengths();
    values->yarnAlpha = state.yarnAlpha();
    values->yarnBeta = state.yarnBeta();
    values->trainLength = state.trainLength();
    values->contextLength = state.contextLength();
    values->secondBase = state.secondBase();
    values->attention = state.attention()->parameters();
}

bool applyParameters(const StoredSettings &values, LessonState *state,
                     const QStringList &overridden)
{
    const auto given
        = [&overridden](const char *name) { return overridden.contains(QLatin1String(name)); };
    LessonState::Parameters next = state->parameters();
    if (!given("dim"))
        next.d = values.d;
    if (!given("base"))
        next.base = values.base;
    if (!given("position"))
        next.p = values.p;
    if (!given("comparison"))
        next.q = values.q;
    if (!given("encoding"))
        next.encodingOn = values.encodingOn;
    if (!given("layout"))
        next.layout = values.layout;
    next.paddingIndex = values.paddingIndex;
    if (!given("scaling"))
        next.method = values.method;
    if (!given("factor")) {
        next.factor = values.factor;
        next.factorFollowsLengths = values.factorFollowsLengths;
    }
    if (!given("yarn-alpha"))
        next.yarnAlpha = values.yarnAlpha;
    if (!given("yarn-beta"))
        next.yarnBeta = values.yarnBeta;
    if (!given("train-length"))
        next.trainLength = values.trainLength;
    if (!given("context"))
        next.contextLength = values.contextLength;
    next.secondBase = values.secondBase;

    bool all = true;
    if (!state->setParameters(next)) {
        // Some stored value does not fit the others (or the command line's): take each one that
        // fits on its own, in the order the combinations depend on (d before the layout and the
        // method, the lengths before the factor).
        const LessonState::Parameters current = state->parameters();
        const auto take = [&all](bool differs, bool ok) {
            if (differs && !ok)
                all = false;
        };
        take(next.d != current.d, state->setWidth(next.d));
        take(next.base != current.base, state->setBase(next.base));
        take(next.p != current.p, state->setPosition(next.p));
        take(next.q != current.q, state->setComparison(next.q));
        state->setEncodingOn(next.encodingOn);
        take(next.paddingIndex != current.paddingIndex, state->setPaddingIndex(next.paddingIndex));
        take(next.layout != current.layout, state->setLayout(next.layout));
        take(next.trainLength != current.trainLength, state->setTrainLength(next.trainLength));
        take(next.contextLength != current.contextLength,
             state->setContextLength(next.contextLength));
        take(next.yarnAlpha != current.yarnAlpha || next.yarnBeta != current.yarnBeta,
             state->setYarnRamp(next.yarnAlpha, next.yarnBeta));
        if (next.factorFollowsLengths)
            take(!current.factorFollowsLengths, state->setFactorFollowsLengths(true));
        else
            take(next.factor != current.factor || current.factorFollowsLengths,
                 state->setScalingFactor(next.factor));
        take(next.method != current.method, state->setContextMethod(next.method));
        take(next.secondBase != current.secondBase, state->setSecondBase(next.secondBase));
    }

    AttentionState *attention = state->attention();
    if (!attention->setParameters(values.attention)) {
        const AttentionState::Parameters &want = values.attention;
        const AttentionState::Parameters current = attention->parameters();
        const auto take = [&all](bool differs, bool ok) {
            if (differs && !ok)
                all = false;
        };
        take(want.embeddingSeed != current.embeddingSeed,
             attention->setEmbeddingSeed(want.embeddingSeed));
        attention->setEmbeddingsScaled(want.embeddingsScaled);
        take(want.projection != current.projection, attention->setProjection(want.projection));
        take(want.projectionSeed != current.projectionSeed,
             attention->setProjectionSeed(want.projectionSeed));
        take(want.ropeLayout != current.ropeLayout, attention->setRopeLayout(want.ropeLayout));
        take(want.rotaryFraction != current.rotaryFraction,
             attention->setRotaryFraction(want.rotaryFraction));
        take(want.queryPosition != current.queryPosition,
             attention->setQueryPosition(want.queryPosition));
        take(want.keyPosition != current.keyPosition, attention->setKeyPosition(want.keyPosition));
    }
    return all;
}

} // namespace settingsstore
