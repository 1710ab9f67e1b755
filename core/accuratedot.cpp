#include "accuratedot.h"

#include <cmath>

namespace pe {

// An x86-64-v3 clone (FMA instructions in place of calls to the C library's fma) beside the
// default one, picked at load time. Both give the same bits: fma is exact in both, and the file
// is compiled without contraction (core/CMakeLists.txt), which Dot2 needs: a * b + c fused
// would break the error-free transformations.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target_clones("arch=x86-64-v3", "default")))
#endif
double
accurateDot(const double *a, const double *b, std::size_t n)
{
    double sum = 0.0;
    double error = 0.0;
    for (std::size_t j = 0; j < n; ++j) {
        const double product = a[j] * b[j];
        const double productError = std::fma(a[j], b[j], -product); // exact: a b = product + this
        const double next = sum + product; // TwoSum(sum, product)
        const double back = next - sum;
        const double sumError = (sum - (next - back)) + (product - back);
        sum = next;
        error += sumError + productError;
    }
    return sum + error;
}

} // namespace pe
