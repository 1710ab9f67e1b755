// Nothing trains on the window's thread: Export all and Export of the Training view with no run
// in any cache, the Training view's Train, and every step of the training lesson leave this
// thread's count of the model's passes (pe::TransformerModel::passesOnThisThread) at zero; the
// runs train on workers (TrainingRunner, TrainingPrefetch). XDG_CACHE_HOME points into a
// temporary folder, so no run is read from the user's cache.
#include "exportactions.h"
#include "exportdialog.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "modaldriver.h"
#include "training/transformermodel.h"
#include "trainingcache.h"
#include "trainingdiskcache.h"
#include "trainingrunner.h"
#include "trainingview.h"
#include "walkthrough.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestWindowThread : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.path()));
        QVERIFY(language::install(QStringLiteral("en")));
    }

    void init()
    {
        QDir(trainingdiskcache::folder()).removeRecursively();
        trainingcache::clear();
    }

    // Export all at the smallest whole size: the lesson's run trains on workers first.
    void exportAll()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        LessonState state;
        MainWindow window(&state);
        window.show();
        const std::int64_t before = pe::TransformerModel::passesOnThisThread();
        modaldriver::drive([&window] { window.exportActions()->allViewsAction()->trigger(); },
                           [&out](ExportDialog *dialog, int) {
                               dialog->setPath(out.path());
                               dialog->setPixelSize(QSize(600, 400));
                               dialog->accept();
                           },
                           [](QMessageBox *box, int) { box->accept(); });
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("training-curves.png"))));
        QVERIFY(trainingcache::size() > 0); // trained in this test
        QCOMPARE(pe::TransformerModel::passesOnThisThread(), before);
    }

    // The Training view shown, then Train, then Export of the view.
    void trainAndExportTheView()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        LessonState state;
        MainWindow window(&state);
        window.show();
        const std::int64_t before = pe::TransformerModel::passesOnThisThread();
        QVERIFY(window.showViewById(QStringLiteral("training")));
        auto *view = window.findChild<TrainingView *>();
        QVERIFY(view);
        QSignalSpy finished(view->runner(), &TrainingRunner::finished);
        view->trainButton()->click();
        QVERIFY(finished.wait(120000));
        trainingcache::clear();
        QDir(trainingdiskcache::folder()).removeRecursively();
        const QString path = out.filePath(QStringLiteral("training.png"));
        modaldriver::drive([&window] { window.exportActions()->viewAction()->trigger(); },
                           [&path](ExportDialog *dialog, int) {
                               dialog->setPath(path);
                               dialog->accept();
                           },
                           [](QMessageBox *box, int) { box->accept(); });
        QVERIFY(QFile::exists(path));
        QCOMPARE(pe::TransformerModel::passesOnThisThread(), before);
    }

    // Every step of the training lesson, each waited for until its run is shown.
    void trainingLesson()
    {
        LessonState state;
        MainWindow window(&state);
        window.show();
        const std::int64_t before = pe::TransformerModel::passesOnThisThread();
        QVERIFY(window.startLesson(QStringLiteral("training")));
        auto *view = window.findChild<TrainingView *>();
        QVERIFY(view);
        const int steps = window.walkthrough()->count();
        QVERIFY(steps >= 5);
        for (int k = 0; k < steps; ++k) {
            if (k > 0)
                window.walkthrough()->next();
            QTRY_VERIFY_WITH_TIMEOUT(view->runner()->status() == TrainingRunner::Status::Idle,
                                     180000);
            QCOMPARE(pe::TransformerModel::passesOnThisThread(), before);
        }
        QVERIFY(trainingcache::size() > 0);
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestWindowThread)
#include "tst_windowthread.moc"
