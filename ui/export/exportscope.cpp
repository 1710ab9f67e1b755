#include "exportscope.h"

#include "exportmarks.h"
#include "figurefit.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChartView>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QItemSelectionModel>
#include <QLayout>
#include <QMainWindow>

namespace imageexport {

namespace {

// The content size, the size and the growth a scope laid its widget out at (layOutWhole()), for
// the scopes nested in it (paintWidget() inside an export session).
constexpr const char *laidOutProperty = "_pev_exportLaidOut";

} // namespace

// Swallows the update requests of a window that is never on screen (WA_DontShowOnScreen): Qt
// would paint the whole window into its backing store again at every change, work that no
// export uses (render() paints afresh). The first paint after the window is shown goes through
// because Qt's styles leave state behind in it (Fusion draws a slider's ticks in another colour
// on a window's very first paint), so that the files stay exactly as they were. Posts one update
// request again at the end when it swallowed any, so that the window's repaint manager, which waits
// for the answer to its last request, goes on.
class UpdateBlocker : public QObject
{
public:
    // passFirst: let the first request through (for a window about to be shown).
    UpdateBlocker(QWidget *window, bool passFirst) : m_window(window), m_passedFirst(!passFirst)
    {
        window->installEventFilter(this);
        window->setProperty(blockingProperty, true);
    }

    ~UpdateBlocker() override
    {
        if (!m_window)
            return;
        m_window->removeEventFilter(this);
        m_window->setProperty(blockingProperty, QVariant());
        if (m_swallowed)
            QCoreApplication::postEvent(m_window, new QEvent(QEvent::UpdateRequest),
                                        Qt::LowEventPriority);
    }

    UpdateBlocker(const UpdateBlocker &) = delete;
    UpdateBlocker &operator=(const UpdateBlocker &) = delete;

    // True while a blocker watches window (an export session's; paintWidget() inside it needs
    // none of its own).
    static bool isBlocking(const QWidget *window)
    {
        return window->property(blockingProperty).toBool();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::UpdateRequest) {
            if (!m_passedFirst) {
                m_passedFirst = true;
                return false;
            }
            m_swallowed = true;
            return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    static constexpr const char *blockingProperty = "_pev_exportUpdateBlocker";
    QPointer<QWidget> m_window;
    bool m_passedFirst = false;
    bool m_swallowed = false;
};

ExportScope::ExportScope(QWidget *widget, const QSize &contentSize, bool restore)
    : m_widget(widget), m_restore(restore), m_content(contentSize)
{
    for (QChartView *view : selfAndChildren<QChartView>(widget)) {
        QChart *chart = view->chart();
        if (chart && chart->animationOptions() != QChart::NoAnimation) {
            m_charts.push_back({chart, chart->animationOptions()});
            chart->setAnimationOptions(QChart::NoAnimation);
        }
    }
    for (QGraphicsView *view : selfAndChildren<QGraphicsView>(widget)) {
        QGraphicsScene *scene = view->scene();
        if (!scene || scene->selectedItems().isEmpty())
            continue;
        bool seen = false;
        for (const SceneSelection &s : m_scenes)
            seen = seen || s.scene == scene;
        if (seen)
            continue;
        m_scenes.push_back({scene, scene->selectedItems()});
        scene->clearSelection();
    }
    for (QAbstractItemView *view : selfAndChildren<QAbstractItemView>(widget)) {
        QItemSelectionModel *model = view->selectionModel();
        if (model && model->hasSelection()) {
            m_selections.push_back({model, model->selection()});
            model->clearSelection();
        }
    }
    QWidget *focus = QApplication::focusWidget();
    if (focus && (focus == widget || widget->isAncestorOf(focus))) {
        m_focus = focus;
        focus->clearFocus();
    }
    // The figure without the view's input controls; a main window is exported as it is.
    if (!qobject_cast<QMainWindow *>(widget)) {
        for (QWidget *child : widget->findChildren<QWidget *>()) {
            if (exportmarks::isControls(child) && !child->isHidden()) {
                child->hide();
                m_hiddenControls.append(child);
            }
        }
    }
    m_oldSize = widget->size();
    if (!widget->isVisible() && widget->isWindow())
        widget->resize(contentSize); // before the first show: laid out once, at its export size
    if (!widget->isVisible() && widget->isWindow()) {
        m_hadDontShow = widget->testAttribute(Qt::WA_DontShowOnScreen);
        widget->setAttribute(Qt::WA_DontShowOnScreen);
        m_hideAfter = true;
    }
    if (widget->isWindow() && widget->testAttribute(Qt::WA_DontShowOnScreen)
        && !UpdateBlocker::isBlocking(widget))
        m_updateBlocker = std::make_unique<UpdateBlocker>(widget, m_hideAfter);
    if (m_hideAfter)
        widget->show();
    // Laid out whole (exportscope.h); a widget an export session keeps laid out for this content
    // size is left as it is.
    const QVariantMap laidOut = widget->property(laidOutProperty).toMap();
    if (!laidOut.isEmpty()
        && laidOut.value(QStringLiteral("content")).toSize() == contentSize
        && widget->size() == laidOut.value(QStringLiteral("size")).toSize()) {
        m_growth = laidOut.value(QStringLiteral("growth")).toDouble();
    } else {
        refit();
    }
}

void ExportScope::refit()
{
    if (!m_widget)
        return;
    m_growth = layOutWhole(m_widget, m_content);
    m_ownsLayout = true;
    m_widget->setProperty(laidOutProperty,
                          QVariantMap {{QStringLiteral("content"), m_content},
                                       {QStringLiteral("size"), m_widget->size()},
                                       {QStringLiteral("growth"), m_growth}});
}

ExportScope::~ExportScope()
{
    if (m_widget && m_ownsLayout)
        m_widget->setProperty(laidOutProperty, QVariant());
    if (!m_widget || !m_restore)
        return;
    if (m_widget->size() != m_oldSize)
        m_widget->resize(m_oldSize);
    for (const Selection &s : m_selections)
        if (s.model)
            s.model->select(s.selection, QItemSelectionModel::ClearAndSelect);
    for (const SceneSelection &s : m_scenes) {
        if (!s.scene)
            continue;
        const QList<QGraphicsItem *> items = s.scene->items();
        for (QGraphicsItem *item : s.items)
            if (items.contains(item))
                item->setSelected(true);
    }
    for (const ChartAnimation &c : m_charts)
        if (c.chart)
            c.chart->setAnimationOptions(c.options);
    for (const QPointer<QWidget> &control : std::as_const(m_hiddenControls))
        if (control)
            control->show();
    if (m_focus)
        m_focus->setFocus(Qt::OtherFocusReason);
    if (m_hideAfter) {
        m_widget->hide();
        m_updateBlocker.reset();
        m_widget->setAttribute(Qt::WA_DontShowOnScreen, m_hadDontShow);
    }
}

} // namespace imageexport
