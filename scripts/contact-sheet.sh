#!/usr/bin/env bash
# Renders the layout test's cases (tests/ui/shell/tst_layout.cpp) into screenshots and montages
# them into contact sheets, to look at: every view (lesson panel closed and open) and every
# lesson step, in English and Chinese, in normal and presentation mode, on offscreen screens of
# 1024x768 and 1280x800 (and 1920x1080 with --all-sizes).
#
#   scripts/contact-sheet.sh [--all-sizes] [OUTDIR]     (default OUTDIR: contact-sheets)
#
# Writes OUTDIR/shots/<size>/<case>.png (one per case, the window as drawn) and one sheet per
# screen size, language, mode and kind: OUTDIR/<size>-<language>-<mode>-<views|steps>.png, each
# tile labelled with its case; prints the sheets' paths. Builds tst_layout in build/ (or
# $PEV_BUILD_DIR) first. The test's own verdicts are printed, but failures do not stop the sheets.
# Needs ImageMagick (montage): scripts/install-deps.sh installs it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes=(1024x768 1280x800)
if [ "${1:-}" = "--all-sizes" ]; then
    sizes+=(1920x1080)
    shift
fi
out="${1:-contact-sheets}"
build="${PEV_BUILD_DIR:-$root/build}"

command -v montage >/dev/null || { echo "contact-sheet.sh: montage (ImageMagick) is missing" >&2; exit 1; }
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$build" --target tst_layout -j"$(nproc)" >/dev/null
test_bin="$(find "$build" -name tst_layout -type f -perm -u+x | head -n 1)"
[ -n "$test_bin" ] || { echo "contact-sheet.sh: tst_layout was not built" >&2; exit 1; }

mkdir -p "$out"
out="$(cd "$out" && pwd)"
# A label font that has the Chinese glyphs too, when installed.
font=()
if convert -list font 2>/dev/null | grep -q "Font: Noto-Sans-CJK-SC$"; then
    font=(-font Noto-Sans-CJK-SC)
fi

for size in "${sizes[@]}"; do
    shots="$out/shots/$size"
    rm -rf "$shots"
    mkdir -p "$shots"
    echo "contact-sheet.sh: rendering the cases on a $size screen"
    PEV_LAYOUT_SHOTS="$shots" LANGUAGE=en LC_ALL=C.UTF-8 \
        QT_QPA_PLATFORM="offscreen:configfile=$root/tests/ui/shell/screens/screen-$size.json" \
        "$test_bin" views lessonSteps 2>&1 | grep -E "^(FAIL|Totals)" || true
    for language in en zh_CN; do
        for mode in normal presentation; do
            for kind in views steps; do
                if [ "$kind" = views ]; then
                    pattern="${language}_${mode}_lesson-*.png"
                else
                    pattern="${language}_${mode}_step-*.png"
                fi
                files=()
                while IFS= read -r file; do files+=("$file"); done \
                    < <(find "$shots" -name "$pattern" | sort)
                [ "${#files[@]}" -gt 0 ] || continue
                sheet="$out/$size-$language-$mode-$kind.png"
                montage "${font[@]}" -pointsize 14 -label '%t' "${files[@]}" \
                    -tile 4x -geometry 640x+6+6 -background '#d0d0d0' "$sheet"
                echo "$sheet"
            done
        done
    done
done
