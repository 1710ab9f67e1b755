#!/usr/bin/env bash
# Builds what the benchmarks need (Release, in build-bench/) and, in one run, times pe-visualiser
# and a reference for the same work, one line per figure:
#   <figure>: ours <x> ms, reference <y> ms, ratio <r>x (target <t>) PASS|FAIL
# ratio = reference / ours (above 1: ours is faster).
#   matrix         PE of 4096 positions x d 1024, float64, one thread: PositionalEncoding::fillRange
#                  vs the article's vectorised NumPy code; also the largest error against long
#                  double and the time to memset the same bytes
#   scaling        fillRange over n in {1k, 4k, 16k} x d in {128, 512, 2048}: fitted exponents
#   startup        process start to the first painted main window vs a Qt Widgets hello-world
#   export-all     pe-visualiser --export DIR vs pe-visualiser --version
#   heatmap-frame  one full heat map redraw at 1920x1080 (100 000 positions x d 4096), peak memory
#                  against the same redraw with 1000 positions
#   slider-update  one move of the q slider at d 512 in the real window until every view has it
#                  and the window has repainted (each tab current in turn, the Long-context
#                  family's included; unscaled and with YaRN on; the slowest counts)
#   animation      the transport playing q over 1..1000 in the real window at 1920x1080, each tab
#                  in turn: frames per second of the slowest tab and the longest frame
#   export-animation  100 frames of `pairs` at 1200x800 to MP4 (render + libx264) vs rendering
#                  the same frames only
#   check          pe-visualiser --check of a 16384 x 1024 float32 .npy vs NumPy loading the file
#                  and comparing it with its own reference matrix (target: at most 2x NumPy)
#   train          training steps per second of pe::Trainer (default model, batch and Adam) vs
#                  PyTorch running the same model, batch and optimizer on one CPU thread
#                  (tests/benchmarks/train_torch.py; target >= 3x), and the default comparison of
#                  six schemes in <= 10 s, side by side on one worker per core
# Usage: tests/benchmarks/compare.sh [--reps N] [figure ...]   (default: all figures)
# Needs python3-numpy, and python3-torch for the train figure (both installed here when missing;
# torch is the benchmark's own: the build and the tests never need it); runs the window figures
# under xvfb-run when there is no display.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$root/build-bench"

"$root/scripts/install-deps.sh" # the build's own packages, when missing
python=python3
for candidate in /usr/bin/python3 python3; do
    if command -v "$candidate" >/dev/null && "$candidate" -c "import numpy" 2>/dev/null; then
        python="$candidate"
        break
    fi
done
if ! "$python" -c "import numpy" 2>/dev/null; then
    echo "compare.sh: installing python3-numpy for the reference" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends \
        python3-numpy >&2
    python=/usr/bin/python3
fi

# The train figure's reference: Debian's PyTorch, for this benchmark only.
figures=()
skip=0
for arg in "$@"; do
    if [ "$skip" -eq 1 ]; then skip=0; continue; fi
    case "$arg" in
        --reps) skip=1 ;;
        --reps=*) ;;
        *) figures+=("$arg") ;;
    esac
done
wants_train=0
if [ "${#figures[@]}" -eq 0 ]; then wants_train=1; fi
for figure in "${figures[@]}"; do [ "$figure" = train ] && wants_train=1; done
if [ "$wants_train" -eq 1 ] && ! "$python" -c "import torch" 2>/dev/null; then
    echo "compare.sh: installing python3-torch for the train figure's reference" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends \
        python3-torch >&2
    python=/usr/bin/python3
fi

echo "compare.sh: building (Release) in $build ..." >&2
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPEV_BUILD_TESTS=OFF \
    -DPEV_BUILD_BENCHMARKS=ON >/dev/null
cmake --build "$build" -j"$(nproc)" \
    --target pe-visualiser pev_bench_kernel pev_bench_train pev_bench_ui pev_bench_animation pev_bench_hello >/dev/null

run=("$python" "$root/tests/benchmarks/compare.py" "$build" "$@")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "${run[@]}"
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    export QT_QPA_PLATFORM=offscreen
fi
exec "${run[@]}"
