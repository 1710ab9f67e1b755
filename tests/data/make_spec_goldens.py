#!/usr/bin/env python3
"""Independent golden values for the encoding's layouts and context-scaling methods
(core/encodingspec.h, core/contextscaling.h of pe-visualiser).

Every number is computed with mpmath at 50 significant digits from the sources' own definitions,
written here from those sources and not from the C++ code:

  interleaved    Vaswani et al. 2017, section 3.5: PE(p)[2i] = sin(p w_i), PE(p)[2i+1] = cos(p w_i),
                 w_i = base^(-2i/d); odd d ends with a lone sin.
  concatenated   TensorFlow tutorial `positional_encoding(length, depth)`: depths = arange(depth/2) /
                 (depth/2), angle_rates = 1 / base**depths, [sin | cos]; for odd d (which the
                 tutorial does not handle) the ceil(d/2) sins first, then the floor(d/2) cos.
  tensor2tensor  `get_timing_signal_1d(length, channels, min_timescale=1, max_timescale=base)`:
                 n = channels // 2, inv_timescales = exp(arange(n) * -log(base) / max(n - 1, 1)),
                 [sin | cos], a zero column padded for odd channels.
  fairseq        `SinusoidalPositionalEmbedding.get_embedding(num_embeddings, d, padding_idx)`:
                 half = d // 2, emb = exp(arange(half) * -log(base) / (half - 1)), table row r is
                 [sin(r emb) | cos(r emb)] (+ a zero column for odd d), row padding_idx zeroed;
                 `make_positions` gives slot p the row p + padding_idx + 1.
  PI             Chen et al. 2023 (arXiv 2306.15595): w'_i = w_i / s.
  NTK-aware      bloc97 2023; Peng et al. 2023 (arXiv 2309.00071) section 3.1:
                 base' = base * s^(d / (d - 2)), the layout's frequencies with base'.
  YaRN           Peng et al. 2023 section 3.2: lambda_i = 2 pi / w_i, r_i = L / lambda_i,
                 gamma = 0 (r < alpha), 1 (r > beta), (r - alpha) / (beta - alpha) between;
                 w'_i = (1 - gamma) w_i / s + gamma w_i. Section 3.4: sqrt(1/t) = 0.1 ln s + 1
                 (1 for s <= 1, as the reference implementation's get_mscale).

Files written next to this script (values with 25 significant digits, '.' and ASCII '-'):

  spec_components.csv      layout,method,d,base,factor,train_length,alpha,beta,padding_idx,p,j,angle,value
                           PE(p)[j] of the spec, and the exact angle (p + offset) w'_i of its pair
                           (0 for a zero column), which the test uses to scale its tolerance.
  spec_pairs.csv           layout,method,d,base,factor,train_length,alpha,beta,i,omega,wavelength,turns,gamma
                           per pair: w'_i, lambda'_i = 2 pi / w'_i, turns L / lambda'_i within the
                           training length L, and YaRN's gamma(r_i) (r_i of the unscaled pair; empty
                           for the other methods).
  spec_context.csv         layout,method,d,base,factor,train_length,alpha,beta,length,unseen,crossing
                           the number of pairs with lambda'_i > length and the first of them (-1).
  spec_extrapolation.csv   layout,method,d,base,factor,train_length,alpha,beta,context_length,i,
                           trained_angle,context_angle,trained_turns,passes
                           largest angle of the unscaled pair within L ((L - 1) w_i), of the scaled
                           pair within L' ((L' - 1) w'_i), turns L / lambda_i, and the verdict
                           (context_angle <= trained_angle or trained_turns >= 1).
  spec_distances.csv       layout,d,base,p,q,distance,dot
                           |PE(q) - PE(p)| and PE(p) . PE(q) per layout (no scaling).
  fairseq_table.csv        d,padding_idx,row,j,value
                           rows 0 .. 9 of fairseq's own table, the padding row zeroed.
  context_functions.csv    function,a,b,c,value
                           ntk_base(base, s, d), yarn_ramp(r, alpha, beta), attention_scale(s).
  spec_large_positions.csv layout,method,d,base,factor,padding_idx,p0,count,row,j,denominator_hex,value
                           for PositionalEncoding::fillRange near p = 2^31 and with denominators
                           below 1 (PI with s < 1): the denominator as the core forms it in double
                           (base^e with e = 2i/d, i/(n-1) rounded to double, pow correctly
                           rounded, times s rounded), written in hex (the test checks the core has
                           this very double), and sin/cos of the exact real number
                           (p + offset) / denominator at 50 digits.

Run: python3 tests/data/make_spec_goldens.py   (needs python3-mpmath; deterministic output)
"""

import csv
import os

from mpmath import mp, mpf, nstr, sin, cos, exp, log, pi, sqrt

mp.dps = 50
DIGITS = 25
HERE = os.path.dirname(os.path.abspath(__file__))
LAST = 2**31 - 1


class Spec:
    def __init__(self, layout, d, base="10000", method="none", factor="4", train_length=512,
                 alpha="1", beta="32", padding_idx=1):
        self.layout = layout
        self.d = d
        self.base = base
        self.method = method
        self.factor = factor
        self.train_length = train_length
        self.alpha = alpha
        self.beta = beta
        self.padding_idx = padding_idx

    def columns(self):
        return [self.layout, self.method, self.d, self.base, self.factor, self.train_length,
                self.alpha, self.beta]

    def unscaled(self):
        return Spec(self.layout, self.d, self.base, "none", self.factor, self.train_length,
                    self.alpha, self.beta, self.padding_idx)


def text(x):
    return nstr(x, DIGITS, strip_zeros=False, min_fixed=-30, max_fixed=30)


def pair_count(layout, d):
    return (d + 1) // 2 if layout in ("interleaved", "concatenated") else d // 2


def offset(spec):
    return spec.padding_idx + 1 if spec.layout == "fairseq" else 0


def layout_omegas(layout, d, base):
    """The unscaled frequencies, each from its source's own formula."""
    b = mpf(base)
    n = pair_count(layout, d)
    if layout == "interleaved":
        return [b ** (-mpf(2 * i) / d) for i in range(n)]
    if layout == "concatenated":
        half = mpf(d) / 2  # the tutorial's depth = depth / 2 (exact for even d)
        return [1 / b ** (mpf(i) / half) for i in range(n)]
    if layout == "tensor2tensor":
        increment = log(b / 1) / max(n - 1, 1)
        return [1 * exp(mpf(i) * -increment) for i in range(n)]
    if layout == "fairseq":
        emb = log(b) / (n - 1)
        return [exp(mpf(i) * -emb) for i in range(n)]
    raise ValueError(layout)


def ramp(r, alpha, beta):
    alpha = mpf(alpha)
    beta = mpf(beta)
    if r < alpha:
        return mpf(0)
    if r > beta:
        return mpf(1)
    return (r - alpha) / (beta - alpha)


def ntk_base(base, s, d):
    return mpf(base) * mpf(s) ** (mpf(d) / (d - 2))


def omegas(spec):
    """w'_i of the spec, and YaRN's gamma per pair (None for other methods)."""
    s = mpf(spec.factor)
    if spec.method == "ntk":
        base = ntk_base(spec.base, spec.factor, spec.d)
        return layout_omegas(spec.layout, spec.d, base), None
    w = layout_omegas(spec.layout, spec.d, spec.base)
    if spec.method == "none":
        return w, None
    if spec.method == "pi":
        return [x / s for x in w], None
    if spec.method == "yarn":
        gammas = []
        out = []
        for x in w:
            wavelength = 2 * pi / x
            g = ramp(mpf(spec.train_length) / wavelength, spec.alpha, spec.beta)
            gammas.append(g)
            out.append((1 - g) * x / s + g * x)
        return out, gammas
    raise ValueError(spec.method)


def vector(spec, p):
    """PE(p) of the spec: (values, angle of each component's pair or 0)."""
    d = spec.d
    w, _ = omegas(spec)
    position = mpf(p + offset(spec))
    values = [mpf(0)] * d
    angles = [mpf(0)] * d
    if spec.layout == "interleaved":
        for i, x in enumerate(w):
            a = position * x
            values[2 * i] = sin(a)
            angles[2 * i] = a
            if 2 * i + 1 < d:
                values[2 * i + 1] = cos(a)
                angles[2 * i + 1] = a
        return values, angles
    n = len(w)
    sins = [sin(position * x) for x in w]
    coss = [cos(position * x) for x in w]
    if spec.layout == "concatenated":
        # ceil(d/2) sins, then the floor(d/2) cos of the full pairs.
        row = sins + coss[: d // 2]
        row_angles = [position * x for x in w] + [position * x for x in w[: d // 2]]
    else:
        row = sins + coss + ([mpf(0)] if d % 2 else [])
        row_angles = [position * x for x in w] * 2 + ([mpf(0)] if d % 2 else [])
    assert len(row) == d and n >= 1
    return row, row_angles


def fairseq_table(d, padding_idx, rows, base="10000"):
    half = d // 2
    emb = log(mpf(base)) / (half - 1)
    freqs = [exp(mpf(j) * -emb) for j in range(half)]
    table = []
    for r in range(rows):
        row = [sin(r * f) for f in freqs] + [cos(r * f) for f in freqs]
        if d % 2 == 1:
            row.append(mpf(0))
        table.append(row)
    table[padding_idx] = [mpf(0)] * d
    return table


LAYOUTS = ["interleaved", "concatenated", "tensor2tensor", "fairseq"]
METHODS = [
    dict(method="pi", factor="4"),
    dict(method="pi", factor="0.25"),
    dict(method="ntk", factor="4"),
    dict(method="yarn", factor="4", train_length=512, alpha="1", beta="32"),
    dict(method="yarn", factor="16", train_length=4096, alpha="1", beta="32"),
]


def component_cases():
    cases = []
    for layout in LAYOUTS:
        for d in (8, 9):
            cases.append((Spec(layout, d), [0, 1, 3, 100, 1000, 4000]))
        cases.append((Spec(layout, 64), [0, 3, 1000, 4000]))
    for d in (2, 3):
        cases.append((Spec("tensor2tensor", d), [0, 1, 3, 100]))
    for d in (4, 5):
        cases.append((Spec("fairseq", d, padding_idx=1), [0, 1, 3, 100]))
    cases.append((Spec("fairseq", 8, padding_idx=0), [0, 3]))
    cases.append((Spec("fairseq", 8, padding_idx=5), [0, 3]))
    for layout in LAYOUTS:
        for m in METHODS:
            cases.append((Spec(layout, 64, **m), [4000]))
            cases.append((Spec(layout, 9, **m), [4000]))
    cases.append((Spec("interleaved", 128, method="ntk", factor="4"), [1000, 4000]))
    cases.append((Spec("interleaved", 8, base="500000", method="yarn", factor="8",
                       train_length=64, alpha="0.5", beta="4"), [0, 3, 1000]))
    return cases


def pair_cases():
    cases = [Spec("interleaved", 8), Spec("interleaved", 512), Spec("interleaved", 9),
             Spec("interleaved", 128, method="ntk", factor="4"),
             Spec("interleaved", 8, base="500000", method="yarn", factor="8", train_length=64,
                  alpha="0.5", beta="4")]
    for layout in LAYOUTS:
        cases.append(Spec(layout, 64))
        for m in METHODS:
            cases.append(Spec(layout, 64, **m))
    return cases


def context_cases():
    cases = []
    for spec in pair_cases():
        for length in (1, 6, 7, 512, 2048, 62832, 62833):
            cases.append((spec, length))
    return cases


def extrapolation_cases():
    cases = []
    for layout in LAYOUTS:
        for m in METHODS:
            cases.append((Spec(layout, 64, **m), m.get("train_length", 512),
                          4 * m.get("train_length", 512)))
        cases.append((Spec(layout, 64), 512, 2048))
    return cases


DISTANCE_CASES = [(layout, d, p, q) for layout in LAYOUTS for d in (8, 9, 64)
                  for p, q in ((0, 3), (0, 6), (10, 100))]

# (spec, p0, count, rows, components)
LARGE_CASES = [
    (Spec("interleaved", 8, method="pi", factor="0.25"), LAST - 1099, 1100,
     [0, 1, 31, 32, 33, 1023, 1024, 1025, 1099], range(8)),
    (Spec("interleaved", 7, method="pi", factor="0.001"), LAST - 1099, 1100,
     [0, 17, 555, 1050, 1099], range(7)),
    (Spec("interleaved", 4, method="pi", factor=repr(2.0**-21)), LAST - 40, 41, [0, 39, 40],
     range(4)),
    (Spec("interleaved", 64, method="pi", factor="0.3"), 1000, 2100, [0, 1, 1023, 1024, 2099],
     [0, 1, 2, 3, 62, 63]),
    (Spec("concatenated", 9, method="pi", factor="0.25"), LAST - 1099, 1100,
     [0, 33, 1024, 1099], range(9)),
    (Spec("tensor2tensor", 7), LAST - 1099, 1100, [0, 33, 1024, 1099], range(7)),
    (Spec("fairseq", 9, padding_idx=1), LAST - 1099, 1100, [0, 33, 1024, 1099], range(9)),
    (Spec("fairseq", 8, padding_idx=5, method="pi", factor="0.5"), LAST - 40, 41, [0, 40],
     range(8)),
]


def core_denominator(spec, i):
    """The denominator as the core forms it in double: Python floats (IEEE double, correctly
    rounded * and /) and a correctly rounded pow (mpmath at 50 digits, rounded once)."""
    n = pair_count(spec.layout, spec.d)
    if spec.layout in ("interleaved", "concatenated"):
        e = (2 * i) / spec.d
    elif spec.layout == "tensor2tensor":
        e = i / max(n - 1, 1)
    else:
        e = i / (n - 1)
    den = float(mpf(float(spec.base)) ** mpf(e))
    if spec.method == "pi":
        den = den * float(spec.factor)
    elif spec.method != "none":
        raise ValueError("only none and pi in the large-position goldens")
    return den


def layout_pair(spec, j):
    """(pair, kind) of component j: kind 's', 'c' or 'z'."""
    d = spec.d
    if spec.layout == "interleaved":
        return j // 2, "s" if j % 2 == 0 else "c"
    n = pair_count(spec.layout, d)
    if j < n:
        return j, "s"
    if j - n < d // 2:
        return j - n, "c"
    return -1, "z"


def main():
    with open(os.path.join(HERE, "spec_components.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layout", "method", "d", "base", "factor", "train_length", "alpha", "beta",
                    "padding_idx", "p", "j", "angle", "value"])
        for spec, positions in component_cases():
            for p in positions:
                values, angles = vector(spec, p)
                for j in range(spec.d):
                    w.writerow(spec.columns() + [spec.padding_idx, p, j, text(angles[j]),
                                                 text(values[j])])

    with open(os.path.join(HERE, "spec_pairs.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layout", "method", "d", "base", "factor", "train_length", "alpha", "beta",
                    "i", "omega", "wavelength", "turns", "gamma"])
        for spec in pair_cases():
            om, gammas = omegas(spec)
            for i, x in enumerate(om):
                wavelength = 2 * pi / x
                turns = mpf(spec.train_length) / wavelength
                g = "" if gammas is None else text(gammas[i])
                w.writerow(spec.columns() + [i, text(x), text(wavelength), text(turns), g])

    with open(os.path.join(HERE, "spec_context.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layout", "method", "d", "base", "factor", "train_length", "alpha", "beta",
                    "length", "unseen", "crossing"])
        for spec, length in context_cases():
            om, _ = omegas(spec)
            unseen = [i for i, x in enumerate(om) if 2 * pi / x > length]
            # A tie within 1e-30 would make the double comparison a coin toss: refuse it.
            assert all(abs(2 * pi / x - length) > mpf("1e-30") for x in om)
            w.writerow(spec.columns() + [length, len(unseen), unseen[0] if unseen else -1])

    with open(os.path.join(HERE, "spec_extrapolation.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layout", "method", "d", "base", "factor", "train_length", "alpha", "beta",
                    "context_length", "i", "trained_angle", "context_angle", "trained_turns",
                    "passes"])
        for spec, L, L2 in extrapolation_cases():
            assert spec.train_length == L
            plain, _ = omegas(spec.unscaled())
            scaled, _ = omegas(spec)
            off = offset(spec)
            for i in range(len(plain)):
                trained = (L - 1 + off) * plain[i]
                context = (L2 - 1 + off) * scaled[i]
                turns = L / (2 * pi / plain[i])
                # The windows' ends, positions L and L': the pair passes when the context window
                # stays inside the angles the training window covered (exact here; the core
                # allows 1e-12 relative for PI's exact meeting, so no case may lie that close).
                trained_end = (L + off) * plain[i]
                context_end = (L2 + off) * scaled[i]
                passes = context_end <= trained_end or turns >= 1
                assert abs(context_end - trained_end) > mpf("1e-9") * trained_end \
                    or abs(context_end - trained_end) < mpf("1e-40") * trained_end
                w.writerow(spec.columns() + [L2, i, text(trained), text(context), text(turns),
                                             int(passes)])

    with open(os.path.join(HERE, "spec_distances.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layout", "d", "base", "p", "q", "distance", "dot"])
        for layout, d, p, q in DISTANCE_CASES:
            spec = Spec(layout, d)
            a, _ = vector(spec, p)
            b, _ = vector(spec, q)
            distance = sqrt(sum((y - x) ** 2 for x, y in zip(a, b)))
            dot = sum(x * y for x, y in zip(a, b))
            w.writerow([layout, d, "10000", p, q, text(distance), text(dot)])

    with open(os.path.join(HERE, "fairseq_table.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["d", "padding_idx", "row", "j", "value"])
        for d, padding_idx in ((8, 1), (9, 1), (8, 0), (8, 5)):
            for r, row in enumerate(fairseq_table(d, padding_idx, 10)):
                for j, value in enumerate(row):
                    w.writerow([d, padding_idx, r, j, text(value)])

    with open(os.path.join(HERE, "context_functions.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["function", "a", "b", "c", "value"])
        for base, s, d in (("10000", "4", 128), ("10000", "4", 8), ("500000", "8", 64),
                           ("10000", "0.5", 3), ("10000", "2.5", 4096)):
            w.writerow(["ntk_base", base, s, d, text(ntk_base(base, s, d))])
        for r, alpha, beta in (("0", "1", "32"), ("0.999", "1", "32"), ("1", "1", "32"),
                               ("1.5", "1", "32"), ("16.5", "1", "32"), ("31.999", "1", "32"),
                               ("32", "1", "32"), ("32.001", "1", "32"), ("1000", "1", "32"),
                               ("0.25", "0", "0.5"), ("3", "2.5", "4")):
            w.writerow(["yarn_ramp", r, alpha, beta, text(ramp(mpf(r), alpha, beta))])
        for s in ("0.25", "1", "1.0001", "2", "4", "16", "32", "1000000"):
            x = mpf(s)
            value = mpf(1) if x <= 1 else mpf("0.1") * log(x) + 1
            w.writerow(["attention_scale", s, "", "", text(value)])

    with open(os.path.join(HERE, "spec_large_positions.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layout", "method", "d", "base", "factor", "padding_idx", "p0", "count", "row",
                    "j", "denominator_hex", "value"])
        for spec, p0, count, rows, components in LARGE_CASES:
            for row in rows:
                p = p0 + row
                for j in components:
                    pair, kind = layout_pair(spec, j)
                    if kind == "z":
                        den_hex = ""
                        value = mpf(0)
                    else:
                        den = core_denominator(spec, pair)
                        den_hex = den.hex()
                        angle = mpf(p + offset(spec)) / mpf(den)
                        value = sin(angle) if kind == "s" else cos(angle)
                    w.writerow([spec.layout, spec.method, spec.d, spec.base, spec.factor,
                                spec.padding_idx, p0, count, row, j, den_hex, text(value)])


if __name__ == "__main__":
    main()
