#pragma once

#include <QColor>
#include <QProxyStyle>

class QPalette;

/// The application's style for a classroom, over the platform's own (a QProxyStyle):
/// - check box and radio button indicators, their label spacing and the slider's handle grow
///   with the widget's font (zoom, presentation mode), never below the platform's size;
/// - the indicators are drawn so that they stand out in every palette (System, Projector, Dark):
///   a frame with a contrast ratio of at least 3 against the window (WCAG 2.1, 1.4.11), filled in
///   the highlight colour with a contrasting mark when checked. The platform's Fusion frame is its
///   window colour darkened, which nearly vanishes on a dark window (the encoding switch in Dark).
/// Everything else is the platform style's.
class ClassroomStyle : public QProxyStyle
{
    Q_OBJECT

public:
    /// The colours of an indicator (check box or radio button) on palette.
    struct IndicatorColours
    {
        QColor frame; //!< the outline: contrast >= 3 against QPalette::Window when enabled
        QColor fill; //!< inside the outline
        QColor mark; //!< the check mark or dot: contrast >= 3 against fill when enabled
    };

    /// A proxy over base (owned); null: a new instance of the application's current style.
    explicit ClassroomStyle(QStyle *base = nullptr);

    /// Sets a ClassroomStyle over the application's current style, unless the application's style
    /// is one already. Needs a QApplication.
    static void install();

    /// The factor the metrics grow by for a widget: its font's height (option's font metrics,
    /// else the widget's, else the application font's) over the height of the start-up font
    /// (Appearance::baseFont()), at least 1.
    static qreal fontFactor(const QStyleOption *option, const QWidget *widget);

    /// The indicator's colours on palette for the checked (or partly checked) and enabled states.
    static IndicatorColours indicatorColours(const QPalette &palette, bool checked, bool enabled);

    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr,
                    const QWidget *widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};
