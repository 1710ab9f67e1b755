#pragma once

#include <QScrollArea>

/// A scroll area for a widget whose height follows its width (a flow of controls, wrapped text)
/// in a place that sizes its widgets by their size hints alone (a main window's dock area): the
/// area holds itself at its widget's height for its width, and asks for a new layout when a
/// change of width or content needs another height. Only when that height exceeds maxShare of
/// its window's height (a very large font on a small screen) does the area stop growing and
/// scroll vertically; it never scrolls horizontally.
class FittedScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit FittedScrollArea(QWidget *parent = nullptr);

    /// The largest share of the window's height the area takes (default 0.5).
    void setMaxShare(double share) { m_maxShare = share; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();

    double m_maxShare = 0.5;
    QWidget *m_watched = nullptr;
};
