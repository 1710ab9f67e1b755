#pragma once

#include <QSize>

class QWidget;

namespace imageexport {

/// Puts an image of widget at `size` pixels (renderImage()) on the clipboard. False if nothing
/// was rendered.
bool copyToClipboard(QWidget *widget, const QSize &size);

} // namespace imageexport
