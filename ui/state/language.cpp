#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace language {

namespace {
std::unique_ptr<QTranslator> s_app;
std::unique_ptr<QTranslator> s_qt;
QString s_current = QStringLiteral("en");
std::function<bool()> s_fontCheck;

class FontNotice
{
    Q_DECLARE_TR_FUNCTIONS(FontNotice)
};

const char *const fontNoticeSource = QT_TRANSLATE_NOOP(
    "FontNotice",
    "No installed font can show Chinese: its characters appear as empty boxes. Install the "
    "Debian package fonts-noto-cjk (sudo apt-get install fonts-noto-cjk) and start again.");
} // namespace

QString installedTranslationsPath()
{
    return QDir(QCoreApplication::applicationDirPath())
            .absoluteFilePath(QStringLiteral("../share/pe-visualiser/translations"));
}

QStringList supported()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString systemDefault()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                             : QStringLiteral("en");
}

bool install(const QString &lang)
{
    if (!supported().contains(lang))
        return false;
    if (s_app)
        QCoreApplication::removeTranslator(s_app.get());
    if (s_qt)
        QCoreApplication::removeTranslator(s_qt.get());
    s_app.reset();
    s_qt.reset();
    const QLocale locale(lang);
    auto app = std::make_unique<QTranslator>();
    if (app->load(locale, QStringLiteral("pe-visualiser"), QStringLiteral("_"),
                  QStringLiteral(":/i18n"))
        || app->load(locale, QStringLiteral("pe-visualiser"), QStringLiteral("_"),
                     installedTranslationsPath())) {
        QCoreApplication::installTranslator(app.get());
        s_app = std::move(app);
    } else if (lang != QLatin1String("en")) {
        return false;
    }
    auto qt = std::make_unique<QTranslator>();
    if (lang != QLatin1String("en")
        && qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        s_qt = std::move(qt);
    }
    s_current = lang;
    return true;
}

QString current()
{
    return s_current;
}

bool chineseFontInstalled()
{
    if (s_fontCheck)
        return s_fontCheck();
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return true; // no font database without a QGuiApplication: nothing to tell
    return QFontDatabase::writingSystems().contains(QFontDatabase::SimplifiedChinese);
}

void setChineseFontCheck(std::function<bool()> check) { s_fontCheck = std::move(check); }

bool chineseFontMissing(const QString &lang)
{
    return lang == QLatin1String("zh_CN") && !chineseFontInstalled();
}

QString chineseFontNotice()
{
    // The English text stays readable without a Chinese font; the translation follows it.
    const QString english = QString::fromUtf8(fontNoticeSource);
    const QString translated = FontNotice::tr(fontNoticeSource);
    return translated == english ? english : english + QStringLiteral(" / ") + translated;
}

} // namespace language
