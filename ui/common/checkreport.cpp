#include "checkreport.h"

#include "numberformat.h"

#include <QCoreApplication>

#include <cmath>

namespace {

class CheckReport
{
    Q_DECLARE_TR_FUNCTIONS(CheckReport)
};

QString number(double value) { return QString::fromStdString(pe::formatCsv(value)); }

QString dtypeName(pe::Dtype dtype) { return QString::fromStdString(pe::dtypeId(dtype)); }

} // namespace

namespace checkreport {

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
            "The positions start at 1: the first row is PE(1), not PE(0) = [0, 1, 0, 1, "
            "...], so every slot is shifted by one position. Fix: positions 0 to n-1 "
            "(np.arange(n), not np.arange(1, n + 1)).");
    case pe::Verdict::Base:
        return CheckReport::tr(
            "Interleaved sin and cos as in the paper, but with another base: the line "
            "\"base:\" gives the base estimated from the slowest pair. Every denominator "
            "base^(2i/d) differs, so every pair but the first turns at another speed. Fix: "
            "use the base you meant (the paper's is 10000), or check the file again with "
            "--base and that base.");
    case pe::Verdict::Degrees:
        return CheckReport::tr(
            "The angles were taken as degrees: sin(p / B^(2i/d) · π/180) (e.g. np.deg2rad on "
            "the angle), so every pair turns about 57 times too slowly. The angle "
            "p / B^(2i/d) is already in radians. Fix: drop the conversion.");
    case pe::Verdict::Float32:
        return CheckReport::tr(
            "The paper's encoding, but every value is a float32 value: it was computed in "
            "float32 or rounded to it, then stored with more bits. Its error is float32's "
            "(about 1e-7 relative, more at large positions, where p · ω_i is rounded). Fix: "
            "compute in float64 if you need more precision, or store it as float32.");
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
    case pe::Verdict::Unknown:
        return CheckReport::tr(
            "None of the known variants fits within the tolerance of the file's dtype. "
            "Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1), and check the "
            "base, the exponent 2i/d, the order of sin and cos, the positions and the units "
            "of the angle; the nearest variant is named below.");
    }
    return {};
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
    lines << CheckReport::tr("Stored as %1; every value is a %2 value.")
                 .arg(dtypeName(result.fileDtype), dtypeName(result.valuesDtype));
    lines << CheckReport::tr("Largest absolute residual against the reference (base %1): %2")
                 .arg(number(result.base), number(result.maxResidualReference));
    if (result.verdict == pe::Verdict::Unknown) {
        lines << CheckReport::tr("Nearest variant: %1 (%2); its largest residual is %3 times "
                                 "the tolerance.")
                     .arg(QString::fromStdString(pe::verdictId(result.nearest)),
                          title(result.nearest), number(result.nearestRatio));
    } else {
        lines << CheckReport::tr("Largest absolute residual against the named variant (%1): %2")
                     .arg(QString::fromStdString(pe::verdictId(result.verdict)),
                          number(result.maxResidualVariant));
    }
    if (result.identicalRow >= 0)
        lines << CheckReport::tr("Row %1 equals row %2: the positions collided in %3.")
                     .arg(result.identicalRow)
                     .arg(result.identicalRow - 1)
                     .arg(dtypeName(result.valuesDtype));
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
    text += QLatin1Char('\n') + explanation(result.verdict) + QStringLiteral("\n\n");
    for (const QString &line : details(result))
        text += line + QLatin1Char('\n');
    return text;
}

} // namespace checkreport
