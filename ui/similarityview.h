#pragma once

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
class SimilarityMatrix;

/// The similarity tab: the dot products PE(a) · PE(b) over positions 0 .. n-1 as a matrix and,
/// beside it, the dot product against the offset k = 0 .. n-1: the curve sum over pairs of
/// cos(k omega_i) (pe::dotProductFromOffset) with PE(a) · PE(a + k) for a few starting positions a
/// (pe::dotProduct) drawn over it. For even d they coincide: the similarity depends only on k
/// (article, section 8). The identity is written out under the chart.
class SimilarityView : public QWidget
{
    Q_OBJECT

public:
    /// The starting positions a whose PE(a) · PE(a + k) is overlaid on the offset curve.
    static const QList<qint64> &startPositions();

    explicit SimilarityView(LessonState *state, QWidget *parent = nullptr);

    SimilarityMatrix *matrix() const { return m_matrix; }
    QSpinBox *positionsSpinBox() const { return m_positionsSpin; }
    QChart *chart() const { return m_chart; }
    QChartView *chartView() const { return m_chartView; }
    /// (k, sum over pairs of cos(k omega_i)) for k = 0 .. n-1.
    QLineSeries *offsetSeries() const { return m_offsetCurve; }
    /// (k, PE(a) · PE(a + k)) for a = startPositions()[index], k = 0 .. n-1.
    const QList<QScatterSeries *> &startSeries() const { return m_startSeries; }
    QValueAxis *axisX() const { return m_axisX; }
    QValueAxis *axisY() const { return m_axisY; }
    QString identityText() const;

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
    bool m_keyOn = false;
    int m_keyPositions = 0;
    SimilarityMatrix *m_matrix = nullptr;
    QLabel *m_positionsLabel = nullptr;
    QSpinBox *m_positionsSpin = nullptr;
    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    QLineSeries *m_offsetCurve = nullptr;
    QList<QScatterSeries *> m_startSeries;
    QLabel *m_hoverLine = nullptr;
    QLabel *m_identity = nullptr;
    QLabel *m_note = nullptr;
};
