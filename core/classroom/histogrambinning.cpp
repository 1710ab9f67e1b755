#include "histogrambinning.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

/// The smallest of 1, 2, 5 times a power of ten that is >= raw (raw finite and > 0).
double niceWidth(double raw)
{
    double power = std::pow(10.0, std::floor(std::log10(raw)));
    // log10 may round across a power of ten: step so that power <= raw < 10 power.
    while (power > raw)
        power /= 10.0;
    while (power * 10.0 <= raw)
        power *= 10.0;
    for (double step : {1.0, 2.0, 5.0}) {
        if (step * power >= raw)
            return step * power;
    }
    return 10.0 * power;
}

} // namespace

HistogramBinning HistogramBinning::fit(const std::vector<double> &values, bool wholeNumbers)
{
    std::vector<double> kept;
    for (double v : values) {
        if (std::isfinite(v) && std::fabs(v) <= fitLimit)
            kept.push_back(v);
    }
    HistogramBinning binning;
    if (kept.empty())
        return binning;
    std::sort(kept.begin(), kept.end());
    const std::size_t n = kept.size();
    double lo = kept.front();
    double hi = kept.back();
    if (n >= 20) {
        const auto rank = [n](double fraction) {
            const auto r = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(n)));
            return std::clamp<std::size_t>(r, 1, n) - 1;
        };
        lo = kept[rank(0.05)];
        hi = kept[rank(0.95)];
    }
    const int k = std::min(10, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n)))));
    double raw = (hi - lo) / k;
    if (raw <= 0.0)
        raw = std::max(std::fabs(lo), 1.0) / 10.0;
    // No finer than minWidth: answers like 0 and 1e-323 (a denormal, where 10^e underflows to 0)
    // share a bin instead of looping on a width of 0.
    raw = std::max(raw, minWidth);
    double width = niceWidth(raw);
    if (wholeNumbers)
        width = std::max(width, 1.0);
    binning.m_width = width;
    binning.m_first = static_cast<std::int64_t>(std::floor(lo / width));
    const auto last = static_cast<std::int64_t>(std::floor(hi / width));
    binning.m_binCount = static_cast<int>(last - binning.m_first + 1);
    return binning;
}

double HistogramBinning::edge(int i) const { return static_cast<double>(m_first + i) * m_width; }

int HistogramBinning::binOf(double value) const
{
    if (m_binCount == 0)
        return -1;
    if (std::isnan(value))
        return m_binCount;
    if (value < edge(0))
        return -1;
    if (value >= edge(m_binCount))
        return m_binCount;
    // Inside: the same floor as fit() used, clamped against rounding at the edges.
    const double index = std::floor(value / m_width) - static_cast<double>(m_first);
    return static_cast<int>(std::clamp(index, 0.0, static_cast<double>(m_binCount - 1)));
}

} // namespace pe
