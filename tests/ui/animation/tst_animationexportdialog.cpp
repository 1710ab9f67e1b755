// AnimationExportDialog: the first choice shows in the fields, the fields make the request, the
// format and the file's suffix follow each other, and Export is enabled only for a request the
// checker passes, with the frame count or the reason shown.
#include "animationexportdialog.h"
#include "language.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

namespace {

AnimationRequest first()
{
    AnimationRequest r;
    r.path = QStringLiteral("/tmp/pe/circle-0.gif");
    r.view = QStringLiteral("circle-0");
    r.frames = FrameSequence(AnimatedParameter::Comparison, 0, 32, 1);
    r.fps = 10;
    r.size = QSize(1200, 800);
    return r;
}

const QStringList views {QStringLiteral("table"), QStringLiteral("pairs"),
                         QStringLiteral("circle-0"), QStringLiteral("heatmap")};

// The checker of the window: here, at most 100 frames and a known view.
bool check(const AnimationRequest &r, QString *reason)
{
    if (!r.frames.isValid(reason))
        return false;
    if (r.frames.count() > 100) {
        *reason = QStringLiteral("too many");
        return false;
    }
    return true;
}

} // namespace

class TestAnimationExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstChoice();
    void requestFromFields();
    void formatAndSuffix_data();
    void formatAndSuffix();
    void typedSuffixPicksFormat();
    void checkerGatesExport_data();
    void checkerGatesExport();
    void parameterResetsRange();
};

void TestAnimationExportDialog::initTestCase()
{
    // The English catalogue gives the plurals ("1 frame", "33 frames").
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestAnimationExportDialog::firstChoice()
{
    AnimationExportDialog dialog(views, first(), check);
    QCOMPARE(dialog.viewBox()->currentText(), QStringLiteral("circle-0"));
    QCOMPARE(dialog.viewBox()->count(), 4);
    QCOMPARE(dialog.fromSpinBox()->value(), 0.0);
    QCOMPARE(dialog.toSpinBox()->value(), 32.0);
    QCOMPARE(dialog.stepSpinBox()->value(), 1.0);
    QCOMPARE(dialog.fpsSpinBox()->value(), 10);
    QCOMPARE(dialog.widthSpinBox()->value(), 1200);
    QCOMPARE(dialog.heightSpinBox()->value(), 800);
    QCOMPARE(dialog.format(), AnimationFormat::Gif);
    const AnimationRequest r = dialog.request();
    QCOMPARE(r.path, first().path);
    QCOMPARE(r.frames, first().frames);
    QVERIFY(r.caption);
    QVERIFY(dialog.exportButton()->isEnabled());
    QCOMPARE(dialog.statusLabel()->text(),
             QStringLiteral("33 frames, 3.3 s at 10 frames per second"));
}

void TestAnimationExportDialog::requestFromFields()
{
    AnimationExportDialog dialog(views, first(), check);
    dialog.viewBox()->setCurrentIndex(3);
    dialog.parameterBox()->setCurrentIndex(
        dialog.parameterBox()->findData(int(AnimatedParameter::Width)));
    dialog.fromSpinBox()->setValue(4);
    dialog.toSpinBox()->setValue(40);
    dialog.stepSpinBox()->setValue(4);
    dialog.fpsSpinBox()->setValue(25);
    dialog.widthSpinBox()->setValue(640);
    dialog.heightSpinBox()->setValue(480);
    const AnimationRequest r = dialog.request();
    QCOMPARE(r.view, QStringLiteral("heatmap"));
    QCOMPARE(r.frames, FrameSequence(AnimatedParameter::Width, 4, 40, 4));
    QCOMPARE(r.fps, 25);
    QCOMPARE(r.size, QSize(640, 480));
}

void TestAnimationExportDialog::formatAndSuffix_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("path");
    QTest::newRow("mp4") << int(AnimationFormat::Mp4) << "/tmp/pe/circle-0.mp4";
    QTest::newRow("webm") << int(AnimationFormat::WebM) << "/tmp/pe/circle-0.webm";
    QTest::newRow("gif") << int(AnimationFormat::Gif) << "/tmp/pe/circle-0.gif";
}

void TestAnimationExportDialog::formatAndSuffix()
{
    QFETCH(int, format);
    QFETCH(QString, path);
    AnimationExportDialog dialog(views, first(), check);
    dialog.setFormat(AnimationFormat(format));
    QCOMPARE(dialog.request().path, path);
}

void TestAnimationExportDialog::typedSuffixPicksFormat()
{
    AnimationExportDialog dialog(views, first(), check);
    dialog.pathEdit()->clear();
    QTest::keyClicks(dialog.pathEdit(), QStringLiteral("/tmp/x.webm"));
    QCOMPARE(dialog.format(), AnimationFormat::WebM);
    QCOMPARE(dialog.request().path, QStringLiteral("/tmp/x.webm"));
}

void TestAnimationExportDialog::checkerGatesExport_data()
{
    QTest::addColumn<double>("to");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<QString>("status");
    QTest::newRow("fine") << 9.0 << "/tmp/a.gif" << true
                          << "10 frames, 1.0 s at 10 frames per second";
    QTest::newRow("one frame") << 0.0 << "/tmp/a.gif" << true
                               << "1 frame, 0.1 s at 10 frames per second";
    QTest::newRow("too many") << 500.0 << "/tmp/a.gif" << false << "too many";
    QTest::newRow("no file") << 9.0 << "" << false << "Choose a file.";
}

void TestAnimationExportDialog::checkerGatesExport()
{
    QFETCH(double, to);
    QFETCH(QString, path);
    QFETCH(bool, enabled);
    QFETCH(QString, status);
    AnimationExportDialog dialog(views, first(), check);
    dialog.pathEdit()->setText(path);
    dialog.toSpinBox()->setValue(to);
    QCOMPARE(dialog.exportButton()->isEnabled(), enabled);
    QCOMPARE(dialog.statusLabel()->text(), status);
}

void TestAnimationExportDialog::parameterResetsRange()
{
    AnimationExportDialog dialog(views, first(), check);
    dialog.parameterBox()->setCurrentIndex(
        dialog.parameterBox()->findData(int(AnimatedParameter::Base)));
    QCOMPARE(dialog.request().frames, FrameSequence::defaults(AnimatedParameter::Base));
    QCOMPARE(dialog.stepSpinBox()->prefix(), QStringLiteral("\u00d7"));
    QCOMPARE(dialog.fromSpinBox()->decimals(), 4);
}

QTEST_MAIN(TestAnimationExportDialog)
#include "tst_animationexportdialog.moc"
