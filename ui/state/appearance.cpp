#include "appearance.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace {

// Okabe-Ito blue and sky blue for selections; text colours chosen for at least 7:1 contrast.
QPalette projectorPalette()
{
    const QColor white(Qt::white);
    const QColor black(Qt::black);
    QPalette pal(black, white);
    pal.setColor(QPalette::Window, white);
    pal.setColor(QPalette::WindowText, black);
    pal.setColor(QPalette::Base, white);
    pal.setColor(QPalette::AlternateBase, QColor(0xEE, 0xEE, 0xEE));
    pal.setColor(QPalette::Text, black);
    pal.setColor(QPalette::Button, QColor(0xF2, 0xF2, 0xF2));
    pal.setColor(QPalette::ButtonText, black);
    pal.setColor(QPalette::BrightText, white);
    pal.setColor(QPalette::Highlight, QColor(0x00, 0x5A, 0x8C)); // darkened #0072B2
    pal.setColor(QPalette::HighlightedText, white);
    pal.setColor(QPalette::ToolTipBase, white);
    pal.setColor(QPalette::ToolTipText, black);
    pal.setColor(QPalette::PlaceholderText, QColor(0x44, 0x44, 0x44));
    pal.setColor(QPalette::Link, QColor(0x00, 0x5A, 0x8C));
    pal.setColor(QPalette::Light, white);
    pal.setColor(QPalette::Midlight, QColor(0xDD, 0xDD, 0xDD));
    pal.setColor(QPalette::Mid, QColor(0x77, 0x77, 0x77));
    pal.setColor(QPalette::Dark, QColor(0x33, 0x33, 0x33));
    pal.setColor(QPalette::Shadow, black);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        pal.setColor(QPalette::Disabled, role, QColor(0x55, 0x55, 0x55));
    return pal;
}

QPalette darkPalette()
{
    const QColor text(0xF2, 0xF2, 0xF2);
    const QColor window(0x1E, 0x1E, 0x1E);
    QPalette pal(text, window);
    pal.setColor(QPalette::Window, window);
    pal.setColor(QPalette::WindowText, text);
    pal.setColor(QPalette::Base, QColor(0x12, 0x12, 0x12));
    pal.setColor(QPalette::AlternateBase, QColor(0x2A, 0x2A, 0x2A));
    pal.setColor(QPalette::Text, text);
    pal.setColor(QPalette::Button, QColor(0x4A, 0x4A, 0x4A));
    pal.setColor(QPalette::ButtonText, text);
    pal.setColor(QPalette::BrightText, Qt::white);
    pal.setColor(QPalette::Highlight, QColor(0x56, 0xB4, 0xE9)); // Okabe-Ito sky blue
    pal.setColor(QPalette::HighlightedText, Qt::black);
    pal.setColor(QPalette::ToolTipBase, QColor(0x33, 0x33, 0x33));
    pal.setColor(QPalette::ToolTipText, text);
    pal.setColor(QPalette::PlaceholderText, QColor(0xAA, 0xAA, 0xAA));
    pal.setColor(QPalette::Link, QColor(0x56, 0xB4, 0xE9));
    pal.setColor(QPalette::Light, QColor(0x55, 0x55, 0x55));
    pal.setColor(QPalette::Midlight, QColor(0x44, 0x44, 0x44));
    pal.setColor(QPalette::Mid, QColor(0x2E, 0x2E, 0x2E));
    pal.setColor(QPalette::Dark, QColor(0x10, 0x10, 0x10));
    pal.setColor(QPalette::Shadow, Qt::black);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        pal.setColor(QPalette::Disabled, role, QColor(0x99, 0x99, 0x99));
    return pal;
}

} // namespace

Appearance *Appearance::instance()
{
    static Appearance *s_instance = nullptr;
    if (!s_instance)
        s_instance = new Appearance(QCoreApplication::instance());
    return s_instance;
}

Appearance::Appearance(QObject *parent)
    : QObject(parent), m_baseFont(QApplication::font()), m_systemPalette(QApplication::palette())
{
}

double Appearance::zoom() const
{
    return 1.0 + 0.1 * m_zoomStep;
}

double Appearance::fontScale() const
{
    return zoom() * (m_presentation ? presentationScale : 1.0);
}

double Appearance::lineWidthScale() const
{
    return m_presentation ? 2.0 : 1.0;
}

QPalette Appearance::paletteFor(PaletteKind kind) const
{
    switch (kind) {
    case PaletteKind::Projector:
        return projectorPalette();
    case PaletteKind::Dark:
        return darkPalette();
    case PaletteKind::System:
        break;
    }
    return m_systemPalette;
}

QString Appearance::paletteName(PaletteKind kind)
{
    switch (kind) {
    case PaletteKind::Projector:
        return QStringLiteral("projector");
    case PaletteKind::Dark:
        return QStringLiteral("dark");
    case PaletteKind::System:
        break;
    }
    return QStringLiteral("system");
}

bool Appearance::paletteFromName(const QString &name, PaletteKind *kind)
{
    for (const PaletteKind k : {PaletteKind::System, PaletteKind::Projector, PaletteKind::Dark}) {
        if (name == paletteName(k)) {
            *kind = k;
            return true;
        }
    }
    return false;
}

void Appearance::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    apply();
}

void Appearance::setZoomStep(int step)
{
    step = std::clamp(step, minZoomStep, maxZoomStep);
    if (step == m_zoomStep)
        return;
    m_zoomStep = step;
    apply();
}

void Appearance::setPaletteKind(Appearance::PaletteKind kind)
{
    if (kind == m_paletteKind)
        return;
    m_paletteKind = kind;
    apply();
}

void Appearance::apply()
{
    QFont font = m_baseFont;
    const double scale = fontScale();
    if (m_baseFont.pointSizeF() > 0)
        font.setPointSizeF(m_baseFont.pointSizeF() * scale);
    else if (m_baseFont.pixelSize() > 0)
        font.setPixelSize(std::max(1, static_cast<int>(std::lround(m_baseFont.pixelSize() * scale))));
    QApplication::setFont(font);
    QApplication::setPalette(paletteFor(m_paletteKind));
    emit changed();
}
