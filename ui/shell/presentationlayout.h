#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class LessonState;
class QDockWidget;
class QLabel;
class QMainWindow;
class QTimer;
class QToolButton;
class QWidget;
class TransportBar;
class ViewNavigator;
class Walkthrough;
class WalkthroughPanel;

/// The presentation layout of a running lesson: in presentation mode, while
/// a lesson runs, the lesson drives the screen. The step's view takes the window; the step's text
/// is a card (WalkthroughPanel::setCardMode()) beside the view (a window at least 1.2 times as
/// wide as high: 1024x768, 1280x800, 1920x1080) or under it (a tall window), with a font chosen
/// so that the whole card fits without scrolling (from 1.2 times the presentation font down to
/// 0.7 times it); the parameters the step set are one read-only line over the view, with "Edit
/// parameters" bringing back the usual controls (the header and the rows of tabs); the menu bar,
/// the status bar, the rows of tabs and the header are hidden, the animation's transport too
/// unless an animation runs. Outside a lesson in presentation mode the parameters are that line
/// too (the views that read them), "Edit parameters" bringing back the controls; the rows of tabs,
/// the view's own controls and the transport stay. Outside presentation mode the window is as it
/// always was.
class PresentationLayout : public QObject
{
    Q_OBJECT

public:
    /// The parts of the window the layout shows, hides and places.
    struct Parts
    {
        QMainWindow *window = nullptr;
        QDockWidget *headerDock = nullptr;
        QWidget *parameterPanel = nullptr; //!< the controls (a column beside the views, or a bar)
        QDockWidget *lessonDock = nullptr;
        QWidget *lessonArea = nullptr; //!< the dock's widget around the panel
        WalkthroughPanel *panel = nullptr;
        Walkthrough *walkthrough = nullptr;
        ViewNavigator *views = nullptr;
        TransportBar *transport = nullptr;
        LessonState *state = nullptr;
        /// Whether the view shown reads the lesson's parameters (viewcatalogue::View::
        /// readsLessonParameters); the sentence, the parameters and the animation show only then.
        std::function<bool()> parametersApply;
    };

    /// Builds the parameter line (parameterBar(), for the window's layout) and watches the parts.
    PresentationLayout(const Parts &parts, QWidget *barParent);

    /// The line of parameters with its "Edit parameters" button, shown only while active().
    QWidget *parameterBar() const { return m_bar; }
    QLabel *parameterLine() const { return m_line; }
    QToolButton *editButton() const { return m_edit; }
    /// True while presentation mode is on and a lesson runs in its docked panel.
    bool active() const { return m_active; }
    /// True unless presentation mode summarises the parameters in the line (in a lesson it hides
    /// the rows of tabs too): outside presentation mode, or while "Edit parameters" is on.
    bool controlsShown() const;
    /// True when the parameters show: controlsShown() and the view shown reads them.
    bool parametersShown() const;
    /// True while the card lies beside the view (a wide screen), false under it.
    bool cardBeside() const { return m_beside; }
    /// The parameters as the line shows them ("d = 8 · base = 10000 · p = 0 · q = 3 ...").
    static QString parametersText(const LessonState &state);
    /// The run a Training step shows, as the line gives it in place of the encoding's parameters
    /// (the Training view reads none of them): "reverse · L = 6 · 2 layers × 2 heads · d = 32 ·
    /// 800 steps · seed 1"; empty for a step id that is no training preset.
    static QString trainingRunText(const QString &presetId);

    /// Applies the layout now (it also follows every change by itself, when the event loop comes
    /// round).
    void arrange();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool wanted() const;
    /// The dock's place and size and the card's font.
    void placeCard();
    /// The card's font for the room it has (width x height, the panel's own pixels).
    QFont fittingFont(int width, int height, double largest) const;
    void retranslate();
    void syncLine();
    /// Hides the current view's own controls (exportmarks::markControls()) while the lesson
    /// drives the screen and its parameters are not edited; shows again the ones it hid.
    void syncViewControls(bool hide);

    Parts m_parts;
    QList<QPointer<QWidget>> m_hiddenControls;
    QWidget *m_bar = nullptr;
    QLabel *m_line = nullptr;
    QToolButton *m_edit = nullptr;
    QTimer *m_timer = nullptr;
    bool m_active = false;
    bool m_beside = false;
    bool m_placing = false;
};
