#!/usr/bin/env bash
# Runs a command on its own X server with a window manager, as a user's desktop runs the app:
#   with-window-manager.sh WIDTHxHEIGHT COMMAND [ARGS...]
# Starts Xvfb (a free display number, chosen by the server itself) with one screen of that size
# and openbox on it, waits until openbox manages the screen, runs COMMAND with DISPLAY set and
# QT_QPA_PLATFORM=xcb, and exits with COMMAND's exit code (1, with the reason, when Xvfb or
# openbox is missing or does not start: never a skip). Both servers stop however COMMAND ends.
set -u
size=$1
shift
for tool in Xvfb openbox xprop; do
    command -v "$tool" >/dev/null || { echo "with-window-manager.sh: $tool is missing" >&2; exit 1; }
done
tmp=$(mktemp -d)
cleanup() {
    [ -n "${wm:-}" ] && kill "$wm" 2>/dev/null
    [ -n "${server:-}" ] && kill "$server" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
exec 3>"$tmp/display"
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset >"$tmp/xvfb.log" 2>&1 &
server=$!
exec 3>&-
for _ in $(seq 1 100); do
    [ -s "$tmp/display" ] && break
    sleep 0.05
done
[ -s "$tmp/display" ] || { echo "with-window-manager.sh: Xvfb did not start" >&2; cat "$tmp/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(head -n 1 "$tmp/display")"
openbox --sm-disable >"$tmp/openbox.log" 2>&1 &
wm=$!
# openbox manages the screen once the root window names its check window.
for _ in $(seq 1 100); do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.05
done
xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" \
    || { echo "with-window-manager.sh: openbox did not start" >&2; cat "$tmp/openbox.log" >&2; exit 1; }
export QT_QPA_PLATFORM=xcb
"$@"
