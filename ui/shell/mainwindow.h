#pragma once

#include <QHash>
#include <QMainWindow>

class EncodingTableModel;
class ExportDialog;
class QDockWidget;
class Walkthrough;
class WalkthroughPanel;
class LessonState;
class NormPanel;
class QActionGroup;
class QCheckBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QMenu;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTimer;
class QTableView;
class TablePage;
class TokenStrip;

/// The main window: the sentence as a token strip, the parameter controls (encoding switch,
/// p, comparison position q as slider and spin box, d, base, presets), the views as tabs (the
/// lesson table first) and the on/off difference lengths side by side. It owns no numbers: the
/// controls write to the LessonState and every view reads from it.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(LessonState *state, QWidget *parent = nullptr);
    ~MainWindow() override;

    LessonState *state() const { return m_state; }
    EncodingTableModel *tableModel() const;
    QTableView *tableView() const;
    QTabWidget *views() const { return m_views; }
    NormPanel *normPanel() const { return m_normPanel; }
    TokenStrip *tokenStrip() const { return m_tokenStrip; }
    /// The line under the table with the current cell at full precision.
    QLabel *focusLabel() const;
    /// The q slider. Its moves reach the state coalesced: after the event loop has run once
    /// (QCoreApplication::processEvents()), the state holds the slider's latest value and has
    /// changed once for any number of moves in between.
    QSlider *comparisonSlider() const { return m_qSlider; }
    QSpinBox *comparisonSpinBox() const { return m_qSpin; }

    /// Adds a view as a tab after the existing ones. title is an untranslated source text in the
    /// "MainWindow" context (mark it with QT_TRANSLATE_NOOP("MainWindow", ...)); the tab is
    /// retitled on every language change. Returns the tab index.
    /// id names the view for the walkthrough (the built-in ids: viewcatalogue::View::id).
    int addViewTab(QWidget *view, const char *title, const QString &id = QString());
    /// Makes the tab holding view current (used by presets and the walkthrough).
    void showView(QWidget *view);
    /// Makes the view registered under id current; false if there is none.
    bool showViewById(const QString &id);
    /// The view registered under id, or null.
    QWidget *viewById(const QString &id) const { return m_viewIds.value(id); }
    Walkthrough *walkthrough() const { return m_walkthrough; }
    /// Shows or hides the lesson panel (the walkthrough dock).
    void showLessonPanel(bool shown);
    WalkthroughPanel *walkthroughPanel() const { return m_walkthroughPanel; }
    /// The current tab's widget: what "Export current view" and "Copy view" render. Its
    /// objectName, if set, is the default file name ("table" gives table.png).
    QWidget *currentView() const;

    /// Presentation mode (F11): full screen and larger fonts (Appearance::presentation()).
    void setPresentation(bool on);
    bool presentation() const;
    /// The window's geometry as QMainWindow::saveGeometry() gives it outside presentation mode
    /// (so that a run closed in full screen does not start in full screen).
    QByteArray normalGeometry() const;

    QAction *presentationAction() const { return m_presentationAction; }
    QAction *zoomInAction() const { return m_zoomInAction; }
    QAction *zoomOutAction() const { return m_zoomOutAction; }
    QAction *zoomResetAction() const { return m_zoomResetAction; }
    QAction *resetAction() const { return m_resetAction; }
    QAction *keyboardHelpAction() const { return m_keyboardHelpAction; }
    /// The palette actions in the order System, Projector, Dark.
    QList<QAction *> paletteActions() const { return m_paletteActions; }
    QSpinBox *positionSpinBox() const { return m_pSpin; }
    QSpinBox *widthSpinBox() const { return m_dSpin; }
    QDoubleSpinBox *baseSpinBox() const { return m_baseSpin; }
    QCheckBox *encodingSwitch() const { return m_encodingSwitch; }
    /// The keyboard focus chain of the controls, in Tab order.
    QList<QWidget *> focusChain() const;
    /// Opens the keyboard shortcuts dialog (Help > Keyboard shortcuts, F1).
    void showKeyboardHelp();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildControls();
    void buildMenus();
    void syncControls();
    void retranslate();
    void exportTableCsv();
    void exportCurrentView();
    void exportAllViews();
    void runExportDialog(int target);
    /// Writes what the accepted export dialog asks for; on failure shows the error and returns
    /// false (the caller shows the dialog again).
    bool writeExport(const ExportDialog &dialog, QWidget *view);
    void copyViewToClipboard();
    void showAbout();
    void applyStep(int index);
    void switchLanguage(const QString &lang);
    void fitControlsPanel();
    void syncAppearance();

    LessonState *m_state;
    TablePage *m_tablePage = nullptr;
    QTabWidget *m_views = nullptr;
    NormPanel *m_normPanel = nullptr;
    TokenStrip *m_tokenStrip = nullptr;
    QLabel *m_sentenceLabel = nullptr;

    QWidget *m_controlsPanel = nullptr;
    QGroupBox *m_controlsBox = nullptr;
    QGroupBox *m_presetsBox = nullptr;
    QCheckBox *m_encodingSwitch = nullptr;
    QLabel *m_pLabel = nullptr;
    QSpinBox *m_pSpin = nullptr;
    QLabel *m_qLabel = nullptr;
    QSlider *m_qSlider = nullptr;
    QTimer *m_qSliderTimer = nullptr;
    QSpinBox *m_qSpin = nullptr;
    QLabel *m_dLabel = nullptr;
    QSpinBox *m_dSpin = nullptr;
    QLabel *m_baseLabel = nullptr;
    QDoubleSpinBox *m_baseSpin = nullptr;
    QLabel *m_formulaLabel = nullptr;
    QList<QPushButton *> m_presetButtons;
    QPushButton *m_startLessonButton = nullptr;
    QList<QPair<QWidget *, const char *>> m_viewTitles;
    QHash<QString, QWidget *> m_viewIds;
    Walkthrough *m_walkthrough = nullptr;
    WalkthroughPanel *m_walkthroughPanel = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QAction *m_nextStepAction = nullptr;
    QAction *m_previousStepAction = nullptr;
    QMenu *m_lessonMenu = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_paletteMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomResetAction = nullptr;
    QList<QAction *> m_paletteActions;
    QAction *m_keyboardHelpAction = nullptr;
    QByteArray m_geometryBeforePresentation;
    bool m_maximizedBeforePresentation = false;
    QAction *m_exportCsvAction = nullptr;
    QAction *m_exportViewAction = nullptr;
    QAction *m_exportAllAction = nullptr;
    QAction *m_copyViewAction = nullptr;
    QString m_exportFolder;
    QAction *m_quitAction = nullptr;
    QAction *m_resetAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_chineseAction = nullptr;
};
