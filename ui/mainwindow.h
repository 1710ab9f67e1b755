#pragma once

#include <QMainWindow>

class EncodingTableModel;
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
class QTableView;
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

    LessonState *state() const { return m_state; }
    EncodingTableModel *tableModel() const { return m_tableModel; }
    QTableView *tableView() const { return m_tableView; }
    QTabWidget *views() const { return m_views; }
    NormPanel *normPanel() const { return m_normPanel; }
    TokenStrip *tokenStrip() const { return m_tokenStrip; }
    /// The line under the table with the current cell at full precision.
    QLabel *focusLabel() const { return m_focusLabel; }
    QSlider *comparisonSlider() const { return m_qSlider; }
    QSpinBox *comparisonSpinBox() const { return m_qSpin; }

    /// Adds a view as a tab after the existing ones. title is an untranslated source text in the
    /// "MainWindow" context (mark it with QT_TRANSLATE_NOOP("MainWindow", ...)); the tab is
    /// retitled on every language change. Returns the tab index.
    int addViewTab(QWidget *view, const char *title);
    /// Makes the tab holding view current (used by presets and the walkthrough).
    void showView(QWidget *view);
    /// The current tab's widget: what "Export current view" and "Copy view" render. Its
    /// objectName, if set, is the default file name ("table" gives table.png).
    QWidget *currentView() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildControls();
    void buildMenus();
    void syncControls();
    void updateFocusLabel();
    void retranslate();
    void exportTableCsv();
    void exportCurrentView();
    void exportAllViews();
    void runExportDialog(int target);
    void copyViewToClipboard();
    void showAbout();

    LessonState *m_state;
    EncodingTableModel *m_tableModel = nullptr;
    QTableView *m_tableView = nullptr;
    QTabWidget *m_views = nullptr;
    NormPanel *m_normPanel = nullptr;
    TokenStrip *m_tokenStrip = nullptr;
    QLabel *m_sentenceLabel = nullptr;
    QLabel *m_focusLabel = nullptr;

    QGroupBox *m_controlsBox = nullptr;
    QGroupBox *m_presetsBox = nullptr;
    QCheckBox *m_encodingSwitch = nullptr;
    QLabel *m_pLabel = nullptr;
    QSpinBox *m_pSpin = nullptr;
    QLabel *m_qLabel = nullptr;
    QSlider *m_qSlider = nullptr;
    QSpinBox *m_qSpin = nullptr;
    QLabel *m_dLabel = nullptr;
    QSpinBox *m_dSpin = nullptr;
    QLabel *m_baseLabel = nullptr;
    QDoubleSpinBox *m_baseSpin = nullptr;
    QLabel *m_formulaLabel = nullptr;
    QList<QPushButton *> m_presetButtons;
    QList<QPair<QWidget *, const char *>> m_viewTitles;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
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
