#include "videomodule.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibrary>
#include <QList>
#include <QStringList>

namespace {

/// What createEncoder() gives when the module cannot be loaded: every call fails with why.
class MissingEncoder : public FrameEncoder
{
public:
    explicit MissingEncoder(QString reason) : m_reason(std::move(reason)) { }
    bool begin(QIODevice *, const QSize &, int, QString *error) override { return fail(error); }
    bool addFrame(const QImage &, QString *error) override { return fail(error); }
    bool finish(QString *error) override { return fail(error); }

private:
    bool fail(QString *error) const
    {
        if (error)
            *error = m_reason;
        return false;
    }
    QString m_reason;
};

struct Loaded
{
    videomodule::CreateEncoder create = nullptr;
    QString error;
};

const Loaded &loaded()
{
    // Once per process (thread-safe: the encoding thread may be the first to ask).
    static const Loaded module = [] {
        Loaded result;
        QStringList reasons;
        for (const QString &path : videomodule::candidates()) {
            if (!QFileInfo::exists(path))
                continue;
            QString reason;
            result.create = videomodule::open(path, &reason);
            if (result.create)
                return result;
            reasons << reason;
        }
        result.error = reasons.isEmpty()
            ? QCoreApplication::translate("Animation",
                                          "Video export needs pe-visualiser's video module "
                                          "(%1), which is not installed: reinstall pe-visualiser "
                                          "or export a GIF.")
                  .arg(videomodule::candidates().constLast())
            : reasons.join(QStringLiteral("; "));
        return result;
    }();
    return module;
}

} // namespace

namespace videomodule {

QStringList candidates()
{
    QStringList paths;
    const QString chosen = qEnvironmentVariable("PEV_VIDEO_MODULE");
    if (!chosen.isEmpty())
        return {chosen};
    const QString name = QFileInfo(QStringLiteral(PEV_VIDEO_MODULE_INSTALLED)).fileName();
    if (QCoreApplication::instance())
        paths << QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
    paths << QStringLiteral(PEV_VIDEO_MODULE_BUILT) << QStringLiteral(PEV_VIDEO_MODULE_INSTALLED);
    return paths;
}

CreateEncoder open(const QString &path, QString *error)
{
    // Never unloaded: the encoders' code and FFmpeg stay until the process ends (held here, so
    // that the leak checker sees them reachable).
    static QList<QLibrary *> kept;
    auto *library = new QLibrary(path);
    library->setLoadHints(QLibrary::ResolveAllSymbolsHint);
    const auto create = reinterpret_cast<CreateEncoder>(library->resolve(createEncoderSymbol));
    if (!create) {
        if (error)
            *error = QCoreApplication::translate("Animation",
                                                 "The video module %1 cannot be loaded: %2")
                         .arg(path, library->errorString());
        delete library;
        return nullptr;
    }
    kept.append(library);
    return create;
}

std::unique_ptr<FrameEncoder> createEncoder(AnimationFormat format)
{
    const Loaded &module = loaded();
    if (!module.create)
        return std::make_unique<MissingEncoder>(module.error);
    FrameEncoder *encoder = module.create(format == AnimationFormat::WebM ? 1 : 0);
    return std::unique_ptr<FrameEncoder>(encoder);
}

} // namespace videomodule
