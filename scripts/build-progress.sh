#!/usr/bin/env bash
# Reads the output of `cmake --build` on standard input and shows the build's progress instead of
# every compiler line: on a terminal one line that counts up ("building: 42 %"), elsewhere (a log,
# CI) a line at each tenth. Every line read goes to the log file named by $1 (default: none), so
# that a failed build can show what went wrong. Understands the Makefile generator's "[ 42%]" and
# Ninja's "[12/200]". Exits 0; the caller looks at cmake's own exit status (set -o pipefail).
set -uo pipefail
log="${1:-/dev/null}"
: >"$log"
last=-1
tty=0
[ -t 2 ] && tty=1
while IFS= read -r line; do
    printf '%s\n' "$line" >>"$log"
    percent=""
    if [[ $line =~ ^\[\ *([0-9]+)%\] ]]; then
        percent=${BASH_REMATCH[1]}
    elif [[ $line =~ ^\[([0-9]+)/([0-9]+)\] ]] && [ "${BASH_REMATCH[2]}" -gt 0 ]; then
        percent=$((BASH_REMATCH[1] * 100 / BASH_REMATCH[2]))
    fi
    [ -z "$percent" ] && continue
    percent=$((10#$percent))
    if [ "$tty" -eq 1 ]; then
        [ "$percent" -ne "$last" ] && printf '\r  building: %3d %%' "$percent" >&2
        last=$percent
    elif [ $((percent / 10)) -gt $((last < 0 ? -1 : last / 10)) ]; then
        printf '  building: %3d %%\n' "$percent" >&2
        last=$percent
    fi
done
[ "$tty" -eq 1 ] && [ "$last" -ge 0 ] && printf '\n' >&2
exit 0
