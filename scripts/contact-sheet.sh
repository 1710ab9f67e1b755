#!/usr/bin/env bash
# Screenshots of the real app, as a class sees it, montaged into contact sheets to look at: the
# built binary is started on its own X server with a window manager (Xvfb and openbox, through
# tests/support/with-window-manager.sh), in each language and mode; every guided lesson is started
# from the Lesson menu with the keyboard (xdotool) and walked with Alt+Right as a clicker walks
# it, the screen captured with ImageMagick's import after each step.
#
#   scripts/contact-sheet.sh [--all-sizes] [--normal] [OUTDIR]   (default OUTDIR: contact-sheets)
#
# Sizes: 1024x768 and 1280x800 (and 1366x768, 1920x1080 with --all-sizes); languages zh_CN and
# en; presentation mode (and normal mode too with --normal). Writes
# OUTDIR/shots/<size>-<language>-<mode>/lesson<L>-step<NN>.png, one per step, and one sheet per
# size, language and mode: OUTDIR/<size>-<language>-<mode>.png; prints the sheets' paths. A
# lesson ends where Alt+Right no longer changes the screen. Builds the app in build/ (or
# $PEV_BUILD_DIR) first. Needs Xvfb, openbox, xdotool and ImageMagick (scripts/install-deps.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes=(1024x768 1280x800)
modes=(presentation)
while [ $# -gt 0 ]; do
    case "$1" in
    --all-sizes) sizes+=(1366x768 1920x1080); shift ;;
    --normal) modes+=(normal); shift ;;
    *) break ;;
    esac
done
out="${1:-contact-sheets}"
build="${PEV_BUILD_DIR:-$root/build}"

for tool in montage import xdotool; do
    command -v "$tool" >/dev/null || { echo "contact-sheet.sh: $tool is missing (scripts/install-deps.sh)" >&2; exit 1; }
done
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$build" --target pe-visualiser -j"$(nproc)" >/dev/null
app="$build/pe-visualiser"
[ -x "$app" ] || { echo "contact-sheet.sh: $app was not built" >&2; exit 1; }

mkdir -p "$out"
out="$(cd "$out" && pwd)"
# A label font that has the Chinese glyphs too, when installed.
font=()
if convert -list font 2>/dev/null | grep -q "Font: Noto-Sans-CJK-SC$"; then
    font=(-font Noto-Sans-CJK-SC)
fi

# How many guided lessons there are: the app names them when refusing an unknown one.
probe=$(mktemp -d)
lessons=$("$app" --worksheet "$probe/probe.pdf" --lesson none-such 2>&1 | sed -n 's/.*(known: \(.*\))$/\1/p' \
    | tr ',' '\n' | grep -c . || true)
rm -rf "$probe"
[ "$lessons" -gt 0 ] || { echo "contact-sheet.sh: the app named no lesson" >&2; exit 1; }
export lessons

# Runs on the X server: starts the app with its own settings, then walks every lesson.
walk() {
    local language=$1 mode=$2 shots=$3
    local home
    home=$(mktemp -d)
    local args=(--lang "$language")
    [ "$mode" = presentation ] && args+=(--presentation)
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" \
        "$app" "${args[@]}" >/dev/null 2>&1 &
    local pid=$!
    sleep 4
    local lesson=1
    while :; do
        # The Lesson menu, its "Guided lessons" submenu, the lesson's number.
        xdotool key alt+o; sleep 0.4; xdotool key g; sleep 0.4; xdotool key "$lesson"; sleep 2.5
        local step=1 previous=""
        while [ "$step" -le 40 ]; do
            local shot sum
            shot=$(printf '%s/lesson%d-step%02d.png' "$shots" "$lesson" "$step")
            import -window root "$shot" || return 1 # the X server is gone
            sum=$(convert "$shot" rgb:- | md5sum)
            # The last step: Alt+Right changed nothing.
            if [ "$sum" = "$previous" ]; then
                rm -f "$shot"
                break
            fi
            previous=$sum
            xdotool key alt+Right
            sleep 1.5
            step=$((step + 1))
        done
        # Leave this lesson (Ctrl+L closes its panel) before the next is started from the menu.
        xdotool key ctrl+l; sleep 1.5
        lesson=$((lesson + 1))
        [ "$lesson" -le "$lessons" ] || break
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -rf "$home"
}
export -f walk
export app

for size in "${sizes[@]}"; do
    for language in zh_CN en; do
        for mode in "${modes[@]}"; do
            shots="$out/shots/$size-$language-$mode"
            rm -rf "$shots"
            mkdir -p "$shots"
            echo "contact-sheet.sh: $size $language $mode" >&2
            "$root/tests/support/with-window-manager.sh" "$size" \
                bash -c 'walk "$@"' walk "$language" "$mode" "$shots"
            files=()
            while IFS= read -r file; do files+=("$file"); done < <(find "$shots" -name '*.png' | sort)
            [ "${#files[@]}" -gt 0 ] || continue
            sheet="$out/$size-$language-$mode.png"
            montage "${font[@]}" -pointsize 14 -label '%t' "${files[@]}" \
                -tile 4x -geometry 640x+6+6 -background '#d0d0d0' "$sheet"
            echo "$sheet"
        done
    done
done
