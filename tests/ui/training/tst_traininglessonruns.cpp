#include "lengthfigure.h"
#include "trainingcache.h"
#include "trainingpresets.h"
#include "trainingrunner.h"

#include <QTest>

#include <cmath>

// The claims of the lesson "Does the model use it?" (ui/lesson/traininglesson.cpp), each on the
// run its step shows (trainingpresets, with their seeds): what the text says is what the app's
// own training gives. The runs are deterministic (the core's trainer), so these outcomes are
// fixed for the seed; docs/training.md lists the numbers.
class TestTrainingLessonRuns : public QObject
{
    Q_OBJECT

private:
    static std::vector<std::shared_ptr<const TrainedScheme>> runsOf(const QString &id)
    {
        const TrainingPreset *preset = trainingpresets::find(id);
        return TrainingRunner::trainNow(preset->config, preset->schemes);
    }
    static const pe::TrainingConfig &configOf(const QString &id)
    {
        return trainingpresets::find(id)->config;
    }
    // The mean accuracy at the training lengths 2 .. L.
    static double inside(const TrainedScheme &run, const pe::TrainingConfig &config)
    {
        return LengthFigure::meanAccuracy(run.result, 2, config.trainLength);
    }
    static double beyond(const TrainedScheme &run, const pe::TrainingConfig &config)
    {
        return LengthFigure::meanAccuracy(run.result, config.trainLength + 1,
                                          4 * config.trainLength);
    }

private slots:
    void everyStepHasARun()
    {
        QCOMPARE(int(trainingpresets::all().size()), 7);
        for (const TrainingPreset &preset : trainingpresets::all()) {
            QVERIFY(!preset.schemes.empty());
            pe::validateTraining(preset.config);
        }
    }

    // Step 1: no position, no mask: near chance however long it trains.
    void orderBlind()
    {
        const auto runs = runsOf(QStringLiteral("order-blind"));
        const pe::TrainingConfig &c = configOf(QStringLiteral("order-blind"));
        const double chance = pe::chanceAccuracy(c.task);
        const double accuracy = inside(*runs[0], c);
        qInfo("none, reverse: %.4f at 2..L (chance %.4f)", accuracy, chance);
        QVERIFY(accuracy < chance + 0.1);
    }

    // Step 2: the sinusoidal encoding added: more than 95 % at the training lengths.
    void addEncoding()
    {
        const auto runs = runsOf(QStringLiteral("add-encoding"));
        const pe::TrainingConfig &c = configOf(QStringLiteral("add-encoding"));
        qInfo("reverse: none %.4f, sinusoidal %.4f", inside(*runs[0], c), inside(*runs[1], c));
        QVERIFY(inside(*runs[1], c) > 0.95);
        QVERIFY(inside(*runs[0], c) < pe::chanceAccuracy(c.task) + 0.1);
    }

    // Step 3: without position, two queries with the same token have the same attention row.
    void attentionMaps()
    {
        const auto runs = runsOf(QStringLiteral("attention-maps"));
        const pe::TrainingConfig &c = configOf(QStringLiteral("attention-maps"));
        const std::vector<int> input {3, 1, 4, 1, 5, 2, 6, 3};
        for (int layer = 0; layer < c.model.layers; ++layer)
            for (int head = 0; head < c.model.heads; ++head) {
                const std::vector<double> map = runs[0]->model->attentionMap(input, layer, head);
                for (int j = 0; j < 8; ++j) {
                    QVERIFY(std::abs(map[1 * 8 + j] - map[3 * 8 + j]) < 1e-12);
                    QVERIFY(std::abs(map[0 * 8 + j] - map[7 * 8 + j]) < 1e-12);
                }
                // With the encoding, the rows differ.
                const std::vector<double> sin = runs[1]->model->attentionMap(input, layer, head);
                double spread = 0.0;
                for (int j = 0; j < 8; ++j)
                    spread = std::max(spread, std::abs(sin[1 * 8 + j] - sin[3 * 8 + j]));
                QVERIFY(spread > 1e-3);
            }
    }

    // Step 5: the learned table cannot run beyond L; the sinusoidal accuracy falls there.
    void beyondLength()
    {
        const auto runs = runsOf(QStringLiteral("beyond-length"));
        const pe::TrainingConfig &c = configOf(QStringLiteral("beyond-length"));
        qInfo("reverse: sinusoidal %.4f / %.4f, learned %.4f", inside(*runs[0], c),
              beyond(*runs[0], c), inside(*runs[1], c));
        for (const pe::LengthAccuracy &a : runs[1]->result.byLength)
            QCOMPARE(a.runnable, a.length <= c.trainLength);
        QVERIFY(std::isnan(beyond(*runs[1], c)));
        QVERIFY(beyond(*runs[0], c) < inside(*runs[0], c));
    }

    // Step 6: RoPE, ALiBi and T5 learn the shift: more than 95 % at the training lengths.
    void relative()
    {
        const auto runs = runsOf(QStringLiteral("relative"));
        const pe::TrainingConfig &c = configOf(QStringLiteral("relative"));
        for (std::size_t k = 0; k < runs.size(); ++k)
            qInfo("shift: %s %.4f / %.4f",
                  pe::schemeId(trainingpresets::find(QStringLiteral("relative"))->schemes[k].kind)
                      .c_str(),
                  inside(*runs[k], c), beyond(*runs[k], c));
        for (std::size_t k = 1; k < runs.size(); ++k)
            QVERIFY(inside(*runs[k], c) > 0.95);
    }

    // Step 7: with a causal mask "none" learns the shift far above chance; without the mask it
    // stays near chance.
    void causalMask()
    {
        const auto runs = runsOf(QStringLiteral("causal-mask"));
        const pe::TrainingConfig &c = configOf(QStringLiteral("causal-mask"));
        pe::TrainingConfig open = c;
        open.model.causal = false;
        const auto blind
            = TrainingRunner::trainNow(open, {trainingpresets::scheme(pe::SchemeKind::None)});
        const double chance = pe::chanceAccuracy(c.task);
        qInfo("shift: none causal %.4f, none bidirectional %.4f, chance %.4f", inside(*runs[0], c),
              inside(*blind[0], open), chance);
        QVERIFY(inside(*runs[0], c) > 0.5);
        QVERIFY(inside(*blind[0], open) < chance + 0.1);
    }
};

QTEST_MAIN(TestTrainingLessonRuns)
#include "tst_traininglessonruns.moc"
