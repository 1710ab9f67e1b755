#include "colormap.h"

#include <array>
#include <cmath>

namespace colormap {

namespace {

// Paul Tol, "Colour schemes" (2021), diverging scheme PRGn, from -1 to +1 in steps of 0.25.
constexpr std::array<QRgb, 9> stops = {
    0xFF762A83, 0xFF9970AB, 0xFFC2A5CF, 0xFFE7D4E8, 0xFFF7F7F7,
    0xFFD9F0D3, 0xFFACD39E, 0xFF5AAE61, 0xFF1B7837,
};

int mix(int a, int b, double t) { return static_cast<int>(std::lround(a + (b - a) * t)); }

} // namespace

QRgb rgb(double v)
{
    if (std::isnan(v))
        return qRgb(0x99, 0x99, 0x99);
    if (v <= -1.0)
        return stops.front();
    if (v >= 1.0)
        return stops.back();
    const double s = (v + 1.0) * 4.0; // 0 .. 8
    const int index = static_cast<int>(std::floor(s));
    const double t = s - index;
    if (t == 0.0)
        return stops[static_cast<std::size_t>(index)];
    const QRgb a = stops[static_cast<std::size_t>(index)];
    const QRgb b = stops[static_cast<std::size_t>(index + 1)];
    return qRgb(mix(qRed(a), qRed(b), t), mix(qGreen(a), qGreen(b), t), mix(qBlue(a), qBlue(b), t));
}

} // namespace colormap
