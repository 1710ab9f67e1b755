#include "appearance.h"
#include "attentionfigure.h"
#include "charttextview.h"
#include "curvesfigure.h"
#include "filesizelimit.h"
#include "labelledmatrixplot.h"
#include "lengthfigure.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "positionsfigure.h"
#include "schemelinechart.h"
#include "training/sidebyside.h"
#include "trainingcache.h"
#include "trainingconfigdiff.h"
#include "trainingexport.h"
#include "trainingpresets.h"
#include "trainingrunner.h"
#include "trainingview.h"

#include <QComboBox>
#include <QProgressBar>
#include <QPushButton>

#include <QAbstractAxis>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QSet>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>

namespace {

// A quick comparison through the view's own choices: 1 layer, d = 8, L = 4, 6 steps.
pe::TrainingConfig quick()
{
    pe::TrainingConfig config = trainingpresets::lessonConfig();
    config.model.layers = 1;
    config.model.d = 8;
    config.trainLength = 4;
    config.steps = 6;
    config.warmupSteps = 5; // as the view's config() brings it below the steps
    return config;
}

} // namespace

class TestTrainingView : public QObject
{
    Q_OBJECT

private slots:
    void init() { trainingcache::clear(); }

    void defaults()
    {
        LessonState state;
        TrainingView view(&state);
        QCOMPARE(int(view.schemes().size()), 6);
        // The view starts from the core's defaults, which are --train's too (tst_commandline).
        const pe::TrainingConfig config = view.config();
        const pe::TrainingConfig core;
        const QStringList differences = trainingConfigDifferences(config, core);
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QStringLiteral(", "))));
        QCOMPARE(trainingkey::of(config, view.schemes()[0]),
                 trainingkey::of(core, view.schemes()[0]));
        // One steps limit for the window and the command line.
        int stepFields = 0;
        for (const NumberField *field : view.findChildren<NumberField *>())
            stepFields += field->maximum() == pe::maxTrainingSteps ? 1 : 0;
        QCOMPARE(stepFields, 1);
        QVERIFY(!view.pauseButton()->isEnabled());
        QVERIFY(!view.cancelButton()->isEnabled());
    }

    void pages()
    {
        LessonState state;
        TrainingView view(&state);
        for (const QString &id : {QStringLiteral("lengths"), QStringLiteral("attention"),
                                  QStringLiteral("positions"), QStringLiteral("curves")}) {
            QVERIFY(view.showPage(id));
            QCOMPARE(view.currentPageId(), id);
        }
        QVERIFY(!view.showPage(QStringLiteral("heatmap")));
        QCOMPARE(view.currentPageId(), QStringLiteral("curves"));
    }

    // Train from the controls: the curves fill live, the other pages show the finished runs.
    void trainsAndShows()
    {
        LessonState state;
        TrainingView view(&state);
        const auto chosen = std::vector<pe::SchemeSpec> {
            trainingpresets::scheme(pe::SchemeKind::Sinusoidal),
            trainingpresets::scheme(pe::SchemeKind::Learned)};
        view.setChoices(quick(), chosen);
        QCOMPARE(int(view.schemes().size()), 2);
        QSignalSpy finished(view.runner(), &TrainingRunner::finished);
        view.trainButton()->click();
        QVERIFY(view.cancelButton()->isEnabled());
        QVERIFY(finished.wait(60000));
        QVERIFY(!view.cancelButton()->isEnabled());
        QCOMPARE(view.progressBar()->value(), view.progressBar()->maximum());
        QVERIFY(view.statusLabel()->text().startsWith(QStringLiteral("Done")));
        const SchemeLineChart *loss = view.curvesFigure()->lossChart();
        QCOMPARE(loss->lines().size(), 2);
        QCOMPARE(int(loss->lines()[0].points.size()), 6);
        // The series drawn holds the same points, in order (appended by replace, in one go).
        QCOMPARE(loss->series(0)->count(), 6);
        QCOMPARE(loss->series(0)->at(5), loss->lines()[0].points[5]);
        QCOMPARE(loss->lines()[1].name, QStringLiteral("learned"));
        const auto &run = view.runner()->results()[0];
        // Each point: the mean of the last CurvesFigure::window steps (here all 6).
        double lossSum = 0.0;
        for (const pe::CurvePoint &p : run->result.curve)
            lossSum += p.loss;
        QVERIFY(std::abs(loss->lines()[0].points[5].y() - lossSum / 6.0) < 1e-12);
        QCOMPARE(loss->lines()[0].points[0].y(), run->result.curve[0].loss);
        // Accuracy by length: 2 .. 4L; the learned line has no point beyond L.
        const SchemeLineChart *lengths = view.lengthFigure()->chart();
        QCOMPARE(lengths->markerX(), 4.0);
        QCOMPARE(int(lengths->lines()[1].points.size()), 15);
        QVERIFY(std::isnan(lengths->lines()[1].points[3].y())); // n = 5 > L
        QVERIFY(!std::isnan(lengths->lines()[1].points[2].y())); // n = 4
        QVERIFY(view.lengthFigure()->summaryLabel()->text().contains(QStringLiteral("beyond")));
        // The attention map of the chosen example: n x n, rows summing to 1.
        view.attentionFigure()->choose(0, 5, 0, 1);
        const LabelledMatrixPlot *map = view.attentionFigure()->plot();
        QCOMPARE(map->rows(), 5);
        for (int i = 0; i < 5; ++i) {
            double sum = 0.0;
            for (int j = 0; j < 5; ++j)
                sum += map->value(i, j);
            QVERIFY(std::abs(sum - 1.0) < 1e-12);
        }
        // Learned beyond L: no map, and the figure says why.
        view.attentionFigure()->choose(1, 6, 0, 0);
        QCOMPARE(view.attentionFigure()->plot()->rows(), 0);
        QVERIFY(view.attentionFigure()->exampleLabel()->text().contains(QStringLiteral("0 to 3")));
        // The learned table's similarity, L x L, next to the sinusoidal one.
        QCOMPARE(view.positionsFigure()->learnedPlot()->rows(), 4);
        QCOMPARE(view.positionsFigure()->sinusoidalPlot()->rows(), 4);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("curves.csv"));
        QString error;
        QVERIFY(view.saveCurves(path, &error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.first(), QByteArray("scheme,step,loss,accuracy"));
        QVERIFY(lines.at(1).startsWith("sinusoidal,1,"));
        QVERIFY(!view.saveCurves(dir.filePath(QStringLiteral("missing/curves.csv")), &error));
        QVERIFY(!error.isEmpty());
        // On a full disk (a file size limit of 64 bytes) the saved curves stay whole,
        // one line names the file, and no temporary file is left.
        const QByteArray saved = file.seek(0) ? file.readAll() : QByteArray();
        QVERIFY(saved.size() > 64);
        file.close();
        bool ok = true;
        {
            FileSizeLimit limit(64); // lowering one's own soft limit is always allowed
            QVERIFY(limit.active());
            ok = view.saveCurves(path, &error);
        }
        QVERIFY(!ok);
        QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + path), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), saved);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList {QStringLiteral("curves.csv")});
    }

    // One run at a time: Train waits while a run goes (Cancel stops it), and choices changed
    // meanwhile are said to be for the next run.
    void trainWaitsForTheRun()
    {
        LessonState state;
        TrainingView view(&state);
        pe::TrainingConfig config = quick();
        config.steps = 400; // long enough to change a field while it runs
        view.setChoices(config, {trainingpresets::scheme(pe::SchemeKind::Sinusoidal)});
        QSignalSpy started(view.runner(), &TrainingRunner::started);
        QSignalSpy finished(view.runner(), &TrainingRunner::finished);
        QVERIFY(view.trainButton()->isEnabled());
        view.trainButton()->click();
        QCOMPARE(started.count(), 1);
        QVERIFY(!view.trainButton()->isEnabled());
        view.pauseButton()->click(); // holds the run while the field changes
        const QString before = view.statusLabel()->text();
        QVERIFY2(!before.contains(QStringLiteral("next run")), qPrintable(before));
        // The controls describe the run: they are its caption, the figure repeats none.
        QVERIFY(!view.curvesFigure()->captionLabel()->isVisibleTo(&view));
        config.seed = 2;
        view.setChoices(config, {trainingpresets::scheme(pe::SchemeKind::Sinusoidal)});
        const QString after = view.statusLabel()->text();
        QVERIFY2(after.contains(QStringLiteral("next run")), qPrintable(after));
        view.trainButton()->click(); // disabled: nothing starts
        QCOMPARE(started.count(), 1);
        view.pauseButton()->click();
        QVERIFY(finished.wait(60000));
        QVERIFY(view.trainButton()->isEnabled());
        QCOMPARE(view.runner()->config().seed, std::uint64_t(1));
        // The controls now say seed 2: the figures name the run they show, seed 1.
        QVERIFY(view.curvesFigure()->captionLabel()->isVisibleTo(&view));
        QVERIFY(view.curvesFigure()->captionLabel()->text().endsWith(QStringLiteral("seed 1")));
        QVERIFY(view.lengthFigure()->summaryLabel()->text().startsWith(
            QStringLiteral("This run: reverse")));
    }

    // Train takes the number typed in a field that still has the focus (Train by its key, or a
    // click on a button that does not take the focus): the run is the one the fields show.
    void trainTakesTheTypedNumber()
    {
        LessonState state;
        TrainingView view(&state);
        view.setChoices(quick(), {trainingpresets::scheme(pe::SchemeKind::Sinusoidal)});
        NumberField *length = nullptr;
        for (NumberField *field : view.findChildren<NumberField *>())
            if (field->name() == QStringLiteral("L"))
                length = field;
        QVERIFY(length);
        QCOMPARE(length->intValue(), 4);
        length->selectAll();
        QTest::keyClicks(length, QStringLiteral("5"));
        QCOMPARE(length->intValue(), 4); // typed, not committed
        QSignalSpy finished(view.runner(), &TrainingRunner::finished);
        view.trainButton()->click();
        QCOMPARE(view.runner()->config().trainLength, 5);
        QVERIFY(finished.wait(60000));
        // A text the field refuses (L is 2 to 64) starts nothing.
        length->selectAll();
        QTest::keyClicks(length, QStringLiteral("99"));
        QSignalSpy started(view.runner(), &TrainingRunner::started);
        QSignalSpy refused(length, &NumberField::refused);
        view.trainButton()->click();
        QCOMPARE(started.count(), 0);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(length->intValue(), 5);
    }

    // Side by side, the status names every scheme under way with its step.
    void statusNamesEverySchemeUnderWay()
    {
        if (pe::sideBySideWorkers(2) < 2)
            QSKIP("one core: the schemes train one after another");
        LessonState state;
        TrainingView view(&state);
        pe::TrainingConfig config = quick();
        config.steps = 2000;
        view.setChoices(config,
                        {trainingpresets::scheme(pe::SchemeKind::None),
                         trainingpresets::scheme(pe::SchemeKind::Sinusoidal)});
        view.train();
        QTRY_VERIFY_WITH_TIMEOUT(view.runner()->stepsDone().size() == 2
                                     && view.runner()->stepsDone()[0] > 0
                                     && view.runner()->stepsDone()[1] > 0,
                                 60000);
        view.pauseButton()->click();
        const QString text = view.statusLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("none at step"))
                     && text.contains(QStringLiteral(" and sinusoidal at step"))
                     && text.contains(QStringLiteral("of 2000 (0 of 2 schemes done)")),
                 qPrintable(text));
        view.runner()->cancel();
    }

    // Runs kept to compare: each finished comparison is listed, newest first; the one chosen is
    // drawn faint on the curves and Beyond L, named under them; the shown run is never overlaid
    // on itself; the same choices again replace their entry.
    void keepsRunsToCompare()
    {
        LessonState state;
        TrainingView view(&state);
        QCOMPARE(view.compareBox()->count(), 1); // "Compare with…", none
        QVERIFY(!view.compareBox()->isEnabled());
        const std::vector<pe::SchemeSpec> two {trainingpresets::scheme(pe::SchemeKind::None),
                                               trainingpresets::scheme(pe::SchemeKind::Learned)};
        const std::vector<pe::SchemeSpec> one {trainingpresets::scheme(pe::SchemeKind::Rope)};
        QSignalSpy finished(view.runner(), &TrainingRunner::finished);
        view.setChoices(quick(), two);
        view.train();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        pe::TrainingConfig second = quick();
        second.trainLength = 5;
        view.setChoices(second, one);
        view.train();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
        QCOMPARE(int(view.keptRuns().size()), 2);
        QCOMPARE(view.compareBox()->count(), 3);
        QVERIFY(view.compareBox()->isEnabled());
        QCOMPARE(view.compareBox()->itemData(1).toInt(), 2); // newest first
        QCOMPARE(view.compareBox()->itemData(2).toInt(), 1);
        // Each entry leads with what differs from the run shown (a narrow box cuts the end).
        QVERIFY2(
            view.compareBox()->itemText(2).startsWith(QStringLiteral("run 1: L = 4 · reverse")),
            qPrintable(view.compareBox()->itemText(2)));

        const SchemeLineChart *lengths = view.lengthFigure()->chart();
        const SchemeLineChart *loss = view.curvesFigure()->lossChart();
        QCOMPARE(lengths->lines().size(), 1);
        QVERIFY(std::isnan(lengths->comparedMarkerX()));
        view.compareBox()->setCurrentIndex(2); // run 1: none and learned, L = 4
        QCOMPARE(lengths->lines().size(), 3);
        // Both L's marked: the shown run's 5, the compared run's 4 (fainter), both in the title.
        QCOMPARE(lengths->markerX(), 5.0);
        QCOMPARE(lengths->comparedMarkerX(), 4.0);
        QVERIFY(lengths->chartView()->titleText().contains(QStringLiteral("run 1, L = 4")));
        QCOMPARE(loss->lines().size(), 3);
        QVERIFY(!lengths->lines()[0].faded);
        QVERIFY(lengths->lines()[1].faded && lengths->lines()[2].faded);
        QCOMPARE(lengths->lines()[2].name, QStringLiteral("learned (run 1)"));
        // The compared run's own numbers: its accuracy at n = 2 as trained.
        const TrainingView::KeptRun &first = view.keptRuns().front();
        QCOMPARE(lengths->lines()[2].points[0].y(),
                 first.runs.runs[1]->result.byLength[0].accuracy);
        QCOMPARE(int(loss->lines()[1].points.size()), 6);
        QVERIFY(view.lengthFigure()->summaryLabel()->text().contains(QStringLiteral("run 1")));
        QVERIFY(view.curvesFigure()->captionLabel()->text().contains(QStringLiteral("run 1")));
        // Showing run 1 itself again: nothing overlaid (it is the shown run), and its entry is
        // replaced, not doubled.
        view.setChoices(quick(), two);
        view.train();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
        QCOMPARE(int(view.keptRuns().size()), 2);
        QCOMPARE(view.keptRuns().back().number, 3);
        QCOMPARE(lengths->lines().size(), 2);
        view.compareBox()->setCurrentIndex(view.compareBox()->findData(2));
        QCOMPARE(lengths->lines().size(), 3); // run 2's RoPE line under the two shown
        QCOMPARE(lengths->lines()[2].name, QStringLiteral("RoPE (run 2)"));
        QCOMPARE(lengths->comparedMarkerX(), 5.0); // run 2's L beside run 3's 4
        const auto shownEntries = [&view] {
            int shown = 0;
            for (int k = 0; k < view.compareBox()->count(); ++k)
                shown += view.compareBox()->itemText(k).contains(QStringLiteral("(shown)")) ? 1 : 0;
            return shown;
        };
        QCOMPARE(shownEntries(), 1); // run 3, on screen
        // A cancelled run on screen: no kept run is marked shown, and the comparison drawn is
        // still named under the chart.
        pe::TrainingConfig longer = quick();
        longer.steps = 4000;
        longer.seed = 9;
        QSignalSpy cancelled(view.runner(), &TrainingRunner::cancelled);
        view.setChoices(longer, one);
        view.train();
        view.runner()->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, 60000);
        QCOMPARE(shownEntries(), 0);
        QCOMPARE(int(view.keptRuns().size()), 2);
        QVERIFY(view.lengthFigure()->summaryLabel()->text().contains(
            QStringLiteral("Faint lines: run 2")));
    }

    // The readings stand beside the chart where the width holds the table and the chart's
    // readable width (a projector's wide, short page), else under it; faint lines have no legend
    // entries (the caption names their run).
    void beyondLengthArranges()
    {
        const pe::TrainingConfig config = quick();
        const std::vector<pe::SchemeSpec> chosen {trainingpresets::scheme(pe::SchemeKind::None),
                                                  trainingpresets::scheme(pe::SchemeKind::Learned)};
        LengthFigure figure;
        figure.setRuns(config, chosen, TrainingRunner::trainNow(config, chosen));
        figure.resize(1600, 500);
        figure.show();
        QVERIFY(QTest::qWaitForWindowExposed(&figure));
        QVERIFY(figure.textBeside());
        QVERIFY(figure.summaryLabel()->geometry().left() >= figure.chart()->geometry().right());
        figure.resize(500, 700);
        QTRY_VERIFY(!figure.textBeside());
        QTRY_VERIFY(figure.summaryLabel()->geometry().top() >= figure.chart()->geometry().bottom());
        figure.resize(1600, 500);
        QTRY_VERIFY(figure.textBeside());
    }

    // Beyond L reads well: percent on the axis, chance drawn and in the legend, a mark at each
    // point, one dash pattern per scheme; each scheme's line under the chart reads its result.
    void beyondLengthReads()
    {
        const pe::TrainingConfig config = quick();
        const std::vector<pe::SchemeSpec> chosen {
            trainingpresets::scheme(pe::SchemeKind::None),
            trainingpresets::scheme(pe::SchemeKind::Sinusoidal),
            trainingpresets::scheme(pe::SchemeKind::Learned)};
        LengthFigure figure;
        figure.setRuns(config, chosen, TrainingRunner::trainNow(config, chosen));
        const SchemeLineChart *chart = figure.chart();
        QVERIFY(chart->percent());
        const auto vertical = chart->chartView()->chart()->axes(Qt::Vertical);
        QCOMPARE(vertical.size(), 1);
        QCOMPARE(qobject_cast<QValueAxis *>(vertical.first())->labelFormat(),
                 QStringLiteral("%.0f %%")); // "80 %"
        QCOMPARE(chart->levelY(), pe::chanceAccuracy(config.task));
        QVERIFY(chart->series(0)->pointsVisible());
        // The chart draws 100 times the accuracy.
        QCOMPARE(chart->series(1)->at(0).y(), 100.0 * chart->lines()[1].points[0].y());
        QSet<QString> patterns;
        for (const SchemeLineChart::Line &line : chart->lines()) {
            QString pattern;
            for (const qreal dash : line.dashes)
                pattern += QString::number(dash) + QLatin1Char(' ');
            patterns.insert(pattern);
        }
        QCOMPARE(patterns.size(), 3);
        const QString summary = figure.summaryLabel()->text();
        QVERIFY2(summary.contains(QStringLiteral("This run: reverse")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("seed 1")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("<b>learned</b></td>")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral(">no rows</td>")), qPrintable(summary));
        // Each scheme's row reads its run in one of the five readings.
        int readings = 0;
        for (const QString &reading : {QStringLiteral("<td>does not learn the task</td>"),
                                       QStringLiteral("<td>learns the task only in part</td>"),
                                       QStringLiteral("<td>holds to L</td>"),
                                       QStringLiteral("<td>holds to L and beyond</td>"),
                                       QStringLiteral("<td>holds to L and falls beyond</td>")})
            readings += int(summary.count(reading));
        QCOMPARE(readings, 3);
    }

    // A lesson preset sets the choices and its page; without auto-training and with nothing
    // cached it trains nothing (the export of the lesson's steps).
    void presetWithoutAutoTrain()
    {
        LessonState state;
        TrainingView view(&state);
        view.setAutoTrain(false);
        QVERIFY(view.showPage(QStringLiteral("beyond-length")));
        QCOMPARE(view.currentPageId(), QStringLiteral("lengths"));
        QCOMPARE(view.runner()->status(), TrainingRunner::Status::Idle);
        const TrainingPreset *preset = trainingpresets::find(QStringLiteral("beyond-length"));
        QCOMPARE(int(view.schemes().size()), int(preset->schemes.size()));
        QCOMPARE(view.config().steps, preset->config.steps);
        QVERIFY(!view.statusLabel()->text().isEmpty());
    }

    // A scheme chosen before its run is there (a lesson step) is shown once the run arrives.
    void attentionChoiceWaitsForItsRun()
    {
        const pe::TrainingConfig config = quick();
        const std::vector<pe::SchemeSpec> chosen {
            trainingpresets::scheme(pe::SchemeKind::None),
            trainingpresets::scheme(pe::SchemeKind::Sinusoidal)};
        const auto runs = TrainingRunner::trainNow(config, chosen);
        AttentionFigure figure;
        figure.setRuns(config, chosen, {runs[0], nullptr});
        figure.choose(1, 4, 0, 0);
        QCOMPARE(figure.scheme(), 0); // not there yet
        figure.setRuns(config, chosen, runs);
        QCOMPARE(figure.scheme(), 1);
        QCOMPARE(figure.plot()->rows(), 4);
    }

    void noSchemeChosen()
    {
        LessonState state;
        TrainingView view(&state);
        view.setChoices(quick(), {});
        view.train();
        QCOMPARE(view.runner()->status(), TrainingRunner::Status::Idle);
        QVERIFY(view.statusLabel()->text().contains(QStringLiteral("scheme")));
    }

    // shift-k with k >= L scores no position: the view refuses it with the core's reason, and
    // nothing trains.
    void shiftBeyondLengthRefused()
    {
        LessonState state;
        TrainingView view(&state);
        pe::TrainingConfig config = quick();
        config.task.kind = pe::TaskKind::Shift;
        config.task.shift = 3;
        config.trainLength = 3;
        view.setChoices(config, {trainingpresets::scheme(pe::SchemeKind::None)});
        QCOMPARE(view.config().task.shift, 3);
        view.train();
        QCOMPARE(view.runner()->status(), TrainingRunner::Status::Idle);
        QVERIFY2(view.statusLabel()->text().contains(QStringLiteral("k < L = 3")),
                 qPrintable(view.statusLabel()->text()));
        config.trainLength = 4;
        view.setChoices(config, {trainingpresets::scheme(pe::SchemeKind::None)});
        QSignalSpy finished(view.runner(), &TrainingRunner::finished);
        view.train();
        QVERIFY(finished.wait(60000));
    }

    // Presentation mode turned on while the view exists (the window builds every view first)
    // enlarges the charts' text and pens as it does every other chart's, and turned off restores
    // them.
    void chartsFollowAppearance()
    {
        LessonState state;
        TrainingView view(&state);
        QChart *chart = view.curvesFigure()->findChild<SchemeLineChart *>()->chartView()->chart();
        QVERIFY(!chart->axes().isEmpty());
        const qreal labels = chart->axes().first()->labelsFont().pointSizeF();
        const qreal title = chart->titleFont().pointSizeF();
        Appearance::instance()->setPresentation(true);
        const qreal larger = chart->axes().first()->labelsFont().pointSizeF();
        QVERIFY2(larger > 1.2 * labels, qPrintable(QStringLiteral("%1 -> %2").arg(labels).arg(larger)));
        QVERIFY(chart->titleFont().pointSizeF() > 1.2 * title);
        Appearance::instance()->setPresentation(false);
        QCOMPARE(chart->axes().first()->labelsFont().pointSizeF(), labels);
    }

    // The export's figures: made on the spot, from one run of each scheme.
    void exportFigures()
    {
        for (const QString &page : {QStringLiteral("curves"), QStringLiteral("lengths"),
                                    QStringLiteral("attention"), QStringLiteral("positions")}) {
            std::unique_ptr<QWidget> figure(trainingexport::createFigure(page));
            QVERIFY(figure);
        }
        QVERIFY(!trainingexport::createFigure(QStringLiteral("none")));
        QCOMPARE(trainingcache::size(), int(trainingexport::schemes().size()));
    }
};

QTEST_MAIN(TestTrainingView)
#include "tst_trainingview.moc"
