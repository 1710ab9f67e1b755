#include "trainingdiskcache.h"

#include "atomicwrite.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <cmath>
#include <exception>

namespace trainingdiskcache {

namespace {

constexpr quint32 kMagic = 0x50455654; // "PEVT"
constexpr quint32 kFormat = 2; // 2: the contents followed by their SHA-256
constexpr qsizetype kChecksumSize = 32;
constexpr qint64 kLargestFile = qint64(256) << 20; // far above any model the lab trains
constexpr char kSuffix[] = ".run";

/// The executable that trains: its path, size and modification time. A rebuilt program (another
/// trainer, perhaps) has another identity and reads none of the files of the one before.
QString identity()
{
    const QString path = QCoreApplication::applicationFilePath();
    const QFileInfo info(path);
    return QStringLiteral("%1|%2|%3")
        .arg(path)
        .arg(info.size())
        .arg(info.lastModified().toMSecsSinceEpoch());
}

QString fileOf(const QString &key)
{
    const QByteArray name = QCryptographicHash::hash((identity() + QLatin1Char('\n') + key).toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex()
                                .left(40);
    return folder() + QLatin1Char('/') + QString::fromLatin1(name) + QLatin1String(kSuffix);
}

/// Reads count doubles (count checked by the caller against what the run must have).
bool readDoubles(QDataStream &in, std::vector<double> *values, quint64 count)
{
    values->resize(static_cast<std::size_t>(count));
    for (double &value : *values)
        in >> value;
    return in.status() == QDataStream::Ok;
}

void writeDoubles(QDataStream &out, const std::vector<double> &values)
{
    out << quint64(values.size());
    for (const double value : values)
        out << value;
}

/// Keeps the newest `capacity` files of the folder.
void prune()
{
    QDir dir(folder());
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*") + QLatin1String(kSuffix)},
                                                  QDir::Files, QDir::Time);
    for (int k = capacity; k < files.size(); ++k)
        QFile::remove(files.at(k).absoluteFilePath());
}

} // namespace

QString folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation)
        + QStringLiteral("/training");
}

std::shared_ptr<const TrainedScheme> load(const QString &key, const pe::Trainer &trainer)
{
    const QString path = fileOf(key);
    const QFileInfo info(path);
    // Not a FIFO or a device (opening one would wait), nor a file too large to be one of ours.
    if (!info.isFile() || info.size() > kLargestFile)
        return nullptr;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    // The contents, then their SHA-256: a file changed anywhere (even one whose structure is
    // kept, a number edited in place) is not read as a run.
    QByteArray bytes = file.readAll();
    file.close();
    if (bytes.size() < kChecksumSize)
        return nullptr;
    const QByteArray stored = bytes.right(kChecksumSize);
    bytes.chop(kChecksumSize);
    if (QCryptographicHash::hash(bytes, QCryptographicHash::Sha256) != stored)
        return nullptr;
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_6_0);
    quint32 magic = 0;
    quint32 format = 0;
    QString storedIdentity;
    QString storedKey;
    in >> magic >> format >> storedIdentity >> storedKey;
    if (in.status() != QDataStream::Ok || magic != kMagic || format != kFormat
        || storedIdentity != identity() || storedKey != key)
        return nullptr;

    const pe::TrainingConfig &config = trainer.config();
    const int longest = pe::evalMaxLength(config);
    auto run = std::make_shared<TrainedScheme>();
    pe::SchemeResult &result = run->result;
    result.scheme = trainer.scheme();
    quint64 count = 0;
    in >> count;
    if (in.status() != QDataStream::Ok || count != quint64(config.steps))
        return nullptr;
    result.curve.resize(static_cast<std::size_t>(count));
    for (pe::CurvePoint &point : result.curve) {
        qint64 step = 0;
        in >> step >> point.loss >> point.accuracy;
        point.step = step;
    }
    in >> count;
    if (in.status() != QDataStream::Ok || count != quint64(longest - 1))
        return nullptr;
    result.byLength.resize(static_cast<std::size_t>(count));
    for (pe::LengthAccuracy &accuracy : result.byLength) {
        qint32 length = 0;
        bool runnable = false;
        in >> length >> runnable >> accuracy.accuracy;
        accuracy.length = length;
        accuracy.runnable = runnable;
    }
    const bool learned = trainer.scheme().kind == pe::SchemeKind::Learned;
    const quint64 tableSize
        = learned ? quint64(config.trainLength) * quint64(config.trainLength) : 0;
    for (std::vector<double> *similarity :
         {&result.learnedSimilarity, &result.sinusoidalSimilarity}) {
        in >> count;
        if (in.status() != QDataStream::Ok || count != tableSize
            || !readDoubles(in, similarity, count))
            return nullptr;
    }
    std::vector<double> parameters;
    in >> count;
    if (in.status() != QDataStream::Ok || count != quint64(trainer.model().parameterCount())
        || !readDoubles(in, &parameters, count) || !in.atEnd())
        return nullptr;
    for (std::size_t k = 0; k < result.curve.size(); ++k)
        if (result.curve[k].step != std::int64_t(k) + 1)
            return nullptr;
    for (std::size_t k = 0; k < result.byLength.size(); ++k)
        if (result.byLength[k].length != int(k) + 2)
            return nullptr;
    for (const double value : parameters)
        if (!std::isfinite(value))
            return nullptr;
    try {
        auto model = std::make_shared<pe::TransformerModel>(trainer.model().config(), config.seed);
        model->setParameters(parameters);
        run->model = std::move(model);
    } catch (const std::exception &) {
        return nullptr;
    }
    return run;
}

bool save(const QString &key, const TrainedScheme &run)
{
    if (run.result.cancelled || !run.model)
        return false;
    if (!QDir().mkpath(folder()))
        return false;
    // Never through a symbolic link (QSaveFile would replace what it points to) or onto a device.
    if (!imageexport::unsafeTarget(fileOf(key)).isEmpty())
        return false;
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kMagic << kFormat << identity() << key;
    const pe::SchemeResult &result = run.result;
    out << quint64(result.curve.size());
    for (const pe::CurvePoint &point : result.curve)
        out << qint64(point.step) << point.loss << point.accuracy;
    out << quint64(result.byLength.size());
    for (const pe::LengthAccuracy &accuracy : result.byLength)
        out << qint32(accuracy.length) << accuracy.runnable << accuracy.accuracy;
    writeDoubles(out, result.learnedSimilarity);
    writeDoubles(out, result.sinusoidalSimilarity);
    writeDoubles(out, run.model->parameters());
    if (out.status() != QDataStream::Ok)
        return false;
    bytes += QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    QSaveFile file(fileOf(key));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return false;
    prune();
    return true;
}

} // namespace trainingdiskcache
