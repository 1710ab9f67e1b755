#include "accuratedot.h"

#include <cmath>

namespace pe {

double accurateDot(const double *a, const double *b, std::size_t n)
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
