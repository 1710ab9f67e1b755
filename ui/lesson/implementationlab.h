#pragma once

#include <QWidget>

class ImplementationCheckModel;
class LessonState;
class QLabel;
class QTableView;

/// The implementation-check lab: every implementation (the correct one and the lesson's and the
/// article's mistakes) against the lesson's three checks, with the numbers, and an explanation
/// of the selected row.
class ImplementationLab : public QWidget
{
    Q_OBJECT

public:
    explicit ImplementationLab(LessonState *state, QWidget *parent = nullptr);

    ImplementationCheckModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// The table's viewport and the table itself: a new width or font fits the headers again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Two-line check headers when the check columns with one-line headers would leave the name
    /// column narrower than its longest word (a narrow tab: 1024 px in presentation mode with
    /// the lesson panel open).
    void fitHeaders();
    void retranslate();
    void updateExplanation();

    ImplementationCheckModel *m_model;
    QTableView *m_view;
    QLabel *m_intro;
    QLabel *m_explanation;
};
