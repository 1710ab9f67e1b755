#include "rope.h"

#include "accuratedot.h"
#include "reducedangle.h"
#include "rotation.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <stdexcept>
#include <string>

namespace pe {

namespace {

void checkPosition(std::int64_t m, const char *name)
{
    if (m < 0 || m > Rope::maxPosition)
        throw std::invalid_argument(std::string(name)
                                    + " must be an integer from 0 to 2147483647 (2^31 - 1)");
}

void checkOffset(std::int64_t k, const char *name)
{
    if (k < -Rope::maxPosition || k > Rope::maxPosition)
        throw std::invalid_argument(std::string(name)
                                    + " must be an integer with |value| <= 2147483647 (2^31 - 1)");
}

} // namespace

int Rope::rotatedDimensionsFor(int d, double rotaryFraction)
{
    if (d < minWidth || d > maxWidth)
        throw std::invalid_argument("d must be an integer from " + std::to_string(minWidth) + " to "
                                    + std::to_string(maxWidth));
    if (!std::isfinite(rotaryFraction) || rotaryFraction <= 0.0 || rotaryFraction > 1.0)
        throw std::invalid_argument("the rotary fraction F must be a number in (0, 1]");
    const int truncated = static_cast<int>(rotaryFraction * static_cast<double>(d));
    return truncated - truncated % 2;
}

Rope::Rope(int d, double base, RopeLayout layout, double rotaryFraction)
    : m_d(d)
    , m_base(base)
    , m_layout(layout)
    , m_fraction(rotaryFraction)
    , m_r(rotatedDimensionsFor(d, rotaryFraction))
{
    if (!std::isfinite(base) || base <= 1.0)
        throw std::invalid_argument("base must be a finite number > 1");
    if (layout != RopeLayout::Interleaved && layout != RopeLayout::HalfSplit)
        throw std::invalid_argument("layout must be interleaved or half-split");
    if (layout == RopeLayout::HalfSplit && d % 2 != 0)
        throw std::invalid_argument(
            "the half-split layout needs an even d (pairs (i, i + d/2)), got d = "
            + std::to_string(d));
    if (m_r < 2)
        throw std::invalid_argument("the rotary fraction F leaves r = " + std::to_string(m_r)
                                    + " rotated dimensions at d = " + std::to_string(d)
                                    + "; r = F*d must be at least 2");
    m_denominators.reserve(static_cast<std::size_t>(m_r / 2));
    for (int i = 0; i < m_r / 2; ++i) {
        const double exponent = static_cast<double>(2 * i) / static_cast<double>(m_r);
        m_denominators.push_back(std::pow(base, exponent));
    }
}

void Rope::checkPair(int i) const
{
    if (i < 0 || i >= pairCount())
        throw std::invalid_argument("pair index i must be an integer from 0 to "
                                    + std::to_string(pairCount() - 1));
}

void Rope::checkVector(const std::vector<double> &x, const char *name) const
{
    if (x.size() != static_cast<std::size_t>(m_d))
        throw std::invalid_argument(std::string(name) + " must have d = " + std::to_string(m_d)
                                    + " components, got " + std::to_string(x.size()));
    for (const double v : x) {
        if (!std::isfinite(v))
            throw std::invalid_argument(std::string(name) + " must contain finite numbers only");
    }
}

double Rope::denominator(int i) const
{
    checkPair(i);
    return m_denominators[static_cast<std::size_t>(i)];
}

double Rope::theta(int i) const { return 1.0 / denominator(i); }

std::array<int, 2> Rope::pairComponents(int i) const
{
    checkPair(i);
    if (m_layout == RopeLayout::Interleaved)
        return {2 * i, 2 * i + 1};
    return {i, i + m_r / 2};
}

int Rope::pairOfComponent(int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component j must be an index from 0 to "
                                    + std::to_string(m_d - 1));
    if (j >= m_r)
        return -1;
    return m_layout == RopeLayout::Interleaved ? j / 2 : j % (m_r / 2);
}

double Rope::angle(std::int64_t m, int i) const
{
    checkPosition(m, "m");
    return static_cast<double>(m) / denominator(i);
}

std::vector<double> Rope::rotateUnchecked(const std::vector<double> &x, std::int64_t m,
                                          RopeLayout layout) const
{
    std::vector<double> out = x;
    const int half = m_r / 2;
    const auto position = static_cast<double>(m);
    for (int i = 0; i < half; ++i) {
        const int a = layout == RopeLayout::Interleaved ? 2 * i : i;
        const int b = layout == RopeLayout::Interleaved ? 2 * i + 1 : i + half;
        const double t = reducedAngle(position, m_denominators[static_cast<std::size_t>(i)]);
        const double c = std::cos(t);
        const double s = std::sin(t);
        const double xa = x[static_cast<std::size_t>(a)];
        const double xb = x[static_cast<std::size_t>(b)];
        out[static_cast<std::size_t>(a)] = xa * c - xb * s;
        out[static_cast<std::size_t>(b)] = xa * s + xb * c;
    }
    return out;
}

std::vector<double> Rope::rotate(const std::vector<double> &x, std::int64_t m) const
{
    checkVector(x, "x");
    checkPosition(m, "m");
    return rotateUnchecked(x, m, m_layout);
}

std::vector<double> Rope::rotateAs(const std::vector<double> &x, std::int64_t m,
                                   RopeLayout layout) const
{
    checkVector(x, "x");
    checkPosition(m, "m");
    if (layout != RopeLayout::Interleaved && layout != RopeLayout::HalfSplit)
        throw std::invalid_argument("layout must be interleaved or half-split");
    if (layout == RopeLayout::HalfSplit && m_d % 2 != 0)
        throw std::invalid_argument(
            "the half-split layout needs an even d (pairs (i, i + d/2)), got d = "
            + std::to_string(m_d));
    return rotateUnchecked(x, m, layout);
}

double Rope::score(const std::vector<double> &q, std::int64_t m, const std::vector<double> &k,
                   std::int64_t n) const
{
    checkVector(q, "q");
    checkVector(k, "k");
    checkPosition(m, "m");
    checkPosition(n, "n");
    const std::vector<double> qm = rotateUnchecked(q, m, m_layout);
    const std::vector<double> kn = rotateUnchecked(k, n, m_layout);
    return accurateDot(qm.data(), kn.data(), qm.size());
}

double Rope::scoreAtOffset(const std::vector<double> &q, const std::vector<double> &k,
                           std::int64_t nMinusM) const
{
    checkVector(q, "q");
    checkVector(k, "k");
    checkOffset(nMinusM, "the offset n - m");
    const std::vector<double> kr = rotateUnchecked(k, nMinusM, m_layout);
    return accurateDot(q.data(), kr.data(), q.size());
}

ShiftCheck Rope::shiftInvariance(const std::vector<double> &q, std::int64_t m,
                                 const std::vector<double> &k, std::int64_t n,
                                 std::int64_t firstShift, std::int64_t lastShift) const
{
    checkVector(q, "q");
    checkVector(k, "k");
    checkPosition(m, "m");
    checkPosition(n, "n");
    checkOffset(firstShift, "the first shift");
    checkOffset(lastShift, "the last shift");
    if (firstShift > lastShift)
        throw std::invalid_argument("the first shift must not be greater than the last shift");
    if (lastShift - firstShift + 1 > maxCount)
        throw std::invalid_argument("at most " + std::to_string(maxCount)
                                    + " shifts can be compared at once");
    if (std::min(m, n) + firstShift < 0 || std::max(m, n) + lastShift > maxPosition)
        throw std::invalid_argument("every shifted position m + t and n + t must lie in 0 to "
                                    "2147483647 (2^31 - 1)");
    ShiftCheck check;
    check.reference = score(q, m, k, n);
    check.worstShift = firstShift;
    for (std::int64_t t = firstShift; t <= lastShift; ++t) {
        const double deviation = std::fabs(score(q, m + t, k, n + t) - check.reference);
        if (deviation > check.largestDeviation) {
            check.largestDeviation = deviation;
            check.worstShift = t;
        }
        ++check.shiftCount;
    }
    return check;
}

std::vector<PairRotation> Rope::pairRotations(const std::vector<double> &x, std::int64_t m) const
{
    checkVector(x, "x");
    checkPosition(m, "m");
    const std::vector<double> rotated = rotateUnchecked(x, m, m_layout);
    std::vector<PairRotation> pairs;
    pairs.reserve(static_cast<std::size_t>(pairCount()));
    for (int i = 0; i < pairCount(); ++i) {
        PairRotation p;
        const std::array<int, 2> ab = pairComponents(i);
        const double den = m_denominators[static_cast<std::size_t>(i)];
        p.pair = i;
        p.componentA = ab[0];
        p.componentB = ab[1];
        p.theta = 1.0 / den;
        p.angle = static_cast<double>(m) / den;
        p.wrappedAngle = wrappedAngle(reducedAngle(static_cast<double>(m), den));
        p.before[0] = x[static_cast<std::size_t>(ab[0])];
        p.before[1] = x[static_cast<std::size_t>(ab[1])];
        p.after[0] = rotated[static_cast<std::size_t>(ab[0])];
        p.after[1] = rotated[static_cast<std::size_t>(ab[1])];
        p.radius = std::hypot(p.before[0], p.before[1]);
        pairs.push_back(p);
    }
    return pairs;
}

std::vector<int> Rope::layoutPermutation(RopeLayout from, RopeLayout to) const
{
    std::vector<int> perm(static_cast<std::size_t>(m_d));
    for (int j = 0; j < m_d; ++j)
        perm[static_cast<std::size_t>(j)] = j;
    if (from == to)
        return perm;
    const int half = m_r / 2;
    for (int i = 0; i < half; ++i) {
        const auto first = static_cast<std::size_t>(i);
        const auto second = static_cast<std::size_t>(i) + static_cast<std::size_t>(half);
        const auto even = 2 * static_cast<std::size_t>(i);
        if (from == RopeLayout::Interleaved) { // to half-split
            perm[first] = 2 * i;
            perm[second] = 2 * i + 1;
        } else { // half-split to interleaved
            perm[even] = i;
            perm[even + 1] = i + half;
        }
    }
    return perm;
}

std::vector<double> Rope::convertLayout(const std::vector<double> &x, RopeLayout from,
                                        RopeLayout to) const
{
    checkVector(x, "x");
    const std::vector<int> perm = layoutPermutation(from, to);
    std::vector<double> out(x.size());
    for (std::size_t j = 0; j < x.size(); ++j)
        out[j] = x[static_cast<std::size_t>(perm[j])];
    return out;
}

std::vector<LayoutMixPoint> Rope::layoutMixError(const std::vector<double> &q,
                                                 const std::vector<double> &k, std::int64_t n,
                                                 const std::vector<std::int64_t> &positions) const
{
    checkVector(q, "q");
    checkVector(k, "k");
    checkPosition(n, "n");
    if (m_d % 2 != 0)
        throw std::invalid_argument(
            "mixing the layouts needs an even d (the half-split layout), got d = "
            + std::to_string(m_d));
    if (static_cast<std::int64_t>(positions.size()) > maxCount)
        throw std::invalid_argument("at most " + std::to_string(maxCount)
                                    + " positions can be compared at once");
    for (const std::int64_t m : positions)
        checkPosition(m, "every position m");
    const RopeLayout other
        = m_layout == RopeLayout::Interleaved ? RopeLayout::HalfSplit : RopeLayout::Interleaved;
    const double qNorm = euclideanNorm(q);
    const double kNorm = euclideanNorm(k);
    const std::vector<double> kRight = rotateUnchecked(k, n, m_layout);
    const std::vector<double> kWrong = rotateUnchecked(k, n, other);
    std::vector<LayoutMixPoint> points;
    points.reserve(positions.size());
    for (const std::int64_t m : positions) {
        const std::vector<double> qRight = rotateUnchecked(q, m, m_layout);
        const std::vector<double> qWrong = rotateUnchecked(q, m, other);
        LayoutMixPoint p;
        p.position = m;
        p.correctScore = accurateDot(qRight.data(), kRight.data(), qRight.size());
        p.mixedScore = accurateDot(qWrong.data(), kWrong.data(), qWrong.size());
        p.scoreError = std::fabs(p.mixedScore - p.correctScore);
        p.relativeScoreError = qNorm > 0.0 && kNorm > 0.0 ? p.scoreError / (qNorm * kNorm) : 0.0;
        std::vector<double> diff(q.size());
        for (std::size_t j = 0; j < diff.size(); ++j)
            diff[j] = qWrong[j] - qRight[j];
        p.vectorError = qNorm > 0.0 ? euclideanNorm(diff) / qNorm : 0.0;
        points.push_back(p);
    }
    return points;
}

double Rope::decayBound(std::int64_t distance) const
{
    checkOffset(distance, "the relative distance m - n");
    const auto delta = static_cast<double>(distance);
    CompensatedSum re;
    CompensatedSum im;
    CompensatedSum total;
    for (int k = 0; k < pairCount(); ++k) {
        const double t = reducedAngle(delta, m_denominators[static_cast<std::size_t>(k)]);
        re.add(std::cos(t));
        im.add(std::sin(t));
        total.add(std::hypot(re.value(), im.value())); // |S_{k+1}|
    }
    return total.value() / static_cast<double>(pairCount());
}

std::vector<double> Rope::decayBoundCurve(std::int64_t maxDistance) const
{
    if (maxDistance < 0 || maxDistance + 1 > maxCount)
        throw std::invalid_argument("the largest distance must be an integer from 0 to "
                                    + std::to_string(maxCount - 1));
    std::vector<double> curve;
    curve.reserve(static_cast<std::size_t>(maxDistance + 1));
    for (std::int64_t distance = 0; distance <= maxDistance; ++distance)
        curve.push_back(decayBound(distance));
    return curve;
}

double Rope::scoreBound(const std::vector<double> &q, const std::vector<double> &k,
                        std::int64_t distance) const
{
    checkVector(q, "q");
    checkVector(k, "k");
    const int half = pairCount();
    std::vector<std::complex<double>> h(static_cast<std::size_t>(half) + 1, 0.0);
    for (int i = 0; i < half; ++i) {
        const std::array<int, 2> ab = pairComponents(i);
        const std::complex<double> qi(q[static_cast<std::size_t>(ab[0])],
                                      q[static_cast<std::size_t>(ab[1])]);
        const std::complex<double> ki(k[static_cast<std::size_t>(ab[0])],
                                      k[static_cast<std::size_t>(ab[1])]);
        h[static_cast<std::size_t>(i)] = qi * std::conj(ki);
    }
    double largestStep = 0.0;
    for (int i = 0; i < half; ++i)
        largestStep = std::max(
            largestStep,
            std::abs(h[static_cast<std::size_t>(i) + 1] - h[static_cast<std::size_t>(i)]));
    const double sumS = decayBound(distance) * static_cast<double>(half);
    const double pass = accurateDot(q.data() + m_r, k.data() + m_r, q.size() - std::size_t(m_r));
    return largestStep * sumS + std::fabs(pass);
}

std::vector<ComparedValue> compareAdditiveRotary(const PositionalEncoding &encoding,
                                                 const Rope &rope, const std::vector<double> &q,
                                                 const std::vector<double> &k, std::int64_t m,
                                                 std::int64_t n, std::int64_t shift)
{
    if (encoding.width() != rope.width())
        throw std::invalid_argument("the encoding (d = " + std::to_string(encoding.width())
                                    + ") and the rope (d = " + std::to_string(rope.width())
                                    + ") must have the same width");
    checkPosition(m, "m");
    checkPosition(n, "n");
    checkOffset(shift, "the shift");
    if (std::min(m, n) + shift < 0 || std::max(m, n) + shift > Rope::maxPosition)
        throw std::invalid_argument("the shifted positions m + shift and n + shift must lie in 0 "
                                    "to 2147483647 (2^31 - 1)");
    static_cast<void>(rope.score(q, m, k, n)); // throws on a bad q or k
    const std::size_t d = q.size();
    const auto terms = [&](std::int64_t mm, std::int64_t nn) {
        const std::vector<double> pm = encoding.vector(mm);
        const std::vector<double> pn = encoding.vector(nn);
        std::vector<double> xm(d), xn(d);
        for (std::size_t j = 0; j < d; ++j) {
            xm[j] = q[j] + pm[j];
            xn[j] = k[j] + pn[j];
        }
        return std::array<double, 6> {
            accurateDot(q.data(), k.data(), d),   accurateDot(q.data(), pn.data(), d),
            accurateDot(pm.data(), k.data(), d),  accurateDot(pm.data(), pn.data(), d),
            accurateDot(xm.data(), xn.data(), d), rope.score(q, mm, k, nn),
        };
    };
    const std::array<double, 6> before = terms(m, n);
    const std::array<double, 6> after = terms(m + shift, n + shift);
    const PositionDependence dependence[6] = {
        PositionDependence::None,
        PositionDependence::KeyPosition,
        PositionDependence::QueryPosition,
        encoding.width() % 2 == 0 ? PositionDependence::OffsetOnly
                                  : PositionDependence::BothPositions,
        PositionDependence::BothPositions,
        PositionDependence::OffsetOnly,
    };
    std::vector<ComparedValue> rows;
    for (int t = 0; t < 6; ++t) {
        ComparedValue v;
        v.term = static_cast<ComparedTerm>(t);
        v.dependence = dependence[t];
        v.value = before[static_cast<std::size_t>(t)];
        v.shiftedValue = after[static_cast<std::size_t>(t)];
        rows.push_back(v);
    }
    return rows;
}

} // namespace pe
