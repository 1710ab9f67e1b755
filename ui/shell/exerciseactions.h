#pragma once

#include "exerciseset.h"
#include "lessoncontent.h"

#include <QObject>

class LessonState;
class MainWindow;
class QAction;
class Walkthrough;
class WalkthroughPanel;

/// The exercises of the lesson panel: the built-in set at start, File > Open
/// exercises… for a teacher's file (validated: an invalid file leaves the current set and says
/// why in one message naming the line), and the reveal after a checked answer: the exercise's
/// parameters on the state and its view (or its step's) in front; File > Print worksheet… writes
/// the exercises as a PDF (ui/worksheet).
class ExerciseActions : public QObject
{
    Q_OBJECT

public:
    ExerciseActions(MainWindow *window, LessonState *state, Walkthrough *walkthrough,
                    WalkthroughPanel *panel, const QStringList &viewIds);

    /// What exercise files may name in this app: every guided lesson of lessonregistry with the
    /// ids of its steps, and the ids of the built-in views (viewcatalogue::views()).
    static ExerciseCatalogue appCatalogue();
    /// Step id -> the step's view id.
    static QMap<QString, QString> stepViews(const QList<LessonStep> &steps);

    QAction *openAction() const { return m_open; }
    /// File > Print worksheet…: the dialog (lesson, language, figures), then the PDF's path.
    QAction *worksheetAction() const { return m_worksheet; }
    /// Writes the worksheet of the current exercises for lessonId in language to path (as the
    /// dialog does). False with a one-line *error.
    bool writeWorksheet(const QString &path, const QString &lessonId, const QString &language,
                        bool figures, QString *error) const;
    /// What exercise files may name: this window's lesson with its steps, and its views.
    const ExerciseCatalogue &catalogue() const { return m_catalogue; }
    const ExerciseSet &exercises() const { return m_exercises; }
    /// True when a question of the step predicts its training run (Exercise::run).
    bool predictsRun(const QString &lessonId, const QString &stepId) const;
    /// Loads path (as File > Open exercises… does, without the dialog) and names the file in the
    /// window's title ("lesson.pevx.json – Positional Encoding Visualiser"), so that a file
    /// opened by a double click shows which it is. False and *error set on an invalid file; the
    /// current exercises and the title stay.
    bool loadFile(const QString &path, QString *error);
    /// The loaded exercise file's name (no folder); empty while the built-in exercises are used.
    QString fileName() const { return m_fileName; }
    /// The texts in the current language; with an exercise file loaded, the window's title too
    /// (MainWindow::retranslate sets the plain title first).
    void retranslate();

private:
    void openFile();
    void reveal(const Exercise &exercise);
    void revealRun(const Exercise &exercise);
    /// "Back to the step" after a reveal: the current step's parameters, view and page again.
    void backToStep();
    void printWorksheet();

    MainWindow *m_window;
    LessonState *m_state;
    Walkthrough *m_walkthrough;
    WalkthroughPanel *m_panel;
    ExerciseCatalogue m_catalogue;
    ExerciseSet m_exercises;
    QString m_fileName;
    QMetaObject::Connection m_runWait; // a prediction waits for its run (revealRun())
    QAction *m_open;
    QAction *m_worksheet;
};
