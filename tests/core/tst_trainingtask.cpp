// The training tasks (core/training/trainingtask.h): targets by hand, ids, examples from a seed.

#include "training/trainingtask.h"

#include "testsupport.h"

#include <QtTest>

#include <set>

Q_DECLARE_METATYPE(std::vector<int>)

class TestTrainingTask : public QObject
{
    Q_OBJECT

private slots:
    void targets_data();
    void targets();
    void ids_data();
    void ids();
    void examplesFromSeed();
    void batches();
    void badInput();
};

void TestTrainingTask::targets_data()
{
    QTest::addColumn<QString>("task");
    QTest::addColumn<std::vector<int>>("input");
    QTest::addColumn<std::vector<int>>("target");
    const int u = pe::unscoredTarget;
    QTest::newRow("reverse") << "reverse" << std::vector<int> {3, 1, 4, 1, 5}
                             << std::vector<int> {5, 1, 4, 1, 3};
    QTest::newRow("reverse of 2") << "reverse" << std::vector<int> {0, 7}
                                  << std::vector<int> {7, 0};
    QTest::newRow("shift-1") << "shift-1" << std::vector<int> {3, 1, 4, 1, 5}
                             << std::vector<int> {u, 3, 1, 4, 1};
    QTest::newRow("shift-2") << "shift-2" << std::vector<int> {3, 1, 4, 1, 5}
                             << std::vector<int> {u, u, 3, 1, 4};
    QTest::newRow("shift-3 short")
        << "shift-3" << std::vector<int> {2, 6} << std::vector<int> {u, u};
    QTest::newRow("sort") << "sort" << std::vector<int> {3, 1, 4, 1, 5}
                          << std::vector<int> {1, 1, 3, 4, 5};
}

void TestTrainingTask::targets()
{
    QFETCH(QString, task);
    QFETCH(std::vector<int>, input);
    QFETCH(std::vector<int>, target);
    pe::TaskSpec spec;
    QVERIFY(pe::parseTask(task.toStdString(), &spec));
    QCOMPARE(pe::taskTargets(spec, input), target);
}

void TestTrainingTask::ids_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("reverse") << "reverse" << true << "reverse";
    QTest::newRow("sort") << "sort" << true << "sort";
    QTest::newRow("shift") << "shift" << true << "shift-1";
    QTest::newRow("shift-12") << "shift-12" << true << "shift-12";
    QTest::newRow("shift-0") << "shift-0" << false << "";
    QTest::newRow("shift-01") << "shift-01" << false << "";
    QTest::newRow("shift-65") << "shift-65" << false << "";
    QTest::newRow("shift-x") << "shift-x" << false << "";
    QTest::newRow("Reverse") << "Reverse" << false << "";
}

void TestTrainingTask::ids()
{
    QFETCH(QString, id);
    QFETCH(bool, valid);
    QFETCH(QString, canonical);
    pe::TaskSpec spec;
    QCOMPARE(pe::parseTask(id.toStdString(), &spec), valid);
    if (valid)
        QCOMPARE(QString::fromStdString(pe::taskId(spec)), canonical);
}

void TestTrainingTask::examplesFromSeed()
{
    pe::TaskSpec task;
    task.symbols = 6;
    const pe::Example a = pe::makeExample(task, 9, pe::ExampleStream::Training, 12, 3);
    const pe::Example b = pe::makeExample(task, 9, pe::ExampleStream::Training, 12, 3);
    const pe::Example c = pe::makeExample(task, 9, pe::ExampleStream::Evaluation, 12, 3);
    const pe::Example e = pe::makeExample(task, 10, pe::ExampleStream::Training, 12, 3);
    QCOMPARE(a.input, b.input);
    QVERIFY(a.input != c.input);
    QVERIFY(a.input != e.input);
    QCOMPARE(a.target, pe::taskTargets(task, a.input));
    // Every symbol is drawn (over many examples), none outside the range.
    std::set<int> seen;
    for (int k = 0; k < 50; ++k) {
        for (int token : pe::makeExample(task, 1, pe::ExampleStream::Training, 8, k).input) {
            QVERIFY(token >= 0 && token < 6);
            seen.insert(token);
        }
    }
    QCOMPARE(seen.size(), std::size_t(6));
}

void TestTrainingTask::batches()
{
    pe::TaskSpec task;
    std::set<int> lengths;
    for (int step = 0; step < 200; ++step) {
        const pe::Batch batch = pe::makeTrainingBatch(task, 5, step, 4, 2, 8);
        QVERIFY(batch.length >= 2 && batch.length <= 8);
        QCOMPARE(batch.examples.size(), std::size_t(4));
        for (const pe::Example &example : batch.examples)
            QCOMPARE(example.input.size(), static_cast<std::size_t>(batch.length));
        lengths.insert(batch.length);
    }
    QCOMPARE(lengths.size(), std::size_t(7));
    const pe::Batch again = pe::makeTrainingBatch(task, 5, 17, 4, 2, 8);
    QCOMPARE(again.examples[2].input,
             pe::makeTrainingBatch(task, 5, 17, 4, 2, 8).examples[2].input);
    QCOMPARE(pe::chanceAccuracy(task), 1.0 / 8.0);
}

void TestTrainingTask::badInput()
{
    pe::TaskSpec task;
    task.symbols = 1;
    testsupport::verifyThrowsNaming([&] { pe::validateTask(task); }, QStringLiteral("symbols"));
    task.symbols = 4;
    task.kind = pe::TaskKind::Shift;
    task.shift = 0;
    testsupport::verifyThrowsNaming([&] { pe::validateTask(task); }, QStringLiteral("shift"));
    task.shift = 1;
    testsupport::verifyThrowsNaming(
        [&] {
            pe::taskTargets(task, {0, 4});
        },
        QStringLiteral("token"));
    testsupport::verifyThrowsNaming(
        [&] { pe::makeExample(task, 1, pe::ExampleStream::Training, 0, 0); },
        QStringLiteral("length"));
    testsupport::verifyThrowsNaming([&] { pe::makeTrainingBatch(task, 1, 0, 4, 5, 3); },
                                    QStringLiteral("length"));
}

QTEST_APPLESS_MAIN(TestTrainingTask)
#include "tst_trainingtask.moc"
