#include "classroomstyle.h"

#include "appearance.h"
#include "viewstyle.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>
#include <cmath>

namespace {

// The platform style named like the application's current one (Fusion under Xvfb and offscreen).
QStyle *currentBaseStyle()
{
    const QStyle *current = QApplication::style();
    QStyle *base = current ? QStyleFactory::create(current->name()) : nullptr;
    return base ? base : QStyleFactory::create(QStringLiteral("Fusion"));
}

// The contrast asked of an indicator's frame and mark, with a margin over WCAG's 3.
constexpr qreal wantedContrast = 3.5;

} // namespace

ClassroomStyle::ClassroomStyle(QStyle *base) : QProxyStyle(base ? base : currentBaseStyle()) { }

void ClassroomStyle::install()
{
    if (qobject_cast<ClassroomStyle *>(QApplication::style()))
        return;
    QApplication::setStyle(new ClassroomStyle);
}

qreal ClassroomStyle::fontFactor(const QStyleOption *option, const QWidget *widget)
{
    const qreal base = QFontMetricsF(Appearance::instance()->baseFont()).height();
    qreal height = 0.0;
    if (option)
        height = option->fontMetrics.height();
    else if (widget)
        height = widget->fontMetrics().height();
    else
        height = QFontMetricsF(QApplication::font()).height();
    if (!(base > 0.0) || !(height > 0.0))
        return 1.0;
    return std::max(1.0, height / base);
}

ClassroomStyle::IndicatorColours ClassroomStyle::indicatorColours(const QPalette &palette,
                                                                  bool checked, bool enabled)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    // The frame: the text colour softened as far as it keeps its contrast with the window.
    const QColor frame
        = viewstyle::softenedAgainst(palette.color(QPalette::WindowText), window, wantedContrast);
    IndicatorColours colours {frame, base, palette.color(QPalette::Text)};
    if (checked) {
        const QColor highlight = palette.color(QPalette::Highlight);
        colours.fill = highlight;
        if (viewstyle::contrastRatio(highlight, window) >= wantedContrast)
            colours.frame = highlight;
        QColor mark = palette.color(QPalette::HighlightedText);
        if (viewstyle::contrastRatio(mark, highlight) < wantedContrast)
            mark = viewstyle::contrastRatio(Qt::black, highlight)
                    > viewstyle::contrastRatio(Qt::white, highlight)
                ? QColor(Qt::black)
                : QColor(Qt::white);
        colours.mark = mark;
    } else if (viewstyle::contrastRatio(colours.mark, base) < wantedContrast) {
        colours.mark = frame;
    }
    if (!enabled) {
        // Disabled controls are exempt from the contrast rule: shown faded towards the window.
        colours.frame = viewstyle::mix(colours.frame, window, 0.55);
        colours.fill = viewstyle::mix(colours.fill, window, 0.6);
        colours.mark = viewstyle::mix(colours.mark, window, 0.55);
    }
    return colours;
}

int ClassroomStyle::pixelMetric(PixelMetric metric, const QStyleOption *option,
                                const QWidget *widget) const
{
    const int platform = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight:
    case PM_CheckBoxLabelSpacing:
    case PM_RadioButtonLabelSpacing:
    case PM_SliderThickness:
    case PM_SliderLength:
    case PM_SliderControlThickness:
        return static_cast<int>(std::lround(platform * fontFactor(option, widget)));
    default:
        return platform;
    }
}

void ClassroomStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                   QPainter *painter, const QWidget *widget) const
{
    const bool radio = element == PE_IndicatorRadioButton;
    if ((element != PE_IndicatorCheckBox && !radio) || !option || !painter) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        return;
    }
    const bool on = option->state & State_On;
    const bool partial = !radio && (option->state & State_NoChange);
    const bool enabled = option->state & State_Enabled;
    IndicatorColours colours = indicatorColours(option->palette, on || partial, enabled);
    if (enabled && (option->state & State_Sunken))
        colours.fill = viewstyle::mix(colours.fill, colours.frame, 0.25);

    // A square in the middle of the option's rectangle; the frame's width follows its size.
    const QRectF rect(option->rect);
    const qreal side = std::min(rect.width(), rect.height());
    if (side < 4)
        return;
    const QRectF square(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    const qreal frameWidth = std::max(1.0, std::round(side / 10.0));
    const QRectF box
        = square.adjusted(frameWidth / 2, frameWidth / 2, -frameWidth / 2, -frameWidth / 2);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(colours.frame, frameWidth));
    painter->setBrush(colours.fill);
    if (radio)
        painter->drawEllipse(box);
    else
        painter->drawRoundedRect(box, side * 0.15, side * 0.15);
    const auto at = [&square, side](qreal x, qreal y) {
        return QPointF(square.left() + x * side, square.top() + y * side);
    };
    if (radio && on) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(colours.mark);
        const qreal r = side * 0.22;
        painter->drawEllipse(square.center(), r, r);
    } else if (partial || on) {
        QPen pen(colours.mark, std::max(1.5, side * 0.14));
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        if (partial) {
            painter->drawLine(at(0.28, 0.5), at(0.72, 0.5));
        } else {
            QPainterPath check(at(0.25, 0.52));
            check.lineTo(at(0.43, 0.70));
            check.lineTo(at(0.76, 0.31));
            painter->drawPath(check);
        }
    }
    painter->restore();
}
