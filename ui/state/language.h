#pragma once

#include <QString>
#include <QStringList>

#include <functional>

/// The interface language: loads our catalogue (":/i18n/pe-visualiser_<lang>.qm") and Qt's own
/// qtbase_<lang> translations, replacing whatever was installed before. Widgets then receive
/// QEvent::LanguageChange and re-set their texts.
namespace language {

/// Where an installed copy keeps the .qm files (<prefix>/share/pe-visualiser/translations,
/// relative to the binary in <prefix>/bin); used when the resources lack a catalogue.
QString installedTranslationsPath();
/// The supported language codes: "en", "zh_CN".
QStringList supported();
/// "zh_CN" when the system locale is Chinese, "en" otherwise.
QString systemDefault();
/// Installs the translators for lang (one of supported()). Returns false for an unknown code or
/// when our catalogue cannot be loaded; English needs no catalogue and always succeeds.
bool install(const QString &lang);
/// The code installed last ("en" before any call).
QString current();

/// True when an installed font covers Chinese (QFontDatabase::writingSystems() holds
/// SimplifiedChinese), or when that cannot be told (no QGuiApplication). Tests replace the check
/// with setChineseFontCheck().
bool chineseFontInstalled();
/// Replaces the check behind chineseFontInstalled() (a test's seam); an empty function restores
/// the font database's.
void setChineseFontCheck(std::function<bool()> check);
/// True when lang is "zh_CN" and no installed font covers Chinese: its text would show as boxes.
bool chineseFontMissing(const QString &lang);
/// What to tell then, on one line: in English, then in the current language when that is not
/// English (Chinese when it is shown), naming the Debian package fonts-noto-cjk.
QString chineseFontNotice();

} // namespace language
