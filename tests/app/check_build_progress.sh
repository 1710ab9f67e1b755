#!/usr/bin/env bash
# Checks scripts/build-progress.sh, which scripts/run.sh pipes `cmake --build` through: for each
# case of generator output it must print one progress line per tenth reached (no compiler lines)
# and keep every input line in its log. Usage: check_build_progress.sh <build-progress.sh>
set -uo pipefail
progress="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

check() { # name, input, expected stderr
    local name="$1" input="$2" expected="$3"
    local got
    got="$(printf '%b' "$input" | bash "$progress" "$tmp/log" 2>&1 >/dev/null)"
    if [ "$got" != "$(printf '%b' "$expected")" ]; then
        echo "FAIL $name: got"; printf '%s\n' "$got"; echo "expected"; printf '%b\n' "$expected"
        failures=$((failures + 1))
        return
    fi
    if [ "$(wc -l <"$tmp/log")" -ne "$(printf '%b' "$input" | wc -l)" ]; then
        echo "FAIL $name: the log does not hold every line"
        failures=$((failures + 1))
        return
    fi
    echo "PASS $name"
}

check "makefile" \
    '[  2%] Building CXX object core/a.cpp.o\n[  4%] Building CXX object core/b.cpp.o\nwarning: x\n[ 15%] Linking\n[ 51%] Building\n[100%] Built target pe-visualiser\n' \
    '  building:   2 %\n  building:  15 %\n  building:  51 %\n  building: 100 %'
check "ninja" \
    '[1/200] Building CXX object a\n[20/200] b\n[21/200] c\n[200/200] Linking CXX executable pe-visualiser\n' \
    '  building:   0 %\n  building:  10 %\n  building: 100 %'
check "nothing to build" \
    'gmake: Nothing to be done.\n' \
    ''
if [ "$failures" -ne 0 ]; then
    echo "$failures failed"
    exit 1
fi
echo "3 passed, 0 failed"
