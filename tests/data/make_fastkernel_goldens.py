#!/usr/bin/env python3
"""Writes fastkernel_large_positions.csv: goldens for PositionalEncoding::fillRange near p = 2^31.

Each row holds one component PE(p)[j] = sin (even j) or cos (odd j) of the exact real number
p / den, where den is the double-precision denominator base^(2i/d) (i = j // 2) as the core
computes it: pow(base, 2i/d) with the exponent 2i/d rounded to a double, evaluated here with
mpmath at 60 significant digits and rounded once to a double (so a correctly rounded pow; the
test checks that the core's denominator is this very double, written in hex). The value is then
sin or cos of p / den in 60-digit arithmetic, rounded to a double (error below 1.2e-16).

Run from anywhere: python3 tests/data/make_fastkernel_goldens.py (needs python3-mpmath).
"""
import os

import mpmath

mpmath.mp.dps = 60
LAST = 2**31 - 1

# (d, base, p0, count, rows, components): the fill covers positions p0 .. p0 + count - 1 and
# crosses the 32-row and 1024-row re-anchoring boundaries; rows are offsets from p0.
CASES = [
    (8, 10000.0, LAST - 1099, 1100, [0, 1, 31, 32, 33, 63, 64, 1023, 1024, 1025, 1099], range(8)),
    (7, 10000.0, LAST - 1099, 1100, [0, 17, 555, 1050, 1099], range(7)),
    (1024, 10000.0, LAST - 2047, 2048, [5, 1030, 2047],
     [0, 1, 2, 3, 100, 101, 510, 511, 1022, 1023]),
    (3, 2.0, LAST - 40, 41, [0, 39, 40], range(3)),
    (64, 1e6, LAST - 99, 100, [0, 50, 99], [0, 1, 2, 3, 30, 31, 62, 63]),
    (513, 500000.0, 1500000000, 1200, [0, 777, 1199], [0, 1, 255, 256, 257, 511, 512]),
]


def denominator(base, d, i):
    exponent = (2 * i) / d  # a Python float: the same rounded double as in the core
    return float(mpmath.power(mpmath.mpf(base), mpmath.mpf(exponent)))


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fastkernel_large_positions.csv")
    with open(out, "w", encoding="ascii") as f:
        f.write("# Goldens for PositionalEncoding::fillRange near p = 2^31, made by "
                "make_fastkernel_goldens.py (mpmath, 60 digits).\n")
        f.write("d,base,p0,count,row,j,denominator_hex,value\n")
        for d, base, p0, count, rows, components in CASES:
            for row in rows:
                p = p0 + row
                for j in components:
                    den = denominator(base, d, j // 2)
                    angle = mpmath.mpf(p) / mpmath.mpf(den)
                    value = mpmath.sin(angle) if j % 2 == 0 else mpmath.cos(angle)
                    f.write(f"{d},{base!r},{p0},{count},{row},{j},{den.hex()},{float(value)!r}\n")


if __name__ == "__main__":
    main()
