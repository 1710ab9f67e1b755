#!/usr/bin/env bash
# Runs clang-tidy (the checks in .clang-tidy) over our sources with the compile commands of a
# build configured with CMAKE_EXPORT_COMPILE_COMMANDS=ON; exits 1 on any warning in our code.
# Usage: scripts/tidy.sh [BUILD_DIR]   (default: build-tidy, configured if missing)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build-tidy}"
tidy="$(command -v clang-tidy-14 || command -v clang-tidy)"
if [ ! -f "$build/compile_commands.json" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
fi
# The moc/rcc/uic outputs must exist for the sources to parse.
cmake --build "$build" -j"$(nproc)" >/dev/null
cd "$root"
mapfile -t sources < <(git ls-files 'core/*.cpp' 'ui/*.cpp' 'app/*.cpp' 'tests/*.cpp')
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
printf '%s\n' "${sources[@]}" | xargs -P"$(nproc)" -n4 "$tidy" -p "$build" --quiet >"$log" 2>/dev/null || true
if grep -E "^$root/.*(warning|error):" "$log"; then
    echo "clang-tidy: warnings in our code (see above)" >&2
    exit 1
fi
echo "clang-tidy: no warnings in ${#sources[@]} files"
