#include "training/trainingcsv.h"

#include "numberformat.h"
#include "training/attentionbias.h"

#include <cmath>

namespace pe {

void writeAccuracyCsv(std::ostream &out, const std::vector<SchemeResult> &results)
{
    out << "scheme,length,accuracy\n";
    for (const SchemeResult &result : results) {
        const std::string id = schemeId(result.scheme.kind);
        for (const LengthAccuracy &entry : result.byLength) {
            out << id << ',' << entry.length << ',';
            if (entry.runnable && !std::isnan(entry.accuracy))
                out << formatCsv(entry.accuracy);
            out << '\n';
        }
    }
}

void writeCurvesCsv(std::ostream &out, const std::vector<SchemeResult> &results)
{
    out << "scheme,step,loss,accuracy\n";
    for (const SchemeResult &result : results) {
        const std::string id = schemeId(result.scheme.kind);
        for (const CurvePoint &point : result.curve) {
            out << id << ',' << point.step << ',' << formatCsv(point.loss) << ',';
            if (!std::isnan(point.accuracy))
                out << formatCsv(point.accuracy);
            out << '\n';
        }
    }
}

void writeAlibiSlopesCsv(std::ostream &out, int heads)
{
    const std::vector<double> slopes = alibiSlopes(heads);
    out << "head,slope\n";
    for (std::size_t h = 0; h < slopes.size(); ++h)
        out << h + 1 << ',' << formatCsv(slopes[h]) << '\n';
}

void writeT5BucketsCsv(std::ostream &out, std::int64_t first, std::int64_t last, bool causal)
{
    const std::vector<int> buckets = t5Buckets(first, last, !causal);
    out << "offset,bucket\n";
    for (std::int64_t offset = first; offset <= last; ++offset)
        out << offset << ',' << buckets[static_cast<std::size_t>(offset - first)] << '\n';
}

} // namespace pe
