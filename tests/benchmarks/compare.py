#!/usr/bin/env python3
"""Times pe-visualiser against references and prints one line per figure:

    <figure>: ours <x> ms, reference <y> ms, ratio <r>x (target <t>) PASS|FAIL|SKIP

ratio is always reference / ours: above 1 ours is faster. Called by compare.sh with the Release
build folder; see compare.sh for the figures. Needs python3-numpy (Debian's python3).
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")  # one thread for NumPy too
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np  # noqa: E402


def line(figure, ours, reference, target, verdict, ref_text=None):
    ratio = reference / ours if ours > 0 and reference is not None else float("nan")
    ref = ref_text if ref_text is not None else f"{reference:.2f}"
    print(f"{figure}: ours {ours:.2f} ms, reference {ref} ms, ratio {ratio:.2f}x "
          f"(target {target}) {verdict}", flush=True)


def key_values(text):
    values = {}
    for row in text.splitlines():
        if "=" in row:
            key, value = row.split("=", 1)
            values[key.strip()] = value.strip()
    return values


def run_kernel(build, n, d, reps, check=False):
    cmd = [os.path.join(build, "benchmarks", "pev_bench_kernel"), str(n), str(d), str(reps)]
    if check:
        cmd.append("--check")
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return key_values(out)


# The article's vectorised NumPy code, with its bugs fixed (float64, sin into the even and cos
# into the odd columns, div_term = exp(arange(0, d, 2) * -(log(10000) / d))).
def numpy_encoding(n, d):
    position = np.arange(n, dtype=np.float64)[:, np.newaxis]
    div_term = np.exp(np.arange(0, d, 2, dtype=np.float64) * -(math.log(10000.0) / d))
    pe = np.zeros((n, d), dtype=np.float64)
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe


def time_numpy(n, d, reps):
    checksum = 0.0
    times = []
    for r in range(-2, reps):
        t0 = time.perf_counter()
        pe = numpy_encoding(n, d)
        t1 = time.perf_counter()
        checksum += float(pe[n // 2, d // 3])
        del pe
        if r >= 0:
            times.append((t1 - t0) * 1000.0)
    return statistics.median(times), checksum


def figure_matrix(build, reps):
    n, d = 4096, 1024
    ours = run_kernel(build, n, d, reps, check=True)
    ours_ms = float(ours["ours_ms"])
    memset_ms = float(ours["memset_ms"])
    error = float(ours["max_error"])
    numpy_ms, _ = time_numpy(n, d, reps)
    speedup = numpy_ms / ours_ms
    of_memset = ours_ms / memset_ms
    ok = speedup >= 10.0 and error <= 1e-12 and of_memset <= 3.0
    line("matrix", ours_ms, numpy_ms,
         f">= 10x NumPy; max abs error {error:.1e} <= 1e-12; memset {memset_ms:.2f} ms, "
         f"ours/memset {of_memset:.2f}x <= 3x", "PASS" if ok else "FAIL")


def fit_exponents(rows):
    # log t = c + a log n + b log d, least squares
    a = np.array([[1.0, math.log(n), math.log(d)] for n, d, _ in rows])
    y = np.array([math.log(t) for _, _, t in rows])
    coef, *_ = np.linalg.lstsq(a, y, rcond=None)
    return coef[1], coef[2]


def figure_scaling(build, reps):
    ours_rows = []
    memset_rows = []
    numpy_rows = []
    for n in (1024, 4096, 16384):
        for d in (128, 512, 2048):
            kernel = run_kernel(build, n, d, reps)
            ours_rows.append((n, d, float(kernel["ours_ms"])))
            memset_rows.append((n, d, float(kernel["memset_ms"])))
            numpy_rows.append((n, d, time_numpy(n, d, max(3, reps // 3))[0]))
    for (n, d, t), (_, _, m), (_, _, u) in zip(ours_rows, memset_rows, numpy_rows):
        print(f"  scaling n={n} d={d}: ours {t:.3f} ms, memset {m:.3f} ms, NumPy {u:.2f} ms",
              file=sys.stderr)
    en, ed = fit_exponents(ours_rows)
    mn, md = fit_exponents(memset_rows)
    rn, rd = fit_exponents(numpy_rows)
    ok = 0.8 <= en <= 1.2 and 0.8 <= ed <= 1.2
    # The memset and NumPy exponents show what the machine's caches do to a linear algorithm:
    # outputs of 1 to 4 MiB stay in the cache, those of 64 to 256 MiB go to memory.
    line("scaling", sum(t for *_, t in ours_rows), sum(t for *_, t in numpy_rows),
         f"exponents of n {en:.2f} and d {ed:.2f} within 0.8..1.2; memset n {mn:.2f} d {md:.2f}, "
         f"NumPy n {rn:.2f} d {rd:.2f}; times summed over n 1k/4k/16k x d 128/512/2048",
         "PASS" if ok else "FAIL")


def first_paint_ms(cmd, env):
    t0 = time.time_ns()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120).stdout
    for row in out.splitlines():
        if row.startswith("first-paint-epoch-ns "):
            return (int(row.split()[1]) - t0) / 1e6
    raise RuntimeError(f"{cmd[0]} printed no first paint: {out!r}")


def figure_startup(build, reps):
    env = dict(os.environ, PEV_STARTUP_PROBE="1", LANGUAGE="en", LC_ALL="C.UTF-8")
    app = [os.path.join(build, "pe-visualiser"), "--lang", "en"]
    hello = [os.path.join(build, "benchmarks", "pev_bench_hello")]
    ours, ref = [], []
    for r in range(-1, reps):  # one cold run each as warm-up (font caches, shader caches)
        a = first_paint_ms(app, env)
        b = first_paint_ms(hello, env)
        if r >= 0:
            ours.append(a)
            ref.append(b)
    o, h = statistics.median(ours), statistics.median(ref)
    platform = "Xvfb" if os.environ.get("DISPLAY") else os.environ.get("QT_QPA_PLATFORM", "?")
    line("startup", o, h, f"<= 500 ms to the first painted main window; reference a Qt Widgets "
         f"hello-world; {platform}", "PASS" if o <= 500.0 else "FAIL")


def wall_ms(cmd, env):
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=300)
    return (time.perf_counter() - t0) * 1000.0


def figure_export(build, reps):
    env = dict(os.environ, LANGUAGE="en", LC_ALL="C.UTF-8")
    app = os.path.join(build, "pe-visualiser")
    ours, ref = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(-1, reps):
            out = os.path.join(tmp, f"export{r + 1}")
            a = wall_ms([app, "--export", out, "--lang", "en"], env)
            b = wall_ms([app, "--version"], env)
            if r >= 0:
                ours.append(a)
                ref.append(b)
        files = len(os.listdir(out))
    o = statistics.median(ours)
    line("export-all", o, statistics.median(ref),
         f"<= 2000 ms for {files} files; reference pe-visualiser --version",
         "PASS" if o <= 2000.0 else "FAIL")


def figure_ui(build, name, reps, target_ms, what):
    exe = os.path.join(build, "benchmarks", "pev_bench_ui")
    env = dict(os.environ, LANGUAGE="en", LC_ALL="C.UTF-8")
    out = key_values(subprocess.run([exe, name, str(reps)], env=env, check=True,
                                    capture_output=True, text=True, timeout=600).stdout)
    status = out.get("status", "missing")
    if status == "missing":
        print(f"{name}: ours n/a ms, reference n/a ms, ratio n/a x (target <= {target_ms} ms; "
              f"{what}) SKIP (view not built yet)", flush=True)
        return
    o, ref = float(out["ours_ms"]), float(out["reference_ms"])
    extra = f"; peak memory {int(out['peak_rss_kib']) / 1024:.0f} MiB" if "peak_rss_kib" in out else ""
    if status == "complete":
        line(name, o, ref, f"<= {target_ms} ms; {what}{extra}", "PASS" if o <= target_ms else "FAIL")
    else:
        line(name, o, ref, f"<= {target_ms} ms; {what}; measured {out.get('note', status)}{extra}",
             "SKIP (view not built yet)")


FIGURES = ["matrix", "scaling", "startup", "export-all", "heatmap-frame", "slider-update"]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("build", help="Release build folder")
    parser.add_argument("figures", nargs="*", default=FIGURES, help="figures to run")
    parser.add_argument("--reps", type=int, default=9)
    args = parser.parse_args()
    for figure in args.figures:
        if figure == "matrix":
            figure_matrix(args.build, args.reps)
        elif figure == "scaling":
            figure_scaling(args.build, args.reps)
        elif figure == "startup":
            figure_startup(args.build, max(3, args.reps // 2))
        elif figure == "export-all":
            figure_export(args.build, max(3, args.reps // 3))
        elif figure == "heatmap-frame":
            figure_ui(args.build, "heatmap-frame", args.reps, 8,
                      "one full redraw at 1920x1080 of 100 000 positions x d 4096; reference "
                      "QImage::fill of the frame")
        elif figure == "slider-update":
            figure_ui(args.build, "slider-update", args.reps, 16,
                      "one change of q at d 512 until table, charts and heatmap are painted; "
                      "reference one full repaint of the idle window")
        else:
            parser.error(f"unknown figure {figure}; choose from {' '.join(FIGURES)}")


if __name__ == "__main__":
    main()
