#pragma once

#include "chartaxes.h"

#include <QList>
#include <QWidget>

class LessonState;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QValueAxis;

/// The similarity tab: the dot product against the offset k = 0 .. n-1: the curve sum over pairs
/// of cos(k omega_i) (pe::dotProductFromOffset) with PE(a) · PE(a + k) for a few starting
/// positions a (pe::dotProduct) drawn over it. For even d they coincide: the similarity depends
/// only on k (article, section 8). The identity is written out under the chart.
///
/// Left of the chart sits a matrix pane: the dot products PE(a) · PE(b) over the same positions
/// 0 .. n-1, with a line under it for the pane's hover text. The pane is a painted view
/// (SimilarityMatrix, ui/plots) that this Qt Charts folder does not know: the view catalogue
/// (ui/shell) builds both and joins them (positionsChanged() to the matrix's n, its hover text to
/// setHoverText()).
class SimilarityView : public QWidget
{
    Q_OBJECT

public:
    /// The starting positions a whose PE(a) · PE(a + k) is overlaid on the offset curve.
    static const QList<qint64> &startPositions();
    /// The number of positions n: 32 at first, 2 .. 256.
    static constexpr int defaultPositions = 32;
    static constexpr int maxPositions = 256;

    /// matrix: the pane shown left of the chart (taken over as a child), or null for none.
    explicit SimilarityView(LessonState *state, QWidget *matrix = nullptr,
                            QWidget *parent = nullptr);

    /// The matrix pane given to the constructor (null without one).
    QWidget *matrixPane() const { return m_matrix; }
    /// n: positions 0 .. n-1 in the matrix, offsets 0 .. n-1 on the chart.
    int positions() const;
    QSpinBox *positionsSpinBox() const { return m_positionsSpin; }
    QChart *chart() const { return m_chart; }
    QChartView *chartView() const { return m_chartView; }
    /// (k, sum over pairs of cos(k omega_i)) for k = 0 .. n-1.
    QLineSeries *offsetSeries() const { return m_offsetCurve; }
    /// (k, PE(a) · PE(a + k)) for a = startPositions()[index], k = 0 .. n-1.
    const QList<QScatterSeries *> &startSeries() const { return m_startSeries; }
    QValueAxis *axisX() const { return m_axes.x(); }
    QValueAxis *axisY() const { return m_axes.y(); }
    QString identityText() const;
    /// The line under the matrix pane.
    QString hoverText() const;

public slots:
    /// Shows text (the matrix pane's hover text) in the line under the pane.
    void setHoverText(const QString &text);

signals:
    /// n was changed with the spin box (the matrix pane is to show as many positions).
    void positionsChanged(int n);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Fonts, colours and pen widths from Appearance and the application palette.
    void applyAppearance();
    void rebuild();
    void retranslate();

    LessonState *m_state;
    // The inputs the curves were last computed for (p and q do not change them).
    int m_keyWidth = 0;
    double m_keyBase = 0.0;
    quint64 m_keyRevision = ~quint64(0); // LessonState::encodingRevision()
    bool m_keyOn = false;
    int m_keyPositions = 0;
    QWidget *m_matrix = nullptr;
    QLabel *m_positionsLabel = nullptr;
    QSpinBox *m_positionsSpin = nullptr;
    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    ChartAxes m_axes;
    QLineSeries *m_offsetCurve = nullptr;
    QList<QScatterSeries *> m_startSeries;
    QLabel *m_hoverLine = nullptr;
    QLabel *m_identity = nullptr;
    QLabel *m_note = nullptr;
};
