// Tests of NumberField as a user types into it: typed strings and how they are committed (Enter,
// leaving the field with Tab, Escape) -> the field's value, its text, its message and how often
// it changed. The rows include the inputs an earlier field changed silently. Expected values follow
// the rules of NumberRule (tests/ui/common/tst_numberrule.cpp).
#include "numberfield.h"
#include "transientnote.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

#include <cfloat>

namespace {

/// A window with a number field for rule (named name, showing start) and a line edit after it.
struct Window
{
    QWidget top;
    NumberField *field = nullptr;
    QLineEdit *next = nullptr;

    Window(const NumberRule &rule, const QString &name, double start, const QLocale &locale)
    {
        auto *layout = new QVBoxLayout(&top);
        field = new NumberField(rule, &top);
        field->setLocale(locale);
        field->setName(name);
        field->setValue(start);
        next = new QLineEdit(&top);
        layout->addWidget(field);
        layout->addWidget(next);
        top.resize(400, 200);
        top.show();
        top.activateWindow();
    }
};

NumberRule ruleNamed(const QString &name)
{
    if (name == QLatin1String("p"))
        return NumberRule::integers(0, 2147483647);
    if (name == QLatin1String("d"))
        return NumberRule::integers(1, 8192);
    return NumberRule::realsAbove(1.0, DBL_MAX);
}

} // namespace

class TestNumberField : public QObject
{
    Q_OBJECT

private slots:
    void typed_data();
    void typed();
    void nothingChangesWhileTyping();
    void arrowKeysAndWheelStep_data();
    void arrowKeysAndWheelStep();
    void stepCommitsTypedTextFirst();
    void programmaticValues();
    void rangeChangeBringsValueIn();
    void tooltipGivesTheRange();
    void accessibleValue();
    void messageHidesWithTheField();
    void pasteIsNeverCut_data();
    void pasteIsNeverCut();
};

void TestNumberField::typed_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("start");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("commit"); // enter, tab or escape
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message"); // empty: none shown
    QTest::addColumn<int>("changes");
    const QString en = QStringLiteral("en_GB");
    const QString pRange = QStringLiteral("p must be a whole number from 0 to 2147483647: ");
    const QString dRange = QStringLiteral("d must be a whole number from 1 to 8192: ");
    const QString baseRange = QStringLiteral(
        "base must be a finite number greater than 1 (such as 10000, 1.0001 or 1e6): ");
    // Inputs an earlier field changed silently: what happened before, and what must happen now.
    QTest::newRow("p -4 was 4") << "p" << en << 0.0 << "-4"
                                << "enter" << 0.0 << "-4"
                                << pRange + QStringLiteral("“-4” was not applied, p stays 0.") << 0;
    QTest::newRow("d 9999 was 999")
        << "d" << en << 8.0 << "9999"
        << "enter" << 8.0 << "9999" << dRange + QStringLiteral("“9999” was not applied, d stays 8.")
        << 0;
    QTest::newRow("base 1e308 was 1308") << "base" << en << 10000.0 << "1e308"
                                         << "enter" << 1e308 << "1e308" << QString() << 1;
    QTest::newRow("base 1.0000001 reverted")
        << "base" << en << 10000.0 << "1.0000001"
        << "enter" << 1.0000001 << "1.0000001" << QString() << 1;
    QTest::newRow("d 0 reverted quietly")
        << "d" << en << 8.0 << "0"
        << "enter" << 8.0 << "0" << dRange + QStringLiteral("“0” was not applied, d stays 8.") << 0;
    QTest::newRow("base 1 reverted quietly")
        << "base" << en << 10000.0 << "1"
        << "enter" << 10000.0 << "1"
        << baseRange + QStringLiteral("“1” was not applied, base stays 10000.") << 0;
    // Accepted forms.
    QTest::newRow("base 40889.9424") << "base" << en << 10000.0 << "40889.9424"
                                     << "enter" << 40889.9424 << "40889.9424" << QString() << 1;
    QTest::newRow("base 1E+12 shown as 1e12") << "base" << en << 10000.0 << "1E+12"
                                              << "enter" << 1e12 << "1e12" << QString() << 1;
    QTest::newRow("base 1e6") << "base" << en << 10000.0 << "1e6"
                              << "enter" << 1e6 << "1000000" << QString() << 1;
    QTest::newRow("base same value") << "base" << en << 10000.0 << "1e4"
                                     << "enter" << 10000.0 << "10000" << QString() << 0;
    // The command line's one form: spaces around a number are refused there and here.
    QTest::newRow("p spaces around")
        << "p" << en << 0.0 << " 7 "
        << "enter" << 0.0 << " 7 " << pRange + QStringLiteral("“7” was not applied, p stays 0.")
        << 0;
    QTest::newRow("p 2147483647") << "p" << en << 0.0 << "2147483647"
                                  << "enter" << 2147483647.0 << "2147483647" << QString() << 1;
    QTest::newRow("d 8192") << "d" << en << 8.0 << "8192"
                            << "enter" << 8192.0 << "8192" << QString() << 1;
    // Refused forms.
    QTest::newRow("p 2147483648") << "p" << en << 3.0 << "2147483648"
                                  << "enter" << 3.0 << "2147483648"
                                  << pRange
            + QStringLiteral("“2147483648” was not applied, p stays 3.")
                                  << 0;
    QTest::newRow("d 3.5") << "d" << en << 8.0 << "3.5"
                           << "enter" << 8.0 << "3.5"
                           << dRange + QStringLiteral("“3.5” was not applied, d stays 8.") << 0;
    QTest::newRow("p abc") << "p" << en << 0.0 << "abc"
                           << "enter" << 0.0 << "abc"
                           << pRange + QStringLiteral("“abc” was not applied, p stays 0.") << 0;
    QTest::newRow("base nan") << "base" << en << 10000.0 << "nan"
                              << "enter" << 10000.0 << "nan"
                              << baseRange
            + QStringLiteral("“nan” was not applied, base stays 10000.")
                              << 0;
    QTest::newRow("base inf") << "base" << en << 10000.0 << "inf"
                              << "enter" << 10000.0 << "inf"
                              << baseRange
            + QStringLiteral("“inf” was not applied, base stays 10000.")
                              << 0;
    QTest::newRow("base 1e309") << "base" << en << 10000.0 << "1e309"
                                << "enter" << 10000.0 << "1e309"
                                << baseRange
            + QStringLiteral("“1e309” was not applied, base stays 10000.")
                                << 0;
    QTest::newRow("base empty") << "base" << en << 10000.0 << ""
                                << "enter" << 10000.0 << ""
                                << baseRange.left(baseRange.size() - 2)
            + QStringLiteral(": nothing was applied, base stays 10000.")
                                << 0;
    // The decimal comma: read in a comma locale, refused elsewhere.
    QTest::newRow("base 2,5 German") << "base"
                                     << "de_DE" << 10000.0 << "2,5"
                                     << "enter" << 2.5 << "2.5" << QString() << 1;
    QTest::newRow("base 2,5 English")
        << "base" << en << 10000.0 << "2,5"
        << "enter" << 10000.0 << "2,5"
        << baseRange + QStringLiteral("“2,5” was not applied, base stays 10000.") << 0;
    QTest::newRow("base 1.000 German is one")
        << "base"
        << "de_DE" << 10000.0 << "1.000"
        << "enter" << 10000.0 << "1.000"
        << baseRange + QStringLiteral("“1.000” was not applied, base stays 10000.") << 0;
    // Leaving the field commits too; a refused text gives the value back, with the message.
    QTest::newRow("tab p 12") << "p" << en << 0.0 << "12"
                              << "tab" << 12.0 << "12" << QString() << 1;
    QTest::newRow("tab p -4") << "p" << en << 0.0 << "-4"
                              << "tab" << 0.0 << "0"
                              << pRange + QStringLiteral("“-4” was not applied, p stays 0.") << 0;
    QTest::newRow("tab base 1") << "base" << en << 500.0 << "1"
                                << "tab" << 500.0 << "500"
                                << baseRange
            + QStringLiteral("“1” was not applied, base stays 500.")
                                << 0;
    // Escape gives the value back, valid or not, and applies nothing.
    QTest::newRow("escape d 16") << "d" << en << 8.0 << "16"
                                 << "escape" << 8.0 << "8" << QString() << 0;
    QTest::newRow("escape d 9999") << "d" << en << 8.0 << "9999"
                                   << "escape" << 8.0 << "8" << QString() << 0;
}

void TestNumberField::typed()
{
    QFETCH(QString, rule);
    QFETCH(QString, locale);
    QFETCH(double, start);
    QFETCH(QString, typed);
    QFETCH(QString, commit);
    QFETCH(double, value);
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(int, changes);
    Window window(ruleNamed(rule), rule, start, QLocale(locale));
    QVERIFY(QTest::qWaitForWindowActive(&window.top));
    NumberField *field = window.field;
    QSignalSpy changed(field, &NumberField::valueChanged);
    QSignalSpy refused(field, &NumberField::refused);
    field->setFocus(Qt::TabFocusReason);
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, typed);
    QCOMPARE(field->text(), typed); // nothing dropped or replaced while typing
    QCOMPARE(changed.count(), 0);
    if (commit == QLatin1String("enter"))
        QTest::keyClick(field, Qt::Key_Return);
    else if (commit == QLatin1String("tab"))
        QTest::keyClick(field, Qt::Key_Tab);
    else
        QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(field->value() == value);
    QCOMPARE(field->text(), text);
    QCOMPARE(changed.count(), changes);
    QCOMPARE(field->message(), message);
    QCOMPARE(refused.count(), message.isEmpty() ? 0 : 1);
    if (!message.isEmpty()) {
        QCOMPARE(refused.first().first().toString(), message);
        auto *note = window.top.findChild<TransientNote *>();
        QVERIFY(note && note->isVisible());
        // Next to the field, inside the window, covering neither the field nor its text.
        const QRect fieldRect(field->mapTo(&window.top, QPoint(0, 0)), field->size());
        QVERIFY(!note->geometry().intersects(fieldRect));
        QVERIFY(window.top.rect().contains(note->geometry()));
        QVERIFY(note->height() >= note->heightForWidth(note->width()));
        // The field keeps the focus after Enter (to correct the text); Tab moved it on.
        QCOMPARE(QApplication::focusWidget() == window.next, commit == QLatin1String("tab"));
        // A valid commit hides the message.
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(
            field, rule == QLatin1String("base") ? QStringLiteral("2.5") : QStringLiteral("5"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(field->message().isEmpty());
        QVERIFY(!note->isVisible());
    }
}

void TestNumberField::nothingChangesWhileTyping()
{
    Window window(ruleNamed(QStringLiteral("base")), QStringLiteral("base"), 10000.0, QLocale::c());
    QVERIFY(QTest::qWaitForWindowActive(&window.top));
    QSignalSpy changed(window.field, &NumberField::valueChanged);
    window.field->setFocus();
    window.field->selectAll();
    // Every prefix of "1.0000001e5" is typed without a change (1., 1.0, ... 1.0000001e).
    QTest::keyClicks(window.field, QStringLiteral("1.0000001e5"));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(window.field->value(), 10000.0);
    QTest::keyClick(window.field, Qt::Key_Enter);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(window.field->value(), 100000.01);
    QCOMPARE(window.field->text(), QStringLiteral("100000.01"));
}

void TestNumberField::arrowKeysAndWheelStep_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<double>("start");
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("expected");
    QTest::newRow("d up") << "d" << 8.0 << int(Qt::Key_Up) << 9.0;
    QTest::newRow("d down") << "d" << 8.0 << int(Qt::Key_Down) << 7.0;
    QTest::newRow("d page up: ten") << "d" << 8.0 << int(Qt::Key_PageUp) << 18.0;
    QTest::newRow("d page down at the bottom") << "d" << 3.0 << int(Qt::Key_PageDown) << 1.0;
    QTest::newRow("base up") << "base" << 10000.0 << int(Qt::Key_Up) << 11000.0;
    QTest::newRow("base down") << "base" << 10000.0 << int(Qt::Key_Down) << 9900.0;
    QTest::newRow("base 1.0001 down") << "base" << 1.0001 << int(Qt::Key_Down) << 1.00009;
    QTest::newRow("wheel up d") << "d" << 8.0 << -1 << 9.0;
}

void TestNumberField::arrowKeysAndWheelStep()
{
    QFETCH(QString, rule);
    QFETCH(double, start);
    QFETCH(int, key);
    QFETCH(double, expected);
    Window window(ruleNamed(rule), rule, start, QLocale::c());
    QVERIFY(QTest::qWaitForWindowActive(&window.top));
    window.field->setFocus();
    QSignalSpy changed(window.field, &NumberField::valueChanged);
    if (key == -1) {
        const QPoint at = window.field->rect().center();
        QWheelEvent wheel(at, window.field->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(window.field, &wheel);
    } else {
        QTest::keyClick(window.field, Qt::Key(key));
    }
    QVERIFY2(window.field->value() == expected,
             qPrintable(QString::number(window.field->value(), 'g', 17)));
    QCOMPARE(changed.count(), expected == start ? 0 : 1);
    QCOMPARE(window.field->text(), window.field->rule().format(expected));
}

void TestNumberField::stepCommitsTypedTextFirst()
{
    Window window(ruleNamed(QStringLiteral("d")), QStringLiteral("d"), 8.0, QLocale::c());
    QVERIFY(QTest::qWaitForWindowActive(&window.top));
    window.field->setFocus();
    window.field->selectAll();
    QTest::keyClicks(window.field, QStringLiteral("100"));
    QTest::keyClick(window.field, Qt::Key_Up);
    QCOMPARE(window.field->value(), 101.0);
    // A refused text is not stepped from: the message says why.
    window.field->selectAll();
    QTest::keyClicks(window.field, QStringLiteral("-3"));
    QTest::keyClick(window.field, Qt::Key_Up);
    QCOMPARE(window.field->value(), 101.0);
    QVERIFY(window.field->message().contains(QStringLiteral("“-3”")));
}

void TestNumberField::programmaticValues()
{
    NumberField field(1, 8192);
    QSignalSpy changed(&field, &NumberField::valueChanged);
    QCOMPARE(field.value(), 1.0);
    field.setValue(16);
    QCOMPARE(field.value(), 16.0);
    QCOMPARE(field.text(), QStringLiteral("16"));
    field.setValue(16); // the same value: no signal, the text stays
    QCOMPARE(changed.count(), 1);
    field.setValue(9000); // brought into the range, as QSpinBox does
    QCOMPARE(field.value(), 8192.0);
    QCOMPARE(field.intValue(), 8192);
    QCOMPARE(changed.count(), 2);
}

void TestNumberField::rangeChangeBringsValueIn()
{
    // The unit circle's pair field: 0 to pairCount - 1, following d.
    NumberField field(0, 255);
    field.setValue(200);
    QSignalSpy changed(&field, &NumberField::valueChanged);
    field.setRange(0, 3);
    QCOMPARE(field.value(), 3.0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(field.maximum(), 3.0);
    QVERIFY(field.toolTip().contains(QStringLiteral("a whole number from 0 to 3")));
}

void TestNumberField::tooltipGivesTheRange()
{
    NumberField field(NumberRule::realsAbove(1.0, DBL_MAX));
    QCOMPARE(
        field.toolTip(),
        QStringLiteral("Allowed: a finite number greater than 1 (such as 10000, 1.0001 or 1e6)."));
    field.setHelp(QStringLiteral("Base of the denominator"));
    QCOMPARE(field.toolTip(),
             QStringLiteral("Base of the denominator\nAllowed: a finite number greater than 1 "
                            "(such as 10000, 1.0001 or 1e6)."));
}

void TestNumberField::accessibleValue()
{
    NumberField field(0, 2147483647);
    field.setValue(2147483647);
    QCOMPARE(field.property("value").toDouble(), 2147483647.0);
    QCOMPARE(field.property("minimum").toDouble(), 0.0);
    QCOMPARE(field.property("maximum").toDouble(), 2147483647.0);
    QVERIFY(field.setProperty("value", 12.0));
    QCOMPARE(field.value(), 12.0);
}

void TestNumberField::messageHidesWithTheField()
{
    Window window(ruleNamed(QStringLiteral("d")), QStringLiteral("d"), 8.0, QLocale::c());
    QVERIFY(QTest::qWaitForWindowActive(&window.top));
    window.field->setFocus();
    window.field->selectAll();
    QTest::keyClicks(window.field, QStringLiteral("0"));
    QTest::keyClick(window.field, Qt::Key_Return);
    QVERIFY(!window.field->message().isEmpty());
    window.field->hide(); // its tab is left
    QVERIFY(window.field->message().isEmpty());
    QVERIFY(!window.top.findChild<TransientNote *>()->isVisible());
}

// A pasted text is taken whole or refused whole with a message, never cut: "2" and 70
// zeros is refused (not the 2e63 of its first 64 characters), "20000 x" is refused (not 20000),
// and the longest text the rule reads is taken exactly.
void TestNumberField::pasteIsNeverCut_data()
{
    QTest::addColumn<QString>("pasted");
    QTest::addColumn<QString>("text"); // the field's text after the paste
    QTest::addColumn<double>("value"); // after Enter
    QTest::addColumn<QString>("message"); // a part of it
    const QString longest = QStringLiteral("1") + QString(NumberField::maxTextLength - 1,
                                                          QLatin1Char('0'));
    QTest::newRow("64 characters taken") << longest << longest << 1e63 << QString();
    QTest::newRow("2 and 70 zeros")
        << QStringLiteral("2") + QString(70, QLatin1Char('0')) << QStringLiteral("10000") << 10000.0
        << "base takes at most 64 characters: the 71 characters were not applied, base stays "
           "10000.";
    QTest::newRow("20000, 100 spaces, x")
        << QStringLiteral("20000") + QString(100, QLatin1Char(' ')) + QStringLiteral("x")
        << QStringLiteral("10000") << 10000.0 << "the 106 characters were not applied";
    QTest::newRow("20000 x") << QStringLiteral("20000 x") << QStringLiteral("20000 x") << 10000.0
                             << "“20000 x” was not applied";
    QTest::newRow("right-to-left override escaped")
        << QStringLiteral("12\u202E34") << QStringLiteral("12\u202E34") << 10000.0
        << "“12\\u202e34” was not applied";
}

void TestNumberField::pasteIsNeverCut()
{
    QFETCH(QString, pasted);
    QFETCH(QString, text);
    QFETCH(double, value);
    QFETCH(QString, message);
    Window window(ruleNamed(QStringLiteral("base")), QStringLiteral("base"), 10000.0,
                  QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(QTest::qWaitForWindowActive(&window.top));
    NumberField *field = window.field;
    QSignalSpy refused(field, &NumberField::refused);
    field->setFocus(Qt::TabFocusReason);
    QLineEdit *edit = field->findChild<QLineEdit *>();
    QVERIFY(edit);
    edit->selectAll();
    edit->insert(pasted); // as a paste inserts the clipboard's text
    QCOMPARE(field->text(), text);
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(field->value() == value);
    if (message.isEmpty()) {
        QCOMPARE(refused.count(), 0);
    } else {
        QCOMPARE(refused.count(), 1);
        const QString said = refused.first().first().toString();
        QVERIFY2(said.contains(message), qPrintable(said));
        QVERIFY(said.size() < 400); // the echoed text is cut, the message stays one short line
    }
}

QTEST_MAIN(TestNumberField)
#include "tst_numberfield.moc"
