#pragma once

#include "pairview.h"

#include <QWidget>

class LadderWidget;
class LessonState;
class NumberField;
class QLabel;
class QToolButton;

/// The "Frequency ladder" tab of the family "Long context": a bar
/// with the training length L, the context length L' and the second base B (with the bases of
/// well-known models as presets), the LadderWidget of both bases, and under it one line per base
/// with the core's counts: how many pairs never make a full turn within L (their angles beyond L
/// were never seen), the crossing pair, and how many pairs turn at least ten times within L (the
/// article's troubleshooting check, section 8 row 1, at one glance). A line above says when a
/// context-extension method scales the frequencies. Exported as context.png / context.svg
/// (without the bar and the hover line). A lesson step about pair i shows pair i's numbers in the
/// hover line (PairView), as if its mark were pointed at.
class LadderView : public QWidget, public PairView
{
    Q_OBJECT

public:
    explicit LadderView(LessonState *state, QWidget *parent = nullptr);

    /// The number of turns within L that makes a pair "fast" in the summary (the check's "many
    /// times").
    static constexpr double manyTurns = 10.0;

    LadderWidget *ladder() const { return m_ladder; }
    NumberField *trainLengthField() const { return m_trainField; }
    NumberField *contextLengthField() const { return m_contextField; }
    NumberField *secondBaseField() const { return m_secondBaseField; }
    QToolButton *basePresetsButton() const { return m_presets; }
    /// The summary under the ladder (both bases), as shown.
    QString summaryText() const;
    /// The hover line (a pair's numbers at full precision, or the hint).
    QString hoverText() const;
    /// Shows pair i of the first base in the hover line; false for no such pair.
    bool showPair(int i) override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void showHover(const QString &text);

    LessonState *m_state;
    LadderWidget *m_ladder;
    QLabel *m_trainLabel;
    NumberField *m_trainField;
    QLabel *m_contextLabel;
    NumberField *m_contextField;
    QLabel *m_secondBaseLabel;
    NumberField *m_secondBaseField;
    QToolButton *m_presets;
    QLabel *m_method;
    QLabel *m_summary;
    QLabel *m_hover;
};
