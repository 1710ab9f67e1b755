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
#include <QPicture>
#include <QSaveFile>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrameFormat>
#include <QTextObjectInterface>
#include <QTranslator>

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

/// A text object that draws a recorded figure (QPicture) scaled into its box: vector paths in
/// the PDF.
class FigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int type = QTextFormat::UserObject + 1;
    static constexpr int pictureProperty = QTextFormat::UserProperty + 1;

    explicit FigureObject(QObject *parent) : QObject(parent) { }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        return {format.doubleProperty(QTextFormat::ImageWidth),
                format.doubleProperty(QTextFormat::ImageHeight)};
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const auto picture = format.property(pictureProperty).value<QPicture>();
        const QRect bounds = picture.boundingRect();
        if (bounds.isEmpty())
            return;
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / bounds.width(), rect.height() / bounds.height());
        painter->translate(-bounds.topLeft());
        picture.play(painter);
        painter->restore();
    }
};

QString numberText(double value)
{
    return QString::number(value, 'g', 6).replace(QLatin1Char('-'), QChar(0x2212));
}

/// Records the figure for an exercise: its view built from the export table at the exercise's
/// parameters, painted by the still export's painter path into a QPicture. Null when the view
/// does not exist.
QPicture recordFigure(const Exercise &exercise, const QString &name,
                      const QList<exportall::ViewEntry> &entries, const QSize &size)
{
    LessonState state;
    state.setParameters(exercise.parameters);
    exportviews::Choice choice;
    if (!exportviews::find(entries, &state, name, &choice))
        return {};
    const exportall::ViewEntry &entry = entries[choice.entry];
    std::unique_ptr<QWidget> view(entry.create ? entry.create(&state, choice.index) : nullptr);
    if (!view)
        return {};
    state.setParameters(exercise.parameters); // a factory may move the state
    const imageexport::ExportOptions options = imageexport::optionsFor(&state, entry.caption);
    QPicture picture;
    picture.setBoundingRect(QRect(QPoint(0, 0), size));
    {
        imageexport::ExportSession session(view.get(), size, options,
                                           imageexport::ExportSession::Afterwards::Discard);
        if (!imageexport::paintWidget(&picture, view.get(), size, options))
            return {};
    }
    picture.setBoundingRect(QRect(QPoint(0, 0), size));
    return picture;
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
    auto *figures = new FigureObject(document);
    document->documentLayout()->registerHandler(FigureObject::type, figures);
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

    QTextBlockFormat question = block;
    question.setTopMargin(14);
    QTextBlockFormat space = block;
    space.setBottomMargin(40); // room to write the answer
    int n = 0;
    for (const Exercise &exercise : exercises) {
        ++n;
        cursor.insertBlock(question);
        cursor.insertText(QStringLiteral("%1. ").arg(n), strong);
        cursor.insertText(exercise.questionText(lang), body);
        cursor.insertBlock(space);
        cursor.insertText(text(lang, answerLineText)
                                  + QStringLiteral(" ________________________________"),
                          body);
    }

    QTextBlockFormat keyBlock = block;
    keyBlock.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.insertBlock(keyBlock);
    cursor.insertText(text(lang, keyText), heading);
    const QSize figureSize(1200, 800);
    n = 0;
    for (const Exercise &exercise : exercises) {
        ++n;
        cursor.insertBlock(question);
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
        cursor.insertBlock(block);
        cursor.insertText(text(lang, parametersText).arg(imageexport::parameterCaption(&state)),
                          small);
        if (!request.figures)
            continue;
        const QPicture picture = recordFigure(
                exercise, figureName(exercise, stepViews.value(exercise.stepId)), entries,
                figureSize);
        if (picture.isNull())
            continue;
        QTextBlockFormat figureBlock = block;
        figureBlock.setAlignment(Qt::AlignHCenter);
        figureBlock.setPageBreakPolicy(QTextFormat::PageBreak_Auto);
        cursor.insertBlock(figureBlock);
        QTextCharFormat object;
        object.setObjectType(FigureObject::type);
        object.setProperty(FigureObject::pictureProperty, QVariant::fromValue(picture));
        // 13.5 cm wide in the document's points (print() lays out at 72 points per inch).
        const double width = 13.5 / 2.54 * 72.0;
        object.setProperty(QTextFormat::ImageWidth, width);
        object.setProperty(QTextFormat::ImageHeight,
                           width * figureSize.height() / figureSize.width());
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
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

#include "worksheet.moc"
