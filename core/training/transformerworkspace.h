#pragma once

// Internal to core/training (not a public header: it includes Eigen). The parameter offsets of a
// TransformerModel and the scratch space of its forward and backward passes.

#include "training/transformermodel.h"

#include <Eigen/Core>

#include <array>
#include <cstddef>
#include <vector>

namespace pe {

using TrainMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using TrainVector = Eigen::Matrix<double, Eigen::Dynamic, 1>;

/// Offsets of one layer's parameters in the flat vector.
struct LayerOffsets
{
    std::size_t ln1Gain = 0, ln1Bias = 0, wq = 0, wk = 0, wv = 0, wo = 0;
    std::size_t ln2Gain = 0, ln2Bias = 0, w1 = 0, b1 = 0, w2 = 0, b2 = 0;
};

/// What the backward pass needs from one layer's forward pass (N = batch x n rows).
struct LayerCache
{
    TrainMatrix xhat1; ///< LN1's normalised input, N x d
    TrainVector rstd1; ///< 1 / sqrt(var + eps) per row
    TrainMatrix h1; ///< LN1's output
    TrainMatrix q, k, v; ///< projections, q and k rotated when the scheme is Rope
    TrainMatrix attention; ///< (batch x H x n) x n softmax probabilities
    TrainMatrix o; ///< heads concatenated, N x d
    TrainMatrix xhat2;
    TrainVector rstd2;
    TrainMatrix h2; ///< LN2's output
    TrainMatrix z; ///< h2 W1 + b1, N x m
    TrainMatrix g; ///< activation(z)
};

struct TransformerWorkspace
{
    std::size_t embedding = 0, position = 0, t5 = 0;
    std::vector<LayerOffsets> layers;
    std::size_t finalGain = 0, finalBias = 0, readoutW = 0, readoutB = 0;

    int batch = 0;
    int n = 0;
    TrainMatrix x0;
    std::vector<LayerCache> caches;
    TrainMatrix xhatF;
    TrainVector rstdF;
    TrainMatrix hF;
    TrainMatrix probabilities; ///< N x symbols
    std::vector<int> tokens; ///< N
    std::vector<int> targets; ///< N

    // Schemes' tables for the current n.
    TrainMatrix sinusoidal; ///< rows PE(0..) for the Sinusoidal scheme
    std::vector<std::array<int, 2>> ropePairs; ///< components of each rotated pair in a head
    std::vector<double> ropeDenominator; ///< den_i = base^(2i/r) per pair (angle t / den_i)
    TrainMatrix ropeCos, ropeSin; ///< positions x pairs
    std::vector<double> slopes; ///< ALiBi, one per head
    std::vector<int> t5Buckets; ///< n x n bucket of (query i, key j)
    int t5BucketsN = 0;
};

/// The forward pass of tokens (batch sequences of length n, row-major, batch x n entries) into
/// w: every cache and w.probabilities. Needs n within the model's reach (checked by the caller).
void forwardPass(const ModelConfig &config, const double *parameters, TransformerWorkspace &w,
                 const std::vector<int> &tokens, int batch, int n);
/// The backward pass after forwardPass: dLogits (N x symbols) in, the gradient of every
/// parameter out (gradient holds parameterCount values, overwritten).
void backwardPass(const ModelConfig &config, const double *parameters, TransformerWorkspace &w,
                  const TrainMatrix &dLogits, double *gradient);

} // namespace pe
