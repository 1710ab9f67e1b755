#pragma once

#include <QColor>
#include <QRgb>

/// The diverging colour map of the heat maps: Paul Tol's colour-blind-safe purple–white–green
/// scheme (PRGn, nine control points, linear in sRGB between them). Its hues stay clear of the p
/// (blue #0072B2) and q (vermillion #D55E00) marks drawn on top of it.
namespace colormap {

/// The colour of value v on the scale symmetric on [-1, 1]: -1 is the purple end (#762A83), 0 the
/// exact neutral midpoint (#F7F7F7), +1 the green end (#1B7837). Values outside are clamped; NaN
/// maps to a mid grey.
QRgb rgb(double v);
inline QColor color(double v) { return QColor::fromRgb(rgb(v)); }

} // namespace colormap
