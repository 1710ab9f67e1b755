#pragma once

#include "textboxes.h"

#include <QChartView>
#include <QList>

#include <functional>

class ChartLegend;
class QAbstractSeries;

/// A QChartView whose texts are never cut or elided and which tells the layout checks where they
/// are (TextBoxSource):
/// - the title (setTitleText()) is broken into lines at " · " and between words to fit the
///   chart's width, so every part of it (a pair's wavelength) survives at any width; the
///   accessible name and the tooltip carry it whole;
/// - the legend (setLegendSeries()) is a ChartLegend, whose names are broken into lines rather
///   than cut, in rows under the plot or a column right of it;
/// - textBoxes() lists every text Qt Charts laid out (title, axis titles and tick labels, read
///   from the chart's graphics items with their ink boxes), the legend's names and the views'
///   value labels (ChartLabel, with their backing), in this widget's coordinates; an expected
///   text (title, axis title) that Qt Charts cut to "..." or dropped is reported elided;
/// - dataMarks() and the hover text come from the view (setMarksProvider(),
///   setHoverProvider()); moving the pointer over a data point shows its hover text, with the
///   value at full precision, as a tooltip.
class ChartTextView : public QChartView, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    explicit ChartTextView(QChart *chart, QWidget *parent = nullptr);

    /// The title as a whole (plain text); shown in as many lines as the width needs, broken at
    /// separator first (" · " between a pair chart's parts; none in a title where "·" is a dot
    /// product), then between words.
    void setTitleText(const QString &title, const QString &separator = QStringLiteral(" · "));
    QString titleText() const { return m_title; }

    /// Shows a ChartLegend (instead of Qt Charts' legend, which is hidden) with an entry for
    /// each of series, placed at the first of placements where it fits (Qt::AlignBottom: rows
    /// under the plot; Qt::AlignRight: a column right of it). Call again when the series change.
    void setLegendSeries(const QList<QAbstractSeries *> &series,
                         const QList<Qt::Alignment> &placements
                         = {Qt::AlignBottom, Qt::AlignRight});
    /// The legend (null until setLegendSeries()).
    ChartLegend *legend() const { return m_legend; }

    /// Breaks the title and legend labels again for the current size and fonts (after a change
    /// of the chart's fonts; a resize does it by itself).
    void refitTexts();

    /// The smallest size at which the view's title, axes and plot are readable, without the
    /// legend: minimumSizeHint() adds the legend's room as laid out for the current width
    /// (QChartView sets its minimum size to the chart's own on every resize; this view keeps
    /// minimumSizeHint() instead).
    void setReadableMinimum(const QSize &size);
    QSize minimumSizeHint() const override;

    /// The chart's plot area in this widget's coordinates.
    QRectF plotRect() const;
    /// Where a chart value of series is drawn, in this widget's coordinates.
    QPointF toWidget(const QPointF &value, QAbstractSeries *series) const;
    /// A square of the given diameter centred on a chart value, in this widget's coordinates.
    QRectF markRect(const QPointF &value, QAbstractSeries *series, qreal diameter) const;

    /// The marks that no text may cover, in this widget's coordinates.
    void setMarksProvider(std::function<QList<DataMark>()> provider);
    /// The hover text for a point of this widget (empty where there is no data point).
    void setHoverProvider(std::function<QString(const QPointF &)> provider);
    QString hoverText(const QPointF &point) const;

    QList<TextBox> textBoxes() const override;
    QList<DataMark> dataMarks() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// A tab shown again may have been laid out with other fonts meanwhile (presentation mode,
    /// a zoom, a language): the title and legend are fitted again.
    void showEvent(QShowEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    /// The chart's width less its margins: what the title and the legend get.
    qreal contentWidth(qreal chartWidth) const;
    void fitTitle(qreal chartWidth);
    /// The title and the legend for a chart of size.
    void fitTexts(const QSizeF &size);

    /// Sets the minimum size to minimumSizeHint() (after QChartView replaced it).
    void keepMinimum();

    QSize m_readableMinimum;
    QString m_title;
    QString m_titleSeparator;
    ChartLegend *m_legend = nullptr;
    std::function<QList<DataMark>()> m_marks;
    std::function<QString(const QPointF &)> m_hover;
    QString m_shownHover;
};
