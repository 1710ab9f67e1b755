// The runs kept on disk for the exported training figures (trainingdiskcache): read back bit for
// bit, never trusted when damaged, cut short, written for another key or not a regular file, and
// never a failure when they cannot be written. XDG_CACHE_HOME points into a temporary folder, so
// the tests neither read nor leave files in the user's cache.
#include "tinytraining.h"
#include "trainingcache.h"
#include "trainingdiskcache.h"
#include "trainingrunner.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <sys/stat.h>

namespace {

pe::TrainingConfig tinyConfig() { return tinytraining::config(); }

pe::SchemeSpec scheme(pe::SchemeKind kind) { return tinytraining::schemes({kind}).front(); }

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

bool sameBits(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        if (!sameBits(a[k], b[k]))
            return false;
    return true;
}

TrainedScheme train(const pe::TrainingConfig &config, const pe::SchemeSpec &spec)
{
    pe::Trainer trainer(config, spec);
    TrainedScheme run;
    run.result = trainer.run();
    run.model = std::make_shared<pe::TransformerModel>(trainer.model());
    return run;
}

// The one file of the folder (the tests that damage a file start from an empty folder).
QString onlyFile()
{
    const QStringList files = QDir(trainingdiskcache::folder()).entryList(QDir::Files);
    return files.size() == 1 ? trainingdiskcache::folder() + QLatin1Char('/') + files.first()
                             : QString();
}

/// The bytes of the file at path (empty when it cannot be read).
QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Writes bytes over the file at path in place (as an editor would); false when it cannot.
bool replaceContents(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(bytes) == bytes.size();
}

} // namespace

class TestTrainingDiskCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void init()
    {
        // A fresh cache folder for every test function and row.
        QDir(m_home.path()).removeRecursively();
        QVERIFY(QDir().mkpath(m_home.path()));
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.path()));
        trainingcache::clear();
    }

    // What load() gives back is the trained run to the last bit: curve, accuracy by length, the
    // similarities, the parameters, and so the attention maps of the rebuilt model.
    void roundTrip_data()
    {
        tinytraining::addSchemeRows();
    }

    void roundTrip()
    {
        QFETCH(int, kind);
        const pe::TrainingConfig config = tinyConfig();
        const pe::SchemeSpec spec = scheme(pe::SchemeKind(kind));
        const TrainedScheme run = train(config, spec);
        const QString key = trainingkey::of(config, spec);
        QVERIFY(trainingdiskcache::save(key, run));
        const pe::Trainer fresh(config, spec);
        const auto back = trainingdiskcache::load(key, fresh);
        QVERIFY(back);
        QCOMPARE(back->result.curve.size(), run.result.curve.size());
        for (std::size_t s = 0; s < run.result.curve.size(); ++s) {
            QCOMPARE(back->result.curve[s].step, run.result.curve[s].step);
            QVERIFY(sameBits(back->result.curve[s].loss, run.result.curve[s].loss));
            QVERIFY(sameBits(back->result.curve[s].accuracy, run.result.curve[s].accuracy));
        }
        QCOMPARE(back->result.byLength.size(), run.result.byLength.size());
        for (std::size_t n = 0; n < run.result.byLength.size(); ++n) {
            QCOMPARE(back->result.byLength[n].length, run.result.byLength[n].length);
            QCOMPARE(back->result.byLength[n].runnable, run.result.byLength[n].runnable);
            QVERIFY(sameBits(back->result.byLength[n].accuracy, run.result.byLength[n].accuracy));
        }
        QVERIFY(sameBits(back->result.learnedSimilarity, run.result.learnedSimilarity));
        QVERIFY(sameBits(back->result.sinusoidalSimilarity, run.result.sinusoidalSimilarity));
        QCOMPARE(back->result.learnedSimilarity.empty(), kind != int(pe::SchemeKind::Learned));
        QVERIFY(sameBits(back->model->parameters(), run.model->parameters()));
        QVERIFY(!back->result.cancelled);
        QVERIFY(back->result.scheme.kind == spec.kind);
        const std::vector<int> example {0, 1, 2, 3};
        QVERIFY(sameBits(back->model->attentionMap(example, 0, 1),
                         run.model->attentionMap(example, 0, 1)));
        // Another key (another seed) has no run.
        pe::TrainingConfig other = config;
        other.seed = 8;
        QVERIFY(!trainingdiskcache::load(trainingkey::of(other, spec), pe::Trainer(other, spec)));
    }

    // A file cut short, grown, or with a changed byte is not read as a run: load() gives null
    // (the figure trains again), whatever the byte.
    void damagedFile_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<int>("at"); // a byte offset; negative: from the end
        QTest::newRow("empty") << "cut" << 0;
        QTest::newRow("magic only") << "cut" << 4;
        QTest::newRow("cut in the key") << "cut" << 40;
        QTest::newRow("cut in the curve") << "cut" << 600;
        QTest::newRow("last byte missing") << "cut" << -1;
        QTest::newRow("a byte more") << "grow" << 0;
        QTest::newRow("magic") << "flip" << 1;
        QTest::newRow("format") << "flip" << 7;
        QTest::newRow("identity") << "flip" << 20;
        QTest::newRow("curve's count") << "flip" << -1;
    }

    void damagedFile()
    {
        QFETCH(QString, damage);
        QFETCH(int, at);
        const pe::TrainingConfig config = tinyConfig();
        const pe::SchemeSpec spec = scheme(pe::SchemeKind::Learned);
        const QString key = trainingkey::of(config, spec);
        QVERIFY(trainingdiskcache::save(key, train(config, spec)));
        const QString path = onlyFile();
        QVERIFY(!path.isEmpty());
        QByteArray bytes = contents(path);
        QVERIFY(!bytes.isEmpty());
        QVERIFY(trainingdiskcache::load(key, pe::Trainer(config, spec))); // whole, it is read
        if (damage == QLatin1String("cut")) {
            bytes.truncate(at >= 0 ? at : bytes.size() + at);
        } else if (damage == QLatin1String("grow")) {
            bytes.append('\0');
        } else if (at >= 0) {
            bytes[at] = char(bytes[at] ^ 0x20);
        } else {
            // The curve's count (12 steps, a big-endian quint64 after the key) made 13.
            const int curveCount = bytes.indexOf(QByteArray::fromHex("000000000000000c"));
            QVERIFY(curveCount > 0);
            bytes[curveCount + 7] = char(13);
        }
        QVERIFY(replaceContents(path, bytes));
        QVERIFY(!trainingdiskcache::load(key, pe::Trainer(config, spec)));
    }

    // A number edited in place, the structure kept (an accuracy made 7.5, which a figure would
    // draw as 750 %): the checksum no longer matches, so the file is not read back, and trainNow()
    // trains the run again and gives its own numbers.
    void editedInPlace()
    {
        const pe::TrainingConfig config = tinyConfig();
        const std::vector<pe::SchemeSpec> schemes {scheme(pe::SchemeKind::Sinusoidal)};
        const QString key = trainingkey::of(config, schemes[0]);
        const auto trained = TrainingRunner::trainNow(config, schemes);
        const double accuracy = trained[0]->result.byLength[0].accuracy;
        const QString path = onlyFile();
        QVERIFY(!path.isEmpty());
        QByteArray bytes = contents(path);
        QVERIFY(!bytes.isEmpty());
        // The first entry of the accuracy by length: length 2 (qint32), runnable (bool), the
        // accuracy (a big-endian double), as QDataStream writes them.
        QByteArray entry;
        {
            QDataStream out(&entry, QIODevice::WriteOnly);
            out.setVersion(QDataStream::Qt_6_0);
            out << qint32(2) << true << accuracy;
        }
        QByteArray edited;
        {
            QDataStream out(&edited, QIODevice::WriteOnly);
            out.setVersion(QDataStream::Qt_6_0);
            out << qint32(2) << true << 7.5;
        }
        const qsizetype at = bytes.indexOf(entry);
        QVERIFY(at > 0);
        QCOMPARE(bytes.indexOf(entry, at + 1), qsizetype(-1));
        bytes.replace(at, entry.size(), edited);
        QVERIFY(replaceContents(path, bytes));
        QVERIFY(!trainingdiskcache::load(key, pe::Trainer(config, schemes[0])));
        trainingcache::clear();
        const auto again = TrainingRunner::trainNow(config, schemes);
        QVERIFY(sameBits(again[0]->result.byLength[0].accuracy, accuracy));
        // ... and the file written again is read back.
        QVERIFY(trainingdiskcache::load(key, pe::Trainer(config, schemes[0])));
    }

    // A FIFO where the file would be: load() does not open it (opening would wait for a writer).
    void notARegularFile()
    {
        const pe::TrainingConfig config = tinyConfig();
        const pe::SchemeSpec spec = scheme(pe::SchemeKind::None);
        const QString key = trainingkey::of(config, spec);
        QVERIFY(trainingdiskcache::save(key, train(config, spec)));
        const QString path = onlyFile();
        QVERIFY(QFile::remove(path));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QVERIFY(!trainingdiskcache::load(key, pe::Trainer(config, spec)));
    }

    // No folder can be made (a file stands where it would be): nothing is written, nothing thrown,
    // and trainNow() still gives the runs.
    void unwritableFolder()
    {
        QFile blocker(m_home.path() + QStringLiteral("/blocker"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        qputenv("XDG_CACHE_HOME", QFile::encodeName(blocker.fileName()));
        const pe::TrainingConfig config = tinyConfig();
        const pe::SchemeSpec spec = scheme(pe::SchemeKind::Sinusoidal);
        QVERIFY(!trainingdiskcache::save(trainingkey::of(config, spec), train(config, spec)));
        const auto runs = TrainingRunner::trainNow(config, {spec});
        QCOMPARE(runs.size(), std::size_t(1));
        QVERIFY(runs[0]);
        QCOMPARE(runs[0]->result.curve.size(), std::size_t(config.steps));
    }

    // A cancelled run is never kept.
    void cancelledNotKept()
    {
        const pe::TrainingConfig config = tinyConfig();
        const pe::SchemeSpec spec = scheme(pe::SchemeKind::None);
        TrainedScheme run = train(config, spec);
        run.result.cancelled = true;
        QVERIFY(!trainingdiskcache::save(trainingkey::of(config, spec), run));
        QVERIFY(onlyFile().isEmpty());
    }

    // The folder keeps the newest `capacity` files.
    void keepsTheNewest()
    {
        const pe::TrainingConfig config = tinyConfig();
        const pe::SchemeSpec spec = scheme(pe::SchemeKind::None);
        const TrainedScheme run = train(config, spec);
        for (int k = 0; k < trainingdiskcache::capacity + 3; ++k)
            QVERIFY(trainingdiskcache::save(QStringLiteral("key %1").arg(k), run));
        QCOMPARE(QDir(trainingdiskcache::folder()).entryList(QDir::Files).size(),
                 trainingdiskcache::capacity);
    }

    // trainNow() keeps what it trains and reads it back once the session's cache is empty: the
    // file is what it returns (a run stored with a changed first loss comes back changed).
    void trainNowReadsTheDisk()
    {
        const pe::TrainingConfig config = tinyConfig();
        const std::vector<pe::SchemeSpec> schemes {scheme(pe::SchemeKind::None),
                                                   scheme(pe::SchemeKind::Rope)};
        const auto first = TrainingRunner::trainNow(config, schemes);
        QCOMPARE(QDir(trainingdiskcache::folder()).entryList(QDir::Files).size(), 2);
        TrainedScheme marked = *first[1];
        marked.result.curve[0].loss = 1234.5;
        QVERIFY(trainingdiskcache::save(trainingkey::of(config, schemes[1]), marked));
        trainingcache::clear();
        const auto second = TrainingRunner::trainNow(config, schemes);
        QVERIFY(sameBits(second[0]->result.curve[0].loss, first[0]->result.curve[0].loss));
        QCOMPARE(second[1]->result.curve[0].loss, 1234.5);
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestTrainingDiskCache)
#include "tst_trainingdiskcache.moc"
