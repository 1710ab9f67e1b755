// Tests of File > Print worksheet…'s dialog (ui/worksheet/worksheetdialog.h): the lessons offered,
// the language following the interface at first, the figures off by default (a class set stays
// short), and the choices read back.

#include "worksheetdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QtTest>

class TestWorksheetDialog : public QObject
{
    Q_OBJECT

private slots:
    void choices_data();
    void choices();
};

void TestWorksheetDialog::choices_data()
{
    QTest::addColumn<QString>("interface");
    QTest::addColumn<int>("languageIndex");
    QTest::addColumn<QString>("language");
    QTest::newRow("English interface") << "en" << 0 << "en";
    QTest::newRow("Chinese interface") << "zh_CN" << 1 << "zh_CN";
}

void TestWorksheetDialog::choices()
{
    QFETCH(QString, interface);
    QFETCH(int, languageIndex);
    QFETCH(QString, language);
    WorksheetDialog dialog(
        {{QStringLiteral("encoding"), QStringLiteral("The guided lesson")},
         {QStringLiteral("rotary"), QStringLiteral("From adding to rotating: RoPE")}},
        interface);
    QCOMPARE(dialog.languageBox()->currentIndex(), languageIndex);
    QCOMPARE(dialog.language(), language);
    QVERIFY(!dialog.figures());
    QCOMPARE(dialog.lessonBox()->count(), 2);
    QCOMPARE(dialog.lessonId(), QStringLiteral("encoding"));
    dialog.lessonBox()->setCurrentIndex(1);
    dialog.languageBox()->setCurrentIndex(1 - languageIndex);
    dialog.figuresBox()->setChecked(true);
    QCOMPARE(dialog.lessonId(), QStringLiteral("rotary"));
    QVERIFY(dialog.language() != language);
    QVERIFY(dialog.figures());
}

QTEST_MAIN(TestWorksheetDialog)
#include "tst_worksheetdialog.moc"
