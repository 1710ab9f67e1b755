#pragma once

#include <QSize>
#include <QString>

#include <vector>

/// The command line's option values, read from their text (app/commandline.cpp). Each returns
/// true and sets the value, or false with a one-line translated message in `error` naming the
/// option and its allowed range (the same rules as the window's number fields).
namespace optionvalues {

/// The one form of every option's value: the text exactly as given, with no white space before
/// or after it (the shell's quotes keep it), numbers in decimal without base prefixes or leading
/// zeros ("010", "0x10" and " 10000" are refused; "0", "0.5" and "1e4" are read), the x of a size
/// in lower case, names as listed (case and all). wholeNumber(): NumberRule::isWholeNumber()
/// (the window's fields read the same form) within qint64. realNumber():
/// NumberRule::isRealNumber(), a finite double. Both false for anything else.
bool wholeNumber(const QString &text, qint64 *value);
bool realNumber(const QString &text, double *value);

/// message, with the reason text breaks the one form (white space in or around it, a base
/// prefix, leading zeros) in parentheses after it when there is one: what a reader of "'010' is
/// not a whole number" needs.
QString withFormHint(const QString &message, const QString &text);

/// --dim: an integer 1 .. 8192.
bool parseWidth(const QString &text, int *d, QString *error);
/// --base: a finite number > 1 (scientific notation and any number of decimals accepted).
bool parseBase(const QString &text, double *base, QString *error);
/// --position / --comparison (`option` names it in the message): an integer 0 .. 2^31 - 1.
bool parsePosition(const QString &option, const QString &text, qint64 *p, QString *error);
/// --size: WIDTHxHEIGHT, each side 16 .. maxSide pixels (8192 for stills, 4096 for animations).
bool parseSize(const QString &text, QSize *size, QString *error, int maxSide = 8192);
/// --train-length / --context: an integer 1 .. 2^31 - 1.
bool parseLength(const QString &option, const QString &text, qint64 *length, QString *error);
/// A finite real (> 0 when `positive`, else >= 0): --factor, --yarn-alpha, --yarn-beta.
bool parseReal(const QString &option, const QString &text, bool positive, double *value,
               QString *error);
/// --rotary-fraction: a finite number in (0, 1].
bool parseFraction(const QString &text, double *fraction, QString *error);
/// --vector: at most 8192 comma-separated finite numbers.
bool parseVector(const QString &text, std::vector<double> *vector, QString *error);
/// Any finite number (--from, --to, --step).
bool parseNumber(const QString &option, const QString &text, double *value, QString *error);

} // namespace optionvalues
