#include "exportsession.h"

#include "atomicwrite.h"
#include "exportscope.h"
#include "figurefit.h"

namespace imageexport {

ExportSession::ExportSession(QWidget *widget, const FigureSize &size, const ExportOptions &options,
                             Afterwards afterwards)
    : m_size(size)
{
    if (widget && !size.isEmpty())
        m_scope = std::make_unique<ExportScope>(widget,
                                                contentSize(widget, size.logical(), options),
                                                afterwards == Afterwards::Restore);
}

ExportSession::~ExportSession() = default;

void ExportSession::refit()
{
    if (m_scope)
        m_scope->refit();
}

bool ExportSession::fits(QString *error) const
{
    const double growth = m_scope ? m_scope->growth() : 1.0;
    if (growth > 0.0 && growth <= maxShrink)
        return true;
    setError(error, refusal(m_size, growth));
    return false;
}

} // namespace imageexport
