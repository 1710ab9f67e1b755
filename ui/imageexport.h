#pragma once

#include <QImage>
#include <QSize>
#include <QString>

class QWidget;

/// File output shared by the export menu and the command line: one render path for every format,
/// and atomic writes through QSaveFile, so that a failed write leaves no partial file and keeps
/// any previous file intact.
namespace imageexport {

/// Renders widget (resized to `size` logical pixels) into an image of exactly `size` pixels,
/// whatever the screen's scale factor (the image's device pixel ratio is 1).
QImage renderWidget(QWidget *widget, const QSize &size);

/// Writes bytes to path atomically. On failure returns false and sets *error to a one-line reason.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error);

/// Encodes image as PNG and writes it atomically. Same error contract as writeAtomically().
bool savePng(const QImage &image, const QString &path, QString *error);

/// True when the image has more than one colour (used to reject blank renders).
bool hasContent(const QImage &image);

} // namespace imageexport
