#pragma once

#include "chartaxes.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <vector>

class ChartTextView;
class QChart;
class QLineSeries;

/// One Qt Charts line per positional scheme, overlaid, each in its scheme's colour and dash
/// pattern, with a legend: the training curves (loss or accuracy against the step, growing while
/// the model trains) and the accuracy against the sequence length after training, with the
/// training length L marked by a dashed vertical line and a level (chance) by a dotted
/// horizontal one. Lines of an earlier run shown for comparison are fainter and thinner. An
/// accuracy reads in percent on the axis. Hovering near a point gives the line, x and y at full
/// precision. The chart computes nothing: the view hands it the points.
class SchemeLineChart : public QWidget
{
    Q_OBJECT

public:
    /// One scheme's line.
    struct Line
    {
        QString name; ///< the scheme's name, shown in the legend and the hover line
        QColor colour;
        std::vector<QPointF> points; ///< (x, y) in x order; a NaN y breaks the line
        QList<qreal> dashes; ///< QPen's dash pattern in pen widths; empty: solid
        bool faded = false; ///< an earlier run's line, shown for comparison
    };

    explicit SchemeLineChart(QWidget *parent = nullptr);

    /// The title and the axis titles (translated by the caller).
    void setTexts(const QString &title, const QString &xTitle, const QString &yTitle);
    /// Replaces every line; x runs over [xFirst, xLast], y over [0, yTop] (yTop <= 0: the largest
    /// y, at least 1).
    void setLines(const QList<Line> &lines, double xFirst, double xLast, double yTop = 0.0);
    /// Appends points to line `index` (live training), widening y when yTop was automatic.
    void appendPoints(int index, const std::vector<QPointF> &points);
    /// A dashed vertical mark at x with its label (NaN: none), e.g. the training length L.
    void setMarker(double x, const QString &label);
    /// A fainter dashed vertical mark at x with its label (NaN: none): a compared run's L.
    void setComparedMarker(double x, const QString &label);
    /// A dotted horizontal line at y across the x range (NaN: none), e.g. the chance level of an
    /// accuracy; label is its hover line (the title names it: a legend entry would take a row).
    void setLevel(double y, const QString &label);
    /// y (a fraction, 0 to 1) shown in percent: the axis runs 0 % to 100 %, the hover line gives
    /// both. Off by default.
    void setPercent(bool on);
    /// A mark at each point of every line but a compared run's (few points: the accuracy
    /// against the length).
    void setPointsVisible(bool on);

    const QList<Line> &lines() const { return m_lines; }
    double markerX() const { return m_markerX; }
    double comparedMarkerX() const { return m_comparedMarkerX; }
    double levelY() const { return m_levelY; }
    bool percent() const { return m_yScale != 1.0; }
    /// The Qt Charts series of line index (in the chart's units: percent when percent()).
    QLineSeries *series(int index) const { return m_series.value(index); }
    ChartTextView *chartView() const { return m_view; }
    /// The hover line for a point of the chart view (empty away from every point).
    QString hoverText(const QPointF &point) const;

private:
    /// Styles the chart for the appearance now (fonts, pens, readable size).
    void applyAppearance();
    void rebuildSeries();
    void queueFit();
    void fitAxes();
    void setYAxis();
    void placeLevel();
    /// Both vertical marks from the foot of the y axis to its top.
    void placeMarkers();
    QPen linePen(const Line &line) const;
    /// A point mark's diameter: a little wider than the line, so that a mark shows its line's
    /// colour around the line and several marks at one point stay apart.
    static qreal markerSize();
    /// A point as the chart draws it (y in percent when percent()).
    QPointF shown(const QPointF &point) const { return {point.x(), point.y() * m_yScale}; }

    QChart *m_chart;
    ChartTextView *m_view = nullptr;
    ChartAxes m_axes;
    QList<QLineSeries *> m_series;
    QLineSeries *m_marker;
    QLineSeries *m_comparedMarker;
    QLineSeries *m_level;
    QList<Line> m_lines;
    double m_xFirst = 0.0;
    double m_xLast = 1.0;
    double m_yTop = 1.0;
    bool m_autoTop = true;
    double m_markerX;
    QString m_markerLabel;
    double m_comparedMarkerX;
    QString m_comparedMarkerLabel;
    double m_levelY;
    QString m_levelLabel;
    QString m_yTitle;
    double m_yScale = 1.0;
    bool m_pointsVisible = false;
    int m_yTicks = 5;
    bool m_fitQueued = false;
};
