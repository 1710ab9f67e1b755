#!/usr/bin/env bash
# Makes the manual's figures (docs/manual/images) with the app itself: --export of the lesson's
# default state in English and Chinese, three views each, and for the chapter on training the
# window at the second step of the lesson "Does the model use it?" (training-step-2, its
# controls) and the Beyond L figure of the run --export trains (training-lengths), at a size that
# reads well in the manual window. Run after a build: scripts/manual-images.sh [BINARY] (default
# build/pe-visualiser).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="${1:-$root/build/pe-visualiser}"
images="$root/docs/manual/images"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$images"
for lang in en zh_CN; do
    "$binary" --export "$work/$lang" --lang "$lang" --size 840x520 >/dev/null
    for view in table pairs checker training-lengths; do
        cp "$work/$lang/$view.png" "$images/$view-$lang.png"
    done
    cp "$work/$lang/training-step-2.png" "$images/training-lesson-$lang.png"
done
echo "manual-images.sh: wrote $(ls "$images" | wc -l) images into $images"
