#pragma once

#include "chartaxes.h"

#include <QWidget>

#include <vector>

class ChartTextView;
class QChart;
class QLineSeries;

/// The long-term decay of RoFormer (Su et al. 2021, section 3.4.3, Figure 2) as a Qt Charts line:
/// (1 / (r/2)) Σ_j |S_j| against the relative distance |m − n| = 0 .. maxDistance, from
/// pe::Rope::decayBoundCurve for the current d, base and r (the chart computes nothing). Hover
/// gives the distance and the value at full precision.
class RopeDecayChart : public QWidget
{
    Q_OBJECT

public:
    explicit RopeDecayChart(QWidget *parent = nullptr);

    /// Shows curve[k] at distance k (k = 0 .. curve.size() − 1) with the title; empty clears.
    void setCurve(const std::vector<double> &curve, const QString &title);
    const std::vector<double> &curve() const { return m_curve; }
    ChartTextView *chartView() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Styles the chart for the appearance now (fonts, pens, readable size).
    void applyAppearance();
    void retranslate();
    void queueFit();
    void fitAxes();
    QString hoverText(const QPointF &point) const;

    QChart *m_chart;
    QLineSeries *m_series;
    ChartTextView *m_view = nullptr;
    ChartAxes m_axes;
    std::vector<double> m_curve;
    double m_top = 1.0;
    int m_yTicks = 6;
    bool m_fitQueued = false;
};
