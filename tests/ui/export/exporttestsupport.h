#pragma once
// Helpers shared by the export tests (tests/ui/export): a chart widget to export, pixel counts
// and small file reads and writes.

#include <QChart>
#include <QChartView>
#include <QColor>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QVBoxLayout>

#include <memory>

namespace exporttest {

inline const QColor lineColour(0x00, 0x72, 0xB2); // Okabe-Ito blue, the test chart's line
inline const QString labelText = QStringLiteral("Sample label");

// A label over a line chart whose animations are on: without the exporter switching them off, a
// render right after set-up shows no line.
inline std::unique_ptr<QWidget> makeChartWidget()
{
    auto widget = std::make_unique<QWidget>();
    auto *layout = new QVBoxLayout(widget.get());
    layout->addWidget(new QLabel(labelText, widget.get()));
    auto *series = new QLineSeries;
    for (int k = 0; k <= 20; ++k)
        series->append(k, (k % 4) - 1.5);
    series->setPen(QPen(lineColour, 6));
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::AllAnimations);
    auto *view = new QChartView(chart, widget.get());
    layout->addWidget(view, 1);
    return widget;
}

inline int countNear(const QImage &image, const QColor &colour, int tolerance)
{
    const QImage rgb = image.convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x) {
            const QColor c = rgb.pixelColor(x, y);
            if (qAbs(c.red() - colour.red()) <= tolerance
                && qAbs(c.green() - colour.green()) <= tolerance
                && qAbs(c.blue() - colour.blue()) <= tolerance)
                ++count;
        }
    return count;
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeText(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace exporttest
