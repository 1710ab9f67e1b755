#include "alibislopesmodel.h"
#include "labelledmatrixplot.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "schemenumbersview.h"

#include <QCheckBox>
#include <QLabel>
#include <QTest>

#include <cmath>

class TestSchemeNumbersView : public QObject
{
    Q_OBJECT

private slots:
    void pages()
    {
        LessonState state;
        SchemeNumbersView view(&state);
        QCOMPARE(view.currentPageId(), QStringLiteral("alibi"));
        QVERIFY(view.showPage(QStringLiteral("t5")));
        QCOMPARE(view.currentPageId(), QStringLiteral("t5"));
        QVERIFY(view.showPage(QStringLiteral("learned")));
        QVERIFY(!view.showPage(QStringLiteral("sinusoidal")));
        QCOMPARE(view.currentPageId(), QStringLiteral("learned"));
    }

    // The bias of head h: −m|i − j| (bidirectional), −m(i − j) with masked keys j > i (causal),
    // m the reference slope (H = 6, head 1: 2^−2; head 5: 2^−1, from the reference get_slopes()).
    void alibiBias_data()
    {
        QTest::addColumn<int>("head");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<double>("slope");
        QTest::newRow("head 1") << 1 << false << 0.25;
        QTest::newRow("head 5") << 5 << false << 0.5;
        QTest::newRow("head 6 causal") << 6 << true << 0.125;
    }
    void alibiBias()
    {
        QFETCH(int, head);
        QFETCH(bool, causal);
        QFETCH(double, slope);
        LessonState state;
        SchemeNumbersView view(&state);
        view.headsField()->setValue(6);
        view.alibiHeadField()->setValue(head);
        view.positionsField()->setValue(10);
        view.causalBox()->setChecked(causal);
        QCOMPARE(view.slopesModel()->rowCount(), 6);
        QCOMPARE(view.slopesModel()->differingHeads(), 6);
        QVERIFY(view.alibiNote()->text().contains(QStringLiteral("6")));
        const LabelledMatrixPlot *plot = view.alibiPlot();
        QCOMPARE(plot->rows(), 10);
        for (int i = 0; i < 10; ++i)
            for (int j = 0; j < 10; ++j) {
                if (causal && j > i) {
                    QVERIFY(std::isnan(plot->value(i, j)));
                    continue;
                }
                const double expected = causal ? -slope * (i - j) : -slope * std::abs(i - j);
                QCOMPARE(plot->value(i, j), expected);
            }
    }

    // T5's buckets (32 buckets, max distance 128), by hand from the reference
    // _relative_position_bucket: bidirectional, 16 per sign, 8 exact; causal, 32, 16 exact.
    void t5Strip_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("bucket");
        QTest::newRow("0") << false << 0 << 0;
        QTest::newRow("1") << false << 1 << 17;
        QTest::newRow("-1") << false << -1 << 1;
        QTest::newRow("7") << false << 7 << 23;
        QTest::newRow("8") << false << 8 << 24;
        QTest::newRow("-8") << false << -8 << 8;
        QTest::newRow("127") << false << 127 << 31; // 8 + floor(8 ln(127/8) / ln 16) = 15
        QTest::newRow("150") << false << 150 << 31;
        QTest::newRow("-150") << false << -150 << 15;
        QTest::newRow("causal 1") << true << 1 << 0;
        QTest::newRow("causal -1") << true << -1 << 1;
        QTest::newRow("causal -15") << true << -15 << 15;
        QTest::newRow("causal -16") << true << -16 << 16;
        QTest::newRow("causal -150") << true << -150 << 31;
    }
    void t5Strip()
    {
        QFETCH(bool, causal);
        QFETCH(int, offset);
        QFETCH(int, bucket);
        LessonState state;
        SchemeNumbersView view(&state);
        view.t5CausalBox()->setChecked(causal);
        const LabelledMatrixPlot *strip = view.t5Strip();
        QCOMPARE(strip->rows(), 1);
        QCOMPARE(strip->columns(), 2 * SchemeNumbersView::maxOffset + 1);
        QCOMPARE(strip->value(0, offset + SchemeNumbersView::maxOffset), double(bucket));
        // The matrix: cell (i, j) holds the bucket of j − i.
        const LabelledMatrixPlot *matrix = view.t5Plot();
        if (std::abs(offset) < matrix->rows() && !(causal && offset > 0)) {
            const int i = offset < 0 ? -offset : 0;
            QCOMPARE(matrix->value(i, i + offset), double(bucket));
        }
    }

    void learnedTable()
    {
        LessonState state;
        SchemeNumbersView view(&state);
        const LabelledMatrixPlot *learned = view.learnedPlot();
        const LabelledMatrixPlot *sinusoidal = view.sinusoidalPlot();
        QCOMPARE(learned->rows(), 16);
        QCOMPARE(sinusoidal->rows(), 16);
        for (int p = 0; p < 16; ++p) {
            QVERIFY(std::abs(learned->value(p, p) - 1.0) < 1e-12);
            QVERIFY(std::abs(sinusoidal->value(p, p) - 1.0) < 1e-12);
        }
        // Sinusoidal: cos(PE(0), PE(1)) = (1/16) Σ cos(ω_i) for d = 32 (|PE|² = 16).
        double sum = 0.0;
        for (int i = 0; i < 16; ++i)
            sum += std::cos(std::pow(10000.0, -2.0 * i / 32.0));
        QVERIFY(std::abs(sinusoidal->value(0, 1) - sum / 16.0) < 1e-12);
    }
};

QTEST_MAIN(TestSchemeNumbersView)
#include "tst_schemenumbersview.moc"
