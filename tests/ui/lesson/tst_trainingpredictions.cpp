// The predictions the training lesson asks for (resources/exercises/training.json, quantity
// "training-accuracy"): the class predicts an interval of a run's accuracy, and the verdict must
// not depend on the seed. Each question is trained here with the seeds 1..5 on its step's run
// (trainingpresets: the core's defaults, only the seed changed), and every seed's mean accuracy
// over the question's lengths must fall in the same interval of its bounds, with a margin of
// 2 points from each bound (room for another compiler's rounding, never for another answer).

#include "exerciseset.h"
#include "lessonregistry.h"
#include "trainingpresets.h"

#include "exerciseanswer.h"
#include "training/sidebyside.h"
#include "training/trainer.h"

#include <QtTest>

#include <cmath>
#include <vector>

namespace {

constexpr int kSeeds = 5;
constexpr double kMargin = 2.0; // percentage points from a bound

ExerciseCatalogue lessonCatalogue()
{
    ExerciseCatalogue catalogue;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        QStringList steps;
        for (const LessonStep &step : lesson.steps())
            steps.append(step.id);
        catalogue.lessons.append({QString::fromLatin1(lesson.id), steps});
    }
    return catalogue;
}

QList<Exercise> runQuestions()
{
    QList<Exercise> questions;
    for (const QString &path : ExerciseSet::builtInFiles()) {
        ExerciseSet set;
        QString error;
        if (!ExerciseSet::load(path, lessonCatalogue(), &set, &error))
            qFatal("%s: %s", qPrintable(path), qPrintable(error));
        for (const Exercise &exercise : set.exercises())
            if (exercise.run)
                questions.append(exercise);
    }
    return questions;
}

} // namespace

class TestTrainingPredictions : public QObject
{
    Q_OBJECT

private slots:
    void sameIntervalForEverySeed();
};

void TestTrainingPredictions::sameIntervalForEverySeed()
{
    const QList<Exercise> questions = runQuestions();
    QCOMPARE(questions.size(), 6);
    // Every (question, seed) run, side by side (one worker per core; the same results as one
    // after another).
    const int count = static_cast<int>(questions.size()) * kSeeds;
    std::vector<double> percent(std::size_t(count), 0.0);
    pe::runSideBySide(count, 0, [&](int k) {
        const Exercise &question = questions.at(k / kSeeds);
        const TrainingPreset *preset = trainingpresets::find(question.stepId);
        pe::TrainingConfig config = preset->config;
        config.seed = std::uint64_t(k % kSeeds + 1);
        pe::Trainer trainer(config, trainingpresets::scheme(question.run->scheme));
        percent[std::size_t(k)]
            = 100.0 * pe::meanAccuracy(trainer.run(), question.run->from, question.run->to);
    });
    for (int n = 0; n < questions.size(); ++n) {
        const Exercise &question = questions.at(n);
        const std::vector<double> bounds(question.bounds.cbegin(), question.bounds.cend());
        QString seen;
        const double first = percent[std::size_t(n * kSeeds)];
        for (int seed = 0; seed < kSeeds; ++seed) {
            const double v = percent[std::size_t(n * kSeeds + seed)];
            seen += QStringLiteral(" %1").arg(v, 0, 'f', 1);
            QVERIFY2(std::isfinite(v), qPrintable(question.id));
            QCOMPARE(pe::rangeIndex(v, bounds), pe::rangeIndex(first, bounds));
            for (const double b : bounds)
                QVERIFY2(std::fabs(v - b) >= kMargin,
                         qPrintable(QStringLiteral("%1: %2 within %3 of the bound %4")
                                        .arg(question.id)
                                        .arg(v)
                                        .arg(kMargin)
                                        .arg(b)));
        }
        qInfo("%s: seeds 1..%d:%s %%", qPrintable(question.id), kSeeds, qPrintable(seen));
    }
}

QTEST_GUILESS_MAIN(TestTrainingPredictions)
#include "tst_trainingpredictions.moc"
