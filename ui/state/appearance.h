#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

/// How the whole window looks, for a classroom: presentation mode (larger fonts and thicker
/// lines for a projector), the zoom of every text (Ctrl+Plus / Ctrl+Minus / Ctrl+0) and the
/// colour palette (system, projector: white background and black text, dark). One instance per
/// application (instance()); it applies the font and palette to the QApplication itself, and
/// views read lineWidthScale() for their pens and re-read it on changed().
class Appearance : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool presentation READ presentation WRITE setPresentation NOTIFY changed)
    Q_PROPERTY(int zoomStep READ zoomStep WRITE setZoomStep NOTIFY changed)
    Q_PROPERTY(double fontScale READ fontScale NOTIFY changed)
    Q_PROPERTY(double lineWidthScale READ lineWidthScale NOTIFY changed)

public:
    enum class PaletteKind { System, Projector, Dark };
    Q_ENUM(PaletteKind)

    /// Zoom steps: each step is 10 % of the base font size; 0 is 100 %.
    static constexpr int minZoomStep = -5;
    static constexpr int maxZoomStep = 20;
    /// The font factor presentation mode adds on top of the zoom.
    static constexpr double presentationScale = 1.5;

    /// The application's one instance, created on first use (needs a QApplication for apply()).
    static Appearance *instance();

    bool presentation() const { return m_presentation; }
    int zoomStep() const { return m_zoomStep; }
    /// 1.0 + 0.1 * zoomStep().
    double zoom() const;
    PaletteKind paletteKind() const { return m_paletteKind; }
    /// The font factor applied to the application font: zoom() times 1.5 in presentation mode.
    double fontScale() const;
    /// The factor views multiply their pen widths by: 2 in presentation mode, else 1.
    double lineWidthScale() const;

    /// The application font as it was at start-up, before any zoom or presentation factor: the
    /// reference that ClassroomStyle scales its indicators against.
    QFont baseFont() const { return m_baseFont; }

    /// The palette of a kind; System is the style's palette as it was at start-up.
    QPalette paletteFor(PaletteKind kind) const;
    /// Stable names for settings: "system", "projector", "dark"; fromName returns false for
    /// anything else.
    static QString paletteName(PaletteKind kind);
    static bool paletteFromName(const QString &name, PaletteKind *kind);

public slots:
    void setPresentation(bool on);
    /// Clamped to [minZoomStep, maxZoomStep].
    void setZoomStep(int step);
    void zoomIn() { setZoomStep(m_zoomStep + 1); }
    void zoomOut() { setZoomStep(m_zoomStep - 1); }
    void resetZoom() { setZoomStep(0); }
    void setPaletteKind(Appearance::PaletteKind kind);

signals:
    /// After any change of presentation, zoom or palette (already applied to the application).
    void changed();

private:
    explicit Appearance(QObject *parent = nullptr);
    void apply();

    bool m_presentation = false;
    int m_zoomStep = 0;
    PaletteKind m_paletteKind = PaletteKind::System;
    QFont m_baseFont;
    QPalette m_systemPalette;
};
