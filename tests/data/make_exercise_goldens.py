#!/usr/bin/env python3
"""Independent values for the exercise quantities (core/exercisequantity.h).

Each row is one quantity of the paper's interleaved encoding (Vaswani et al. 2017, section 3.5,
PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d))), computed with mpmath at
50 significant digits from the definitions in docs/exercises.md, never with double arithmetic:
    exercise_quantities.csv  quantity,d,base,p,q,component,pair,from,to,entry,L,value
Whole-number quantities (closest-position, least-turned-pair, unseen-pairs) are found by brute
force over the range at 50 digits.

Run: python3 tests/data/make_exercise_goldens.py   (needs python3-mpmath)
"""

import csv
import os

from mpmath import mp, mpf, nstr, sin, cos, sqrt, pi, floor

mp.dps = 50
DIGITS = 25
HERE = os.path.dirname(os.path.abspath(__file__))


def denom(d, base, i):
    return mpf(base) ** (mpf(2 * i) / d)


def pe(d, base, p):
    out = []
    for j in range(d):
        a = mpf(p) / denom(d, base, j // 2)
        out.append(sin(a) if j % 2 == 0 else cos(a))
    return out


def dist(d, base, p, q):
    a, b = pe(d, base, p), pe(d, base, q)
    return sqrt(sum((x - y) ** 2 for x, y in zip(a, b)))


def wrapped(theta):
    t = theta - 2 * pi * floor((theta + pi) / (2 * pi))
    return t  # in [-pi, pi)


rows = []


def add(quantity, d, base, value, p=0, q=3, component=0, pair=0, frm=1, to=32, entry=0, L=512):
    rows.append([quantity, d, base, p, q, component, pair, frm, to, entry, L,
                 nstr(value, DIGITS, strip_zeros=False) if not isinstance(value, int) else str(value)])


for (d, base, p, j) in [(8, "10000", 3, 0), (8, "10000", 3, 1), (8, "10000", 3, 2), (8, "10000", 1, 7),
                        (8, "10000", 6, 0), (16, "500000", 1000, 5)]:
    add("component", d, base, pe(d, base, p)[j], p=p, component=j)
for (d, base, p, i) in [(8, "10000", 3, 1), (8, "10000", 6, 0), (64, "10000", 100, 17)]:
    add("angle", d, base, mpf(p) / denom(d, base, i), p=p, pair=i)
for (d, base, i) in [(8, "10000", 0), (8, "10000", 1), (8, "10000", 3), (512, "500000", 200)]:
    add("denominator", d, base, denom(d, base, i), pair=i)
    add("wavelength", d, base, 2 * pi * denom(d, base, i), pair=i)
for (d, base, p) in [(8, "10000", 0), (8, "10000", 1234), (6, "10000", 5)]:
    add("norm", d, base, sqrt(sum(x * x for x in pe(d, base, p))), p=p)
for (d, base, p, q) in [(8, "10000", 0, 3), (8, "10000", 0, 6), (8, "10000", 5, 8), (32, "10000", 7, 1000)]:
    add("difference-norm", d, base, dist(d, base, p, q), p=p, q=q)
    add("dot-product", d, base, sum(x * y for x, y in zip(pe(d, base, p), pe(d, base, q))), p=p, q=q)
for (d, base, p, q, i) in [(8, "10000", 0, 6, 0), (8, "10000", 0, 6, 1), (8, "10000", 2, 9, 3)]:
    a, b = pe(d, base, p), pe(d, base, q)
    add("pair-distance", d, base, sqrt((a[2 * i] - b[2 * i]) ** 2 + (a[2 * i + 1] - b[2 * i + 1]) ** 2),
        p=p, q=q, pair=i)
for (d, base, p, q, i, e) in [(8, "10000", 0, 3, 0, 0), (8, "10000", 0, 3, 0, 1), (8, "10000", 0, 3, 0, 2),
                              (8, "10000", 4, 9, 1, 3)]:
    t = (q - p) / denom(d, base, i)
    m = [cos(t), sin(t), -sin(t), cos(t)]
    add("rotation-entry", d, base, m[e], p=p, q=q, pair=i, entry=e)
for (d, base, i, L) in [(8, "10000", 0, 512), (8, "10000", 3, 512), (128, "10000", 40, 2048)]:
    add("turns-within", d, base, mpf(L) / (2 * pi * denom(d, base, i)), pair=i, L=L)
for (d, base, L) in [(8, "10000", 512), (128, "10000", 2048), (128, "500000", 4096), (8, "10000", 1)]:
    add("unseen-pairs", d, base, sum(1 for i in range((d + 1) // 2) if 2 * pi * denom(d, base, i) > L), L=L)
for (d, base, p, frm, to) in [(8, "10000", 0, 1, 32), (8, "10000", 0, 1, 100), (4, "100", 5, 0, 60)]:
    best = min((q for q in range(frm, to + 1) if q != p), key=lambda q: (dist(d, base, p, q), q))
    add("closest-position", d, base, best, p=p, frm=frm, to=to)
for (d, base, p, q) in [(8, "10000", 0, 6), (8, "10000", 0, 3), (4, "2", 0, 5), (6, "1.5", 1, 13)]:
    turns = [abs(wrapped(mpf(q - p) / denom(d, base, i))) for i in range(d // 2)]
    add("least-turned-pair", d, base, min(range(d // 2), key=lambda i: (turns[i], i)), p=p, q=q)

with open(os.path.join(HERE, "exercise_quantities.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["quantity", "d", "base", "p", "q", "component", "pair", "from", "to", "entry", "L", "value"])
    w.writerows(rows)
print(len(rows), "rows")
