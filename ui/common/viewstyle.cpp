#include "viewstyle.h"

#include "appearance.h"

#include <QApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace viewstyle {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    const auto channel = [t](int x, int y) {
        return std::clamp(static_cast<int>(std::lround(x + (y - x) * t)), 0, 255);
    };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()),
                  channel(a.blue(), b.blue()));
}

namespace {

// WCAG 2.1 relative luminance of an sRGB colour.
qreal relativeLuminance(const QColor &colour)
{
    const auto linear
        = [](qreal c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF());
}

} // namespace

qreal contrastRatio(const QColor &a, const QColor &b)
{
    const qreal la = relativeLuminance(a);
    const qreal lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor softenedAgainst(const QColor &foreground, const QColor &background, qreal ratio)
{
    for (int tenth = 6; tenth > 0; --tenth) {
        const QColor candidate = mix(foreground, background, tenth / 10.0);
        if (contrastRatio(candidate, background) >= ratio)
            return candidate;
    }
    return foreground;
}

bool isDark(const QPalette &palette) { return palette.color(QPalette::Window).lightness() < 128; }

QColor ink() { return QApplication::palette().color(QPalette::WindowText); }

QColor readable(const QColor &colour)
{
    return isDark(QApplication::palette()) ? colour.lighter(160) : colour;
}

qreal penWidth(qreal base) { return base * Appearance::instance()->lineWidthScale(); }

QFont scaledFont(qreal factor, bool bold)
{
    QFont font = QApplication::font();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * factor))));
    font.setBold(bold);
    return font;
}

} // namespace viewstyle
