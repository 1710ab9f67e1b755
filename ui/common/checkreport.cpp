#include "checkreport.h"

#include "numberformat.h"
#include "precisionlab.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

namespace {

class CheckReport
{
    Q_DECLARE_TR_FUNCTIONS(CheckReport)
};

QString number(double value) { return QString::fromStdString(pe::formatCsv(value)); }

QString dtypeName(pe::Dtype dtype) { return QString::fromStdString(pe::dtypeId(dtype)); }

// A number for a sentence: a few significant digits, '.' and ASCII '-' like the machine lines.
QString short3(double value, int digits = 3) { return QString::number(value, 'g', digits); }

// Two sentences of an explanation: a space between them, none after a full-width full stop
// (Chinese).
QString joined(const QString &first, const QString &second)
{
    if (first.endsWith(QChar(0x3002)) || first.endsWith(QChar(0xFF09)))
        return first + second;
    return first + QLatin1Char(' ') + second;
}

// A ratio of residual to tolerance in words when it is huge.
QString ratioText(double ratio)
{
    if (!std::isfinite(ratio) || ratio > 1000.0)
        return CheckReport::tr("far from every known variant (over 1000 times the tolerance)");
    return CheckReport::tr("%1 times the tolerance").arg(short3(ratio));
}

} // namespace

namespace checkreport {

QString named(pe::Verdict verdict)
{
    return CheckReport::tr("%1 (%2)").arg(title(verdict),
                                          QString::fromStdString(pe::verdictId(verdict)));
}

QString title(pe::Verdict verdict)
{
    switch (verdict) {
    case pe::Verdict::Reference:
        return CheckReport::tr("The paper's encoding");
    case pe::Verdict::Concatenated:
        return CheckReport::tr("Concatenated [sin | cos] halves");
    case pe::Verdict::Tensor2Tensor:
        return CheckReport::tr("tensor2tensor's frequencies and halves");
    case pe::Verdict::Fairseq:
        return CheckReport::tr("fairseq's sinusoidal embedding");
    case pe::Verdict::ExponentDoubled:
        return CheckReport::tr("Exponent doubled");
    case pe::Verdict::ExponentHalved:
        return CheckReport::tr("Exponent halved");
    case pe::Verdict::SinCosSwapped:
        return CheckReport::tr("sin and cos swapped");
    case pe::Verdict::PositionsFrom1:
        return CheckReport::tr("Positions counted from 1");
    case pe::Verdict::PositionsShifted:
        return CheckReport::tr("Positions shifted");
    case pe::Verdict::Base:
        return CheckReport::tr("Another base");
    case pe::Verdict::Degrees:
        return CheckReport::tr("Angles taken as degrees");
    case pe::Verdict::Float32:
        return CheckReport::tr("Rounded to float32");
    case pe::Verdict::BFloat16:
        return CheckReport::tr("Rounded to bfloat16");
    case pe::Verdict::Float16:
        return CheckReport::tr("Rounded to float16");
    case pe::Verdict::Transposed:
        return CheckReport::tr("Transposed");
    case pe::Verdict::Scaled:
        return CheckReport::tr("Scaled by a factor");
    case pe::Verdict::PositionsReversed:
        return CheckReport::tr("Positions counted down");
    case pe::Verdict::Undetermined:
        return CheckReport::tr("Too few digits to decide");
    case pe::Verdict::Unknown:
        return CheckReport::tr("Not a known variant");
    }
    return {};
}

QString explanation(pe::Verdict verdict)
{
    switch (verdict) {
    case pe::Verdict::Reference:
        return CheckReport::tr(
            "The matrix is the paper's positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and "
            "PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, every value within the "
            "rounding of the file's dtype. Nothing to fix.");
    case pe::Verdict::Concatenated:
        return CheckReport::tr(
            "The numbers are right but sit in other components: every sin first, then every "
            "cos ([sin | cos] halves, as TensorFlow's tutorial writes them), where the paper "
            "interleaves each pair, sin at component 2i and cos at 2i+1. Distances and dot "
            "products are the same, but a model or checkpoint that expects one order reads a "
            "different vector from the other. Fix: interleave them (pe[:, 0::2] = sin, "
            "pe[:, 1::2] = cos), or keep the halves on purpose and say so.");
    case pe::Verdict::Tensor2Tensor:
        return CheckReport::tr(
            "[sin | cos] halves with tensor2tensor's frequencies B^(-j/(d/2 - 1)) "
            "(get_timing_signal_1d; Whisper's sinusoids) instead of the paper's "
            "1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair's "
            "frequency differs a little from the paper's. A convention of its own, not a "
            "bug, but not the paper's encoding. Fix, for the paper's: the denominators "
            "B^(2i/d) and interleaved sin and cos.");
    case pe::Verdict::Fairseq:
        return CheckReport::tr(
            "fairseq's sinusoidal embedding: tensor2tensor's frequencies and [sin | cos] "
            "halves, the positions starting at padding_idx + 1 and a zero row for the padding "
            "index. Fix, for the paper's: positions from 0, the denominators B^(2i/d), "
            "interleaved sin and cos and no zero row.");
    case pe::Verdict::ExponentDoubled:
        return CheckReport::tr(
            "The exponent is doubled: the denominators are B^(4i/d) instead of B^(2i/d), "
            "exactly the frequencies of base B², so the slow pairs hardly turn. This is the "
            "article's code: its loop steps i over 0, 2, 4, ... and still writes 2*i. Fix: "
            "use the pair's exponent once, B^(2i/d) for the pair of components 2i and 2i+1.");
    case pe::Verdict::ExponentHalved:
        return CheckReport::tr(
            "The exponent is halved: the pair index i is written where 2i belongs, B^(i/d), "
            "the frequencies of base √B, so the slow pairs turn too fast. Fix: B^(2i/d) for "
            "the pair of components 2i and 2i+1.");
    case pe::Verdict::SinCosSwapped:
        return CheckReport::tr(
            "sin and cos are swapped: cos at the even components 2i and sin at the odd ones "
            "2i+1, so position 0 starts [1, 0, 1, 0, ...] instead of [0, 1, 0, 1, ...]. Fix: "
            "sin at 2i, cos at 2i+1.");
    case pe::Verdict::PositionsFrom1:
        return CheckReport::tr(
            "The positions do not start at 0: the first row is not PE(0) = [0, 1, 0, 1, "
            "...] (the line \"positions:\" says where they start), so every slot is shifted. "
            "Look at the line that makes the positions, e.g. np.arange(1, n + 1) or "
            "torch.arange(1, n + 1). Fix: positions 0 to n-1 (np.arange(n)).");
    case pe::Verdict::PositionsShifted:
        return CheckReport::tr(
            "The positions do not start at 0 (nor at 1): the first row is PE(p0) for the p0 the "
            "line \"positions:\" gives, not PE(0) = [0, 1, 0, 1, ...], so every slot is shifted "
            "by p0, as when a slice of a longer table was saved (pe[p0:p0 + n]) or an offset was "
            "added to the positions. Fix: positions 0 to n-1 (np.arange(n)), or save the whole "
            "table from position 0.");
    case pe::Verdict::Base:
        return CheckReport::tr(
            "Interleaved sin and cos as in the paper, but with another base: the line "
            "\"base:\" gives the base estimated from the slowest pair. Every denominator "
            "base^(2i/d) differs, so every pair but the first turns at another speed. Fix: "
            "use the base you meant (the paper's is 10000), or, if that base is what you meant, "
            "check the file again against it (--base on the command line, Base in the "
            "parameters of the app).");
    case pe::Verdict::Degrees:
        return CheckReport::tr(
            "The angles were taken as degrees: sin(p / B^(2i/d) · π/180) (e.g. np.deg2rad on "
            "the angle), so every pair turns about 57 times too slowly. The angle "
            "p / B^(2i/d) is already in radians. Fix: drop the conversion.");
    case pe::Verdict::Float32:
        return CheckReport::tr(
            "The paper's encoding computed in float32, but two neighbouring positions became "
            "identical: float32 holds every integer only up to 2^24, so from position "
            "16777217 on the positions are rounded and collide (the row named below). Fix: "
            "make the positions in float64 (torch.arange(n, dtype=torch.float64)) or compute "
            "the angle from an integer position in float64, then cast the result.");
    case pe::Verdict::BFloat16:
        return CheckReport::tr(
            "The paper's encoding rounded to bfloat16 (8 significant bits), then stored with "
            "more bits: errors up to a few thousandths, and computed in bfloat16 the "
            "positions from 257 on collide with their neighbours. Fix: compute the encoding "
            "in float32 or float64 and cast only the result.");
    case pe::Verdict::Float16:
        return CheckReport::tr(
            "The paper's encoding rounded to float16 (11 significant bits): errors up to "
            "about 1e-3, and computed in float16 the positions from 2049 on collide with "
            "their neighbours and 65520 overflows. Fix: compute the encoding in float32 or "
            "float64 and cast only the result.");
    case pe::Verdict::Transposed:
        return CheckReport::tr(
            "The values are right but the matrix is transposed: components as rows and "
            "positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).");
    case pe::Verdict::Scaled:
        return CheckReport::tr(
            "The sines and cosines are right but every value is multiplied by the same factor "
            "(the line \"amplitude:\" gives it; some libraries multiply by d^-1/2 or by √d). "
            "sin² + cos² of each pair is then that factor squared instead of 1. Look for a "
            "multiplication after the sin and cos are written (pe * scale, pe / math.sqrt(d)). "
            "Fix: drop it, or keep it on purpose and apply it where the encoding is added.");
    case pe::Verdict::PositionsReversed:
        return CheckReport::tr(
            "The rows count the positions down: the first row holds the last position and the "
            "last row PE(0) (the line \"positions:\" gives the range), as relative-attention "
            "code writes torch.arange(n - 1, -1, -1). Every value is right for its position, "
            "but row p does not hold PE(p). Fix: positions ascending (np.arange(n)), or flip "
            "the rows (pe[::-1]).");
    case pe::Verdict::Undetermined:
        return CheckReport::tr(
            "The file's numbers are printed with too few digits to decide: within their "
            "rounding they fit the paper's encoding, but also a variant near it (named below). "
            "Nothing may be wrong, but the check cannot tell. Save the matrix again with more "
            "digits (np.savetxt's default, or fmt='%.6f'; the line below says how many are "
            "enough) or as .npy (np.save), and check it again.");
    case pe::Verdict::Unknown:
        return CheckReport::tr(
            "Neither the paper's encoding nor any known variant, alone or two at once, fits "
            "within the rounding of the file. The lines below give what could be estimated "
            "from the matrix (layout, positions, amplitude, base, angles) and where the "
            "residual against that estimate is largest: start there. Compare the first rows "
            "with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.");
    }
    return {};
}

// A precision verdict (float16, bfloat16) in words for this file:
// positions or angles rounded (values wider), a cast (rounded once), or computed in the dtype;
// with the collided rows when the file has them.
static QString precisionExplanation(const pe::CheckResult &result)
{
    const pe::Dtype dtype = result.precisionDtype;
    const QString name = dtypeName(dtype);
    const QString bits = dtype == pe::Dtype::BFloat16 ? QStringLiteral("8") : QStringLiteral("11");
    const QString cast = dtype == pe::Dtype::BFloat16
        ? QStringLiteral(".bfloat16()")
        : QStringLiteral(".half(), astype(np.float16)");
    QString text;
    if (result.rotationRow >= 0) {
        text = CheckReport::tr(
                   "The values are %1, but the positions or the angles p·ω were rounded to %2 "
                   "(%3 significant bits) before the sin and cos: look at the line that makes "
                   "the positions (torch.arange(n, dtype=torch.%2)) and at an autocast or .half() "
                   "around the angle. The rotation identity PE(p + 1) = M(1) PE(p) then breaks: "
                   "first between positions %4 and %5 (pair %6), by %7, where %1's rounding "
                   "allows %8. Fix: make the positions and the angles in float32 or float64 and "
                   "cast only the result.")
                   .arg(dtypeName(result.valuesDtype), name, bits)
                   .arg(result.rotationRow)
                   .arg(result.rotationRow + 1)
                   .arg(result.rotationPair)
                   .arg(short3(result.rotationError), short3(result.rotationBound));
    } else if (result.roundedOnce) {
        text = CheckReport::tr(
                   "The paper's encoding, rounded once to %1 (%2 significant bits): every value "
                   "is within half a %1 step of PE (the largest error is %3). The formula is "
                   "right; the rounding is all %1 can hold. If %1 is what you want, nothing to "
                   "fix; otherwise keep the wider result and drop the cast (%4).")
                   .arg(name, bits, short3(result.maxResidualReference), cast);
    } else {
        text = CheckReport::tr(
                   "The paper's encoding computed in %1 (%2 significant bits): the positions, the "
                   "frequencies and the angles p·ω are rounded too, so the error grows with the "
                   "position: the largest is %3, at position %4 (this app's own %1 computation "
                   "shows up to %5 at these positions). Look at the dtype of the tensors the "
                   "encoding is made from (torch.arange(n, dtype=torch.%1), %6 before the sin). "
                   "Fix: compute it in float32 or float64 and cast only the result to %1.")
                   .arg(name, bits, short3(result.maxResidualReference))
                   .arg(result.largestRow)
                   .arg(short3(result.expectedResidual), cast);
    }
    const std::optional<std::int64_t> first = pe::firstIdenticalNeighbour(dtype);
    if (result.identicalRow >= 0 && first)
        text = joined(
            text,
            CheckReport::tr("Rows %1 and %2 are identical: %3 holds every integer only up to "
                            "%4, so the positions %1 and %2 became the same number.")
                .arg(result.identicalRow - 1)
                .arg(result.identicalRow)
                .arg(name)
                .arg(*first - 1));
    return text;
}

QString explanation(const pe::CheckResult &result)
{
    QString text = explanation(result.verdict);
    const bool matches
        = result.verdict == pe::Verdict::Reference || result.verdict == pe::Verdict::Transposed;
    if (matches && result.precisionDtype != pe::Dtype::Float64
        && (result.precisionDtype != result.fileDtype || result.significantDigitsPrinted > 0)) {
        // A float32 computation printed or widened: precision is information.
        const QString stored = result.significantDigitsPrinted > 0
            ? CheckReport::tr("printed as text")
            : CheckReport::tr("stored as %1").arg(dtypeName(result.fileDtype));
        text = CheckReport::tr("The matrix is the paper's positional encoding: PE(p)[2i] = "
                               "sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions "
                               "0 to n-1, computed in %1 and %2: every value is within %1's "
                               "rounding, which is information, not a mistake.")
                   .arg(dtypeName(result.precisionDtype), stored);
        text = joined(
            text,
            (result.verdict == pe::Verdict::Transposed
                 ? CheckReport::tr("But the matrix is transposed: components as rows and "
                                   "positions as columns. Fix: transpose it (pe.T) so that row "
                                   "p holds PE(p).")
                 : CheckReport::tr("Nothing to fix.")));
    }
    if (result.verdict == pe::Verdict::Float16 || result.verdict == pe::Verdict::BFloat16)
        text = precisionExplanation(result);
    if (result.verdict == pe::Verdict::Tensor2Tensor) {
        text = CheckReport::tr(
            "[sin | cos] halves with tensor2tensor's frequencies B^(-j/(d/2 - 1)) "
            "(get_timing_signal_1d; Whisper's sinusoids) instead of the paper's 1 / B^(2i/d): "
            "the slowest pair turns at exactly 1/B, so every pair's frequency differs a little "
            "from the paper's. A convention of its own, not a bug, but not the paper's "
            "encoding. Fix, for the paper's: log_timescale_increment = log(B) / "
            "(num_timescales - 1) becomes log(B) / num_timescales, and sin and cos interleaved "
            "instead of concatenated.");
        if (result.d % 2 == 1)
            text = joined(
                text,
                CheckReport::tr("With an odd d the last column is zero (tensor2tensor pads "
                                "it); the paper's encoding puts a sin there."));
    }
    if (result.verdict == pe::Verdict::Undetermined && result.undecided == pe::Verdict::Reference)
        text = CheckReport::tr(
            "The file's numbers are printed with too few digits to decide: within their "
            "rounding they fit the paper's encoding, but also its near neighbours (a base a few "
            "percent off, an amplitude of 0.99, a bfloat16 computation). Nothing may be wrong, "
            "but the check cannot tell. Save the matrix again with more digits (np.savetxt's "
            "default, or fmt='%.6f'; the line below says how many are enough) or as .npy "
            "(np.save), and check it again.");
    if (result.verdict == pe::Verdict::Unknown) {
        // What could be estimated, and where to start looking.
        const pe::ConventionEstimate &e = result.estimate;
        text = e.valid && e.fits && !e.degrees && e.angleScale != 1.0
            ? CheckReport::tr("The matrix is a sinusoidal encoding described within the file's "
                              "rounding by the lines below, but its angles are multiplied by %1: "
                              "every angle is %1 times p / B^(2i/d), as if the positions stepped "
                              "by %1 (np.arange(0, %1 * n, %1)) or a factor stood before "
                              "position * div_term. No known variant does this. Fix: positions "
                              "0, 1, 2, ... and no factor on the angle.")
                  .arg(short3(e.angleScale))
            : e.valid
            ? CheckReport::tr("Neither the paper's encoding nor any known variant, alone or two "
                              "at once, fits within the rounding of the file. The conventions "
                              "estimated from the matrix (the lines below: layout, positions, "
                              "amplitude, base, angles) still leave a residual of %1, largest at "
                              "position %2, component %3: start there. Compare the first rows "
                              "with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.")
                  .arg(short3(result.estimate.residual))
                  .arg(result.estimate.residualRow)
                  .arg(result.estimate.residualColumn)
            : CheckReport::tr("Neither the paper's encoding nor any known variant fits, and no "
                              "convention could be estimated: the columns do not pair into sines "
                              "and cosines (sin² + cos² is not 1), so the matrix may not hold a "
                              "sinusoidal encoding at all (random values, a learned embedding, "
                              "another function). Its residual against the paper's encoding is "
                              "largest at position %1, component %2: start there, and compare "
                              "the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed "
                              "by hand.")
                  .arg(result.largestRow)
                  .arg(result.largestColumn);
    }
    const int outliers = static_cast<int>(std::min<std::int64_t>(result.outlierCount, INT32_MAX));
    if (result.verdict == pe::Verdict::Unknown && result.outlierCount > 0)
        text = CheckReport::tr(
                   "The matrix is the paper's encoding but for %n value(s) that no computation "
                   "of it gives, in any dtype (listed below): a value beyond the range of sin and "
                   "cos, a position 0 that is not [0, 1, 0, 1, ...], or values far off in a file "
                   "whose other values all match it within %1's rounding (a computation in a "
                   "narrower dtype is off in many places, not in a few). Look at how those "
                   "values were written: an edit, a second computation, a copy over part of the "
                   "matrix.",
                   nullptr, outliers)
                   .arg(dtypeName(result.precisionDtype));
    if (result.verdict == pe::Verdict::Fairseq) {
        // Only what this file shows: the padding row, the shifted positions, the zero column.
        text = result.paddingRow >= 0
            ? CheckReport::tr("fairseq's sinusoidal embedding table: tensor2tensor's "
                              "frequencies and [sin | cos] halves, and row %1 all zeros for "
                              "the padding index.")
                  .arg(result.paddingRow)
            : CheckReport::tr("fairseq's sinusoidal embedding for a sequence: tensor2tensor's "
                              "frequencies and [sin | cos] halves, the positions starting at "
                              "padding_idx + 1 = %1.")
                  .arg(result.estimate.firstPosition);
        if (result.d % 2 == 1)
            text = joined(
                text, CheckReport::tr("With an odd d the last column is zero (fairseq pads it)."));
        text = joined(
            text,
            (result.paddingRow >= 0
                 ? CheckReport::tr("Fix, for the paper's encoding: get_embedding's "
                                   "emb = math.log(10000) / (half_dim - 1) becomes "
                                   "math.log(10000) / half_dim, sin and cos interleaved, and "
                                   "no zero row.")
                 : CheckReport::tr("Fix, for the paper's encoding: get_embedding's "
                                   "emb = math.log(10000) / (half_dim - 1) becomes "
                                   "math.log(10000) / half_dim, sin and cos interleaved, and "
                                   "positions from 0 (make_positions counts from "
                                   "padding_idx + 1).")));
        if (result.d % 2 == 1)
            text = joined(text,
                          CheckReport::tr("The paper's encoding puts a sin in the last column."));
    }
    if (result.deviations.size() >= 2 && result.verdict != pe::Verdict::Unknown) {
        // Two differences at once: the others by name too.
        QStringList others;
        for (std::size_t k = 1; k < result.deviations.size(); ++k)
            others << named(result.deviations[k]);
        text = joined(
            text,
            CheckReport::tr("A second difference at the same time: %1 (the lines below give "
                            "its size).")
                .arg(others.join(QStringLiteral(", "))));
    }
    return text;
}

QStringList estimateLines(const pe::CheckResult &result)
{
    const pe::ConventionEstimate &e = result.estimate;
    QStringList lines;
    if (!e.valid) {
        lines << CheckReport::tr("estimates: none (the columns do not pair into sines and "
                                 "cosines)");
        lines << CheckReport::tr("largest residual against the reference: at position %1, "
                                 "component %2")
                     .arg(result.largestRow)
                     .arg(result.largestColumn);
        return lines;
    }
    if (!e.halves)
        lines << CheckReport::tr("layout: interleaved (sin at 2i, cos at 2i+1)");
    else if (e.tensor2tensorRule)
        lines << CheckReport::tr("layout: halves [sin | cos], tensor2tensor's frequencies "
                                 "B^(-i/(d/2 - 1))");
    else
        lines << CheckReport::tr("layout: halves [sin | cos], the paper's frequencies");
    if (e.swapped)
        lines << CheckReport::tr("sin and cos: swapped (cos where the sin belongs)");
    const std::int64_t last = e.firstPosition + (e.descending ? -1 : 1) * (result.n - 1);
    lines << (e.descending ? CheckReport::tr("positions: %1 down to %2")
                           : CheckReport::tr("positions: %1 to %2"))
                 .arg(e.firstPosition)
                 .arg(last);
    if (e.zeroRow >= 0)
        lines << CheckReport::tr("zero row: %1").arg(e.zeroRow);
    QString amplitude = CheckReport::tr("amplitude: %1").arg(short3(e.amplitude));
    const double d = result.d;
    if (std::fabs(e.amplitude * std::sqrt(d) - 1.0) <= 1e-9 && result.d > 1)
        amplitude += QStringLiteral(" (= %1^-1/2)").arg(result.d);
    else if (std::fabs(e.amplitude / std::sqrt(d) - 1.0) <= 1e-9 && result.d > 1)
        amplitude += QStringLiteral(" (= %1^1/2)").arg(result.d);
    lines << amplitude;
    lines << CheckReport::tr("base: %1").arg(short3(e.base, 6));
    if (e.degrees)
        lines << CheckReport::tr("angles: degrees (multiplied by π/180)");
    else if (e.angleScale != 1.0)
        lines << CheckReport::tr("angles: multiplied by %1").arg(short3(e.angleScale));
    else
        lines << CheckReport::tr("angles: radians");
    lines << CheckReport::tr("dtype: %1").arg(dtypeName(result.precisionDtype));
    lines << (result.transposed ? CheckReport::tr("orientation: columns are positions")
                                : CheckReport::tr("orientation: rows are positions"));
    QStringList names;
    for (pe::Verdict v : result.deviations)
        names << named(v);
    if (names.size() >= 2)
        lines << CheckReport::tr("differences: %1 at once").arg(names.join(QStringLiteral(" + ")));
    if (result.verdict == pe::Verdict::Unknown)
        lines << (e.fits ? CheckReport::tr("residual against the model of these estimates: %1, "
                                           "within the file's rounding")
                               .arg(short3(e.residual))
                         : CheckReport::tr("residual against the model of these estimates: %1, "
                                           "largest at position %2, component %3")
                               .arg(short3(e.residual))
                               .arg(e.residualRow)
                               .arg(e.residualColumn));
    else
        lines << CheckReport::tr("residual against the model of these estimates: %1")
                     .arg(short3(e.residual));
    return lines;
}

QStringList details(const pe::CheckResult &result)
{
    QStringList lines;
    lines << (result.transposed
                  ? CheckReport::tr("Shape: %1 positions x %2 components (columns are "
                                    "positions).")
                  : CheckReport::tr("Shape: %1 positions x %2 components (rows are "
                                    "positions)."))
                 .arg(result.n)
                 .arg(result.d);
    lines << (result.significantDigitsPrinted > 0
                  ? CheckReport::tr("Printed as text, up to %1 significant digits; every value is "
                                    "a %2 value.")
                        .arg(result.significantDigitsPrinted)
                        .arg(dtypeName(result.valuesDtype))
                  : CheckReport::tr("Stored as %1; every value is a %2 value.")
                        .arg(dtypeName(result.fileDtype), dtypeName(result.valuesDtype)));
    lines << estimateLines(result);
    const bool matches
        = result.verdict == pe::Verdict::Reference || result.verdict == pe::Verdict::Transposed;
    if (matches && result.precisionDtype != pe::Dtype::Float64)
        lines << CheckReport::tr("Matches the paper's encoding within %1's rounding: the largest "
                                 "error is %2, at position %3, component %4 (this app's own %1 "
                                 "computation shows up to %5 at these positions).")
                     .arg(dtypeName(result.precisionDtype), short3(result.maxResidualReference))
                     .arg(result.largestRow)
                     .arg(result.largestColumn)
                     .arg(short3(result.expectedResidual));
    if (result.verdict == pe::Verdict::Undetermined && result.undecided == pe::Verdict::Reference)
        lines << CheckReport::tr("Printed with %1 significant digits at most, the numbers are too "
                                 "coarse to tell the paper's encoding from its near neighbours "
                                 "(a base a few percent off, an amplitude of 0.99, a bfloat16 "
                                 "computation); %2 decimals or more would decide.")
                     .arg(result.significantDigitsPrinted)
                     .arg(result.decidingDecimals);
    else if (result.verdict == pe::Verdict::Undetermined)
        lines << CheckReport::tr("Printed with %1 significant digits at most, the numbers cannot "
                                 "tell the paper's encoding from %2 (%3); %4 decimals or more "
                                 "would decide.")
                     .arg(result.significantDigitsPrinted)
                     .arg(title(result.undecided),
                          QString::fromStdString(pe::verdictId(result.undecided)))
                     .arg(result.decidingDecimals);
    lines << CheckReport::tr("Largest absolute residual against the reference (base %1): %2")
                 .arg(number(result.base), number(result.maxResidualReference));
    if (result.verdict == pe::Verdict::Unknown && result.outlierCount > 0) {
        lines << CheckReport::tr(
                     "Nearest variant: %1 (%2); every value matches it but the %n "
                     "below.",
                     nullptr,
                     static_cast<int>(std::min<std::int64_t>(result.outlierCount, INT32_MAX)))
                     .arg(title(result.nearest),
                          QString::fromStdString(pe::verdictId(result.nearest)));
    } else if (result.verdict == pe::Verdict::Unknown) {
        lines << CheckReport::tr("Nearest variant: %1 (%2); its largest residual is %3.")
                     .arg(title(result.nearest),
                          QString::fromStdString(pe::verdictId(result.nearest)),
                          ratioText(result.nearestRatio));
    } else {
        lines << CheckReport::tr("Largest absolute residual against the named variant, %1: %2")
                     .arg(named(result.verdict), number(result.maxResidualVariant));
    }
    // The values no computation gives, each where it is and what PE holds there.
    for (const pe::CheckOutlier &o : result.outliers)
        lines << CheckReport::tr("Value at position %1, component %2: %3, where PE has %4.")
                     .arg(o.row)
                     .arg(o.column)
                     .arg(number(o.value), number(o.expected));
    // More than are listed: the count, and (for values off the tolerance) that the listed ones
    // are the largest.
    if (result.outlierCount > static_cast<std::int64_t>(result.outliers.size())) {
        const std::int64_t more
            = result.outlierCount - static_cast<std::int64_t>(result.outliers.size());
        lines << (result.largestOutliers
                      ? CheckReport::tr("… and %1 more such values, each nearer to PE than those "
                                        "above.")
                      : CheckReport::tr("… and %1 more such values."))
                     .arg(more);
    }
    if (result.identicalRow >= 0)
        lines << CheckReport::tr("Row %1 equals row %2: the positions collided in %3.")
                     .arg(result.identicalRow)
                     .arg(result.identicalRow - 1)
                     .arg(dtypeName(result.precisionDtype));
    if (result.rotationRow >= 0)
        lines << CheckReport::tr("Rotation identity PE(p + 1) = M(1) PE(p): broken first between "
                                 "positions %1 and %2 (pair %3) by %4; %5's rounding allows %6.")
                     .arg(result.rotationRow)
                     .arg(result.rotationRow + 1)
                     .arg(result.rotationPair)
                     .arg(number(result.rotationError), dtypeName(result.valuesDtype),
                          number(result.rotationBound));
    if (result.paddingRow >= 0)
        lines << CheckReport::tr("Row %1 is all zeros: fairseq's padding row.")
                     .arg(result.paddingRow);
    return lines;
}

QString report(const pe::CheckResult &result)
{
    QString text = QStringLiteral("verdict: ")
        + QString::fromStdString(pe::verdictId(result.verdict)) + QLatin1Char('\n');
    if (result.verdict == pe::Verdict::Base)
        text += QStringLiteral("base: ") + number(result.estimatedBase) + QLatin1Char('\n');
    text += QLatin1Char('\n') + explanation(result) + QStringLiteral("\n\n");
    for (const QString &line : details(result))
        text += line + QLatin1Char('\n');
    return text;
}

} // namespace checkreport
