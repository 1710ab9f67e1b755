#include "precisiondelegate.h"

#include "encodingtablemodel.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

PrecisionDelegate::PrecisionDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

void PrecisionDelegate::initStyleOption(QStyleOptionViewItem *option,
                                        const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
        const QVariant fullText = index.data(EncodingTableModel::FullTextRole);
        if (fullText.isValid())
            option->text = fullText.toString();
    }
}

QString PrecisionDelegate::fittingText(const QString &full, const QString &display,
                                       const QFont &font, qreal available)
{
    if (display.isEmpty() || full == display)
        return full;
    return QFontMetricsF(font).horizontalAdvance(full) * minScale <= available ? full : display;
}

const QStaticText &PrecisionDelegate::laidOut(const QString &text, const QFont &font) const
{
    if (font != m_textFont || m_texts.size() >= maxCachedTexts) {
        m_texts.clear();
        m_textFont = font;
    }
    auto it = m_texts.find(text);
    if (it == m_texts.end()) {
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setPerformanceHint(QStaticText::AggressiveCaching);
        laid.prepare(QTransform(), font);
        it = m_texts.insert(text, laid);
    }
    return it.value();
}

int PrecisionDelegate::textMargin(const QStyle *style, const QWidget *widget, const QFont &font)
{
    const int styleMargin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    return std::max(styleMargin, QFontMetrics(font).horizontalAdvance(QLatin1Char('0')) / 2);
}

QSize PrecisionDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const int styleMargin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    size.rwidth() += 2 * (textMargin(style, widget, opt.font) - styleMargin);
    return size;
}

void PrecisionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();

    // The panel (background, alternate row, selection, focus frame) through the style, without
    // text; then the text, as QCommonStyle places it: inside the focus-frame margins.
    QString text = opt.text;
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;

    const int margin = textMargin(style, widget, opt.font);
    const QRect area = opt.rect.adjusted(margin, 0, -margin, 0);
    if (area.width() <= 0)
        return;
    QFont font = opt.font;
    // 17 digits that would be cut: the cell keeps its six decimals (the focus line has them all).
    text = fittingText(text, index.data(Qt::DisplayRole).toString(), font, area.width());
    const QStaticText *laid = &laidOut(text, font);
    qreal width = laid->size().width();
    QString shown = text;
    if (width > area.width()) {
        const qreal scale = qMax(minScale, qreal(area.width()) / width);
        font.setPointSizeF(font.pointSizeF() * scale);
        const QFontMetricsF metrics(font);
        if (metrics.horizontalAdvance(text) > area.width())
            shown = metrics.elidedText(text, Qt::ElideRight, area.width());
        laid = nullptr; // rare: drawn directly, not cached
        width = metrics.horizontalAdvance(shown);
    }

    QPalette::ColorGroup group
        = (opt.state & QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    const QPalette::ColorRole role
        = (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text;

    const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    const QFontMetricsF metrics(font);
    qreal x = area.left();
    if (align & Qt::AlignRight)
        x = area.left() + area.width() - width;
    else if (align & Qt::AlignHCenter)
        x = area.left() + (area.width() - width) / 2.0;
    qreal y = area.top() + (area.height() - metrics.height()) / 2.0;
    if (align & Qt::AlignTop)
        y = area.top();
    else if (align & Qt::AlignBottom)
        y = area.top() + area.height() - metrics.height();

    painter->save();
    painter->setClipRect(opt.rect, Qt::IntersectClip);
    painter->setPen(opt.palette.color(group, role));
    painter->setFont(font);
    if (laid)
        painter->drawStaticText(QPointF(x, y), *laid);
    else
        painter->drawText(QRectF(x, y, width + 1.0, metrics.height()),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, shown);
    painter->restore();
}
