#pragma once

#include "encodingspec.h"
#include "rope.h"

#include <string>
#include <vector>

namespace pe {

/// The positional schemes the training experiment compares. Each tells the model how
/// position enters: added to the input (Sinusoidal, Learned), rotating queries and keys (Rope), or
/// as a bias on the attention scores (Alibi, T5); None gives the model no position at all.
enum class SchemeKind {
    None, ///< no position: a bidirectional model is permutation-equivariant
    Sinusoidal, ///< PE(p) of the app's EncodingSpec added to the token embedding (Vaswani
                ///< 2017, 3.5)
    Learned, ///< a trainable table of L rows added to the token embedding; no row beyond L
    Rope, ///< queries and keys rotated per head (Su et al. 2021, eq. 14), core/rope.h
    Alibi, ///< -m_h |i - j| (or -m_h (i - j) causal) added to the scores (Press et al. 2022, 3)
    T5, ///< one learned scalar per relative-position bucket and head (Raffel et al. 2020, 2.1)
};

/// How a Learned table starts.
enum class LearnedInit {
    Random, ///< N(0, 1) per entry from the run's seed
    Sinusoidal, ///< the rows PE(0..L-1) of the scheme's EncodingSpec (article's best practice 5)
};

/// One scheme with its parameters. Fields that do not belong to `kind` are ignored.
struct SchemeSpec
{
    SchemeKind kind = SchemeKind::None;

    /// Sinusoidal (and LearnedInit::Sinusoidal): the encoding's base, layout and context scaling.
    /// Its d is ignored: the model's width d is used.
    EncodingSpec encoding;
    /// Sinusoidal and Learned: multiply the token embedding by sqrt(d) before the position is
    /// added (Vaswani et al. 2017, section 3.4), else add it to the unscaled embedding.
    bool scaleEmbedding = false;

    /// Learned: how the L x d table starts.
    LearnedInit learnedInit = LearnedInit::Random;

    /// Rope: pair layout, rotary fraction F and base, as pe::Rope with d = the head width d/H
    /// (r = 2 floor(F d_h / 2) components rotated, the rest passed through).
    RopeLayout ropeLayout = RopeLayout::Interleaved;
    double rotaryFraction = 1.0;
    double ropeBase = 10000.0;

    /// T5: number of buckets and max distance of t5Bucket() (defaults as in T5).
    int t5Buckets = 32;
    int t5MaxDistance = 128;
};

/// "none", "sinusoidal", "learned", "rope", "alibi", "t5" (command line, settings, CSV).
std::string schemeId(SchemeKind kind);
/// Parses an id of schemeId() (exact, lower case) into *out; false (and *out untouched) for an
/// unknown id or a null out.
bool parseScheme(const std::string &id, SchemeKind *out);
/// Every scheme in the order above (the default comparison).
std::vector<SchemeKind> allSchemeKinds();
/// True for the schemes that have trainable positional parameters (Learned, T5).
bool schemeLearnsPositions(SchemeKind kind);
/// True for the schemes that run at any length (all but Learned, which has no row beyond L).
bool schemeRunsBeyondTrainingLength(SchemeKind kind);

} // namespace pe
