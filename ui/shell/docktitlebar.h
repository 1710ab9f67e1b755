#pragma once

#include <QWidget>

class QDockWidget;
class QLabel;
class QToolButton;

/// The title bar of a dock (the lesson panel): its title in bold, 1.15 times the size of the
/// text under it, and buttons to float and close the dock. Qt's own dock title keeps the font it
/// had when the dock was made, so in presentation mode it was smaller than the panel's text;
/// this bar follows the application font (zoom, presentation mode) like any widget. A drag on the
/// title moves the dock, a double click floats it (Qt handles the mouse events it leaves).
class DockTitleBar : public QWidget
{
    Q_OBJECT

public:
    /// Becomes dock's title bar widget.
    explicit DockTitleBar(QDockWidget *dock);

    QLabel *titleLabel() const { return m_title; }
    QToolButton *floatButton() const { return m_float; }
    QToolButton *closeButton() const { return m_close; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateFonts();
    void retranslate();

    QDockWidget *m_dock;
    QLabel *m_title = nullptr;
    QToolButton *m_float = nullptr;
    QToolButton *m_close = nullptr;
};
