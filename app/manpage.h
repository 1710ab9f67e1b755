#pragma once

#include <QString>

/// The manual page pe-visualiser(1) in roff (man(7) macros), in the interface's language, made
/// from the command line's option table (app/optiontable.h): the OPTIONS section holds every
/// option --help lists, with the same names, value names and texts, so the two never disagree.
/// `version` goes into the header ("pe-visualiser 1.0.0"), `date` (YYYY-MM-DD, the release's)
/// too, so the page is the same on every build. Written by `pe-visualiser --help-man`; the build
/// installs it as man1/pe-visualiser.1 (English) and zh_CN/man1/pe-visualiser.1.
QString manPage(const QString &version, const QString &date);
