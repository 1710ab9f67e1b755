// Tests of the one parameter owner: validation and its signal contract.
#include "lessonstate.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

class TestLessonState : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void validChange_data();
    void validChange();
    void invalidChangeIsIgnored_data();
    void invalidChangeIsIgnored();
    void sameValueEmitsNothing();
    void presets_data();
    void presets();
    void presetEmitsChangedOnce();
    void unknownPreset();
    void resetRestoresLesson();
    void sentence();
};

void TestLessonState::defaults()
{
    LessonState state;
    QCOMPARE(state.sentence(), QStringLiteral("the cat saw the dog"));
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), qint64(3));
    QVERIFY(state.encodingOn());
    QCOMPARE(QString::fromStdString(state.scenario().repeatedWord()), QStringLiteral("the"));
}

void TestLessonState::validChange_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::newRow("q=6") << "q" << 6.0;
    QTest::newRow("q=32") << "q" << 32.0;
    QTest::newRow("p=5") << "p" << 5.0;
    QTest::newRow("d=1") << "d" << 1.0;
    QTest::newRow("d=8192") << "d" << 8192.0;
    QTest::newRow("base=2") << "base" << 2.0;
    QTest::newRow("base=1.0001") << "base" << 1.0001;
}

static bool applyChange(LessonState &state, const QString &what, double value)
{
    if (what == QLatin1String("q"))
        return state.setComparison(static_cast<qint64>(value));
    if (what == QLatin1String("p"))
        return state.setPosition(static_cast<qint64>(value));
    if (what == QLatin1String("d"))
        return state.setWidth(static_cast<int>(value));
    return state.setBase(value);
}

void TestLessonState::validChange()
{
    QFETCH(QString, what);
    QFETCH(double, value);
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QSignalSpy q(&state, &LessonState::comparisonChanged);
    QSignalSpy p(&state, &LessonState::positionChanged);
    QSignalSpy d(&state, &LessonState::widthChanged);
    QSignalSpy base(&state, &LessonState::baseChanged);
    QVERIFY(applyChange(state, what, value));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(q.count(), what == QLatin1String("q") ? 1 : 0);
    QCOMPARE(p.count(), what == QLatin1String("p") ? 1 : 0);
    QCOMPARE(d.count(), what == QLatin1String("d") ? 1 : 0);
    QCOMPARE(base.count(), what == QLatin1String("base") ? 1 : 0);
}

void TestLessonState::invalidChangeIsIgnored_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::newRow("q=-1") << "q" << -1.0;
    QTest::newRow("q=2^31") << "q" << 2147483648.0;
    QTest::newRow("p=-5") << "p" << -5.0;
    QTest::newRow("d=0") << "d" << 0.0;
    QTest::newRow("d=8193") << "d" << 8193.0;
    QTest::newRow("base=1") << "base" << 1.0;
    QTest::newRow("base=0.5") << "base" << 0.5;
    QTest::newRow("base=nan") << "base" << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("base=inf") << "base" << std::numeric_limits<double>::infinity();
}

void TestLessonState::invalidChangeIsIgnored()
{
    QFETCH(QString, what);
    QFETCH(double, value);
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(!applyChange(state, what, value));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), qint64(3));
}

void TestLessonState::sameValueEmitsNothing()
{
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(state.setComparison(3));
    state.setEncodingOn(true);
    QCOMPARE(changed.count(), 0);
}

void TestLessonState::presets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::newRow("lesson default") << "lesson-default" << qint64(0) << qint64(3) << true;
    QTest::newRow("fast pair") << "fast-pair" << qint64(0) << qint64(6) << true;
    QTest::newRow("off") << "encoding-off" << qint64(0) << qint64(3) << false;
}

void TestLessonState::presets()
{
    QFETCH(QString, id);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    LessonState state;
    state.setWidth(64);
    state.setComparison(17);
    QVERIFY(state.applyPreset(id));
    QCOMPARE(state.position(), p);
    QCOMPARE(state.comparison(), q);
    QCOMPARE(state.encodingOn(), on);
    QCOMPARE(state.width(), 8);
}

void TestLessonState::presetEmitsChangedOnce()
{
    LessonState state;
    state.setWidth(64);
    state.setEncodingOn(false);
    QSignalSpy changed(&state, &LessonState::changed);
    QSignalSpy q(&state, &LessonState::comparisonChanged);
    QVERIFY(state.applyPreset(QStringLiteral("fast-pair")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(q.count(), 1);
}

void TestLessonState::unknownPreset()
{
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(!state.applyPreset(QStringLiteral("no-such-preset")));
    QCOMPARE(changed.count(), 0);
}

void TestLessonState::resetRestoresLesson()
{
    LessonState state;
    state.setWidth(33);
    state.setBase(7.5);
    state.setComparison(20);
    state.setEncodingOn(false);
    state.reset();
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.comparison(), qint64(3));
    QVERIFY(state.encodingOn());
}

void TestLessonState::sentence()
{
    LessonState state;
    QVERIFY(state.setSentence(QStringLiteral("a dog and a cat")));
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), qint64(3));
    QVERIFY(state.setSentence(QStringLiteral("x one two x")));
    QCOMPARE(state.comparison(), qint64(3));
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(!state.setSentence(QStringLiteral("no repeated word here")));
    QVERIFY(!state.setSentence(QString()));
    QCOMPARE(changed.count(), 0);
}

QTEST_MAIN(TestLessonState)
#include "tst_lessonstate.moc"
