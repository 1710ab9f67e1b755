#pragma once

#include <QString>

/// A view with pages of its own (sub-tabs, e.g. the RoPE view's Rotation, Decay, Layouts and
/// Additive vs rotary) that a lesson step can open by id (LessonStep::pageId). The main window
/// asks the current view for this interface; views without pages simply don't implement it.
class PagedView
{
public:
    virtual ~PagedView() = default;
    /// Shows the page `id`; false (and nothing changes) when the view has no page of that id.
    virtual bool showPage(const QString &id) = 0;
    /// The id of the page shown.
    virtual QString currentPageId() const = 0;
};
