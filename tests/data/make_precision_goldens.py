#!/usr/bin/python3
"""Golden values for the precision lab (core/precisionlab.h, tests/core/tst_precisionlab).

The encoding PE(p)[2i] = sin(p * omega_i), PE(p)[2i+1] = cos(p * omega_i),
omega_i = 1 / base^(2i/d) (Vaswani et al. 2017, section 3.5), computed in a dtype along two paths:

  framework  the way a framework computes it in that dtype, rounding exactly at these steps:
             P = dtype(p); W = dtype(omega_i) with omega_i computed in float64;
             A = P * W in the dtype; value = dtype(sin(A)) and dtype(cos(A)) with sin/cos of the
             rounded angle evaluated in float64.
  cast       computed in float64 (sin(p * omega_i)), then cast to the dtype.

How each step is computed here (independently of the C++ code):
  * float16 and float32: NumPy's own scalar types and arithmetic. np.float16 * np.float16 is
    NumPy's float16 product, one rounding of the exact product (NumPy multiplies in float32, where
    the product of two 11-bit significands is exact, then rounds to float16 once), so NumPy
    reproduces the framework path exactly when one rounds at the same steps. The casts are
    numpy.float64(v).astype(dtype): one rounding, to nearest, ties to even.
  * sin and cos: Python's math.sin/math.cos in float64 on the rounded angle, then cast. NumPy's
    own float32/float16 sine is not used for the goldens: it is a vectorised approximation, not
    always the correctly rounded value, and frameworks' sines differ from each other in the last
    bit in the same way; the lab defines the value as the correctly rounded sine of the rounded
    angle, and this is how one computes it with NumPy.
  * bfloat16 (NumPy has none): every step is the exact rational rounding of
    make_dtype_goldens.round_exact (8 significant bits, ties to even, float32's exponent range)
    applied to the float64 result of the step, which is exact for the product of two bfloat16
    values (16 significant bits).
  * omega_i = 1 / base^(2i/d) with Python floats (math.pow, the C library's pow, as
    core/positionalencoding.cpp).
  * Errors against the exact encoding: mpmath at 40 digits of sin/cos(p / den_i), den_i the
    double base^(2i/d) (the encoding at the double-precision parameters, which
    PositionalEncoding::fillRange reproduces within 1e-12 for every p < 2^31; the real
    base^(2i/d) differs from it by half an ulp, which moves angles near 2^31 by up to 1e-7).

Files written next to this script:
  precision_rows.csv        d,base,dtype,path,p,j,value     (value as a C99 hex float, or nan)
  precision_errors.csv      d,base,dtype,path,p,max_abs_error  (inf where the row is nan)
  precision_rotation.csv    d,base,dtype,p,k,against_dtype_row,against_exact
  precision_collisions.csv  dtype,first_identical,first_overflow   (-1: none below 2^31)
first_identical is the first position whose dtype value equals that of the position before it,
found by rounding every integer in turn (exhaustive scan, not the binade argument the C++ code
uses); first_overflow the first position that rounds to infinity (float16 only, also scanned).

Run: /usr/bin/python3 tests/data/make_precision_goldens.py   (needs python3-numpy, python3-mpmath)
"""

import math
import os
import sys

import numpy as np
from mpmath import mp, mpf

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_dtype_goldens import round_exact  # noqa: E402  (the exact rounding, shared)

mp.dps = 40
MAX_POSITION = 2**31 - 1

NUMPY = {"float64": np.float64, "float32": np.float32, "float16": np.float16}


def to_dtype(x, dtype):
    """One rounding of the Python float x to the dtype, returned as a Python float."""
    if dtype == "bfloat16":
        return round_exact(float(x), 8, -126, 127)
    with np.errstate(over="ignore"):
        return float(np.float64(x).astype(NUMPY[dtype]))


def multiply(a, b, dtype):
    """The dtype product of two dtype values a, b (Python floats)."""
    if dtype == "bfloat16":
        return round_exact(a * b, 8, -126, 127)  # a * b exact in float64
    t = NUMPY[dtype]
    with np.errstate(over="ignore", invalid="ignore"):
        return float(t(a) * t(b))


def add(a, b, dtype):
    if dtype == "bfloat16":
        return round_exact(a + b, 8, -126, 127)
    t = NUMPY[dtype]
    return float(t(a) + t(b))


def omega(d, base, i):
    return 1.0 / math.pow(base, (2 * i) / d)


def sin_cos(angle):
    if math.isinf(angle):
        return math.nan, math.nan
    return math.sin(angle), math.cos(angle)


def framework_row(d, base, p, dtype):
    position = to_dtype(float(p), dtype)
    row = []
    for j in range(d):
        i = j // 2
        w = to_dtype(omega(d, base, i), dtype)
        angle = multiply(position, w, dtype)
        s, c = sin_cos(angle)
        row.append(to_dtype(s if j % 2 == 0 else c, dtype))
    return row


def cast_row(d, base, p, dtype):
    row = []
    for j in range(d):
        angle = float(p) * omega(d, base, j // 2)  # float64 product
        s, c = sin_cos(angle)
        row.append(to_dtype(s if j % 2 == 0 else c, dtype))
    return row


def exact_row(d, base, p):
    """sin and cos of p / den_i exactly (40 digits), den_i the double base^(2i/d) that
    core/positionalencoding.cpp uses (math.pow, the same C library pow): the reference of the
    precision lab is the encoding at the double-precision parameters, evaluated exactly."""
    row = []
    for j in range(d):
        angle = mpf(p) / mpf(math.pow(base, (2 * (j // 2)) / d))
        row.append(mp.sin(angle) if j % 2 == 0 else mp.cos(angle))
    return row


def hexf(v):
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return float.hex(v)


def first_identical_scan(dtype):
    if dtype == "float64":
        return -1  # every integer below 2^53 is a float64 value
    if dtype == "bfloat16":
        previous = to_dtype(0.0, dtype)
        for p in range(1, 1 << 20):
            value = to_dtype(float(p), dtype)
            if value == previous:
                return p
            previous = value
        raise RuntimeError("no bfloat16 collision found")
    t = NUMPY[dtype]
    chunk = 1 << 22
    start = 0
    while start <= MAX_POSITION:
        stop = min(start + chunk, MAX_POSITION + 1)
        with np.errstate(over="ignore"):
            values = np.arange(start, stop, dtype=np.float64).astype(t)
        same = np.nonzero(values[1:] == values[:-1])[0]
        if same.size:
            return int(start + same[0] + 1)
        start = stop - 1  # overlap one position so the pair across chunks is compared
    return -1


def first_overflow_scan(dtype):
    if dtype != "float16":
        return -1  # float32's and bfloat16's range (3.4e38) is far above 2^31
    with np.errstate(over="ignore"):
        values = np.arange(0, 1 << 17, dtype=np.float64).astype(np.float16)
    return int(np.nonzero(np.isinf(values))[0][0])


def main():
    dtypes = ["float64", "float32", "bfloat16", "float16"]
    row_cases = [(8, 10000.0), (7, 10000.0), (6, 2.5)]
    positions = [0, 1, 3, 100, 257, 1000, 2049, 4097, 30000, 65519, 65520, 16777217, MAX_POSITION]

    with open(os.path.join(HERE, "precision_rows.csv"), "w", newline="\n") as out:
        out.write("d,base,dtype,path,p,j,value\n")
        for d, base in row_cases:
            for dtype in dtypes:
                for path, make in (("framework", framework_row), ("cast", cast_row)):
                    for p in positions:
                        for j, v in enumerate(make(d, base, p, dtype)):
                            out.write(f"{d},{base!r},{dtype},{path},{p},{j},{hexf(v)}\n")

    error_positions = [1, 10, 257, 2049, 20000, 65519, 65520, 1000003, 16777217, MAX_POSITION]
    with open(os.path.join(HERE, "precision_errors.csv"), "w", newline="\n") as out:
        out.write("d,base,dtype,path,p,max_abs_error\n")
        d, base = 16, 10000.0
        for p in error_positions:
            exact = exact_row(d, base, p)
            for dtype in dtypes:
                for path, make in (("framework", framework_row), ("cast", cast_row)):
                    row = make(d, base, p, dtype)
                    if any(math.isnan(v) for v in row):
                        error = math.inf
                    else:
                        error = float(max(abs(mpf(v) - e) for v, e in zip(row, exact)))
                    out.write(f"{d},{base!r},{dtype},{path},{p},{error!r}\n")

    with open(os.path.join(HERE, "precision_rotation.csv"), "w", newline="\n") as out:
        out.write("d,base,dtype,p,k,against_dtype_row,against_exact\n")
        for d, base, p, k in [(16, 10000.0, 100, 7), (8, 10000.0, 0, 3), (16, 10000.0, 2000, 60),
                              (16, 10000.0, 30000, -500), (8, 100.0, 5, 1000)]:
            exact = exact_row(d, base, p + k)
            for dtype in dtypes:
                start = framework_row(d, base, p, dtype)
                target = framework_row(d, base, p + k, dtype)
                offset = to_dtype(float(k), dtype)
                worst_row = 0.0
                worst_exact = 0.0
                for i in range(d // 2):
                    turn = multiply(offset, to_dtype(omega(d, base, i), dtype), dtype)
                    c = to_dtype(math.cos(turn), dtype)
                    s = to_dtype(math.sin(turn), dtype)
                    sp, cp = start[2 * i], start[2 * i + 1]
                    sq = add(multiply(c, sp, dtype), multiply(s, cp, dtype), dtype)
                    cq = add(multiply(c, cp, dtype), -multiply(s, sp, dtype), dtype)
                    worst_row = max(worst_row, math.hypot(sq - target[2 * i], cq - target[2 * i + 1]))
                    worst_exact = max(worst_exact, float(mp.sqrt((sq - exact[2 * i]) ** 2
                                                                 + (cq - exact[2 * i + 1]) ** 2)))
                out.write(f"{d},{base!r},{dtype},{p},{k},{worst_row!r},{worst_exact!r}\n")

    with open(os.path.join(HERE, "precision_collisions.csv"), "w", newline="\n") as out:
        out.write("dtype,first_identical,first_overflow\n")
        for dtype in dtypes:
            out.write(f"{dtype},{first_identical_scan(dtype)},{first_overflow_scan(dtype)}\n")
    print("wrote precision_rows.csv, precision_errors.csv, precision_rotation.csv, "
          "precision_collisions.csv")


if __name__ == "__main__":
    main()
