#pragma once

#include "textboxes.h"

#include <QWidget>

class ScalingModel;

/// The scale factor omega'_i / omega_i of every pair as a painted chart: pair
/// i to the right, the factor up on a logarithmic axis that always holds 1 (the pair unchanged)
/// and 1/s (divided by s, as position interpolation does to every pair), both drawn as labelled
/// reference lines. Each pair is a dot, blue when it passes the "never seen" test and vermillion
/// when it reaches angles beyond those of training; when pairs outnumber the pixels, one dot per
/// pixel column. Reads the ScalingModel (numbers from the core); textBoxes() reads what
/// paintEvent() drew, dataMarks() is the plot area.
class ScalingChart : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    ScalingChart(ScalingModel *model, double factor, QWidget *parent = nullptr);

    /// s, for the 1/s line (the view sets it on every refresh).
    void setFactor(double factor);
    /// Where the dot of pair i stands at the current size (widget coordinates).
    QPointF dotOf(int pair) const;
    /// The plot area at the current size.
    QRectF plotRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    QList<TextBox> textBoxes() const override;
    QList<DataMark> dataMarks() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Range
    {
        double logLo = -1;
        double logHi = 1;
    };
    Range range() const;
    qreal yOf(const QRectF &plot, const Range &r, double ratio) const;

    ScalingModel *m_model;
    double m_factor;
};
