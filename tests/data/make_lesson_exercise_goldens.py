#!/usr/bin/env python3
"""Independent answers of the built-in exercises of the lessons "encoding" and "rope"
(resources/exercises/*.json: questions whose answer the step's text no longer prints).

Each answer is written out here from the question's own definition, with mpmath at 50
significant digits, never with the app's code or double arithmetic:
    PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d))   (interleaved,
    Vaswani et al. 2017, section 3.5); the concatenated layout puts every sin first, then every
    cos; signs are -1, 0 or +1; M(k, i) = [[cos k w_i, sin k w_i], [-sin k w_i, cos k w_i]].
    lesson_exercise_answers.csv  id,value   (25 significant digits)
tests/ui/lesson/tst_exerciseset (independentValues) compares every row with the app's answer.

Run: python3 tests/data/make_lesson_exercise_goldens.py   (needs python3-mpmath)
"""

import csv
import os

from mpmath import mp, mpf, nstr, sin, cos, sqrt, pi, sign

mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))
B = mpf(10000)


def denom(d, i, base=B):
    return mpf(base) ** (mpf(2 * i) / d)


def pe(d, p, base=B):
    return [(sin if j % 2 == 0 else cos)(mpf(p) / denom(d, j // 2, base)) for j in range(d)]


def pe_concatenated(d, p, base=B):
    half = d // 2
    return [sin(mpf(p) / denom(d, i, base)) for i in range(half)] + \
           [cos(mpf(p) / denom(d, i, base)) for i in range(half)]


def dist(d, p, q):
    return sqrt(sum((x - y) ** 2 for x, y in zip(pe(d, p), pe(d, q))))


def dot(d, p, q):
    return sum(x * y for x, y in zip(pe(d, p), pe(d, q)))


def norm(v):
    return sqrt(sum(x * x for x in v))


def wrapped(theta):
    return theta - 2 * pi * mp.floor((theta + pi) / (2 * pi))


def closest(d, p, lo, hi):
    best = min(range(lo, hi + 1), key=lambda q: (dist(d, p, q) if q != p else mpf("inf"), q))
    return best


answers = {
    # lesson "encoding" (d = 8, base 10000 unless said otherwise)
    "alone-switched-on-sign": sign(sin(4) - sin(0)),
    "first-pair-sin": sin(4),
    "first-pair-cos-sign": sign(cos(5)),
    "second-pair-sin": sin(mpf(4) / 10),
    "last-pair-denominator": denom(16, 7),
    "addition-component": sin(5) - sin(0),
    "subtraction-norm": dist(8, 0, 4),
    "off-still-computed": cos(4),
    "closest-position": closest(8, 0, 1, 100),
    "fast-pair-at-7": sqrt((sin(7) - sin(0)) ** 2 + (cos(7) - cos(0)) ** 2),
    "rotation-entry": cos(4),
    # the pair whose angle q w_i, reduced to (-pi, pi], is smallest in size: 44 - 14 pi for pair 0
    "least-turned-pair": min(range(4), key=lambda i: abs(wrapped(44 / denom(8, i)))),
    "table-size": 1000 * 8,
    # x(p) = E + p PE(p): x(4) - x(0) = 4 PE(4) - 0 PE(0)
    "amplitude-mistake": norm([4 * x for x in pe(8, 4)]),
    "slow-cos-at-32": cos(mpf(32) / denom(8, 3)),
    "far-position-sin-sign": sign(sin(10000)),
    "concatenation-width": 2 * 8,
    "dot-product-offset": dot(8, 5, 8),
    "norm-any-position": norm(pe(12, 1234)),
    # lesson "rope"
    "pp-term-self": dot(16, 2, 2),
    "pp-term-neighbours": dot(16, 1, 2),
    "pp-same-offset": dot(8, 10, 17),
    "pp-negative-offset": dot(8, 12, 6),
    "order-blind-difference": mpf(0),  # encoding off: x = E in both slots
    "order-visible-difference": dist(8, 0, 3),
    "pe-norm-768": norm(pe(768, 12345)),
    "rope-angle": 7 / denom(8, 1),
    "rotation-bottom-left": -sin(3),
    "shifted-rotation": cos(mpf(1003 - 1000)),
    "half-layout-component": pe_concatenated(8, 3)[4],
    "half-layout-sign": sign(pe_concatenated(8, 3)[1]),
    "partial-slowest-angle": mpf(1000) / denom(16, 7),
    "partial-slowest-wavelength": 2 * pi * denom(16, 7),
    "added-vector-moves": sin(100),
    "rotation-after-shift": sin(mpf(3) / 10),
}

with open(os.path.join(HERE, "lesson_exercise_answers.csv"), "w", newline="") as out:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["id", "value"])
    for key, value in answers.items():
        writer.writerow([key, str(value) if isinstance(value, int) else nstr(mpf(value), 25)])
