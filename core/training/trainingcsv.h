#pragma once

#include "training/trainer.h"

#include <ostream>
#include <vector>

namespace pe {

/// `scheme,length,accuracy` then one row per scheme and length (numbers as formatCsv: `.` and 17
/// significant digits; a length a Learned table cannot run has the accuracy written as
/// an empty field). The command line's --train output and the Training view's CSV export.
void writeAccuracyCsv(std::ostream &out, const std::vector<SchemeResult> &results);
/// `scheme,step,loss,accuracy` then one row per scheme and step (--curves FILE).
void writeCurvesCsv(std::ostream &out, const std::vector<SchemeResult> &results);
/// `head,slope` then one row per head h = 1..H of alibiSlopes(H) (--bias alibi). Throws as
/// alibiSlopes.
void writeAlibiSlopesCsv(std::ostream &out, int heads);
/// `offset,bucket` then one row per offset first..last (key minus query) of t5Bucket with the
/// default 32 buckets and max distance 128 (--bias t5). Throws as t5Buckets.
void writeT5BucketsCsv(std::ostream &out, std::int64_t first, std::int64_t last, bool causal);

} // namespace pe
