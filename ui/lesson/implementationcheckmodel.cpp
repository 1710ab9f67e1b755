#include "implementationcheckmodel.h"
#include "deferredrefresh.h"

#include "displayformat.h"
#include "lessonstate.h"

#include <QColor>

#include <cstdio>
#include <cstdlib>

ImplementationCheckModel::ImplementationCheckModel(LessonState *state, QObject *parent)
    : QAbstractTableModel(parent), m_state(state), m_implementations(pe::allImplementations())
{
    recompute();
    m_stateConnection
        = connect(m_state, &LessonState::changed, this, &ImplementationCheckModel::stateChanged);
}

void ImplementationCheckModel::stateChanged()
{
    recompute();
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void ImplementationCheckModel::deferWhileHidden(QWidget *gate)
{
    disconnect(m_stateConnection);
    new DeferredRefresh(
        gate, m_state, [this] { stateChanged(); }, this);
}

void ImplementationCheckModel::recompute()
{
    const qint64 p = m_state->position();
    qint64 q = m_state->comparison();
    if (q == p)
        q = p + 3 <= pe::PositionalEncoding::maxPosition ? p + 3 : p - 3;
    m_reports.clear();
    for (const pe::Implementation implementation : m_implementations)
        m_reports.push_back(pe::runImplementationChecks(implementation, m_state->encoding(), p, q));
}

int ImplementationCheckModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_implementations.size());
}

int ImplementationCheckModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

pe::Implementation ImplementationCheckModel::implementation(int row) const
{
    return m_implementations.at(static_cast<std::size_t>(row));
}

const pe::CheckReport &ImplementationCheckModel::report(int row) const
{
    return m_reports.at(static_cast<std::size_t>(row));
}

namespace {

QString scientific(double value)
{
    if (value == 0.0)
        return QStringLiteral("0");
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1e", value);
    QString text = QString::fromLatin1(buffer);
    text.replace(QLatin1Char('-'), QChar(0x2212));
    return text;
}

} // namespace

QVariant ImplementationCheckModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const pe::CheckReport &r = report(row);
    const int d = m_state->width();
    bool verdict = true;
    QString detail;
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return name(implementation(row));
        if (role == Qt::ToolTipRole)
            return explanation(implementation(row));
        return {};
    case SlotColumn:
        verdict = r.slotPasses;
        detail = r.widthPasses ? tr("max deviation %1").arg(scientific(r.slotDeviation))
                               : tr("width %1, not %2").arg(r.inputWidth).arg(d);
        break;
    case UnitColumn:
        verdict = r.unitPasses;
        detail = tr("max |sin² + cos² − 1| = %1").arg(scientific(r.unitDeviation));
        break;
    case WidthColumn:
        verdict = r.widthPasses;
        detail = tr("width %1").arg(r.inputWidth);
        break;
    case NormColumn:
        if (role == Qt::DisplayRole)
            return display::number(r.differenceNorm);
        if (role == Qt::ToolTipRole)
            return display::full(r.differenceNorm);
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return verdict ? tr("✓ passes") : tr("✗ caught");
    case DetailRole:
        return detail;
    case VerdictRole:
        return verdict;
    case Qt::ForegroundRole:
        return verdict ? QColor(0x00, 0x6B, 0x4F) : QColor(0xB0, 0x3A, 0x00);
    case Qt::ToolTipRole:
        return detail;
    default:
        return {};
    }
}

QVariant ImplementationCheckModel::headerData(int section, Qt::Orientation orientation,
                                              int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SlotColumn:
            return tr("Does x(q) − x(p) equal PE(q) − PE(p)?");
        case UnitColumn:
            return tr("Does every pair satisfy sin² + cos² = 1?");
        case WidthColumn:
            return tr("Is the input width still d?");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    QString text;
    switch (section) {
    case NameColumn:
        text = tr("Implementation");
        break;
    case SlotColumn:
        text = tr("Same word, two slots");
        break;
    case UnitColumn:
        text = tr("sin² + cos² = 1");
        break;
    case WidthColumn:
        text = tr("Width d");
        break;
    case NormColumn:
        text = tr("|x(q) − x(p)|");
        break;
    default:
        return {};
    }
    if (m_twoLineHeaders && section != NameColumn) {
        // The space nearest the middle becomes a line break.
        int best = -1;
        for (int k = 0; k < text.size(); ++k)
            if (text.at(k) == QLatin1Char(' ')
                && (best < 0 || std::abs(k - text.size() / 2) < std::abs(best - text.size() / 2)))
                best = k;
        if (best > 0)
            text[best] = QLatin1Char('\n');
    }
    return text;
}

void ImplementationCheckModel::setTwoLineHeaders(bool twoLines)
{
    if (twoLines == m_twoLineHeaders)
        return;
    m_twoLineHeaders = twoLines;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ImplementationCheckModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString ImplementationCheckModel::name(pe::Implementation implementation)
{
    switch (implementation) {
    case pe::Implementation::Correct:
        return tr("Correct: A(p) = PE(p)");
    case pe::Implementation::SamePositionEverywhere:
        return tr("PE(0) added to every slot");
    case pe::Implementation::PositionAsComponent:
        return tr("Position p confused with the component index");
    case pe::Implementation::MismatchedDenominators:
        return tr("sin and cos of a pair with different denominators");
    case pe::Implementation::DoubledExponent:
        return tr("Exponent doubled: base^(2j/d) with j = 2i");
    case pe::Implementation::AmplitudeGrows:
        return tr("Amplitude growing with the position");
    case pe::Implementation::ConcatenateNoWiden:
        return tr("Concatenation without widening the next layer");
    case pe::Implementation::ConcatenatedLayout:
        return tr("[sin | cos] halves where the pairs are expected interleaved");
    case pe::Implementation::SinCosSwapped:
        return tr("sin and cos swapped");
    case pe::Implementation::PositionsFromOne:
        return tr("Positions counted from 1");
    case pe::Implementation::ExponentHalved:
        return tr("Exponent halved: base^(i/d)");
    case pe::Implementation::Degrees:
        return tr("Angles taken as degrees");
    case pe::Implementation::WrongBase:
        return tr("Wrong base: 1000 typed for 10000");
    case pe::Implementation::Float16Rounding:
        return tr("Computed in float16");
    }
    return {};
}

QString ImplementationCheckModel::explanation(pe::Implementation implementation)
{
    switch (implementation) {
    case pe::Implementation::Correct:
        return tr("PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)), added to "
                  "the embedding of the token in slot p.");
    case pe::Implementation::SamePositionEverywhere:
        return tr("Every slot gets the same vector, so it cancels when the same word is compared: "
                  "the difference is zero.");
    case pe::Implementation::PositionAsComponent:
        return tr("The roles of p and the component index are swapped: sin(j / base^(2p/d)).");
    case pe::Implementation::MismatchedDenominators:
        return tr("The cos of pair i divides by base^((2i+1)/d) instead of base^(2i/d), so the "
                  "pair leaves the unit circle.");
    case pe::Implementation::DoubledExponent:
        return tr("The article's code loops j over 0, 2, 4, … and still writes 2j: the exponent "
                  "becomes 4i/d and the frequencies fall twice as fast. Still on the unit circle, "
                  "so only the comparison with the formula catches it.");
    case pe::Implementation::AmplitudeGrows:
        return tr("Multiplying by the position makes the values unbounded; the position should "
                  "change the angle only.");
    case pe::Implementation::ConcatenateNoWiden:
        return tr("[E, PE(p)] has width 2d; the next layer still expects d.");
    case pe::Implementation::ConcatenatedLayout:
        return tr("TensorFlow's tutorial puts every sin first and every cos after them. The same "
                  "numbers land in other components, so a model expecting the paper's interleaved "
                  "pairs (2i, 2i+1) reads a different vector.");
    case pe::Implementation::SinCosSwapped:
        return tr("cos sits where sin belongs and sin where cos belongs: at position 0 the vector "
                  "starts [1, 0, …] instead of [0, 1, …].");
    case pe::Implementation::PositionsFromOne:
        return tr("The first token gets PE(1) instead of PE(0): every slot is shifted by one "
                  "position. Differences of the same word still look plausible.");
    case pe::Implementation::ExponentHalved:
        return tr("The pair index i is written where 2i belongs: base^(i/d), the frequencies of "
                  "base √base. Still on the unit circle, so only the formula catches it.");
    case pe::Implementation::Degrees:
        return tr("The angle p / base^(2i/d) is taken in degrees (sin(angle · π/180)): every "
                  "pair turns 57 times too slowly.");
    case pe::Implementation::WrongBase:
        return tr("1000 typed for 10000: every pair's denominator is smaller, every pair turns "
                  "faster than the paper's.");
    case pe::Implementation::Float16Rounding:
        return tr("Positions, frequencies, angles and values rounded to float16 as a framework "
                  "does: neighbouring positions collide from 2049 on and 65520 overflows.");
    }
    return {};
}
