#pragma once

#include <QLabel>
#include <QPointer>

class QTimer;

/// A short note floating over a window for a few seconds: the message of a number field that
/// refused what was typed (shown next to the field), or the zoom level after a change (shown in
/// the middle of the window, also in presentation mode where the status bar may be hidden). It
/// is a child of the window, outside every layout (nothing moves when it appears), drawn in the
/// palette's tooltip colours with a frame, wraps at about 40 average characters, and hides
/// itself after its time, when clicked, when its anchor is hidden, or when hide() is called. It
/// follows its anchor when the layout moves it (a zoom, a resized window) and refits its text
/// to a new font.
class TransientNote : public QLabel
{
    Q_OBJECT

public:
    /// A hidden note over window (a top-level widget).
    explicit TransientNote(QWidget *window);

    /// Shows text just below anchor (above it when there is no room below), left-aligned with it
    /// and kept inside the window, for ms milliseconds (0: until hidden).
    void showNear(QWidget *anchor, const QString &text, int ms);
    /// Shows text centred in the upper third of the window for ms milliseconds.
    void showCentred(const QString &text, int ms);
    /// The anchor of the last showNear(), or null.
    QWidget *anchor() const { return m_anchor; }

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();
    /// Fits the text and moves the note to its place (near the anchor, or centred).
    void place();
    void arm(int ms);

    QTimer *m_timer = nullptr;
    /// Places the note once the layout has settled after a move, resize or font change.
    QTimer *m_placeTimer = nullptr;
    QPointer<QWidget> m_anchor;
};
