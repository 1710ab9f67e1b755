#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace pe {

/// A seeded source of random numbers that gives the same values, bit for bit, on every platform
/// and compiler with IEEE-754 double arithmetic (FLT_EVAL_METHOD == 0; checked at compile time).
/// Used for the numeric embedding table, the random projections W_Q, W_K and the sentence shuffle.
///
/// The generator, fully specified (tests/data/make_attention_goldens.py re-implements it from
/// this description and pins its first values):
/// - Bits: std::mt19937_64 seeded with `seed` (its output sequence is fixed by the C++ standard,
///   [rand.predef]: the 10000th output of a default-constructed engine is 9981545732273789042).
///   std::normal_distribution, std::uniform_int_distribution and std::shuffle are
///   implementation-defined, so none of them is used.
/// - Uniform in (0, 1): u = ((bits >> 12) + 0.5) * 2^-52, exact, never 0 or 1.
/// - Standard normal: Box-Muller on two consecutive uniforms u1, u2:
///   R = sqrt(-2 ln u1), z0 = R cos(2 pi u2), z1 = R sin(2 pi u2); nextNormal() returns z0, then
///   z1, then draws the next two uniforms. ln, sin and cos are not the C library's (whose last bit
///   differs between libraries) but naturalLog() and sinCosTurn() below, written with +, -, *, /
///   and sqrt only (each correctly rounded by IEEE 754), with the file compiled without
///   contraction into fused multiply-adds. Accurate to a few units in the last place.
/// - Integer in [0, bound): rejection sampling, x = bits until x >= 2^64 mod bound, then x % bound
///   (unbiased).
/// - Shuffle: Fisher-Yates from the end, for i = n-1 down to 1 swap slot i with slot
///   nextBelow(i + 1).
///
/// Not thread-safe (one object per thread).
class SeededRandom
{
public:
    explicit SeededRandom(std::uint64_t seed);

    std::uint64_t seed() const { return m_seed; }
    /// The next raw output of std::mt19937_64.
    std::uint64_t nextBits();
    /// Uniform in the open interval (0, 1), a multiple of 2^-53: ((bits >> 12) + 0.5) * 2^-52.
    double nextUniform();
    /// Uniform integer in [0, bound) by rejection (unbiased). Throws std::invalid_argument when
    /// bound == 0.
    std::uint64_t nextBelow(std::uint64_t bound);
    /// A standard normal N(0, 1) value by the Box-Muller transform (see the class comment).
    double nextNormal();
    /// A random permutation of 0..n-1 by Fisher-Yates (see the class comment); perm[s] is the old
    /// slot placed at slot s. Throws std::invalid_argument when n < 0.
    std::vector<int> nextPermutation(int n);

    /// ln(x) for a finite x > 0 from +, -, *, / only: x = m 2^e with m in [sqrt(1/2), sqrt(2)),
    /// ln m = 2 atanh(s) = 2 s (1 + s^2/3 + ... + s^24/25), s = (m - 1) / (m + 1), plus e ln 2 with
    /// ln 2 in two parts. Within 4 ulp of the exact value (tests/core/tst_embeddingtable).
    /// Throws std::invalid_argument when x is not a finite number > 0.
    static double naturalLog(double x);
    /// sin(2 pi u) and cos(2 pi u) for u in [0, 1] from +, -, *, / only: u = n/4 + f exactly
    /// (n = nearest integer to 4u, |f| <= 1/8), Taylor polynomials of degree 21 and 20 at
    /// a = 2 pi f, then the quadrant n. Absolute error below 3e-16. Throws std::invalid_argument
    /// when u is outside [0, 1].
    static void sinCosTurn(double u, double *sine, double *cosine);

private:
    std::mt19937_64 m_engine;
    std::uint64_t m_seed;
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

} // namespace pe
