// Times PositionalEncoding::fillRange (the fast path) for n positions x width d, float64, one
// thread, and memset of the same bytes; optionally checks every value against long double.
// Run by compare.sh; prints key=value lines:
//   pev_bench_kernel N D REPS [--check]
//   ours_ms=<median>  memset_ms=<median>  checksum=<sum of samples>  [max_error=<max |error|>]
// Median of at least REPS runs after two warm-up runs, into a buffer allocated and touched
// beforehand.
#include "positionalencoding.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

double milliseconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s N D REPS [--check]\n", argv[0]);
        return 2;
    }
    const std::int64_t n = std::atoll(argv[1]);
    const int d = std::atoi(argv[2]);
    const int reps = std::max(1, std::atoi(argv[3]));
    const bool check = argc > 4 && std::string(argv[4]) == "--check";

    const pe::PositionalEncoding enc(d, pe::PositionalEncoding::defaultBase);
    const std::size_t values = static_cast<std::size_t>(n) * static_cast<std::size_t>(d);
    std::vector<double> out(values, 1.0);
    std::vector<double> scratch(values, 1.0);
    const std::size_t stride = std::max<std::size_t>(1, values / 4099);

    double checksum = 0.0;
    std::vector<double> ours;
    std::vector<double> memsets;
    // At least REPS runs and, for small sizes, as many more as fit in about 0.3 s of the kernel
    // (up to 400), so the median is not one scheduler hiccup on a busy machine.
    double spent = 0.0;
    for (int r = -2; r < reps || (spent < 300.0 && r < 400); ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        enc.fillRange(0, n, out.data());
        const auto t1 = std::chrono::steady_clock::now();
        std::memset(scratch.data(), r & 0x7f, values * sizeof(double));
        const auto t2 = std::chrono::steady_clock::now();
        for (std::size_t k = 0; k < values; k += stride)
            checksum += out[k];
        checksum += static_cast<double>(reinterpret_cast<const unsigned char *>(scratch.data())[values]);
        spent += milliseconds(t0, t1);
        if (r >= 0) {
            ours.push_back(milliseconds(t0, t1));
            memsets.push_back(milliseconds(t1, t2));
        }
    }
    std::printf("ours_ms=%.4f\nmemset_ms=%.4f\nchecksum=%.17g\n", median(ours), median(memsets),
                checksum);

    if (check) {
        // Reference: sinl/cosl of p / den in long double; its angle is off by at most
        // p / den * 2^-64 (2.3e-16 for p < 4096), far below the 1e-12 being checked.
        double worst = 0.0;
        for (std::int64_t p = 0; p < n; ++p) {
            for (int j = 0; j < d; ++j) {
                const long double angle = static_cast<long double>(p)
                        / static_cast<long double>(enc.denominator(j / 2));
                const long double exact = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
                const long double got = out[static_cast<std::size_t>(p) * static_cast<std::size_t>(d)
                                            + static_cast<std::size_t>(j)];
                worst = std::max(worst, static_cast<double>(std::fabs(got - exact)));
            }
        }
        std::printf("max_error=%.3g\n", worst);
    }
    return 0;
}
