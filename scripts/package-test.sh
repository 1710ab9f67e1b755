#!/usr/bin/env bash
# The package on a clean Debian 12 (run by `scripts/package.sh --test`, after the suite by .ci/run):
#
#   scripts/package-test.sh FILE.deb [DATADIR]
#
# mmdebstrap makes a minimal bookworm system (variant apt: no compiler, no -dev package), plus
# what every desktop system has for file types (shared-mime-info and desktop-file-utils, whose
# dpkg triggers rebuild the MIME database and mimeinfo.cache when a package adds a file there;
# xdg-utils with the MIME tool it recommends) and what looks at the result (Xvfb, x11-utils,
# man-db, gio), then inside it:
#   apt-get install ./FILE.deb       apt must resolve every dependency from the mirror;
#   pe-visualiser --version          prints the package's version;
#   --export in en and zh_CN         writes the views, no missing-font warning;
#   --check on two matrices          the reference (exit 0) and a doubled exponent (exit 1);
#   the window under xvfb-run        a screenshot (Xvfb's frame buffer) that is not blank;
#   man pe-visualiser                the English and the Chinese page;
#   the file types                   gio and xdg-mime name the exercise file's and the .npy's
#                                    MIME types and the app as their default;
#   a double click's equivalent      `gio open lesson.pevx.json` (GTK file managers, xdg-open in
#                                    GNOME, Xfce, MATE, Cinnamon) and xdg-open's own generic way
#                                    each start the app with the file, which shows its window
#                                    titled "lesson.pevx.json – ..." (the file is loaded) and
#                                    a screenshot that is not blank;
#   apt-get purge                    then nothing of the package is left.
# DATADIR holds the matrices (default tests/data/checker). Downloaded packages are kept in
# PEV_PACKAGE_CACHE (default /var/cache/pe-visualiser-debs) so that later runs mostly reuse them;
# PEV_DEBIAN_MIRROR picks the mirror (default http://deb.debian.org/debian).
#
# Exit codes: 0 every check passed; 1 a check failed (the log says which); 2 usage; 3 the clean
# system could not be made (no mirror reachable, mmdebstrap failed): said on stderr, never a pass.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -f "$1" ]; then
    echo "usage: scripts/package-test.sh FILE.deb [DATADIR]" >&2
    exit 2
fi
deb="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
data="${2:-$root/tests/data/checker}"
[ -d "$data" ] || data="$root/tests/data/checker"
for tool in mmdebstrap convert identify; do
    if ! command -v "$tool" >/dev/null; then
        echo "package-test.sh: $tool is missing; run scripts/install-deps.sh --package" >&2
        exit 1
    fi
done
if [ "$(id -u)" -ne 0 ]; then
    echo "package-test.sh: mmdebstrap's root mode needs root (run it with sudo)" >&2
    exit 1
fi
cache="${PEV_PACKAGE_CACHE:-/var/cache/pe-visualiser-debs}"
mirror="${PEV_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
mkdir -p "$cache"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/results"
cp "$deb" "$work/in/"
cp "$data/reference_f64.npy" "$data/exponent_doubled.npy" "$work/in/"
cp "$root/resources/exercises/encoding.json" "$work/in/lesson.pevx.json"
version="$(dpkg-deb -f "$deb" Version)"

# What runs inside the clean system. It never stops mmdebstrap: each check appends PASS or FAIL
# to results/checks, and the outer script decides.
cat >"$work/in/inside.sh" <<'INSIDE'
#!/bin/sh
set -u
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 HOME=/root
in=/tmp/pkgtest
out=$in/results
mkdir -p "$out"
pass() { echo "PASS: $*" >>"$out/checks"; }
fail() { echo "FAIL: $*" >>"$out/checks"; }
check() { what="$1"; shift; if "$@" >>"$out/log" 2>&1; then pass "$what"; else fail "$what"; fi; }
# A display number no X server uses: the clean system shares the host's network namespace, where
# X servers also listen on abstract sockets its own /tmp knows nothing of.
free_display() {
    n=200
    while grep -q "/tmp/.X11-unix/X$n\$" /proc/net/unix 2>/dev/null; do n=$((n + 1)); done
    echo "$n"
}
xvfb() { xvfb-run -n "$(free_display)" -s "-screen 0 1024x768x24 -fbdir /tmp/fb" "$@"; }
content_type() { gio info -a standard::content-type "$1" 2>>"$out/log" | sed -n 's/.*standard::content-type: //p'; }
app=org.pevisualiser.PEVisualiser.desktop
exercises=application/x-pe-visualiser-exercises+json

# Run under Xvfb by open_like_a_desktop: starts OPENER FILE in the background, waits up to 30 s
# for a top-level window whose name has the file's name in it, then keeps the window's name,
# the command line of the process that owns it (_NET_WM_PID) and the screen, and ends that
# process by its id (the clean system shares the host's process table: never by name).
cat >/tmp/opened.sh <<'OPENED'
#!/bin/sh
stem="$1"; file="$2"; shift 2
"$@" "$file" >"$stem.opener.log" 2>&1 &
name="$(basename "$file")"
i=0; win=""
while [ $i -lt 60 ] && [ -z "$win" ]; do
    sleep 0.5; i=$((i + 1))
    win="$(xwininfo -root -tree 2>/dev/null | grep -F "\"$name" | head -n 1 | awk '{print $1}')"
done
xwininfo -root -tree >"$stem.tree" 2>&1
[ -n "$win" ] || exit 0
sleep 8 # the first paint
xprop -id "$win" _NET_WM_NAME | sed 's/^[^"]*"//; s/"$//' >"$stem.title"
pid="$(xprop -id "$win" _NET_WM_PID | sed -n 's/.* = //p')"
tr '\0' ' ' <"/proc/$pid/cmdline" >"$stem.cmdline"
cp /tmp/fb/Xvfb_screen0 "$stem.xwd"
kill "$pid"
OPENED

# open_like_a_desktop STEM LABEL OPENER...: opens lesson.pevx.json the way OPENER does and
# checks that the app came up with it (results STEM.*).
open_like_a_desktop() {
    stem="$1"; label="$2"; shift 2
    rm -rf /tmp/fb && mkdir -p /tmp/fb
    xvfb sh /tmp/opened.sh "$out/$stem" "$in/lesson.pevx.json" "$@" >>"$out/log" 2>&1
    title="$(cat "$out/$stem.title" 2>/dev/null)"
    [ "$title" = "lesson.pevx.json – Positional Encoding Visualiser" ] \
        && pass "$label: the app's window names the file: '$title'" \
        || fail "$label: no window of the app names lesson.pevx.json (see $stem.tree)"
    # gio runs Exec's pe-visualiser, xdg-open its path (`which`).
    cmdline="$(cat "$out/$stem.cmdline" 2>/dev/null)"
    case "$cmdline" in
        "pe-visualiser $in/lesson.pevx.json "|"/usr/bin/pe-visualiser $in/lesson.pevx.json ")
            pass "$label: the window's process is '$cmdline'" ;;
        *) fail "$label: the window's process is '$cmdline'" ;;
    esac
}

for tool in gcc g++ cc c++ cmake qmake6 moc; do
    if command -v "$tool" >/dev/null; then fail "clean system has no $tool"; fi
done
# The premise of the file-type checks: the desktop's MIME and desktop-entry tools are there
# before the package comes (their triggers do the work; the package has no maintainer script).
for tool in update-mime-database update-desktop-database xdg-mime mimetype; do
    command -v "$tool" >/dev/null || fail "clean system lacks $tool"
done
if ! apt-get install -y -q --no-install-recommends "$in"/pe-visualiser_*.deb >>"$out/log" 2>&1; then
    fail "apt-get install ./pe-visualiser.deb"
    exit 0
fi
pass "apt-get install ./pe-visualiser.deb"
dpkg -L pe-visualiser >"$out/files"

v="$(pe-visualiser --version 2>&1)"
echo "$v" >>"$out/log"
[ "$v" = "pe-visualiser $EXPECTED_VERSION" ] && pass "--version: $v" || fail "--version: $v"

for lang in en zh_CN; do
    if pe-visualiser --export "/tmp/export-$lang" --lang "$lang" >"$out/export-$lang.out" \
        2>"$out/export-$lang.err" && [ -s "/tmp/export-$lang/table.png" ]; then
        pass "--export --lang $lang ($(ls "/tmp/export-$lang" | wc -l) files)"
    else
        fail "--export --lang $lang"
    fi
    if grep -qi "font" "$out/export-$lang.err"; then fail "--export --lang $lang warns of fonts"
    else pass "--export --lang $lang: no font warning"; fi
    cp "/tmp/export-$lang/table.png" "$out/export-$lang-table.png" 2>/dev/null
done

pe-visualiser --check "$in/reference_f64.npy" >"$out/check-reference.out" 2>&1
code=$?
grep -q "verdict: reference" "$out/check-reference.out" && [ $code -eq 0 ] \
    && pass "--check reference_f64.npy: exit 0" || fail "--check reference_f64.npy: exit $code"
pe-visualiser --check "$in/exponent_doubled.npy" >"$out/check-doubled.out" 2>&1
code=$?
[ $code -eq 1 ] && pass "--check exponent_doubled.npy: exit 1" \
    || fail "--check exponent_doubled.npy: exit $code"

# The window in both languages: Xvfb keeps its screen as an XWD file in -fbdir.
for lang in en zh_CN; do
    rm -rf /tmp/fb && mkdir -p /tmp/fb
    xvfb sh -c "
        pe-visualiser --lang $lang >'$out/window-$lang.log' 2>&1 & pid=\$!
        sleep 10; cp /tmp/fb/Xvfb_screen0 '$out/window-$lang.xwd'
        kill \$pid; wait \$pid" >>"$out/log" 2>&1
    [ -s "$out/window-$lang.xwd" ] && pass "window --lang $lang: screenshot taken" \
        || fail "window --lang $lang: no screenshot"
    grep -qi "font" "$out/window-$lang.log" && fail "window --lang $lang warns of fonts"
done

man_en="$(MANPAGER=cat MANWIDTH=100 man pe-visualiser 2>>"$out/log")"
echo "$man_en" >"$out/man-en.txt"
echo "$man_en" | grep -q -- "--export-animation" && echo "$man_en" | grep -q "PE-VISUALISER(1)" \
    && pass "man pe-visualiser" || fail "man pe-visualiser"
man_zh="$(LANGUAGE=zh_CN MANPAGER=cat MANWIDTH=100 man -L zh_CN pe-visualiser 2>>"$out/log")"
echo "$man_zh" >"$out/man-zh_CN.txt"
echo "$man_zh" | grep -q "选项" && pass "man -L zh_CN pe-visualiser" || fail "man -L zh_CN pe-visualiser"

# The file types: what a file manager asks before a double click (GIO for GTK file managers,
# xdg-mime for xdg-open's own generic way, which reads the MIME database with File::MimeInfo
# and the defaults from update-desktop-database's mimeinfo.cache).
# A file whose name does not decide (no suffix) is known by its content (the magic). One named
# only .json stays application/json to both: a name with one glob match is never sniffed, which
# is why teachers are asked for .pevx.json.
cp "$in/lesson.pevx.json" /tmp/exercises
for f in "$in/lesson.pevx.json:$exercises" "/tmp/exercises:$exercises" \
    "$in/reference_f64.npy:application/x-npy"; do
    file="${f%%:*}"; want="${f#*:}"
    type="$(content_type "$file")"
    [ "$type" = "$want" ] && pass "gio: $(basename "$file") is $type" \
        || fail "gio: $(basename "$file") is '$type', not $want"
    type="$(xdg-mime query filetype "$file" 2>>"$out/log")"
    [ "$type" = "$want" ] && pass "xdg-mime: $(basename "$file") is $type" \
        || fail "xdg-mime: $(basename "$file") is '$type', not $want"
done
for type in $exercises application/x-npy; do
    gio mime "$type" >>"$out/gio-mime" 2>&1
    default="$(gio mime "$type" 2>/dev/null | sed -n 's/^Default application for .*: //p')"
    [ "$default" = "$app" ] && pass "gio: the default application for $type is $default" \
        || fail "gio: the default application for $type is '$default'"
    default="$(xdg-mime query default "$type" 2>>"$out/log")"
    [ "$default" = "$app" ] && pass "xdg-mime: the default application for $type is $default" \
        || fail "xdg-mime: the default application for $type is '$default'"
done
# The double click itself, both ways (xdg-open with no desktop named: its generic way).
open_like_a_desktop gio-open "gio open lesson.pevx.json" gio open
open_like_a_desktop xdg-open "xdg-open lesson.pevx.json (generic)" env -u XDG_CURRENT_DESKTOP \
    -u DESKTOP_SESSION -u KDE_FULL_SESSION -u GNOME_DESKTOP_SESSION_ID xdg-open

if apt-get purge -y -q pe-visualiser >>"$out/log" 2>&1; then pass "apt-get purge pe-visualiser"
else fail "apt-get purge pe-visualiser"; fi
left=""
while IFS= read -r f; do
    [ -f "$f" ] || [ -L "$f" ] || continue
    left="$left $f"
done <"$out/files"
for d in /usr/share/pe-visualiser /usr/share/doc/pe-visualiser; do
    [ -e "$d" ] && left="$left $d"
done
found="$(find /usr /etc /var/lib -xdev \( -path /var/lib/apt -o -path /var/cache \) -prune -o \
    -name '*pe-visualiser*' -print 2>/dev/null)"
left="$left $found"
if [ -z "$(echo $left)" ]; then pass "nothing left after purge"; else fail "left after purge:$left"; fi
type="$(content_type "$in/lesson.pevx.json")"
[ "$type" != "$exercises" ] && pass "MIME type gone after purge ($type)" \
    || fail "MIME type still known after purge"
default="$(xdg-mime query default application/x-npy 2>/dev/null)"
[ -z "$default" ] && pass "no default application for .npy after purge" \
    || fail "default application for .npy after purge: $default"
exit 0
INSIDE

start=$SECONDS
echo "package-test.sh: making a clean Debian 12 with mmdebstrap and testing $(basename "$deb") in it"
set +e
# Speed: no fsync while unpacking, no documentation or message catalogues of other packages
# (ours stays; dpkg needs the directory itself included too), no translated descriptions.
mmdebstrap --variant=apt --mode=root --format=null \
    --include=shared-mime-info,desktop-file-utils,xdg-utils,libfile-mimeinfo-perl \
    --include=xvfb,xauth,x11-utils,man-db,libglib2.0-bin,procps \
    --dpkgopt=force-unsafe-io \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/pe-visualiser' \
    --dpkgopt='path-include=/usr/share/doc/pe-visualiser/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --aptopt='Acquire::Languages "none"' \
    --skip=download/empty --skip=essential/unlink \
    --setup-hook='mkdir -p "$1"/var/cache/apt/archives/' \
    --setup-hook="sync-in '$cache' /var/cache/apt/archives/" \
    --customize-hook='mkdir -p "$1/tmp/pkgtest"' \
    --customize-hook="sync-in '$work/in' /tmp/pkgtest" \
    --customize-hook="chroot \"\$1\" env EXPECTED_VERSION='$version' sh /tmp/pkgtest/inside.sh" \
    --customize-hook="sync-out /var/cache/apt/archives '$cache'" \
    --customize-hook="sync-out /tmp/pkgtest/results '$work/results'" \
    bookworm /dev/null "$mirror" >"$work/mmdebstrap.log" 2>&1
status=$?
set -e
if [ ! -f "$work/results/checks" ]; then
    tail -n 20 "$work/mmdebstrap.log" >&2
    echo "package-test.sh: the clean Debian 12 system could not be made (mmdebstrap exit $status;" \
        "is $mirror reachable?); the package was NOT tested" >&2
    exit 3
fi
results="${PEV_PACKAGE_RESULTS:-$root/build-package/package-test}"
rm -rf "$results" && mkdir -p "$results" && cp -r "$work/results/." "$results/"

# The screenshots: PNG, and not blank (more than a few colours, some contrast).
for shot in window-en window-zh_CN gio-open xdg-open; do
    if [ ! -s "$results/$shot.xwd" ]; then continue; fi
    convert "xwd:$results/$shot.xwd" "$results/$shot.png" 2>/dev/null
    colours="$(identify -format '%k' "$results/$shot.png" 2>/dev/null || echo 0)"
    sd="$(identify -format '%[fx:int(1000*standard_deviation)]' "$results/$shot.png" 2>/dev/null || echo 0)"
    if [ "$colours" -gt 16 ] && [ "$sd" -gt 20 ]; then
        echo "PASS: $shot.png is not blank ($colours colours)" >>"$results/checks"
    else
        echo "FAIL: $shot.png is blank ($colours colours, deviation $sd/1000)" >>"$results/checks"
    fi
done
cat "$results/checks"
passed="$(grep -c '^PASS' "$results/checks" || true)"
failed="$(grep -c '^FAIL' "$results/checks" || true)"
echo "package-test.sh: $passed passed, $failed failed in $((SECONDS - start)) s (log, screenshots: $results)"
[ "$failed" -eq 0 ] && [ "$status" -eq 0 ] || exit 1
