#!/usr/bin/env bash
# Installs what is missing, builds pe-visualiser and launches it. Without a display it renders
# every view headless instead (pe-visualiser --export) and says where it wrote them.
# Arguments are passed to pe-visualiser, e.g. scripts/run.sh --lang zh_CN
# The build shows its progress (scripts/build-progress.sh); its full output is kept in
# build-run/build.log and shown in part when it fails.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
build="$root/build-run"
mkdir -p "$build"
log="$build/build.log"
if [ ! -f "$build/CMakeCache.txt" ]; then
    echo "pe-visualiser: configuring the build in build-run/ (the first build takes a minute or two)" >&2
else
    echo "pe-visualiser: building in build-run/" >&2
fi
if ! cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPEV_BUILD_TESTS=OFF >"$log" 2>&1; then
    echo "pe-visualiser: configuring failed; the end of $log:" >&2
    tail -n 30 "$log" >&2
    exit 1
fi
if ! cmake --build "$build" -j"$(nproc)" 2>&1 | "$root/scripts/build-progress.sh" "$log.tmp"; then
    cat "$log.tmp" >>"$log"
    echo "pe-visualiser: the build failed; the end of $log:" >&2
    tail -n 40 "$log" >&2
    exit 1
fi
cat "$log.tmp" >>"$log" && rm -f "$log.tmp"
echo "pe-visualiser: built" >&2
app="$build/pe-visualiser"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$app" "$@"
fi
out="$root/export"
echo "No display found: rendering the views headless into $out" >&2
"$app" --export "$out" "$@"
echo "Done. Open the images in $out" >&2
