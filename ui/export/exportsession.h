#pragma once

#include "exportoptions.h"
#include "figuresize.h"

#include <QSize>

#include <memory>

class QWidget;

namespace imageexport {

class ExportScope;

/// Puts widget into its export state for figures of `size` with options' caption (animations
/// off, selection and focus hidden, laid out at contentSize() of size.logical(), shown off screen
/// if it never was)
/// and keeps it there while the session lives. paintWidget() calls for that widget and size
/// meanwhile find it ready, so that the files of one view (PNG, SVG, PDF, or the indices of a
/// reused view) share one layout pass instead of a resize and a new layout each. On destruction
/// the widget is restored as paintWidget() restores it, or, with Afterwards::Discard (a widget
/// built for the export and deleted right after), left as it is.
class ExportSession
{
public:
    enum class Afterwards { Restore, Discard };

    ExportSession(QWidget *widget, const FigureSize &size, const ExportOptions &options = {},
                  Afterwards afterwards = Afterwards::Restore);
    ~ExportSession();
    ExportSession(const ExportSession &) = delete;
    ExportSession &operator=(const ExportSession &) = delete;

    /// True when the widget is whole at the size, scaled down by at most maxShrink
    /// (figurefit.h); otherwise *error (optional) gets the one-line refusal naming the smallest
    /// size that is.
    bool fits(QString *error = nullptr) const;
    /// Lays the widget out whole again after its content changed (a view reused for another
    /// index), as a new session would.
    void refit();

private:
    std::unique_ptr<ExportScope> m_scope;
    FigureSize m_size;
};

} // namespace imageexport
