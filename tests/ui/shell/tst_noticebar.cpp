// Tests of NoticeBar, the window's non-modal messages, and of the two the window shows: a missing
// Chinese font (said once, in English and Chinese, naming fonts-noto-cjk; at start and on a switch
// to Chinese; the font check replaced through language::setChineseFontCheck()) and the end of the
// guided lesson (Finish or closing the panel), which offers the student's own parameters back.
#include "docktitlebar.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "noticebar.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

class TestNoticeBar : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void barShowsAndCloses();
    void fontNoticeAtStart_data();
    void fontNoticeAtStart();
    void fontNoticeOnLanguageSwitch();
    void fontNoticeText();
    void lessonEnd_data();
    void lessonEnd();
};

void TestNoticeBar::cleanup()
{
    language::setChineseFontCheck({});
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestNoticeBar::barShowsAndCloses()
{
    QWidget parent;
    auto *bar = new NoticeBar(&parent);
    parent.show();
    QVERIFY(bar->isHidden());
    QSignalSpy closed(bar, &NoticeBar::closed);
    int called = 0;
    bar->showNotice(QStringLiteral("Hello"), QStringLiteral("Do it"), [&called] { ++called; });
    QVERIFY(bar->isVisible());
    QCOMPARE(bar->text(), QStringLiteral("Hello"));
    QVERIFY(bar->actionButton()->isVisible());
    bar->actionButton()->click();
    QCOMPARE(called, 1);
    QVERIFY(bar->isHidden());
    QCOMPARE(closed.count(), 1);
    bar->showNotice(QStringLiteral("Only text"));
    QVERIFY(!bar->actionButton()->isVisible());
    bar->closeButton()->click();
    QVERIFY(bar->isHidden());
    QCOMPARE(called, 1);
    QCOMPARE(closed.count(), 2);
}

void TestNoticeBar::fontNoticeAtStart_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("fontInstalled");
    QTest::addColumn<bool>("shown");
    QTest::newRow("Chinese without a Chinese font") << "zh_CN" << false << true;
    QTest::newRow("Chinese with a Chinese font") << "zh_CN" << true << false;
    QTest::newRow("English without a Chinese font") << "en" << false << false;
    QTest::newRow("English with a Chinese font") << "en" << true << false;
}

void TestNoticeBar::fontNoticeAtStart()
{
    QFETCH(QString, lang);
    QFETCH(bool, fontInstalled);
    QFETCH(bool, shown);
    language::setChineseFontCheck([fontInstalled] { return fontInstalled; });
    QVERIFY(language::install(lang));
    LessonState state;
    MainWindow window(&state);
    window.show();
    QCOMPARE(window.fontNotice()->isVisible(), shown);
    QVERIFY(!QApplication::activeModalWidget()); // nothing waits for an answer
    if (shown) {
        QVERIFY(window.fontNotice()->text().contains(QLatin1String("fonts-noto-cjk")));
        QVERIFY(window.fontNotice()->text().contains(QLatin1String("No installed font can show "
                                                                   "Chinese")));
    }
}

void TestNoticeBar::fontNoticeOnLanguageSwitch()
{
    language::setChineseFontCheck([] { return false; });
    LessonState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(window.fontNotice()->isHidden());
    QAction *chinese = nullptr;
    QAction *english = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->data().toString() == QLatin1String("zh_CN"))
            chinese = action;
        else if (action->data().toString() == QLatin1String("en"))
            english = action;
    }
    QVERIFY(chinese && english);
    chinese->trigger();
    QVERIFY(window.fontNotice()->isVisible()); // in the window, not a dialog
    QVERIFY(!QApplication::activeModalWidget());
    english->trigger(); // it speaks of Chinese: gone in English
    QVERIFY(window.fontNotice()->isHidden());
    chinese->trigger(); // said once
    QVERIFY(window.fontNotice()->isHidden());
}

void TestNoticeBar::fontNoticeText()
{
    // English alone in English; English, then Chinese, on one line in Chinese.
    const QString english = language::chineseFontNotice();
    QVERIFY(english.contains(QLatin1String("fonts-noto-cjk")));
    QVERIFY(!english.contains(QLatin1Char('\n')));
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    const QString both = language::chineseFontNotice();
    QVERIFY(both.startsWith(english));
    QVERIFY(both.size() > english.size() + 10);
    QVERIFY(!both.contains(QLatin1Char('\n')));
    QVERIFY(both.mid(english.size()).contains(QStringLiteral("字体")));
    QVERIFY(both.mid(english.size()).contains(QLatin1String("fonts-noto-cjk")));
}

void TestNoticeBar::lessonEnd_data()
{
    // How the lesson ends: Finish on the last step, the panel's close button, or the menu's
    // "Show the lesson panel" (Ctrl+L) unchecked.
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("ownParameters"); // the student had other parameters than the lesson's
    QTest::addColumn<QString>("text");
    const QString yours = QStringLiteral(" Your parameters are back: d = 64, base = 500, p = 2, "
                                         "q = 20, encoding off.");
    QTest::newRow("finish, own parameters")
        << "finish" << true << QStringLiteral("The lesson is done.") + yours;
    QTest::newRow("close button, own parameters")
        << "close" << true << QStringLiteral("You left the lesson.") + yours;
    QTest::newRow("menu, own parameters")
        << "menu" << true << QStringLiteral("You left the lesson.") + yours;
    QTest::newRow("finish, the lesson's parameters")
        << "finish" << false << QStringLiteral("The lesson is done.");
    QTest::newRow("close button, the lesson's parameters")
        << "close" << false << QStringLiteral("You left the lesson.");
}

void TestNoticeBar::lessonEnd()
{
    QFETCH(QString, how);
    QFETCH(bool, ownParameters);
    QFETCH(QString, text);
    LessonState state;
    if (ownParameters)
        QVERIFY(state.setParameters(64, 500.0, 2, 20, false));
    MainWindow window(&state);
    window.show();
    // Start the guided lesson as the button does, then go to its last step.
    window.showLessonPanel(true);
    window.walkthrough()->setCurrent(0);
    QVERIFY(window.walkthroughPanel()->startNoteText().contains(
        QLatin1String("Each step of the lesson sets its own parameters")));
    window.walkthrough()->setCurrent(window.walkthrough()->count() - 1);
    QCOMPARE(state.width(), 8); // the lesson's
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    QVERIFY(dock);
    if (how == QLatin1String("finish"))
        window.walkthroughPanel()->finishButton()->click();
    else if (how == QLatin1String("close"))
        window.findChild<DockTitleBar *>()->closeButton()->click();
    else
        dock->toggleViewAction()->trigger();
    QVERIFY(!window.walkthrough()->active());
    QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("lessonDock"))->isVisible());
    NoticeBar *notice = window.lessonNotice();
    QVERIFY(notice->isVisible());
    QCOMPARE(notice->text(), text);
    // The user's parameters are back at once, before anything (an export) can use the lesson's.
    QVERIFY(notice->actionButton()->isHidden());
    QCOMPARE(state.width(), ownParameters ? 64 : 8);
    if (ownParameters) {
        QCOMPARE(state.base(), 500.0);
        QCOMPARE(state.position(), qint64(2));
        QCOMPARE(state.comparison(), qint64(20));
        QCOMPARE(state.encodingOn(), false);
    }
    // Starting again hides an old notice.
    notice->showNotice(QStringLiteral("old"));
    window.walkthrough()->setCurrent(0);
    QVERIFY(notice->isHidden());
}

QTEST_MAIN(TestNoticeBar)
#include "tst_noticebar.moc"
