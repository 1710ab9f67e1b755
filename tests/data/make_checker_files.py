#!/usr/bin/python3
"""Matrix files for the checker's tests (tests/core/tst_matrixfile, tests/core/tst_matrixchecker),
written by real NumPy into tests/data/checker/.

Each variant is written the way a learner would write it in NumPy (the code below is written
from the sources named with each variant, not from the C++ code), mostly at n = 64 positions and
d = 16 components, base 10000:

  expected.csv  file,verdict,n,d,transposed,file_dtype,values_dtype,residual_reference,base_estimate,
                identical_row
      verdict etc. are what the checker must answer. residual_reference is max |x - PE| over the
      file, PE the paper's interleaved encoding with the real base^(2i/d) computed by mpmath at
      30 digits (tests compare within 1e-12). base_estimate is given for interleaved files whose
      base is known (otherwise empty). identical_row is the first row equal to the row before it
      (-1: none), checked on the array here.
  estimates.csv file,layout,first,last,amplitude,deviations
      the conventions the checker must estimate for the files of new situations:
      layout (interleaved, halves, halves-t2t), the first and last row's positions, the amplitude
      factor (17 digits) and the differences from the paper's encoding ('+'-joined verdict ids,
      the main one first; empty for none).
  narrow_angles.csv file,dtype,identical_row,break_row
      float32 files whose positions or angles were rounded to a narrower
      dtype before the sin and cos: that dtype (the verdict), the first row equal to the row
      before it (-1: none) and break_row, a position p by which the rotation identity
      PE(p + 1) = M(1) PE(p) is plainly broken (checked here on the array: some pair's step from p
      to p + 1 turns by more than 1e-4 away from its frequency, or stretches it); the checker must
      find the first break at or before it.
  damaged.csv   file,message
      files the readers must refuse, each with a word or phrase the one-line message must hold.

Run: /usr/bin/python3 tests/data/make_checker_files.py   (needs python3-numpy, python3-mpmath)
The files are deterministic (no random numbers without a fixed seed); the whole folder stays far
below 1 MB.
"""

import math
import os
import struct

import numpy as np
from mpmath import mp, mpf

mp.dps = 30
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "checker")
N, D, BASE = 64, 16, 10000.0


# --- the variants -----------------------------------------------------------------------------

def reference(n=N, d=D, base=BASE, dtype=np.float64):
    """The article's vectorised code, corrected (Vaswani et al. 2017, section 3.5)."""
    pe = np.zeros((n, d), dtype=np.float64)
    position = np.arange(n, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d, 2) * -(math.log(base) / d))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term[: d // 2])
    return pe.astype(dtype)


def reference_framework(dtype, n=N, d=D, base=BASE):
    """The PyTorch tutorial's buffer computed entirely in a narrow dtype (every NumPy operation in
    that dtype: arange, the exponent, exp, the product, sin, cos)."""
    t = np.dtype(dtype).type
    position = np.arange(n, dtype=dtype)[:, None]
    div_term = np.exp(np.arange(0, d, 2, dtype=dtype) * t(-(math.log(base) / d)))
    pe = np.zeros((n, d), dtype=dtype)
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term[: d // 2])
    return pe


def concatenated(n=N, d=D, base=BASE):
    """TensorFlow's tutorial positional_encoding(length, depth): [sin | cos] halves."""
    depth = d / 2
    positions = np.arange(n)[:, np.newaxis]
    depths = np.arange(depth)[np.newaxis, :] / depth
    angle_rates = 1 / (base ** depths)
    angle_rads = positions * angle_rates
    return np.concatenate([np.sin(angle_rads), np.cos(angle_rads)], axis=-1)


def tensor2tensor(n=N, d=D, base=BASE):
    """tensor2tensor's get_timing_signal_1d(length, channels, 1.0, base), zero column for odd d."""
    position = np.arange(n, dtype=np.float64)
    num_timescales = d // 2
    log_timescale_increment = math.log(base / 1.0) / max(num_timescales - 1, 1)
    inv_timescales = 1.0 * np.exp(np.arange(num_timescales, dtype=np.float64) * -log_timescale_increment)
    scaled_time = position[:, None] * inv_timescales[None, :]
    signal = np.concatenate([np.sin(scaled_time), np.cos(scaled_time)], axis=1)
    return np.pad(signal, [[0, 0], [0, d % 2]])


def fairseq_table(n=N, d=D, padding_idx=1):
    """fairseq's SinusoidalPositionalEmbedding.get_embedding(num_embeddings, embedding_dim,
    padding_idx): rows 0 .. n-1, the padding row zeroed."""
    half_dim = d // 2
    emb = math.log(10000) / (half_dim - 1)
    emb = np.exp(np.arange(half_dim, dtype=np.float64) * -emb)
    emb = np.arange(n, dtype=np.float64)[:, None] * emb[None, :]
    emb = np.concatenate([np.sin(emb), np.cos(emb)], axis=1).reshape(n, -1)
    if d % 2 == 1:
        emb = np.concatenate([emb, np.zeros((n, 1))], axis=1)
    emb[padding_idx, :] = 0
    return emb


def fairseq_sequence(n=N, d=D, padding_idx=1):
    """The rows fairseq's make_positions picks for a sequence of n tokens without padding:
    positions padding_idx + 1 .. padding_idx + n of the table."""
    return fairseq_table(n + padding_idx + 1, d, padding_idx)[padding_idx + 1:]


def exponent_doubled(n=N, d=D, base=BASE):
    """The article's get_positional_encoding_matrix, verbatim in substance: i steps by 2 and the
    exponent still says 2 * i."""
    pe = np.zeros((n, d))
    for pos in range(n):
        for i in range(0, d, 2):
            div_term = np.power(base, (2 * i) / d)
            pe[pos, i] = np.sin(pos / div_term)
            if i + 1 < d:
                pe[pos, i + 1] = np.cos(pos / div_term)
    return pe


def exponent_halved(n=N, d=D, base=BASE):
    """The pair index i written where 2i belongs: denominators base^(i/d)."""
    pe = np.zeros((n, d))
    for pos in range(n):
        for i in range(d // 2):
            div_term = base ** (i / d)
            pe[pos, 2 * i] = math.sin(pos / div_term)
            pe[pos, 2 * i + 1] = math.cos(pos / div_term)
    return pe


def sin_cos_swapped(n=N, d=D, base=BASE):
    pe = np.zeros((n, d))
    position = np.arange(n, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d, 2) * -(math.log(base) / d))
    pe[:, 0::2] = np.cos(position * div_term)
    pe[:, 1::2] = np.sin(position * div_term)
    return pe


def positions_from_1(n=N, d=D, base=BASE):
    pe = np.zeros((n, d))
    position = np.arange(1, n + 1, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d, 2) * -(math.log(base) / d))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe


def degrees(n=N, d=D, base=BASE):
    """The angle p / base^(2i/d) given to a degree-based sine (np.deg2rad)."""
    pe = np.zeros((n, d))
    position = np.arange(n, dtype=np.float64)[:, None]
    angle = position / np.power(base, np.arange(0, d, 2) / d)
    pe[:, 0::2] = np.sin(np.deg2rad(angle))
    pe[:, 1::2] = np.cos(np.deg2rad(angle))
    return pe


def bfloat16_positions(n=N, d=D, base=BASE):
    """The PyTorch tutorial's buffer in float32, but its positions made as a bfloat16 tensor
    (torch.arange(n, dtype=torch.bfloat16).float()): from 257 on they are rounded to even
    steps."""
    position = bfloat16_from_float32(np.arange(n, dtype=np.float32))[:, None]
    div_term = np.exp(np.arange(0, d, 2, dtype=np.float32) * np.float32(-(math.log(base) / d)))
    pe = np.zeros((n, d), dtype=np.float32)
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term[: d // 2])
    return pe


def float16_angles(n=N, d=D, base=BASE):
    """The angle position * div_term formed in float16 (an autocast region), the sin and cos in
    float32: every angle carries float16's rounding."""
    position = np.arange(n, dtype=np.float16)[:, None]
    div_term = np.exp(np.arange(0, d, 2, dtype=np.float32)
                      * np.float32(-(math.log(base) / d))).astype(np.float16)
    angle = (position * div_term).astype(np.float32)
    pe = np.zeros((n, d), dtype=np.float32)
    pe[:, 0::2] = np.sin(angle)
    pe[:, 1::2] = np.cos(angle[:, : d // 2])
    return pe


def first_plain_break(matrix, d, base=BASE):
    """The first p where some full pair's step to p + 1 is plainly not a turn by its frequency:
    its angle off by more than 1e-4 or its length changed by more than 1e-4."""
    m = np.asarray(matrix, dtype=np.float64)
    for p in range(m.shape[0] - 1):
        for i in range(d // 2):
            omega = 1.0 / base ** (2 * i / d)
            a = complex(m[p, 2 * i + 1], m[p, 2 * i])  # cos + i sin: e^(i theta)
            b = complex(m[p + 1, 2 * i + 1], m[p + 1, 2 * i])
            step = b / a
            angle = math.atan2(step.imag, step.real)
            if abs(angle - omega) > 1e-4 or abs(abs(step) - 1) > 1e-4:
                return p
    return -1


def bfloat16_from_float32(a):
    """float32 array rounded to bfloat16 (round to nearest even on the bits), kept as float32:
    what torch.tensor(a).bfloat16().float() gives."""
    bits = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return bits.astype(np.uint32).view(np.float32)


# --- exact residuals --------------------------------------------------------------------------

def exact_reference(n, d, base):
    out = []
    for p in range(n):
        row = []
        for j in range(d):
            angle = mpf(p) / mp.power(mpf(base), mpf(2 * (j // 2)) / d)
            row.append(mp.sin(angle) if j % 2 == 0 else mp.cos(angle))
        out.append(row)
    return out


def residual_reference(matrix, transposed, base=BASE):
    m = np.asarray(matrix, dtype=np.float64)
    if transposed:
        m = m.T
    n, d = m.shape
    exact = exact_reference(n, d, base)
    return float(max(abs(mpf(float(m[p, j])) - exact[p][j]) for p in range(n) for j in range(d)))


def read_text_matrix(path):
    """A text matrix read back the simple way (comments, an optional header row, a "position"
    label column), with Python's correctly rounded float()."""
    rows = []
    header = None
    for line in open(path, encoding="utf-8-sig"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        sep = "," if "," in line else ("\t" if "\t" in line else None)
        fields = [f.strip() for f in line.split(sep)]
        try:
            values = [float(f) for f in fields]
        except ValueError:
            assert header is None and not rows
            header = fields
            continue
        rows.append(values)
    if header is not None and header[0] == "position":
        rows = [r[1:] for r in rows]
    return np.array(rows)


# --- writing ------------------------------------------------------------------------------------

def npy_bytes(header_dict_text, data=b"", version=(1, 0)):
    header = header_dict_text
    prefix = 10 if version[0] == 1 else 12
    header += " " * ((64 - (prefix + len(header) + 1) % 64) % 64) + "\n"
    length = struct.pack("<H", len(header)) if version[0] == 1 else struct.pack("<I", len(header))
    return b"\x93NUMPY" + bytes(version) + length + header.encode("latin1") + data


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        os.remove(os.path.join(OUT, name))
    expected = []

    def variant(name, matrix, verdict, values_dtype=None, transposed=False, base_estimate="",
                save=None, n=N, d=D, residual_base=BASE, identical_row=-1):
        path = os.path.join(OUT, name)
        if save is None:
            np.save(path, matrix)
        else:
            save(path, matrix)
        arr = np.asarray(matrix)
        file_dtype = {np.dtype("<f2"): "float16", np.dtype(">f2"): "float16",
                      np.dtype("<f4"): "float32", np.dtype(">f4"): "float32"}.get(arr.dtype,
                                                                                  "float64")
        if save is not None:
            file_dtype = "float64"  # text
        if save is not None:
            written = read_text_matrix(path)  # the numbers as printed, not the array in memory
        elif arr.ndim == 3:
            written = np.asarray(matrix, dtype=np.float64).reshape(-1, arr.shape[-1])
        else:
            written = matrix
        res = residual_reference(written, transposed, residual_base)
        if identical_row >= 0:  # check the claim on the array itself
            m2 = np.asarray(matrix)
            same = [p for p in range(1, m2.shape[0]) if np.array_equal(m2[p], m2[p - 1])]
            assert same and same[0] == identical_row, (name, same[:3])
        expected.append((name, verdict, n, d, int(transposed), file_dtype,
                         values_dtype or file_dtype, repr(res), base_estimate, identical_row))

    ref = reference()
    variant("reference_f64.npy", ref, "reference", base_estimate="10000")
    variant("reference_f32.npy", ref.astype(np.float32), "reference")
    variant("reference_f16.npy", ref.astype(np.float16), "reference")
    variant("reference_f32_framework.npy", reference_framework(np.float32), "reference")
    variant("reference_f16_framework.npy", reference_framework(np.float16), "reference")
    variant("reference_f64_fortran.npy", np.asfortranarray(ref), "reference")
    variant("reference_f32_fortran.npy", np.asfortranarray(ref.astype(np.float32)), "reference")
    variant("reference_f64_bigendian.npy", ref.astype(">f8"), "reference")
    variant("reference_f16_bigendian.npy", ref.astype(">f2"), "reference")
    variant("reference_torch_buffer.npy", reference_framework(np.float32)[None, :, :], "reference")
    variant("reference_odd_d15.npy", reference(d=15), "reference", d=15)
    variant("reference_long_n300_d8.npy", reference(n=300, d=8), "reference", n=300, d=8)
    variant("reference_savetxt.txt", ref, "reference",
            save=lambda p, m: np.savetxt(p, m))
    variant("reference_header.csv", ref, "reference",
            save=lambda p, m: np.savetxt(p, m, fmt="%.6f", delimiter=",",
                                         header=",".join(f"pe_{j}" for j in range(D)),
                                         comments=""))
    variant("reference_tab.tsv", ref, "reference",
            save=lambda p, m: np.savetxt(p, m, fmt="%.10g", delimiter="\t",
                                         header="made by np.savetxt with a comment line"))

    def save_with_positions(p, m):
        with open(p, "w") as f:
            f.write("position," + ",".join(f"pe_{j}" for j in range(m.shape[1])) + "\n")
            for r in range(m.shape[0]):
                f.write(f"{r}," + ",".join(repr(float(v)) for v in m[r]) + "\n")

    variant("reference_positions.csv", ref, "reference", save=save_with_positions)
    variant("transposed.npy", ref.T, "transposed", transposed=True)
    variant("transposed_f32.npy", np.ascontiguousarray(ref.T.astype(np.float32)), "transposed",
            transposed=True)
    variant("concatenated.npy", concatenated(), "concatenated")
    variant("concatenated_transposed.npy", concatenated().T, "concatenated", transposed=True)
    variant("tensor2tensor.npy", tensor2tensor(), "tensor2tensor")
    variant("tensor2tensor_odd_d15.npy", tensor2tensor(d=15), "tensor2tensor", d=15)
    variant("fairseq_table.npy", fairseq_table(), "fairseq")
    variant("fairseq_sequence.npy", fairseq_sequence(), "fairseq")
    variant("exponent_doubled.npy", exponent_doubled(), "exponent-doubled",
            base_estimate="100000000")
    variant("exponent_doubled_f32.npy", exponent_doubled().astype(np.float32), "exponent-doubled")
    variant("exponent_halved.npy", exponent_halved(), "exponent-halved", base_estimate="100")
    variant("sin_cos_swapped.npy", sin_cos_swapped(), "sin-cos-swapped")
    variant("positions_from_1.npy", positions_from_1(), "positions-from-1")
    variant("base_1000.npy", reference(base=1000.0), "base", base_estimate="1000")
    variant("base_500000_f32.npy", reference(base=500000.0).astype(np.float32), "base",
            base_estimate="500000")
    variant("degrees.npy", degrees(), "degrees")
    variant("float16_in_float64.npy", ref.astype(np.float16).astype(np.float64), "float16",
            values_dtype="float16")
    variant("float16_in_float32.npy", ref.astype(np.float16).astype(np.float32), "float16",
            values_dtype="float16")
    variant("bfloat16_in_float32.npy", bfloat16_from_float32(ref.astype(np.float32)), "bfloat16",
            values_dtype="bfloat16")
    # A float32 computation is "reference" whatever the file format.
    f32 = reference_framework(np.float32)
    variant("float32_in_float64.npy", f32.astype(np.float64), "reference",
            values_dtype="float32")
    variant("float32_savetxt.txt", f32, "reference",
            values_dtype="float32", save=lambda p, m: np.savetxt(p, m))
    variant("float32_savetxt_9g.txt", f32, "reference",
            save=lambda p, m: np.savetxt(p, m, fmt="%.9g"))
    variant("float32_savetxt_6f.csv", f32, "reference",
            save=lambda p, m: np.savetxt(p, m, fmt="%.6f", delimiter=","))

    def save_str(p, m):
        with open(p, "w") as f:
            for row in m:
                f.write(" ".join(str(v) for v in row) + "\n")  # str() of each float32

    variant("float32_str.txt", f32, "reference", save=save_str)
    f32_odd = reference_framework(np.float32, d=15)
    variant("float32_savetxt_odd_d15.txt", f32_odd, "reference", values_dtype="float32", d=15,
            save=lambda p, m: np.savetxt(p, m))
    f32_long = reference_framework(np.float32, n=1000, d=8)
    variant("float32_savetxt_6f_n1000_d8.csv", f32_long, "reference", n=1000, d=8,
            save=lambda p, m: np.savetxt(p, m, fmt="%.6f", delimiter=","))

    def save_bom(p, m):
        with open(p, "wb") as f:
            f.write(b"\xef\xbb\xbf")
            f.write("\n".join(",".join(repr(float(v)) for v in row) for row in m).encode())
            f.write(b"\n")

    variant("reference_bom.csv", ref, "reference", save=save_bom)
    # Printed with one decimal: the digits cannot decide.
    variant("reference_1f.csv", ref, "undetermined",
            save=lambda p, m: np.savetxt(p, m, fmt="%.1f", delimiter=","))
    # float16 of base 10200: not the reference.
    variant("base_10200_f16.npy", reference(base=10200.0).astype(np.float16), "base")

    # A scale factor, descending positions, two deviations at once, each at an even and an odd d.
    estimates = []

    def estimated(name, matrix, verdict, layout, first, last, amplitude, deviations, n=N, d=D,
                  transposed=False, save=None, values_dtype=None):
        if all(row[0] != name for row in expected):  # fairseq_sequence.npy is written above
            variant(name, matrix, verdict, n=n, d=d, transposed=transposed, save=save,
                    values_dtype=values_dtype)
        estimates.append((name, layout, first, last, repr(float(amplitude)), "+".join(deviations)))

    for d in (16, 15):
        tag = "" if d == 16 else "_odd_d15"
        scale = d ** -0.5
        estimated(f"scaled{tag}.npy", reference(d=d) * scale, "scaled", "interleaved", 0, N - 1,
                  scale, ["scaled"], d=d)
        estimated(f"positions_reversed{tag}.npy", reference(n=128, d=d)[::-1].copy(),
                  "positions-reversed", "interleaved", 127, 0, 1.0, ["positions-reversed"],
                  n=128, d=d)
        halves = concatenated(d=d) if d % 2 == 0 else None
        if halves is not None:
            estimated(f"concatenated_scaled{tag}.npy", halves * scale, "concatenated", "halves",
                      0, N - 1, scale, ["concatenated", "scaled"], d=d)
        estimated(f"tensor2tensor_transposed_f16{tag}.npy",
                  tensor2tensor(d=d).astype(np.float16).T.copy(), "tensor2tensor", "halves-t2t",
                  0, N - 1, 1.0, ["tensor2tensor", "transposed"], d=d, transposed=True,
                  values_dtype="float16")
        estimated(f"fairseq_sequence{tag}.npy", fairseq_sequence(d=d), "fairseq", "halves-t2t",
                  2, N + 1, 1.0, ["fairseq"], d=d)
        estimated(f"reversed_scaled{tag}.npy", reference(d=d)[::-1] * 2.0, "positions-reversed",
                  "interleaved", N - 1, 0, 2.0, ["positions-reversed", "scaled"], d=d)
        if d % 2 == 0:
            estimated(f"swapped_from_1{tag}.npy", sin_cos_swapped(n=N + 1, d=d)[1:].copy(),
                      "sin-cos-swapped", "interleaved", 1, N, 1.0,
                      ["sin-cos-swapped", "positions-from-1"], d=d)
        estimated(f"float32_savetxt_scaled{tag}.txt",
                  (reference_framework(np.float32, d=d) * np.float32(scale)), "scaled",
                  "interleaved", 0, N - 1, scale, ["scaled"], d=d,
                  save=lambda p, m: np.savetxt(p, m, fmt="%.9g"))
    # float16 positions collide from 2049 on (2049 rounds to 2048): computed in float16, rows 2048
    # and 2049 are identical; computed in float64 and cast, they are not.
    variant("float16_collisions.npy", reference_framework(np.float16, n=2100, d=8), "float16",
            n=2100, d=8, identical_row=2049)
    variant("reference_f16_n2100.npy", reference(n=2100, d=8).astype(np.float16), "reference",
            n=2100, d=8)
    # Positions or angles rounded to a narrow dtype in a float32 file.
    narrow = []

    def narrow_angles(name, matrix, dtype, identical_row, d=D, n=300, save=None):
        variant(name, matrix, dtype, n=n, d=d, identical_row=identical_row, save=save)
        written = read_text_matrix(os.path.join(OUT, name)) if save else matrix
        broken = first_plain_break(written, d)
        assert broken >= 0, name
        narrow.append((name, dtype, identical_row, broken))

    narrow_angles("bfloat16_positions_f32.npy", bfloat16_positions(n=300), "bfloat16", 257)
    narrow_angles("bfloat16_positions_f32_odd_d15.npy", bfloat16_positions(n=300, d=15),
                  "bfloat16", 257, d=15)
    narrow_angles("bfloat16_positions_9g.txt", bfloat16_positions(n=300), "bfloat16", 257,
                  save=lambda p, m: np.savetxt(p, m, fmt="%.9g"))
    narrow_angles("float16_angles_f32.npy", float16_angles(n=300), "float16", -1)
    narrow_angles("float16_angles_f32_odd_d15.npy", float16_angles(n=300, d=15), "float16", -1,
                  d=15)
    with open(os.path.join(OUT, "narrow_angles.csv"), "w", newline="\n") as f:
        f.write("file,dtype,identical_row,break_row\n")
        for row in narrow:
            f.write(",".join(str(v) for v in row) + "\n")

    rng = np.random.default_rng(14)
    variant("unknown_noise.npy", rng.uniform(-1, 1, size=(N, D)), "unknown")
    # Unknown files whose conventions can be estimated: the angles doubled
    # (positions np.arange(0, 2n, 2)), described within rounding by an angle factor of 2; and the
    # reference with noise of 0.01 (estimates that leave a residual).
    variant("angles_doubled.npy", reference(n=2 * N - 1)[0::2].copy(), "unknown")
    variant("reference_noise_0.01.npy", ref + 0.01 * rng.standard_normal(ref.shape), "unknown")
    # Two known deviations at once: named, no longer "unknown".
    variant("concatenated_from_1.npy", concatenated(n=N + 1)[1:], "concatenated")
    estimates.append(("concatenated_from_1.npy", "halves", 1, N, "1.0",
                      "concatenated+positions-from-1"))

    # Valid files in forms NumPy can write but that readers often get wrong.
    version2 = os.path.join(OUT, "reference_version2.npy")
    with open(version2, "wb") as f:
        np.lib.format.write_array(f, ref, version=(2, 0))
    expected.append(("reference_version2.npy",) + expected[0][1:])
    keys_reordered = "{'shape': (64, 16), 'fortran_order': False, 'descr': '<f8', }"
    with open(os.path.join(OUT, "reference_keys_reordered.npy"), "wb") as f:
        f.write(npy_bytes(keys_reordered, ref.tobytes()))
    expected.append(("reference_keys_reordered.npy",) + expected[0][1:])
    long_header = "{'descr': '<f8', 'fortran_order': False, 'shape': (64, 16), }" + " " * 130
    with open(os.path.join(OUT, "reference_long_header.npy"), "wb") as f:
        f.write(npy_bytes(long_header, ref.tobytes()))
    expected.append(("reference_long_header.npy",) + expected[0][1:])
    for name in ("reference_version2.npy", "reference_keys_reordered.npy",
                 "reference_long_header.npy"):
        assert np.array_equal(np.load(os.path.join(OUT, name)), ref), name

    with open(os.path.join(OUT, "estimates.csv"), "w", newline="\n") as f:
        f.write("file,layout,first,last,amplitude,deviations\n")
        for row in estimates:
            f.write(",".join(str(v) for v in row) + "\n")

    with open(os.path.join(OUT, "expected.csv"), "w", newline="\n") as f:
        f.write("file,verdict,n,d,transposed,file_dtype,values_dtype,residual_reference,"
                "base_estimate,identical_row\n")
        for row in expected:
            f.write(",".join(str(v) for v in row) + "\n")

    # Damaged files: (name, bytes, a phrase of the expected message).
    damaged = []
    raw = open(os.path.join(OUT, "reference_f64.npy"), "rb").read()
    damaged.append(("truncated.npy", raw[:-100], "truncated"))
    damaged.append(("truncated_header.npy", raw[:40], "truncated"))
    damaged.append(("magic_only.npy", raw[:8], "truncated"))
    damaged.append(("wrong_magic.npy", b"\x93NUMPX" + raw[6:], "wrong magic"))
    damaged.append(("wrong_header.npy",
                    npy_bytes("{'descr': '<f8', 'fortran_order': False}", ref.tobytes()),
                    "wrong .npy header"))
    damaged.append(("garbage_header.npy", npy_bytes("hello world", ref.tobytes()),
                    "wrong .npy header"))
    damaged.append(("extra_bytes.npy", raw + b"\0" * 8, "wrong .npy header"))
    damaged.append(("unsupported_version.npy", b"\x93NUMPY\x07\x00" + raw[8:],
                    "unsupported .npy format version"))
    damaged.append(("lying_columns.npy",
                    npy_bytes("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 10000000), }",
                              b"\0" * 16), "truncated"))
    damaged.append(("too_large.npy",
                    npy_bytes("{'descr': '<f8', 'fortran_order': False, "
                              "'shape': (100000, 100000), }", b"\0" * 16), "too large"))
    damaged.append(("overflowing_shape.npy",
                    npy_bytes("{'descr': '<f8', 'fortran_order': False, "
                              "'shape': (4294967296, 4294967296, 4294967296), }", b"\0" * 16),
                    "too large"))

    def npy_of(array):
        import io
        buffer = io.BytesIO()
        np.save(buffer, array)
        return buffer.getvalue()

    damaged.append(("int64.npy", npy_of(np.arange(64 * 16).reshape(64, 16)), "unsupported dtype"))
    damaged.append(("complex.npy", npy_of(ref.astype(np.complex128)), "unsupported dtype"))
    damaged.append(("structured.npy",
                    npy_of(np.zeros(4, dtype=[("a", "<f8"), ("b", "<f8")])), "unsupported dtype"))
    nan_matrix = ref.copy()
    nan_matrix[5, 3] = np.nan
    damaged.append(("nan.npy", npy_of(nan_matrix), "NaN"))
    inf_matrix = ref.astype(np.float16)
    inf_matrix[7, 1] = np.inf
    damaged.append(("inf_f16.npy", npy_of(inf_matrix), "infinite"))
    damaged.append(("one_by_one.npy", npy_of(np.array([[0.0]])), "1 x 1"))
    damaged.append(("one_row.npy", npy_of(ref[:1]), "at least 2"))
    damaged.append(("vector.npy", npy_of(ref[0]), "at least 2"))
    damaged.append(("scalar.npy", npy_of(np.float64(1.0)), "0-d"))
    damaged.append(("empty_array.npy", npy_of(np.zeros((0, 16))), "empty"))
    damaged.append(("three_d.npy", npy_of(np.zeros((2, 3, 4))), "3-D"))
    damaged.append(("empty.txt", b"", "empty"))
    damaged.append(("comments_only.txt", b"# nothing here\n\n# still nothing\n", "no numbers"))
    damaged.append(("ragged.csv", b"0,1,0,1\n0.84,0.54,0.0099,0.99\n0.9,-0.4,0.02\n", "ragged"))
    damaged.append(("not_a_number.csv", b"0,1,0,1\n0.84,0.54,abc,0.99\n", "not a number"))
    damaged.append(("nan.csv", b"0,1,0,1\n0.84,nan,0.0099,0.99\n", "NaN"))
    damaged.append(("inf.txt", b"0 1 0 1\n0.84 0.54 1e999 0.99\n", "infinite"))
    damaged.append(("one_by_one.txt", b"0.5\n", "1 x 1"))
    damaged.append(("header_only.csv", b"pe_0,pe_1\n", "no numbers"))
    damaged.append(("binary.dat", b"\x00\x01\x02\x03" * 8, "binary"))
    damaged.append(("reference_utf16.csv",
                    "\ufeff0,1,0,1\n0.84,0.54,0.0099,0.99\n".encode("utf-16-le"), "UTF-16"))

    with open(os.path.join(OUT, "damaged.csv"), "w", newline="\n") as f:
        f.write("file,message\n")
        for name, data, phrase in damaged:
            with open(os.path.join(OUT, name), "wb") as out:
                out.write(data)
            f.write(f"{name},{phrase}\n")

    total = sum(os.path.getsize(os.path.join(OUT, name)) for name in os.listdir(OUT))
    print(f"wrote {len(os.listdir(OUT))} files into {OUT}, {total} bytes")
    assert total < 1_000_000


if __name__ == "__main__":
    main()
