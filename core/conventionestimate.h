#pragma once

#include "dtype.h"
#include "matrixview.h"

#include <atomic>
#include <cstdint>

namespace pe {

/// The conventions of a sinusoidal encoding estimated from a matrix, each a parameter of the model
///   x[r][s_i] = a sin(theta_i(r)),  x[r][c_i] = a cos(theta_i(r))   (exchanged when swapped),
///   theta_i(r) = (p0 + step r) * omega_0 * B^(-e_i),
/// with the pair i's columns s_i, c_i given by the layout (interleaved: 2i, 2i + 1; halves: i,
/// d/2 + i), e_i the layout's exponent (the paper's 2i/d, tensor2tensor's i/(d/2 - 1)), step +1
/// (positions ascending) or -1 (descending), omega_0 the first pair's frequency (1 for radians,
/// pi/180 for degrees). An odd d has a lone sin last (interleaved) or a zero column last (halves).
struct ConventionEstimate
{
    /// False when the matrix does not look like sines and cosines of any pairing (no estimate).
    bool valid = false;
    bool halves = false; ///< [sin | cos] halves rather than interleaved pairs
    bool tensor2tensorRule = false; ///< halves with e_i = i / (d/2 - 1) (tensor2tensor, fairseq)
    bool swapped = false; ///< cos where the sin belongs
    std::int64_t firstPosition = 0; ///< p0, the position of row 0 (an integer)
    bool descending = false; ///< step = -1
    double amplitude = 1.0; ///< a
    double base = 0.0; ///< B of the layout's rule
    double angleScale = 1.0; ///< omega_0: 1 (radians), pi/180 (degrees) or another factor
    bool degrees = false; ///< angleScale is pi / 180
    std::int64_t zeroRow = -1; ///< the one all-zero row (fairseq's padding row), or -1
    /// max |x - model| over the whole matrix, where it is, and whether every value is within the
    /// tolerance of the dtype (pe::checkTolerance scaled by the amplitude, plus text half units).
    double residual = 0.0;
    std::int64_t residualRow = 0;
    int residualColumn = 0;
    bool fits = false;
};

/// Estimates every convention of ConventionEstimate from the view, given the
/// base B the file is checked with (used to snap the estimated base to B, B^2 or sqrt(B) and to
/// choose the frequency rule of halves) and the dtype whose tolerance judges the model. The
/// angles of each pair are unwrapped along the first rows (at most 2048) and fitted by least
/// squares; the first position is the integer p0 in -16 .. 16 or n - 17 .. n + 16 whose phases fit
/// best. Cost: a few passes over the first 2048 rows and one pass over the whole matrix.
/// cancel (may be null) is polled; Cancelled is thrown when it is set.
ConventionEstimate estimateConventions(const MatrixView &view, double base, Dtype dtype,
                                       const std::atomic<bool> *cancel = nullptr);

} // namespace pe
