#pragma once

#include <QWidget>

class LessonState;

/// The sentence as a strip of tokens: the repeated word's two occurrences as chips marked with
/// their positions p and q, the words between folded into one "⋯ n tokens ⋯" chip (lesson:
/// "only the two occurrences are expanded").
class TokenStrip : public QWidget
{
    Q_OBJECT

public:
    explicit TokenStrip(LessonState *state, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The chip texts in reading order, e.g. {"the · p = 0", "⋯ 2 tokens ⋯", "the · q = 3"}.
    QStringList chipTexts() const;
    /// The note shown under the sentence when p or q lies past its last word (the lesson then
    /// imagines the same word in that slot), e.g. "q = 9 lies beyond the 5-word sentence: ...";
    /// empty when both lie within it.
    static QString beyondSentenceNote(const LessonState &state);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Chip
    {
        QString word;
        QString label;
        int kind; // 0: p, 1: q, 2: folded gap
    };
    QList<Chip> chips() const;
    void updateAccessibleText();

    LessonState *m_state;
    QSize m_laidOutHint; // the size hint the layout last got
};
