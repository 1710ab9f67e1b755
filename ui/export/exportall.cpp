#include "exportall.h"

#include "atomicwrite.h"
#include "csvexport.h"
#include "exportsession.h"
#include "imageexport.h"
#include "lessonstate.h"
#include "pngwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QWidget>

#include <chrono>
#include <deque>
#include <future>
#include <memory>
#include <sstream>
#include <utility>

namespace exportall {

QSize defaultSize() { return {1200, 800}; }

namespace {

bool writeTableCsv(LessonState *state, const QString &path, QString *error)
{
    std::ostringstream out;
    pe::writeLessonTableCsv(out, state->encoding(), state->position(), state->comparison(),
                            state->encodingOn());
    return imageexport::writeAtomically(path, QByteArray::fromStdString(out.str()), error);
}

QString titleOf(const ViewEntry &entry, const QString &baseName)
{
    const QString app = QCoreApplication::translate("MainWindow", "Positional Encoding Visualiser");
    if (!entry.title)
        return app;
    QString title
        = app + QStringLiteral(": ") + QCoreApplication::translate("MainWindow", entry.title);
    if (entry.count)
        title += QStringLiteral(" (") + baseName + QLatin1Char(')');
    return title;
}

// The indices of entry's file sets for state: {-1} for a single view.
QList<int> indicesOf(const ViewEntry &entry, const LessonState *state)
{
    if (!entry.count)
        return {-1};
    QList<int> indices;
    const int n = entry.count(state);
    for (int k = 0; k < n; ++k)
        indices.append(entry.firstIndex + k);
    return indices;
}

QString baseNameOf(const ViewEntry &entry, int index)
{
    return entry.count ? entry.baseName.arg(index) : entry.baseName;
}

// The lesson's parameters (all of them: LessonState::Parameters), put back after each file set so
// that factories may change them.
class StateSnapshot
{
public:
    explicit StateSnapshot(const LessonState *state) : m_parameters(state->parameters()) { }

    void restore(LessonState *state) const { state->setParameters(m_parameters); }

    bool matches(const LessonState *state) const { return state->parameters() == m_parameters; }

private:
    LessonState::Parameters m_parameters;
};

// Writes the PNG files of exportAll() on worker threads (zlib compression is most of a PNG
// file's cost) while the next view renders; at most two at a time. Every file, PNG or not, is
// reported in the order it was started, and the first failure ends the export.
class PngWriter
{
public:
    using Result = std::pair<bool, QString>; // saved, error message

    ~PngWriter()
    {
        for (Job &job : m_jobs)
            if (job.result.valid())
                job.result.wait();
    }

    void add(const QString &path, const QImage &image)
    {
        m_jobs.push_back({path, std::async(std::launch::async, [path, image] {
                              QString message;
                              const bool saved = imageexport::savePng(image, path, &message);
                              return Result(saved, message);
                          })});
    }

    void addDone(const QString &path, bool saved, const QString &message)
    {
        std::promise<Result> done;
        done.set_value(Result(saved, message));
        m_jobs.push_back({path, done.get_future()});
    }

    // Reports finished files in order: all of them when `all`, else until at most two are
    // still running. False (with *error) at the first failure.
    template<typename Record> bool collect(bool all, const Record &record, QString *error)
    {
        while (!m_jobs.empty()) {
            Job &job = m_jobs.front();
            const bool ready
                = job.result.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
            if (!all && !ready && m_jobs.size() <= 2)
                return true;
            const Result result = job.result.get();
            const QString path = job.path;
            m_jobs.pop_front();
            if (!result.first) {
                if (error)
                    *error = result.second;
                return false;
            }
            record(path);
        }
        return true;
    }

private:
    struct Job
    {
        QString path;
        std::future<Result> result;
    };
    std::deque<Job> m_jobs;
};

const QString csvName = QStringLiteral("table.csv");

} // namespace

int pairFileCount(const LessonState *state)
{
    return qMin(state->encoding().pairCount(), maxPairFiles);
}

ViewEntry single(const QString &baseName, const QStringList &formats,
                 std::function<QWidget *(LessonState *)> create, const char *title, bool caption)
{
    ViewEntry entry;
    entry.baseName = baseName;
    entry.formats = formats;
    entry.create = [create](LessonState *state, int) { return create(state); };
    entry.title = title;
    entry.caption = caption;
    return entry;
}

ViewEntry indexed(const QString &baseName, const QStringList &formats,
                  std::function<int(const LessonState *)> count, Factory create, const char *title,
                  int first)
{
    ViewEntry entry;
    entry.baseName = baseName;
    entry.formats = formats;
    entry.create = std::move(create);
    entry.count = std::move(count);
    entry.firstIndex = first;
    entry.title = title;
    return entry;
}

ViewEntry perPair(const QString &baseName, const QStringList &formats, Factory create,
                  const char *title)
{
    return indexed(baseName, formats, pairFileCount, std::move(create), title);
}

QStringList fileNames(const QList<ViewEntry> &entries, const LessonState *state)
{
    QStringList names {csvName};
    for (const ViewEntry &entry : entries)
        for (int index : indicesOf(entry, state))
            for (const QString &format : entry.formats)
                names.append(baseNameOf(entry, index) + QLatin1Char('.') + format);
    return names;
}

bool exportOne(const ViewEntry &entry, LessonState *state, int index, const QString &path,
               const imageexport::FigureSize &size, QString *error, bool caption, bool *refused)
{
    const StateSnapshot snapshot(state);
    bool ok = false;
    {
        const std::unique_ptr<QWidget> widget(entry.create ? entry.create(state, index) : nullptr);
        const QString base = baseNameOf(entry, index);
        if (!widget) {
            if (error)
                *error = QCoreApplication::translate("exportall", "cannot build the view for %1")
                             .arg(path);
        } else {
            // As exportAll() renders it: the same options, in an export session.
            const imageexport::ExportOptions options = imageexport::optionsFor(
                state, caption && entry.caption, titleOf(entry, base), base);
            if (path.endsWith(QLatin1String(".csv")) && entry.data) {
                ok = imageexport::writeAtomically(path, entry.data(state), error);
            } else {
                const imageexport::ExportSession session(
                    widget.get(), size, options, imageexport::ExportSession::Afterwards::Discard);
                QString reason;
                ok = session.fits(&reason);
                if (!ok && error)
                    *error = QCoreApplication::translate("exportall", "cannot write %1: %2")
                                 .arg(path, reason);
                if (!ok && refused)
                    *refused = true;
                ok = ok && imageexport::saveWidget(widget.get(), path, size, options, error);
            }
        }
    }
    if (!snapshot.matches(state))
        snapshot.restore(state);
    return ok;
}

bool exportAll(const QList<ViewEntry> &entries, LessonState *state, const QString &dir,
               const imageexport::FigureSize &size, QStringList *written, QString *error,
               bool caption, bool *refused)
{
    const QDir folder(dir);
    if (!folder.exists()) {
        if (error)
            *error
                = QCoreApplication::translate("exportall", "cannot write into %1: no such folder")
                      .arg(dir);
        return false;
    }
    const auto record = [written](const QString &path) {
        if (written)
            written->append(path);
    };

    const QString csvPath = folder.filePath(csvName);
    if (!writeTableCsv(state, csvPath, error))
        return false;
    record(csvPath);

    const StateSnapshot snapshot(state);
    PngWriter writer;
    bool ok = true;
    std::unique_ptr<QWidget> handedOver; // the view of the entry before, shared by key
    for (qsizetype e = 0; e < entries.size(); ++e) {
        const ViewEntry &entry = entries[e];
        const bool handOver = !entry.sharedViewKey.isEmpty() && e + 1 < entries.size()
            && entries[e + 1].sharedViewKey == entry.sharedViewKey && entries[e + 1].reuse;
        // The view reused across indices (entry.reuse), or kept for the next entry.
        std::unique_ptr<QWidget> shared;
        if (handedOver && entry.reuse)
            shared = std::move(handedOver);
        handedOver.reset();
        const bool takenOver = shared != nullptr;
        // Keeps the view at its export size across its files (declared after the view, so that
        // it ends first); the views are built for the export and deleted afterwards.
        std::unique_ptr<imageexport::ExportSession> session;
        for (int index : indicesOf(entry, state)) {
            const QString base = baseNameOf(entry, index);
            {
                std::unique_ptr<QWidget> own;
                if (shared) {
                    entry.reuse(shared.get(), state, index);
                } else {
                    own.reset(entry.create ? entry.create(state, index) : nullptr);
                    if (entry.reuse || handOver)
                        shared = std::move(own);
                }
                QWidget *const widget = shared ? shared.get() : own.get();
                if (!widget) {
                    if (error)
                        *error = QCoreApplication::translate("exportall",
                                                             "cannot build the view for %1")
                                     .arg(folder.filePath(base));
                    ok = false;
                }
                const imageexport::ExportOptions options = imageexport::optionsFor(
                    state, caption && entry.caption, titleOf(entry, base), base);
                if (widget && !session)
                    session = std::make_unique<imageexport::ExportSession>(
                        widget, size, options, imageexport::ExportSession::Afterwards::Discard);
                else if (session && own == nullptr)
                    session->refit(); // a reused view shows another index: laid out anew
                QString reason;
                if (ok && session && !session->fits(&reason)) {
                    if (error)
                        *error = QCoreApplication::translate("exportall", "cannot write %1: %2")
                                     .arg(folder.filePath(base), reason);
                    if (refused)
                        *refused = true;
                    ok = false;
                }
                for (int f = 0; ok && f < entry.formats.size(); ++f) {
                    const QString path
                        = folder.filePath(base + QLatin1Char('.') + entry.formats[f]);
                    if (entry.formats[f] == QLatin1String("csv")) {
                        QString message;
                        const bool saved = entry.data
                            && imageexport::writeAtomically(path, entry.data(state), &message);
                        if (!entry.data)
                            message = QCoreApplication::translate("exportall",
                                                                  "no data for %1")
                                          .arg(path);
                        writer.addDone(path, saved, message);
                    } else if (entry.formats[f] == QLatin1String("png")) {
                        // Rendered here; compressed and written on a worker thread meanwhile.
                        writer.add(path, imageexport::renderImage(widget, size, options));
                    } else {
                        QString message;
                        const bool saved
                            = imageexport::saveWidget(widget, path, size, options, &message);
                        writer.addDone(path, saved, message);
                    }
                    ok = writer.collect(false, record, error);
                }
                if (!shared)
                    session.reset(); // before `own` is deleted
            }
            // A reused view is moved on by the next index and put back after the last one.
            if (!entry.reuse && !takenOver && !snapshot.matches(state))
                snapshot.restore(state);
            if (!ok)
                break;
        }
        session.reset();
        if (ok && handOver)
            handedOver = std::move(shared);
        shared.reset();
        if (!snapshot.matches(state))
            snapshot.restore(state);
        if (!ok)
            break;
    }
    // Wait for the last PNG files.
    return ok && writer.collect(true, record, error);
}

} // namespace exportall
