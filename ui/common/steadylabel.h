#pragma once

class QLabel;
class QString;

/// Labels whose text follows the slider (a number, "|x(7) − x(0)|") without relayouting the
/// window on every move. QLabel::setText() asks the parent layout to recompute, which at slider
/// speed costs more than the repaint itself; a widget whose minimum and maximum sizes are equal
/// does not ask. So a steady label is held at the fixed size of its text, and that size is
/// changed (one relayout) only when a new text needs another size, e.g. when q gains a digit.
/// For single-line labels only (a fixed size cannot follow word wrapping).

/// Sets the text of a single-line label and fits the label's fixed size to it when needed.
void setSteadyText(QLabel *label, const QString &text);

/// Fits a steady label's fixed size to its current text and font, smaller too (call after a font
/// change, e.g. a zoom back to 100 %).
void refitSteadyLabel(QLabel *label);
