// The forward and backward passes of TransformerModel, written by hand. Every
// gradient here is checked against central finite differences in tests/core/tst_transformermodel.

#include "training/attentionbias.h"
#include "training/transformerworkspace.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace pe {

namespace {

using ConstMap = Eigen::Map<const TrainMatrix>;
using Map = Eigen::Map<TrainMatrix>;
using ConstRow = Eigen::Map<const Eigen::Matrix<double, 1, Eigen::Dynamic>>;
using Row = Eigen::Map<Eigen::Matrix<double, 1, Eigen::Dynamic>>;
using Eigen::Index;

constexpr double kLayerNormEpsilon = 1e-5;

// LayerNorm over each row (Ba et al. 2016): out = (x - mean) / sqrt(var + eps) * gain + bias.
void throwIfCancelled(const std::atomic<bool> *cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw TrainingCancelled();
}

void layerNormForward(const TrainMap &x, const double *gain, const double *bias, TrainMap xhat,
                      TrainVectorMap rstd, TrainMap out)
{
    const Index rows = x.rows();
    const Index d = x.cols();
    const ConstRow g(gain, d);
    const ConstRow b(bias, d);
    for (Index r = 0; r < rows; ++r) {
        const double mean = x.row(r).mean();
        xhat.row(r) = x.row(r).array() - mean;
        const double variance = xhat.row(r).squaredNorm() / static_cast<double>(d);
        rstd(r) = 1.0 / std::sqrt(variance + kLayerNormEpsilon);
        xhat.row(r) *= rstd(r);
        out.row(r) = xhat.row(r).cwiseProduct(g) + b;
    }
}

// dx += d(LayerNorm)/dx^T dout; dgain and dbias += their gradients.
void layerNormBackward(const TrainMap &dout, const TrainMap &xhat, const TrainVectorMap &rstd,
                       const double *gain, double *dgain, double *dbias, TrainMap &dx)
{
    const Index d = xhat.cols();
    const ConstRow g(gain, d);
    Row dg(dgain, d);
    Row db(dbias, d);
    dg += dout.cwiseProduct(xhat).colwise().sum();
    db += dout.colwise().sum();
    Eigen::Matrix<double, 1, Eigen::Dynamic> dxhat(d);
    for (Index r = 0; r < xhat.rows(); ++r) {
        dxhat = dout.row(r).cwiseProduct(g);
        const double meanD = dxhat.mean();
        const double meanDX = dxhat.dot(xhat.row(r)) / static_cast<double>(d);
        dx.row(r).array() += rstd(r) * (dxhat.array() - meanD - xhat.row(r).array() * meanDX);
    }
}

double activate(Activation activation, double z)
{
    if (activation == Activation::Relu)
        return z > 0.0 ? z : 0.0;
    return 0.5 * z * (1.0 + std::erf(z * M_SQRT1_2));
}

double activationSlope(Activation activation, double z)
{
    if (activation == Activation::Relu)
        return z > 0.0 ? 1.0 : 0.0;
    // d/dz z Phi(z) = Phi(z) + z phi(z).
    const double phi = std::exp(-0.5 * z * z) * (0.5 * M_2_SQRTPI * M_SQRT1_2);
    return 0.5 * (1.0 + std::erf(z * M_SQRT1_2)) + z * phi;
}

// Rotates every head's pairs of x (batch x n rows, position t = row mod n) by +-t / den_i.
void rotateHeads(TrainMap x, const TransformerWorkspace &w, int heads, int dh, double sign)
{
    const std::size_t pairs = w.ropePairs.size();
    for (Index r = 0; r < x.rows(); ++r) {
        const Index t = r % w.n;
        double *row = x.row(r).data();
        for (int h = 0; h < heads; ++h) {
            double *head = row + h * dh;
            for (std::size_t i = 0; i < pairs; ++i) {
                const double c = w.ropeCos(t, static_cast<Index>(i));
                const double s = sign * w.ropeSin(t, static_cast<Index>(i));
                double &a = head[w.ropePairs[i][0]];
                double &b = head[w.ropePairs[i][1]];
                const double xa = a;
                const double xb = b;
                a = xa * c - xb * s;
                b = xa * s + xb * c;
            }
        }
    }
}

// The scheme tables for sequences of length n (recomputed only when n grows).
void prepareSchemeTables(const ModelConfig &config, TransformerWorkspace &w, int n)
{
    const SchemeSpec &scheme = config.scheme;
    if (scheme.kind == SchemeKind::Sinusoidal && w.sinusoidal.rows() < n) {
        const std::vector<double> table = sinusoidalTable(scheme.encoding, config.d, n);
        w.sinusoidal = ConstMap(table.data(), n, config.d);
    }
    if (scheme.kind == SchemeKind::Rope && w.ropeCos.rows() < n) {
        const Index pairs = static_cast<Index>(w.ropePairs.size());
        w.ropeCos.resize(n, pairs);
        w.ropeSin.resize(n, pairs);
        for (int t = 0; t < n; ++t) {
            for (Index i = 0; i < pairs; ++i) {
                const double angle = t / w.ropeDenominator[static_cast<std::size_t>(i)];
                w.ropeCos(t, i) = std::cos(angle);
                w.ropeSin(t, i) = std::sin(angle);
            }
        }
    }
    if (scheme.kind == SchemeKind::T5 && w.t5BucketsN != n) {
        w.t5Buckets.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j)
                w.t5Buckets[static_cast<std::size_t>(i * n + j)]
                    = t5Bucket(j - i, !config.causal, scheme.t5Buckets, scheme.t5MaxDistance);
        }
        w.t5BucketsN = n;
    }
}

double embeddingScale(const ModelConfig &config)
{
    const SchemeKind kind = config.scheme.kind;
    const bool added = kind == SchemeKind::Sinusoidal || kind == SchemeKind::Learned;
    return added && config.scheme.scaleEmbedding ? std::sqrt(static_cast<double>(config.d)) : 1.0;
}

// One head's attention probabilities for one sequence: scores, bias, mask, softmax. The per-head
// products are tiny (n x d_h by d_h x n): coefficient-based (lazyProduct) beats Eigen's blocked
// GEMM, whose packing costs more than the arithmetic at these sizes.
void attentionProbabilities(const ModelConfig &config, const double *parameters,
                            const TransformerWorkspace &w, const TrainMap &q, const TrainMap &k,
                            int b, int h, Eigen::Ref<TrainMatrix> a)
{
    const int n = w.n;
    const int dh = config.d / config.heads;
    const double invSqrt = 1.0 / std::sqrt(static_cast<double>(dh));
    a.noalias()
        = q.block(b * n, h * dh, n, dh).lazyProduct(k.block(b * n, h * dh, n, dh).transpose());
    a *= invSqrt;
    const SchemeKind kind = config.scheme.kind;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (config.causal && j > i) {
                a(i, j) = -std::numeric_limits<double>::infinity();
                continue;
            }
            if (kind == SchemeKind::Alibi) {
                const double slope = w.slopes[static_cast<std::size_t>(h)];
                a(i, j) -= slope * (config.causal ? i - j : std::abs(i - j));
            } else if (kind == SchemeKind::T5) {
                const int bucket = w.t5Buckets[static_cast<std::size_t>(i * n + j)];
                a(i, j) += parameters[w.t5 + static_cast<std::size_t>(bucket * config.heads + h)];
            }
        }
        const double top = a.row(i).maxCoeff();
        a.row(i) = (a.row(i).array() - top).exp();
        a.row(i) /= a.row(i).sum();
    }
}

} // namespace

void forwardPass(const ModelConfig &config, const double *parameters, TransformerWorkspace &w,
                 const std::vector<int> &tokens, int batch, int n, const std::atomic<bool> *cancel)
{
    const int d = config.d;
    const int heads = config.heads;
    const int dh = d / heads;
    const int m = config.mlpWidth ? config.mlpWidth : 4 * d;
    const int symbols = config.symbols;
    const Index rows = static_cast<Index>(batch) * n;
    w.batch = batch;
    w.n = n;
    w.tokens = tokens;
    prepareSchemeTables(config, w, n);

    const ConstMap embedding(parameters + w.embedding, symbols, d);
    const double scale = embeddingScale(config);
    TrainMap x = w.x.matrix(rows, d);
    for (Index r = 0; r < rows; ++r) {
        const Index t = r % n;
        x.row(r) = scale * embedding.row(tokens[static_cast<std::size_t>(r)]);
        if (config.scheme.kind == SchemeKind::Sinusoidal)
            x.row(r) += w.sinusoidal.row(t);
        else if (config.scheme.kind == SchemeKind::Learned)
            x.row(r) += ConstRow(parameters + w.position + static_cast<std::size_t>(t * d), d);
    }
    w.caches.resize(static_cast<std::size_t>(config.layers));
    for (int l = 0; l < config.layers; ++l) {
        throwIfCancelled(cancel);
        const LayerOffsets &o = w.layers[static_cast<std::size_t>(l)];
        LayerCache &c = w.caches[static_cast<std::size_t>(l)];
        const TrainMap h1 = c.h1.matrix(rows, d);
        layerNormForward(x, parameters + o.ln1Gain, parameters + o.ln1Bias, c.xhat1.matrix(rows, d),
                         c.rstd1.vector(rows), h1);
        TrainMap q = c.q.matrix(rows, d);
        TrainMap k = c.k.matrix(rows, d);
        TrainMap v = c.v.matrix(rows, d);
        q.noalias() = h1 * ConstMap(parameters + o.wq, d, d);
        k.noalias() = h1 * ConstMap(parameters + o.wk, d, d);
        v.noalias() = h1 * ConstMap(parameters + o.wv, d, d);
        if (config.scheme.kind == SchemeKind::Rope) {
            rotateHeads(q, w, heads, dh, 1.0);
            rotateHeads(k, w, heads, dh, 1.0);
        }
        TrainMap attention = c.attention.matrix(static_cast<Index>(batch) * heads * n, n);
        TrainMap out = c.o.matrix(rows, d);
        for (int b = 0; b < batch; ++b) {
            for (int h = 0; h < heads; ++h) {
                auto a = attention.block((static_cast<Index>(b) * heads + h) * n, 0, n, n);
                attentionProbabilities(config, parameters, w, q, k, b, h, a);
                out.block(b * n, h * dh, n, dh).noalias()
                    = a.lazyProduct(v.block(b * n, h * dh, n, dh));
            }
        }
        x.noalias() += out * ConstMap(parameters + o.wo, d, d);

        const TrainMap h2 = c.h2.matrix(rows, d);
        layerNormForward(x, parameters + o.ln2Gain, parameters + o.ln2Bias, c.xhat2.matrix(rows, d),
                         c.rstd2.vector(rows), h2);
        TrainMap z = c.z.matrix(rows, m);
        z.noalias() = h2 * ConstMap(parameters + o.w1, d, m);
        z.rowwise() += ConstRow(parameters + o.b1, m);
        c.g.matrix(rows, m)
            = z.unaryExpr([&](double value) { return activate(config.activation, value); });
        x.noalias() += c.g.matrix(rows, m) * ConstMap(parameters + o.w2, m, d);
        x.rowwise() += ConstRow(parameters + o.b2, d);
    }
    const TrainMap hF = w.hF.matrix(rows, d);
    layerNormForward(x, parameters + w.finalGain, parameters + w.finalBias, w.xhatF.matrix(rows, d),
                     w.rstdF.vector(rows), hF);
    TrainMap probabilities = w.probabilities.matrix(rows, symbols);
    probabilities.noalias() = hF * ConstMap(parameters + w.readoutW, d, symbols);
    probabilities.rowwise() += ConstRow(parameters + w.readoutB, symbols);
    for (Index r = 0; r < rows; ++r) {
        const double top = probabilities.row(r).maxCoeff();
        probabilities.row(r) = (probabilities.row(r).array() - top).exp();
        probabilities.row(r) /= probabilities.row(r).sum();
    }
}

void backwardPass(const ModelConfig &config, const double *parameters, TransformerWorkspace &w,
                  double *gradient, const std::atomic<bool> *cancel)
{
    const int d = config.d;
    const int heads = config.heads;
    const int dh = d / heads;
    const int m = config.mlpWidth ? config.mlpWidth : 4 * d;
    const int symbols = config.symbols;
    const int n = w.n;
    const Index rows = static_cast<Index>(w.batch) * n;
    const double invSqrt = 1.0 / std::sqrt(static_cast<double>(dh));

    const TrainMap dLogits = w.dLogits.matrix(rows, symbols);
    Map(gradient + w.readoutW, d, symbols).noalias() += w.hF.matrix(rows, d).transpose() * dLogits;
    Row(gradient + w.readoutB, symbols) += dLogits.colwise().sum();
    TrainMap dH = w.dh.matrix(rows, d);
    dH.noalias() = dLogits * ConstMap(parameters + w.readoutW, d, symbols).transpose();
    TrainMap dx = w.dx.matrix(rows, d);
    dx.setZero();
    layerNormBackward(dH, w.xhatF.matrix(rows, d), w.rstdF.vector(rows), parameters + w.finalGain,
                      gradient + w.finalGain, gradient + w.finalBias, dx);

    TrainMap dG = w.dg.matrix(rows, m);
    TrainMap dZ = w.dz.matrix(rows, m);
    TrainMap dO = w.dO.matrix(rows, d);
    TrainMap dQ = w.dQ.matrix(rows, d);
    TrainMap dK = w.dK.matrix(rows, d);
    TrainMap dV = w.dV.matrix(rows, d);
    TrainMap dA = w.dA.matrix(n, n);
    TrainMap dS = w.dS.matrix(n, n);
    TrainVectorMap rowSums = w.rowSums.vector(n);
    for (int l = config.layers - 1; l >= 0; --l) {
        throwIfCancelled(cancel);
        const LayerOffsets &o = w.layers[static_cast<std::size_t>(l)];
        LayerCache &c = w.caches[static_cast<std::size_t>(l)];
        const TrainMap q = c.q.matrix(rows, d);
        const TrainMap k = c.k.matrix(rows, d);
        const TrainMap v = c.v.matrix(rows, d);
        const TrainMap z = c.z.matrix(rows, m);
        const TrainMap attention = c.attention.matrix(static_cast<Index>(w.batch) * heads * n, n);
        // MLP: x_out = x_mid + g W2 + b2, g = act(h2 W1 + b1), h2 = LN2(x_mid).
        Map(gradient + o.w2, m, d).noalias() += c.g.matrix(rows, m).transpose() * dx;
        Row(gradient + o.b2, d) += dx.colwise().sum();
        dG.noalias() = dx * ConstMap(parameters + o.w2, m, d).transpose();
        dZ = dG.cwiseProduct(
            z.unaryExpr([&](double value) { return activationSlope(config.activation, value); }));
        Map(gradient + o.w1, d, m).noalias() += c.h2.matrix(rows, d).transpose() * dZ;
        Row(gradient + o.b1, m) += dZ.colwise().sum();
        dH.noalias() = dZ * ConstMap(parameters + o.w1, d, m).transpose();
        layerNormBackward(dH, c.xhat2.matrix(rows, d), c.rstd2.vector(rows), parameters + o.ln2Gain,
                          gradient + o.ln2Gain, gradient + o.ln2Bias, dx);

        // Attention: x_mid = x_in + O W_O, O the heads' A V.
        Map(gradient + o.wo, d, d).noalias() += c.o.matrix(rows, d).transpose() * dx;
        dO.noalias() = dx * ConstMap(parameters + o.wo, d, d).transpose();
        for (int b = 0; b < w.batch; ++b) {
            for (int h = 0; h < heads; ++h) {
                const auto a = attention.block((static_cast<Index>(b) * heads + h) * n, 0, n, n);
                const auto dOb = dO.block(b * n, h * dh, n, dh);
                dA.noalias() = dOb.lazyProduct(v.block(b * n, h * dh, n, dh).transpose());
                dV.block(b * n, h * dh, n, dh).noalias() = a.transpose().lazyProduct(dOb);
                // Softmax: dS = A o (dA - rowsum(A o dA)).
                dS = a.cwiseProduct(dA);
                rowSums = dS.rowwise().sum();
                dS -= a.cwiseProduct(rowSums.replicate(1, n));
                if (config.scheme.kind == SchemeKind::T5) {
                    for (int i = 0; i < n; ++i) {
                        for (int j = 0; j < n; ++j) {
                            const int bucket = w.t5Buckets[static_cast<std::size_t>(i * n + j)];
                            gradient[w.t5 + static_cast<std::size_t>(bucket * heads + h)]
                                += dS(i, j);
                        }
                    }
                }
                dS *= invSqrt;
                dQ.block(b * n, h * dh, n, dh).noalias()
                    = dS.lazyProduct(k.block(b * n, h * dh, n, dh));
                dK.block(b * n, h * dh, n, dh).noalias()
                    = dS.transpose().lazyProduct(q.block(b * n, h * dh, n, dh));
            }
        }
        if (config.scheme.kind == SchemeKind::Rope) {
            rotateHeads(dQ, w, heads, dh, -1.0);
            rotateHeads(dK, w, heads, dh, -1.0);
        }
        const TrainMap h1 = c.h1.matrix(rows, d);
        Map(gradient + o.wq, d, d).noalias() += h1.transpose() * dQ;
        Map(gradient + o.wk, d, d).noalias() += h1.transpose() * dK;
        Map(gradient + o.wv, d, d).noalias() += h1.transpose() * dV;
        dH.noalias() = dQ * ConstMap(parameters + o.wq, d, d).transpose();
        dH.noalias() += dK * ConstMap(parameters + o.wk, d, d).transpose();
        dH.noalias() += dV * ConstMap(parameters + o.wv, d, d).transpose();
        layerNormBackward(dH, c.xhat1.matrix(rows, d), c.rstd1.vector(rows), parameters + o.ln1Gain,
                          gradient + o.ln1Gain, gradient + o.ln1Bias, dx);
    }

    const double scale = embeddingScale(config);
    for (Index r = 0; r < rows; ++r) {
        const std::size_t token = static_cast<std::size_t>(w.tokens[static_cast<std::size_t>(r)]);
        Row(gradient + w.embedding + token * static_cast<std::size_t>(d), d) += scale * dx.row(r);
        if (config.scheme.kind == SchemeKind::Learned)
            Row(gradient + w.position + static_cast<std::size_t>((r % n) * d), d) += dx.row(r);
    }
}

} // namespace pe
