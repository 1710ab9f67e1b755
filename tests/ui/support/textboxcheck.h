#pragma once
// Shared by the view tests of tests/ui/charts and tests/ui/plots: the layout checks of
// the texts a view draws, read through TextBoxSource, and what the checks need around them (the
// sizes the views get in the window, the zh_CN catalogue, golden values from tests/data).

#include "appearance.h"
#include "language.h"
#include "textboxes.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QWidget>

#include <cmath>

namespace textboxcheck {

/// What is wrong with the text boxes of one view widget: each box elided, outside the widget's
/// rectangle, overlapping another box, or covering a data mark; one line per problem, empty
/// when all is well. Boxes that merely touch (less than half a pixel in common) pass.
inline QStringList problems(QWidget *widget)
{
    QStringList out;
    const auto *source = qobject_cast<TextBoxSource *>(widget);
    if (!source)
        return out;
    const QString where = QString::fromLatin1(widget->metaObject()->className());
    const QList<TextBox> boxes = source->textBoxes();
    const QList<DataMark> marks = source->dataMarks();
    const QRectF inside = QRectF(widget->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
    const auto overlaps = [](const QRectF &a, const QRectF &b) {
        const QRectF common = a.intersected(b);
        return common.width() > 0.5 && common.height() > 0.5;
    };
    const auto rectText = [](const QRectF &r) {
        return QStringLiteral("(%1, %2 %3x%4)")
            .arg(r.x(), 0, 'f', 1)
            .arg(r.y(), 0, 'f', 1)
            .arg(r.width(), 0, 'f', 1)
            .arg(r.height(), 0, 'f', 1);
    };
    for (int a = 0; a < boxes.size(); ++a) {
        const TextBox &box = boxes.at(a);
        if (box.elided)
            out << QStringLiteral("%1: \"%2\" is elided or cut").arg(where, box.text);
        if (!box.rect.isEmpty() && !inside.contains(box.rect))
            out << QStringLiteral("%1: \"%2\" %3 lies outside the widget %4")
                       .arg(where, box.text, rectText(box.rect), rectText(widget->rect()));
        for (int b = a + 1; b < boxes.size(); ++b)
            if (overlaps(box.rect, boxes.at(b).rect))
                out << QStringLiteral("%1: \"%2\" %3 overlaps \"%4\" %5")
                           .arg(where, box.text, rectText(box.rect), boxes.at(b).text,
                                rectText(boxes.at(b).rect));
        for (const DataMark &mark : marks)
            if (overlaps(box.rect, mark.rect))
                out << QStringLiteral("%1: \"%2\" %3 covers the mark %4 %5")
                           .arg(where, box.text, rectText(box.rect), mark.name,
                                rectText(mark.rect));
    }
    return out;
}

/// problems() for root and every visible widget inside it that is a TextBoxSource, and the
/// number of such sources in *count (a test that found none cannot fail).
inline QStringList problemsUnder(QWidget *root, int *count = nullptr)
{
    QList<QWidget *> widgets {root};
    widgets += root->findChildren<QWidget *>();
    QStringList out;
    int sources = 0;
    for (QWidget *widget : std::as_const(widgets)) {
        if (!qobject_cast<TextBoxSource *>(widget) || !widget->isVisibleTo(root))
            continue;
        ++sources;
        out += problems(widget);
    }
    if (count)
        *count = sources;
    return out;
}

/// The sizes a view's tab page gets in the window (measured on main before the layout work that
/// keeps every text whole): 1024x768, 1280x800 and 1920x1080 screens, normal and presentation font,
/// lesson panel open (a page about 650 px wide) and closed; and two wide, low pages for a lesson
/// panel placed under the view.
inline QList<QSize> pageSizes()
{
    return {QSize(650, 434), QSize(650, 466),  QSize(650, 555),  QSize(691, 493),  QSize(819, 487),
            QSize(947, 555), QSize(1033, 767), QSize(1459, 767), QSize(1240, 420), QSize(900, 380)};
}

/// The parameters every view is checked with: the lesson's and nasty ones.
struct Parameters
{
    const char *name;
    int d;
    qint64 p;
    qint64 q;
};
inline QList<Parameters> parameterSets()
{
    return {{"lesson", 8, 0, 3},  {"p q adjacent", 8, 5, 6}, {"q = 1", 8, 0, 1},
            {"q = 32", 8, 0, 32}, {"d = 1", 1, 0, 3},        {"d = 8192", 8192, 0, 3},
            {"p = q", 8, 3, 3},   {"q before p", 16, 7, 2}};
}

/// The data of a text-layout test (columns lang, presentation, size, d, p, q): every language,
/// font mode, page size and parameter set, rows named "en normal 400x300 lesson".
inline void addLayoutRows()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const QSize &size : pageSizes())
                for (const Parameters &set : parameterSets())
                    QTest::addRow("%s %s %dx%d %s", qPrintable(lang),
                                  presentation ? "presentation" : "normal", size.width(),
                                  size.height(), set.name)
                        << lang << presentation << size << set.d << set.p << set.q;
}

/// Installs the interface language and the font mode (presentation: 1.5 times the text).
inline bool setMode(const QString &lang, bool presentation)
{
    if (language::current() != lang && !language::install(lang))
        return false;
    Appearance::instance()->setPresentation(presentation);
    return true;
}

/// Shows widget at size and lets Qt (and Qt Charts) lay it out.
inline void showAt(QWidget *widget, const QSize &size)
{
    widget->resize(size);
    widget->show();
    for (int k = 0; k < 8; ++k) {
        QApplication::processEvents();
        QApplication::sendPostedEvents();
    }
}

/// The number at the end of a hover text, with a true minus read as '-'; NaN when there is none.
/// digits gets its count of significant digits.
inline double trailingNumber(const QString &text, int *digits = nullptr)
{
    static const QRegularExpression number(QStringLiteral("(\u2212?)([0-9]+(\\.[0-9]+)?)$"));
    const QRegularExpressionMatch match = number.match(text);
    if (!match.hasMatch())
        return std::nan("");
    QString mantissa = match.captured(2);
    if (digits) {
        QString significant = mantissa;
        significant.remove(QLatin1Char('.'));
        while (significant.startsWith(QLatin1Char('0')))
            significant.remove(0, 1);
        *digits = static_cast<int>(significant.size());
    }
    const double value = mantissa.toDouble();
    return match.captured(1).isEmpty() ? value : -value;
}

/// A golden value from a CSV file of tests/data (made with mpmath, see its README): the value
/// column of the first row whose leading columns are key (e.g. {"8", "10000", "3", "0"}).
inline double golden(const QString &file, const QStringList &key)
{
    QFile csv(QStringLiteral(PEV_SOURCE_DIR "/tests/data/") + file);
    if (!csv.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nan("");
    while (!csv.atEnd()) {
        const QStringList fields
            = QString::fromUtf8(csv.readLine()).trimmed().split(QLatin1Char(','));
        if (fields.size() > key.size() && fields.mid(0, key.size()) == key)
            return fields.last().toDouble();
    }
    return std::nan("");
}

} // namespace textboxcheck
