#include "ropetexts.h"

#include "displayformat.h"
#include "positionalencoding.h"
#include "ropeview.h"

#include <algorithm>
#include <cmath>

namespace {

QString dependenceName(pe::PositionDependence dependence)
{
    switch (dependence) {
    case pe::PositionDependence::None:
        return RopeView::tr("none (content only)");
    case pe::PositionDependence::QueryPosition:
        return RopeView::tr("the query's position m");
    case pe::PositionDependence::KeyPosition:
        return RopeView::tr("the key's position n");
    case pe::PositionDependence::OffsetOnly:
        return RopeView::tr("only the offset n − m");
    case pe::PositionDependence::BothPositions:
        return RopeView::tr("m and n separately");
    }
    return {};
}

QString termName(pe::ComparedTerm term)
{
    switch (term) {
    case pe::ComparedTerm::AdditiveEmbeddingEmbedding:
        return RopeView::tr("additive E·E: q · k");
    case pe::ComparedTerm::AdditiveEmbeddingPosition:
        return RopeView::tr("additive E·P: q · PE(n)");
    case pe::ComparedTerm::AdditivePositionEmbedding:
        return RopeView::tr("additive P·E: PE(m) · k");
    case pe::ComparedTerm::AdditivePositionPosition:
        return RopeView::tr("additive P·P: PE(m) · PE(n)");
    case pe::ComparedTerm::AdditiveTotal:
        return RopeView::tr("additive total: (q + PE(m)) · (k + PE(n))");
    case pe::ComparedTerm::RotaryTotal:
        return RopeView::tr("rotary: R(m) q · R(n) k");
    }
    return {};
}

// How much the Layouts page says: brief sentences, the pairs and permutation entries listed,
// the mixing table's steps after n (empty: every step).
struct Detail
{
    bool brief;
    int pairs;
    int permutation;
    std::vector<std::int64_t> steps;
};

const Detail details[] = {{false, 8, 16, {}},
                          {true, 8, 16, {}},
                          {true, 4, 8, {1, 4, 64, 1024, 65536}},
                          {true, 4, 8, {1, 1024}}};

} // namespace

namespace ropetexts {

QString layoutName(pe::RopeLayout layout)
{
    return layout == pe::RopeLayout::Interleaved ? RopeView::tr("interleaved (2i, 2i+1)")
                                                 : RopeView::tr("half-split (i, i + r/2)");
}

int layoutLevels() { return int(std::size(details)); }

QString layoutsHtml(const pe::Rope &rope, const std::vector<double> &q,
                    const std::vector<double> &k, std::int64_t m, std::int64_t n, double score,
                    int level)
{
    const Detail detail = details[std::size_t(std::clamp(level, 0, layoutLevels() - 1))];
    const int d = rope.width();
    const pe::RopeLayout layout = rope.layout();
    const pe::RopeLayout other = layout == pe::RopeLayout::Interleaved
        ? pe::RopeLayout::HalfSplit
        : pe::RopeLayout::Interleaved;
    QString html;
    html += QStringLiteral("<p>%1</p>")
                .arg(RopeView::tr("This layout: %1, r = %2 rotated components.")
                         .arg(layoutName(layout))
                         .arg(rope.rotatedDimensions()));
    if (d % 2 != 0) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(RopeView::tr(
                             "The half-split layout pairs component i with i + r/2 and needs an "
                             "even d (d = %1): choose an even d to compare the layouts.")
                             .arg(d));
        return html;
    }
    const pe::Rope otherRope(d, rope.base(), other, rope.rotaryFraction());
    QStringList pairs;
    QStringList otherPairs;
    for (int i = 0; i < std::min(rope.pairCount(), detail.pairs); ++i) {
        const auto a = rope.pairComponents(i);
        const auto b = otherRope.pairComponents(i);
        pairs << QStringLiteral("(%1, %2)").arg(a[0]).arg(a[1]);
        otherPairs << QStringLiteral("(%1, %2)").arg(b[0]).arg(b[1]);
    }
    const QString more = rope.pairCount() > detail.pairs ? QStringLiteral(" …") : QString();
    html += QStringLiteral("<p>%1: %2%3<br>%4: %5%3</p>")
                .arg(layoutName(layout), pairs.join(QLatin1Char(' ')), more, layoutName(other),
                     otherPairs.join(QLatin1Char(' ')));
    const std::vector<int> perm = rope.layoutPermutation(layout, other);
    QStringList permText;
    for (std::size_t j = 0; j < std::min<std::size_t>(perm.size(), std::size_t(detail.permutation));
         ++j)
        permText << QString::number(perm[j]);
    html += QStringLiteral("<p>%1 [%2%3]</p>")
                .arg(RopeView::tr(
                         "The permutation from this layout to the other, out[j] = x[perm[j]]:"),
                     permText.join(QStringLiteral(", ")),
                     perm.size() > std::size_t(detail.permutation) ? QStringLiteral(", …")
                                                                   : QString());
    const double converted = otherRope.score(rope.convertLayout(q, layout, other), m,
                                             rope.convertLayout(k, layout, other), n);
    const QString agree = detail.brief
        ? RopeView::tr("Permuted to match, the other layout gives q_m · k_n = %1 (this one: %2; "
                       "difference %3).")
        : RopeView::tr("With q and k permuted to match, the other layout gives q_m · k_n = %1 "
                       "(this layout: %2; difference %3): the same model.");
    html += QStringLiteral("<p>%1</p>")
                .arg(agree.arg(display::number(converted), display::number(score),
                               display::scientific(std::fabs(converted - score))));
    std::vector<std::int64_t> positions;
    for (std::int64_t step = 0; step <= 65536 && n + step <= pe::Rope::maxPosition;
         step = step < 4 ? step + 1 : step * 4)
        if (detail.steps.empty()
            || std::find(detail.steps.begin(), detail.steps.end(), step) != detail.steps.end())
            positions.push_back(n + step);
    const std::vector<pe::LayoutMixPoint> mix = rope.layoutMixError(q, k, n, positions);
    const QString mixed = detail.brief
        ? RopeView::tr("A model that mixes the layouts, the key at n = %1, the query at m:")
        : RopeView::tr("A model that mixes them (a checkpoint converted without permuting W_Q "
                       "and W_K) rotates q and k as the other layout: fine for a few tokens, "
                       "then garbage. The key at n = %1, the query at m:");
    html += QStringLiteral("<p>%1</p>").arg(mixed.arg(n));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                           "style=\"border-color:#888\"><tr><th>m</th><th>%1</th><th>%2</th>"
                           "<th>%3</th></tr>")
                .arg(RopeView::tr("right score"), RopeView::tr("mixed score"),
                     RopeView::tr("error / (|q| |k|)"));
    for (const pe::LayoutMixPoint &point : mix)
        html += QStringLiteral("<tr><td align=\"right\"><nobr>%1</nobr></td><td align=\"right\">"
                               "<nobr>%2</nobr></td><td align=\"right\"><nobr>%3</nobr></td>"
                               "<td align=\"right\"><nobr>%4</nobr></td></tr>")
                    .arg(point.position)
                    .arg(display::number(point.correctScore), display::number(point.mixedScore),
                         display::scientific(point.relativeScoreError));
    html += QStringLiteral("</table>");
    return html;
}

QString comparisonHtml(const pe::PositionalEncoding &encoding, const pe::Rope &rope,
                       const std::vector<double> &q, const std::vector<double> &k, std::int64_t m,
                       std::int64_t n, std::int64_t shift)
{
    QString html
        = QStringLiteral("<p>%1</p>")
              .arg(RopeView::tr("The same q and k, identity projections: added position (the "
                                "article's section 7) against rotated (RoFormer, eq. 16), at (m, "
                                "n) = (%1, %2) and with both shifted by t = %3 (the slider of the "
                                "Rotation page). A term that keeps its value under the shift "
                                "carries no absolute position.")
                       .arg(m)
                       .arg(n)
                       .arg(shift));
    if (encoding.width() != rope.width())
        return html;
    const std::vector<pe::ComparedValue> rows
        = pe::compareAdditiveRotary(encoding, rope, q, k, m, n, shift);
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                           "style=\"border-color:#888\"><tr><th>%1</th><th>%2</th><th>%3</th>"
                           "<th>%4</th></tr>")
                .arg(RopeView::tr("term"), RopeView::tr("position it carries"),
                     RopeView::tr("at (m, n)"), RopeView::tr("at (m + t, n + t)"));
    for (const pe::ComparedValue &row : rows)
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\"><nobr>%3</nobr></td>"
                               "<td align=\"right\"><nobr>%4</nobr></td></tr>")
                    .arg(termName(row.term), dependenceName(row.dependence),
                         display::number(row.value), display::number(row.shiftedValue));
    html += QStringLiteral("</table><p>%1</p>")
                .arg(RopeView::tr(
                    "Adding PE puts position into three of the four terms, and only P·P "
                    "depends on the offset alone; rotating q and k leaves one term, and it "
                    "depends only on n − m."));
    return html;
}

} // namespace ropetexts
