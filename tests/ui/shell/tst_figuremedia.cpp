// Tests of figures made for their medium: every view of the export table drawn at a scale S is
// the figure at scale 1 with everything S times as large (its caption's text S times as tall,
// measured in the image's ink; the whole image, shrunk back by S, close to the scale-1 image),
// the file declares the resolution (PNG pHYs, SVG and PDF physical size), and the presets of the
// export dialog give the sizes they name.
#include "exerciseset.h"
#include "exportall.h"
#include "exporttableview.h"
#include "exportviews.h"
#include "exportscope.h"
#include "exportsession.h"
#include "figurefit.h"
#include "imageexport.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonstate.h"
#include "mediapresets.h"
#include "viewcatalogue.h"
#include "worksheet.h"

#include <QHeaderView>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include <memory>

using imageexport::FigureSize;

namespace {

// The entries of the export table, each at its first index; the window's lesson steps are the
// window again and are left to the window's own row.
QList<exportall::ViewEntry> figureEntries()
{
    QList<exportall::ViewEntry> entries;
    for (const exportall::ViewEntry &entry : viewcatalogue::exportTable())
        if (!entry.count || !entry.baseName.contains(QLatin1String("step")))
            entries.append(entry);
    return entries;
}

const exportall::ViewEntry *entryNamed(const QString &name)
{
    static const QList<exportall::ViewEntry> entries = figureEntries();
    for (const exportall::ViewEntry &entry : entries)
        if (entry.baseName == name)
            return &entry;
    return nullptr;
}

// The view of the export table's entry name (its first file), as the exporter builds it for
// state, and the options it is exported with; no view for an unknown name.
struct ExportedView
{
    const exportall::ViewEntry *entry = nullptr;
    std::unique_ptr<QWidget> view;
    imageexport::ExportOptions options;
};

ExportedView exportedView(const QString &name, LessonState *state)
{
    ExportedView exported;
    const exportall::ViewEntry *entry = entryNamed(name);
    exported.entry = entry;
    if (!entry)
        return exported;
    exported.view.reset(entry->create(state, entry->count ? entry->firstIndex : -1));
    exported.options = imageexport::optionsFor(state, entry->caption);
    return exported;
}

int channelDistance(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}

// The height of the ink (pixels away from the background by more than 60 in a channel) in the
// rows from top to bottom of image, ignoring rows of ink that span nearly the whole width (the
// caption's rule).
int inkHeight(const QImage &image, int top, int bottom)
{
    const QRgb background = image.pixel(0, image.height() - 1);
    int first = -1;
    int last = -1;
    for (int y = top; y < bottom; ++y) {
        int ink = 0;
        for (int x = 0; x < image.width(); ++x)
            ink += channelDistance(image.pixel(x, y), background) > 60 ? 1 : 0;
        if (ink == 0 || ink > image.width() / 2)
            continue;
        if (first < 0)
            first = y;
        last = y;
    }
    return first < 0 ? 0 : last - first + 1;
}

// The share of pixels away from the background (the bottom-left pixel) by more than 60.
double inkShare(const QImage &image)
{
    const QRgb background = image.pixel(0, image.height() - 1);
    qint64 ink = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ink += channelDistance(image.pixel(x, y), background) > 60 ? 1 : 0;
    return double(ink) / (double(image.width()) * image.height());
}

// The mean channel distance between two images of the same size.
double meanDistance(const QImage &a, const QImage &b)
{
    double sum = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            sum += channelDistance(a.pixel(x, y), b.pixel(x, y));
    return sum / (double(a.width()) * a.height());
}

} // namespace

class TestFigureMedia : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void scaleGrowsEverything_data();
    void scaleGrowsEverything();
    void wholeAtEverySize_data();
    void wholeAtEverySize();
    void tooSmallIsRefused_data();
    void tooSmallIsRefused();
    void worksheetFiguresAreWhole_data();
    void worksheetFiguresAreWhole();
    void filesDeclareTheirResolution();
    void presetsGiveTheirSizes_data();
    void presetsGiveTheirSizes();
};

void TestFigureMedia::initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }

void TestFigureMedia::scaleGrowsEverything_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("scale");
    for (const exportall::ViewEntry &entry : figureEntries())
        for (const double scale : {2.0, 3.0})
            QTest::addRow("%s x%g", qPrintable(entry.baseName), scale) << entry.baseName << scale;
}

void TestFigureMedia::scaleGrowsEverything()
{
    QFETCH(QString, name);
    QFETCH(double, scale);
    LessonState state;
    const ExportedView exported = exportedView(name, &state);
    QVERIFY(exported.view);
    const std::unique_ptr<QWidget> &view = exported.view;
    const imageexport::ExportOptions &options = exported.options;
    const QSize logical(900, 600);
    const FigureSize one(logical, 1.0);
    const FigureSize scaled(logical * scale, scale);
    QCOMPARE(scaled.logical(), logical);
    QImage small;
    QImage large;
    {
        const imageexport::ExportSession session(view.get(), one, options);
        small = imageexport::renderImage(view.get(), one, options);
        large = imageexport::renderImage(view.get(), scaled, options);
    }
    QCOMPARE(small.size(), logical);
    QCOMPARE(large.size(), logical * scale);
    QCOMPARE(large.dotsPerMeterX(), qRound(96.0 * scale / 0.0254));
    small = small.convertToFormat(QImage::Format_RGB32);
    large = large.convertToFormat(QImage::Format_RGB32);

    if (exported.entry->caption) {
        // The caption's text: S times as tall in ink (a rounding of a pixel each way).
        const int strip = imageexport::captionHeight(view.get(), options);
        QVERIFY(strip > 0);
        const int h1 = inkHeight(small, logical.height() - strip + 2, logical.height());
        const int hS = inkHeight(large, int((logical.height() - strip + 2) * scale),
                                 large.height());
        QVERIFY2(h1 >= 6, qPrintable(QString::number(h1)));
        QVERIFY2(std::abs(hS - scale * h1) <= scale + 1,
                 qPrintable(QStringLiteral("caption ink %1 px at scale 1, %2 px at scale %3")
                                .arg(h1)
                                .arg(hS)
                                .arg(scale)));
    }
    // Everything else grew too: shrunk back, the large figure is close to the small one (text
    // left at its scale-1 pixel size would leave most of the figure's text as a speck).
    // Measured here: 1 to 5 for the scaled figures; a figure laid out at its pixel size (the
    // text and lines left at their scale-1 size) gives 6 to 77, and its share of ink falls to
    // a half or less, where a scaled figure keeps its share within a fifth.
    const QImage back = large.scaled(logical, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const double distance = meanDistance(back, small);
    const double inkRatio = inkShare(large) / inkShare(small);
    QVERIFY2(distance < 5.5 && inkRatio > 0.8 && inkRatio < 1.25,
             qPrintable(QStringLiteral("mean distance %1, ink share ratio %2")
                            .arg(distance)
                            .arg(inkRatio)));
}

void TestFigureMedia::wholeAtEverySize_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const exportall::ViewEntry &entry : figureEntries()) {
        for (const QSize size : {QSize(600, 400), QSize(1200, 800), QSize(3840, 2160)})
            QTest::addRow("%s %dx%d", qPrintable(entry.baseName), size.width(), size.height())
                << entry.baseName << size << QStringLiteral("en");
        // Chinese texts are wider: the small size once more in Chinese.
        QTest::addRow("%s 600x400 zh_CN", qPrintable(entry.baseName))
            << entry.baseName << QSize(600, 400) << QStringLiteral("zh_CN");
    }
}

void TestFigureMedia::wholeAtEverySize()
{
    // Every view is whole at a small and a large size: laid out larger and scaled down by at
    // most maxShrink where its own size does not show it all; no scroll area in it scrolls, no
    // page of its charts, no label without room, no child outside it.
    QFETCH(QString, name);
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(language::install(language));
    const auto english = qScopeGuard([] { language::install(QStringLiteral("en")); });
    LessonState state;
    const ExportedView exported = exportedView(name, &state);
    QVERIFY(exported.view);
    const std::unique_ptr<QWidget> &view = exported.view;
    const imageexport::ExportOptions &options = exported.options;
    const imageexport::ExportSession session(view.get(), size, options);
    QString error;
    QVERIFY2(session.fits(&error), qPrintable(error));
    QVERIFY(imageexport::isWhole(view.get()));
    const QImage image = imageexport::renderImage(view.get(), size, options, &error);
    QVERIFY2(!image.isNull(), qPrintable(error));
    QCOMPARE(image.size(), size);
    QVERIFY(imageexport::hasContent(image));
}

void TestFigureMedia::tooSmallIsRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QSize>("size");
    // The table alone is a scroll area itself: below its smallest size it scrolled, and the
    // figure came out with columns cut.
    QTest::newRow("table 200x120") << QStringLiteral("table") << QSize(200, 120);
    QTest::newRow("table 200x600") << QStringLiteral("table") << QSize(200, 600);
}

// A figure too small to show its view whole is refused, naming the smallest size that works, and
// that size does show it whole.
void TestFigureMedia::tooSmallIsRefused()
{
    QFETCH(QString, name);
    QFETCH(QSize, size);
    LessonState state;
    const ExportedView exported = exportedView(name, &state);
    QVERIFY(exported.view);
    QString error;
    {
        const imageexport::ExportSession session(exported.view.get(), size, exported.options);
        QVERIFY(!session.fits(&error));
    }
    const QRegularExpressionMatch least
        = QRegularExpression(QStringLiteral("needs at least (\\d+)x(\\d+) pixels")).match(error);
    QVERIFY2(least.hasMatch(), qPrintable(error));
    const QSize enough(least.captured(1).toInt(), least.captured(2).toInt());
    const imageexport::ExportSession session(exported.view.get(), enough, exported.options);
    QVERIFY2(session.fits(&error), qPrintable(error));
    QVERIFY(imageexport::isWhole(exported.view.get()));
}

void TestFigureMedia::worksheetFiguresAreWhole_data()
{
    // The figure of every built-in question of the lesson, as --worksheet --figures makes it.
    QTest::addColumn<int>("question");
    ExerciseCatalogue catalogue;
    QStringList steps;
    for (const LessonStep &step : lessonSteps())
        steps.append(step.id);
    catalogue.lessons.append({QStringLiteral("encoding"), steps});
    const QList<Exercise> exercises = ExerciseSet::builtIn(catalogue).exercises();
    for (qsizetype k = 0; k < exercises.size(); ++k)
        QTest::addRow("question %d", int(k + 1)) << int(k);
}

void TestFigureMedia::worksheetFiguresAreWhole()
{
    // Whole at the worksheet's figure size: the row or pair the question asks about is in the
    // figure (question 5, the denominator of pair 7 at d = 16: rows 14 and 15 of the table;
    // question 19: the table's last column). A table's every row and column lie in its view.
    QFETCH(int, question);
    ExerciseCatalogue catalogue;
    QStringList steps;
    QMap<QString, QString> stepViews;
    for (const LessonStep &step : lessonSteps()) {
        steps.append(step.id);
        stepViews.insert(step.id, step.viewId);
    }
    catalogue.lessons.append({QStringLiteral("encoding"), steps});
    const Exercise exercise = ExerciseSet::builtIn(catalogue).exercises().at(question);
    const QString name = worksheet::figureName(exercise, stepViews.value(exercise.stepId));
    const QList<exportall::ViewEntry> entries = viewcatalogue::exportTable();
    LessonState state;
    state.setParameters(exercise.parameters);
    exportviews::Choice choice;
    if (!exportviews::find(entries, &state, name, &choice))
        QSKIP("a view without a figure (the lab): the worksheet prints none");
    const exportall::ViewEntry &entry = entries[choice.entry];
    std::unique_ptr<QWidget> view(entry.create(&state, choice.index));
    QVERIFY(view);
    state.setParameters(exercise.parameters);
    const FigureSize size = imageexport::figureSize(*imageexport::mediaPreset("worksheet"),
                                                    imageexport::applicationTextPixels());
    const imageexport::ExportOptions options = imageexport::optionsFor(&state, entry.caption);
    const imageexport::ExportSession session(view.get(), size, options);
    QString error;
    QVERIFY2(session.fits(&error), qPrintable(name + QStringLiteral(": ") + error));
    QVERIFY(imageexport::isWhole(view.get()));
    for (const auto *table : imageexport::selfAndChildren<QTableView>(view.get())) {
        const QAbstractItemModel *model = table->model();
        const QRect last = table->visualRect(
            model->index(model->rowCount() - 1, model->columnCount() - 1));
        QVERIFY2(table->viewport()->rect().contains(last),
                 qPrintable(QStringLiteral("%1: the last cell (%2, %3) at %4,%5 %6x%7 of %8x%9")
                                .arg(name)
                                .arg(model->rowCount() - 1)
                                .arg(model->columnCount() - 1)
                                .arg(last.x())
                                .arg(last.y())
                                .arg(last.width())
                                .arg(last.height())
                                .arg(table->viewport()->width())
                                .arg(table->viewport()->height())));
    }
}

void TestFigureMedia::filesDeclareTheirResolution()
{
    // 1050 x 700 pixels at 300 dpi: a PNG of that many pixels declaring 300 dpi, an SVG and a
    // PDF of 3.5 x 2.333 in whose content is laid out at the logical size.
    LessonState state;
    const exportall::ViewEntry *entry = entryNamed(QStringLiteral("heatmap"));
    QVERIFY(entry);
    std::unique_ptr<QWidget> view(entry->create(&state, -1));
    const FigureSize figure(QSize(1050, 700), 3.0, 300.0);
    QCOMPARE(figure.logical(), QSize(350, 233));
    const QImage png = imageexport::renderImage(view.get(), figure);
    QCOMPARE(png.size(), QSize(1050, 700));
    QCOMPARE(png.dotsPerMeterX(), qRound(300 / 0.0254));
    const QString svg = QString::fromUtf8(imageexport::renderSvg(view.get(), figure));
    const QRegularExpressionMatch size = QRegularExpression(
        QStringLiteral("<svg width=\"([0-9.]+)mm\" height=\"([0-9.]+)mm\"\\s+viewBox=\"0 0 (\\d+) "
                       "(\\d+)\""))
                                             .match(svg);
    QVERIFY2(size.hasMatch(), qPrintable(svg.left(300)));
    QVERIFY(std::abs(size.captured(1).toDouble() - 3.5 * 25.4) < 0.01);
    QVERIFY(std::abs(size.captured(2).toDouble() - 700.0 / 300.0 * 25.4) < 0.01);
    QCOMPARE(size.captured(3).toInt(), 350);
    QCOMPARE(size.captured(4).toInt(), 233);
    const QByteArray pdf = imageexport::renderPdf(view.get(), figure);
    const QRegularExpressionMatch box
        = QRegularExpression(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"))
              .match(QString::fromLatin1(pdf));
    QVERIFY(box.hasMatch());
    QVERIFY(std::abs(box.captured(1).toDouble() - 252.0) < 1.0); // 3.5 in
    QVERIFY(std::abs(box.captured(2).toDouble() - 168.0) < 1.0);
}

void TestFigureMedia::presetsGiveTheirSizes_data()
{
    // Each preset as the dialog names it: pixels, resolution and the body text's size, by an
    // independent count (points = pixels / dpi * 72).
    QTest::addColumn<QString>("id");
    QTest::addColumn<QSize>("pixels");
    QTest::addColumn<double>("dpi");
    QTest::addColumn<double>("textPoints"); // 0: the views' own text size (scale 1 at 96 dpi)
    QTest::newRow("screen") << "screen" << QSize(1200, 800) << 96.0 << 0.0;
    QTest::newRow("slide") << "slide" << QSize(1920, 1080) << 144.0 << 16.0;
    QTest::newRow("paper column") << "paper-column" << QSize(1050, 700) << 300.0 << 8.0;
    QTest::newRow("paper full width") << "paper-full" << QSize(2100, 1400) << 300.0 << 8.0;
    QTest::newRow("worksheet") << "worksheet" << QSize(2000, 1334) << 300.0 << 9.0;
}

void TestFigureMedia::presetsGiveTheirSizes()
{
    QFETCH(QString, id);
    QFETCH(QSize, pixels);
    QFETCH(double, dpi);
    QFETCH(double, textPoints);
    const imageexport::MediaPreset *preset = imageexport::mediaPreset(qPrintable(id));
    QVERIFY(preset);
    const double font = 12.0; // logical pixels
    const FigureSize figure = imageexport::figureSize(*preset, font);
    QCOMPARE(figure.pixels, pixels);
    QCOMPARE(figure.dpi, dpi);
    // The text's printed size: font * scale device pixels at dpi.
    const double points = font * figure.scale / figure.dpi * 72.0;
    QVERIFY2(std::abs(points - (textPoints > 0 ? textPoints : 9.0)) < 1e-9,
             qPrintable(QString::number(points)));
}

QTEST_MAIN(TestFigureMedia)
#include "tst_figuremedia.moc"
