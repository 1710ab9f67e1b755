#include "csvexport.h"

#include "numberformat.h"
#include "tokenscenario.h"

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
