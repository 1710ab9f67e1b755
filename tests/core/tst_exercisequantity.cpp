// Tests of the exercise quantities (core/exercisequantity.h) against independent values made with
// mpmath at 50 digits (tests/data/make_exercise_goldens.py, exercise_quantities.csv).

#include "exercisequantity.h"
#include "goldencsv.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::Quantity)

class TestExerciseQuantity : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void ids();
    void lessonValues_data();
    void lessonValues();
    void errors_data();
    void errors();
};

void TestExerciseQuantity::golden_data()
{
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("component");
    QTest::addColumn<int>("pair");
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<int>("entry");
    QTest::addColumn<qint64>("L");
    QTest::addColumn<double>("expected");
    const golden::Csv csv = golden::read(
        "exercise_quantities.csv",
        QByteArrayLiteral("quantity,d,base,p,q,component,pair,from,to,entry,L,value"));
    QVERIFY(csv.rows.size() >= 40);
    int n = 0;
    for (const auto &row : csv.rows) {
        QTest::addRow("%s-%d", row[0].constData(), n++)
            << QString::fromLatin1(row[0]) << row[1].toInt() << row[2].toDouble()
            << row[3].toLongLong() << row[4].toLongLong() << row[5].toInt() << row[6].toInt()
            << row[7].toLongLong() << row[8].toLongLong() << row[9].toInt() << row[10].toLongLong()
            << row[11].toDouble();
    }
}

void TestExerciseQuantity::golden()
{
    QFETCH(QString, quantity);
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, component);
    QFETCH(int, pair);
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(int, entry);
    QFETCH(qint64, L);
    QFETCH(double, expected);
    pe::Quantity id;
    QVERIFY(pe::parseQuantity(quantity.toStdString(), &id));
    pe::ExerciseInput input;
    input.spec.d = d;
    input.spec.base = base;
    input.spec.scaling.trainLength = L;
    input.p = p;
    input.q = q;
    input.component = component;
    input.pair = pair;
    input.from = from;
    input.to = to;
    input.entry = entry;
    const double value = pe::computeQuantity(id, input);
    if (pe::quantityIsInteger(id))
        QCOMPARE(value, expected);
    else
        QVERIFY2(std::fabs(value - expected) <= 1e-12 * std::max(1.0, std::fabs(expected)),
                 qPrintable(
                     QStringLiteral("%1 vs %2").arg(value, 0, 'g', 17).arg(expected, 0, 'g', 17)));
}

void TestExerciseQuantity::ids()
{
    for (pe::Quantity quantity : pe::allQuantities()) {
        pe::Quantity back;
        QVERIFY(pe::parseQuantity(pe::quantityId(quantity), &back));
        QCOMPARE(back, quantity);
    }
    pe::Quantity untouched = pe::Quantity::Norm;
    QVERIFY(!pe::parseQuantity("Component", &untouched));
    QVERIFY(!pe::parseQuantity("", &untouched));
    QCOMPARE(untouched, pe::Quantity::Norm);
    QVERIFY(!pe::parseQuantity("component", nullptr));
}

// Values the lesson itself states (seed lesson 000): |x(3) - x(0)| = 2.017479, 0 with the
// encoding off, and the broadcast mistake's difference 0.
void TestExerciseQuantity::lessonValues_data()
{
    QTest::addColumn<pe::Quantity>("quantity");
    QTest::addColumn<bool>("encodingOn");
    QTest::addColumn<int>("implementation");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("input difference on")
        << pe::Quantity::InputDifferenceNorm << true << 0 << 2.017479 << 5e-7;
    QTest::newRow("input difference off")
        << pe::Quantity::InputDifferenceNorm << false << 0 << 0.0 << 0.0;
    QTest::newRow("correct implementation")
        << pe::Quantity::ImplementationDifferenceNorm << true << 0 << 2.017479 << 5e-7;
    QTest::newRow("same position everywhere")
        << pe::Quantity::ImplementationDifferenceNorm << true
        << static_cast<int>(pe::Implementation::SamePositionEverywhere) << 0.0 << 0.0;
    QTest::newRow("width correct") << pe::Quantity::InputWidth << true << 0 << 8.0 << 0.0;
    QTest::newRow("width concatenated")
        << pe::Quantity::InputWidth << true
        << static_cast<int>(pe::Implementation::ConcatenateNoWiden) << 16.0 << 0.0;
    QTest::newRow("table size") << pe::Quantity::TableSize << true << 0 << 8.0 << 0.0;
    QTest::newRow("sign of sin at 0") << pe::Quantity::ComponentSign << true << 0 << 0.0 << 0.0;
}

void TestExerciseQuantity::lessonValues()
{
    QFETCH(pe::Quantity, quantity);
    QFETCH(bool, encodingOn);
    QFETCH(int, implementation);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    pe::ExerciseInput input;
    input.encodingOn = encodingOn;
    input.implementation = static_cast<pe::Implementation>(implementation);
    input.component = 0; // PE(0)[0] = sin(0) = 0
    QVERIFY(std::fabs(pe::computeQuantity(quantity, input) - expected) <= tolerance);
}

void TestExerciseQuantity::errors_data()
{
    QTest::addColumn<pe::Quantity>("quantity");
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("component");
    QTest::addColumn<int>("pair");
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<int>("entry");
    QTest::newRow("component beyond d")
        << pe::Quantity::Component << 8 << 0LL << 3LL << 8 << 0 << 1LL << 2LL << 0;
    QTest::newRow("negative p") << pe::Quantity::Norm << 8 << -1LL << 3LL << 0 << 0 << 1LL << 2LL
                                << 0;
    QTest::newRow("pair beyond") << pe::Quantity::Angle << 8 << 0LL << 3LL << 0 << 4 << 1LL << 2LL
                                 << 0;
    QTest::newRow("d zero") << pe::Quantity::Norm << 0 << 0LL << 3LL << 0 << 0 << 1LL << 2LL << 0;
    QTest::newRow("entry 4") << pe::Quantity::RotationEntry << 8 << 0LL << 3LL << 0 << 0 << 1LL
                             << 2LL << 4;
    QTest::newRow("from > to") << pe::Quantity::ClosestPosition << 8 << 0LL << 3LL << 0 << 0 << 5LL
                               << 2LL << 0;
    QTest::newRow("range only p") << pe::Quantity::ClosestPosition << 8 << 4LL << 3LL << 0 << 0
                                  << 4LL << 4LL << 0;
    QTest::newRow("range too long")
        << pe::Quantity::ClosestPosition << 8 << 0LL << 3LL << 0 << 0 << 0LL << 1000000LL << 0;
    // At most 2^23 positions x components (10^6 positions at d = 8192 took minutes).
    QTest::newRow("range x d too many values")
        << pe::Quantity::ClosestPosition << 512 << 0LL << 3LL << 0 << 0 << 1LL << 16385LL << 0;
    QTest::newRow("range 10^6 at d 8192")
        << pe::Quantity::ClosestPosition << 8192 << 0LL << 3LL << 0 << 0 << 1LL << 999999LL << 0;
    QTest::newRow("implementation p == q") << pe::Quantity::ImplementationDifferenceNorm << 8 << 3LL
                                           << 3LL << 0 << 0 << 1LL << 2LL << 0;
}

void TestExerciseQuantity::errors()
{
    QFETCH(pe::Quantity, quantity);
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, component);
    QFETCH(int, pair);
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(int, entry);
    pe::ExerciseInput input;
    input.spec.d = d;
    input.p = p;
    input.q = q;
    input.component = component;
    input.pair = pair;
    input.from = from;
    input.to = to;
    input.entry = entry;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::computeQuantity(quantity, input));
}

QTEST_APPLESS_MAIN(TestExerciseQuantity)
#include "tst_exercisequantity.moc"
