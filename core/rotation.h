#pragma once

#include "positionalencoding.h"

#include <array>
#include <cstdint>

namespace pe {

/// A 2x2 matrix, row-major: {m00, m01, m10, m11}.
using Matrix2 = std::array<double, 4>;
/// One sin/cos pair (sin, cos): (PE[2i], PE[2i+1]) in the interleaved layout, in general the
/// components sinComponent(i) and cosComponent(i).
using Pair = std::array<double, 2>;

/// The relative-position map M(k, i) of the article (section 3) and the lesson ("a relative shift
/// as a rotation"): with theta = k * omega_i (radians; omega_i = encoding.frequency(i), so the
/// layout's frequency rule and the context scaling apply, and a position offset cancels in k),
///   M(k, i) = [[cos theta, sin theta], [-sin theta, cos theta]],
/// so that M(k, i) * (sin(p omega_i), cos(p omega_i)) = (sin((p+k) omega_i), cos((p+k) omega_i)).
/// k may be negative. Throws std::invalid_argument on i out of range.
Matrix2 relativeRotation(const PositionalEncoding &encoding, std::int64_t k, int i);

/// The rotation angle theta = k * omega_i of M(k, i) in radians, unreduced (k = q - p may be
/// negative). Throws std::invalid_argument on i out of range or |k| > 2^31 - 1.
double relativeAngle(const PositionalEncoding &encoding, std::int64_t k, int i);

/// theta reduced to the interval (-pi, pi] (radians): the shortest turn with the same end point,
/// whose sign gives the direction. Throws std::invalid_argument on a non-finite theta.
double wrappedAngle(double theta);

/// The whole turns n that wrappedAngle() takes away: theta = wrappedAngle(theta) + n * 2 pi
/// (n = 0 for theta in (-pi, pi]; 4 rad = -2.283185 rad + 1 * 2 pi). What a view says when it
/// shows an angle reduced ("4 rad = -2.283185 rad + 2 pi"). Throws std::invalid_argument on a
/// non-finite theta.
std::int64_t wholeTurns(double theta);

/// m * v.
Pair apply(const Matrix2 &m, const Pair &v);

/// Pair i of PE(p): (sin, cos) of angle(p, i), read from components sinComponent(i) and
/// cosComponent(i) (2i and 2i + 1 in the interleaved layout). Requires a full pair (i < floor(d/2)
/// in every layout); throws std::invalid_argument on p out of range or on a pair without its cos
/// component.
Pair encodingPair(const PositionalEncoding &encoding, std::int64_t p, int i);

/// Euclidean error |M(q - p, i) * pair_i(PE(p)) - pair_i(PE(q))|; of the order of 1e-16 for
/// moderate p, q. Throws as encodingPair().
double rotationError(const PositionalEncoding &encoding, std::int64_t p, std::int64_t q, int i);

/// Dot product PE(a) . PE(b) over all d components, summed in component order (so the layouts that
/// permute the same values, interleaved and concatenated, agree to rounding). Throws on a or b out
/// of range.
double dotProduct(const PositionalEncoding &encoding, std::int64_t a, std::int64_t b);

/// sum over full pairs i of cos(k * omega_i): equals PE(a) . PE(a + k) for every a when d is even
/// (article, section 8: the dot product depends only on the offset k), in every layout. With odd
/// d the unpaired last sin component (interleaved, concatenated) is left out, so the identity holds
/// for the paired part only; the zero column of tensor2tensor and fairseq adds nothing, so there it
/// holds for odd d too.
/// Throws std::invalid_argument when |k| > 2^31 - 1.
double dotProductFromOffset(const PositionalEncoding &encoding, std::int64_t k);

} // namespace pe
