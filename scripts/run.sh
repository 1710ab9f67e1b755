#!/usr/bin/env bash
# Installs what is missing, builds pe-visualiser and launches it. Without a display it renders
# every view headless instead (pe-visualiser --export) and says where it wrote them.
# Arguments are passed to pe-visualiser, e.g. scripts/run.sh --lang zh_CN
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
cmake -S "$root" -B "$root/build-run" -DCMAKE_BUILD_TYPE=Release -DPEV_BUILD_TESTS=OFF >/dev/null
cmake --build "$root/build-run" -j"$(nproc)" >/dev/null
app="$root/build-run/pe-visualiser"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$app" "$@"
fi
out="$root/export"
echo "No display found: rendering the views headless into $out" >&2
"$app" --export "$out" "$@"
echo "Done. Open the images in $out" >&2
