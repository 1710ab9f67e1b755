#pragma once

#include <QChart>
#include <QItemSelection>
#include <QList>
#include <QPointer>
#include <QSize>
#include <QWidget>

#include <memory>
#include <vector>

class QGraphicsItem;
class QGraphicsScene;
class QItemSelectionModel;

namespace imageexport {

class UpdateBlocker;

/// widget itself when it is a T, followed by its children that are (findChildren order).
template<typename T> QList<T *> selfAndChildren(QWidget *widget)
{
    QList<T *> list = widget->findChildren<T *>();
    if (auto *self = qobject_cast<T *>(widget))
        list.prepend(self);
    return list;
}

/// Puts a widget into its export state and, unless told to leave it, restores everything on
/// destruction: chart animations off (with animations on, a render right after set-up shows no
/// line), selections and keyboard focus hidden, the view's input controls hidden (the widgets
/// marked with exportmarks::markControls(), unless the widget is a main window, whose export shows
/// the window as it is), the widget laid out at the content size, or larger where it is not whole
/// there (figurefit.h: paintWidget() then scales it down to the content size), and shown off
/// screen if it never was. The resize comes before the first show, so that a new window is
/// laid out once, at its export size, instead of at its default size first. While it lives, the
/// update requests of such an off-screen window are dropped after its first paint (nothing
/// exported needs them: render() paints afresh).
class ExportScope
{
public:
    /// restore: put the widget back on destruction (false for a widget deleted right after).
    ExportScope(QWidget *widget, const QSize &contentSize, bool restore = true);
    ~ExportScope();
    ExportScope(const ExportScope &) = delete;
    ExportScope &operator=(const ExportScope &) = delete;

    /// How much larger than the content size the widget is laid out so that it is whole: 1 when
    /// it is whole at the content size, 0 when it is not whole up to imageexport::maxSearch.
    double growth() const { return m_growth; }
    /// Lays the widget out whole again (its content changed: a reused view at another index).
    void refit();

private:
    struct ChartAnimation
    {
        QPointer<QChart> chart;
        QChart::AnimationOptions options;
    };
    struct Selection
    {
        QPointer<QItemSelectionModel> model;
        QItemSelection selection;
    };
    struct SceneSelection
    {
        QPointer<QGraphicsScene> scene;
        QList<QGraphicsItem *> items;
    };

    QPointer<QWidget> m_widget;
    bool m_restore = true;
    QSize m_content;
    double m_growth = 1.0;
    bool m_ownsLayout = false;
    QSize m_oldSize;
    bool m_hideAfter = false;
    bool m_hadDontShow = false;
    std::vector<ChartAnimation> m_charts;
    std::vector<Selection> m_selections;
    std::vector<SceneSelection> m_scenes;
    QPointer<QWidget> m_focus;
    QList<QPointer<QWidget>> m_hiddenControls;
    std::unique_ptr<UpdateBlocker> m_updateBlocker;
};

} // namespace imageexport
