#!/usr/bin/python3
"""Rounding of doubles to float32, float16 and bfloat16: golden values for tests/core/tst_dtype.

Writes dtype_rounding.csv next to this script, one input per line:
    x,float32,float16,bfloat16,case
every number as a C99 hexadecimal float (Python's float.hex(): exact, no decimal rounding),
"inf"/"-inf" for infinities. `case` names what the line exercises.

Where the values come from (three independent computations, which must agree):
  * float32 and float16: NumPy's own conversions, numpy.float64(x).astype(numpy.float32 / float16).
    NumPy converts float64 to float16 directly from the double's bits, rounding to nearest, ties
    to even (npy_doublebits_to_halfbits), not through float32.
  * bfloat16: NumPy has no bfloat16. It is computed here with exact rational arithmetic
    (fractions.Fraction): x is rounded to 8 significant bits, ties to even, with the exponent range
    of float32 (normal numbers down to 2^-126, subnormals in steps of 2^-133), and values at or
    above (2 - 2^-8) * 2^127 become infinity. The same exact rounding, with 24 bits / 2^-149 and
    11 bits / 2^-24 / 65520, reproduces NumPy's float32 and float16 values: the script asserts it
    for every line.
  * For inputs that are float32 values, bfloat16 is also computed the way bfloat16 is usually
    defined in frameworks, from the float32 bits: add 0x7FFF plus the lowest kept bit to the
    32-bit pattern and clear the low 16 bits (round to nearest even on the bits); the script
    asserts that it agrees with the exact rounding.
Inputs that are not float32 values are where a conversion through float32 rounds twice: the
expected values are those of the single, direct rounding.

Run: /usr/bin/python3 tests/data/make_dtype_goldens.py   (needs Debian's python3-numpy)
"""

import math
import os
import random
import struct
from fractions import Fraction

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def round_exact(x, precision, min_normal_exp, max_exp):
    """x (a Python float) rounded to a binary format with `precision` significant bits, normal
    exponents min_normal_exp..max_exp, gradual underflow; round to nearest, ties to even.
    Returns a Python float (exact: every such value is a double)."""
    if math.isnan(x) or math.isinf(x):
        return x
    if x == 0:
        return x
    sign = -1 if x < 0 else 1
    a = Fraction(abs(x))
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1  # now 2^e <= a < 2^(e+1)
    e = max(e, min_normal_exp)
    quantum = Fraction(2) ** (e - precision + 1)
    q, r = divmod(a, quantum)  # a = q * quantum + r, 0 <= r < quantum
    half = quantum / 2
    if r > half or (r == half and q % 2 == 1):
        q += 1
    value = q * quantum
    largest = (2 - Fraction(2) ** (1 - precision)) * Fraction(2) ** max_exp
    if value > largest:
        return sign * math.inf
    return sign * float(value)


def exact_float32(x):
    return round_exact(x, 24, -126, 127)


def exact_float16(x):
    return round_exact(x, 11, -14, 15)


def exact_bfloat16(x):
    return round_exact(x, 8, -126, 127)


def bfloat16_from_float32_bits(f):
    """bfloat16 from a float32 value by round-to-nearest-even on its bit pattern."""
    (bits,) = struct.unpack("<I", struct.pack("<f", f))
    if (bits & 0x7F800000) == 0x7F800000:  # inf (no NaN among the inputs)
        return f
    lsb = (bits >> 16) & 1
    bits = (bits + 0x7FFF + lsb) & 0xFFFF0000
    (value,) = struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))
    return value


def hexf(v):
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return float.hex(float(v))


def p2(e):
    return math.ldexp(1.0, e)


CASES = [
    # (x, case)
    (0.0, "zero"),
    (-0.0, "negative zero"),
    (1.0, "one"),
    (-1.0, "minus one"),
    (0.1, "0.1"),
    (1.0 / 3.0, "1/3"),
    (math.pi, "pi"),
    (-math.e, "-e"),
    # float16 ties and double rounding
    (1 + p2(-11), "float16 tie at 1: down to even 1"),
    (1 + 3 * p2(-11), "float16 tie: up to even 1 + 2^-9"),
    (1 + p2(-11) + p2(-40), "float16 above the tie by 2^-40: up (through float32: the tie, down)"),
    (1 + p2(-11) - p2(-40), "float16 below the tie by 2^-40: down"),
    (-(1 + p2(-11) + p2(-40)), "negative above the tie: away from zero"),
    (2049.0, "2049: float16 tie, to 2048 (first colliding position)"),
    (2050.0, "2050: float16 exact"),
    (2051.0, "2051: float16 tie, to 2052"),
    (2049.0 + p2(-30), "2049 + 2^-30: float16 up to 2050 (through float32: 2048)"),
    (65504.0, "float16 max"),
    (65519.0, "below the float16 overflow threshold"),
    (65520.0 - p2(-30), "just below 65520: float16 65504 (through float32: 65520, inf)"),
    (65520.0, "65520: float16 overflow threshold, to inf"),
    (-65520.0, "-65520: to -inf"),
    (65536.0, "2^16: float16 inf"),
    (1e6, "1e6: float16 inf"),
    # float16 subnormals
    (p2(-14), "float16 smallest normal"),
    (p2(-14) - p2(-24), "float16 largest subnormal"),
    (p2(-24), "float16 smallest subnormal"),
    (p2(-25), "half the smallest float16 subnormal: tie, to 0"),
    (p2(-25) + p2(-50), "just above 2^-25: float16 2^-24 (through float32: the tie, 0)"),
    (3 * p2(-26), "3 * 2^-26: float16 2^-24"),
    (3 * p2(-25), "3 * 2^-25: float16 tie between 2^-24 and 2^-23, to 2^-23"),
    (5 * p2(-25), "5 * 2^-25: float16 tie, to 2 * 2^-24"),
    (-7 * p2(-26), "negative subnormal"),
    (1e-8, "1e-8: float16 0"),
    (6.0e-5, "6e-5: float16 subnormal"),
    # float32
    (16777217.0, "2^24 + 1: float32 tie, to 2^24 (first colliding position)"),
    (16777219.0, "2^24 + 3: float32 tie, to 2^24 + 4"),
    (1 + p2(-24), "float32 tie at 1"),
    (1 + p2(-24) + p2(-60), "float32 above the tie"),
    (p2(-149), "float32 smallest subnormal"),
    (p2(-150), "half the smallest float32 subnormal: tie, to 0"),
    (p2(-150) + p2(-200), "just above 2^-150: float32 2^-149"),
    (3 * p2(-150), "float32 tie between subnormals, to even"),
    (float(np.finfo(np.float32).max), "float32 max"),
    ((2 - p2(-24)) * p2(127), "float32 overflow threshold, to inf"),
    ((2 - p2(-24)) * p2(127) - p2(90), "just below the float32 overflow threshold"),
    (1e39, "1e39: float32 inf"),
    (1e-300, "1e-300: 0 in every narrow dtype"),
    (1e300, "1e300: inf in every narrow dtype"),
    # bfloat16
    (257.0, "257: bfloat16 tie, to 256 (first colliding position)"),
    (259.0, "259: bfloat16 tie, to 260"),
    (258.0, "258: bfloat16 exact"),
    (1 + p2(-8), "bfloat16 tie at 1: to 1"),
    (1 + p2(-8) + p2(-40), "bfloat16 above the tie by 2^-40: up (through float32: the tie, down)"),
    (float(0x01010001), "0x01010001: bfloat16 up (through float32: down)"),
    ((2 - p2(-7)) * p2(127), "bfloat16 max"),
    ((2 - p2(-8)) * p2(127), "bfloat16 overflow threshold, to inf"),
    ((2 - p2(-8)) * p2(127) - p2(100), "just below the bfloat16 threshold (through float32: inf)"),
    (p2(-133), "bfloat16 smallest subnormal"),
    (p2(-134), "half the smallest bfloat16 subnormal: tie, to 0"),
    (p2(-134) + p2(-180), "just above 2^-134: bfloat16 2^-133 (through float32: 0)"),
    (3 * p2(-134), "bfloat16 subnormal tie, to even"),
    (1.2e-38, "bfloat16 near the smallest normal"),
]


def main():
    rng = random.Random(20261130)
    cases = list(CASES)
    # Values an encoding produces: sin/cos and angles, and plain random doubles over many scales.
    for k in range(60):
        cases.append((math.sin(k * 0.73), "sin value"))
        cases.append((math.cos(k * 1.37 + 0.2), "cos value"))
    for k in range(120):
        m = rng.uniform(-1.0, 1.0)
        e = rng.randint(-30, 20)
        cases.append((math.ldexp(m, e), "random"))
    for k in range(40):
        # inputs just off a float16 tie (the double-rounding region)
        base = rng.randint(1024, 2047) * 2 + 1  # odd: a tie of float16 at scale 2^-11
        x = math.ldexp(base, -11) * 2 ** rng.randint(-5, 5)
        cases.append((x + math.ldexp(x, -45) * rng.choice([-1, 1]), "near a float16 tie"))

    path = os.path.join(HERE, "dtype_rounding.csv")
    with open(path, "w", newline="\n") as out:
        out.write("x,float32,float16,bfloat16,case\n")
        for x, case in cases:
            with np.errstate(over="ignore"):
                f32 = float(np.float64(x).astype(np.float32))
                f16 = float(np.float64(x).astype(np.float16))
            assert (f32 == exact_float32(x)) or (math.isnan(f32)), (x, f32)
            assert f16 == exact_float16(x), (x.hex(), f16, exact_float16(x))
            bf16 = exact_bfloat16(x)
            if f32 == x and not math.isinf(f32):
                assert bfloat16_from_float32_bits(np.float32(x)) == bf16, (x, bf16)
            assert math.copysign(1, f16) == math.copysign(1, x)
            case = case.replace(",", ";")  # the note is the last column: no commas
            out.write(f"{hexf(x)},{hexf(f32)},{hexf(f16)},{hexf(bf16)},{case}\n")
    print(f"wrote {path}: {len(cases)} lines")


if __name__ == "__main__":
    main()
