#pragma once

#include "charttextview.h"

#include <QColor>
#include <QList>
#include <QStringList>

class LessonState;
class ChartLabel;
class QChart;
class QCategoryAxis;
class QGraphicsEllipseItem;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

/// One Qt Charts chart for pair i of the encoding over the positions 0..N: the continuous curves
/// sin(x / base^(2i/d)) and cos(x / base^(2i/d)) drawn from dense samples, the integer positions
/// as markers, and p (blue) and q (vermillion) as vertical lines with their values labelled.
/// The p and q highlights are light graphics items of the chart's scene (not series), so that a
/// move of p or q repaints only the strips they leave and enter; they are drawn like the series
/// they replace (clipped to the plot, markers placed as Qt Charts places scatter markers) and
/// are painted as vectors into SVG and PDF exports.
/// Every value comes from the core (componentAt, component, denominator, wavelength). The title
/// names the pair, its denominator and its wavelength 2π·denominator, in as many lines as the
/// width needs (never cut). With odd d the last pair has only its sin curve.
///
/// The value labels are placed by a LabelPlacer inside the plot, clear of each other and of the
/// four highlight points (with a leader line when one had to move away); the x range is widened
/// by the points' radius so that a point at 0 or N is not cut in half by the plot's edge.
/// Hovering an integer marker shows its position, component and value at full precision.
///
/// All chart building lives in this class, so that a move to Qt Graphs touches one place.
class PairChart : public ChartTextView
{
    Q_OBJECT

public:
    static constexpr int defaultMaxPosition = 32;

    explicit PairChart(LessonState *state, int pair, QWidget *parent = nullptr);

    int pair() const { return m_pair; }
    /// True while the positions from the training length L on are shaded (L < n).
    bool showsBeyondTraining() const;
    /// Shows pair i instead (ignored while i is not a pair of the current d).
    void setPair(int pair);
    /// The last position N of the x axis, 1 <= N.
    int maxPosition() const { return m_maxPosition; }
    void setMaxPosition(int n);
    /// True when the pair has its cos component (false for the last pair of an odd d).
    bool hasCos() const;

    /// The series, for tests and export: the dense curves and the integer markers (the cos ones
    /// empty without cos).
    QLineSeries *sinCurve() const { return m_sinCurve; }
    QLineSeries *cosCurve() const { return m_cosCurve; }
    QScatterSeries *sinMarkers() const { return m_sinMarkers; }
    QScatterSeries *cosMarkers() const { return m_cosMarkers; }

    /// The p or q highlight.
    enum Mark { P = 0, Q = 1 };
    /// Where a highlight is, in chart values: the ends of its dashed line, (x, bottom) and
    /// (x, top) of the y range (at least ±1.1) with x the position; empty while the position is
    /// beyond N.
    QList<QPointF> highlightLine(Mark mark) const { return m_lineValues[mark]; }
    /// The highlight's point on the sin (k = 0) or cos (k = 1) curve, (x, PE(x)[2i + k]); empty
    /// while the position is beyond N and for the cos point without cos.
    QList<QPointF> highlightPoint(Mark mark, int k) const { return m_pointValues[mark][k]; }
    /// The items that draw a highlight (for tests of their style and placement).
    QGraphicsLineItem *highlightLineItem(Mark mark) const { return m_lineItems[mark]; }
    QGraphicsEllipseItem *highlightPointItem(Mark mark, int k) const
    {
        return m_pointItems[mark][k];
    }
    QValueAxis *xAxis() const { return m_xAxis; }
    QCategoryAxis *yAxis() const { return m_yAxis; }
    /// The value labels beside the p and q points as shown (p sin, q sin, p cos, q cos; only the
    /// visible ones).
    QStringList valueLabels() const;
    /// The value label's box (p or q, k as above) in the chart's scene; empty when hidden.
    QRectF valueLabelBox(Mark mark, int k) const;
    /// True when the value label (p or q, k as above) has a leader line to its point.
    bool valueLabelHasLeader(Mark mark, int k) const;
    /// The y axis labels as set ("−1", "−0.5", "0", "0.5", "1").
    QStringList yAxisLabels() const;
    /// The hover text at a point of this widget: the integer marker under it, "Position 3,
    /// component 0 (pair 0, sin(p)): 0.14112000805986721"; empty away from the markers.
    QString markerHoverText(const QPointF &point) const;

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    bool validPair() const;
    /// The size below which the title, axes and value labels would not fit.
    QSize readableMinimum() const;
    /// Fonts, colours and pen widths from Appearance and the application palette.
    void applyAppearance();
    void refresh();
    void refreshCurves();
    void retranslate();
    void updateTexts();
    void setHighlight(Mark mark, qint64 position);
    /// Puts the highlight items where their values are on the current plot area.
    void placeHighlights();
    void placeLabels();
    /// Widens the ranges by the highlight points' radius in pixels and thins the x ticks to the
    /// labels' room (plot area just laid out).
    void fitAxesToPlot();
    QList<DataMark> highlightMarks() const;

    LessonState *m_state;
    int m_pair;
    int m_maxPosition = defaultMaxPosition;
    qreal m_fontFactor = 1.0;
    // The x range's widening on each side, in positions (so that end points are not cut).
    double m_xPad = 0.0;
    // The y range's widening beyond ±1 (at least 0.1).
    double m_yPad = 0.1;
    bool m_fitQueued = false;
    // What the curves were last drawn for (d, base, pair, n); p and q are not part of it.
    struct DrawnKey
    {
        int d = -1;
        double base = 0.0;
        quint64 revision = ~quint64(0); // LessonState::encodingRevision()
        int pair = -1;
        int maxPosition = -1;
        qint64 trainLength = -1; // L: the positions beyond it are shaded
        bool operator==(const DrawnKey &o) const
        {
            return d == o.d && base == o.base && revision == o.revision && pair == o.pair
                && maxPosition == o.maxPosition && trainLength == o.trainLength;
        }
    };
    DrawnKey m_drawn;
    QChart *m_chart = nullptr;
    QLineSeries *m_sinCurve = nullptr;
    /// Positions from the training length L on: a shaded band (from L to n, the whole value range)
    /// with its left edge drawn as a line; hidden while L > n.
    QAreaSeries *m_beyondTraining = nullptr;
    QLineSeries *m_beyondUpper = nullptr;
    QLineSeries *m_beyondLower = nullptr;
    QLineSeries *m_cosCurve = nullptr;
    QScatterSeries *m_sinMarkers = nullptr;
    QScatterSeries *m_cosMarkers = nullptr;
    // The highlights' values (chart coordinates) and the items that draw them, clipped to the
    // plot area like the series they stand in for (the lines each by the painter, the points by
    // their layer).
    QList<QPointF> m_lineValues[2];
    QList<QPointF> m_pointValues[2][2];
    QGraphicsRectItem *m_lineLayer = nullptr;
    QGraphicsRectItem *m_pointLayer = nullptr;
    QGraphicsLineItem *m_lineItems[2] = {nullptr, nullptr};
    QGraphicsEllipseItem *m_pointItems[2][2] = {{nullptr, nullptr}, {nullptr, nullptr}};
    ChartLabel *m_labels[2][2] = {{nullptr, nullptr}, {nullptr, nullptr}};
    QValueAxis *m_xAxis = nullptr;
    QCategoryAxis *m_yAxis = nullptr;
};
