#include "manualwindow.h"

#include "language.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

ManualWindow::ManualWindow(QWidget *parent) : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("manualWindow"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenLinks(false); // follow() handles the contents' anchors and outside links
    connect(m_browser, &QTextBrowser::anchorClicked, this, &ManualWindow::follow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    // Wide enough for the manual's code lines, and never larger than the screen.
    QSize size(900, 700);
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 9 / 10);
    resize(size);
    load();
}

QUrl ManualWindow::source(const QString &language)
{
    const QString code = language == QLatin1String("zh_CN") ? language : QStringLiteral("en");
    return QUrl(QStringLiteral("qrc:/manual/manual.%1.md").arg(code));
}

QString ManualWindow::anchor(const QString &heading)
{
    QString out;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            out += c;
        else if (c.isSpace())
            out += QLatin1Char('-');
    }
    return out;
}

bool ManualWindow::showSection(const QString &fragment)
{
    QTextDocument *document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || anchor(block.text()) != fragment)
            continue;
        const QRectF box = document->documentLayout()->blockBoundingRect(block);
        m_browser->verticalScrollBar()->setValue(static_cast<int>(box.top()));
        return true;
    }
    return false;
}

void ManualWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        load();
    QDialog::changeEvent(event);
}

void ManualWindow::load()
{
    setWindowTitle(tr("Manual: Positional Encoding Visualiser"));
    const QString lang = language::current();
    if (lang == m_language && !m_browser->source().isEmpty())
        return;
    m_language = lang == QLatin1String("zh_CN") ? lang : QStringLiteral("en");
    m_browser->setSource(source(m_language), QTextDocument::MarkdownResource);
}

void ManualWindow::follow(const QUrl &url)
{
    if (url.scheme().isEmpty() && url.path().isEmpty() && url.hasFragment()) {
        showSection(url.fragment(QUrl::FullyDecoded));
        return;
    }
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")
        || url.scheme() == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
        return;
    }
    m_browser->setSource(m_browser->source().resolved(url));
}
