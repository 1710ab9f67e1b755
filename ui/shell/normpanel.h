#pragma once

#include <QFrame>

class LessonState;
class QLabel;

/// The lesson's closing comparison: the Euclidean length |x(q) − x(p)| with the encoding on and
/// with it off, side by side (2.017479 and 0.000000 at the defaults), the current one highlighted.
/// Both numbers come from the core's inputDifference(), from unrounded values.
class NormPanel : public QFrame
{
    Q_OBJECT

public:
    explicit NormPanel(LessonState *state, QWidget *parent = nullptr);

    /// The numbers as shown, for tests: {on, off}.
    QString onText() const;
    QString offText() const;
    /// The two value labels, focusable so that keyboard and screen-reader users can reach them.
    QList<QWidget *> focusWidgets() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Each box's value beside its caption where the width holds both, else under it.
    void arrangeBoxes();
    void refresh();
    void retranslate();
    void updateFonts();

    LessonState *m_state;
    QLabel *m_title = nullptr;
    QLabel *m_onCaption = nullptr;
    QLabel *m_offCaption = nullptr;
    QLabel *m_onValue = nullptr;
    QLabel *m_offValue = nullptr;
    QFrame *m_onBox = nullptr;
    QFrame *m_offBox = nullptr;
    QLabel *m_explanation = nullptr;
};
