#pragma once

#include <QImage>
#include <QString>

/// The QR code of text (the class session's join URL) as an image for the projector: black
/// modules on white, modulePixels (>= 1) pixels a module, a quiet zone of quietModules modules
/// (the standard asks for 4) on every side, error correction level M (15 % of the code may be
/// unreadable, e.g. a reflection on the screen). Encoded by libqrencode in 8-bit mode, the
/// smallest version that holds the text. A null QImage when the text is empty, holds a NUL or
/// is too long for a QR code (about 2300 bytes at level M), or on modulePixels < 1.
/// The image is square, (modules + 2 quietModules) * modulePixels pixels a side, Format_RGB32.
QImage qrCodeImage(const QString &text, int modulePixels = 8, int quietModules = 4);

/// The number of modules a side of text's QR code has (21 for version 1, 4 more a version);
/// 0 when it cannot be encoded (see qrCodeImage()).
int qrCodeModules(const QString &text);
