#include "viewcatalogue.h"

#include "checkerview.h"
#include "distanceview.h"
#include "embeddingsview.h"
#include "exporttableview.h"
#include "heatmapview.h"
#include "implementationlab.h"
#include "ladderview.h"
#include "layoutsview.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "mainwindow.h"
#include "pairchart.h"
#include "pairchartsview.h"
#include "ropeview.h"
#include "schemenumbersview.h"
#include "scoredecompositionview.h"
#include "scalingview.h"
#include "precisionlabview.h"
#include "similaritymatrix.h"
#include "similarityview.h"
#include "tablepage.h"
#include "trainingexport.h"
#include "trainingview.h"
#include "unitcirclesview.h"
#include "walkthrough.h"

#include "numberfield.h"

namespace viewcatalogue {

namespace {

const QString png = QStringLiteral("png");
const QString svg = QStringLiteral("svg");
const QString pdf = QStringLiteral("pdf");

// A tab that is the view class itself, built with (state, parent).
template<typename T> std::function<QWidget *(LessonState *, QWidget *)> tabOf()
{
    return [](LessonState *state, QWidget *parent) { return new T(state, parent); };
}

// The file set name.<formats> of a view class built with (state).
template<typename T> exportall::ViewEntry filesOf(const QString &name, const QStringList &formats)
{
    return exportall::single(name, formats, [](LessonState *state) { return new T(state); });
}

// pair-<i>.png/svg: one chart for pair i; one chart serves every pair (the pair is set on it).
exportall::ViewEntry pairFiles()
{
    exportall::ViewEntry entry
        = exportall::perPair(QStringLiteral("pair-%1"), {png, svg},
                             [](LessonState *state, int i) { return new PairChart(state, i); });
    entry.reuse
        = [](QWidget *view, LessonState *, int i) { static_cast<PairChart *>(view)->setPair(i); };
    return entry;
}

// circle-<i>.png/svg: the unit circle tab at pair i; one view serves every pair.
exportall::ViewEntry circleFiles()
{
    exportall::ViewEntry entry = exportall::perPair(QStringLiteral("circle-%1"), {png, svg},
                                                    [](LessonState *state, int i) {
                                                        auto *view = new UnitCirclesView(state);
                                                        view->pairSpinBox()->setValue(i);
                                                        return view;
                                                    });
    entry.reuse = [](QWidget *view, LessonState *, int i) {
        static_cast<UnitCirclesView *>(view)->pairSpinBox()->setValue(i);
    };
    return entry;
}

// <name>.png/svg/pdf: one figure of the Training view, made from the lesson's fixed-seed run
// (trainingexport; cached, so the four figures train it once). No parameter caption:
// the encoding's d, base, p and q are not what these figures show (their run: docs/reference.md,
// --export).
exportall::ViewEntry trainingFiles(const QString &name, const QString &page)
{
    return exportall::single(
        name, {png, svg, pdf}, [page](LessonState *) { return trainingexport::createFigure(page); },
        nullptr, false);
}

// training-curves.png/svg/pdf and the curves' numbers as training-curves.csv.
exportall::ViewEntry trainingCurves()
{
    exportall::ViewEntry entry = trainingFiles(QStringLiteral("training-curves"),
                                               QStringLiteral("curves"));
    entry.formats.append(QStringLiteral("csv"));
    entry.data = [](LessonState *) { return trainingexport::curvesCsv(); };
    return entry;
}

// <name>.png/svg: one page of the view of the schemes' own numbers.
exportall::ViewEntry schemeFiles(const QString &name, const QString &page)
{
    return exportall::single(name, {png, svg}, [page](LessonState *state) {
        auto *view = new SchemeNumbersView(state);
        view->showPage(page);
        return view;
    });
}

// window.png/svg: the whole window, without a caption (it shows the parameters itself). It
// hands its window on to the lesson steps (sharedViewKey).
exportall::ViewEntry windowFiles()
{
    exportall::ViewEntry entry = exportall::single(
        QStringLiteral("window"), {png, svg},
        [](LessonState *state) { return new MainWindow(state); }, nullptr, false);
    entry.sharedViewKey = QStringLiteral("window");
    return entry;
}

// <prefix>-<n>.png for every guided lesson (lessonregistry: lesson-step-<n>, context-step-<n>
// ...): the window with the lesson panel at step n (1-based) of that lesson, no caption. One
// window serves window.* and all steps (building a window per step was most of the export's time).
exportall::ViewEntry lessonStepFiles(const lessonregistry::Lesson &lesson)
{
    const QString id = QLatin1String(lesson.id);
    const auto goToStep = [id](MainWindow *window, int n) {
        // The files never depend on a training worker's timing: a step shows what is cached.
        if (auto *training
            = qobject_cast<TrainingView *>(window->viewById(QStringLiteral("training"))))
            training->setAutoTrain(false);
        window->showLessonPanel(true);
        // Begun at its first step, as a class begins it, so that step n is the same figure
        // whether the export starts there (--view) or walks to it: the note about the
        // parameters stands at step 1 only.
        if (!window->walkthrough()->active())
            window->walkthrough()->start(id, 0);
        window->walkthrough()->start(id, n - 1);
    };
    const auto steps = lesson.steps;
    exportall::ViewEntry entry = exportall::indexed(
        QLatin1String(lesson.exportPrefix) + QStringLiteral("-%1"), {png},
        [steps](const LessonState *) { return static_cast<int>(steps().size()); },
        [goToStep](LessonState *state, int n) {
            auto *window = new MainWindow(state);
            goToStep(window, n);
            return window;
        },
        nullptr, 1);
    entry.reuse = [goToStep](QWidget *view, LessonState *, int n) {
        goToStep(static_cast<MainWindow *>(view), n);
    };
    entry.caption = false;
    entry.sharedViewKey = QStringLiteral("window");
    return entry;
}

// window.* and then every lesson's steps.
QList<exportall::ViewEntry> windowAndLessonFiles()
{
    QList<exportall::ViewEntry> files {windowFiles()};
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons())
        files.append(lessonStepFiles(lesson));
    return files;
}

} // namespace

const QList<Family> &families()
{
    // The window's outer tabs, in this order; each holds its views in the order of views().
    static const QList<Family> list = {
        {QStringLiteral("encoding"), QT_TRANSLATE_NOOP("MainWindow", "Encoding")},
        {QStringLiteral("implementation"), QT_TRANSLATE_NOOP("MainWindow", "Your implementation")},
        {QStringLiteral("context"), QT_TRANSLATE_NOOP("MainWindow", "Long context")},
        {QStringLiteral("attention"), QT_TRANSLATE_NOOP("MainWindow", "Attention")},
        {QStringLiteral("training"), QT_TRANSLATE_NOOP("MainWindow", "Training")},
    };
    return list;
}

const QList<View> &views()
{
    // ==== The built-in views: one entry each, tabs in this order. ============================
    // {id, family id, title, tab factory (state, parent) or null, export entries in writing
    // order}
    static const QList<View> list = {
        {QStringLiteral("table"),
         QStringLiteral("encoding"),
         QT_TRANSLATE_NOOP("MainWindow", "Table"),
         tabOf<TablePage>(),
         {filesOf<ExportTableView>(QStringLiteral("table"), {png, svg, pdf})}},
        {QStringLiteral("pairs"),
         QStringLiteral("encoding"),
         QT_TRANSLATE_NOOP("MainWindow", "Pair charts"),
         tabOf<PairChartsView>(),
         {filesOf<PairChartsView>(QStringLiteral("pairs"), {png, svg, pdf}), pairFiles()}},
        {QStringLiteral("circles"),
         QStringLiteral("encoding"),
         QT_TRANSLATE_NOOP("MainWindow", "Unit circle"),
         tabOf<UnitCirclesView>(),
         {circleFiles()}},
        {QStringLiteral("heatmap"),
         QStringLiteral("encoding"),
         QT_TRANSLATE_NOOP("MainWindow", "Heat map"),
         tabOf<HeatmapView>(),
         {filesOf<HeatmapView>(QStringLiteral("heatmap"), {png, svg})}},
        {QStringLiteral("distance"),
         QStringLiteral("encoding"),
         QT_TRANSLATE_NOOP("MainWindow", "Distance"),
         tabOf<DistanceView>(),
         {filesOf<DistanceView>(QStringLiteral("distance"), {png, svg})}},
        {QStringLiteral("similarity"),
         QStringLiteral("encoding"),
         QT_TRANSLATE_NOOP("MainWindow", "Similarity"),
         createSimilarityView,
         {exportall::single(QStringLiteral("similarity"), {png, svg},
                            [](LessonState *state) { return createSimilarityView(state); })}},
        {QStringLiteral("lab"),
         QStringLiteral("implementation"),
         QT_TRANSLATE_NOOP("MainWindow", "Implementation lab"),
         tabOf<ImplementationLab>(),
         {}},
        {QStringLiteral("layouts"),
         QStringLiteral("implementation"),
         QT_TRANSLATE_NOOP("MainWindow", "Layouts"),
         tabOf<LayoutsView>(),
         {filesOf<LayoutsView>(QStringLiteral("layouts"), {png, svg})}},
        {QStringLiteral("precision"),
         QStringLiteral("implementation"),
         QT_TRANSLATE_NOOP("MainWindow", "Precision lab"),
         tabOf<PrecisionLabView>(),
         {filesOf<PrecisionLabView>(QStringLiteral("precision"), {png, svg})}},
        // Without a file checked, the checker shows (and exports) its labelled example.
        {QStringLiteral("checker"),
         QStringLiteral("implementation"),
         QT_TRANSLATE_NOOP("MainWindow", "Checker"),
         tabOf<CheckerView>(),
         {filesOf<CheckerView>(QStringLiteral("checker"), {png, svg})}},
        {QStringLiteral("ladder"),
         QStringLiteral("context"),
         QT_TRANSLATE_NOOP("MainWindow", "Frequency ladder"),
         tabOf<LadderView>(),
         {filesOf<LadderView>(QStringLiteral("context"), {png, svg})}},
        {QStringLiteral("scaling"),
         QStringLiteral("context"),
         QT_TRANSLATE_NOOP("MainWindow", "Context scaling"),
         tabOf<ScalingView>(),
         {}},
        {QStringLiteral("embeddings"),
         QStringLiteral("attention"),
         QT_TRANSLATE_NOOP("MainWindow", "Embeddings"),
         tabOf<EmbeddingsView>(),
         {}},
        {QStringLiteral("scores"),
         QStringLiteral("attention"),
         QT_TRANSLATE_NOOP("MainWindow", "Score terms"),
         tabOf<ScoreDecompositionView>(),
         {filesOf<ScoreDecompositionView>(QStringLiteral("attention"), {png, svg})}},
        {QStringLiteral("rope"),
         QStringLiteral("attention"),
         QT_TRANSLATE_NOOP("MainWindow", "RoPE"),
         tabOf<RopeView>(),
         {filesOf<RopeView>(QStringLiteral("rope"), {png, svg})}},
        {QStringLiteral("schemes"),
         QStringLiteral("attention"),
         QT_TRANSLATE_NOOP("MainWindow", "Position biases"),
         tabOf<SchemeNumbersView>(),
         {schemeFiles(QStringLiteral("alibi"), QStringLiteral("alibi")),
          schemeFiles(QStringLiteral("t5-buckets"), QStringLiteral("t5")),
          schemeFiles(QStringLiteral("learned-table"), QStringLiteral("learned"))}},
        // Export all: the figures of the lesson's run (trainingexport::exportedRun); the current
        // view's export: the page shown, from the runs shown (currentViewEntry).
        {QStringLiteral("training"),
         QStringLiteral("training"),
         QT_TRANSLATE_NOOP("MainWindow", "Training"),
         tabOf<TrainingView>(),
         {trainingCurves(),
          trainingFiles(QStringLiteral("training-lengths"), QStringLiteral("lengths")),
          trainingFiles(QStringLiteral("training-attention"), QStringLiteral("attention")),
          trainingFiles(QStringLiteral("training-positions"), QStringLiteral("positions"))},
         false},
        // ==== End of the views. ==============================================================
        // The window itself, exported only: window.* and the lesson steps.
        {QString(), QString(), nullptr, nullptr, windowAndLessonFiles()},
    };
    return list;
}

const View *find(const QString &id)
{
    for (const View &view : views())
        if (!id.isEmpty() && view.id == id)
            return &view;
    return nullptr;
}

QString exportBaseName(const QString &id, QWidget *view)
{
    if (id.isEmpty())
        return QStringLiteral("view");
    if (auto *training = qobject_cast<TrainingView *>(view))
        return QStringLiteral("training-") + training->currentPageId(); // the page shown
    for (const View &entry : views()) {
        if (entry.id != id)
            continue;
        if (entry.files.isEmpty())
            return id;
        QString name = entry.files.first().baseName;
        if (!name.contains(QLatin1String("%1")))
            return name;
        // A per-pair file set: the pair the view shows now.
        int index = entry.files.first().firstIndex;
        if (auto *circles = qobject_cast<UnitCirclesView *>(view))
            index = circles->pairSpinBox()->value();
        return name.arg(index);
    }
    return QStringLiteral("view");
}

bool currentViewEntry(const QString &id, QWidget *view, exportall::ViewEntry *entry, int *index)
{
    for (const View &candidate : views()) {
        if (id.isEmpty() || candidate.id != id)
            continue;
        if (auto *training = qobject_cast<TrainingView *>(view)) {
            // The page shown, of the runs shown once they are whole (else the lesson's run): a
            // learner's own comparison, not the lesson's, goes onto their slide. Taken now, so a
            // run started after the export does not change the file.
            const QString page = training->currentPageId();
            const trainingexport::Source source = trainingexport::shownBy(*training);
            *entry = exportall::single(
                QStringLiteral("training-") + page, {png, svg, pdf},
                [page, source](LessonState *) { return trainingexport::createFigure(page, source); },
                nullptr, false);
            *index = -1;
        } else if (candidate.files.isEmpty()) {
            if (!candidate.tab)
                return false;
            const auto tab = candidate.tab;
            *entry = exportall::single(id, {png, svg, pdf},
                                       [tab](LessonState *state) { return tab(state, nullptr); });
            *index = -1;
        } else {
            *entry = candidate.files.first();
            *index = entry->count ? entry->firstIndex : -1;
            if (auto *circles = qobject_cast<UnitCirclesView *>(view))
                *index = circles->pairSpinBox()->value();
        }
        entry->title = candidate.title;
        return true;
    }
    return false;
}

QList<exportall::ViewEntry> exportTable()
{
    QList<exportall::ViewEntry> table;
    for (const View &view : views())
        for (exportall::ViewEntry entry : view.files) {
            entry.title = view.title;
            table.append(entry);
        }
    return table;
}

SimilarityView *createSimilarityView(LessonState *state, QWidget *parent)
{
    auto *matrix = new SimilarityMatrix(state);
    auto *view = new SimilarityView(state, matrix, parent);
    matrix->setPositions(view->positions());
    QObject::connect(view, &SimilarityView::positionsChanged, matrix,
                     &SimilarityMatrix::setPositions);
    QObject::connect(matrix, &SimilarityMatrix::hoverTextChanged, view,
                     &SimilarityView::setHoverText);
    return view;
}

} // namespace viewcatalogue
