#!/usr/bin/env bash
# Installs what is missing, builds pe-visualiser with warnings as errors and runs the whole
# Qt Test suite with CTest, headless (QT_QPA_PLATFORM=offscreen); then builds it again with
# AddressSanitizer + UndefinedBehaviorSanitizer (build-asan, -DPEV_SANITIZE=ON) and runs the
# whole suite there too, leak detection on (known system-library leaks: tests/lsan.supp), but for
# the tests labelled normal-only (the same code again at other screen sizes, the training results,
# the command-line tests that run --export again and again: see their CMakeLists.txt).
# PEV_SKIP_SANITIZE=1 skips the second pass (e.g. for a quick local run).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
jobs="$(nproc)"

# Line tables only (-g1): a failure's stack trace still names files and lines, and the two builds
# take about a third less time than with full debug information.
flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")

build="$root/build-test"
start=$SECONDS
cmake -S "$root" -B "$build" "${flags[@]}" -DPEV_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build "$build" -j"$jobs"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure -j"$jobs"
echo "test.sh: normal build and tests took $((SECONDS - start)) s"

if [ "${PEV_SKIP_SANITIZE:-0}" = "1" ]; then
    exit 0
fi
asan="$root/build-asan"
start=$SECONDS
# The benchmarks are timing programs: the normal build compiles them, a sanitizer build of them
# would time nothing.
# -O1: the sanitized compile takes about half the time of -O2 (23 s -> 13 s of CPU for one UI
# test file), and the tests' time is mostly in Qt and the sanitizer's allocator either way.
cmake -S "$root" -B "$asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" -DPEV_WARNINGS_AS_ERRORS=ON \
    -DPEV_SANITIZE=ON -DPEV_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$asan" -j"$jobs"
# Allocation stacks of 8 frames and a 64 MB quarantine: about a fifth less time in the allocator
# (the UI tests allocate heavily inside Qt), still naming the allocating function of a report.
ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1:malloc_context_size=8:quarantine_size_mb=64" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
LSAN_OPTIONS="suppressions=$root/tests/lsan.supp:print_suppressions=0" \
QT_QPA_PLATFORM=offscreen ctest --test-dir "$asan" --output-on-failure -j"$jobs" -LE normal-only
echo "test.sh: sanitizer build and tests took $((SECONDS - start)) s"
