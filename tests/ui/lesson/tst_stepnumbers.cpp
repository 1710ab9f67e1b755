// Texts true to the screen: every decimal number a lesson step's text quotes
// is one its view shows for the step's parameters (viewNumbers(): computed by the core as the
// view computes it), compared after formatting (the text's number of decimals, or
// display::scientific()). Whole numbers (positions, d, counts, pair indices) are the parameters
// the header shows.
#include "displayformat.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "steptext.h"
#include "viewnumbers.h"

#include <QRegularExpression>
#include <QtTest>

class TestStepNumbers : public QObject
{
    Q_OBJECT

private slots:
    void stepNumbersAreShown_data();
    void stepNumbersAreShown();
};

void TestStepNumbers::stepNumbersAreShown_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
}

// Texts true to the screen: every decimal number a step's text quotes is one its view shows
// for the step's parameters (viewNumbers(): computed by the core as the view computes it),
// compared after formatting (the text's number of decimals, or display::scientific()). Whole
// numbers (positions, d, counts, pair indices) are the parameters the header shows.
void TestStepNumbers::stepNumbersAreShown()
{
    QFETCH(QString, language);
    QVERIFY(language::install(language));
    QStringList missing;
    int quoted = 0;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons())
        for (const LessonStep &step : lesson.steps()) {
            const ViewNumbers shown = viewNumbers(step);
            // Citations are no quoted values: "section 3.4", "sections 3.4–3.5", 3.4 节.
            QString text = plainText(step.html);
            text.remove(QRegularExpression(
                QStringLiteral("\\bsections?\\s+\\d+(\\.\\d+)*([–-]\\d+(\\.\\d+)*)?")));
            text.remove(
                QRegularExpression(QStringLiteral("\\d+(\\.\\d+)*([–-]\\d+(\\.\\d+)*)?\\s*节")));
            for (const NumberToken &token : numberTokens(text)) {
                if (token.decimals == 0 && !token.scientific)
                    continue;
                ++quoted;
                bool found = false;
                if (token.scientific)
                    found = shown.scientific.contains(token.text);
                else
                    for (double value : shown.values)
                        if (display::number(value, token.decimals) == token.text) {
                            found = true;
                            break;
                        }
                if (!found)
                    missing.append(
                        QStringLiteral("%1/%2 (%3): %4")
                            .arg(QString::fromLatin1(lesson.id), step.id, step.viewId, token.text));
            }
        }
    QVERIFY(language::install(QStringLiteral("en")));
    QVERIFY(quoted >= 30);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestStepNumbers)
#include "tst_stepnumbers.moc"
