#!/usr/bin/env bash
# Builds the Debian package and the source tarball with CMake's CPack, and checks the package.
#
#   scripts/package.sh [OUTDIR]          Release build (Debian's hardening flags from
#                                        dpkg-buildflags) in build-package/, then into OUTDIR
#                                        (default dist/): pe-visualiser_<version>_<arch>.deb and
#                                        pe-visualiser-<version>.tar.gz; lintian must report no
#                                        error and no warning that is not overridden.
#   scripts/package.sh --test [OUTDIR]   the same, then installs the .deb with apt in a clean
#                                        Debian 12 made by mmdebstrap (no compiler, no -dev
#                                        package) and runs it there: scripts/package-test.sh.
#
# Needs cmake, dpkg-dev, lintian (and mmdebstrap for --test): `scripts/install-deps.sh --package`.
# Exit codes: 0 success, 1 a check failed, 2 usage, 3 the clean system could not be made (no
# Debian mirror reachable): never a silent pass.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

test=0
out=""
for arg in "$@"; do
    case "$arg" in
        --test) test=1 ;;
        -h|--help) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "package.sh: unknown option '$arg' (see --help)" >&2; exit 2 ;;
        *) if [ -n "$out" ]; then echo "package.sh: one OUTDIR at most" >&2; exit 2; fi
           out="$arg" ;;
    esac
done
out="${out:-$root/dist}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

tools=(cmake cpack dpkg-shlibdeps dpkg-buildflags lintian)
[ "$test" -eq 1 ] && tools+=(mmdebstrap)
for tool in "${tools[@]}"; do
    if ! command -v "$tool" >/dev/null; then
        echo "package.sh: $tool is missing; run scripts/install-deps.sh --package" >&2
        exit 1
    fi
done

start=$SECONDS
build="${PEV_PACKAGE_BUILD_DIR:-$root/build-package}"
# Debian's build flags (hardening: -fstack-protector-strong, _FORTIFY_SOURCE, relro, now).
CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
LDFLAGS="$(dpkg-buildflags --get LDFLAGS) -Wl,-z,now"
export CXXFLAGS LDFLAGS
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DPEV_BUILD_TESTS=OFF -DPEV_BUILD_BENCHMARKS=OFF -DCMAKE_SKIP_INSTALL_RPATH=ON \
    "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)" >"$build/package-build.log" 2>&1 || {
    tail -n 40 "$build/package-build.log" >&2
    echo "package.sh: the build failed (whole log: $build/package-build.log)" >&2
    exit 1
}

version="$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")"
arch="$(dpkg --print-architecture)"
deb="$out/pe-visualiser_${version}_${arch}.deb"
tarball="$out/pe-visualiser-${version}.tar.gz"
rm -f "$deb" "$tarball"
(cd "$build" && cpack -G DEB -B "$out" >/dev/null && cpack --config CPackSourceConfig.cmake -B "$out" >/dev/null)
rm -rf "$out/_CPack_Packages"
for file in "$deb" "$tarball"; do
    [ -f "$file" ] || { echo "package.sh: CPack did not write $file" >&2; exit 1; }
done
echo "package.sh: wrote $deb and $tarball ($((SECONDS - start)) s)"

# lintian: no error, and no warning that the package does not override with its reason
# (resources/package/lintian-overrides).
if ! lintian --fail-on error,warning "$deb"; then
    echo "package.sh: lintian found errors or warnings in $deb" >&2
    exit 1
fi
echo "package.sh: lintian passed"

if [ "$test" -eq 1 ]; then
    exec "$root/scripts/package-test.sh" "$deb" "$root/tests/data/package"
fi
