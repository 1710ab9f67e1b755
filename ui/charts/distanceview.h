#pragma once

#include "chartaxes.h"
#include "textboxes.h"

#include <QList>
#include <QWidget>

class NumberField;
class LessonState;
class ChartLabel;
class ChartTextView;
class QChart;
class QGraphicsEllipseItem;
class QGraphicsRectItem;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

/// The distance |PE(q) − PE(p)| against the comparison position q = 1 .. Qmax, for the whole
/// vector and for single pairs (their legend entries switch them on and off; the legend is a
/// ChartLegend, chartView()->legend()), with the lesson's
/// points (q = 3: 2.017479, q = 6: 0.657741 at p = 0, d = 8) and the current q marked. It shows the
/// lesson's surprise: the distance does not grow with q. Values come from pe::inputDifference
/// (the whole vector; zero when the encoding is off) and PositionalEncoding::pairDistance.
///
/// Texts: the title and the legend labels are broken into lines rather than cut
/// (ChartTextView); the current point's label is placed clear of the lesson's points; the
/// ranges leave room for a whole dot at q = 1 and q = Qmax and at a distance of 0; hovering a
/// point of a curve shows q and the distance at full precision.
class DistanceView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int defaultMaxComparison = 32;
    static constexpr int maxMaxComparison = 1000;
    /// At most this many pair curves; with more pairs they are spread from the first to the last.
    static constexpr int maxPairSeries = 8;

    explicit DistanceView(LessonState *state, QWidget *parent = nullptr);

    int maxComparison() const { return m_maxComparison; }
    void setMaxComparison(int qMax);

    QChart *chart() const { return m_chart; }
    /// The chart's view; its texts and marks are what the layout checks read (TextBoxSource).
    ChartTextView *chartView() const { return m_chartView; }
    NumberField *maxComparisonSpinBox() const { return m_qMaxSpin; }
    /// (q, |PE(q) − PE(p)|) for q = 1 .. Qmax.
    QLineSeries *wholeSeries() const { return m_whole; }
    /// (q, distance of pair pairIndices()[k]) for q = 1 .. Qmax.
    const QList<QLineSeries *> &pairSeries() const { return m_pairs; }
    const QList<int> &pairIndices() const { return m_pairIndices; }
    /// The lesson's comparison positions q = 3 and q = 6 on the whole-vector curve.
    QScatterSeries *lessonPoints() const { return m_lessonPoints; }
    /// The state's q on the whole-vector curve, (q, |PE(q) − PE(p)|) (empty when q > Qmax).
    QList<QPointF> currentPoint() const { return m_currentValue; }
    /// The legend entry of the current q: a series without points ("current q"); the point
    /// itself is drawn by currentPointItem() and labelled by currentLabel(), scene items that a
    /// move of q shifts without relayouting or repainting the whole chart.
    QScatterSeries *currentSeries() const { return m_current; }
    QGraphicsEllipseItem *currentPointItem() const { return m_currentItem; }
    /// The label beside the current point ("q = 6: 0.657741"); hidden when q > Qmax.
    QString currentLabelText() const;
    bool currentLabelShown() const;
    QValueAxis *axisX() const { return m_axes.x(); }
    QValueAxis *axisY() const { return m_axes.y(); }
    /// The hover text at a point of the chart view: the nearest integer q of a shown curve,
    /// "q = 3, whole vector: 2.0174788592312322"; empty away from the curves.
    QString curveHoverText(const QPointF &point) const;
    /// The lesson's points and the current point, in the chart view's coordinates.
    QList<DataMark> marks() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Fonts, colours and pen widths from Appearance and the application palette.
    void applyAppearance();
    void rebuild();
    void updateCurrentPoint();
    /// Puts the current point and its label where the value is on the current plot area.
    void placeCurrentPoint();
    /// The legend names, which change with p and d but not with q.
    void updateLegendNames();
    void rebuildPairSeries();
    /// The label beside the current point, clear of the lesson's points.
    void placeCurrentLabel(const QPointF &at, qreal radius);
    /// The ranges' margins for the dots at the plot's current size (queued after a layout).
    void fitAxes();
    void queueFit();
    void retranslate();

    LessonState *m_state;
    int m_maxComparison = defaultMaxComparison;
    // The inputs the curves were last computed for (q only moves the current point).
    struct CurveKey
    {
        int d = 0;
        double base = 0.0;
        quint64 revision = ~quint64(0); // LessonState::encodingRevision()
        bool on = false;
        qint64 p = -1;
        int qMax = 0;
        qint64 trainLength = 0; // L: the note names the offsets beyond it
        bool operator==(const CurveKey &other) const
        {
            return d == other.d && base == other.base && revision == other.revision
                && on == other.on && p == other.p && qMax == other.qMax
                && trainLength == other.trainLength;
        }
    };
    CurveKey m_curveKey;
    QChart *m_chart = nullptr;
    ChartTextView *m_chartView = nullptr;
    bool m_fitQueued = false;
    // The largest distance drawn and the number of distance ticks the plot has room for.
    double m_top = 0.0;
    int m_yTicks = 6;
    ChartAxes m_axes;
    QLineSeries *m_whole = nullptr;
    QList<QLineSeries *> m_pairs;
    QList<int> m_pairIndices;
    QScatterSeries *m_lessonPoints = nullptr;
    QScatterSeries *m_current = nullptr;
    QList<QPointF> m_currentValue;
    QGraphicsRectItem *m_currentLayer = nullptr;
    QGraphicsEllipseItem *m_currentItem = nullptr;
    ChartLabel *m_currentLabel = nullptr;
    QLabel *m_qMaxLabel = nullptr;
    NumberField *m_qMaxSpin = nullptr;
    QLabel *m_note = nullptr;
};
