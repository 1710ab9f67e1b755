// Tests of the export dialog's choices (the File menu's export actions: tests/ui/shell).
#include "exportdialog.h"
#include "language.h"
#include "lessonstate.h"
#include "mediapresets.h"

#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using imageexport::Format;
using Target = ExportDialog::Target;

class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void defaults();
    void formatSetsSuffix_data();
    void formatSetsSuffix();
    void typedSuffixSetsFormat_data();
    void typedSuffixSetsFormat();
    void targetSwitch();
    void emptyPathDisablesExport();
    void mediumSetsSizeScaleAndResolution_data();
    void mediumSetsSizeScaleAndResolution();
};

void TestExportDialog::defaults()
{
    ExportDialog dialog(Target::CurrentView, QStringLiteral("table"), QStringLiteral("/tmp/out"));
    QCOMPARE(dialog.target(), Target::CurrentView);
    QCOMPARE(dialog.format(), Format::Png);
    QCOMPARE(dialog.pixelSize(), QSize(1200, 800));
    QVERIFY(dialog.captionOn());
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out/table.png"));
    QVERIFY(dialog.exportButton()->isEnabled());
    QVERIFY(dialog.formatBox()->isEnabled());
}

void TestExportDialog::formatSetsSuffix_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("path");
    QTest::newRow("svg") << int(Format::Svg) << "/tmp/out/table.svg";
    QTest::newRow("pdf") << int(Format::Pdf) << "/tmp/out/table.pdf";
    QTest::newRow("png") << int(Format::Png) << "/tmp/out/table.png";
}

void TestExportDialog::formatSetsSuffix()
{
    QFETCH(int, format);
    QFETCH(QString, path);
    ExportDialog dialog(Target::CurrentView, QStringLiteral("table"), QStringLiteral("/tmp/out"));
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(format));
    QCOMPARE(int(dialog.format()), format);
    QCOMPARE(dialog.path(), path);
    QCOMPARE(dialog.pathEdit()->text(), path);
}

void TestExportDialog::typedSuffixSetsFormat_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("path");
    QTest::newRow("svg") << "/tmp/a.svg" << int(Format::Svg) << "/tmp/a.svg";
    QTest::newRow("PDF upper") << "/tmp/a.PDF" << int(Format::Pdf) << "/tmp/a.PDF";
    QTest::newRow("no suffix") << "/tmp/figure" << int(Format::Png) << "/tmp/figure.png";
    QTest::newRow("other suffix") << "/tmp/figure.v2" << int(Format::Png) << "/tmp/figure.v2.png";
}

void TestExportDialog::typedSuffixSetsFormat()
{
    QFETCH(QString, typed);
    QFETCH(int, format);
    QFETCH(QString, path);
    ExportDialog dialog(Target::CurrentView, QStringLiteral("view"), QStringLiteral("/tmp"));
    dialog.pathEdit()->clear();
    QTest::keyClicks(dialog.pathEdit(), typed);
    QCOMPARE(int(dialog.format()), format);
    QCOMPARE(dialog.path(), path);
}

void TestExportDialog::targetSwitch()
{
    ExportDialog dialog(Target::AllViews, QStringLiteral("table"), QStringLiteral("/tmp/out"));
    QCOMPARE(dialog.target(), Target::AllViews);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out"));
    QVERIFY(!dialog.formatBox()->isEnabled());
    dialog.setTarget(Target::CurrentView);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out/table.png"));
    QVERIFY(dialog.formatBox()->isEnabled());
    dialog.setPath(QStringLiteral("/tmp/x.svg"));
    dialog.setTarget(Target::AllViews);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out"));
    dialog.setTarget(Target::CurrentView);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/x.svg"));
    QCOMPARE(dialog.format(), Format::Svg);
    dialog.setPixelSize(QSize(640, 480));
    QCOMPARE(dialog.pixelSize(), QSize(640, 480));
    dialog.setPixelSize(QSize(5, 99999)); // clamped to the --size limits
    QCOMPARE(dialog.pixelSize(), QSize(16, 16384));
    dialog.setCaptionOn(false);
    QVERIFY(!dialog.captionOn());
}

void TestExportDialog::emptyPathDisablesExport()
{
    ExportDialog dialog(Target::CurrentView, QStringLiteral("table"), QStringLiteral("/tmp"));
    dialog.pathEdit()->clear();
    QVERIFY(!dialog.exportButton()->isEnabled());
    QTest::keyClicks(dialog.pathEdit(), QStringLiteral("/tmp/t.pdf"));
    QVERIFY(dialog.exportButton()->isEnabled());
}

QTEST_MAIN(TestExportDialog)
void TestExportDialog::mediumSetsSizeScaleAndResolution_data()
{
    QTest::addColumn<QString>("id");
    for (const imageexport::MediaPreset &preset : imageexport::mediaPresets())
        QTest::newRow(preset.id) << QString::fromLatin1(preset.id);
}

void TestExportDialog::mediumSetsSizeScaleAndResolution()
{
    // Choosing a medium in the box gives the preset's figure size; changing the size by hand
    // leaves the medium ("Custom"); giving the preset's values again finds it.
    QFETCH(QString, id);
    ExportDialog dialog(ExportDialog::Target::CurrentView, QStringLiteral("table"),
                        QDir::tempPath());
    const imageexport::MediaPreset *preset = imageexport::mediaPreset(qPrintable(id));
    QVERIFY(preset);
    const imageexport::FigureSize wanted
        = imageexport::figureSize(*preset, imageexport::applicationTextPixels());
    QComboBox *box = dialog.mediumBox();
    const int row = box->findText(imageexport::presetName(*preset));
    QVERIFY(row >= 0);
    box->setCurrentIndex(row);
    emit box->activated(row);
    const imageexport::FigureSize chosen = dialog.figureSize();
    QCOMPARE(chosen.pixels, wanted.pixels);
    QVERIFY(std::abs(chosen.scale - wanted.scale) < 0.006);
    QCOMPARE(qRound(chosen.dpi), qRound(wanted.dpi));
    QCOMPARE(dialog.mediumId(), id);
    dialog.setPixelSize(wanted.pixels + QSize(1, 0));
    QVERIFY(dialog.mediumId().isEmpty());
    dialog.setFigureSize(wanted);
    QCOMPARE(dialog.mediumId(), id);
}

#include "tst_exportdialog.moc"
