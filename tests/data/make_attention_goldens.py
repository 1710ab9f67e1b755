#!/usr/bin/env python3
"""Independent golden values for the attention-score and RoPE core tests of pe-visualiser.

Written from the documented specifications (the comments of core/seededrandom.h,
core/embeddingtable.h, core/querykeyprojections.h, core/attentionscore.h, core/rope.h) and the
papers, never from the C++ code or its output:

  * the seeded generator: std::mt19937_64 re-implemented here from the C++ standard's
    definition ([rand.eng.mers], [rand.predef]; checked against the standard's 10000th value),
    the uniform mapping, FNV-1a, the rejection sampling and Fisher-Yates;
  * "double" columns: the generator's exact double results, obtained by running the documented
    sequence of IEEE-754 double operations (+, -, *, /, sqrt, frexp, round-half-even) in Python
    floats, which are IEEE doubles without fused multiply-adds: the C++ code must give the same
    bits;
  * "exact" and "value" columns: mpmath at mp.dps = 50 (50 significant digits): the true values
    of Box-Muller, ln, sin, cos of the same inputs; the four score terms of Vaswani et al. 2017
    section 3.5 / the article's section 7 from the embedding doubles; RoPE rotations and scores
    (Su et al. 2021, RoFormer, arXiv 2104.09864, section 3.4.2 eq. 14-16) with the exact real
    theta_i = base^(-2i/r); the long-term decay of section 3.4.3,
    (1/(r/2)) sum_{j=1}^{r/2} |S_j|, S_j = sum_{k=0}^{j-1} e^{i (m-n) theta_k}.

Values carry 25 significant digits ("exact", "value") or the shortest repr that round-trips a
double ("double"). Files are written next to this script; see tests/data/README.md.

Run: python3 tests/data/make_attention_goldens.py   (needs python3-mpmath)
"""

import csv
import math
import os

from mpmath import mp, mpf, mpc, nstr, sqrt, log, sin, cos, pi, exp, fabs

mp.dps = 50
DIGITS = 25
HERE = os.path.dirname(os.path.abspath(__file__))
MASK = (1 << 64) - 1


def text(x):
    return nstr(x, DIGITS, strip_zeros=False)


# ---------------------------------------------------------------------------------------------
# std::mt19937_64 from the standard: w = 64, n = 312, m = 156, r = 31, a = 0xb5026f5aa96619e9,
# u = 29, d = 0x5555555555555555, s = 17, b = 0x71d67fffeda60000, t = 37, c = 0xfff7eee000000000,
# l = 43, f = 6364136223846793005.
class MT19937_64:
    N, M = 312, 156
    LOWER = (1 << 31) - 1
    UPPER = MASK & ~LOWER

    def __init__(self, seed):
        self.mt = [0] * self.N
        self.mt[0] = seed & MASK
        for i in range(1, self.N):
            prev = self.mt[i - 1]
            self.mt[i] = (6364136223846793005 * (prev ^ (prev >> 62)) + i) & MASK
        self.index = self.N

    def _twist(self):
        for i in range(self.N):
            x = (self.mt[i] & self.UPPER) | (self.mt[(i + 1) % self.N] & self.LOWER)
            xa = x >> 1
            if x & 1:
                xa ^= 0xB5026F5AA96619E9
            self.mt[i] = self.mt[(i + self.M) % self.N] ^ xa
        self.index = 0

    def __call__(self):
        if self.index >= self.N:
            self._twist()
        y = self.mt[self.index]
        self.index += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000 & MASK
        y ^= (y << 37) & 0xFFF7EEE000000000 & MASK
        y ^= y >> 43
        return y & MASK


def check_standard_engine():
    e = MT19937_64(5489)
    for _ in range(9999):
        e()
    assert e() == 9981545732273789042, "mt19937_64 does not match the C++ standard"


# ---------------------------------------------------------------------------------------------
# The documented double-precision generator (core/seededrandom.h), in Python floats.
TWO_PI = float.fromhex("0x1.921fb54442d18p+2")
LN2_HI = float.fromhex("0x1.62e42feep-1")
LN2_LO = float.fromhex("0x1.a39ef35793c76p-33")
SQRT_HALF = float.fromhex("0x1.6a09e667f3bcdp-1")
ATANH = [1.0 / (2 * k + 1) for k in range(13)]
SIN = [(-1.0 if k % 2 else 1.0) / math.factorial(2 * k + 1) for k in range(11)]
COS = [(-1.0 if k % 2 else 1.0) / math.factorial(2 * k) for k in range(11)]


def horner(c, y):
    s = c[-1]
    for k in range(len(c) - 2, -1, -1):
        s = s * y + c[k]
    return s


def natural_log(x):
    m, e = math.frexp(x)
    if m < SQRT_HALF:
        m *= 2.0
        e -= 1
    s = (m - 1.0) / (m + 1.0)
    lnm = 2.0 * s * horner(ATANH, s * s)
    ex = float(e)
    return ex * LN2_HI + (ex * LN2_LO + lnm)


def sin_cos_turn(u):
    quarter = float(round(4.0 * u))  # Python's round: half to even, as nearbyint
    f = u - 0.25 * quarter
    a = TWO_PI * f
    a2 = a * a
    sa = a * horner(SIN, a2)
    ca = horner(COS, a2)
    q = int(quarter) % 4
    return [(sa, ca), (ca, -sa), (-sa, -ca), (-ca, sa)][q]


class SeededRandom:
    def __init__(self, seed):
        self.engine = MT19937_64(seed)
        self.spare = None
        self.exact_spare = None

    def bits(self):
        return self.engine()

    def uniform(self):
        return (float(self.bits() >> 12) + 0.5) * 2.0 ** -52

    def below(self, bound):
        threshold = (2 ** 64) % bound
        x = self.bits()
        while x < threshold:
            x = self.bits()
        return x % bound

    def normal(self):
        """(double as C++ computes it, exact Box-Muller value of the same uniforms)."""
        if self.spare is not None:
            out = (self.spare, self.exact_spare)
            self.spare = None
            return out
        u1 = self.uniform()
        u2 = self.uniform()
        radius = math.sqrt(-2.0 * natural_log(u1))
        s, c = sin_cos_turn(u2)
        self.spare = radius * s
        exact_radius = sqrt(-2 * log(mpf(u1)))
        self.exact_spare = exact_radius * sin(2 * pi * mpf(u2))
        return radius * c, exact_radius * cos(2 * pi * mpf(u2))

    def permutation(self, n):
        perm = list(range(n))
        for i in range(n - 1, 0, -1):
            j = self.below(i + 1)
            perm[i], perm[j] = perm[j], perm[i]
        return perm


def shuffle_permutation(rows, seed):
    """AttentionScore::shufflePermutation as documented."""
    n = len(rows)
    if n < 2 or all(r == rows[0] for r in rows):
        return list(range(n))
    rnd = SeededRandom(seed)
    for _ in range(64):
        perm = rnd.permutation(n)
        if [rows[s] for s in perm] != rows:
            return perm
    return [(s + 1) % n for s in range(n)]


def fnv1a64(word):
    h = 0xCBF29CE484222325
    for byte in word.encode("utf-8").lower():
        h ^= byte
        h = (h * 0x100000001B3) & MASK
    return h


def embedding_row(word, d, seed):
    """(doubles, exact values) of the generated row of `word`."""
    rnd = SeededRandom(seed ^ fnv1a64(word))
    root = math.sqrt(float(d))
    doubles, exact = [], []
    for _ in range(d):
        z, zx = rnd.normal()
        doubles.append(z / root)
        exact.append(zx / sqrt(mpf(d)))
    return doubles, exact


def tokenize(sentence):
    return sentence.split()


def table_rows(tokens):
    words, index, rows = [], {}, []
    for t in tokens:
        key = t.encode("utf-8").lower()
        if key not in index:
            index[key] = len(words)
            words.append(t)
        rows.append(index[key])
    return words, rows


# ---------------------------------------------------------------------------------------------
# Sinusoidal encoding and RoPE, exact.
def pe_vector(d, base, p):
    b = mpf(base)
    v = []
    for j in range(d):
        angle = mpf(p) / b ** (mpf(2 * (j // 2)) / d)
        v.append(sin(angle) if j % 2 == 0 else cos(angle))
    return v


def dot(a, b):
    return sum((x * y for x, y in zip(a, b)), mpf(0))


def rotary_dims(d, fraction):
    r = int(float(fraction) * d)  # the documented rule, in double as the frameworks do
    return r - r % 2


def rope_pairs(d, r, layout):
    half = r // 2
    if layout == "interleaved":
        return [(2 * i, 2 * i + 1) for i in range(half)]
    return [(i, i + half) for i in range(half)]


def rope_theta(base, r, i):
    return mpf(base) ** (-mpf(2 * i) / r)


def rope_rotate(x, m, d, base, layout, fraction):
    r = rotary_dims(d, fraction)
    out = list(x)
    for i, (a, b) in enumerate(rope_pairs(d, r, layout)):
        t = mpf(m) * rope_theta(base, r, i)
        out[a] = x[a] * cos(t) - x[b] * sin(t)
        out[b] = x[a] * sin(t) + x[b] * cos(t)
    return out


def decay_bound(d, base, fraction, distance):
    r = rotary_dims(d, fraction)
    half = r // 2
    s = mpc(0)
    total = mpf(0)
    for k in range(half):
        s += exp(mpc(0, 1) * distance * rope_theta(base, r, k))
        total += abs(s)
    return total / half


def score_bound(q, k, d, base, layout, fraction, distance):
    r = rotary_dims(d, fraction)
    pairs = rope_pairs(d, r, layout)
    h = [mpc(q[a], q[b]) * mpc(k[a], -k[b]) for a, b in pairs] + [mpc(0)]
    step = max(abs(h[i + 1] - h[i]) for i in range(len(pairs)))
    return step * decay_bound(d, base, fraction, distance) * len(pairs) + fabs(dot(q[r:], k[r:]))


def parse_vector(s):
    return [mpf(float(v)) for v in s.split(";")]


# ---------------------------------------------------------------------------------------------
def write(name, header, rows):
    with open(os.path.join(HERE, name), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


def seeded_files():
    bits = []
    for seed in (0, 1, 2017, MASK):
        e = MT19937_64(seed)
        for i in range(6):
            bits.append([seed, i, e()])
    e = MT19937_64(5489)
    for i in range(10000):
        v = e()
    bits.append([5489, 9999, v])
    write("seeded_bits.csv", ["seed", "index", "bits"], bits)

    normals = []
    for seed in (0, 2017, 2021, 123456789, MASK):
        rnd = SeededRandom(seed)
        for i in range(12):
            z, zx = rnd.normal()
            normals.append([seed, i, repr(z), text(zx)])
    write("seeded_normals.csv", ["seed", "index", "double", "exact"], normals)

    functions = []
    for x in ("1", "0.5", "0.75", "0.7071067811865476", "0.7071067811865475", "1e-300",
              "2.220446049250313e-16", "0.9999999999999999", "0.123456789", "3", "1000",
              "5e-324"):
        v = float(x)
        functions.append(["log", x, repr(natural_log(v)), text(log(mpf(v)))])
    for x in ("0", "0.125", "0.1", "0.25", "0.3", "0.375", "0.5", "0.6", "0.625", "0.75",
              "0.875", "0.9999999999999999", "1", "1.1102230246251565e-16", "0.2499999999999999"):
        v = float(x)
        s, c = sin_cos_turn(v)
        functions.append(["sinturn", x, repr(s), text(sin(2 * pi * mpf(v)))])
        functions.append(["costurn", x, repr(c), text(cos(2 * pi * mpf(v)))])
    write("seeded_functions.csv", ["function", "x", "double", "exact"], functions)

    integers = []
    for seed, bound in ((7, 1), (7, 2), (7, 5), (2017, 6), (2017, 1000003), (3, 2 ** 63 + 1)):
        rnd = SeededRandom(seed)
        for i in range(5):
            integers.append([seed, bound, i, rnd.below(bound)])
    write("seeded_integers.csv", ["seed", "bound", "index", "value"], integers)

    perms = []
    for seed, n in ((7, 0), (7, 1), (7, 2), (7, 5), (2017, 5), (42, 10)):
        perms.append(["permutation", seed, ";".join(str(s) for s in range(n)),
                      ";".join(str(s) for s in SeededRandom(seed).permutation(n))])
    for seed, rows in ((7, [0, 1, 2, 0, 3]), (1, [0, 1, 2, 0, 3]), (2017, [0, 1, 2, 0, 3]),
                       (7, [0, 0]), (7, [0, 1]), (5, [0, 0, 1]), (7, [2, 2, 2]), (7, [4])):
        perms.append(["shuffle", seed, ";".join(map(str, rows)),
                      ";".join(str(s) for s in shuffle_permutation(rows, seed))])
    write("seeded_permutations.csv", ["kind", "seed", "rows", "perm"], perms)


def embedding_files():
    rows = []
    for seed, d, sentence in ((2017, 8, "the cat saw the dog"), (0, 5, "The THE the"),
                              (2017, 16, "the"), (99, 3, "a b c d")):
        words, _ = table_rows(tokenize(sentence))
        for word in words:
            doubles, exact = embedding_row(word, d, seed)
            for j in range(d):
                rows.append([seed, d, word, fnv1a64(word), j, repr(doubles[j]), text(exact[j])])
    write("embedding_golden.csv", ["seed", "d", "word", "hash", "j", "double", "exact"], rows)

    norms = []
    for seed, d in ((2017, 8), (2017, 512)):
        for word in ("the", "cat"):
            doubles, _ = embedding_row(word, d, seed)
            for scaled in (0, 1):
                factor = math.sqrt(float(d)) if scaled else 1.0
                values = [mpf(v * factor) for v in doubles]  # the doubles a model reads
                norms.append(["E", seed, d, word, scaled, text(sqrt(dot(values, values)))])
    for d, p in ((8, 0), (8, 3), (512, 3), (5, 3), (7, 1000)):
        v = pe_vector(d, "10000", p)
        norms.append(["PE", "", d, p, "", text(sqrt(dot(v, v)))])
    write("embedding_norms.csv", ["kind", "seed", "d", "item", "scaled", "value"], norms)


ATTENTION_CASES = [
    # name, d, base, seed, sentence, scaled, encoding, projection seed ("" = identity)
    ("lesson-on", 8, "10000", 2017, "the cat saw the dog", 0, 1, ""),
    ("lesson-off", 8, "10000", 2017, "the cat saw the dog", 0, 0, ""),
    ("projected", 8, "10000", 2017, "the cat saw the dog", 0, 1, "2021"),
    ("scaled", 16, "100", 5, "the cat saw the dog", 1, 1, ""),
    ("odd-d", 5, "10000", 2017, "a b a", 0, 1, ""),
]


def attention_file():
    out = []
    for name, d, base, seed, sentence, scaled, encoding, proj in ATTENTION_CASES:
        tokens = tokenize(sentence)
        words, rows = table_rows(tokens)
        factor = math.sqrt(float(d)) if scaled else 1.0
        table = [[v * factor for v in embedding_row(w, d, seed)[0]] for w in words]
        n = len(tokens)
        E = [[mpf(v) for v in table[rows[s]]] for s in range(n)]
        A = [pe_vector(d, base, s) if encoding else [mpf(0)] * d for s in range(n)]
        X = [[e + a for e, a in zip(E[s], A[s])] for s in range(n)]
        if proj:
            rnd = SeededRandom(int(proj))
            root = math.sqrt(float(d))
            wq = [rnd.normal()[0] / root for _ in range(d * d)]
            wk = [rnd.normal()[0] / root for _ in range(d * d)]

            def project(w, v):
                return [sum((mpf(w[i * d + j]) * v[j] for j in range(d)), mpf(0))
                        for i in range(d)]
        else:
            wq = wk = None

            def project(w, v):
                return v
        qE = [project(wq, v) for v in E]
        kE = [project(wk, v) for v in E]
        qA = [project(wq, v) for v in A]
        kA = [project(wk, v) for v in A]
        qX = [project(wq, v) for v in X]
        kX = [project(wk, v) for v in X]
        for a in range(n):
            for b in range(n):
                terms = [("total", dot(qX[a], kX[b])), ("EE", dot(qE[a], kE[b])),
                         ("EP", dot(qE[a], kA[b])), ("PE", dot(qA[a], kE[b])),
                         ("PP", dot(qA[a], kA[b]))]
                if encoding and d % 2 == 0 and not proj:
                    omega = [mpf(base) ** (-mpf(2 * i) / d) for i in range(d // 2)]
                    terms.append(("PP_offset", sum(cos((b - a) * w) for w in omega)))
                for term, value in terms:
                    out.append([name, d, base, seed, sentence, scaled, encoding, proj, term, a, b,
                                text(value)])
    write("attention_golden.csv",
          ["case", "d", "base", "seed", "sentence", "scaled", "encoding", "projection_seed",
           "term", "a", "b", "value"], out)


Q8 = "0.5;-1.25;2;0.75;-0.3;1.1;0.05;-2.5"
K8 = "1;0.25;-0.5;1.5;2.25;-0.75;0.4;0.9"
Q6 = "1;2;3;4;5;6"
K6 = "-0.5;0.5;1.5;-1.5;2.5;0.125"
Q7 = "0.3;-0.2;0.9;1.4;-1;0.6;2"
Q64 = ";".join(repr(round(math.sin(1.7 * j + 0.3), 6)) for j in range(64))
K64 = ";".join(repr(round(math.cos(0.9 * j - 0.2), 6)) for j in range(64))

ROPE_CASES = [
    # d, base, layout, fraction, vector, positions
    (8, "10000", "interleaved", "1", Q8, [0, 1, 3, 10, 100, 1000, 10000]),
    (8, "10000", "half-split", "1", Q8, [0, 1, 3, 100]),
    (8, "10000", "interleaved", "0.5", Q8, [0, 3, 100]),
    (8, "10000", "half-split", "0.5", Q8, [0, 3, 100]),
    (6, "500000", "half-split", "1", Q6, [0, 2, 77]),
    (7, "10000", "interleaved", "1", Q7, [0, 5]),
    (64, "10000", "half-split", "0.25", Q64, [0, 9, 1234]),
]

SCORE_CASES = [
    # d, base, layout, fraction, q, k, (m, n) pairs
    (8, "10000", "interleaved", "1", Q8, K8, [(0, 0), (3, 0), (0, 3), (5, 2), (105, 102), (1000, 10)]),
    (8, "10000", "half-split", "1", Q8, K8, [(3, 0), (5, 2), (1000, 10)]),
    (6, "500000", "half-split", "0.5", Q6, K6, [(2, 7), (40, 45)]),
    (64, "10000", "interleaved", "0.25", Q64, K64, [(17, 3), (517, 503)]),
]


def rope_files():
    rot = []
    for d, base, layout, fraction, vector, positions in ROPE_CASES:
        x = parse_vector(vector)
        for m in positions:
            y = rope_rotate(x, m, d, base, layout, fraction)
            for j in range(d):
                rot.append([d, base, layout, fraction, vector, m, j, text(y[j])])
    write("rope_rotations.csv", ["d", "base", "layout", "fraction", "vector", "m", "j", "value"],
          rot)

    scores = []
    for d, base, layout, fraction, q, k, pairs in SCORE_CASES:
        qv, kv = parse_vector(q), parse_vector(k)
        for m, n in pairs:
            value = dot(rope_rotate(qv, m, d, base, layout, fraction),
                        rope_rotate(kv, n, d, base, layout, fraction))
            scores.append([d, base, layout, fraction, q, k, m, n, text(value)])
    write("rope_scores.csv", ["d", "base", "layout", "fraction", "q", "k", "m", "n", "value"],
          scores)

    thetas = []
    for d, base, fraction in ((8, "10000", "1"), (7, "10000", "1"), (64, "10000", "0.25"),
                              (100, "10000", "0.29"), (128, "500000", "1"), (10, "10000", "0.3")):
        r = rotary_dims(d, fraction)
        for i in range(r // 2):
            thetas.append([d, base, fraction, r, i, text(rope_theta(base, r, i))])
    write("rope_theta.csv", ["d", "base", "fraction", "r", "i", "theta"], thetas)

    decay = []
    for d, base, fraction, distances in (
            (128, "10000", "1", [0, 1, 2, 5, 10, 20, 50, 100, 250, 1000, 10000]),
            (8, "10000", "1", [0, 1, 3, 100, -3]),
            (64, "500000", "1", [0, 7, 300]),
            (64, "10000", "0.25", [0, 1, 40])):
        for distance in distances:
            decay.append([d, base, fraction, distance, text(decay_bound(d, base, fraction, distance))])
    write("rope_decay.csv", ["d", "base", "fraction", "distance", "value"], decay)

    bounds = []
    for d, base, layout, fraction, q, k, distances in (
            (8, "10000", "interleaved", "1", Q8, K8, [0, 1, 7, 250]),
            (8, "10000", "half-split", "1", Q8, K8, [0, 7]),
            (8, "10000", "interleaved", "0.5", Q8, K8, [0, 7])):
        qv, kv = parse_vector(q), parse_vector(k)
        for distance in distances:
            bounds.append([d, base, layout, fraction, q, k, distance,
                           text(score_bound(qv, kv, d, base, layout, fraction, distance))])
    write("rope_score_bounds.csv",
          ["d", "base", "layout", "fraction", "q", "k", "distance", "value"], bounds)

    mix = []
    for d, base, layout, q, k, n, positions in (
            (8, "10000", "interleaved", Q8, K8, 0, [0, 1, 2, 5, 10, 100]),
            (8, "10000", "half-split", Q8, K8, 3, [3, 4, 50]),
            (64, "10000", "interleaved", Q64, K64, 0, [0, 1, 2, 4, 8, 16, 32, 64, 128])):
        other = "half-split" if layout == "interleaved" else "interleaved"
        qv, kv = parse_vector(q), parse_vector(k)
        for m in positions:
            right = dot(rope_rotate(qv, m, d, base, layout, "1"), rope_rotate(kv, n, d, base, layout, "1"))
            wrong = dot(rope_rotate(qv, m, d, base, other, "1"), rope_rotate(kv, n, d, base, other, "1"))
            mix.append([d, base, layout, q, k, n, m, text(right), text(wrong)])
    write("rope_layout_mix.csv", ["d", "base", "layout", "q", "k", "n", "m", "correct", "mixed"], mix)

    compare = []
    for d, base, q, k, m, n, shift in ((8, "10000", Q8, K8, 2, 5, 7), (7, "10000", Q7, Q7, 0, 3, 4)):
        qv, kv = parse_vector(q), parse_vector(k)

        def terms(mm, nn):
            pm, pn = pe_vector(d, base, mm), pe_vector(d, base, nn)
            xm = [a + b for a, b in zip(qv, pm)]
            xn = [a + b for a, b in zip(kv, pn)]
            return [dot(qv, kv), dot(qv, pn), dot(pm, kv), dot(pm, pn), dot(xm, xn),
                    dot(rope_rotate(qv, mm, d, base, "interleaved", "1"),
                        rope_rotate(kv, nn, d, base, "interleaved", "1"))]
        before, after = terms(m, n), terms(m + shift, n + shift)
        for t in range(6):
            compare.append([d, base, q, k, m, n, shift, t, text(before[t]), text(after[t])])
    write("rope_compare.csv",
          ["d", "base", "q", "k", "m", "n", "shift", "term", "value", "shifted"], compare)


def main():
    check_standard_engine()
    seeded_files()
    embedding_files()
    attention_file()
    rope_files()


if __name__ == "__main__":
    main()
