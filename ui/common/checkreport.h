#pragma once

#include "matrixchecker.h"

#include <QString>
#include <QStringList>

/// The checker's verdicts in words, in the interface language: shared by the
/// command line (`pe-visualiser --check FILE`) and the GUI's checker, so both explain a verdict
/// the same way. The numbers come from pe::checkMatrix(); nothing is computed here.
namespace checkreport {

/// A short name of the verdict ("Concatenated [sin | cos] halves").
QString title(pe::Verdict verdict);

/// The verdict as a sentence names it: title() in the interface language with the stable id in
/// parentheses, for searching ("Concatenated [sin | cos] halves (concatenated)").
QString named(pe::Verdict verdict);

/// One paragraph: what the mistake is, in the lesson's terms, and how to fix it. Every verdict
/// has one (reference and unknown included).
QString explanation(pe::Verdict verdict);

/// The explanation for this file: explanation(verdict), with what only this
/// file shows: fairseq's padding row, shifted positions or zero column as the file has them; for
/// float16 and bfloat16 the residual seen beside the one this app's own computation shows.
QString explanation(const pe::CheckResult &result);

/// The estimated conventions, one finding a line: layout, sin and cos order
/// (when swapped), positions ("0 to 63", "127 down to 0"), the zero row, amplitude ("0.125 (=
/// 64^-1/2)"), base, angles, dtype, orientation, the differences when two or more, and the
/// residual against the model of these estimates.
QStringList estimateLines(const pe::CheckResult &result);

/// The facts after the explanation, one line each: the inferred shape (n positions x d
/// components, rows or columns as positions), the file's dtype and its values' dtype, the
/// largest absolute residual against the reference (base B) and against the named variant (for
/// "unknown": the nearest variant and its residual-to-tolerance ratio over every value, or, with
/// outliers, that every other value matches it, then each outlier, or the count and the largest
/// ones), and where they apply the collided row and fairseq's zero row. Every verdict is shown as
/// named() gives it, its title with its id in parentheses. Numbers with 17 significant digits,
/// '.' and ASCII '-' (pe::formatCsv), so that the lines can be parsed.
QStringList details(const pe::CheckResult &result);

/// The whole report `pe-visualiser --check` prints: the machine-readable line
/// `verdict: <id>`, for "base" the line `base: <estimate>` (17 significant digits), an empty
/// line, the explanation, an empty line, and details(), each line ending with '\n'.
QString report(const pe::CheckResult &result);

} // namespace checkreport
