#pragma once

#include <QDialog>
#include <QString>
#include <QUrl>

class QTextBrowser;

/// Help > Manual (F1): the user manual, offline, in the interface's language. Its source is
/// Markdown in docs/manual (manual.en.md, manual.zh_CN.md, images/), compiled into the app at
/// :/manual and rendered by QTextBrowser (QTextDocument's Markdown reader, no web engine). The
/// table of contents' links (#install, #安装) scroll to their heading; links out of the manual
/// open in the desktop's browser. A language switch shows the manual in the new language.
class ManualWindow : public QDialog
{
    Q_OBJECT

public:
    explicit ManualWindow(QWidget *parent = nullptr);

    /// The manual's resource for a language code ("en", "zh_CN"); English for any other.
    static QUrl source(const QString &language);
    /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as '-' (CJK kept).
    static QString anchor(const QString &heading);
    /// Scrolls to the heading whose anchor() is `fragment`; false when there is none.
    bool showSection(const QString &fragment);
    QTextBrowser *browser() const { return m_browser; }
    /// The language shown ("en" or "zh_CN").
    QString language() const { return m_language; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void load();
    void follow(const QUrl &url);

    QTextBrowser *m_browser;
    QString m_language;
};
