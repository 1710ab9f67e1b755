#pragma once

#include "chartaxes.h"
#include "textboxes.h"

#include <QList>
#include <QWidget>

class ChartTextView;
class NumberField;
class LessonState;
class MinimumScrollArea;
class QGridLayout;
class QChart;
class QCheckBox;
class QLabel;
class QLineSeries;
class QScatterSeries;
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
///
/// Texts: the title and the legend are never cut (ChartTextView, ChartLegend); the
/// ranges leave room for a whole mark at k = n − 1; hovering a point shows k and its value at
/// full precision; below about two readable widths the matrix moves above the chart, and the
/// tab scrolls rather than shrink the chart below its readable minimum.
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
    NumberField *positionsSpinBox() const { return m_positionsSpin; }
    QChart *chart() const { return m_chart; }
    /// The chart's view; its texts and marks are what the layout checks read (TextBoxSource).
    ChartTextView *chartView() const { return m_chartView; }
    /// (k, sum over pairs of cos(k omega_i)) for k = 0 .. n-1.
    QLineSeries *offsetSeries() const { return m_offsetCurve; }
    /// (k, sum over pairs of cos(k omega_i)) with the second base B, dashed.
    /// Hidden until the check box under secondBaseToggle() asks for it: no lesson step explains
    /// it.
    QLineSeries *secondBaseSeries() const { return m_secondCurve; }
    QCheckBox *secondBaseToggle() const { return m_secondToggle; }
    /// The vertical line at k = L, shown only while L < n: offsets k >= L
    /// were never seen in training.
    QLineSeries *trainLengthLine() const { return m_trainLine; }
    /// (k, PE(a) · PE(a + k)) for a = startPositions()[index], k = 0 .. n-1.
    const QList<QScatterSeries *> &startSeries() const { return m_startSeries; }
    QValueAxis *axisX() const { return m_axes.x(); }
    QValueAxis *axisY() const { return m_axes.y(); }
    QString identityText() const;
    /// The line under the matrix pane.
    QString hoverText() const;
    /// The hover text at a point of the chart view: the nearest mark or curve point,
    /// "k = 31, Σᵢ cos(k ωᵢ): 1.8674603158957743"; empty away from them.
    QString pointHoverText(const QPointF &point) const;
    /// The marks for a = 0, 7, 50, in the chart view's coordinates.
    QList<DataMark> marks() const;
    /// True while the matrix stands above the chart (a narrow tab).
    bool stacked() const;

public slots:
    /// Shows text (the matrix pane's hover text) in the line under the pane.
    void setHoverText(const QString &text);

signals:
    /// n was changed with the spin box (the matrix pane is to show as many positions).
    void positionsChanged(int n);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// The scroll area's viewport resized (after the view's own resize event): arranged again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Fonts, colours and pen widths from Appearance and the application palette.
    void applyAppearance();
    void rebuild();
    void retranslate();
    /// Where the matrix, the chart and the texts stand (arrange()).
    enum class Arrangement {
        Side, // the matrix beside the chart, the texts under both
        TextsBeside, // the matrix above the chart, the texts beside the matrix
        Stacked // matrix, chart and texts one under another
    };
    /// The matrix beside the chart when both fit their readable width, above it otherwise,
    /// with the texts beside the matrix when they fit there (shortened if need be).
    void arrange();
    void place(Arrangement arrangement);
    /// The identity under the chart in full, or compact: the formula without the sentence on it.
    void setIdentityText(bool compact);
    /// The ranges' margins for the marks at the plot's current size (queued after a layout).
    void fitAxes();
    void queueFit();

    LessonState *m_state;
    // The inputs the curves were last computed for (p and q do not change them).
    int m_keyWidth = 0;
    double m_keyBase = 0.0;
    double m_keySecondBase = 0.0;
    qint64 m_keyTrainLength = -1;
    quint64 m_keyRevision = ~quint64(0); // LessonState::encodingRevision()
    bool m_keyOn = false;
    int m_keyPositions = 0;
    QWidget *m_matrix = nullptr;
    QLabel *m_positionsLabel = nullptr;
    NumberField *m_positionsSpin = nullptr;
    QChart *m_chart = nullptr;
    ChartTextView *m_chartView = nullptr;
    MinimumScrollArea *m_scroll = nullptr;
    QGridLayout *m_grid = nullptr;
    Arrangement m_arrangement = Arrangement::Side;
    bool m_compactIdentity = false;
    bool m_arranging = false;
    bool m_fitQueued = false;
    // The range of the values drawn and the number of value ticks the plot has room for.
    double m_lowest = 0.0;
    double m_largest = 0.0;
    int m_yTicks = 4;
    ChartAxes m_axes;
    QLineSeries *m_offsetCurve = nullptr;
    QLineSeries *m_secondCurve = nullptr;
    QCheckBox *m_secondToggle = nullptr;
    QLineSeries *m_trainLine = nullptr;
    QList<QScatterSeries *> m_startSeries;
    QLabel *m_hoverLine = nullptr;
    QLabel *m_identity = nullptr;
    QLabel *m_note = nullptr;
};
