#include "manpage.h"

#include "optiontable.h"

#include <QCoreApplication>
#include <QStringList>

namespace {

class ManPage
{
    Q_DECLARE_TR_FUNCTIONS(ManPage)
};

// Text for roff: backslashes and hyphens escaped (\e, \-), a break point (\:) after each CJK
// character (Chinese has no spaces to break at), and a line that would start with a control
// character ('.' or ') guarded by \&.
QString roff(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\e");
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("\\-");
        else if (c.unicode() >= 0x2E80) // CJK: troff may break the line after any character (\:)
            out += c + QStringLiteral("\\:");
        else
            out += c;
    }
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

// ".SH TITLE" and its paragraphs.
void section(QStringList *lines, const QString &title, const QStringList &paragraphs = {})
{
    *lines << QStringLiteral(".SH ") + roff(title);
    for (int k = 0; k < paragraphs.size(); ++k) {
        if (k > 0)
            *lines << QStringLiteral(".PP");
        *lines << roff(paragraphs.at(k));
    }
}

// An example: the command in bold, then what it does.
void example(QStringList *lines, const QString &command, const QString &what)
{
    *lines << QStringLiteral(".TP") << QStringLiteral(".B ") + roff(command) << roff(what);
}

} // namespace

QString manPage(const QString &version, const QString &date)
{
    using namespace optiontable;
    QStringList lines;
    lines << QStringLiteral(".\\\" Made by pe-visualiser --help-man from the option table "
                            "(app/optiontable.cpp); do not edit.")
          << QStringLiteral(".TH PE\\-VISUALISER 1 %1 \"pe\\-visualiser %2\" \"%3\"")
                 .arg(date, roff(version), roff(ManPage::tr("User Commands")));
    lines << QStringLiteral(".ad l"); // ragged right: Chinese lines cannot be stretched
    section(&lines, ManPage::tr("NAME"));
    lines << QStringLiteral("pe\\-visualiser \\- ")
            + roff(ManPage::tr("teaching app for the Transformer's sinusoidal positional "
                               "encoding"));
    section(&lines, ManPage::tr("SYNOPSIS"));
    lines << QStringLiteral(".B pe\\-visualiser")
          << QStringLiteral("[\\fIOPTION\\fR]... [\\fIFILE\\fR]");
    section(&lines, ManPage::tr("DESCRIPTION"),
            {description(),
             ManPage::tr("Without options it opens the window with the lesson. With a FILE it "
                         "opens that file: an exercise file on its lesson, a matrix (.npy, .csv, "
                         ".txt) in the checker, a figure pe-visualiser exported (.png, .svg, "
                         ".pdf) with the parameters it was made with. The options --csv, "
                         "--export, --check, --rope, --export-animation and --worksheet run "
                         "without a window, print or write their result and exit."),
             ManPage::tr("The manual (Help > Manual, F1 in the window) is also installed in "
                         "/usr/share/doc/pe-visualiser/manual.")});
    section(&lines, ManPage::tr("OPTIONS"));
    for (const Option &row : table()) {
        if (row.flags & Hidden)
            continue;
        QStringList shown;
        for (const QString &name : names(row))
            shown << QStringLiteral("\\fB")
                    + roff((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name)
                    + QStringLiteral("\\fR");
        QString head = shown.join(QStringLiteral(", "));
        if (row.valueName)
            head += QStringLiteral(" \\fI") + roff(text(row.valueName)) + QStringLiteral("\\fR");
        lines << QStringLiteral(".TP") << head << roff(help(row));
    }
    section(&lines, ManPage::tr("EXAMPLES"));
    example(&lines, QStringLiteral("pe-visualiser --lang zh_CN --presentation"),
            ManPage::tr("Opens the lesson in Chinese, full screen with larger text."));
    example(&lines, QStringLiteral("pe-visualiser --export figures --dim 64"),
            ManPage::tr("Writes every view for d = 64 into the folder figures."));
    example(&lines, QStringLiteral("pe-visualiser --csv --positions 0-31 > pe.csv"),
            ManPage::tr("Prints PE(p) for p = 0 to 31 as CSV."));
    example(&lines, QStringLiteral("pe-visualiser --check pe.npy"),
            ManPage::tr("Checks a matrix saved by NumPy against the encoding."));
    section(&lines, ManPage::tr("EXIT STATUS"),
            {ManPage::tr("0 on success; 1 when --check finds another verdict than the reference "
                         "or a run fails; 2 for a usage error or a file that cannot be read.")});
    section(&lines, ManPage::tr("FILES"),
            {ManPage::tr("~/.config/pe-visualiser/pe-visualiser.conf: the remembered settings of "
                         "the window (language, palette, zoom, the last parameters).")});
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
