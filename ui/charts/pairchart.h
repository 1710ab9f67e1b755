#pragma once

#include <QChartView>
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
/// names the pair, its denominator and its wavelength 2π·denominator. With odd d the last pair
/// has only its sin curve.
///
/// All chart building lives in this class, so that a move to Qt Graphs touches one place.
class PairChart : public QChartView
{
    Q_OBJECT

public:
    static constexpr int defaultMaxPosition = 32;

    explicit PairChart(LessonState *state, int pair, QWidget *parent = nullptr);

    int pair() const { return m_pair; }
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
    /// Where a highlight is, in chart values: the ends of its dashed line, (x, −1.1) and
    /// (x, 1.1) with x the position; empty while the position is beyond N.
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
    QString titleText() const;
    /// The value labels beside the p and q points as shown (p sin, q sin, p cos, q cos; only the
    /// visible ones).
    QStringList valueLabels() const;
    /// The y axis labels as set ("−1", "−0.5", "0", "0.5", "1").
    QStringList yAxisLabels() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    bool validPair() const;
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

    LessonState *m_state;
    int m_pair;
    int m_maxPosition = defaultMaxPosition;
    qreal m_fontFactor = 1.0;
    // What the curves were last drawn for (d, base, pair, n); p and q are not part of it.
    struct DrawnKey
    {
        int d = -1;
        double base = 0.0;
        quint64 revision = ~quint64(0); // LessonState::encodingRevision()
        int pair = -1;
        int maxPosition = -1;
        bool operator==(const DrawnKey &o) const
        {
            return d == o.d && base == o.base && revision == o.revision && pair == o.pair
                && maxPosition == o.maxPosition;
        }
    };
    DrawnKey m_drawn;
    QChart *m_chart = nullptr;
    QLineSeries *m_sinCurve = nullptr;
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
