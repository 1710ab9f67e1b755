// The training an export needs runs on workers before the export, with progress and Cancel:
// the window's events go on meanwhile. XDG_CACHE_HOME points into a temporary folder, so the
// tests neither read nor leave files in the user's cache.
#include "trainingcache.h"
#include "trainingdiskcache.h"
#include "trainingexport.h"
#include "trainingprefetch.h"
#include "trainingrunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <algorithm>

namespace {

int cachedCount()
{
    const auto runs
        = TrainingRunner::cachedRuns(trainingexport::config(), trainingexport::schemes());
    return int(std::count_if(runs.begin(), runs.end(), [](const auto &run) { return bool(run); }));
}

} // namespace

class TestTrainingPrefetch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void init()
    {
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.path()));
        QDir(trainingdiskcache::folder()).removeRecursively();
        trainingcache::clear();
    }

    // No cache: the lesson's run trains on the workers while the progress reaches the dialog
    // (events ran between the steps), then it is in the session's cache and on disk; a second
    // prefetch trains nothing and shows nothing.
    void trainsOnWorkersFirst()
    {
        QCOMPARE(cachedCount(), 0);
        QWidget window;
        window.show();
        TrainingPrefetch prefetch(&window);
        int updates = 0;
        int last = -1;
        bool rising = true;
        connect(&prefetch, &TrainingPrefetch::progressed, this, [&](int value) {
            ++updates;
            rising = rising && value >= last;
            last = value;
        });
        QString error = QStringLiteral("not cleared");
        QVERIFY(prefetch.run(&error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(updates >= 2, qPrintable(QString::number(updates)));
        QVERIFY(rising);
        QCOMPARE(last, 1000);
        QCOMPARE(trainingcache::size(), int(trainingexport::schemes().size()));
        trainingcache::clear();
        QCOMPARE(cachedCount(), int(trainingexport::schemes().size())); // from the disk

        updates = 0;
        QVERIFY(prefetch.run(&error));
        QCOMPARE(updates, 0);
    }

    // Cancel at the first progress: false with no error, and the run is not cached.
    void cancelStops()
    {
        QWidget window;
        TrainingPrefetch prefetch(&window);
        connect(&prefetch, &TrainingPrefetch::progressed, &prefetch, &TrainingPrefetch::cancel);
        QString error = QStringLiteral("not cleared");
        QVERIFY(!prefetch.run(&error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(cachedCount() < int(trainingexport::schemes().size()));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestTrainingPrefetch)
#include "tst_trainingprefetch.moc"
