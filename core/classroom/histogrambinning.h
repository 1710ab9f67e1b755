#pragma once

#include <cstdint>
#include <vector>

namespace pe {

/// The bins of the class's histogram of number answers (issue 33), fitted to the votes so that
/// the bins say nothing of the right answer (the session never knows it).
///
/// The rule, applied to the votes of both rounds together so that the histograms before and after
/// the discussion share their bins and can stand side by side:
/// 1. Votes with |v| > fitLimit (1e12) take no part in the fit (and are counted below or above).
/// 2. The range [lo, hi] is the smallest and largest of the n remaining votes when n < 20; from 20
///    votes on it is their 5th and 95th percentile by nearest rank (sorted v[0..n-1]:
///    lo = v[ceil(0.05 n) - 1], hi = v[ceil(0.95 n) - 1]), so that a few jokers do not squeeze
///    the class into one bin.
/// 3. The target count of bins is k = ceil(sqrt(n)), at most 10 (the square-root rule).
/// 4. The width is the smallest "nice" number, 1, 2 or 5 times a power of ten, that is at least
///    (hi - lo) / k (at least 1 for whole-number answers); when hi == lo, at least max(|lo|, 1)/10;
///    never below minWidth (1e-12: finer answers share a bin).
/// 5. Bin i (0-based) is [(first + i) w, (first + i + 1) w), half open, with first = floor(lo / w)
///    and the last bin the one holding hi: at most k + 1 bins, their edges multiples of w.
/// Votes left of the first bin count as below(), votes right of the last as above().
class HistogramBinning
{
public:
    /// Votes beyond this magnitude are never part of the fit (see the class comment).
    static constexpr double fitLimit = 1e12;
    /// The finest bin width (see the class comment).
    static constexpr double minWidth = 1e-12;

    /// No bins (no votes): binCount() 0, every value below or above.
    HistogramBinning() = default;
    /// The bins for values (finite numbers; non-finite ones are ignored) by the class comment's
    /// rule; wholeNumbers: the answers are integers (the width is then at least 1). No bins when
    /// no value takes part in the fit.
    static HistogramBinning fit(const std::vector<double> &values, bool wholeNumbers);

    /// The number of bins (0 without votes; at most 11).
    int binCount() const { return m_binCount; }
    /// The bin width w (0 without bins).
    double width() const { return m_width; }
    /// The index of the first bin's left edge in units of width(): its edge is first() * width().
    std::int64_t first() const { return m_first; }
    /// The left edge of bin i (0 <= i <= binCount(); binCount() gives the right edge of the last).
    double edge(int i) const;
    /// The bin of value: 0..binCount()-1, -1 when it lies left of the first bin (or there are no
    /// bins), binCount() when right of the last (also for +-inf; NaN gives binCount()).
    int binOf(double value) const;

private:
    double m_width = 0.0;
    std::int64_t m_first = 0;
    int m_binCount = 0;
};

} // namespace pe
