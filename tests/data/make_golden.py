#!/usr/bin/env python3
"""Independent golden values for the core tests of pe-visualiser.

Computes the sinusoidal positional encoding of Vaswani et al. 2017, section 3.5,
    PE(p)[2i]   = sin(p / base^(2i/d))
    PE(p)[2i+1] = cos(p / base^(2i/d))
with mpmath at 50 significant digits (no double-precision arithmetic anywhere) and writes
    golden_pe.csv         d,base,p,j,value
    golden_distances.csv  d,base,p,q,pair,value
next to this script. pair = -1 is the full-vector Euclidean norm |PE(q) - PE(p)|; pair >= 0
is the Euclidean distance between pair i of PE(p) and of PE(q) (with odd d the last pair is
a lone sin component, so its distance is |sin difference|). Values carry 25 significant digits.

Run: python3 tests/data/make_golden.py   (needs python3-mpmath)
"""

import csv
import os

from mpmath import mp, mpf, nstr, sin, cos, sqrt

mp.dps = 50
DIGITS = 25

HERE = os.path.dirname(os.path.abspath(__file__))

# (d, base, positions); base is written as a string so that mpf gets it exactly.
PE_CASES = [
    (8, "10000", [0, 1, 2, 3, 6, 10, 31, 32, 100, 1000, 65535]),
    (5, "10000", [0, 3, 7]),
    (512, "10000", [0, 3, 1000]),
    (8, "100", [0, 3]),
    (6, "2.5", [0, 5]),
]

# (d, base, p, q, pair)
DISTANCE_CASES = (
    [(8, "10000", 0, 3, -1), (8, "10000", 0, 6, -1)]
    + [(8, "10000", 0, 3, i) for i in range(4)]
    + [(8, "10000", 0, 6, i) for i in range(4)]
    + [(5, "10000", 0, 3, -1)]
    + [(5, "10000", 0, 3, i) for i in range(3)]
)


def encoding(d, base, p):
    b = mpf(base)
    v = []
    for j in range(d):
        i = j // 2
        angle = mpf(p) / b ** (mpf(2 * i) / mpf(d))
        v.append(sin(angle) if j % 2 == 0 else cos(angle))
    return v


def text(x):
    return nstr(x, DIGITS, strip_zeros=False)


def base_text(base):
    # "10000", "100", "2.5": as written above, parseable by strtod.
    return base


def main():
    with open(os.path.join(HERE, "golden_pe.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["d", "base", "p", "j", "value"])
        for d, base, positions in PE_CASES:
            for p in positions:
                for j, value in enumerate(encoding(d, base, p)):
                    w.writerow([d, base_text(base), p, j, text(value)])

    with open(os.path.join(HERE, "golden_distances.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["d", "base", "p", "q", "pair", "value"])
        for d, base, p, q, pair in DISTANCE_CASES:
            a = encoding(d, base, p)
            b = encoding(d, base, q)
            diff = [y - x for x, y in zip(a, b)]
            if pair < 0:
                value = sqrt(sum(x * x for x in diff))
            else:
                value = sqrt(sum(x * x for x in diff[2 * pair:2 * pair + 2]))
            w.writerow([d, base_text(base), p, q, pair, text(value)])


if __name__ == "__main__":
    main()
