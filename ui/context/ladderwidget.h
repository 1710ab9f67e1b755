#pragma once

#include "textboxes.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QWidget>

class LessonState;

/// The frequency ladder (the article's section 4): every pair i as a
/// mark at its wavelength lambda_i = 2 pi / omega_i (positions) on a logarithmic axis, one strip
/// for the base (ladder A, the encoding as used, scaled when a context-extension method is on)
/// and one for the second base B (ladder B); the training length L as a solid vertical line and
/// the context length L' as a dashed one through both strips. Marks of pairs that make at least
/// one full turn within L (lambda_i <= L) are blue; those that never do (lambda_i > L: their
/// angles beyond L were never seen in training) are vermillion, the crossing pair (the first of
/// them) drawn taller. When pairs outnumber the strip's pixels the marks merge into a dense strip:
/// each pixel column holding a pair is filled (the colour of the column's first pair).
///
/// Hovering a strip picks the pair whose mark is nearest and emits hoverTextChanged() with every
/// number of it at full precision (17 significant digits). Every number comes from the core
/// (PositionalEncoding::wavelength(), frequency(), pe::turnsWithin()).
///
/// Texts: the strip names in a gutter left of the strips, L and L' above them (the smaller length
/// left of its line, the larger right of its line, so that they never meet), decade labels under
/// the axis (every n-th when they would touch) and the axis title. textBoxes() reads what
/// paintEvent() drew; dataMarks() are the two strips.
class LadderWidget : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    explicit LadderWidget(LessonState *state, QWidget *parent = nullptr);

    /// The ladders: 0 (A, the base) and 1 (B, the second base).
    static constexpr int ladderCount = 2;
    /// The strip of ladder k at the current size, widget coordinates.
    QRectF stripRect(int ladder) const;
    /// x of a length or wavelength (positions, > 0) on the axis at the current size.
    qreal xOf(double positions) const;
    /// The pair whose mark is nearest to x in ladder k (-1 when the ladder has no pair).
    int pairNear(int ladder, qreal x) const;
    /// The number of pixel columns of ladder k holding at least one mark (dense strips: fewer
    /// than the pairs).
    int occupiedColumns(int ladder) const;
    /// The full-precision text of pair i of ladder k (what hovering its mark shows).
    QString pairText(int ladder, int pair) const;
    /// The axis's decade labels as drawn (after thinning), for tests.
    QStringList tickTexts() const;
    /// Shows pair i of ladder k as hovered (-1: none) and emits hoverTextChanged().
    void setHovered(int ladder, int pair);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    QList<TextBox> textBoxes() const override;
    QList<DataMark> dataMarks() const override;

signals:
    /// The hovered pair's text (pairText()), empty when the pointer left the strips.
    void hoverTextChanged(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry
    {
        QFont font;
        qreal line = 0; // the font's line height
        QRectF plot; // the strips' horizontal extent and the axis
        QRectF strips[ladderCount];
        qreal axisY = 0;
        qreal logMin = 0; // log10 of the axis ends
        qreal logMax = 1;
    };
    Geometry geometry() const;
    qreal xOf(const Geometry &g, double positions) const;
    /// Decade exponents with a label (every n-th that fits).
    QList<int> labelledDecades(const Geometry &g) const;
    QString decadeText(int exponent) const;
    void refresh();

    LessonState *m_state;
    // Per ladder: the wavelengths lambda_i, the name in the gutter, the first pair beyond L.
    QList<double> m_wavelengths[ladderCount];
    QString m_names[ladderCount];
    int m_crossing[ladderCount] = {-1, -1};
    double m_lo = 1.0; // the axis's range in positions (the marks, L and L')
    double m_hi = 10.0;
    int m_hoverLadder = -1;
    int m_hoverPair = -1;
    QString m_title;
};
