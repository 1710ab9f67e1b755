#pragma once
// The window-wide text checks of the layout test (tst_layout): every text a Qt widget
// shows fits the room it has, and views that draw their own text report their boxes
// (TextBoxSource) for the overlap, outside, elided and covered-mark checks.

#include <QString>
#include <QStringList>

class QWidget;

/// Appends one line per problem found in root and the widgets in it: a text widget cut by a
/// parent (a scrolled viewport other than contentViewport, the window's own content area, does
/// not count as cutting), a label, button, group box title, tab, header section, table cell,
/// menu bar entry, line edit or lesson text that does not fit or is elided, a line broken inside
/// a number, and the text boxes of TextBoxSource views (overlapping, outside, elided, covering a
/// data mark).
void checkWidgetTexts(QWidget *root, const QWidget *contentViewport, QStringList *problems);

/// A widget for the messages: its class, object name and the start of its text.
QString describe(const QWidget *widget);
