#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class Walkthrough;

/// The lesson panel: "Step n of N", the step's title and text, Previous/Next buttons and a step
/// list; Finish on the last step (Walkthrough::finish()). Left/Right (and Page Up/Page Down, as
/// presentation clickers send) move between steps. At the step where the lesson started it says
/// that each step sets its own parameters and that the student's can be restored on leaving.
/// The title stays 1.3 times the body text's size, bold, whatever the zoom or presentation mode.
class WalkthroughPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent = nullptr);

    /// The shown texts, for tests.
    QString titleText() const;
    QString bodyText() const;
    /// The note shown where the lesson started (empty when hidden).
    QString startNoteText() const;
    QLabel *titleLabel() const { return m_title; }
    QTextBrowser *bodyBrowser() const { return m_body; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *finishButton() const { return m_finish; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    /// The title's font from the panel's: 1.3 times its size, bold.
    void updateFonts();

    Walkthrough *m_walkthrough;
    QLabel *m_counter = nullptr;
    QLabel *m_title = nullptr;
    QTextBrowser *m_body = nullptr;
    QComboBox *m_stepList = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_finish = nullptr;
    QLabel *m_startNote = nullptr;
};
