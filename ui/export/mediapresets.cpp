#include "mediapresets.h"

#include <QCoreApplication>
#include <QFontInfo>
#include <QGuiApplication>

#include <cstring>

namespace imageexport {

const QList<MediaPreset> &mediaPresets()
{
    // {id, name, pixels, dpi, body text in points (0: the views' own)}
    static const QList<MediaPreset> list = {
        // The views as on a 96-dpi screen.
        {"screen", QT_TRANSLATE_NOOP("MediaPreset", "Screen"), {1200, 800}, 96.0, 0.0},
        // 13.33 x 7.5 in, the 16:9 page of presentation programs; 16-point text (32 pixels, a
        // 34th of the height) reads from the back of a classroom.
        {"slide", QT_TRANSLATE_NOOP("MediaPreset", "16:9 slide (1920 x 1080)"), {1920, 1080},
         144.0, 16.0},
        // A journal's single column (3.5 in) and full width (7 in) at 300 dpi, 8-point text.
        {"paper-column", QT_TRANSLATE_NOOP("MediaPreset", "Paper, single column (3.5 in, 300 dpi)"),
         {1050, 700}, 300.0, 8.0},
        {"paper-full", QT_TRANSLATE_NOOP("MediaPreset", "Paper, full width (7 in, 300 dpi)"),
         {2100, 1400}, 300.0, 8.0},
        // The worksheet's figures (ui/worksheet): 6.67 in (169 mm, within its 174-mm text width)
        // at 300 dpi, 9-point text, the worksheet's smallest.
        {"worksheet", QT_TRANSLATE_NOOP("MediaPreset", "Worksheet (A4, 300 dpi)"), {2000, 1334},
         300.0, 9.0},
    };
    return list;
}

const MediaPreset *mediaPreset(const char *id)
{
    for (const MediaPreset &preset : mediaPresets())
        if (std::strcmp(preset.id, id) == 0)
            return &preset;
    return nullptr;
}

QString presetName(const MediaPreset &preset)
{
    return QCoreApplication::translate("MediaPreset", preset.name);
}

FigureSize figureSize(const MediaPreset &preset, double textPixels)
{
    const double scale = preset.textPoints > 0.0 && textPixels > 0.0
        ? preset.textPoints / 72.0 * preset.dpi / textPixels
        : preset.dpi / FigureSize::screenDpi;
    return FigureSize(preset.pixels, qBound(FigureSize::minScale, scale, FigureSize::maxScale),
                      preset.dpi);
}

double applicationTextPixels()
{
    return qobject_cast<QGuiApplication *>(QCoreApplication::instance())
        ? QFontInfo(QGuiApplication::font()).pixelSize()
        : 12.0;
}

} // namespace imageexport
