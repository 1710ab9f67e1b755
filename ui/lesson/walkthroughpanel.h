#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class Walkthrough;

/// The lesson panel: "Step n of N", the step's title and text, Previous/Next buttons and a step
/// list. Left/Right (and Page Up/Page Down, as presentation clickers send) move between steps.
class WalkthroughPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent = nullptr);

    /// The shown texts, for tests.
    QString titleText() const;
    QString bodyText() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    Walkthrough *m_walkthrough;
    QLabel *m_counter = nullptr;
    QLabel *m_title = nullptr;
    QTextBrowser *m_body = nullptr;
    QComboBox *m_stepList = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
};
