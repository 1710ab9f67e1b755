#pragma once

#include <QWidget>

class ExercisePanel;
class QLabel;
class QMenu;
class QPushButton;
class QScrollArea;
class QTextBrowser;
class QToolButton;
class Walkthrough;

/// The lesson panel: the chosen lesson's title, a "Step n of N" button whose menu lists every step,
/// the step's title and text (both wrapped at word boundaries), and Previous/Next buttons; Finish
/// on the last step (Walkthrough::finish()). Left/Right (and Page Up/Page Down, as presentation
/// clickers send) move between steps. At the step where the lesson started it says that each step
/// sets its own parameters and that the student's can be restored on leaving. The title stays 1.3
/// times the body text's size, bold, whatever the zoom or presentation mode. It needs little width
/// (about its two buttons), so that a narrow window can keep it beside the view. Under the
/// text, the step's exercise (ExercisePanel), when it has one. Everything above the exercise
/// (lesson title, step button, start note, step title and text) shares one scroll area, and the
/// exercise and the Previous/Next row stay pinned under it: on a short screen (1024x768, a large
/// zoom) the texts scroll, the answer field and the buttons never leave the panel.
///
/// As a card (setCardMode(), in the presentation layout): the lesson's title is left out,
/// the text never scrolls (it is as tall as its lines at the panel's width; the presentation
/// layout picks a font with which the card fits, cardHeightForWidth()), and the step's exercise
/// waits behind "Ask the class" until the teacher opens it.
class WalkthroughPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent = nullptr);

    /// The shown texts, for tests.
    QString titleText() const;
    /// The chosen lesson's title (lessonregistry), above the step button.
    QString lessonTitleText() const;
    QString bodyText() const;
    /// The "Step n of N" button with the menu of steps.
    QToolButton *stepButton() const { return m_stepButton; }
    QPushButton *previousButton() const { return m_previous; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *finishButton() const { return m_finish; }
    /// The note shown where the lesson started (empty when hidden).
    QString startNoteText() const;
    QLabel *titleLabel() const { return m_title; }
    QLabel *lessonTitleLabel() const { return m_lessonTitle; }
    QTextBrowser *bodyBrowser() const { return m_body; }
    /// "Predict, then reveal": the step's exercises, under the text.
    ExercisePanel *exercisePanel() const { return m_exercises; }
    /// The scroll area holding everything above the Previous/Next row.
    QScrollArea *contentArea() const { return m_content; }

    /// The card of the presentation layout (true) or the panel beside the views (false).
    void setCardMode(bool card);
    /// Whether the step's outcome (LessonStep::outcomeHtml) stands under its text: off while the
    /// step's run is held back for a prediction, on once it is revealed (on by default).
    void setOutcomeShown(bool shown);
    bool outcomeShown() const { return m_outcomeShown; }
    bool cardMode() const { return m_card; }
    /// The height the panel needs at width (pixels, its own font) to show everything without
    /// scrolling: the step's title, every line of its text, the exercise or "Ask the class",
    /// and the Previous/Next row. On a card and in the panel beside the views alike.
    int cardHeightForWidth(int width) const;
    /// "Ask the class": shown on a card whose step has an exercise, until it is clicked.
    QPushButton *askButton() const { return m_ask; }
    /// Opens the step's exercise on the card (as "Ask the class" does).
    void askTheClass();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    /// The text's minimum width: its widest word (lines break between words only).
    void fitWidestWord();
    /// The content area's minimum width: its content's and the vertical scroll bar's.
    void fitContentWidth();
    /// The title's font from the panel's: 1.3 times its size, bold.
    void updateFonts();
    /// The step's text, with the start note above it while there is one, in the text browser.
    void showBody();
    /// The text's height at the browser's width (width: the browser's outer width).
    int bodyHeightForWidth(int width) const;
    /// On a card: the text as tall as its lines; the exercise or "Ask the class".
    void syncCard();

    Walkthrough *m_walkthrough;
    QToolButton *m_stepButton = nullptr;
    QMenu *m_stepMenu = nullptr;
    QLabel *m_lessonTitle = nullptr;
    QLabel *m_title = nullptr;
    QTextBrowser *m_body = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_finish = nullptr;
    QString m_startNoteText; // shown above the step's text, which scrolls with it
    int m_shownStep = -1; // the step whose text the browser shows
    ExercisePanel *m_exercises = nullptr;
    QScrollArea *m_content = nullptr;
    QPushButton *m_ask = nullptr;
    bool m_card = false;
    bool m_outcomeShown = true;
    bool m_asked = false; // the card shows the step's exercise
};
