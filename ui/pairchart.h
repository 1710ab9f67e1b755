#pragma once

#include <QChartView>
#include <QColor>
#include <QList>
#include <QStringList>

class LessonState;
class PairChartLabel;
class QChart;
class QCategoryAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

/// One Qt Charts chart for pair i of the encoding over the positions 0..N: the continuous curves
/// sin(x / base^(2i/d)) and cos(x / base^(2i/d)) drawn from dense samples, the integer positions
/// as markers, and p (blue) and q (vermillion) as vertical lines with their values labelled.
/// Every value comes from the core (componentAt, component, denominator, wavelength). The title
/// names the pair, its denominator and its wavelength 2π·denominator. With odd d the last pair
/// has only its sin curve.
///
/// All chart building lives in this class, so that a move to Qt Graphs touches one place.
class PairChart : public QChartView
{
    Q_OBJECT

public:
    /// Okabe-Ito colours: the sin and cos curves, p and q (as in the token strip).
    static QColor sinColour() { return QColor(0x00, 0x9E, 0x73); }
    static QColor cosColour() { return QColor(0xCC, 0x79, 0xA7); }
    static QColor pColour() { return QColor(0x00, 0x72, 0xB2); }
    static QColor qColour() { return QColor(0xD5, 0x5E, 0x00); }
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

    /// The series, for tests and export: the dense curves, the integer markers, the highlight
    /// lines and the labelled highlight points (sin then cos; the cos one empty without cos).
    QLineSeries *sinCurve() const { return m_sinCurve; }
    QLineSeries *cosCurve() const { return m_cosCurve; }
    QScatterSeries *sinMarkers() const { return m_sinMarkers; }
    QScatterSeries *cosMarkers() const { return m_cosMarkers; }
    QLineSeries *pLine() const { return m_pLine; }
    QLineSeries *qLine() const { return m_qLine; }
    QScatterSeries *pSinPoint() const { return m_pPoints[0]; }
    QScatterSeries *pCosPoint() const { return m_pPoints[1]; }
    QScatterSeries *qSinPoint() const { return m_qPoints[0]; }
    QScatterSeries *qCosPoint() const { return m_qPoints[1]; }
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
    void setHighlight(QLineSeries *line, QScatterSeries *const points[2],
                      PairChartLabel *const labels[2], qint64 position);
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
        int pair = -1;
        int maxPosition = -1;
        bool operator==(const DrawnKey &o) const
        {
            return d == o.d && base == o.base && pair == o.pair && maxPosition == o.maxPosition;
        }
    };
    DrawnKey m_drawn;
    QChart *m_chart = nullptr;
    QLineSeries *m_sinCurve = nullptr;
    QLineSeries *m_cosCurve = nullptr;
    QScatterSeries *m_sinMarkers = nullptr;
    QScatterSeries *m_cosMarkers = nullptr;
    QLineSeries *m_pLine = nullptr;
    QLineSeries *m_qLine = nullptr;
    QScatterSeries *m_pPoints[2] = {nullptr, nullptr};
    QScatterSeries *m_qPoints[2] = {nullptr, nullptr};
    PairChartLabel *m_pLabels[2] = {nullptr, nullptr};
    PairChartLabel *m_qLabels[2] = {nullptr, nullptr};
    QValueAxis *m_xAxis = nullptr;
    QCategoryAxis *m_yAxis = nullptr;
};
