#include "componentenvelope.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace pe {

namespace {

constexpr double pi = 3.14159265358979323846264338327950;
constexpr double twoPi = 2.0 * pi;

// True when some angle phase + n * 2 pi (n an integer) lies in [from, to].
bool passes(double from, double to, double phase)
{
    const double n = std::ceil((from - phase) / twoPi);
    return phase + n * twoPi <= to;
}

} // namespace

Envelope componentEnvelope(const PositionalEncoding &encoding, int j, std::int64_t first,
                           std::int64_t last)
{
    if (first > last)
        throw std::invalid_argument("the span's first position must not exceed its last");
    // component() checks j, first and last.
    const double a = encoding.component(first, j);
    const double b = encoding.component(last, j);
    const ComponentKind kind = encoding.kindOf(j);
    if (kind == ComponentKind::Zero)
        return {0.0, 0.0};
    Envelope envelope {std::min(a, b), std::max(a, b)};
    if (first == last)
        return envelope;
    const int i = encoding.pairOf(j);
    const double from = encoding.angleAt(static_cast<double>(first), i);
    const double to = encoding.angleAt(static_cast<double>(last), i);
    if (to - from >= twoPi)
        return {-1.0, 1.0};
    // sin has its maximum at pi/2 and its minimum at 3 pi/2; cos at 0 and pi (mod 2 pi).
    const bool isSin = kind == ComponentKind::Sin;
    if (passes(from, to, isSin ? pi / 2 : 0.0))
        envelope.high = 1.0;
    if (passes(from, to, isSin ? 3 * pi / 2 : pi))
        envelope.low = -1.0;
    return envelope;
}

std::vector<Envelope> componentEnvelopes(const PositionalEncoding &encoding, int j,
                                         const std::vector<std::int64_t> &starts, std::int64_t end)
{
    std::vector<Envelope> out;
    out.reserve(starts.size());
    for (std::size_t k = 0; k < starts.size(); ++k) {
        const std::int64_t next = k + 1 < starts.size() ? starts[k + 1] : end;
        if (next <= starts[k])
            throw std::invalid_argument("the spans' starts must increase and end lie beyond them");
        out.push_back(componentEnvelope(encoding, j, starts[k], next - 1));
    }
    return out;
}

} // namespace pe
