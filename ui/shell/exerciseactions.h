#pragma once

#include "exerciseset.h"
#include "lessoncontent.h"

#include <QObject>

class LessonState;
class MainWindow;
class QAction;
class Walkthrough;
class WalkthroughPanel;

/// The exercises of the lesson panel (issue 15, point 3): the built-in set at start, File > Open
/// exercises… for a teacher's file (validated: an invalid file leaves the current set and says
/// why in one message naming the line), and the reveal after a checked answer: the exercise's
/// parameters on the state and its view (or its step's) in front.
class ExerciseActions : public QObject
{
    Q_OBJECT

public:
    ExerciseActions(MainWindow *window, LessonState *state, Walkthrough *walkthrough,
                    WalkthroughPanel *panel, const QStringList &viewIds);

    /// What exercise files may name in this app: the guided lesson ("encoding") with the ids of
    /// steps, and the ids of the built-in views (viewcatalogue::views()).
    static ExerciseCatalogue catalogueFor(const QList<LessonStep> &steps);
    /// Step id -> the step's view id.
    static QMap<QString, QString> stepViews(const QList<LessonStep> &steps);

    QAction *openAction() const { return m_open; }
    /// What exercise files may name: this window's lesson with its steps, and its views.
    const ExerciseCatalogue &catalogue() const { return m_catalogue; }
    const ExerciseSet &exercises() const { return m_exercises; }
    /// Loads path (as File > Open exercises… does, without the dialog). False and *error set on
    /// an invalid file; the current exercises stay.
    bool loadFile(const QString &path, QString *error);
    void retranslate();

private:
    void openFile();
    void reveal(const Exercise &exercise);

    MainWindow *m_window;
    LessonState *m_state;
    Walkthrough *m_walkthrough;
    WalkthroughPanel *m_panel;
    ExerciseCatalogue m_catalogue;
    ExerciseSet m_exercises;
    QAction *m_open;
};
