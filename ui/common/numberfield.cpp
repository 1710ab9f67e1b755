#include "numberfield.h"

#include "echo.h"
#include "transientnote.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionSpinBox>

namespace {

/// How long a refusal stays on screen without another action.
constexpr int messageMs = 10000;

/// The editing keys a line editor keeps even when the window has a shortcut on them.
bool isEditingKey(const QKeyEvent *key)
{
    for (const QKeySequence::StandardKey k :
         {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::Undo,
          QKeySequence::Redo, QKeySequence::SelectAll, QKeySequence::MoveToNextWord,
          QKeySequence::MoveToPreviousWord, QKeySequence::SelectNextWord,
          QKeySequence::SelectPreviousWord, QKeySequence::DeleteStartOfWord,
          QKeySequence::DeleteEndOfWord}) {
        if (key->matches(k))
            return true;
    }
    return false;
}

} // namespace

NumberField::NumberField(qint64 minimum, qint64 maximum, QWidget *parent)
    : NumberField(NumberRule::integers(minimum, maximum), parent)
{ }

NumberField::NumberField(const NumberRule &rule, QWidget *parent)
    : QAbstractSpinBox(parent), m_rule(rule), m_value(rule.bound(rule.minimum()))
{
    setKeyboardTracking(false);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    // QLineEdit cuts a longer paste silently at its maximum length: the largest it allows, and
    // validate() refuses a text longer than maxTextLength whole.
    lineEdit()->setMaxLength(32767);
    showText();
    updateToolTip();
}

void NumberField::setRule(const NumberRule &rule)
{
    m_rule = rule;
    updateGeometry();
    updateToolTip();
    const double bounded = m_rule.bound(m_value);
    if (bounded != m_value) {
        m_value = bounded;
        showText();
        emit valueChanged(m_value);
    } else {
        showText();
    }
}

void NumberField::setRange(qint64 minimum, qint64 maximum)
{
    setRule(NumberRule::integers(minimum, maximum));
}

void NumberField::setValue(double value)
{
    const double bounded = m_rule.bound(value);
    if (bounded == m_value)
        return;
    m_value = bounded;
    showText();
    emit valueChanged(m_value);
}

void NumberField::showText()
{
    const QString text = m_rule.format(m_value);
    if (lineEdit()->text() != text)
        lineEdit()->setText(text);
}

void NumberField::setName(const QString &name) { m_name = name; }

void NumberField::setHelp(const QString &help)
{
    m_help = help;
    updateToolTip();
}

void NumberField::updateToolTip()
{
    const QString range = tr("Allowed: %1.").arg(m_rule.description());
    setToolTip(m_help.isEmpty() ? range : m_help + QLatin1Char('\n') + range);
}

QString NumberField::message() const
{
    return m_note && m_note->isVisible() && m_note->anchor() == this ? m_note->text() : QString();
}

void NumberField::hideMessage()
{
    if (m_note && m_note->anchor() == this)
        m_note->hide();
}

bool NumberField::commit(bool restoreOnRefusal)
{
    const QString typed = lineEdit()->text();
    if (typed == m_rule.format(m_value)) {
        hideMessage();
        return true;
    }
    double parsed = 0.0;
    if (m_rule.parse(typed, &parsed, locale())) {
        hideMessage();
        if (parsed != m_value) {
            m_value = parsed;
            showText();
            emit valueChanged(m_value);
        } else {
            showText(); // "1E+12" shown as "1e12"
        }
        return true;
    }
    const QString name = m_name.isEmpty() ? accessibleName() : m_name;
    const QString text = typed.trimmed().isEmpty()
        ? tr("%1 must be %2: nothing was applied, %1 stays %3.")
              .arg(name, m_rule.description(), m_rule.format(m_value))
        : tr("%1 must be %2: “%3” was not applied, %1 stays %4.")
              .arg(name, m_rule.description(), echo::shown(typed.trimmed()),
                   m_rule.format(m_value));
    if (restoreOnRefusal)
        showText();
    showRefusal(text);
    return false;
}

void NumberField::showRefusal(const QString &text)
{
    if (isVisible()) { // not when the field is left by hiding it (its tab was left)
        QWidget *top = window();
        if (!m_note || m_note->parentWidget() != top) {
            delete m_note;
            m_note = new TransientNote(top);
        }
        m_note->showNear(this, text, messageMs);
    }
    emit refused(text);
}

QValidator::State NumberField::validate(QString &input, int &) const
{
    // Every text may be typed (an out-of-range or malformed one is refused with a message when
    // it is committed, never cut short while typing); only a text the rule reads is Acceptable.
    if (input.size() > maxTextLength) {
        // Refused whole (the line editor keeps the text it had), and said so.
        const QString name = m_name.isEmpty() ? accessibleName() : m_name;
        const_cast<NumberField *>(this)->showRefusal(
            tr("%1 takes at most %2 characters: the %3 characters were not applied, %1 stays "
               "%4.")
                .arg(name)
                .arg(maxTextLength)
                .arg(input.size())
                .arg(m_rule.format(m_value)));
        return QValidator::Invalid;
    }
    double value = 0.0;
    return m_rule.parse(input, &value, locale()) ? QValidator::Acceptable
                                                 : QValidator::Intermediate;
}

void NumberField::fixup(QString &) const
{
    // Nothing is corrected behind the user's back.
}

void NumberField::stepBy(int steps)
{
    if (lineEdit()->text() != m_rule.format(m_value) && !commit(true))
        return;
    setValue(m_rule.stepped(m_value, steps));
    selectAll();
}

QAbstractSpinBox::StepEnabled NumberField::stepEnabled() const
{
    if (isReadOnly())
        return StepNone;
    StepEnabled enabled = StepNone;
    if (m_rule.stepped(m_value, 1) != m_value)
        enabled |= StepUpEnabled;
    if (m_rule.stepped(m_value, -1) != m_value)
        enabled |= StepDownEnabled;
    return enabled;
}

bool NumberField::yieldsToShortcut(const QKeyEvent *key)
{
    return (key->modifiers() & Qt::ControlModifier) && key->key() >= Qt::Key_A
        && key->key() <= Qt::Key_Z && !isEditingKey(key);
}

bool NumberField::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        // Ctrl+letter: the window's shortcut (Ctrl+E export) wins over the line editor's
        // Emacs-style keys; the common editing keys stay here.
        if (yieldsToShortcut(key)) {
            event->ignore();
            return true;
        }
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier
            && (lineEdit()->text() != m_rule.format(m_value) || !message().isEmpty())) {
            event->accept(); // Escape restores the field rather than closing a dialog
            return true;
        }
    }
    return QAbstractSpinBox::event(event);
}

void NumberField::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (commit(false))
            selectAll();
        else
            lineEdit()->selectAll();
        emit editingFinished();
        event->accept();
        return;
    case Qt::Key_Escape:
        if (lineEdit()->text() != m_rule.format(m_value) || !message().isEmpty()) {
            showText();
            hideMessage();
            selectAll();
            event->accept();
            return;
        }
        break;
    default:
        break;
    }
    QAbstractSpinBox::keyPressEvent(event);
}

void NumberField::focusOutEvent(QFocusEvent *event)
{
    // A menu or popup taking the focus for a moment leaves the typed text alone.
    if (event->reason() != Qt::PopupFocusReason)
        commit(true);
    QAbstractSpinBox::focusOutEvent(event);
}

void NumberField::hideEvent(QHideEvent *event)
{
    hideMessage();
    QAbstractSpinBox::hideEvent(event);
}

void NumberField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometry();
    QAbstractSpinBox::changeEvent(event);
}

QSize NumberField::sizeHint() const
{
    ensurePolished();
    const QFontMetrics fm(fontMetrics());
    // Room for the widest text and the cursor, as QSpinBox measures its minimum and maximum.
    const int w = fm.horizontalAdvance(m_rule.widestText() + QLatin1Char(' ')) + 2;
    const int h = lineEdit()->sizeHint().height();
    QStyleOptionSpinBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_SpinBox, &option, QSize(w, h), this);
}

QSize NumberField::minimumSizeHint() const { return sizeHint(); }
