#pragma once

#include "pairview.h"

#include <QStringList>
#include <QWidget>

class NumberField;
class LessonState;
class QBoxLayout;
class QFrame;
class QGridLayout;
class QLabel;
class QScrollArea;
class UnitCircleWidget;

/// The "Unit circle" tab: a pair selector, the UnitCircleWidget of that pair and a readout
/// with the angles, the chord, the rotation M(k, i) = [[cos kω, sin kω], [−sin kω, cos kω]]
/// (six decimals) and the check that M(k, i) maps pair i of PE(p) onto pair i of PE(q), with
/// its error in scientific notation. Every number comes from the core. When the tab is narrower
/// than the circle's and the readout's readable widths the readout moves under the circle, in
/// two columns, and scrolls inside itself when the room the circle leaves is too short for it;
/// below the circle's readable height the tab scrolls. In presentation mode the
/// readout under the circle is compact (no paragraph on M, no formula of M, no chord sentence:
/// the lesson step's card carries them) and takes its text's height.
///
/// The readout is a grid of labels, not a rich-text document: a move of p or q sets
/// the texts of the labels whose numbers changed, each held at the size of its text
/// (steadylabel.h), so that a frame of an animation lays nothing out again; a full document
/// there was laid out twice a frame, a quarter of the view's time.
class UnitCirclesView : public QWidget, public PairView
{
    Q_OBJECT

public:
    explicit UnitCirclesView(LessonState *state, QWidget *parent = nullptr);

    UnitCircleWidget *circle() const { return m_circle; }
    NumberField *pairSpinBox() const { return m_pairSpin; }
    bool showPair(int i) override;
    /// The readout's numbers as displayed, for tests (empty without a cos partner):
    /// M(k, i) row-major, the error of the rotation check ("2.2e−16"), the chord.
    QStringList matrixTexts() const { return m_matrixTexts; }
    QString errorText() const { return m_errorText; }
    QString chordText() const { return m_chordText; }
    /// The whole readout as plain text, one line per label shown, in reading order.
    QString panelText() const;
    /// The readout (its labels), for tests.
    QWidget *panel() const { return m_panel; }
    /// True while the readout stands under the circle (a narrow tab).
    bool stacked() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// A name and a value in one row of a block's grid.
    struct Row
    {
        QLabel *name = nullptr;
        QLabel *value = nullptr;
    };

    void buildPanel();
    void refresh();
    void retranslate();
    /// Pairs 0 to count − 1 in the selector (nothing done when that is already its range).
    void setPairCount(int count);
    /// The colours of the names and values that carry p's, q's and the chord's colour: lightened
    /// on a dark palette.
    void applyPanelPalette();
    /// The labels held at their text's size fitted again (after a font change).
    void refitPanel();
    /// The readout's font: the view's, larger in a wide view; the labels refitted to it.
    void applyPanelFont();
    /// Of the readout beside the circle or under it, full or compact, the arrangement that
    /// lies whole with a circle of its readable size and draws the largest circle (the full
    /// readout first; in presentation mode only the compact one); when none does, the compact
    /// readout under the circle, scrolling inside itself. Nothing is done while the room, the
    /// fonts and the texts' kinds stay the same.
    void arrange();
    /// Sets the readout beside (side) or under the circle, full or compact; beside it in two
    /// columns when twoColumns (a wide, short room: a projector's window with its parameters).
    void configure(bool side, bool compact, bool twoColumns = false);
    /// The readout's size as configured: beside the circle its narrowest readable width, under
    /// it width; the height of its text at that width.
    QSize panelNeed(int width) const;
    /// Puts the readout's blocks into one column or two (under the circle, or beside it when
    /// m_twoColumns).
    void placeBlocks(bool twoColumns);

    LessonState *m_state;
    QBoxLayout *m_body = nullptr;
    QScrollArea *m_scroll = nullptr; // the circle and the readout (MinimumScrollArea)
    bool m_compact = false; // the short readout (presentation mode, or a small tab)
    bool m_side = false; // the readout beside the circle
    bool m_twoColumns = false; // beside the circle in two columns
    bool m_configured = false;
    bool m_arranging = false;
    QString m_arrangedKey; // the room, fonts and texts arrange() last arranged for
    UnitCircleWidget *m_circle = nullptr;
    QLabel *m_pairLabel = nullptr;
    NumberField *m_pairSpin = nullptr;
    QLabel *m_functions = nullptr;

    // The readout: its blocks in a grid, and their labels.
    QScrollArea *m_panelScroll = nullptr;
    QWidget *m_panel = nullptr;
    QGridLayout *m_panelGrid = nullptr;
    QWidget *m_introBlock = nullptr;
    QWidget *m_anglesBlock = nullptr;
    QWidget *m_chordBlock = nullptr;
    QWidget *m_rotationBlock = nullptr;
    QWidget *m_checkBlock = nullptr;
    QWidget *m_remarksBlock = nullptr;
    QLabel *m_intro = nullptr; // p, q and the frequency (rich text, word-wrapped)
    QLabel *m_lone = nullptr; // the note without a cos partner
    QLabel *m_anglesHeading = nullptr;
    Row m_angles[4]; // p·ω, q·ω, k·ω, wrapped
    QLabel *m_turnNote = nullptr; // the whole turns taken away (word-wrapped)
    QWidget *m_turnNoteBox = nullptr;
    QLabel *m_direction = nullptr;
    Row m_frequency; // ω_i = 1/denominator, in the compact readout
    QLabel *m_chordHeading = nullptr;
    QLabel *m_chordSentence = nullptr;
    QLabel *m_chord = nullptr;
    QLabel *m_rotationHeading = nullptr;
    QLabel *m_formula = nullptr;
    QFrame *m_matrixFrame = nullptr;
    QLabel *m_matrix[4] = {};
    Row m_check[4]; // PE(p), M·PE(p), PE(q), error
    QLabel *m_explanation = nullptr;
    QLabel *m_offNote = nullptr;
    QList<QLabel *> m_steady; // the single-line labels held at their text's size

    QStringList m_matrixTexts;
    QString m_errorText;
    QString m_chordText;
};
