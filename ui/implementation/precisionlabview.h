#pragma once

#include "precisionlab.h"
#include "textboxes.h"

#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

class ChartTextView;
class LessonState;
class QChart;
class QComboBox;
class QLabel;
class QLineSeries;
class QCategoryAxis;
class QScatterSeries;
class QTableWidget;

/// The precision lab of the family "Your implementation": PE computed in
/// float64, float32, bfloat16 and float16 along the path chosen (the framework's, where the
/// position, the frequency, their product and each sin/cos round to the dtype, or float64 then
/// cast; pe::PrecisionPath), the steps that round said in words; a log-log chart of the largest
/// error of a row against position p = 1 .. 2^31 - 1 per dtype (pe::precisionErrors()), with the
/// first identical neighbours (pe::firstIdenticalNeighbour(): float32 16777217, bfloat16 257,
/// float16 2049) marked on their curves and float16's overflow (pe::firstOverflowPosition(),
/// 65520) drawn as a vertical line; and the error of the rotation identity M(k, i) PE(p) =
/// PE(p + k) per dtype for the state's p and k = q - p (pe::rotationIdentityError()). Hovering a
/// point gives its numbers at full precision.
class PrecisionLabView : public QWidget
{
    Q_OBJECT

public:
    /// Positions on the chart: this many spaced evenly in log(p) from 1 to 2^31 - 1, plus the
    /// marked positions.
    static constexpr int chartPositions = 96;
    /// Errors below this (0 among them) are drawn at it: a log axis has no 0.
    static constexpr double errorFloor = 1e-18;

    explicit PrecisionLabView(LessonState *state, QWidget *parent = nullptr);

    /// The path's switch: item 0 the framework path, item 1 float64 then cast.
    QComboBox *pathBox() const { return m_pathBox; }
    pe::PrecisionPath path() const;
    void setPath(pe::PrecisionPath path);

    ChartTextView *chartView() const { return m_chartView; }
    /// The error curve of each dtype, in pe::allDtypes() order: (log10 p, log10 of the largest
    /// error), errors below errorFloor at errorFloor, overflowed rows left out. The axes are
    /// linear in these logarithms, labelled 10⁰, 10¹, ... (true minus signs: 10⁻¹⁸).
    const QList<QLineSeries *> &errorSeries() const { return m_errorSeries; }
    /// The errors behind errorSeries(), point for point (exact p and error).
    const std::vector<std::vector<pe::PrecisionError>> &errors() const { return m_errors; }
    /// The first identical neighbours on their dtype's curve (log10 p, log10 error), framework
    /// path only.
    QScatterSeries *collisionSeries() const { return m_collisions; }
    /// The float16 overflow line at log10(65520), framework path only (empty otherwise).
    QLineSeries *overflowSeries() const { return m_overflow; }
    /// The collision positions marked, per dtype (float64 has none).
    QList<std::pair<pe::Dtype, qint64>> collisionMarks() const { return m_collisionMarks; }
    /// Rows: float64, float32, bfloat16, float16. Columns: dtype, error against the dtype's
    /// PE(p + k), error against the exact PE(p + k).
    QTableWidget *rotationTable() const { return m_rotationTable; }
    QLabel *stepsLabel() const { return m_steps; }
    /// The hover text at a point of the chart view ("p = 2049, float16: 1.2e-3 ..."), empty away
    /// from the points.
    QString pointHoverText(const QPointF &point) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslate();
    void applyAppearance();
    QList<DataMark> marks() const;
    /// Labels every decade of y, or every second or third where the plot is low.
    void fitTicks();

    LessonState *m_state;
    QLabel *m_pathLabel;
    QComboBox *m_pathBox;
    QLabel *m_steps;
    QChart *m_chart;
    ChartTextView *m_chartView = nullptr;
    QCategoryAxis *m_axisX;
    QCategoryAxis *m_axisY;
    int m_yLabelStep = 0;
    QList<QLineSeries *> m_errorSeries;
    QScatterSeries *m_collisions;
    QLineSeries *m_overflow;
    QList<std::pair<pe::Dtype, qint64>> m_collisionMarks;
    /// For the hover: the exact errors behind each curve's points (overflow rows excluded).
    std::vector<std::vector<pe::PrecisionError>> m_errors;
    QLabel *m_rotationTitle;
    QTableWidget *m_rotationTable;
    QLabel *m_note;
    quint64 m_revision = ~quint64(0);
    int m_builtPath = -1;
};
