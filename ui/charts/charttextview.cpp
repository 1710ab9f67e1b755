#include "charttextview.h"

#include "chartlabel.h"
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
#include <QLegendMarker>
#include <QMouseEvent>
#include <QRawFont>
#include <QScatterSeries>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolTip>

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

// The fixed parts of a Qt Charts legend entry beside its label: margins (3 each side), the
// space after the marker (4), the rounding pixel and the text's document margins.
constexpr qreal legendItemExtra = 3 + 3 + 4 + 1 + 2;
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
    return m_readableMinimum.expandedTo(chart()->minimumSize().toSize());
}

void ChartTextView::keepMinimum()
{
    const QSize wanted = minimumSizeHint();
    if (minimumSize() != wanted)
        setMinimumSize(wanted);
}

void ChartTextView::setTitleText(const QString &title)
{
    m_title = title;
    setAccessibleName(title);
    fitTitle(chart()->size().width() > 0 ? chart()->size().width() : width());
}

void ChartTextView::setLegendLabel(QAbstractSeries *series, const QString &label)
{
    m_legendLabels.insert(series, label);
    refitTexts();
}

void ChartTextView::setLegendAlignments(const QList<Qt::Alignment> &alignments)
{
    if (!alignments.isEmpty())
        m_legendAlignments = alignments;
    refitTexts();
}

void ChartTextView::refitTexts()
{
    const QSizeF area = chart()->size().width() > 0 ? chart()->size() : QSizeF(size());
    fitTitle(area.width());
    fitLegend(area.width(), area.height());
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
    const QStringList lines
        = textfit::lines(m_title, chart()->titleFont(), contentWidth(chartWidth) - slack);
    const QString html = textfit::html(lines);
    if (chart()->title() != html)
        chart()->setTitle(html);
}

void ChartTextView::fitLegend(qreal chartWidth, qreal chartHeight)
{
    QLegend *legend = chart()->legend();
    if (!legend->isVisible())
        return;
    const QFont font = legend->font();
    const QFontMetricsF fm(font);
    qreal markerWidth = fm.height() * 0.75;
    const QList<QLegendMarker *> markers = legend->markers();
    QStringList labels;
    QList<QLegendMarker *> shown;
    for (QLegendMarker *marker : markers) {
        QAbstractSeries *series = marker->series();
        if (!marker->isVisible() || !series)
            continue;
        if (auto *scatter = qobject_cast<QScatterSeries *>(series))
            markerWidth = std::max(markerWidth, scatter->markerSize());
        labels << m_legendLabels.value(series, series->name());
        shown << marker;
    }
    if (shown.isEmpty())
        return;
    const qreal width = contentWidth(chartWidth);
    const qreal extra = markerWidth + legendItemExtra;
    QList<QStringList> broken;
    Qt::Alignment chosen = m_legendAlignments.last();
    for (const Qt::Alignment alignment : std::as_const(m_legendAlignments)) {
        broken.clear();
        if (alignment == Qt::AlignBottom || alignment == Qt::AlignTop) {
            qreal row = 0;
            for (const QString &label : std::as_const(labels)) {
                row += fm.horizontalAdvance(label) + extra + 3;
                broken << QStringList {label};
            }
            if (row <= width - slack) {
                chosen = alignment;
                break;
            }
        } else {
            const qreal labelWidth = width * 0.4 - extra - slack;
            qreal height = 0;
            bool fits = labelWidth > 0;
            for (const QString &label : std::as_const(labels)) {
                const QStringList lines = textfit::lines(label, font, labelWidth);
                fits = fits && textfit::widest(lines, font) <= labelWidth;
                height += lines.size() * fm.lineSpacing() + 6;
                broken << lines;
            }
            if (fits && height <= chartHeight * 0.85) {
                chosen = alignment;
                break;
            }
        }
    }
    if (broken.size() != shown.size()) // the last alignment did not fit: break to it anyway
        for (const QString &label : std::as_const(labels))
            broken << QStringList {label};
    if (legend->alignment() != chosen)
        legend->setAlignment(chosen);
    for (int k = 0; k < shown.size(); ++k) {
        QStringList lines = broken.value(k);
        if (chosen == Qt::AlignLeft || chosen == Qt::AlignRight)
            lines = textfit::lines(labels.at(k), font, width * 0.4 - extra - slack);
        const QString html = textfit::html(lines);
        if (shown.at(k)->label() != html)
            shown.at(k)->setLabel(html);
    }
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
    if (chart()->legend()->isVisible()) {
        const QList<QLegendMarker *> markers = chart()->legend()->markers();
        for (QLegendMarker *marker : markers) {
            if (!marker->isVisible() || marker->label().isEmpty())
                continue;
            const QString shown = plainOf(marker->label());
            expected.append({shown, m_legendLabels.value(marker->series(), shown)});
        }
    }

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
    // A text that Qt Charts cut away entirely (a legend label truncated to nothing).
    for (const Expected &e : std::as_const(expected))
        if (!e.found)
            boxes.append({e.full, QRectF(), true});
    return boxes;
}

void ChartTextView::resizeEvent(QResizeEvent *event)
{
    const QSizeF size = viewport()->size();
    fitTitle(size.width());
    fitLegend(size.width(), size.height());
    QChartView::resizeEvent(event);
    keepMinimum();
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
