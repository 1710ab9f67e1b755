// Tests of the worksheet's document (ui/worksheet/worksheet.h): the questions in the chosen
// language with room to write, the answer key after a page break as one compact table, the
// figures after it (one per view and parameters, printed large enough to read), nothing under
// 9 pt, at most 6 pages without figures for the first lesson, every question
// with its answer line and every figure on one page, and the file written atomically. The
// export table here is a stand-in (a label per view name), so that the test needs no view.

#include "exerciseset.h"
#include "lessoncontent.h"
#include "worksheet.h"

#include <QAbstractTextDocumentLayout>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFragment>
#include <QtTest>

#include <algorithm>

#include <memory>

namespace {

QList<Exercise> builtIn()
{
    ExerciseCatalogue catalogue;
    QStringList steps;
    for (const LessonStep &step : lessonSteps())
        steps.append(step.id);
    catalogue.lessons.append({QStringLiteral("encoding"), steps});
    return ExerciseSet::builtIn(catalogue).exercises();
}

QMap<QString, QString> stepViews()
{
    QMap<QString, QString> views;
    for (const LessonStep &step : lessonSteps())
        views.insert(step.id, step.viewId);
    return views;
}

QList<exportall::ViewEntry> standInTable()
{
    QList<exportall::ViewEntry> entries;
    const auto label = [](LessonState *) -> QWidget * { return new QLabel(QStringLiteral("view")); };
    for (const char *name : {"table", "pairs", "heatmap", "distance", "similarity", "lab"})
        entries.append(exportall::single(QString::fromLatin1(name), {QStringLiteral("png")}, label));
    entries.append(exportall::perPair(QStringLiteral("circle-%1"), {QStringLiteral("png")},
                                      [](LessonState *, int) -> QWidget * {
                                          return new QLabel(QStringLiteral("circle"));
                                      }));
    return entries;
}

int imageCount(const QTextDocument &document)
{
    int images = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                ++images;
    return images;
}

} // namespace

class TestWorksheetDocument : public QObject
{
    Q_OBJECT

private slots:
    void document_data();
    void document();
    void figureNames_data();
    void figureNames();
    void writes();
};

void TestWorksheetDocument::document_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("figures");
    QTest::addColumn<QString>("lessonLine"); // the heading's second line names the lesson
    QTest::newRow("en figures") << "en" << true << "Lesson: Positional encoding";
    QTest::newRow("zh_CN figures") << "zh_CN" << true << "课程：位置编码";
    QTest::newRow("en no figures") << "en" << false << "Lesson: Positional encoding";
}

void TestWorksheetDocument::document()
{
    QFETCH(QString, language);
    QFETCH(bool, figures);
    QFETCH(QString, lessonLine);
    const QList<Exercise> exercises = builtIn();
    QVERIFY(exercises.size() >= 15);
    worksheet::Request request;
    request.language = language;
    request.figures = figures;
    std::unique_ptr<QTextDocument> document(
            worksheet::build(request, exercises, stepViews(), standInTable()));
    const QString text = document->toPlainText();
    QCOMPARE(document->begin().next().text(), lessonLine);
    for (const Exercise &exercise : exercises) {
        QVERIFY2(text.contains(exercise.questionText(language)), qPrintable(exercise.id));
        QVERIFY(text.contains(exercise.answerText()));
    }
    const int images = imageCount(*document);
    if (figures)
        QVERIFY2(images >= 1 && images <= exercises.size(), qPrintable(QString::number(images)));
    else
        QCOMPARE(images, 0);
    // The key starts a page; every question with its answer line and every figure lies on one
    // page; each question leaves at least 2 cm (57 pt) to write in.
    const double page = document->pageSize().height();
    const double pixelsPerPoint = 96.0 / 72.0; // the layout's resolution (worksheet::build())
    bool keyFound = false;
    int kept = 0;
    int questions = 0;
    double smallest = 1000.0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.text() == worksheet::text(language, "Answer key")) {
            keyFound = true;
            QCOMPARE(block.blockFormat().pageBreakPolicy(), QTextFormat::PageBreak_AlwaysBefore);
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat()) {
                // One logical pixel of the figure (its pixels over its scale) prints at 0.75 pt
                // or more: the views' 12-pixel text at 9 pt.
                const QTextImageFormat image = format.toImageFormat();
                const QImage picture
                    = document->resource(QTextDocument::ImageResource, QUrl(image.name()))
                          .value<QImage>();
                QVERIFY(!picture.isNull());
                const double logical = picture.width() / picture.devicePixelRatio();
                QVERIFY2(image.width() / pixelsPerPoint / logical >= 0.75,
                         qPrintable(QString::number(image.width() / pixelsPerPoint / logical)));
                continue;
            }
            const double size = format.hasProperty(QTextFormat::FontPointSize)
                ? format.fontPointSize()
                : document->defaultFont().pointSizeF();
            if (!it.fragment().text().trimmed().isEmpty())
                smallest = std::min(smallest, size);
        }
        if (!block.blockFormat().boolProperty(QTextFormat::UserProperty + 1))
            continue;
        ++kept;
        if (!block.text().contains(QChar(QChar::ObjectReplacementCharacter))) {
            ++questions;
            QVERIFY(block.blockFormat().bottomMargin() >= 57 * pixelsPerPoint);
        }
        const QRectF rect = document->documentLayout()->blockBoundingRect(block);
        QCOMPARE(static_cast<int>(rect.top() / page), static_cast<int>((rect.bottom() - 1) / page));
    }
    QVERIFY(keyFound);
    QCOMPARE(questions, static_cast<int>(exercises.size()));
    QCOMPARE(kept, questions + images);
    QVERIFY2(smallest >= 9.0, qPrintable(QString::number(smallest)));
    // A class's sheet: the first lesson's questions and key on at most 6 A4 pages, and the
    // questions on at least 3 (five or six to a page, with room to write).
    if (!figures)
        QVERIFY2(document->pageCount() >= 4 && document->pageCount() <= 6,
                 qPrintable(QString::number(document->pageCount())));
}

void TestWorksheetDocument::figureNames_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::newRow("table") << "alone-switched-on-sign"
                           << "table";
    QTest::newRow("circle of pair 0") << "first-pair-sin" << "circle-0";
    QTest::newRow("distance") << "closest-position" << "distance";
}

void TestWorksheetDocument::figureNames()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    for (const Exercise &exercise : builtIn())
        if (exercise.id == id)
            QCOMPARE(worksheet::figureName(exercise, stepViews().value(exercise.stepId)), name);
}

void TestWorksheetDocument::writes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    QString error;
    worksheet::Request request;
    QVERIFY2(worksheet::write(path, request, builtIn(), stepViews(), standInTable(), &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(5), QByteArray("%PDF-"));
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size() == 1); // no temp left
    QVERIFY(!worksheet::write(path, request, {}, stepViews(), standInTable(), &error));
    QVERIFY(error.contains(QStringLiteral("no exercises")));
    QVERIFY(!worksheet::write(QStringLiteral("/nonexistent/sheet.pdf"), request, builtIn(),
                              stepViews(), standInTable(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write")), qPrintable(error));
}

QTEST_MAIN(TestWorksheetDocument)
#include "tst_worksheetdocument.moc"
