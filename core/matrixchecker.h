#pragma once

#include "conventionestimate.h"
#include "dtype.h"
#include "matrixfile.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// What a saved matrix is, as the checker names it. The ids (verdictId()) are
/// stable: the command line prints `verdict: <id>`, the GUI translates an explanation per id. In
/// the descriptions, B is the base the file is compared with, n and d the positions and components
/// the checker inferred, PE the reference: the paper's interleaved encoding (Vaswani et al. 2017,
/// section 3.5) with base B at positions 0 .. n-1.
enum class Verdict {
    /// "reference": every value within the tolerance of the file's dtype of PE.
    Reference,
    /// "concatenated": [sin of every pair | cos of every pair] with PE's frequencies (TensorFlow's
    /// tutorial; Layout::Concatenated): the same numbers as PE, permuted columns.
    Concatenated,
    /// "tensor2tensor": concatenated halves with frequencies B^(-j/(d/2 - 1)) (tensor2tensor's
    /// get_timing_signal_1d, Whisper's sinusoids; Layout::Tensor2Tensor), a zero column for odd d.
    Tensor2Tensor,
    /// "fairseq": fairseq's sinusoidal embedding (Layout::Fairseq), in either of two forms:
    /// its weight table, rows 0 .. n-1 of get_embedding(n, d, padding_idx) (row r the
    /// tensor2tensor encoding of r) with the padding row zeroed (CheckResult::paddingRow says
    /// which; detected as the one row whose values are all exactly 0); or the encodings of a
    /// sequence, rows for the positions padding_idx + 1 = 2 .. n + 1 (padding_idx = 1, fairseq's
    /// default).
    Fairseq,
    /// "exponent-doubled": interleaved with denominators B^(4i/d), i.e. exactly the frequencies of
    /// base B^2: the article's code, whose loop steps i over 0, 2, 4, ... and still writes 2 * i.
    /// Wins over "base" when both fit.
    ExponentDoubled,
    /// "exponent-halved": interleaved with denominators B^(i/d) (the pair index i where 2i
    /// belongs), i.e. base sqrt(B).
    ExponentHalved,
    /// "sin-cos-swapped": cos at the even components, sin at the odd ones (a lone last component
    /// of odd d holds the cos).
    SinCosSwapped,
    /// "positions-from-1": PE at positions 1 .. n (the first row is PE(1), not PE(0) = [0, 1,
    /// ...]).
    PositionsFrom1,
    /// "positions-shifted": PE at positions p0 .. p0 + n - 1 with p0 neither 0 nor 1 (nor
    /// fairseq's 2 in its layout); found by the estimate (ConventionEstimate::firstPosition).
    PositionsShifted,
    /// "base": interleaved with another base; CheckResult::estimatedBase holds it, estimated from
    /// the slowest full pair (see CheckResult).
    Base,
    /// "degrees": the angles taken as degrees: sin(p omega_i pi / 180), cos(...) (e.g.
    /// np.sin(np.deg2rad(angle))).
    Degrees,
    /// "float32", "bfloat16", "float16": (a float32 computation in a wider file is
    /// "reference", with CheckResult::precisionDtype float32; "float32" is given only for
    /// collided positions.) PE, but only within the tolerance of that narrower dtype,
    /// and every value is exactly a value of that dtype, while the file's own dtype is wider
    /// (float64 or text for float32; float64, float32 or text for bfloat16 and float16): the
    /// values were computed in, or rounded to, that dtype and then stored with more bits (a float64
    /// file holding float16-rounded values, a float32 file from a bfloat16 tensor). Also PE within
    /// the tolerance of the values' dtype (the file's own or narrower, not float64) when two
    /// neighbouring rows are identical: the positions were rounded to that dtype and collided
    /// (float16 from position 2049 on, bfloat16 from 257, float32 from 2^24 + 1;
    /// CheckResult::identicalRow). Otherwise a float16 file that is PE within float16's tolerance
    /// is "reference": its dtype cannot hold more.
    Float32,
    BFloat16,
    Float16,
    /// "transposed": PE, with components as rows and positions as columns; only when the
    /// transposition is the sole difference (a transposed file of another variant gets that
    /// variant's id, with CheckResult::transposed set).
    Transposed,
    /// "scaled": an encoding whose values are all multiplied by one amplitude factor
    /// (ConventionEstimate::amplitude, e.g. d^(-1/2)); found by the estimate.
    Scaled,
    /// "positions-reversed": the rows count the positions down (the first row is position n - 1,
    /// as a relative-attention library writes them); found by the estimate.
    PositionsReversed,
    /// "undetermined": a text file printed with too few digits to tell PE from the nearest
    /// variants (CheckResult::undecided, decidingDecimals); never exit 0.
    Undetermined,
    /// "unknown": none of the above within tolerance (CheckResult::nearest names the closest).
    Unknown,
};

/// Every verdict, in the enum's order.
std::vector<Verdict> allVerdicts();
/// The stable id: "reference", "concatenated", "tensor2tensor", "fairseq", "exponent-doubled",
/// "exponent-halved", "sin-cos-swapped", "positions-from-1", "positions-shifted", "base",
/// "degrees", "float32", "bfloat16", "float16", "transposed", "scaled", "positions-reversed",
/// "undetermined", "unknown".
std::string verdictId(Verdict verdict);

/// A value of the file that no computation of the reference gives (CheckResult::outliers): its
/// position and component (in the inferred orientation), the value, and PE's value there.
struct CheckOutlier
{
    std::int64_t row = 0;
    int column = 0;
    double value = 0.0;
    double expected = 0.0;
};

/// The checker's answer: ids and numbers only (the explanation text belongs to the interface).
struct CheckResult
{
    /// The most outliers listed (CheckResult::outliers); outlierCount counts them all.
    static constexpr std::size_t maxListedOutliers = 10;

    Verdict verdict = Verdict::Unknown;
    /// Positions and components as inferred: the matrix is n x d (positions x components), or its
    /// transpose in the file when transposed is true.
    std::int64_t n = 0;
    int d = 0;
    bool transposed = false;
    /// The base B the file was compared with.
    double base = 10000.0;
    /// The base estimated from the file's slowest full pair (interleaved components 2i, 2i + 1 of
    /// the last full pair i >= 1): its angle atan2(x[p][2i], x[p][2i+1]), unwrapped along p,
    /// fitted by least squares as p * omega through 0 gives omega, and base = omega^(-d / (2i)).
    /// NaN when it cannot be estimated (d < 4, or no positive finite fit). For an interleaved file
    /// it is the base the file was made with, whatever its verdict (B^2 for "exponent-doubled").
    double estimatedBase = 0.0;
    /// The file's stored dtype (text: Float64) and the narrowest dtype all its values are exactly
    /// values of, tried in the order bfloat16, float16, float32 (the file's dtype when no narrower
    /// one holds them all).
    Dtype fileDtype = Dtype::Float64;
    Dtype valuesDtype = Dtype::Float64;
    /// max |x - PE| over the matrix, in the inferred orientation.
    double maxResidualReference = 0.0;
    /// max |x - V| for the named variant V (= maxResidualReference for "reference" and
    /// "transposed"; for float32/bfloat16/float16, V is PE rounded to that dtype); NaN for
    /// "unknown".
    double maxResidualVariant = 0.0;
    /// For the reference and the precision verdicts in a narrow dtype: the first row p whose
    /// values all equal those of row p - 1 (collided positions), -1 when there is none or it was
    /// not looked for.
    std::int64_t identicalRow = -1;
    /// A float32 or float64 file whose positions or angles were rounded to a narrower dtype
    /// before the sin and cos ("float16" or "bfloat16" with precisionDtype that
    /// dtype and valuesDtype the wider one): the first position p whose step to p + 1 breaks the
    /// rotation identity PE(p + 1) = M(1, i) PE(p) beyond what valuesDtype's rounding allows, its
    /// pair i, the error |M(1, i) x_i(p) - x_i(p + 1)| and that allowance
    /// (checking::RotationBreak). rotationRow is -1 otherwise.
    std::int64_t rotationRow = -1;
    int rotationPair = 0;
    double rotationError = 0.0;
    double rotationBound = 0.0;
    /// For "float16" and "bfloat16" with values of that dtype: true when every value is within
    /// half a step of that dtype of PE (plus the printed digits' half units), i.e. PE computed
    /// exactly and rounded once (a cast, .half() of a float32 result); false when computed in the
    /// dtype (larger errors, growing with the position).
    bool roundedOnce = false;
    /// "fairseq" weight table: the zero (padding) row; -1 otherwise (also for the sequence form).
    std::int64_t paddingRow = -1;
    /// "unknown": the variant that came closest (smallest largest ratio of residual to tolerance
    /// over the rows the screening looked at), and that ratio over every value of the file (1
    /// would be within tolerance). With outliers: the reference (or transposed), and the largest
    /// ratio of an outlier's residual to what was allowed there (every other value is within
    /// tolerance). Reference otherwise, ratio 0.
    Verdict nearest = Verdict::Reference;
    double nearestRatio = 0.0;
    /// x - PE, n x d row-major (row p, component j at p * d + j), in the inferred orientation: the
    /// residual heat map. Empty when checkMatrix() was asked not to keep it, or when no
    /// orientation fits d <= 8192.
    std::vector<double> residual;

    /// The computation the reference comparison accepted: Float64 when every
    /// value is within float64's tolerance of PE, Float32 for a float32 computation (a float32
    /// file, or a float64 or text file holding one: .double(), np.savetxt at any precision), the
    /// values' dtype for bfloat16 and float16.
    Dtype precisionDtype = Dtype::Float64;
    /// Where |x - PE| is largest: position and component (in the inferred orientation).
    std::int64_t largestRow = 0;
    int largestColumn = 0;
    /// This app's own computation of PE in precisionDtype (pe::precisionRow, Framework path) on
    /// the sampled rows: its largest |x - PE|, what a correct file of that dtype is expected to
    /// show; NaN for Float64.
    double expectedResidual = 0.0;
    /// "undetermined": the variant the printed digits cannot tell from PE (Reference when none
    /// fits but the digits are too coarse for PE's near neighbours: a base a few percent off,
    /// an amplitude of 0.99, a bfloat16 computation), and the decimals a file needs to decide.
    Verdict undecided = Verdict::Reference;
    int decidingDecimals = 0;
    /// Text files: the most significant digits a value was printed with
    /// (MatrixData::significantDigits); 0 for .npy.
    int significantDigitsPrinted = 0;
    /// The conventions: for a verdict of the fixed rules, those of the named
    /// variant (fits true, residual = maxResidualVariant); otherwise estimateConventions()'s.
    ConventionEstimate estimate;
    /// Every difference from PE found (deviationsOf()); the verdict is the first, or "unknown".
    std::vector<Verdict> deviations;
    /// Values that no dtype's computation of PE gives, in a file that is PE elsewhere (the
    /// verdict is then "unknown", nearest the reference): a value beyond the range of sin and cos
    /// (|x| > 1 beyond the printed digits), a value at position 0 other than PE(0) = [0, 1, 0, 1,
    /// ...] (which every dtype computes exactly), or, in a float64 or text file whose values are
    /// within float64's tolerance of PE at all but at most one in a hundred values after the
    /// first position, those few (a float32 computation is off everywhere, not in a few places),
    /// whatever their size; and, in a file that no rule names, the values outside the tolerance of
    /// the file's dtype (or of float32, for a float32 computation in a float64 or text file) when
    /// they are at most one in a hundred of the values after the first position. At most
    /// maxListedOutliers of them, in row order: the first ones for values beyond the range or at
    /// position 0, the largest |x - PE| otherwise (largestOutliers); outlierCount counts them all.
    std::vector<CheckOutlier> outliers;
    std::int64_t outlierCount = 0;
    /// True when outliers holds the largest of the outliers (by |x - PE|), false for the first.
    bool largestOutliers = false;
};

/// The differences from PE that an estimate shows, the main one first: the layout
/// (concatenated, tensor2tensor, fairseq), sin-cos-swapped, positions-reversed,
/// positions-from-1 (first position 1) or positions-shifted (any other but 0; fairseq's 2 is its
/// own), the base
/// (exponent-doubled for B^2, exponent-halved for sqrt(B), base), degrees, scaled, transposed.
std::vector<Verdict> deviationsOf(const ConventionEstimate &estimate, double base, bool transposed);

/// Tolerance of the comparisons, per value: a value x of the file matches the value v a variant
/// gives at position p, component j (pair frequency omega, angle theta = (p + offset) omega) when
///   |x - v| <= u (4 |theta| (1 + |ln omega|) + 8) + 1e-14 + h   (float64, float32),
///   |x - v| <= u (|theta| (2.5 + |ln omega|) + 1) + 1e-14 + h   (bfloat16, float16:
///     the position, omega and the angle each rounded once (|theta| u each, a half ulp of the
///     angle at most), the exponent argument -2i ln(B)/d rounded as NumPy's float16 arange does
///     (|theta| |ln omega| u), the value rounded (u / 2); a base 2% off is then not "reference"),
/// u the unit roundoff of the dtype (dtypeUnitRoundoff(): 2^-53, 2^-24, 2^-8, 2^-11), h half a unit
/// in the last printed digit for text files (MatrixData::halfUnits), 0 for .npy. The first term
/// bounds what computing the encoding in that dtype the way frameworks do costs: the position and
/// the product p * omega rounded (u |theta| each), omega rounded or computed as exp(-x) from a
/// rounded x = |ln omega| (u |theta| |ln omega|), sin/cos and their rounding (a few u); the second
/// the reference's own error (PositionalEncoding::fillRange's rotation steps).
double checkTolerance(Dtype dtype, double theta, double omega);

/// Diagnoses a matrix that should hold the sinusoidal encoding with base B.
///
/// Steps: (1) both orientations are tried, rows as positions (n = rows, d = cols) and columns as
/// positions (n = cols, d = rows), each only if d <= 8192; (2) valuesDtype is found (exact
/// representability, on a sample of rows first); (3) every variant is screened on a few rows
/// (0 .. 3, the last two, ten spread between; and fairseq's zero row) and only the variants that
/// pass are compared over the whole matrix, computing them with PositionalEncoding::fillRange and
/// the EncodingSpec layouts; (4) the first rule that holds gives the verdict:
///   a. PE in the file's orientation within the file dtype's tolerance: "reference";
///   b. PE in the other orientation within it: "transposed";
///   c. valuesDtype narrower than the file's dtype and PE within valuesDtype's tolerance (either
///      orientation): "float32", "bfloat16" or "float16";
///   c'. after a, b or c with valuesDtype not float64: two identical neighbouring rows make the
///      verdict valuesDtype's ("float16" for a float16 file computed in float16 past 2048);
///   d. the variants concatenated, tensor2tensor, fairseq, sin-cos-swapped, positions-from-1,
///      exponent-doubled, exponent-halved and degrees (both orientations) within valuesDtype's
///      tolerance: the one with the smallest largest residual;
///   e. interleaved with the estimated base within valuesDtype's tolerance: "base";
///   f. "unknown".
/// With very few positions or components several variants can fit (at n = 2 most agree within a
/// float16 tolerance); the rules then pick as above.
///
/// keepResidual false leaves CheckResult::residual empty (the command line needs no n x d
/// doubles).
///
/// Cost: one full reference (fillRange) and one pass over the matrix, plus a full pass per
/// variant that passes the screening (usually none or one). Throws std::invalid_argument when
/// base is not a finite number > 1 or the matrix is not at least 2 x 2 with finite values and
/// values.size() == rows * cols (and halfUnits empty or of the same size).
///
/// Refinements of these rules: (a) a float64 or text file within float32's tolerance is
/// "reference" (precisionDtype float32); bfloat16 and float16 are judged by a tighter tolerance
/// close to this app's own path's error (checkTolerance()); (a'') a text file printed too coarsely
/// (half units of 2^-9 or more) or that fits a variant as well is "undetermined"; (e') when no
/// rule holds, estimateConventions() on each orientation: a model that fits names its deviations
/// (deviationsOf()), "scaled" and "positions-reversed" included. cancel (may be null) is polled;
/// Cancelled is thrown when it is set.
///
/// (e'') When no rule holds and the values are float32 or float64: the reference within the
/// tolerance of float16 (then bfloat16), every pair on the unit circle within the values'
/// rounding and the rotation identity broken beyond it: positions or angles rounded to that
/// narrow dtype before sin and cos: "float16" or "bfloat16" (CheckResult::rotationRow).
///
/// (e''') When still no rule holds: the reference within the tolerance of the file's dtype (then
/// of float32, for a float64 or text file), either orientation, at all but at most one in a
/// hundred of the values after position 0: "unknown" with those values named
/// (CheckResult::outliers), whatever their size.
///
/// progress (may be empty) hears the fraction done (ProgressCallback), at every block of rows of
/// the full passes.
CheckResult checkMatrix(const MatrixData &matrix, double base = 10000.0, bool keepResidual = true,
                        const std::atomic<bool> *cancel = nullptr,
                        const ProgressCallback &progress = {});

} // namespace pe
