#pragma once

#include <cmath>
#include <cstddef>

namespace pe {

/// Dot product sum_j a[j] * b[j], j = 0..n-1, computed as if in twice the double precision and
/// then rounded once: algorithm Dot2 of Ogita, Rump and Oishi 2005 ("Accurate sum and dot
/// product", SIAM J. Sci. Comput. 26(6), section 5): every product split exactly by a fused
/// multiply-add, every sum by TwoSum. Error at most eps |a.b| + gamma_n^2 sum_j |a[j] b[j]|
/// (eps = 2^-53, gamma_n = n eps / (1 - n eps)): the four score terms, P.P's diagonals and RoPE's
/// shifted scores agree to the last bits, whatever d. Symmetric bit for bit (a.b == b.a). Cost
/// about four times a plain loop. n == 0 gives 0. The arrays must hold n doubles each.
double accurateDot(const double *a, const double *b, std::size_t n);

/// A running sum with Neumaier's compensation (the rounding error of every addition, found by
/// TwoSum, is summed apart and added at the end): about as accurate as summing in twice the double
/// precision, for sums such as sum_i cos(k omega_i) over thousands of pairs.
class CompensatedSum
{
public:
    void add(double x)
    {
        const double next = m_sum + x;
        m_error += std::fabs(m_sum) >= std::fabs(x) ? (m_sum - next) + x : (x - next) + m_sum;
        m_sum = next;
    }
    double value() const { return m_sum + m_error; }

private:
    double m_sum = 0.0;
    double m_error = 0.0;
};

} // namespace pe
