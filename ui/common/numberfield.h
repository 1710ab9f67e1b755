#pragma once

#include "numberrule.h"

#include <QAbstractSpinBox>
#include <QPointer>

class QKeyEvent;
class TransientNote;

/// A number field that never changes a value silently. It accepts what the
/// command line accepts for its parameter (NumberRule: whole numbers in a range, or finite real
/// numbers above a bound in plain or scientific notation with any number of decimals) and takes
/// the typed text only when it is committed:
///
/// - Typing changes nothing but the text: no character is dropped or replaced (a paste longer
///   than maxTextLength is refused whole, with a message), no value is applied half-typed ("9999"
///   is not 999 on the way, "-4" keeps its sign).
/// - Enter, or leaving the field, commits: a number the rule allows becomes the value (and is
///   shown in the rule's form, "1E+12" as "1e12"); anything else is refused with a message next
///   to the field, naming what is allowed and the value kept ("p must be a whole number from 0
///   to 2147483647: “-4” was not applied, p stays 0."), also sent as refused(). After Enter the
///   refused text stays, selected, to be corrected; after leaving, the field shows its value.
/// - Escape gives the text of the current value back and hides the message.
/// - The arrow keys, Page Up/Down (ten steps) and the wheel step from the value (NumberRule::
///   stepped: one for whole numbers, adaptive for real numbers); a valid typed text is
///   committed first.
/// - Ctrl+letter shortcuts of the window (Ctrl+E exports) win over the line editor's own
///   Emacs-style keys (Ctrl+E "end of line" on X11); the editing keys (copy, paste, cut, undo,
///   redo, select all, word moves) stay with the field.
/// - The tooltip is the help text set with setHelp() followed by what the rule allows.
///
/// valueChanged() follows every change of value, by the user or by setValue(). Accessible as a
/// spin box: its value, minimum and maximum are the properties "value", "minimum", "maximum".
class NumberField : public QAbstractSpinBox
{
    Q_OBJECT
    Q_PROPERTY(double value READ value WRITE setValue NOTIFY valueChanged USER true)
    Q_PROPERTY(double minimum READ minimum)
    Q_PROPERTY(double maximum READ maximum)

public:
    /// A field for whole numbers from minimum to maximum, showing minimum.
    NumberField(qint64 minimum, qint64 maximum, QWidget *parent = nullptr);
    /// A field for rule, showing the lowest value it allows.
    explicit NumberField(const NumberRule &rule, QWidget *parent = nullptr);

    const NumberRule &rule() const { return m_rule; }
    /// A new rule; the value is brought into it (valueChanged() when that changes it).
    void setRule(const NumberRule &rule);
    /// Whole numbers from minimum to maximum (setRule(NumberRule::integers(...))).
    void setRange(qint64 minimum, qint64 maximum);
    double minimum() const { return m_rule.minimum(); }
    double maximum() const { return m_rule.maximum(); }

    double value() const { return m_value; }
    /// The value as a whole number (for integer fields).
    int intValue() const { return static_cast<int>(m_value); }
    /// Sets the value, brought into the rule's range (as QSpinBox does); rewrites the text only
    /// when the value differs.
    void setValue(double value);

    /// Commits the typed text as Enter does (an action that uses the value, pressed by its key or
    /// by a click that left the focus here, takes what is typed): true when the text is the
    /// value now, false when it was refused (the message shows, the text stays to correct).
    bool commitTyped() { return commit(false); }

    /// The short name used in messages ("p", "d", "base"): set it again on a language change.
    void setName(const QString &name);
    QString name() const { return m_name; }
    /// The first part of the tooltip (what the field is for); the range follows it.
    void setHelp(const QString &help);
    /// The message of the last refused text while it is shown, else empty.
    QString message() const;

    /// True for a key a text field should leave to the window's shortcuts: Ctrl+letter, except
    /// the editing keys (copy, cut, paste, undo, redo, select all, word moves and deletes).
    /// The line editor takes Ctrl+E as "end of line" in the X11 keyboard scheme, which kept
    /// Ctrl+E (Export current view) from working in any text field.
    static bool yieldsToShortcut(const QKeyEvent *key);

    /// The longest text the field takes, the longest NumberRule reads (numberrule.cpp): an edit
    /// or paste that would make it longer is refused whole, with a message, rather than cut to a
    /// number the user did not write ("2" and 70 zeros once became 2e63).
    static constexpr int maxTextLength = 64;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    void stepBy(int steps) override;

signals:
    void valueChanged(double value);
    /// A committed text was refused; message says why and which value stays.
    void refused(const QString &message);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;
    StepEnabled stepEnabled() const override;

private:
    /// Takes the typed text: true when it was applied (or unchanged).
    bool commit(bool restoreOnRefusal);
    void showText();
    void updateToolTip();
    void hideMessage();
    /// Shows message next to the field (when it is visible) and emits refused().
    void showRefusal(const QString &message);

    NumberRule m_rule;
    double m_value = 0.0;
    QString m_name;
    QString m_help;
    QPointer<TransientNote> m_note;
};
