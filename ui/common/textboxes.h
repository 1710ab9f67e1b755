#pragma once

#include <QList>
#include <QObject>
#include <QRectF>
#include <QString>

/// One piece of text a view draws itself (a chart title, a legend entry, a value label, an axis
/// title, a mark's label), for the layout checks: no two text boxes of a view
/// overlap, none is cut by the view's edge, none covers a data mark, and none is elided.
struct TextBox
{
    /// The full text the box stands for (what a tooltip or the test names).
    QString text;
    /// Where the text is drawn, in the view widget's own coordinates (logical pixels): the ink
    /// box of the text as drawn, not the slot it was given.
    QRectF rect;
    /// True when the drawn text is shorter than `text` (elided with "…" or cut).
    bool elided = false;
};

/// A drawn data mark that no text may cover (a highlighted point, a marker dot), in the view
/// widget's coordinates.
struct DataMark
{
    /// What the mark shows, for the test's messages ("p = 0 on pair 0").
    QString name;
    QRectF rect;
};

/// Implemented by every view that draws its own text: the layout test and the contact sheet
/// (tests/ui/shell/tst_layout.cpp, scripts/contact-sheet.sh) ask each widget of the window for
/// it with qobject_cast<TextBoxSource *>(widget). Text drawn by ordinary Qt widgets (QLabel,
/// buttons) is checked by the test directly and need not be listed.
class TextBoxSource
{
public:
    virtual ~TextBoxSource() = default;
    /// Every text the view draws now, as laid out for its current size.
    virtual QList<TextBox> textBoxes() const = 0;
    /// The data marks that text must not cover (may be empty).
    virtual QList<DataMark> dataMarks() const { return {}; }
};

#define TextBoxSource_iid "org.pevisualiser.TextBoxSource"
Q_DECLARE_INTERFACE(TextBoxSource, TextBoxSource_iid)
