#include "worksheet.h"

#include "exportoptions.h"
#include "exportsession.h"
#include "exportviews.h"
#include "imageexport.h"
#include "lessonstate.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDir>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QImage>
#include <QUrl>
#include <QSaveFile>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrameFormat>
#include <QTranslator>
#include <QWidget>

#include <memory>

namespace {

/// The worksheet's own texts, translated in the "Worksheet" context.
const char *const titleText = QT_TRANSLATE_NOOP("Worksheet", "Positional encoding: worksheet");
const char *const nameText = QT_TRANSLATE_NOOP("Worksheet", "Name: ____________________   "
                                                            "Date: ______________");
const char *const introText = QT_TRANSLATE_NOOP(
        "Worksheet", "Predict first, then check in pe-visualiser: each step of the guided lesson "
                     "asks these questions in its panel. Write numbers to three decimals unless "
                     "the question says otherwise.");
const char *const answerLineText = QT_TRANSLATE_NOOP("Worksheet", "Your answer:");
const char *const keyText = QT_TRANSLATE_NOOP("Worksheet", "Answer key");
const char *const toleranceText = QT_TRANSLATE_NOOP("Worksheet", "(accepted within ± %1)");
const char *const signText = QT_TRANSLATE_NOOP("Worksheet", "(the sign)");
const char *const parametersText = QT_TRANSLATE_NOOP("Worksheet", "Parameters: %1");

QString numberText(double value)
{
    return QString::number(value, 'g', 6).replace(QLatin1Char('-'), QChar(0x2212));
}

/// The figure for an exercise: its view built from the export table at the exercise's
/// parameters, rendered by the still export (the same painter path and caption as --export's
/// PNG files). Null when the view does not exist.
QImage renderFigure(const Exercise &exercise, const QString &name,
                      const QList<exportall::ViewEntry> &entries, const QSize &size)
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
    QFont font(language == QLatin1String("zh_CN") ? QStringLiteral("Noto Sans CJK SC")
                                                   : QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(11);
    return font;
}

} // namespace

namespace worksheet {

QString text(const QString &language, const char *source)
{
    static QTranslator chinese;
    static bool loaded = chinese.load(QLocale(QLocale::Chinese, QLocale::China),
                                      QStringLiteral("pe-visualiser"), QStringLiteral("_"),
                                      QStringLiteral(":/i18n"));
    if (language == QLatin1String("zh_CN") && loaded) {
        const QString translated = chinese.translate("Worksheet", source);
        if (!translated.isEmpty())
            return translated;
    }
    return QString::fromUtf8(source);
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
    small.setFontPointSize(9);
    QTextBlockFormat block;
    block.setBottomMargin(6);

    cursor.setBlockFormat(block);
    cursor.insertText(text(lang, titleText), heading);
    if (!request.lessonTitle.isEmpty()) {
        cursor.insertBlock(block);
        cursor.insertText(request.lessonTitle, strong);
    }
    cursor.insertBlock(block);
    cursor.insertText(text(lang, nameText), body);
    cursor.insertBlock(block);
    cursor.insertText(text(lang, introText), small);

    // A question and its answer line, an answer and its figure: one block each whose lines
    // never break across pages (QTextBlockFormat::setNonBreakableLines), so that nothing is
    // separated from what it belongs to.
    const QString lineBreak(QChar::LineSeparator);
    QTextBlockFormat question = block;
    question.setTopMargin(14);
    question.setBottomMargin(30); // room to write the answer
    question.setNonBreakableLines(true);
    int n = 0;
    for (const Exercise &exercise : exercises) {
        ++n;
        cursor.insertBlock(question);
        cursor.insertText(QStringLiteral("%1. ").arg(n), strong);
        cursor.insertText(exercise.questionText(lang) + lineBreak + lineBreak, body);
        cursor.insertText(text(lang, answerLineText)
                                  + QStringLiteral(" ________________________________"),
                          body);
    }

    QTextBlockFormat keyBlock = block;
    keyBlock.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.insertBlock(keyBlock);
    cursor.insertText(text(lang, keyText), heading);
    QTextBlockFormat answer = block;
    answer.setTopMargin(12);
    answer.setNonBreakableLines(true);
    // Rendered at the export's default 1200 x 800 pixels: about 210 dots per inch at the
    // figure's 14.5 cm.
    const QSize figureSize(1200, 800);
    n = 0;
    for (const Exercise &exercise : exercises) {
        ++n;
        cursor.insertBlock(answer);
        cursor.insertText(QStringLiteral("%1. ").arg(n), strong);
        cursor.insertText(exercise.answerText(), strong);
        if (exercise.kind == pe::AnswerKind::Number)
            cursor.insertText(QLatin1Char(' ')
                                      + text(lang, toleranceText).arg(numberText(exercise.tolerance)),
                              body);
        else if (exercise.kind == pe::AnswerKind::Sign)
            cursor.insertText(QLatin1Char(' ') + text(lang, signText), body);
        LessonState state;
        state.setParameters(exercise.parameters);
        cursor.insertText(lineBreak, body);
        cursor.insertText(text(lang, parametersText).arg(imageexport::parameterCaption(&state)),
                          small);
        if (!request.figures)
            continue;
        const QImage image = renderFigure(
                exercise, figureName(exercise, stepViews.value(exercise.stepId)), entries,
                figureSize);
        if (image.isNull())
            continue;
        const QUrl url(QStringLiteral("figure:%1").arg(n));
        document->addResource(QTextDocument::ImageResource, url, image);
        cursor.insertText(lineBreak, small);
        QTextImageFormat format;
        format.setName(url.toString());
        // 14.5 cm wide in the document's points (print() lays out at 72 points per inch).
        const double width = 14.5 / 2.54 * 72.0;
        format.setWidth(width);
        format.setHeight(width * figureSize.height() / figureSize.width());
        cursor.insertImage(format);
    }
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QCoreApplication::translate("Worksheet", "cannot write %1: %2")
                            .arg(QDir::toNativeSeparators(path), file.errorString()));
    std::unique_ptr<QTextDocument> document(build(request, exercises, stepViews, entries));
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(text(request.language, titleText));
        writer.setCreator(QStringLiteral("pe-visualiser"));
        document->print(&writer);
    }
    if (!file.commit())
        return fail(QCoreApplication::translate("Worksheet", "cannot write %1: %2")
                            .arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

} // namespace worksheet

