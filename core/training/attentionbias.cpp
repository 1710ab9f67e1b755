#include "training/attentionbias.h"

#include "positionalencoding.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace pe {

namespace {

void checkHeads(int heads)
{
    if (heads < 1 || heads > maxAlibiHeads)
        throw std::invalid_argument("heads must be 1 .. " + std::to_string(maxAlibiHeads) + ", got "
                                    + std::to_string(heads));
}

void checkPositions(int n)
{
    if (n < 1 || n > maxBiasPositions)
        throw std::invalid_argument("positions must be 1 .. " + std::to_string(maxBiasPositions)
                                    + ", got " + std::to_string(n));
}

// The slopes of P heads, P a power of two: 2^(-8h/P), h = 1..P (Press et al. 2022, section 3).
// -8h/P is exact in double (P a power of two), so exp2 gives the correctly rounded power.
std::vector<double> powerOfTwoSlopes(int p)
{
    std::vector<double> slopes(static_cast<std::size_t>(p));
    for (int h = 1; h <= p; ++h)
        slopes[static_cast<std::size_t>(h - 1)] = std::exp2(-8.0 * h / p);
    return slopes;
}

void checkBuckets(bool bidirectional, int numBuckets, int maxDistance)
{
    const int minimum = bidirectional ? 4 : 2;
    if (numBuckets < minimum || numBuckets > 1 << 16)
        throw std::invalid_argument("T5 buckets must be " + std::to_string(minimum)
                                    + " .. 65536, got " + std::to_string(numBuckets));
    const int exact = (bidirectional ? numBuckets / 2 : numBuckets) / 2;
    if (maxDistance <= exact)
        throw std::invalid_argument("T5 max distance must exceed the " + std::to_string(exact)
                                    + " exact buckets, got " + std::to_string(maxDistance));
}

} // namespace

std::vector<double> alibiSlopes(int heads)
{
    checkHeads(heads);
    int p = 1;
    while (p * 2 <= heads)
        p *= 2;
    std::vector<double> slopes = powerOfTwoSlopes(p);
    if (p == heads)
        return slopes;
    // The reference's get_slopes(): get_slopes(2P)[0::2][:H - P], the 0-based even indices of the
    // 2P slopes, that is h = 1, 3, 5, ... (1-based) of 2^(-8h/(2P)) = 2^(-4h/P).
    const std::vector<double> doubled = powerOfTwoSlopes(2 * p);
    for (int k = 0; k < heads - p; ++k)
        slopes.push_back(doubled[static_cast<std::size_t>(2 * k)]);
    return slopes;
}

std::vector<double> alibiNaiveSlopes(int heads)
{
    checkHeads(heads);
    std::vector<double> slopes(static_cast<std::size_t>(heads));
    for (int h = 1; h <= heads; ++h)
        slopes[static_cast<std::size_t>(h - 1)]
            = std::exp2(-8.0 * static_cast<double>(h) / static_cast<double>(heads));
    return slopes;
}

std::vector<double> alibiBiasMatrix(double slope, int n, bool causal)
{
    checkPositions(n);
    if (!std::isfinite(slope))
        throw std::invalid_argument("the ALiBi slope must be a finite number");
    std::vector<double> bias(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            double value;
            if (causal)
                value = j > i ? -std::numeric_limits<double>::infinity() : -slope * (i - j);
            else
                value = -slope * std::abs(i - j);
            bias[static_cast<std::size_t>(i) * static_cast<std::size_t>(n)
                 + static_cast<std::size_t>(j)]
                = value;
        }
    }
    return bias;
}

int t5Bucket(std::int64_t offset, bool bidirectional, int numBuckets, int maxDistance)
{
    checkBuckets(bidirectional, numBuckets, maxDistance);
    constexpr std::int64_t limit = 2147483647;
    if (offset < -limit || offset > limit)
        throw std::invalid_argument("the relative offset must be within +-(2^31 - 1), got "
                                    + std::to_string(offset));
    // Raffel et al. 2020, section 2.1; the reference _relative_position_bucket: n = -(key - query).
    int result = 0;
    int buckets = numBuckets;
    std::int64_t n = -offset;
    if (bidirectional) {
        buckets /= 2;
        if (n < 0)
            result += buckets;
        n = n < 0 ? -n : n;
    } else {
        n = n < 0 ? 0 : n;
    }
    const int maxExact = buckets / 2;
    if (n < maxExact)
        return result + static_cast<int>(n);
    const double scaled = std::log(static_cast<double>(n) / maxExact)
        / std::log(static_cast<double>(maxDistance) / maxExact) * (buckets - maxExact);
    // The reference's cast to int truncates toward zero (scaled >= 0 here).
    const std::int64_t large = maxExact + static_cast<std::int64_t>(scaled);
    return result + static_cast<int>(large < buckets - 1 ? large : buckets - 1);
}

std::vector<int> t5Buckets(std::int64_t first, std::int64_t last, bool bidirectional,
                           int numBuckets, int maxDistance)
{
    if (first > last)
        throw std::invalid_argument("the first offset must not exceed the last");
    if (last - first + 1 > maxBiasOffsets)
        throw std::invalid_argument("at most " + std::to_string(maxBiasOffsets)
                                    + " offsets at once");
    checkBuckets(bidirectional, numBuckets, maxDistance);
    std::vector<int> buckets;
    buckets.reserve(static_cast<std::size_t>(last - first + 1));
    for (std::int64_t offset = first; offset <= last; ++offset)
        buckets.push_back(t5Bucket(offset, bidirectional, numBuckets, maxDistance));
    return buckets;
}

std::vector<double> t5BiasMatrix(const std::vector<double> &bucketValues, int n, bool causal,
                                 int numBuckets, int maxDistance)
{
    checkPositions(n);
    checkBuckets(!causal, numBuckets, maxDistance);
    if (bucketValues.size() != static_cast<std::size_t>(numBuckets))
        throw std::invalid_argument("T5 needs one value per bucket (" + std::to_string(numBuckets)
                                    + "), got " + std::to_string(bucketValues.size()));
    std::vector<double> bias(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            const std::size_t at = static_cast<std::size_t>(i) * static_cast<std::size_t>(n)
                + static_cast<std::size_t>(j);
            if (causal && j > i)
                bias[at] = -std::numeric_limits<double>::infinity();
            else
                bias[at] = bucketValues[static_cast<std::size_t>(
                    t5Bucket(j - i, !causal, numBuckets, maxDistance))];
        }
    }
    return bias;
}

std::vector<double> cosineSimilarity(const std::vector<double> &table, int rows, int cols)
{
    if (rows < 1 || cols < 1)
        throw std::invalid_argument("a similarity needs at least one row and one column");
    const std::size_t r = static_cast<std::size_t>(rows);
    const std::size_t c = static_cast<std::size_t>(cols);
    if (table.size() != r * c)
        throw std::invalid_argument("the table has " + std::to_string(table.size())
                                    + " values, not rows x cols = " + std::to_string(r * c));
    std::vector<double> norms(r, 0.0);
    for (std::size_t p = 0; p < r; ++p) {
        double sum = 0.0;
        for (std::size_t j = 0; j < c; ++j)
            sum += table[p * c + j] * table[p * c + j];
        norms[p] = std::sqrt(sum);
    }
    std::vector<double> similarity(r * r, 0.0);
    for (std::size_t p = 0; p < r; ++p) {
        for (std::size_t q = 0; q < r; ++q) {
            if (norms[p] == 0.0 || norms[q] == 0.0)
                continue;
            double dot = 0.0;
            for (std::size_t j = 0; j < c; ++j)
                dot += table[p * c + j] * table[q * c + j];
            similarity[p * r + q] = dot / (norms[p] * norms[q]);
        }
    }
    return similarity;
}

std::vector<double> sinusoidalTable(const EncodingSpec &spec, int d, int rows)
{
    if (rows < 1)
        throw std::invalid_argument("the table needs at least one row");
    EncodingSpec sized = spec;
    sized.d = d;
    const PositionalEncoding encoding(sized);
    std::vector<double> table(static_cast<std::size_t>(rows) * static_cast<std::size_t>(d));
    for (int p = 0; p < rows; ++p)
        encoding.fill(p, table.data() + static_cast<std::size_t>(p) * static_cast<std::size_t>(d));
    return table;
}

} // namespace pe
