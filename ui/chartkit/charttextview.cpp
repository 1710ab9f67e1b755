#include "charttextview.h"

#include "chartlabel.h"
#include "chartlegend.h"
#include "textfit.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHelpEvent>
#include <QLegend>
#include <QMouseEvent>
#include <QRawFont>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolTip>
#include <QtMath>

#include <algorithm>

namespace {

/// Plain text with line and paragraph breaks as spaces, for comparing what is shown.
QString normalised(QString text)
{
    text.replace(QChar(0x2028), QLatin1Char(' '));
    text.replace(QChar(0x2029), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.simplified();
}

QString plainOf(const QString &html)
{
    QTextDocument document;
    document.setHtml(html);
    return normalised(document.toPlainText());
}

/// The ink of a text item: the union of its glyphs' boxes as laid out, in the item's coordinates.
QRectF inkRect(const QGraphicsTextItem *item)
{
    const QTextDocument *document = item->document();
    QRectF ink;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextLayout *layout = block.layout();
        if (!layout)
            continue;
        for (int k = 0; k < layout->lineCount(); ++k) {
            const QList<QGlyphRun> runs = layout->lineAt(k).glyphRuns();
            for (const QGlyphRun &run : runs) {
                const QRawFont font = run.rawFont();
                const QList<quint32> glyphs = run.glyphIndexes();
                const QList<QPointF> positions = run.positions();
                for (qsizetype g = 0; g < glyphs.size() && g < positions.size(); ++g) {
                    const QRectF box = font.boundingRect(glyphs.at(g));
                    if (!box.isEmpty())
                        ink = ink.united(box.translated(positions.at(g) + layout->position()));
                }
            }
        }
    }
    return ink;
}

// Pixels kept free of what the fitting computes, for what Qt Charts adds around (layout and
// legend margins).
constexpr qreal slack = 14;

} // namespace

ChartTextView::ChartTextView(QChart *chart, QWidget *parent) : QChartView(chart, parent)
{
    viewport()->setMouseTracking(true);
}

void ChartTextView::setReadableMinimum(const QSize &size)
{
    m_readableMinimum = size;
    keepMinimum();
}

QSize ChartTextView::minimumSizeHint() const
{
    // The plot at least six label lines high, and as high as a vertical axis title is long
    // (Qt Charts cuts a rotated title longer than the plot); above and below it the title's
    // lines, the x axis's labels and title, and the chart's margins.
    const QFontMetricsF labels(chart()->legend()->font());
    qreal plot = 6 * labels.lineSpacing();
    qreal around = chart()->margins().top() + chart()->margins().bottom();
    if (m_legend)
        around -= m_legend->reserved().height();
    if (!m_title.isEmpty())
        around += (chart()->title().count(QStringLiteral("<br>")) + 1)
            * QFontMetricsF(chart()->titleFont()).lineSpacing();
    const QList<QAbstractAxis *> axes = chart()->axes();
    for (const QAbstractAxis *axis : axes) {
        if (!axis->isVisible())
            continue;
        const QFontMetricsF title(axis->titleFont());
        if (axis->orientation() == Qt::Vertical && !axis->titleText().isEmpty())
            plot = std::max(plot, title.horizontalAdvance(axis->titleText()) + 16);
        else if (axis->orientation() == Qt::Horizontal)
            around += 2 * QFontMetricsF(axis->labelsFont()).lineSpacing() + title.lineSpacing();
    }
    QSize readable = m_readableMinimum.expandedTo(QSize(0, qCeil(plot + around + 16)));
    if (m_legend)
        readable += m_legend->reserved().toSize();
    return readable.expandedTo(chart()->minimumSize().toSize());
}

void ChartTextView::keepMinimum()
{
    const QSize wanted = minimumSizeHint();
    if (minimumSize() != wanted)
        setMinimumSize(wanted);
}

void ChartTextView::setTitleText(const QString &title, const QString &separator)
{
    m_title = title;
    m_titleSeparator = separator;
    setAccessibleName(title);
    fitTitle(chart()->size().width() > 0 ? chart()->size().width() : width());
}

void ChartTextView::setLegendSeries(const QList<QAbstractSeries *> &series,
                                    const QList<Qt::Alignment> &placements)
{
    if (!m_legend) {
        m_legend = new ChartLegend(chart());
        chart()->legend()->hide();
    }
    m_legend->setPlacements(placements);
    m_legend->setSeries(series);
    refitTexts();
}

void ChartTextView::refitTexts()
{
    const QSizeF area = chart()->size().width() > 0 ? chart()->size() : QSizeF(size());
    fitTexts(area);
}

void ChartTextView::fitTexts(const QSizeF &size)
{
    // The title gets the width between the margins, which a legend column widens; the legend's
    // place depends on the title's height: twice round, and the title last, for the margins the
    // legend left.
    for (int pass = 0; pass < 2; ++pass) {
        fitTitle(size.width());
        if (m_legend)
            m_legend->relayout(size);
    }
    fitTitle(size.width());
    keepMinimum(); // the legend's room is part of it
    // A chart grown to a minimum of its own that has since shrunk goes back to the view's size.
    const QSizeF view = viewport()->size();
    if (!view.isEmpty() && chart()->size() != view) {
        chart()->resize(view);
        setSceneRect(chart()->geometry());
        centerOn(chart()->geometry().center()); // the view kept the old centre
    }
}

qreal ChartTextView::contentWidth(qreal chartWidth) const
{
    const QMargins margins = chart()->margins();
    qreal left = 0, top = 0, right = 0, bottom = 0;
    if (chart()->layout())
        chart()->layout()->getContentsMargins(&left, &top, &right, &bottom);
    return chartWidth - margins.left() - margins.right() - left - right;
}

void ChartTextView::fitTitle(qreal chartWidth)
{
    if (m_title.isEmpty()) {
        chart()->setTitle(QString());
        return;
    }
    const QStringList lines = textfit::lines(m_title, chart()->titleFont(),
                                             contentWidth(chartWidth) - slack, m_titleSeparator);
    const QString html = textfit::html(lines);
    if (chart()->title() != html)
        chart()->setTitle(html);
}

QRectF ChartTextView::plotRect() const
{
    const QPolygonF scene = chart()->mapToScene(chart()->plotArea());
    return viewportTransform().map(scene).boundingRect().translated(viewport()->pos());
}

QPointF ChartTextView::toWidget(const QPointF &value, QAbstractSeries *series) const
{
    const QPointF scene = chart()->mapToScene(chart()->mapToPosition(value, series));
    return viewportTransform().map(scene) + QPointF(viewport()->pos());
}

QRectF ChartTextView::markRect(const QPointF &value, QAbstractSeries *series, qreal diameter) const
{
    const QPointF at = toWidget(value, series);
    return QRectF(at.x() - diameter / 2, at.y() - diameter / 2, diameter, diameter);
}

void ChartTextView::setMarksProvider(std::function<QList<DataMark>()> provider)
{
    m_marks = std::move(provider);
}

void ChartTextView::setHoverProvider(std::function<QString(const QPointF &)> provider)
{
    m_hover = std::move(provider);
}

QString ChartTextView::hoverText(const QPointF &point) const
{
    return m_hover ? m_hover(point) : QString();
}

QList<DataMark> ChartTextView::dataMarks() const { return m_marks ? m_marks() : QList<DataMark>(); }

QList<TextBox> ChartTextView::textBoxes() const
{
    struct Expected
    {
        QString shown;
        QString full;
        bool found = false;
    };
    QList<Expected> expected;
    if (!m_title.isEmpty())
        expected.append({plainOf(chart()->title()), m_title});
    const QList<QAbstractAxis *> axes = chart()->axes();
    for (const QAbstractAxis *axis : axes)
        if (axis->isVisible() && axis->isTitleVisible() && !axis->titleText().isEmpty())
            expected.append({plainOf(axis->titleText()), axis->titleText()});

    const QTransform toView = viewportTransform();
    const QPointF offset = viewport()->pos();
    const auto mapped = [&](const QGraphicsItem *item, const QRectF &rect) {
        return toView.map(item->mapToScene(rect)).boundingRect().translated(offset);
    };
    QList<TextBox> boxes;
    const QList<QGraphicsItem *> items = scene()->items(Qt::AscendingOrder);
    for (const QGraphicsItem *item : items) {
        if (!item->isVisible())
            continue;
        if (const auto *label = dynamic_cast<const ChartLabel *>(item)) {
            if (!label->text().isEmpty())
                boxes.append({label->text(), mapped(label, label->rect()), false});
            continue;
        }
        const auto *textItem = dynamic_cast<const QGraphicsTextItem *>(item);
        if (!textItem)
            continue;
        const QString plain = normalised(textItem->toPlainText());
        if (plain.isEmpty())
            continue;
        const bool elided = plain.endsWith(QLatin1String("...")) || plain.contains(QChar(0x2026));
        QString full = plain;
        for (Expected &e : expected) {
            if (e.found)
                continue;
            if (e.shown == plain || (elided && e.shown.startsWith(plain.chopped(3)))) {
                e.found = true;
                full = e.full;
                break;
            }
        }
        boxes.append({full, mapped(textItem, inkRect(textItem)), elided});
    }
    if (m_legend && m_legend->isVisible())
        for (const ChartLegend::Text &text : m_legend->texts())
            boxes.append({text.text, mapped(chart(), text.rect), false});
    // A text that Qt Charts cut away entirely.
    for (const Expected &e : std::as_const(expected))
        if (!e.found)
            boxes.append({e.full, QRectF(), true});
    return boxes;
}

void ChartTextView::showEvent(QShowEvent *event)
{
    QChartView::showEvent(event);
    refitTexts();
}

void ChartTextView::resizeEvent(QResizeEvent *event)
{
    fitTexts(viewport()->size());
    QChartView::resizeEvent(event);
    // The chart may have kept a larger size of its own: fit to the size it has.
    if (chart()->size() != QSizeF(viewport()->size()))
        fitTexts(chart()->size());
    keepMinimum();
    // QGraphicsView keeps the offsets it computed for the scene rectangle against the viewport
    // it had then; set the rectangle anew so that they are those of this size.
    const QRectF geometry = chart()->geometry();
    setSceneRect(geometry.adjusted(0, 0, 1, 1));
    setSceneRect(geometry);
}

void ChartTextView::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QString text = hoverText(event->position() + QPointF(viewport()->pos()));
    if (!text.isEmpty()) {
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
    } else if (!m_shownHover.isEmpty()) {
        QToolTip::hideText();
    }
    m_shownHover = text;
}

bool ChartTextView::viewportEvent(QEvent *event)
{
    // Over a data point its hover text wins over the chart's own tooltip.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = hoverText(QPointF(help->pos() + viewport()->pos()));
        if (!text.isEmpty()) {
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

void ChartTextView::leaveEvent(QEvent *event)
{
    QChartView::leaveEvent(event);
    m_shownHover.clear();
}
