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
const QString kExportFolder = QStringLiteral("export/folder");

// Every reader: a missing key keeps the default; a present but bad value keeps the default and
// marks the problem.
class Reader
{
public:
    Reader(QSettings &settings, StoredSettings *out) : m_settings(settings), m_out(out) {}

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

    template<typename Int>
    void integer(const QString &key, Int low, Int high, Int *value)
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
    read.text(kExportFolder, &values.exportFolder);
    // QSettings parses lazily: a file it cannot parse may only show up after the first read.
    if (settings.status() != QSettings::NoError) {
        StoredSettings defaults;
        defaults.problem = true;
        return defaults;
    }
    return values;
}

void save(QSettings &settings, const StoredSettings &values)
{
    if (!values.language.isEmpty())
        settings.setValue(kLanguage, values.language);
    settings.setValue(kGeometry, values.geometry);
    settings.setValue(kWindowState, values.windowState);
    settings.setValue(kPalette, Appearance::paletteName(values.palette));
    settings.setValue(kZoom, values.zoomStep);
    settings.setValue(kWidth, values.d);
    // 17 significant digits, '.' in every locale: the base read back is the same double.
    settings.setValue(kBase, QString::number(values.base, 'g', 17));
    settings.setValue(kPosition, values.p);
    settings.setValue(kComparison, values.q);
    settings.setValue(kEncoding, values.encodingOn);
    if (!values.exportFolder.isEmpty())
        settings.setValue(kExportFolder, values.exportFolder);
    settings.sync();
}

void captureParameters(const LessonState &state, StoredSettings *values)
{
    values->d = state.width();
    values->base = state.base();
    values->p = state.position();
    values->q = state.comparison();
    values->encodingOn = state.encodingOn();
}

void applyParameters(const StoredSettings &values, LessonState *state, const QStringList &overridden)
{
    const auto given = [&overridden](const char *name) {
        return overridden.contains(QLatin1String(name));
    };
    if (!given("dim"))
        state->setWidth(values.d);
    if (!given("base"))
        state->setBase(values.base);
    if (!given("position"))
        state->setPosition(values.p);
    if (!given("comparison"))
        state->setComparison(values.q);
    if (!given("encoding"))
        state->setEncodingOn(values.encodingOn);
}

} // namespace settingsstore
