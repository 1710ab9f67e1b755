#!/usr/bin/env bash
# Installs the Debian 12 packages that pe-visualiser needs to build, run and test, when missing.
# Safe to run again: it asks apt only for packages that are not installed yet.
#   scripts/install-deps.sh            what the build and the test suite need (scripts/test.sh)
#   scripts/install-deps.sh --package  also what scripts/package.sh needs: CPack's DEB generator
#                                      runs dpkg-shlibdeps (dpkg-dev), lintian checks the .deb,
#                                      mmdebstrap makes the clean Debian 12 for --test
set -euo pipefail

packages=(
    cmake g++ make pkg-config
    lld # the linker: links the 150 test programs about four times faster than ld.bfd
    qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev libpng-dev
    libeigen3-dev
    # The animation export: GIF through giflib, MP4 (libx264) and WebM (libvpx) through FFmpeg.
    libgif-dev libavcodec-dev libavformat-dev libswscale-dev libavutil-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-qpa-plugins
    fonts-noto-cjk fonts-dejavu-core
    xvfb xauth
    # The real-window tests and contact sheets: a window manager on Xvfb, xprop to wait for it,
    # xdotool to drive the app with its keys.
    openbox x11-utils xdotool
    librsvg2-bin # rsvg-convert: a test renders exported SVG files scaled up
    imagemagick
    poppler-utils # pdfinfo, pdftotext, pdffonts: the worksheet test reads the PDF back
    desktop-file-utils appstream
    # The class session (issue 33): the students' page over HTTP and its WebSocket, the join
    # address as a QR code; chromium (headless) loads the page in the class session's test.
    qt6-httpserver-dev qt6-websockets-dev libqrencode-dev chromium
    zbar-tools # zbarimg: the browser test reads the join address back from the panel's QR code
)
if [ "${1:-}" = "--package" ]; then
    packages+=(dpkg-dev lintian mmdebstrap)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "pe-visualiser: installing ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
