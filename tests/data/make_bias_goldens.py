#!/usr/bin/env python3
"""Independent values of ALiBi's slopes and T5's relative-position buckets for pe-visualiser's
core tests (tests/core/tst_attentionbias).

Written from the papers and their reference functions' definitions, not from the C++ code:

  * ALiBi (Press et al. 2022, "Train Short, Test Long", section 3, and the get_slopes() function
    of the authors' reference implementation, as the paper describes it): for H a power of two the
    slopes form the geometric sequence that starts at 2^(-8/H) with ratio 2^(-8/H); for other H the
    slopes of the largest power of two P below H, followed by every other slope (even 0-based
    indices) of the sequence for 2P heads, the first H - P of them. Column `reference` computes
    start * ratio**i in Python floats exactly as that description does; column `exact` is
    2^(-8h/H) (for the slope at that place) with Python's decimal module at 40 digits; column
    `naive` is the naive (buggy for non-powers of two) 2^(-8h/H) for every H, also at 40 digits.
  * T5 (Raffel et al. 2020, section 2.1; the reference _relative_position_bucket of Mesh
    TensorFlow): relative_position = memory - context (key minus query), n = -relative_position;
    bidirectional: half the buckets per sign (ret += N/2 when n < 0), n = |n|; otherwise
    n = max(n, 0); max_exact = N'/2; small n keeps its bucket; larger n gets
    max_exact + int(log(n / max_exact) / log(max_distance / max_exact) * (N' - max_exact)),
    at most N' - 1. Column `bucket_float32` follows the reference in float32 (every operation
    rounded to float32 as TensorFlow's and PyTorch's float tensors do), `bucket_float64` in Python
    floats (double), `bucket_exact` with decimal logarithms at 40 digits. The file lists where
    they differ (nowhere for the defaults 32 / 128 and the other settings below, so the C++ double
    computation matches the reference).

Run: python3 tests/data/make_bias_goldens.py   (standard library only)
Writes alibi_slopes.csv and t5_buckets.csv next to this script.
"""

import csv
import decimal
import math
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
decimal.getcontext().prec = 40
D = decimal.Decimal


def f32(x):
    """x rounded to the nearest float32 (round half to even), as a Python float."""
    return struct.unpack("f", struct.pack("f", x))[0]


def power_of_two_slopes(n):
    start = 2 ** (-2 ** -(math.log2(n) - 3))
    ratio = start
    return [start * ratio ** i for i in range(n)]


def reference_slopes(n):
    if math.log2(n).is_integer():
        return power_of_two_slopes(n)
    closest = 2 ** math.floor(math.log2(n))
    return power_of_two_slopes(closest) + reference_slopes(2 * closest)[0::2][: n - closest]


def exact_pow2(exponent):
    """2^exponent (exponent a Fraction-like pair) at 40 digits."""
    num, den = exponent
    return (D(num) / D(den) * D(2).ln()).exp()


def exact_slopes(n):
    """The exponents -8h/H of the reference rule, evaluated at 40 digits."""
    closest = 2 ** int(math.floor(math.log2(n)))
    out = [exact_pow2((-8 * h, closest)) for h in range(1, closest + 1)]
    if closest != n:
        doubled = [exact_pow2((-8 * h, 2 * closest)) for h in range(1, 2 * closest + 1)]
        out += doubled[0::2][: n - closest]
    return out


def t5_bucket(relative_position, bidirectional, num_buckets, max_distance, mode):
    ret = 0
    n = -relative_position
    if bidirectional:
        num_buckets //= 2
        if n < 0:
            ret += num_buckets
        n = abs(n)
    else:
        n = max(n, 0)
    max_exact = num_buckets // 2
    if n < max_exact:
        return ret + n
    if mode == "float32":
        a = f32(math.log(f32(f32(n) / f32(max_exact))))
        b = f32(math.log(f32(f32(max_distance) / f32(max_exact))))
        scaled = f32(f32(a / b) * f32(num_buckets - max_exact))
    elif mode == "float64":
        scaled = math.log(n / max_exact) / math.log(max_distance / max_exact) * (
            num_buckets - max_exact)
    else:
        scaled = (D(n) / D(max_exact)).ln() / (D(max_distance) / D(max_exact)).ln() * D(
            num_buckets - max_exact)
    large = max_exact + int(scaled)
    return ret + min(large, num_buckets - 1)


def main():
    with open(os.path.join(HERE, "alibi_slopes.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["heads", "head", "reference", "exact", "naive"])
        for heads in list(range(1, 33)) + [48, 64, 96, 128]:
            ref = reference_slopes(heads)
            exact = exact_slopes(heads)
            for h in range(heads):
                naive = exact_pow2((-8 * (h + 1), heads))
                w.writerow([heads, h + 1, repr(ref[h]), "%.25e" % exact[h], "%.25e" % naive])

    settings = [(True, 32, 128), (False, 32, 128), (True, 16, 64), (False, 8, 20),
                (True, 64, 256)]
    differences = []
    with open(os.path.join(HERE, "t5_buckets.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["offset", "bidirectional", "num_buckets", "max_distance", "bucket_float32",
                    "bucket_float64", "bucket_exact"])
        for bidirectional, buckets, distance in settings:
            for offset in list(range(-300, 301)) + [-100000, 100000, -2147483647, 2147483647]:
                values = [t5_bucket(offset, bidirectional, buckets, distance, mode)
                          for mode in ("float32", "float64", "exact")]
                if len(set(values)) != 1:
                    differences.append((offset, bidirectional, buckets, distance, values))
                w.writerow([offset, int(bidirectional), buckets, distance] + values)
    print("t5 buckets where float32, float64 and exact differ:", differences or "none")


if __name__ == "__main__":
    main()
