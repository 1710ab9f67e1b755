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
