#!/usr/bin/env bash
# Installs the build into a temporary prefix and checks what a desktop needs: the binary, the
# launcher (desktop-file-validate), the AppStream metainfo (appstreamcli validate --no-net), the
# icon in every hicolor size and the translations. The validators come from the packages
# desktop-file-utils and appstream (scripts/install-deps.sh); without them this test fails.
set -euo pipefail
build="$1"
cmake="${2:-cmake}"
for tool in desktop-file-validate appstreamcli; do
    if ! command -v "$tool" >/dev/null; then
        echo "FAIL: $tool is missing (install desktop-file-utils and appstream: scripts/install-deps.sh)" >&2
        exit 1
    fi
done
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
"$cmake" --install "$build" --prefix "$prefix" >/dev/null
id=org.pevisualiser.PEVisualiser
fail=0
check() { if [ ! -e "$prefix/$1" ]; then echo "FAIL: $1 was not installed" >&2; fail=1; fi; }
check bin/pe-visualiser
check "share/applications/$id.desktop"
check "share/metainfo/$id.metainfo.xml"
check share/icons/hicolor/scalable/apps/pe-visualiser.svg
for size in 16 22 24 32 48 64 128 256; do
    check "share/icons/hicolor/${size}x${size}/apps/pe-visualiser.png"
done
check share/pe-visualiser/translations/pe-visualiser_zh_CN.qm
check share/pe-visualiser/translations/pe-visualiser_en.qm
check share/mime/packages/pe-visualiser.xml
check share/man/man1/pe-visualiser.1.gz
check share/man/zh_CN/man1/pe-visualiser.1.gz
check share/doc/pe-visualiser/copyright
check share/doc/pe-visualiser/changelog.gz
check share/doc/pe-visualiser/manual/manual.en.md
check share/doc/pe-visualiser/manual/manual.zh_CN.md
check share/doc/pe-visualiser/exercises.md
[ "$fail" -eq 0 ] || exit 1
# A PNG's size must match its folder (bytes 16..23 of the IHDR chunk hold width and height).
for size in 16 22 24 32 48 64 128 256; do
    dims="$(od -An -tu1 -j16 -N8 "$prefix/share/icons/hicolor/${size}x${size}/apps/pe-visualiser.png" | tr -s ' ')"
    expected=" 0 0 $((size / 256)) $((size % 256)) 0 0 $((size / 256)) $((size % 256))"
    if [ "$dims" != "$expected" ]; then echo "FAIL: icon ${size}x${size} has header$dims" >&2; exit 1; fi
done
desktop-file-validate "$prefix/share/applications/$id.desktop"
# desktop-file-validate exits 0 on hints; treat any output as a failure too.
if [ -n "$(desktop-file-validate "$prefix/share/applications/$id.desktop" 2>&1)" ]; then
    echo "FAIL: desktop-file-validate reported problems" >&2
    exit 1
fi
appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml"
grep -q '^Exec=pe-visualiser %f$' "$prefix/share/applications/$id.desktop"
grep -q '^MimeType=application/x-pe-visualiser-exercises+json;application/x-npy;$' \
    "$prefix/share/applications/$id.desktop"
# The MIME types must be valid shared-mime-info (update-mime-database refuses a bad file) and
# give an exercise file its type by name and by content.
if command -v update-mime-database >/dev/null; then
    XDG_DATA_DIRS="$prefix/share:/usr/share" update-mime-database "$prefix/share/mime" 2>&1 | { ! grep .; }
    grep -q 'application/x-pe-visualiser-exercises+json' "$prefix/share/mime/globs2"
    grep -q '\*\.pevx\.json' "$prefix/share/mime/globs2"
    grep -q 'application/x-npy' "$prefix/share/mime/magic"
fi
# The AppStream release is the project's version.
version="$("$prefix/bin/pe-visualiser" --version | sed 's/^pe-visualiser //')"
grep -q "<release version=\"$version\"" "$prefix/share/metainfo/$id.metainfo.xml"
grep -q '^Icon=pe-visualiser$' "$prefix/share/applications/$id.desktop"
echo "install check: 1 passed, 0 failed"
