#pragma once

#include <QList>

class QWidget;

/// Tab order in reading order, computed when Tab is pressed: the window's areas in a fixed order
/// (MainWindow::focusChain()), and inside each area its controls in rows from top to bottom,
/// left to right within a row. Computed from what is shown at that moment, so the controls of
/// the current tab, of views that rebuild their widgets (the pair charts) and of a layout that
/// changes with the screen are all reached, each once per cycle.
namespace focusorder {

/// The control a focus widget stands for: a spin box for its line editor, a tab widget for its
/// tab bar (a widget whose parent has it as focus proxy).
QWidget *controlOf(QWidget *widget);

/// True when Tab may stop at widget: shown, enabled, with a focus policy that includes Tab, and
/// not handing its focus to a proxy.
bool takesTabFocus(const QWidget *widget);

/// The controls under area (area included) at which Tab stops, in reading order: widgets whose
/// vertical extents overlap by at least half the smaller height form a row; rows from top to
/// bottom, each from left to right. Widgets under any of skip are left out.
QList<QWidget *> readingOrder(QWidget *area, const QList<QWidget *> &skip = {});

/// The control after (next) or before current in the cyclic chain; null when current is not in
/// it.
QWidget *neighbour(const QList<QWidget *> &chain, QWidget *current, bool next);

/// The chain of window: each of areas in reading order, then every other control of window,
/// each control once (an area may hold another: the header holds the parameters when compact).
QList<QWidget *> chain(QWidget *window, const QList<QWidget *> &areas);

/// Buttons and combo boxes under root that take the focus on a click (Qt::StrongFocus) take it
/// from Tab only: a control clicked with the mouse leaves the focus where it was, so that Space
/// still plays the animation (a teacher clicks the encoding switch, then presses Space). Tab
/// still reaches every control.
void tabFocusOnly(QWidget *root);

} // namespace focusorder
