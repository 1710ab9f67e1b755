#include "tinytraining.h"
#include "trainingcache.h"
#include "trainingrunner.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

namespace {

pe::TrainingConfig tinyConfig() { return tinytraining::config(); }

std::vector<pe::SchemeSpec> schemes(std::initializer_list<pe::SchemeKind> kinds)
{
    return tinytraining::schemes(kinds);
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

} // namespace

class TestTrainingRunner : public QObject
{
    Q_OBJECT

private slots:
    // trainNow() keeps its runs on disk (trainingdiskcache): in a folder of this run only, so that
    // it trains here rather than read what an earlier run of the test left.
    void initTestCase()
    {
        QVERIFY(m_cacheHome.isValid());
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_cacheHome.path()));
    }
    void init() { trainingcache::clear(); }

    // The worker's curves arrive in step order, whole, and equal a run on the calling thread to
    // the last bit (the same seed, the same data for each scheme).
    void trainsOnWorker_data()
    {
        tinytraining::addSchemeRows();
    }
    void trainsOnWorker()
    {
        QFETCH(int, kind);
        const pe::TrainingConfig config = tinyConfig();
        const auto chosen = schemes({pe::SchemeKind::None, pe::SchemeKind(kind)});
        TrainingRunner runner;
        QSignalSpy points(&runner, &TrainingRunner::pointsReady);
        QSignalSpy finishedScheme(&runner, &TrainingRunner::schemeFinished);
        QSignalSpy finished(&runner, &TrainingRunner::finished);
        QSignalSpy status(&runner, &TrainingRunner::statusChanged);
        runner.start(config, chosen);
        QCOMPARE(runner.status(), TrainingRunner::Status::Running);
        QVERIFY(finished.wait(60000));
        QCOMPARE(runner.status(), TrainingRunner::Status::Idle);
        QCOMPARE(finishedScheme.count(), 2);
        QCOMPARE(status.count(), 2); // Running, Idle
        std::vector<std::vector<pe::CurvePoint>> curves(2);
        for (const QList<QVariant> &signal : std::as_const(points)) {
            const int index = signal.at(0).toInt();
            const auto batch = signal.at(1).value<std::vector<pe::CurvePoint>>();
            curves[std::size_t(index)].insert(curves[std::size_t(index)].end(), batch.begin(),
                                              batch.end());
        }
        trainingcache::clear();
        const auto direct = TrainingRunner::trainNow(config, chosen);
        for (std::size_t k = 0; k < 2; ++k) {
            QCOMPARE(curves[k].size(), std::size_t(config.steps));
            QCOMPARE(direct[k]->result.curve.size(), curves[k].size());
            for (std::size_t s = 0; s < curves[k].size(); ++s) {
                QCOMPARE(curves[k][s].step, std::int64_t(s + 1));
                QVERIFY(sameBits(curves[k][s].loss, direct[k]->result.curve[s].loss));
                QVERIFY(sameBits(curves[k][s].accuracy, direct[k]->result.curve[s].accuracy));
            }
            QVERIFY(runner.results()[k]);
            QCOMPARE(runner.results()[k]->result.byLength.size(),
                     std::size_t(4 * config.trainLength - 1));
        }
    }

    // A second start with the same choices comes from the cache at once, without a worker.
    void cached()
    {
        const pe::TrainingConfig config = tinyConfig();
        const auto chosen = schemes({pe::SchemeKind::Sinusoidal});
        TrainingRunner runner;
        QSignalSpy finished(&runner, &TrainingRunner::finished);
        runner.start(config, chosen);
        QVERIFY(finished.wait(60000));
        QCOMPARE(trainingcache::size(), 1);
        const auto first = runner.results()[0];
        runner.start(config, chosen);
        QCOMPARE(finished.count(), 2); // at once: no event loop needed
        QCOMPARE(runner.results()[0].get(), first.get());
        // Another seed is another run.
        pe::TrainingConfig other = config;
        other.seed = 8;
        runner.start(other, chosen);
        QCOMPARE(runner.status(), TrainingRunner::Status::Running);
        runner.waitForFinished();
        QCOMPARE(trainingcache::size(), 2);
    }

    // Pause holds the worker; cancel stops it, and nothing of the run is cached.
    void pauseAndCancel()
    {
        pe::TrainingConfig config = tinyConfig();
        config.steps = pe::maxTrainingSteps; // far more than the test waits for
        TrainingRunner runner;
        QSignalSpy points(&runner, &TrainingRunner::pointsReady);
        QSignalSpy cancelled(&runner, &TrainingRunner::cancelled);
        runner.start(config, schemes({pe::SchemeKind::None}));
        QVERIFY(points.wait(60000));
        runner.pause();
        QCOMPARE(runner.status(), TrainingRunner::Status::Paused);
        QTest::qWait(150); // let what the worker sent before the pause arrive
        const qint64 step = runner.currentStep();
        QTest::qWait(150);
        QCOMPARE(runner.currentStep(), step);
        runner.resume();
        QCOMPARE(runner.status(), TrainingRunner::Status::Running);
        runner.cancel();
        QVERIFY(cancelled.wait(60000));
        QCOMPARE(runner.status(), TrainingRunner::Status::Idle);
        QVERIFY(!runner.results()[0]);
        QCOMPARE(trainingcache::size(), 0);
    }

    // The time left: none before a run and after it; once half a second of steps arrived, a
    // forecast (a run far longer than the test waits for).
    void secondsLeft()
    {
        pe::TrainingConfig config; // the default model: 20 000 steps take a minute or more here
        config.steps = pe::maxTrainingSteps;
        TrainingRunner runner;
        QVERIFY(runner.secondsLeft() < 0.0);
        QSignalSpy cancelled(&runner, &TrainingRunner::cancelled);
        runner.start(config, schemes({pe::SchemeKind::None, pe::SchemeKind::Sinusoidal}));
        QTRY_VERIFY_WITH_TIMEOUT(runner.secondsLeft() > 0.0, 60000);
        QCOMPARE(runner.status(), TrainingRunner::Status::Running);
        runner.cancel();
        QVERIFY(cancelled.wait(60000));
        QVERIFY(runner.secondsLeft() < 0.0);
    }

    // A config the core refuses ends at once with its message.
    void refused()
    {
        pe::TrainingConfig config = tinyConfig();
        config.model.heads = 3; // does not divide d = 8
        TrainingRunner runner;
        QSignalSpy failed(&runner, &TrainingRunner::failed);
        runner.start(config, schemes({pe::SchemeKind::None}));
        QCOMPARE(failed.count(), 1);
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QCOMPARE(runner.status(), TrainingRunner::Status::Idle);
    }

    // Destroying a runner while it trains cancels and waits: no crash, no leak.
    void destroyWhileRunning()
    {
        pe::TrainingConfig config = tinyConfig();
        config.steps = pe::maxTrainingSteps; // far more than the test waits for
        auto *runner = new TrainingRunner;
        runner->start(config, schemes({pe::SchemeKind::None}));
        QTest::qWait(20);
        delete runner;
        QCOMPARE(trainingcache::size(), 0);
    }

    // start() during a run replaces it without waiting for the old worker's step: the old run
    // delivers nothing more, the new one finishes with the results of a run of its own, and the
    // old worker is deleted once it ended (the runner's destructor waits for it otherwise).
    void restartWhileRunning()
    {
        pe::TrainingConfig longRun = tinyConfig();
        longRun.steps = pe::maxTrainingSteps; // far more than the test waits for
        TrainingRunner runner;
        QSignalSpy firstPoints(&runner, &TrainingRunner::pointsReady);
        runner.start(longRun, schemes({pe::SchemeKind::None, pe::SchemeKind::Rope}));
        QVERIFY(firstPoints.wait(60000));
        const pe::TrainingConfig config = tinyConfig();
        const auto chosen = schemes({pe::SchemeKind::Sinusoidal});
        QSignalSpy points(&runner, &TrainingRunner::pointsReady);
        QSignalSpy finished(&runner, &TrainingRunner::finished);
        QSignalSpy cancelled(&runner, &TrainingRunner::cancelled);
        runner.start(config, chosen);
        QCOMPARE(runner.config().steps, config.steps);
        QVERIFY(finished.wait(60000));
        QCOMPARE(cancelled.count(), 0);
        for (const QList<QVariant> &signal : points) {
            QCOMPARE(signal.at(0).toInt(), 0);
            for (const pe::CurvePoint &p : signal.at(1).value<std::vector<pe::CurvePoint>>())
                QVERIFY(p.step <= config.steps);
        }
        pe::Trainer alone(config, chosen[0]);
        const pe::SchemeResult expected = alone.run();
        QVERIFY(runner.results()[0]);
        QVERIFY(sameBits(runner.results()[0]->result.curve.back().loss,
                         expected.curve.back().loss));
        QCOMPARE(trainingcache::size(), 1); // the replaced run is not kept
    }

private:
    QTemporaryDir m_cacheHome;
};

QTEST_MAIN(TestTrainingRunner)
#include "tst_trainingrunner.moc"
