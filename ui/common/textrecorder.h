#pragma once

#include "textboxes.h"

#include <QList>

class QWidget;

/// The text a painted widget draws, read off its own paintEvent(): the widget is rendered into a
/// device whose paint engine draws nothing and notes every piece of text with where it lands
/// (the ink box: advance width by ascent + descent, through the painter's transform, so rotated
/// titles give their rotated box). A piece is reported as elided when it holds "…" or ends in
/// "...", or when the painter's clip cut part of it. Pieces drawn side by side on one baseline
/// (a string Qt split into runs of one script) are joined into one box.
///
/// Painted views implement TextBoxSource::textBoxes() with it, so that the layout checks see
/// exactly what paintEvent() drew, with no second copy of the layout.
namespace textrecorder {

/// Every text widget draws at its current size, in its own coordinates (its children are not
/// rendered).
QList<TextBox> record(QWidget *widget);

} // namespace textrecorder
