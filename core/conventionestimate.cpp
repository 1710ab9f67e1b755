#include "conventionestimate.h"

#include "matrixchecker.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace pe {

namespace {

constexpr double pi = 3.14159265358979323846;
constexpr double degree = pi / 180.0;
// Rows whose angles are unwrapped and fitted.
constexpr std::int64_t fitRows = 2048;
// Pairs whose phases decide the first position.
constexpr int phasePairs = 64;
// Relative distance within which an estimate is snapped to a named value (1, 10000, pi/180, ...).
constexpr double snapTolerance = 0.02;

double wrapAngle(double a) { return a - 2.0 * pi * std::round(a / (2.0 * pi)); }

bool near(double estimate, double value, double relative = snapTolerance)
{
    return std::isfinite(estimate) && std::fabs(estimate / value - 1.0) <= relative;
}

// One model: the conventions of ConventionEstimate, evaluated row by row.
class Model
{
public:
    Model(const ConventionEstimate &e, int d) : m_e(e), m_d(d), m_h(d / 2)
    {
        for (int i = 0; i < m_h + (d % 2 == 1 && !e.halves ? 1 : 0); ++i)
            m_omega.push_back(e.angleScale * std::pow(e.base, -exponent(i)));
    }

    int pairs() const { return m_h; }
    double exponent(int i) const
    {
        if (m_e.tensor2tensorRule)
            return m_h > 1 ? static_cast<double>(i) / (m_h - 1) : 0.0;
        return 2.0 * i / m_d;
    }
    int sinColumn(int i) const { return m_e.halves ? i : 2 * i; }
    int cosColumn(int i) const { return m_e.halves ? m_h + i : 2 * i + 1; }
    double position(std::int64_t r) const
    {
        return static_cast<double>(m_e.firstPosition)
            + (m_e.descending ? -1.0 : 1.0) * static_cast<double>(r);
    }

    // Row r into v and its angle tolerance inputs: theta[j], omega[j] (0 for a zero column).
    void fill(std::int64_t r, double *v, double *theta, double *omega) const
    {
        std::fill_n(v, m_d, 0.0);
        std::fill_n(theta, m_d, 0.0);
        std::fill_n(omega, m_d, 1.0);
        if (r == m_e.zeroRow)
            return;
        const double p = position(r);
        for (int i = 0; i < static_cast<int>(m_omega.size()); ++i) {
            const double w = m_omega[static_cast<std::size_t>(i)];
            const double angle = p * w;
            const double s = m_e.amplitude * std::sin(angle);
            const double c = m_e.amplitude * std::cos(angle);
            const bool lone = i == m_h; // interleaved odd d: a lone sin (cos when swapped)
            const int sj = lone ? m_d - 1 : sinColumn(i);
            v[sj] = m_e.swapped ? c : s;
            theta[sj] = angle;
            omega[sj] = w;
            if (!lone) {
                const int cj = cosColumn(i);
                v[cj] = m_e.swapped ? s : c;
                theta[cj] = angle;
                omega[cj] = w;
            }
        }
    }

private:
    ConventionEstimate m_e;
    int m_d;
    int m_h;
    std::vector<double> m_omega;
};

struct Fit
{
    double maxAbs = 0.0;
    std::int64_t row = 0;
    int column = 0;
    bool within = true;
};

Fit compare(const MatrixView &view, const ConventionEstimate &e, Dtype dtype,
            const std::vector<std::int64_t> &rows, bool stopEarly, const std::atomic<bool> *cancel)
{
    const int d = view.d();
    const Model model(e, d);
    std::vector<double> v(static_cast<std::size_t>(d));
    std::vector<double> theta(v.size());
    std::vector<double> omega(v.size());
    Fit fit;
    std::size_t done = 0;
    for (std::int64_t r : rows) {
        if (++done % 4096 == 0)
            throwIfCancelled(cancel);
        model.fill(r, v.data(), theta.data(), omega.data());
        for (int j = 0; j < d; ++j) {
            const auto k = static_cast<std::size_t>(j);
            const double diff = std::fabs(view.x(r, j) - v[k]);
            const double tolerance
                = std::max(1.0, std::fabs(e.amplitude)) * checkTolerance(dtype, theta[k], omega[k])
                + view.halfUnit(r, j);
            if (diff > fit.maxAbs) {
                fit.maxAbs = diff;
                fit.row = r;
                fit.column = j;
            }
            fit.within = fit.within && diff <= tolerance;
        }
        if (stopEarly && !fit.within)
            break;
    }
    return fit;
}

std::vector<std::int64_t> sampleOf(std::int64_t n)
{
    std::vector<std::int64_t> rows = {0, 1, 2, 3, n - 2, n - 1};
    for (int k = 1; k <= 10; ++k)
        rows.push_back(std::llround(static_cast<double>(k) * static_cast<double>(n - 1) / 11.0));
    rows.erase(
        std::remove_if(rows.begin(), rows.end(), [n](std::int64_t r) { return r < 0 || r >= n; }),
        rows.end());
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

// Least-squares line through (r, psi) of the unwrapped angles psi = atan2(x_s, x_c) of one pair.
struct Line
{
    double slope = 0.0;
    double intercept = 0.0;
};

Line fitPair(const MatrixView &view, int sinColumn, int cosColumn, std::int64_t rows,
             std::int64_t zeroRow, bool swappedRead)
{
    double previous = 0.0;
    double turns = 0.0;
    bool first = true;
    double sumR = 0.0;
    double sumPsi = 0.0;
    double sumRR = 0.0;
    double sumRPsi = 0.0;
    double count = 0.0;
    for (std::int64_t r = 0; r < rows; ++r) {
        if (r == zeroRow)
            continue;
        const double s = view.x(r, sinColumn);
        const double c = view.x(r, cosColumn);
        double psi = swappedRead ? std::atan2(c, s) : std::atan2(s, c);
        if (!first)
            turns += std::round((previous - psi) / (2.0 * pi));
        first = false;
        previous = psi;
        psi += 2.0 * pi * turns;
        const auto x = static_cast<double>(r);
        sumR += x;
        sumPsi += psi;
        sumRR += x * x;
        sumRPsi += x * psi;
        count += 1.0;
    }
    Line line;
    const double denominator = count * sumRR - sumR * sumR;
    if (count < 2.0 || denominator <= 0.0)
        return line;
    line.slope = (count * sumRPsi - sumR * sumPsi) / denominator;
    line.intercept = (sumPsi - line.slope * sumR) / count;
    return line;
}

} // namespace

ConventionEstimate estimateConventions(const MatrixView &view, double base, Dtype dtype,
                                       const std::atomic<bool> *cancel)
{
    ConventionEstimate e;
    const int d = view.d();
    const std::int64_t n = view.n();
    const int h = d / 2;
    if (h < 1 || n < 2)
        return e;
    e.base = base;
    for (std::int64_t p = 0; p < n; ++p) {
        if (view.zeroRow(p)) {
            e.zeroRow = e.zeroRow < 0 ? p : -2;
        }
    }
    if (e.zeroRow < -1)
        return e; // several zero rows: not an encoding
    const std::int64_t rows = std::min(n, fitRows);

    // Layout: the pairing whose sin^2 + cos^2 varies least; the amplitude from it.
    double bestSpread = std::numeric_limits<double>::infinity();
    for (bool halves : {false, true}) {
        if (halves && d < 4)
            break;
        double sum = 0.0;
        double sumSquares = 0.0;
        double count = 0.0;
        for (std::int64_t r = 0; r < rows; ++r) {
            if (r == e.zeroRow)
                continue;
            for (int i = 0; i < h; ++i) {
                const double s = view.x(r, halves ? i : 2 * i);
                const double c = view.x(r, halves ? h + i : 2 * i + 1);
                const double q = s * s + c * c;
                sum += q;
                sumSquares += q * q;
                count += 1.0;
            }
        }
        const double mean = sum / count;
        if (!(mean > 0.0))
            continue;
        const double spread = std::sqrt(std::max(0.0, sumSquares / count - mean * mean)) / mean;
        if (spread < bestSpread) {
            bestSpread = spread;
            e.halves = halves;
            e.amplitude = std::sqrt(mean);
        }
    }
    if (!(bestSpread < 0.25))
        return e; // no pairing of sines and cosines
    throwIfCancelled(cancel);

    // Angles of each pair along the rows.
    const auto sinCol = [&](int i) { return e.halves ? i : 2 * i; };
    const auto cosCol = [&](int i) { return e.halves ? h + i : 2 * i + 1; };
    std::vector<Line> lines(static_cast<std::size_t>(h));
    for (int i = 0; i < h; ++i)
        lines[static_cast<std::size_t>(i)]
            = fitPair(view, sinCol(i), cosCol(i), rows, e.zeroRow, false);
    throwIfCancelled(cancel);

    // Phase (0: sin first, pi/2: swapped) and the first position, by the phases of up to 64
    // pairs: psi_i(0) = c + sigma omega_i p0, sigma = -1 when swapped.
    std::vector<int> chosen;
    for (int k = 0; k < std::min(h, phasePairs); ++k)
        chosen.push_back(static_cast<int>(std::llround(
            static_cast<double>(k) * (h - 1) / std::max(1, std::min(h, phasePairs) - 1))));
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    std::vector<std::int64_t> candidates;
    for (std::int64_t p = -16; p <= 16; ++p)
        candidates.push_back(p);
    for (std::int64_t p = n - 17; p <= n + 16; ++p) {
        if (p > 16)
            candidates.push_back(p);
    }
    double bestCost = std::numeric_limits<double>::infinity();
    for (bool swapped : {false, true}) {
        const double c = swapped ? pi / 2.0 : 0.0;
        const double sigma = swapped ? -1.0 : 1.0;
        for (std::int64_t p0 : candidates) {
            double cost = 0.0;
            for (int i : chosen) {
                const Line &line = lines[static_cast<std::size_t>(i)];
                const double residual = wrapAngle(
                    line.intercept - c - sigma * std::fabs(line.slope) * static_cast<double>(p0));
                cost += residual * residual;
            }
            if (cost < bestCost) {
                bestCost = cost;
                e.swapped = swapped;
                e.firstPosition = p0;
            }
        }
    }
    const double sigma = e.swapped ? -1.0 : 1.0;
    e.descending = lines[0].slope * sigma < 0.0;

    // Frequencies: omega_0 from the first pair, the exponent's slope by weighted least squares of
    // ln(omega_i / omega_0) = -beta i over the pairs that turn enough to be measured.
    const double omega0 = std::fabs(lines[0].slope);
    if (!(omega0 > 0.0))
        return e;
    e.angleScale = omega0;
    if (near(omega0, 1.0, 1e-3)) {
        e.angleScale = 1.0;
    } else if (near(omega0, degree, 1e-3)) {
        e.angleScale = degree;
        e.degrees = true;
    }
    double weightedIY = 0.0;
    double weightedII = 0.0;
    for (int i = 1; i < h; ++i) {
        const double omega = std::fabs(lines[static_cast<std::size_t>(i)].slope);
        if (!(omega * static_cast<double>(rows) > 0.5))
            continue;
        const double weight = omega * omega;
        weightedIY += weight * i * std::log(omega / omega0);
        weightedII += weight * i * i;
    }
    const double beta = weightedII > 0.0 ? -weightedIY / weightedII : 0.0;

    // Candidate models, the fewest deviations first: each is screened on a few rows, the first
    // that fits them is compared everywhere.
    e.valid = true;
    std::vector<ConventionEstimate> models;
    const auto add = [&](ConventionEstimate m, bool tensor2tensorRule, double b) {
        if (!std::isfinite(b) || !(b > 1.0))
            return;
        m.tensor2tensorRule = tensor2tensorRule;
        m.base = b;
        models.push_back(m);
    };
    const auto rounded = [](double estimated) {
        const double unit = std::pow(10.0, std::floor(std::log10(estimated)) - 2.0);
        return std::round(estimated / unit) * unit;
    };
    const std::vector<double> amplitudes = {1.0, 1.0 / std::sqrt(static_cast<double>(d)),
                                            std::sqrt(static_cast<double>(d)), e.amplitude};
    const double paperBase = std::exp(beta * d / 2.0);
    const double tensor2tensorBase = std::exp(beta * (h - 1));
    for (double amplitude : amplitudes) {
        if (!near(e.amplitude, amplitude))
            continue;
        ConventionEstimate m = e;
        m.amplitude = amplitude;
        if (h < 2) {
            add(m, false, base);
            continue;
        }
        // The named bases first (B with either rule, B^2, sqrt(B)), then the estimate, rounded to
        // three digits and as it is.
        if (e.halves)
            add(m, true, base);
        add(m, false, base);
        add(m, false, base * base);
        add(m, false, std::sqrt(base));
        if (e.halves && tensor2tensorBase > 1.0) {
            add(m, true, rounded(tensor2tensorBase));
            add(m, true, tensor2tensorBase);
        }
        if (paperBase > 1.0) {
            add(m, false, rounded(paperBase));
            add(m, false, paperBase);
        }
    }
    const std::vector<std::int64_t> sample = sampleOf(n);
    std::vector<std::int64_t> all(static_cast<std::size_t>(n));
    for (std::int64_t r = 0; r < n; ++r)
        all[static_cast<std::size_t>(r)] = r;
    for (const ConventionEstimate &m : models) {
        if (!compare(view, m, dtype, sample, true, cancel).within)
            continue;
        const Fit fit = compare(view, m, dtype, all, false, cancel);
        if (fit.within) {
            ConventionEstimate found = m;
            found.residual = fit.maxAbs;
            found.residualRow = fit.row;
            found.residualColumn = fit.column;
            found.fits = true;
            return found;
        }
    }
    // None fits: the raw estimates and where they miss most.
    ConventionEstimate raw = models.empty() ? e : models.back();
    if (models.empty())
        raw.base = std::exp(beta * d / 2.0);
    const Fit fit = compare(view, raw, dtype, all, false, cancel);
    raw.residual = fit.maxAbs;
    raw.residualRow = fit.row;
    raw.residualColumn = fit.column;
    raw.fits = false;
    raw.valid = true;
    return raw;
}

} // namespace pe
