#include "exportoptions.h"

#include "provenance.h"

#include "displayformat.h"
#include "lessonstate.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QWidget>

namespace imageexport {

namespace {

QFont captionFont(const QWidget *widget)
{
    // A pixel size (not points) so that every device draws it at the same logical size; the
    // application's font for the widget, not one a view sized to its room (the export table).
    const QFont base = QApplication::font(widget);
    QFont font = base;
    font.setPixelSize(qMax(8, QFontInfo(base).pixelSize()));
    return font;
}

} // namespace

QString parameterCaption(const LessonState *state)
{
    return QCoreApplication::translate("imageexport",
                                       "d = %1, base = %2, p = %3, q = %4, encoding %5")
        // The base as the base field shows it: never rounded to "1" (1.0000000000000002),
        // scientific where long (1e308).
        .arg(QString::number(state->width()), display::parameter(state->base()),
             QString::number(state->position()), QString::number(state->comparison()),
             state->encodingOn() ? QCoreApplication::translate("imageexport", "on")
                                 : QCoreApplication::translate("imageexport", "off"));
}

ExportOptions optionsFor(const LessonState *state, bool caption, const QString &title,
                         const QString &view)
{
    ExportOptions options;
    options.caption = caption;
    options.captionText = parameterCaption(state);
    options.title = title;
    options.description = options.captionText;
    if (state)
        options.provenance = provenance::text(state, view);
    return options;
}

int captionHeight(const QWidget *widget, const ExportOptions &options)
{
    if (!widget || !options.caption || options.captionText.isEmpty())
        return 0;
    return 2 * QFontMetrics(captionFont(widget)).height();
}

QSize contentSize(const QWidget *widget, const QSize &size, const ExportOptions &options)
{
    return {size.width(), qMax(1, size.height() - captionHeight(widget, options))};
}

void drawCaption(QPainter *painter, const QWidget *widget, const QRect &rect, const QString &text)
{
    const QFont font = captionFont(widget);
    const QFontMetrics metrics(font);
    const int padding = metrics.height() / 2;
    painter->save();
    painter->setPen(QPen(widget->palette().color(QPalette::Mid), 1));
    painter->drawLine(rect.left() + padding, rect.top(), rect.right() - padding, rect.top());
    painter->setFont(font);
    painter->setPen(widget->palette().color(QPalette::WindowText));
    const QRect textRect = rect.adjusted(padding, 0, -padding, 0);
    painter->drawText(textRect, Qt::AlignCenter,
                      metrics.elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QString titleFor(const QWidget *widget, const ExportOptions &options)
{
    if (!options.title.isEmpty())
        return options.title;
    const QString title = widget->window()->windowTitle();
    return title.isEmpty() ? QCoreApplication::applicationName() : title;
}

QString descriptionFor(const ExportOptions &options)
{
    return options.description.isEmpty() ? options.captionText : options.description;
}

} // namespace imageexport
