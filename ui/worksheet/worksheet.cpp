#include "worksheet.h"

#include "atomicwrite.h"
#include "exportoptions.h"
#include "exportsession.h"
#include "exportviews.h"
#include "imageexport.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "mediapresets.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFont>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrameFormat>
#include <QTextTable>
#include <QTranslator>
#include <QUrl>
#include <QWidget>

#include <memory>

namespace {

/// The worksheet's own texts, translated in the "Worksheet" context.
const char *const titleText = QT_TRANSLATE_NOOP("Worksheet", "Positional encoding: worksheet");
const char *const lessonText = QT_TRANSLATE_NOOP("Worksheet", "Lesson: %1");
const char *const nameText = QT_TRANSLATE_NOOP("Worksheet",
                                               "Name: ____________________   "
                                               "Date: ______________");
const char *const introText = QT_TRANSLATE_NOOP(
    "Worksheet",
    "Predict first, then check in pe-visualiser: each step of the guided lesson "
    "asks these questions in its panel. Write numbers to three decimals unless "
    "the question says otherwise.");
const char *const answerLineText = QT_TRANSLATE_NOOP("Worksheet", "Your answer:");
const char *const keyText = QT_TRANSLATE_NOOP("Worksheet", "Answer key");
const char *const toleranceText = QT_TRANSLATE_NOOP("Worksheet", "within ± %1");
const char *const signText = QT_TRANSLATE_NOOP("Worksheet", "the sign");
const char *const runAnswerText = QT_TRANSLATE_NOOP("Worksheet", "the step's training run");
const char *const runParametersText
    = QT_TRANSLATE_NOOP("Worksheet", "train the step in the app: its interval is the answer");

const char *const keyAnswerText = QT_TRANSLATE_NOOP("Worksheet", "Answer");
const char *const keyAcceptedText = QT_TRANSLATE_NOOP("Worksheet", "Accepted");
const char *const keyParametersText = QT_TRANSLATE_NOOP("Worksheet", "Parameters");
const char *const figuresText = QT_TRANSLATE_NOOP("Worksheet", "Figures");
const char *const figureForOneText = QT_TRANSLATE_NOOP("Worksheet", "Question %1:");
const char *const figureForManyText = QT_TRANSLATE_NOOP("Worksheet", "Questions %1:");

/// The smallest text on the sheet, in points (a class reads it on paper).
constexpr double minimumPt = 9.0;
/// The room left to write under each question, in points (about 2.3 cm).
constexpr double questionRoomPt = 66.0;
/// The page margins, in millimetres.
constexpr double marginMm = 18.0;
/// The size a figure is rendered at: the export dialog's worksheet medium (mediapresets.h),
/// 300 dpi with the views' text at 9 pt.
imageexport::FigureSize figureSize()
{
    return imageexport::figureSize(*imageexport::mediaPreset("worksheet"),
                                   imageexport::applicationTextPixels());
}

/// The resolution the worksheet is laid out in (see build()).
constexpr double layoutDpi = 96.0;
/// A block property: the block is kept on one page (keepBlocksWhole()).
constexpr int keepTogether = QTextFormat::UserProperty + 1;

QString numberText(double value)
{
    return QString::number(value, 'g', 6).replace(QLatin1Char('-'), QChar(0x2212));
}

/// The figure for an exercise: its view built from the export table at the exercise's
/// parameters, rendered by the still export (the same painter path and caption as --export's
/// PNG files). Null when the view does not exist.
QImage renderFigure(const Exercise &exercise, const QString &name,
                    const QList<exportall::ViewEntry> &entries,
                    const imageexport::FigureSize &size)
{
    LessonState state;
    state.setParameters(exercise.parameters);
    exportviews::Choice choice;
    if (!exportviews::find(entries, &state, name, &choice))
        return QImage();
    const exportall::ViewEntry &entry = entries[choice.entry];
    std::unique_ptr<QWidget> view(entry.create ? entry.create(&state, choice.index) : nullptr);
    if (!view)
        return QImage();
    state.setParameters(exercise.parameters); // a factory may move the state
    const imageexport::ExportOptions options = imageexport::optionsFor(&state, entry.caption);
    imageexport::ExportSession session(view.get(), size, options,
                                       imageexport::ExportSession::Afterwards::Discard);
    return imageexport::renderImage(view.get(), size, options);
}

QFont documentFont(const QString &language)
{
    // Latin letters and digits from DejaVu Sans, Chinese from Noto Sans CJK SC: with Noto CJK
    // first, Qt's PDF engine writes the digits of Chinese lines without their Unicode mapping
    // (the page shows them, pdftotext and copy-paste lose them).
    QFont font;
    font.setFamilies(
        language == QLatin1String("zh_CN")
            ? QStringList {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")}
            : QStringList {QStringLiteral("DejaVu Sans")});
    font.setPointSizeF(11);
    return font;
}

/// Each block marked keepTogether (a question with its answer line, an answer with its figure)
/// that would cross a page boundary starts a new page instead, when it fits on one (Qt 6.4's
/// layout has no "keep together"; setNonBreakableLines() stops the lines from wrapping).
void keepBlocksWhole(QTextDocument *document)
{
    const double pageHeight = document->pageSize().height();
    const double margin = document->rootFrame()->frameFormat().topMargin()
        + document->rootFrame()->frameFormat().bottomMargin();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (!block.blockFormat().boolProperty(keepTogether))
            continue;
        const QRectF rect = document->documentLayout()->blockBoundingRect(block);
        const auto firstPage = static_cast<int>(rect.top() / pageHeight);
        const auto lastPage = static_cast<int>((rect.bottom() - 1.0) / pageHeight);
        if (firstPage == lastPage || rect.height() > pageHeight - margin)
            continue;
        QTextBlockFormat format = block.blockFormat();
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(format);
    }
}

} // namespace

namespace worksheet {

namespace {

// source in language, from the catalogue's context (English: the source itself).
QString inLanguage(const QString &language, const char *context, const char *source)
{
    static QTranslator chinese;
    static bool loaded
        = chinese.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("pe-visualiser"),
                       QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (language == QLatin1String("zh_CN") && loaded) {
        const QString translated = chinese.translate(context, source);
        if (!translated.isEmpty())
            return translated;
    }
    return QString::fromUtf8(source);
}

} // namespace

QString text(const QString &language, const char *source)
{
    return inLanguage(language, "Worksheet", source);
}

QString tooManyQuestions(const QString &lessonId, int count)
{
    return QCoreApplication::translate("Worksheet",
                                       "the lesson %1 has %2 exercises, more than the %3 one "
                                       "worksheet holds: split the exercise file")
        .arg(lessonId)
        .arg(count)
        .arg(maxQuestions);
}

QString lessonTitle(const QString &language, const QString &id)
{
    const lessonregistry::Lesson *lesson = lessonregistry::find(id);
    return lesson ? inLanguage(language, "Lessons", lesson->title) : QString();
}

QString figureName(const Exercise &exercise, const QString &stepViewId)
{
    const QString view = exercise.viewId.isEmpty() ? stepViewId : exercise.viewId;
    if (view == QLatin1String("circles"))
        return QStringLiteral("circle-%1").arg(exercise.input.pair);
    return view;
}

QTextDocument *build(const Request &request, const QList<Exercise> &exercises,
                     const QMap<QString, QString> &stepViews,
                     const QList<exportall::ViewEntry> &entries)
{
    auto *document = new QTextDocument;
    // Laid out as A4 pages with 18 mm margins in pixels of 96 dots per inch (an image of that
    // resolution as the layout's device, whatever the screen), and painted scaled to the PDF's
    // resolution by write().
    static QImage layoutDevice = [] {
        QImage image(1, 1, QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(qRound(layoutDpi / 0.0254));
        image.setDotsPerMeterY(qRound(layoutDpi / 0.0254));
        return image;
    }();
    document->documentLayout()->setPaintDevice(&layoutDevice);
    const double dpi = layoutDpi;
    const auto points = [dpi](double pt) { return pt * dpi / 72.0; };
    const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Inch);
    document->setPageSize(QSizeF(a4.width() * dpi, a4.height() * dpi));
    QTextFrameFormat root = document->rootFrame()->frameFormat();
    root.setMargin(marginMm / 25.4 * dpi);
    document->rootFrame()->setFrameFormat(root);
    const QString lang = request.language;
    const QFont font = documentFont(lang);
    document->setDefaultFont(font);
    QTextCursor cursor(document);
    QTextCharFormat body;
    body.setFont(font);
    QTextCharFormat heading = body;
    heading.setFontPointSize(17);
    heading.setFontWeight(QFont::Bold);
    QTextCharFormat strong = body;
    strong.setFontWeight(QFont::Bold);
    QTextCharFormat small = body;
    small.setFontPointSize(minimumPt);
    QTextBlockFormat block;
    block.setBottomMargin(points(6));

    cursor.setBlockFormat(block);
    cursor.insertText(text(lang, titleText), heading);
    const QString lesson = request.lessonTitle.isEmpty()
        ? lessonTitle(lang, request.lessonId)
        : request.lessonTitle;
    if (!lesson.isEmpty()) {
        cursor.insertBlock(block);
        cursor.insertText(text(lang, lessonText).arg(lesson), strong);
    }
    cursor.insertBlock(block);
    cursor.insertText(text(lang, nameText), body);
    cursor.insertBlock(block);
    cursor.insertText(text(lang, introText), small);

    // A question and its answer line: one block, kept on one page (keepBlocksWhole()), with
    // room to write under it: five or six to a page.
    const QString lineBreak(QChar::LineSeparator);
    QTextBlockFormat question = block;
    question.setTopMargin(points(10));
    question.setBottomMargin(points(questionRoomPt)); // room to write the answer
    question.setProperty(keepTogether, true);
    int n = 0;
    for (const Exercise &exercise : exercises) {
        ++n;
        cursor.insertBlock(question);
        cursor.insertText(QStringLiteral("%1. ").arg(n), strong);
        // A prediction is judged by its interval, named after the question in signs.
        const QString intervals = exercise.kind == pe::AnswerKind::Range
            ? QStringLiteral(" (%1)").arg(exercise.rangesText())
            : QString();
        cursor.insertText(exercise.questionText(lang) + intervals + lineBreak + lineBreak, body);
        cursor.insertText(
            text(lang, answerLineText) + QStringLiteral(" ________________________________"), body);
    }

    // The answer key: one compact table (number, answer, what is accepted, parameters) at the
    // smallest size the sheet uses, 9 pt.
    QTextBlockFormat keyBlock = block;
    keyBlock.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.insertBlock(keyBlock);
    cursor.insertText(text(lang, keyText), heading);
    QTextTableFormat tableFormat;
    tableFormat.setBorder(0.5);
    tableFormat.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    tableFormat.setCellPadding(points(2));
    tableFormat.setCellSpacing(0);
    tableFormat.setHeaderRowCount(1);
    tableFormat.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    tableFormat.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, 6),
                                           QTextLength(QTextLength::PercentageLength, 16),
                                           QTextLength(QTextLength::PercentageLength, 22),
                                           QTextLength(QTextLength::PercentageLength, 56)});
    QTextTable *table = cursor.insertTable(static_cast<int>(exercises.size()) + 1, 4, tableFormat);
    QTextCharFormat keyStrong = strong;
    keyStrong.setFontPointSize(minimumPt);
    const QStringList headers {QStringLiteral("#"), text(lang, keyAnswerText),
                               text(lang, keyAcceptedText), text(lang, keyParametersText)};
    for (int column = 0; column < headers.size(); ++column)
        table->cellAt(0, column).firstCursorPosition().insertText(headers.at(column), keyStrong);
    n = 0;
    for (const Exercise &exercise : exercises) {
        ++n;
        table->cellAt(n, 0).firstCursorPosition().insertText(QString::number(n), small);
        const bool run = exercise.run.has_value();
        table->cellAt(n, 1).firstCursorPosition().insertText(
            run ? text(lang, runAnswerText) : exercise.answerText(), keyStrong);
        QString accepted;
        if (run)
            accepted = exercise.rangesText();
        else if (exercise.kind == pe::AnswerKind::Number)
            accepted = text(lang, toleranceText).arg(numberText(exercise.tolerance));
        else if (exercise.kind == pe::AnswerKind::Sign)
            accepted = text(lang, signText);
        table->cellAt(n, 2).firstCursorPosition().insertText(accepted, small);
        LessonState state;
        state.setParameters(exercise.parameters);
        table->cellAt(n, 3).firstCursorPosition().insertText(
            run ? text(lang, runParametersText) : imageexport::parameterCaption(&state), small);
    }
    cursor.movePosition(QTextCursor::End);

    if (request.figures) {
        // The figures after the key, each the width of the text and rendered small enough in
        // pixels that the views' text (about 12 px) prints at 9 pt or more; one figure for the
        // questions that share a view and its parameters.
        const double width = (a4.width() * 25.4 - 2 * marginMm) / 25.4 * dpi;
        // The figures, in the order of their first question, each with the questions it serves.
        struct Figure
        {
            const Exercise *exercise;
            QString name;
            QStringList questions;
        };
        QList<Figure> figures;
        QMap<QString, int> figureOf; // view name + parameters -> index into figures
        n = 0;
        for (const Exercise &exercise : exercises) {
            ++n;
            const QString name = figureName(exercise, stepViews.value(exercise.stepId));
            LessonState state;
            state.setParameters(exercise.parameters);
            const QString key = name + QLatin1Char('\n') + imageexport::parameterCaption(&state);
            if (!figureOf.contains(key)) {
                figureOf.insert(key, static_cast<int>(figures.size()));
                figures.append({&exercise, name, {}});
            }
            figures[figureOf.value(key)].questions.append(QString::number(n));
        }
        QTextBlockFormat figureBlock = block;
        figureBlock.setTopMargin(points(10));
        figureBlock.setProperty(keepTogether, true);
        bool first = true;
        for (const Figure &figure : figures) {
            const QImage image = renderFigure(*figure.exercise, figure.name, entries, figureSize());
            if (image.isNull())
                continue;
            if (first) {
                cursor.insertBlock(keyBlock); // a new page
                cursor.insertText(text(lang, figuresText), heading);
                first = false;
            }
            const QUrl url(QStringLiteral("figure:%1").arg(figure.questions.constFirst()));
            document->addResource(QTextDocument::ImageResource, url, image);
            cursor.insertBlock(figureBlock);
            // "Questions 3, 5:" above the figure.
            cursor.insertText(
                text(lang, figure.questions.size() > 1 ? figureForManyText : figureForOneText)
                    .arg(figure.questions.join(QStringLiteral(", "))),
                strong);
            cursor.insertText(lineBreak, small);
            QTextImageFormat format;
            format.setName(url.toString());
            format.setWidth(width);
            format.setHeight(width * figureSize().pixels.height() / figureSize().pixels.width());
            cursor.insertImage(format);
        }
    }
    keepBlocksWhole(document);
    return document;
}

bool write(const QString &path, const Request &request, const QList<Exercise> &exercises,
           const QMap<QString, QString> &stepViews, const QList<exportall::ViewEntry> &entries,
           QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (exercises.isEmpty())
        return fail(QCoreApplication::translate("Worksheet", "the lesson %1 has no exercises")
                        .arg(request.lessonId));
    if (exercises.size() > maxQuestions)
        return fail(tooManyQuestions(request.lessonId, static_cast<int>(exercises.size())));
    // Rendered into memory, then written in one piece through imageexport::writeAtomically()
    // (a temporary file in the target folder renamed over path): QPdfWriter's many small writes
    // through a buffered QSaveFile lose a full disk's error and commit a cut file.
    QByteArray pdf;
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF()); // the document's own margins (build())
        writer.setResolution(300);
        std::unique_ptr<QTextDocument> document(build(request, exercises, stepViews, entries));
        writer.setTitle(text(request.language, titleText));
        writer.setCreator(QStringLiteral("pe-visualiser"));
        // Each page of the laid-out document, with its number at the bottom (QTextDocument::
        // print() would lay the document out again for the printer, undoing keepBlocksWhole()).
        const QSizeF page = document->pageSize();
        const double margin = document->rootFrame()->frameFormat().bottomMargin();
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(QCoreApplication::translate("Worksheet", "cannot write %1: %2")
                            .arg(QDir::toNativeSeparators(path), buffer.errorString()));
        painter.scale(writer.resolution() / layoutDpi, writer.resolution() / layoutDpi);
        QFont pageNumber = documentFont(request.language);
        pageNumber.setPixelSize(12); // in the layout's pixels, scaled with the painter
        painter.setFont(pageNumber);
        for (int k = 0; k < document->pageCount(); ++k) {
            if (k > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -k * page.height());
            document->drawContents(&painter, QRectF(QPointF(0, k * page.height()), page));
            painter.restore();
            painter.drawText(QRectF(0, page.height() - margin, page.width(), margin / 2),
                             Qt::AlignCenter, QString::number(k + 1));
        }
        painter.end(); // writes the PDF's trailer
    }
    QString why;
    if (!imageexport::writeAtomically(path, pdf, &why))
        return fail(why);
    return true;
}

} // namespace worksheet
