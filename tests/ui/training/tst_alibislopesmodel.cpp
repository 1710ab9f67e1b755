#include "alibislopesmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

// The expected slopes are written out from the reference implementation's get_slopes() of
// ofirpress/attention_with_linear_biases (Press et al. 2022), evaluated by hand as powers of two:
// for H a power of two, 2^(-8h/H); for H = 6 the four slopes of 4 heads (2^-2, 2^-4, 2^-6, 2^-8)
// followed by the slopes of 8 heads at 1-based indices 1 and 3 (2^-1, 2^-3).
class TestAlibiSlopesModel : public QObject
{
    Q_OBJECT

private slots:
    void tester()
    {
        AlibiSlopesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHeads(6);
        model.setHeads(1);
        model.setHeads(12);
        QCOMPARE(model.rowCount(), 12);
        QCOMPARE(model.columnCount(), int(AlibiSlopesModel::ColumnCount));
    }

    void slopes_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<QList<double>>("exponents"); // log2 of the reference slopes
        QTest::addColumn<int>("differing");
        QTest::newRow("H=1") << 1 << QList<double> {-8} << 0;
        QTest::newRow("H=2") << 2 << QList<double> {-4, -8} << 0;
        QTest::newRow("H=4") << 4 << QList<double> {-2, -4, -6, -8} << 0;
        QTest::newRow("H=6") << 6 << QList<double> {-2, -4, -6, -8, -1, -3} << 6;
        QTest::newRow("H=3") << 3 << QList<double> {-4, -8, -2} << 3;
    }
    void slopes()
    {
        QFETCH(int, heads);
        QFETCH(QList<double>, exponents);
        QFETCH(int, differing);
        AlibiSlopesModel model;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setHeads(heads);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), heads);
        for (int h = 0; h < heads; ++h) {
            QCOMPARE(model.referenceSlopes()[std::size_t(h)], std::exp2(exponents[h]));
            // The naive formula 2^(-8h/H), h from 1.
            QVERIFY(std::abs(model.naiveSlopes()[std::size_t(h)]
                             - std::exp2(-8.0 * (h + 1) / heads))
                    <= 1e-15);
            const bool differs = model.data(model.index(h, AlibiSlopesModel::Naive), Qt::UserRole)
                                     .toBool();
            QCOMPARE(differs,
                     model.referenceSlopes()[std::size_t(h)] != model.naiveSlopes()[std::size_t(h)]);
        }
        QCOMPARE(model.differingHeads(), differing);
        QCOMPARE(model.data(model.index(0, AlibiSlopesModel::Head)).toInt(), 1);
        // Shown as a power of two and a number, with six decimals.
        QVERIFY(model.data(model.index(0, AlibiSlopesModel::Reference))
                    .toString()
                    .startsWith(QStringLiteral("2^")));
    }
};

QTEST_MAIN(TestAlibiSlopesModel)
#include "tst_alibislopesmodel.moc"
