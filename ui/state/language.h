#pragma once

#include <QString>
#include <QStringList>

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

} // namespace language
