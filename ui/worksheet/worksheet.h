#pragma once

#include "exerciseset.h"
#include "exportall.h"

#include <QList>
#include <QString>

class QTextDocument;

/// The printable worksheet, sized for a class: the exercises
/// of one lesson as an A4 PDF, typeset with QTextDocument and written by QPdfWriter (fonts
/// embedded by Qt's PDF engine): a title, a line for the name, each question with room to write
/// (five or six to a page), and, after a page break, the answer key as one compact table
/// (number, answer, what is accepted, parameters). With figures, the figures that explain the
/// answers follow the key, one for the questions that share a view and its parameters, each the
/// width of the text (the exercise's view rendered by the still export at the exercise's
/// parameters, at 640 x 427 pixels, so that the view's text prints at about 9 pt). No text of the
/// sheet is smaller than 9 pt. The file is rendered in memory and written atomically
/// (imageexport::writeAtomically()): a full disk leaves an earlier file at the path as it was.
namespace worksheet {

struct Request
{
    QString lessonId = QStringLiteral("encoding");
    /// Shown under the heading; empty: the title of the lesson lessonId in language.
    QString lessonTitle;
    /// "en" or "zh_CN": the questions' language and the worksheet's own texts (read from the
    /// application's catalogue for that language, whatever the interface language is).
    QString language = QStringLiteral("en");
    bool figures = false; //!< the figures after the key (pages of their own)
};

/// The most questions one worksheet holds (a lesson's built-in exercises are 14 to 19; 100 with
/// their figures make about 35 pages and take a few seconds to typeset).
constexpr int maxQuestions = 100;

/// The export name (exportviews) of the figure for an exercise: its view, or stepViewId, mapped
/// from tab ids to export names ("circles" -> "circle-<pair>").
QString figureName(const Exercise &exercise, const QString &stepViewId);

/// Builds the document for exercises (already those of the request's lesson, in order).
/// stepViews: step id -> the step's view id. entries: the export table (viewcatalogue's).
/// Laid out as A4 pages (QTextDocument::pageSize()) with 18 mm margins at 96 dots per inch; a
/// question with its answer line and an answer with its figure are never split across pages.
/// The caller owns the result.
QTextDocument *build(const Request &request, const QList<Exercise> &exercises,
                     const QMap<QString, QString> &stepViews,
                     const QList<exportall::ViewEntry> &entries);

/// Writes the worksheet PDF to path atomically. False with a one-line *error when the request
/// has no exercises or more than maxQuestions, or the file cannot be written (an earlier file at path stays untouched).
bool write(const QString &path, const Request &request, const QList<Exercise> &exercises,
           const QMap<QString, QString> &stepViews, const QList<exportall::ViewEntry> &entries,
           QString *error);

/// A worksheet text in language (the "Worksheet" context of the catalogue), for tests.
QString text(const QString &language, const char *source);

/// The one-line refusal of a worksheet with count > maxQuestions exercises for lessonId.
QString tooManyQuestions(const QString &lessonId, int count);

/// The title of the lesson with id in language ("en" or "zh_CN", from the catalogue's
/// "Lessons" context, whatever the interface language is); empty for an unknown id.
QString lessonTitle(const QString &language, const QString &id);

} // namespace worksheet
