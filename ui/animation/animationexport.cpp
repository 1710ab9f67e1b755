#include "animationexport.h"

#include "atomicwrite.h"
#include "attentionstate.h"

#include "animatedparameter.h"
#include "echo.h"
#include "encodingworker.h"
#include "exportoptions.h"
#include "exportsession.h"
#include "exportviews.h"
#include "imageexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>
#include <QWidget>

#include <cmath>

namespace {

QString nativePath(const QString &path) { return QDir::toNativeSeparators(path); }

} // namespace

AnimationExport::AnimationExport(QList<exportall::ViewEntry> entries, const LessonState *state,
                                 AnimationRequest request)
    : m_entries(std::move(entries)), m_request(std::move(request))
{
    if (state) { // every parameter: layout, scaling, ..., and the attention views' own
        m_state.setParameters(state->parameters());
        m_state.attention()->restore(state->attention()->parameters());
    }
    animationformat::fromPath(m_request.path, &m_format);
}

AnimationExport::~AnimationExport() { cancel(); }

qint64 AnimationExport::frameCount() const { return m_request.frames.count(); }

bool AnimationExport::check(QString *error) const
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    AnimationFormat format;
    if (!animationformat::fromPath(m_request.path, &format))
        return fail(tr("%1: the file name must end in .gif, .mp4 or .webm")
                        .arg(nativePath(m_request.path)));
    const int fpsLimit = animationformat::maxFps(format);
    if (m_request.fps < minFps || m_request.fps > fpsLimit)
        return fail(tr("fps: %1 is not a whole number from %2 to %3 (for %4)")
                        .arg(m_request.fps)
                        .arg(minFps)
                        .arg(fpsLimit)
                        .arg(animationformat::suffix(format).toUpper()));
    const QSize size = m_request.size;
    if (size.width() < minSide || size.height() < minSide || size.width() > maxSide
        || size.height() > maxSide)
        return fail(tr("size: %1x%2 is not WIDTHxHEIGHT with each side from %3 to %4 pixels")
                        .arg(size.width())
                        .arg(size.height())
                        .arg(minSide)
                        .arg(maxSide));
    if (animationformat::needsEvenSize(format) && (size.width() % 2 != 0 || size.height() % 2 != 0))
        return fail(tr("size: %1x%2 must have an even width and height for %3")
                        .arg(size.width())
                        .arg(size.height())
                        .arg(animationformat::suffix(format).toUpper()));
    QString reason;
    if (!m_request.frames.isValid(&reason))
        return fail(reason);
    const qint64 n = frameCount();
    if (n > maxFrames)
        return fail(tr("%1 frames from %2 to %3 in steps of %4: at most %5 frames (raise the "
                       "step or narrow the range)")
                        .arg(n)
                        .arg(m_request.frames.from(), 0, 'g', QLocale::FloatingPointShortest)
                        .arg(m_request.frames.to(), 0, 'g', QLocale::FloatingPointShortest)
                        .arg(m_request.frames.step(), 0, 'g', QLocale::FloatingPointShortest)
                        .arg(maxFrames));
    exportviews::Choice choice;
    if (!exportviews::find(m_entries, &m_state, m_request.view, &choice))
        return fail(
            tr("view: '%1' is not one of %2")
                .arg(echo::shown(m_request.view), exportviews::summary(m_entries, &m_state)));
    // Every frame's value must fit the other parameters (d = 2 does not fit fairseq's layout,
    // which needs 4), and an indexed view (pair i) must exist at every frame's d: refused here,
    // before a file is opened, rather than at the frame that fails.
    LessonState probe;
    probe.setParameters(m_state.parameters());
    for (qint64 k = 0; k < n; ++k) {
        const double value = m_request.frames.value(k);
        if (!animatedparameter::write(&probe, m_request.frames.parameter(), value)) {
            const pe::EncodingSpec &spec = m_state.encoding().spec();
            return fail(tr("frame %1: %2 = %3 does not fit the other parameters (layout %4, "
                           "context scaling %5): start the range where it fits")
                            .arg(k + 1)
                            .arg(animatedparameter::key(m_request.frames.parameter()))
                            .arg(value, 0, 'g', QLocale::FloatingPointShortest)
                            .arg(QString::fromStdString(pe::layoutId(spec.layout)),
                                 QString::fromStdString(pe::methodId(spec.scaling.method))));
        }
        if (m_request.frames.parameter() == AnimatedParameter::Width && m_entries[choice.entry].count
            && !exportviews::find(m_entries, &probe, m_request.view, nullptr))
            return fail(tr("view: '%1' does not exist at d = %2")
                            .arg(echo::shown(m_request.view))
                            .arg(probe.width()));
    }
    return true;
}

bool AnimationExport::begin(QString *error, Failure *failure)
{
    const auto fail = [error, failure](Failure kind, const QString &message) {
        if (failure)
            *failure = kind;
        if (error)
            *error = message;
        return false;
    };
    QString reason;
    if (!check(&reason))
        return fail(Failure::Usage, reason);

    const QString path = m_request.path;
    // A symbolic link or a device, FIFO or folder: QSaveFile would write through or over it.
    const QString unsafe = imageexport::unsafeTarget(path);
    if (!unsafe.isEmpty())
        return fail(Failure::Io, tr("cannot write %1: %2").arg(nativePath(path), unsafe));
    m_file = std::make_unique<QSaveFile>(path);
    // Unbuffered: a short write (full disk) shows in write()'s result at once.
    if (!m_file->open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        const QString message
            = tr("cannot write %1: %2").arg(nativePath(path), m_file->errorString());
        m_file.reset();
        return fail(Failure::Io, message);
    }

    exportviews::Choice choice;
    exportviews::find(m_entries, &m_state, m_request.view, &choice);
    const exportall::ViewEntry &entry = m_entries[choice.entry];
    const AnimatedParameter parameter = m_request.frames.parameter();
    animatedparameter::write(&m_state, parameter, m_request.frames.value(0));
    m_view.reset(entry.create ? entry.create(&m_state, choice.index) : nullptr);
    if (!m_view) {
        cancel();
        return fail(Failure::Io, tr("cannot build the view %1").arg(m_request.view));
    }
    // A factory may move the state (a lesson step): the first frame's value again.
    animatedparameter::write(&m_state, parameter, m_request.frames.value(0));
    m_caption = m_request.caption && entry.caption;
    m_session = std::make_unique<imageexport::ExportSession>(
        m_view.get(), m_request.size, imageexport::optionsFor(&m_state, m_caption),
        imageexport::ExportSession::Afterwards::Discard);
    // A view not whole at the size: refused with the smallest size that is (a usage error).
    QString unfit;
    if (!m_session->fits(&unfit)) {
        cancel();
        return fail(Failure::Usage, tr("cannot write %1: %2").arg(nativePath(path), unfit));
    }

    m_worker = std::make_unique<EncodingWorker>(animationformat::createEncoder(m_format),
                                                m_file.get(), m_request.size, m_request.fps);
    m_worker->start();
    m_rendered = 0;
    m_renderError.clear();
    return true;
}

qint64 AnimationExport::encoded() const { return m_worker ? m_worker->encoded() : 0; }

bool AnimationExport::failed() const
{
    return !m_renderError.isEmpty() || (m_worker && m_worker->failed());
}

void AnimationExport::setRenderError(const QString &message)
{
    m_renderError = message;
    if (m_worker)
        m_worker->endInput();
}

bool AnimationExport::renderNext(bool wait)
{
    if (!m_worker || !m_view || failed() || allRendered())
        return false;
    if (!wait && !m_worker->hasRoom())
        return false;
    const qint64 k = m_rendered;
    const double value = m_request.frames.value(k);
    if (!animatedparameter::write(&m_state, m_request.frames.parameter(), value)) {
        setRenderError(tr("frame %1: the state refused %2 = %3")
                           .arg(k + 1)
                           .arg(animatedparameter::key(m_request.frames.parameter()))
                           .arg(value, 0, 'g', QLocale::FloatingPointShortest));
        return false;
    }
    const QImage image = imageexport::renderImage(m_view.get(), m_request.size,
                                                  imageexport::optionsFor(&m_state, m_caption));
    if (image.isNull()) {
        setRenderError(tr("frame %1: cannot render %2 at %3x%4 pixels")
                           .arg(k + 1)
                           .arg(m_request.view)
                           .arg(m_request.size.width())
                           .arg(m_request.size.height()));
        return false;
    }
    if (!m_worker->push(image, wait))
        return false; // full (without wait), or the encoder failed
    ++m_rendered;
    return true;
}

void AnimationExport::endInput()
{
    if (m_worker)
        m_worker->endInput();
}

bool AnimationExport::encodingDone() const { return !m_worker || m_worker->finished(); }

bool AnimationExport::finish(QString *error)
{
    const QString path = nativePath(m_request.path);
    if (!m_worker || !m_file) {
        if (error)
            *error = tr("cannot write %1: the export has not begun").arg(path);
        return false;
    }
    m_worker->endInput();
    QString reason;
    const bool encodedAll = m_worker->wait(&reason);
    m_session.reset();
    m_view.reset();
    bool ok = encodedAll && m_renderError.isEmpty() && m_rendered == frameCount();
    if (!ok) {
        if (!m_renderError.isEmpty())
            reason = m_renderError;
        else if (reason.isEmpty())
            reason = tr("only %1 of %2 frames were written").arg(m_rendered).arg(frameCount());
        m_file->cancelWriting();
    } else if (!m_file->commit()) {
        reason = m_file->errorString();
        ok = false;
    }
    m_worker.reset();
    m_file.reset();
    if (!ok && error)
        *error = tr("cannot write %1: %2").arg(path, reason);
    return ok;
}

void AnimationExport::cancel()
{
    if (m_worker)
        m_worker->cancel();
    m_worker.reset();
    m_session.reset();
    m_view.reset();
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
}

bool AnimationExport::run(const std::function<void(qint64, qint64)> &progress, QString *error,
                          Failure *failure)
{
    if (failure)
        *failure = Failure::None;
    if (!begin(error, failure))
        return false;
    const qint64 n = frameCount();
    while (!allRendered()) {
        if (!renderNext(true))
            break; // failed: finish() says why
        if (progress)
            progress(m_rendered, n);
    }
    if (!finish(error)) {
        if (failure)
            *failure = Failure::Io;
        return false;
    }
    return true;
}
