#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

/// What a number field accepts, how it shows a value and how its arrow keys step: the rules of
/// NumberField, apart from the widget. They follow the command line (app/commandline.cpp):
///
/// - Whole numbers (p, q, d, the views' counts): the form of isWholeNumber(), within [minimum,
///   maximum]: "-0" is 0; " 7", "007", "+5", "3.0", "1e3", "0x10" and "1,000" are refused.
/// - Real numbers (the base): the form of isRealNumber(), finite, greater than the lower bound
///   (exclusive) and at most the maximum: "10000", "1.0000001", "40889.9424", "1e6", "1E+12",
///   ".5", "5."; "+2", "010000" and " 500" are refused. Any number of decimals; the value is the
///   double nearest to the text. Where the locale writes decimals with a comma (German, French
///   ...), a comma is read as the decimal point too ("1,5" is 1.5) when the text has no point;
///   group separators are never read, so "1.000" is 1 in every locale, as on the command line.
/// - Everywhere: the true minus sign U+2212 reads as '-', and at most 64 characters.
///
/// Values are shown in the lesson's form with ASCII digits and '.': whole numbers plainly
/// ("2147483647"); real numbers with the fewest significant digits that read back as the same
/// double ("10000", "40889.9424", "1.0000001"), plainly from 0.0001 to below 10^9 and in
/// scientific notation outside ("1e12", "1.5e308", "2.5e-7": no '+', no leading zeros).
///
/// Texts use the "NumberField" translation context.
class NumberRule
{
    Q_DECLARE_TR_FUNCTIONS(NumberField)

public:
    enum class Kind { Integer, Real };

    /// The one form of a whole number, in the fields and on the command line
    /// (app/optionvalues.h): -?(0|[1-9][0-9]*), nothing around it (no spaces, no '+', no leading
    /// zeros, no base prefix).
    static bool isWholeNumber(const QString &text);
    /// The one form of a real number: -?(0|[1-9][0-9]*)(.[0-9]*)?([eE][-+]?[0-9]+)? or
    /// -?.[0-9]+([eE][-+]?[0-9]+)?, nothing around it.
    static bool isRealNumber(const QString &text);

    /// Whole numbers from minimum to maximum (both included); |bounds| < 2^53.
    static NumberRule integers(qint64 minimum, qint64 maximum);
    /// Finite real numbers greater than `above` and at most maximum.
    static NumberRule realsAbove(double above, double maximum);

    Kind kind() const { return m_kind; }
    /// The smallest allowed value (integers), or the exclusive lower bound (reals).
    double minimum() const { return m_minimum; }
    double maximum() const { return m_maximum; }
    /// True for a value the rule allows (NaN and infinities never).
    bool allows(double value) const;
    /// The nearest allowed value (NaN gives the lowest allowed one).
    double bound(double value) const;

    /// Reads text: true and *value set when the text is a number of the right kind within the
    /// range. locale only decides whether a comma may stand for the decimal point.
    bool parse(const QString &text, double *value, const QLocale &locale = QLocale()) const;

    /// The value as the field shows it (see the class comment).
    QString format(double value) const;
    /// The value after `steps` presses of the up (> 0) or down (< 0) arrow, within the range;
    /// the value itself when no step is possible. Integers move by one per step. Real numbers
    /// move adaptively by one unit of the second significant digit (10000 -> 11000 up, 9900
    /// down; 1.5 -> 1.6), rounded to the decimals of the value and the step, and with ever
    /// smaller steps close to the lower bound (1.1 -> 1.09 -> 1.08 ...).
    double stepped(double value, int steps) const;

    /// What the rule allows, for messages and tooltips: "a whole number from 0 to 2147483647",
    /// "a finite number greater than 1 (such as 10000, 1.0001 or 1e6)".
    QString description() const;

    /// The longest text format() gives for a value in range, for the field's width.
    QString widestText() const;

private:
    NumberRule(Kind kind, double minimum, double maximum);
    bool read(const QString &text, double *value, const QLocale &locale) const;
    double stepOnce(double value, bool up) const;

    Kind m_kind = Kind::Integer;
    double m_minimum = 0.0;
    double m_maximum = 0.0;
};
