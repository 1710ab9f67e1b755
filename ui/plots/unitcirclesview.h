#pragma once

#include "pairview.h"

#include <QStringList>
#include <QWidget>

class NumberField;
class LessonState;
class QBoxLayout;
class QLabel;
class QTextBrowser;
class UnitCircleWidget;

/// The "Unit circle" tab: a pair selector, the UnitCircleWidget of that pair and a text panel
/// with the angles, the chord, the rotation M(k, i) = [[cos kω, sin kω], [−sin kω, cos kω]]
/// (six decimals) and the check that M(k, i) maps pair i of PE(p) onto pair i of PE(q), with
/// its error in scientific notation. Every number comes from the core. When the tab is narrower
/// than the circle's and the panel's readable widths the panel moves under the circle, and
/// below the circle's readable height the tab scrolls (issue 11).
class UnitCirclesView : public QWidget, public PairView
{
    Q_OBJECT

public:
    explicit UnitCirclesView(LessonState *state, QWidget *parent = nullptr);

    UnitCircleWidget *circle() const { return m_circle; }
    NumberField *pairSpinBox() const { return m_pairSpin; }
    bool showPair(int i) override;
    /// The panel's numbers as displayed, for tests (empty without a cos partner):
    /// M(k, i) row-major, the error of the rotation check ("2.2e−16"), the chord.
    QStringList matrixTexts() const { return m_matrixTexts; }
    QString errorText() const { return m_errorText; }
    QString chordText() const { return m_chordText; }
    /// The whole panel as plain text.
    QString panelText() const;
    /// True while the panel stands under the circle (a narrow tab).
    bool stacked() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void retranslate();
    /// Pairs 0 to count − 1 in the selector (nothing done when that is already its range).
    void setPairCount(int count);
    /// The panel's colours: the window's, as the label it replaces had.
    void applyPanelPalette();
    void setPanelHtml(const QString &html);
    /// The panel beside the circle when both have their readable width, under it otherwise.
    void arrange();

    LessonState *m_state;
    QBoxLayout *m_body = nullptr;
    UnitCircleWidget *m_circle = nullptr;
    QLabel *m_pairLabel = nullptr;
    NumberField *m_pairSpin = nullptr;
    QLabel *m_functions = nullptr;
    QTextBrowser *m_panel = nullptr;
    QStringList m_matrixTexts;
    QString m_errorText;
    QString m_chordText;
};
