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

using TrainMap = Eigen::Map<TrainMatrix>;
using TrainVectorMap = Eigen::Map<TrainVector>;

/// Storage that only grows: a view of any size up to the largest asked for so far, without a new
/// allocation (the batch length changes every step; reallocating the scratch matrices each step
/// cost a sixth of the time in page faults).
class ScratchBuffer
{
public:
    TrainMap matrix(Eigen::Index rows, Eigen::Index cols)
    {
        ensure(rows * cols);
        return TrainMap(m_data.data(), rows, cols);
    }
    TrainVectorMap vector(Eigen::Index size)
    {
        ensure(size);
        return TrainVectorMap(m_data.data(), size);
    }

private:
    void ensure(Eigen::Index size)
    {
        if (m_data.size() < static_cast<std::size_t>(size))
            m_data.resize(static_cast<std::size_t>(size));
    }
    std::vector<double> m_data;
};

/// What the backward pass needs from one layer's forward pass (N = batch x n rows).
struct LayerCache
{
    ScratchBuffer xhat1; ///< LN1's normalised input, N x d
    ScratchBuffer rstd1; ///< 1 / sqrt(var + eps) per row
    ScratchBuffer h1; ///< LN1's output
    ScratchBuffer q, k, v; ///< projections, q and k rotated when the scheme is Rope
    ScratchBuffer attention; ///< (batch x H x n) x n softmax probabilities
    ScratchBuffer o; ///< heads concatenated, N x d
    ScratchBuffer xhat2;
    ScratchBuffer rstd2;
    ScratchBuffer h2; ///< LN2's output
    ScratchBuffer z; ///< h2 W1 + b1, N x m
    ScratchBuffer g; ///< activation(z)
};

struct TransformerWorkspace
{
    std::size_t embedding = 0, position = 0, t5 = 0;
    std::vector<LayerOffsets> layers;
    std::size_t finalGain = 0, finalBias = 0, readoutW = 0, readoutB = 0;

    int batch = 0;
    int n = 0;
    std::vector<LayerCache> caches;
    ScratchBuffer x;
    ScratchBuffer xhatF;
    ScratchBuffer rstdF;
    ScratchBuffer hF;
    ScratchBuffer probabilities; ///< N x symbols
    std::vector<int> tokens; ///< N
    // The backward pass's scratch.
    ScratchBuffer dLogits, dx, dh, dg, dz, dO, dQ, dK, dV, dA, dS, rowSums;

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
/// Throws TrainingCancelled at the start of a layer when *cancel (null: never) is true.
void forwardPass(const ModelConfig &config, const double *parameters, TransformerWorkspace &w,
                 const std::vector<int> &tokens, int batch, int n,
                 const std::atomic<bool> *cancel = nullptr);
/// The backward pass after forwardPass: w.dLogits (N x symbols) in, the gradient of every
/// parameter added to gradient (parameterCount values, zero on entry). Cancels as forwardPass.
void backwardPass(const ModelConfig &config, const double *parameters, TransformerWorkspace &w,
                  double *gradient, const std::atomic<bool> *cancel = nullptr);

} // namespace pe
