#pragma once

#include "lessonactions.h" // the Lesson menu (lessonsMenu())
#include "viewactions.h" // the View menu's actions, which the accessors below hand on
#include "viewcatalogue.h"
#include "viewnavigator.h" // views(): callers use it as they used the former QTabWidget

#include <QHash>
#include <QMainWindow>

class AnimationActions;
class ClassActions;
class ExerciseActions;
class EncodingTableModel;
class ExportActions;
class FlowLayout;
class PanelScrollArea;
class PresentationLayout;
class QDockWidget;
class Walkthrough;
class WalkthroughPanel;
class LessonState;
class ManualWindow;
class NormPanel;
class NumberField;
class NoticeBar;
class ParameterPanel;
class QActionGroup;
class QCheckBox;
class QLabel;
class QMenu;
class QSlider;
class QHBoxLayout;
class QScrollArea;
class QTableView;
class QTimer;
class ScreenKeeper;
class QVBoxLayout;
class TablePage;
class TokenStrip;
class TransientNote;

/// The main window: the sentence as a token strip, the controls (ParameterPanel: encoding
/// switch, p, comparison position q as slider and spin box, d, base, presets), the views as
/// families of tabs (ViewNavigator: one family tab per family of the view catalogue, one inner
/// tab per view, the lesson table first), the on/off difference lengths side by side under the
/// table, the lesson panel as a dock, and the menus (the File menu's export actions:
/// ExportActions). It owns no numbers: the controls write to the LessonState and every view reads
/// from it.
///
/// The window adapts to its screen: it never grows beyond the screen's available area (at the
/// first start, when the lesson panel opens, after a language switch or a zoom; what cannot fit
/// scrolls inside the window), and below compactWidth pixels of width the controls become a
/// bar of rows above the views and the lesson panel a narrower column beside them, so that the
/// current view keeps most of the width. Leaving presentation mode gives back the geometry and
/// maximised state from before it.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(LessonState *state, QWidget *parent = nullptr);
    ~MainWindow() override;

    LessonState *state() const { return m_state; }
    EncodingTableModel *tableModel() const;
    QTableView *tableView() const;
    /// The views, grouped in families (outer tabs) of views (inner tabs).
    ViewNavigator *views() const { return m_views; }
    NormPanel *normPanel() const { return m_normPanel; }
    TokenStrip *tokenStrip() const { return m_tokenStrip; }
    /// The line under the table with the current cell at full precision.
    QLabel *focusLabel() const;
    /// The sentence line over the views.
    QLabel *sentenceLabel() const { return m_sentenceLabel; }
    /// The line under it that says when p or q lies beyond the sentence (hidden otherwise).
    QLabel *sentenceNote() const { return m_sentenceNote; }
    /// The bar that says, once, that no installed font can show Chinese (language::
    /// chineseFontMissing()): at start when the interface is Chinese, or on a switch to Chinese.
    NoticeBar *fontNotice() const { return m_fontNotice; }
    /// The bar shown when the lesson was left or finished, offering the student's parameters back.
    NoticeBar *lessonNotice() const { return m_lessonNotice; }
    /// The q slider. Its moves reach the state coalesced: after the event loop has run once
    /// (QCoreApplication::processEvents()), the state holds the slider's latest value and has
    /// changed once for any number of moves in between.
    QSlider *comparisonSlider() const;
    NumberField *comparisonSpinBox() const;

    /// Makes the view registered under id current; false if there is none.
    bool showViewById(const QString &id);
    /// Shows the view of an exported figure's file base name ("heatmap", "circle-2", "pair-1",
    /// "lesson-step-3", ...): the view with that id, else the family of an indexed name
    /// ("circles", "pairs"); the table when none matches. False when it fell back to the table.
    bool showFigureView(const QString &name);
    /// The view registered under id (viewcatalogue::View::id), built now if it was not yet
    /// (the window builds a view when it is first shown or asked for), or null.
    QWidget *viewById(const QString &id) const;
    Walkthrough *walkthrough() const { return m_walkthrough; }
    /// Shows or hides the lesson panel (the walkthrough dock).
    void showLessonPanel(bool shown);
    WalkthroughPanel *walkthroughPanel() const { return m_walkthroughPanel; }
    /// Opens the lesson panel on the first step of the lesson with id (lessonregistry) and gives
    /// the panel the focus (Lesson > Guided lessons, the start button). False for an unknown id.
    bool startLesson(const QString &id);
    /// Lesson > Guided lessons: one checkable entry per lesson (its id as the action's data).
    QMenu *lessonsMenu() const { return m_lessonActions->lessonsMenu(); }
    /// The current view (never a family's page): what "Export current view" and "Copy view"
    /// render. Its objectName, if set, is the default file name ("table" gives table.png).
    QWidget *currentView() const;
    /// The catalogue id of the current view; empty when it has none.
    QString currentViewId() const;
    /// The File menu's export actions (and the folder they last wrote to).
    ExportActions *exportActions() const { return m_exportActions; }
    /// The lesson's exercises, File > Open exercises… and File > Print worksheet….
    ExerciseActions *exerciseActions() const { return m_exerciseActions; }
    /// The Table tab.
    TablePage *tablePage() const { return m_tablePage; }

    /// Below this width (logical pixels) the window takes its compact arrangement.
    static constexpr int compactWidth = 1400;
    /// True when the controls are a bar above the views (the window is narrower than
    /// compactWidth), false when they are a column beside them.
    bool isCompact() const { return m_compact; }
    /// The part of the screen the window may cover: the available geometry of its screen.
    QRect availableArea() const;
    /// The scroll area around the window's content: it scrolls only when the content cannot
    /// shrink to the window (an extreme zoom on a small screen).
    QScrollArea *contentScrollArea() const { return m_scroll; }

    /// Presentation mode (F11): full screen and larger fonts (Appearance::presentation()).
    void setPresentation(bool on);
    bool presentation() const;
    /// The window's geometry as QMainWindow::saveGeometry() gives it outside presentation mode
    /// (so that a run closed in full screen does not start in full screen).
    QByteArray normalGeometry() const;
    /// A geometry saved by normalGeometry(), restored unless it is smaller than the window's
    /// minimum or off every screen (ScreenKeeper::restoreGeometry()); false when ignored.
    bool restoreSavedGeometry(const QByteArray &geometry);

    QAction *presentationAction() const { return m_viewActions->presentationAction(); }
    QAction *zoomInAction() const { return m_viewActions->zoomInAction(); }
    QAction *zoomOutAction() const { return m_viewActions->zoomOutAction(); }
    QAction *zoomResetAction() const { return m_viewActions->zoomResetAction(); }
    QAction *resetAction() const { return m_resetAction; }
    /// Help > Manual's window (null until first shown).
    ManualWindow *manualWindow() const { return m_manual; }
    /// The palette actions in the order System, Projector, Dark.
    QList<QAction *> paletteActions() const { return m_viewActions->paletteActions(); }
    NumberField *positionSpinBox() const;
    NumberField *widthSpinBox() const;
    NumberField *baseSpinBox() const;
    QCheckBox *encodingSwitch() const;
    /// The controls column (parameters and presets).
    ParameterPanel *parameterPanel() const { return m_parameters; }
    /// The controls Tab reaches, in Tab order (reading order): the sentence's header and the
    /// parameters and presets, the views (the families' and views' tab bars, then the current
    /// view's own controls, the table's footer included), the animation's transport bar, the
    /// lesson panel when it is shown, then anything else that takes the focus. Read from the
    /// window as it is, at each press of Tab: every shown and enabled control is reached once
    /// per cycle.
    QList<QWidget *> focusChain() const;
    /// The animation: transport bar under the views, Animation menu, File > Export animation….
    AnimationActions *animation() const { return m_animation; }
    /// The presentation layout of a running lesson: the card, the parameter line.
    PresentationLayout *presentationLayout() const { return m_presentationLayout; }
    /// Lesson > Let the class answer: the class session, its server and projector panel.
    ClassActions *classActions() const { return m_classActions; }

protected:
    void changeEvent(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildMenus();
    /// Makes the tab holding view current (presets, the walkthrough).
    void showView(QWidget *view);
    /// Makes the view step tabs after the current one current, cyclically (Ctrl+Tab: 1,
    /// Ctrl+Shift+Tab: -1).
    void showAdjacentView(int step);
    /// Opens the manual beside the window (Help > Manual, F1), in the interface's language.
    void showManual();
    /// Opens the keyboard shortcuts dialog (Help > Keyboard shortcuts, Shift+F1).
    void showKeyboardHelp();
    /// Adds the catalogue's view as the last tab of its family, built on first use.
    void addViewTab(const viewcatalogue::View &view);
    /// What the window sets on every widget of a view, of the header and of the panels once
    /// they exist: Tab leaves the tables, the window's shortcuts work from its text fields, a
    /// number field's refusal also goes to the status bar, clicked controls keep no focus.
    void adoptWidgets(QWidget *root);
    /// Compact or wide, by the window's width.
    void arrange();
    /// The lesson dock's width for the window's width and font.
    void fitLessonDock();
    /// Clicked controls keep the focus off themselves and the view starts with it, so that
    /// Space reaches the animation's transport.
    void keepSpaceForTheAnimation();
    /// The sentence line and the language menu's check marks.
    void syncSentence();
    void retranslate();
    void showAbout();
    void applyStep(int index);
    void switchLanguage(const QString &lang);
    void syncAppearance();
    /// Shows the font notice when the interface is Chinese without a Chinese font, once.
    void checkChineseFont();
    /// After the lesson was left: says so and offers the parameters from before it.
    void showLessonLeft(bool finished);

    LessonState *m_state;
    TablePage *m_tablePage = nullptr;
    ParameterPanel *m_parameters = nullptr;
    ExportActions *m_exportActions = nullptr;
    AnimationActions *m_animation = nullptr;
    ExerciseActions *m_exerciseActions = nullptr;
    ClassActions *m_classActions = nullptr;
    ViewNavigator *m_views = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_header = nullptr;
    QVBoxLayout *m_headerLayout = nullptr;
    FlowLayout *m_sentenceRow = nullptr;
    QDockWidget *m_headerDock = nullptr;
    QVBoxLayout *m_outer = nullptr;
    QHBoxLayout *m_body = nullptr;
    bool m_compact = false;
    /// Set once the constructor adopted its widgets (adoptWidgets()): views built later are
    /// adopted as they are built.
    bool m_adopting = false;
    ScreenKeeper *m_screenKeeper = nullptr; // created first: the window is on screen from the start
    QTimer *m_fitDockTimer = nullptr;
    NormPanel *m_normPanel = nullptr;
    TokenStrip *m_tokenStrip = nullptr;
    QLabel *m_sentenceLabel = nullptr;
    QLabel *m_sentenceNote = nullptr;
    NoticeBar *m_fontNotice = nullptr;
    bool m_fontNoticeShown = false;
    NoticeBar *m_lessonNotice = nullptr;
    bool m_lessonFinished = false;

    /// The catalogue's id of each view -> its index in m_views.
    QHash<QString, int> m_viewIds;
    Walkthrough *m_walkthrough = nullptr;
    WalkthroughPanel *m_walkthroughPanel = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    PanelScrollArea *m_lessonArea = nullptr;
    PresentationLayout *m_presentationLayout = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_keyboardHelpAction = nullptr;
    QAction *m_manualAction = nullptr;
    ManualWindow *m_manual = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_resetAction = nullptr;
    QAction *m_checkAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_englishAction = nullptr;
    /// Shows the zoom level for a moment after it changed (Ctrl+Plus, Ctrl+Minus, Ctrl+0).
    TransientNote *m_zoomNote = nullptr;
    ViewActions *m_viewActions = nullptr;
    LessonActions *m_lessonActions = nullptr;
    int m_shownZoomStep = 0;
    QAction *m_chineseAction = nullptr;
};
