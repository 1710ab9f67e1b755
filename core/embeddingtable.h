#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace pe {

/// The numeric form of the lesson's symbolic embedding E: a small, deterministic embedding table
/// with one row E(word) of width d per distinct word of a sentence (lesson: the two "the" of "the
/// cat saw the dog" share one embedding), as a model's embedding lookup table (nn.Embedding)
/// holds it.
///
/// Words: tokens are split on ASCII white space and two tokens are the same word when they match
/// ignoring ASCII case, as TokenScenario does; rows are in the order of first appearance and keep
/// the spelling of the first appearance. Unlike TokenScenario, no word needs to occur twice.
///
/// Values: entry j of the row of word w is z_j / sqrt(d), where z_0, z_1, ... are the standard
/// normal values of SeededRandom(seed XOR fnv1a64(lower(w))) (lower(w): ASCII lower case;
/// fnv1a64: 64-bit FNV-1a over its bytes, offset basis 0xcbf29ce484222325, prime 0x100000001b3).
/// So the entries are drawn from N(0, 1/d) (E|E(w)|^2 = 1), the same on every platform, and the
/// same word has the same row in every sentence for a given seed and d (a shuffled or edited
/// sentence keeps the rows of its words); the row at width d uses the first d normal values of the
/// same stream as every larger width.
///
/// Scale: with scaling on, every value read (value(), row(), values(), norm()) is the stored value
/// times sqrt(d), as Vaswani et al. 2017, section 3.4, multiply the embeddings by sqrt(d_model)
/// (the article's troubleshooting row 2: the embeddings' size against PE's); the stored entries
/// (the learnable ones) do not change. |E(w)| is then about sqrt(d), |PE(p)| = sqrt(d/2) for even
/// d.
///
/// Cost: the table holds `wordCount() x d` doubles (at most 4096 x 8192, 256 MiB; the lesson's
/// sentence at d = 512 is 16 KiB); generating a row costs one mt19937_64 seeding and d/2
/// Box-Muller pairs (about 20 ns per value).
///
/// Errors: every function throws std::invalid_argument with a one-line message on a parameter
/// outside its documented range.
class EmbeddingTable
{
public:
    static constexpr std::uint64_t defaultSeed = 2017;
    /// At most as many words as TokenScenario allows tokens.
    static constexpr int maxWords = 4096;
    static constexpr int minWidth = PositionalEncoding::minWidth;
    static constexpr int maxWidth = PositionalEncoding::maxWidth;

    /// A table for the distinct words of `tokens` (at least one, at most maxWords distinct words,
    /// none empty or containing white space). Throws on d outside [minWidth, maxWidth] or a bad
    /// token list.
    EmbeddingTable(const std::vector<std::string> &tokens, int d, std::uint64_t seed = defaultSeed);
    /// The tokens of `sentence` (split on ASCII white space). Throws as the constructor when the
    /// sentence has no token.
    static EmbeddingTable fromSentence(const std::string &sentence, int d,
                                       std::uint64_t seed = defaultSeed);
    /// The sentence split on ASCII white space (the rule of TokenScenario); may be empty.
    static std::vector<std::string> tokenize(const std::string &sentence);
    /// The generated row of `word` at width d (unscaled), as described in the class comment.
    /// Throws on d out of range or an empty word.
    static std::vector<double> generatedRow(const std::string &word, int d, std::uint64_t seed);
    /// 64-bit FNV-1a of the ASCII lower case of `word`.
    static std::uint64_t wordHash(const std::string &word);

    int width() const { return m_d; }
    std::uint64_t seed() const { return m_seed; }
    /// Number of distinct words (rows).
    int wordCount() const { return static_cast<int>(m_words.size()); }
    /// The words, one per row, spelled as at their first appearance.
    const std::vector<std::string> &words() const { return m_words; }
    /// Row of `word` (ASCII case ignored). Throws when the word is not in the table.
    int rowOf(const std::string &word) const;
    /// One row index per token (the two "the" get the same row). Throws on an unknown token.
    std::vector<int> rowsOf(const std::vector<std::string> &tokens) const;

    /// Multiply what is read by sqrt(d) (Vaswani et al. 2017, section 3.4) or not.
    void setScaled(bool scaled) { m_scaled = scaled; }
    bool isScaled() const { return m_scaled; }
    /// sqrt(d) when scaled, 1 otherwise.
    double scaleFactor() const;

    /// Stored (unscaled) entry j of row `row`. Throws on row or j out of range.
    double storedValue(int row, int j) const;
    /// Sets a stored entry (the editable table). Throws on row or j out of range or a non-finite
    /// value.
    void setStoredValue(int row, int j, double value);
    /// True when the entry was set by setStoredValue() since construction or resetEdits().
    /// Throws on row or j out of range.
    bool isEdited(int row, int j) const;
    /// Puts every generated value back (undoes all edits).
    void resetEdits();
    /// The stored entries, `wordCount() x d`, row-major.
    const std::vector<double> &storedValues() const { return m_values; }

    /// Entry as read by a model: storedValue() * scaleFactor(). Throws as storedValue().
    double value(int row, int j) const;
    /// E(word) as read, length d. Throws on row out of range.
    std::vector<double> row(int row) const;
    /// Every row as read, `wordCount() x d`, row-major.
    std::vector<double> values() const;
    /// One row as read per token, `tokens.size() x d`, row-major. Throws on an unknown token.
    std::vector<double> tokenRows(const std::vector<std::string> &tokens) const;
    /// Euclidean norm |E(word)| of the row as read. Throws on row out of range.
    double norm(int row) const;

private:
    void checkRow(int row) const;
    void checkComponent(int j) const;

    int m_d;
    std::uint64_t m_seed;
    bool m_scaled = false;
    std::vector<std::string> m_words;
    std::unordered_map<std::string, int> m_rows; // ASCII lower case -> row
    std::vector<double> m_values; // stored entries, wordCount x d
    std::vector<bool> m_edited; // one flag per entry
};

/// |PE(p)|, the Euclidean norm of the positional encoding at p (sqrt(d/2) for even d, for every
/// p), to set beside |E(word)| (the article's troubleshooting row 2). Throws on p out of range.
double encodingNorm(const PositionalEncoding &encoding, std::int64_t p);

} // namespace pe
