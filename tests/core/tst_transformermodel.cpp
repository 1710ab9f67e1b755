// The small Transformer of the training experiment (core/training/transformermodel.h): every
// block's gradient against central finite differences in double precision (relative error
// <= 1e-6) for every scheme, both masks and both activations; the order-blindness of the model
// without position; attention maps; the learned table's missing rows.

#include "training/attentionbias.h"
#include "training/transformermodel.h"

#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

Q_DECLARE_METATYPE(pe::ModelConfig)

namespace {

pe::ModelConfig smallModel(pe::SchemeKind kind, bool causal, pe::Activation activation)
{
    pe::ModelConfig config;
    config.layers = 2;
    config.heads = 2;
    config.d = 8;
    config.mlpWidth = 12;
    config.activation = activation;
    config.causal = causal;
    config.symbols = 5;
    config.maxLength = 6;
    config.scheme.kind = kind;
    config.scheme.t5Buckets = 8; // small, so that the 5 positions reach the logarithmic buckets
    config.scheme.t5MaxDistance = 6;
    return config;
}

// Three examples of length 5 with fixed tokens and targets (one position unscored).
std::vector<pe::Example> smallBatch()
{
    std::vector<pe::Example> batch(3);
    const int tokens[3][5] = {{0, 3, 1, 4, 2}, {2, 2, 0, 1, 3}, {4, 0, 4, 1, 1}};
    for (int b = 0; b < 3; ++b) {
        batch[static_cast<std::size_t>(b)].input.assign(tokens[b], tokens[b] + 5);
        for (int t = 0; t < 5; ++t)
            batch[static_cast<std::size_t>(b)].target.push_back((tokens[b][t] * 3 + t + b) % 5);
    }
    batch[1].target[0] = pe::unscoredTarget;
    return batch;
}

} // namespace

class TestTransformerModel : public QObject
{
    Q_OBJECT

private slots:
    void gradientMatchesFiniteDifferences_data();
    void gradientMatchesFiniteDifferences();
    void noPositionIsPermutationEquivariant();
    void attentionMapRowsAreDistributions_data();
    void attentionMapRowsAreDistributions();
    void learnedTableHasNoRowBeyondL();
    void sameSeedSameParameters();
    void badConfig_data();
    void badConfig();
};

void TestTransformerModel::gradientMatchesFiniteDifferences_data()
{
    QTest::addColumn<pe::ModelConfig>("config");
    for (pe::SchemeKind kind : pe::allSchemeKinds()) {
        for (bool causal : {false, true}) {
            for (pe::Activation activation : {pe::Activation::Relu, pe::Activation::Gelu}) {
                QTest::addRow("%s %s %s", pe::schemeId(kind).c_str(),
                              causal ? "causal" : "bidirectional",
                              activation == pe::Activation::Relu ? "relu" : "gelu")
                    << smallModel(kind, causal, activation);
            }
        }
    }
    pe::ModelConfig config = smallModel(pe::SchemeKind::Rope, false, pe::Activation::Gelu);
    config.scheme.ropeLayout = pe::RopeLayout::HalfSplit;
    config.heads = 1;
    config.scheme.rotaryFraction = 0.5;
    QTest::newRow("rope half-split, rotary fraction 0.5") << config;
    config = smallModel(pe::SchemeKind::Learned, false, pe::Activation::Gelu);
    config.scheme.learnedInit = pe::LearnedInit::Sinusoidal;
    config.scheme.scaleEmbedding = true;
    config.layers = 1;
    QTest::newRow("learned from sinusoidal, sqrt(d) scale, 1 layer") << config;
    config = smallModel(pe::SchemeKind::Sinusoidal, false, pe::Activation::Relu);
    config.scheme.scaleEmbedding = true;
    config.scheme.encoding.layout = pe::Layout::Concatenated;
    config.layers = 3;
    QTest::newRow("sinusoidal concatenated, sqrt(d) scale, 3 layers") << config;
}

void TestTransformerModel::gradientMatchesFiniteDifferences()
{
    QFETCH(pe::ModelConfig, config);
    pe::TransformerModel model(config, 7);
    const std::vector<pe::Example> batch = smallBatch();
    std::vector<double> gradient;
    model.lossAndGradient(batch, &gradient);
    QCOMPARE(gradient.size(), model.parameterCount());
    const std::vector<double> base = model.parameters();
    const double h = 1e-5;
    int blocksChecked = 0;
    for (const pe::ParameterBlock &block : model.blocks()) {
        // Every entry of a small block, else 48 entries spread over it.
        const std::size_t stride = std::max<std::size_t>(1, block.size / 48);
        double squaredError = 0.0;
        double squaredNorm = 0.0;
        for (std::size_t k = block.offset; k < block.offset + block.size; k += stride) {
            std::vector<double> shifted = base;
            shifted[k] = base[k] + h;
            model.setParameters(shifted);
            const double up = model.lossAndGradient(batch, nullptr);
            shifted[k] = base[k] - h;
            model.setParameters(shifted);
            const double down = model.lossAndGradient(batch, nullptr);
            const double numeric = (up - down) / (2.0 * h);
            squaredError += (numeric - gradient[k]) * (numeric - gradient[k]);
            squaredNorm += std::max(numeric * numeric, gradient[k] * gradient[k]);
        }
        model.setParameters(base);
        // A block whose gradient is 0 (none here: each one feeds the loss) would prove nothing.
        QVERIFY2(squaredNorm > 1e-20,
                 qPrintable(QString::fromStdString(block.name)
                            + QStringLiteral(" has a zero gradient")));
        const double relative = std::sqrt(squaredError / squaredNorm);
        QVERIFY2(relative <= 1e-6,
                 qPrintable(QString::fromStdString(block.name)
                            + QStringLiteral(": relative error %1").arg(relative, 0, 'g', 3)));
        ++blocksChecked;
    }
    const std::size_t expectedBlocks = 1 + 12 * static_cast<std::size_t>(config.layers) + 4
        + (config.scheme.kind == pe::SchemeKind::Learned ? 1 : 0)
        + (config.scheme.kind == pe::SchemeKind::T5 ? 1 : 0);
    QCOMPARE(static_cast<std::size_t>(blocksChecked), expectedBlocks);
}

void TestTransformerModel::noPositionIsPermutationEquivariant()
{
    // Without position and without a mask, self-attention is permutation-equivariant (the
    // article's section 2): the prediction of a permuted input is the permuted prediction. With
    // a position scheme it is not (for this seed and input).
    const std::vector<int> input = {0, 1, 2, 3, 4, 0, 2};
    const std::vector<int> order = {6, 2, 0, 5, 1, 4, 3};
    std::vector<int> permuted;
    for (int k : order)
        permuted.push_back(input[static_cast<std::size_t>(k)]);
    pe::TransformerModel none(smallModel(pe::SchemeKind::None, false, pe::Activation::Relu), 3);
    const std::vector<double> a = none.attentionMap(input, 0, 0);
    const std::vector<double> b = none.attentionMap(permuted, 0, 0);
    for (std::size_t i = 0; i < order.size(); ++i) {
        for (std::size_t j = 0; j < order.size(); ++j) {
            const double direct
                = a[static_cast<std::size_t>(order[i]) * 7 + static_cast<std::size_t>(order[j])];
            QVERIFY(std::fabs(b[i * 7 + j] - direct) <= 1e-12);
        }
    }
    pe::TransformerModel sinusoidal(
        smallModel(pe::SchemeKind::Sinusoidal, false, pe::Activation::Relu), 3);
    const std::vector<double> c = sinusoidal.attentionMap(input, 0, 0);
    const std::vector<double> e = sinusoidal.attentionMap(permuted, 0, 0);
    double largest = 0.0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        for (std::size_t j = 0; j < order.size(); ++j)
            largest = std::max(largest,
                               std::fabs(e[i * 7 + j]
                                         - c[static_cast<std::size_t>(order[i]) * 7
                                             + static_cast<std::size_t>(order[j])]));
    }
    QVERIFY(largest > 1e-3);
}

void TestTransformerModel::attentionMapRowsAreDistributions_data()
{
    QTest::addColumn<pe::ModelConfig>("config");
    for (pe::SchemeKind kind : pe::allSchemeKinds()) {
        for (bool causal : {false, true})
            QTest::addRow("%s %s", pe::schemeId(kind).c_str(), causal ? "causal" : "bidirectional")
                << smallModel(kind, causal, pe::Activation::Relu);
    }
}

void TestTransformerModel::attentionMapRowsAreDistributions()
{
    QFETCH(pe::ModelConfig, config);
    pe::TransformerModel model(config, 11);
    const std::vector<int> input = {1, 4, 0, 2, 2};
    for (int layer = 0; layer < config.layers; ++layer) {
        for (int head = 0; head < config.heads; ++head) {
            const std::vector<double> map = model.attentionMap(input, layer, head);
            QCOMPARE(map.size(), std::size_t(25));
            for (int i = 0; i < 5; ++i) {
                double sum = 0.0;
                for (int j = 0; j < 5; ++j) {
                    const double p = map[static_cast<std::size_t>(i * 5 + j)];
                    QVERIFY(p >= 0.0 && p <= 1.0);
                    if (config.causal && j > i)
                        QCOMPARE(p, 0.0);
                    sum += p;
                }
                QVERIFY(std::fabs(sum - 1.0) <= 1e-14);
            }
        }
    }
}

void TestTransformerModel::learnedTableHasNoRowBeyondL()
{
    pe::TransformerModel learned(smallModel(pe::SchemeKind::Learned, false, pe::Activation::Relu),
                                 5);
    QVERIFY(learned.canRun(6));
    QVERIFY(!learned.canRun(7));
    QCOMPARE(learned.positionTable().size(), std::size_t(6 * 8));
    testsupport::verifyThrowsNaming(
        [&] {
            learned.predict({0, 1, 2, 3, 4, 0, 1});
        },
        QStringLiteral("row"));
    pe::TransformerModel alibi(smallModel(pe::SchemeKind::Alibi, false, pe::Activation::Relu), 5);
    QVERIFY(alibi.canRun(100));
    QCOMPARE(alibi.predict(std::vector<int>(100, 1)).size(), std::size_t(100));
    QCOMPARE(alibi.alibiSlopes(), pe::alibiSlopes(2));
}

void TestTransformerModel::sameSeedSameParameters()
{
    const pe::ModelConfig config = smallModel(pe::SchemeKind::T5, false, pe::Activation::Gelu);
    pe::TransformerModel a(config, 42);
    pe::TransformerModel b(config, 42);
    pe::TransformerModel c(config, 43);
    QVERIFY(a.parameters() == b.parameters());
    QVERIFY(a.parameters() != c.parameters());
    QCOMPARE(a.t5BucketValues(1).size(), std::size_t(8));
}

void TestTransformerModel::badConfig_data()
{
    QTest::addColumn<pe::ModelConfig>("config");
    QTest::addColumn<QString>("name");
    const pe::ModelConfig good = smallModel(pe::SchemeKind::None, false, pe::Activation::Relu);
    pe::ModelConfig c = good;
    c.layers = 5;
    QTest::newRow("layers") << c << "layers";
    c = good;
    c.heads = 3;
    QTest::newRow("heads divide d") << c << "heads";
    c = good;
    c.d = 2;
    QTest::newRow("d") << c << "d";
    c = good;
    c.scheme.kind = pe::SchemeKind::Rope;
    c.heads = 8;
    c.d = 8;
    QTest::newRow("rope head width") << c << "RoPE";
}

void TestTransformerModel::badConfig()
{
    QFETCH(pe::ModelConfig, config);
    QFETCH(QString, name);
    testsupport::verifyThrowsNaming([&] { pe::TransformerModel model(config, 1); }, name);
}

QTEST_APPLESS_MAIN(TestTransformerModel)
#include "tst_transformermodel.moc"
