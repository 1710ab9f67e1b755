#include "exportsession.h"

#include "exportscope.h"

namespace imageexport {

ExportSession::ExportSession(QWidget *widget, const FigureSize &size, const ExportOptions &options,
                             Afterwards afterwards)
{
    if (widget && !size.isEmpty())
        m_scope = std::make_unique<ExportScope>(widget, contentSize(widget, size.logical(), options),
                                                afterwards == Afterwards::Restore);
}

ExportSession::~ExportSession() = default;

} // namespace imageexport
