#include "training/lengthreading.h"
#include "training/trainingtask.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

Q_DECLARE_METATYPE(pe::LengthReading)

namespace {

constexpr double noValue = std::numeric_limits<double>::quiet_NaN();

// L = 4, lengths 2 .. 8: three accuracies at the training lengths, four beyond (NaN: no row).
pe::SchemeResult result(const std::vector<double> &inside, const std::vector<double> &beyond)
{
    pe::SchemeResult r;
    int length = 2;
    for (const double a : inside)
        r.byLength.push_back({length++, true, a});
    for (const double a : beyond)
        r.byLength.push_back({length++, std::isfinite(a), a});
    return r;
}

} // namespace

class TestLengthReading : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<std::vector<double>>("inside");
        QTest::addColumn<std::vector<double>>("beyond");
        QTest::addColumn<pe::LengthReading>("expected");
        // Chance on the default task is 1 / symbols (8 symbols: 0.125); halfway from it to 100 %
        // is 0.5625.
        using R = pe::LengthReading;
        const std::vector<double> learned {1.0, 1.0, 0.97};
        QTest::newRow("learned, falls beyond")
            << learned << std::vector<double> {0.5, 0.4, 0.3, 0.2} << R::FallsBeyond;
        QTest::newRow("learned, holds beyond")
            << std::vector<double> {0.95, 0.95, 0.95} << std::vector<double> {0.9, 0.9, 0.86, 0.86}
            << R::HoldsBeyond;
        QTest::newRow("9 points below: holds")
            << std::vector<double> {1.0, 1.0, 1.0} << std::vector<double> {0.91, 0.91, 0.91, 0.91}
            << R::HoldsBeyond;
        QTest::newRow("11 points below: falls")
            << std::vector<double> {1.0, 1.0, 1.0} << std::vector<double> {0.89, 0.89, 0.89, 0.89}
            << R::FallsBeyond;
        QTest::newRow("a learned table")
            << learned << std::vector<double> {noValue, noValue, noValue, noValue}
            << R::NoRowsBeyond;
        QTest::newRow("partly") << std::vector<double> {0.8, 0.85, 0.9}
                                << std::vector<double> {0.8, 0.8, 0.8, 0.8} << R::Partly;
        QTest::newRow("just under 90 %")
            << std::vector<double> {0.89, 0.89, 0.89}
            << std::vector<double> {0.89, 0.89, 0.89, 0.89} << R::Partly;
        QTest::newRow("just over halfway") << std::vector<double> {0.57, 0.57, 0.57}
                                           << std::vector<double> {0.5, 0.5, 0.5, 0.5} << R::Partly;
        QTest::newRow("just under halfway")
            << std::vector<double> {0.55, 0.55, 0.55} << std::vector<double> {0.5, 0.5, 0.5, 0.5}
            << R::NotLearned;
        QTest::newRow("chance") << std::vector<double> {0.125, 0.125, 0.125}
                                << std::vector<double> {0.125, 0.125, 0.125, 0.125}
                                << R::NotLearned;
        QTest::newRow("nothing at the training lengths")
            << std::vector<double> {noValue, noValue, noValue}
            << std::vector<double> {1.0, 1.0, 1.0, 1.0} << R::NotLearned;
    }

    void reads()
    {
        QFETCH(std::vector<double>, inside);
        QFETCH(std::vector<double>, beyond);
        QFETCH(pe::LengthReading, expected);
        pe::TrainingConfig config;
        config.trainLength = 4;
        config.evalMaxLength = 8;
        QCOMPARE(config.task.symbols, 8); // the chance the rows assume
        QCOMPARE(pe::readLengths(result(inside, beyond), config), expected);
    }
};

QTEST_APPLESS_MAIN(TestLengthReading)
#include "tst_lengthreading.moc"
