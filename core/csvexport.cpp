#include "csvexport.h"

#include "numberformat.h"
#include "tokenscenario.h"

#include <cmath>

namespace pe {

void writeEncodingCsv(std::ostream &out, const PositionalEncoding &encoding,
                      const std::vector<std::int64_t> &positions)
{
    for (const std::int64_t p : positions)
        PositionalEncoding::checkPosition(p);
    const int d = encoding.width();
    std::string line = "position";
    for (int j = 0; j < d; ++j)
        line += ",pe_" + std::to_string(j);
    out << line << '\n';
    std::vector<double> row(static_cast<std::size_t>(d));
    for (const std::int64_t p : positions) {
        encoding.fill(p, row.data());
        line = std::to_string(p);
        for (const double v : row) {
            line += ',';
            line += formatCsv(v);
        }
        out << line << '\n';
        if (!out)
            return; // the stream failed (disk full, closed pipe): stop computing
    }
}

namespace {

// The header and the rows of a matrix with one row per position: `position,<prefix>0,...`.
template<typename Row>
void writeRows(std::ostream &out, const char *prefix, int d,
               const std::vector<std::int64_t> &positions, Row row)
{
    std::string line = "position";
    for (int j = 0; j < d; ++j)
        line += "," + std::string(prefix) + std::to_string(j);
    out << line << '\n';
    for (const std::int64_t p : positions) {
        line = std::to_string(p);
        for (const double v : row(p)) {
            line += ',';
            line += std::isnan(v) ? std::string("nan") : formatCsv(v); // never "-nan"
        }
        out << line << '\n';
        if (!out)
            return; // the stream failed (disk full, closed pipe): stop computing
    }
}

} // namespace

void writePrecisionCsv(std::ostream &out, const PositionalEncoding &encoding,
                       const std::vector<std::int64_t> &positions, Dtype dtype, PrecisionPath path)
{
    for (const std::int64_t p : positions)
        PositionalEncoding::checkPosition(p);
    writeRows(out, "pe_", encoding.width(), positions,
              [&](std::int64_t p) { return precisionRow(encoding, p, dtype, path); });
}

void writeRotatedCsv(std::ostream &out, const Rope &rope, const std::vector<double> &x,
                     const std::vector<std::int64_t> &positions)
{
    for (const std::int64_t p : positions)
        PositionalEncoding::checkPosition(p);
    (void)rope.rotate(x, 0); // checks x before anything is written
    writeRows(out, "r_", rope.width(), positions,
              [&](std::int64_t m) { return rope.rotate(x, m); });
}

void writeLessonTableCsv(std::ostream &out, const PositionalEncoding &encoding, std::int64_t p,
                         std::int64_t q, bool encodingOn)
{
    const std::vector<double> pe_p = encoding.vector(p);
    const std::vector<double> pe_q = encoding.vector(q);
    const std::vector<double> a_p = positionContribution(encoding, p, encodingOn);
    const std::vector<double> a_q = positionContribution(encoding, q, encodingOn);
    const std::vector<double> difference = inputDifference(encoding, p, q, encodingOn);
    out << "component,pair,function,denominator,pe_p,pe_q,difference,a_p,a_q\n";
    for (int j = 0; j < encoding.width(); ++j) {
        const auto k = static_cast<std::size_t>(j);
        const int pair = encoding.pairOf(j);
        const std::string denominator = pair < 0 ? "" : formatCsv(encoding.denominator(pair));
        out << j << ',' << pair << ',' << componentLabel(encoding, j) << ',' << denominator << ','
            << formatCsv(pe_p[k]) << ',' << formatCsv(pe_q[k]) << ',' << formatCsv(difference[k])
            << ',' << formatCsv(a_p[k]) << ',' << formatCsv(a_q[k]) << '\n';
    }
}

} // namespace pe
