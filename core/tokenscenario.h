#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// The lesson's token scenario (lesson, "same embedding, different positions"): a sentence whose
/// repeated word sits in two slots p < q and shares one static embedding E(word).
///
/// Tokens are split on ASCII white space; two tokens are the same word when they match ignoring
/// ASCII case. Errors: the constructor throws std::invalid_argument when the sentence has no
/// tokens, more than maxTokens tokens, or no word that occurs twice.
class TokenScenario
{
public:
    static constexpr int maxTokens = 4096;
    static const char *const defaultSentence; // "the cat saw the dog"

    explicit TokenScenario(const std::string &sentence = defaultSentence);

    const std::string &sentence() const { return m_sentence; }
    /// The tokens in slot order; slot index == position p.
    const std::vector<std::string> &tokens() const { return m_tokens; }
    /// The first word that occurs twice ("the" in the default sentence).
    const std::string &repeatedWord() const { return m_tokens[static_cast<std::size_t>(m_first)]; }
    /// Slot of its first occurrence (0 in the default sentence).
    int firstSlot() const { return m_first; }
    /// Slot of its second occurrence (3 in the default sentence).
    int secondSlot() const { return m_second; }

private:
    std::string m_sentence;
    std::vector<std::string> m_tokens;
    int m_first = 0;
    int m_second = 0;
};

/// A model input written symbolically as x = c * E + offset, where E is the shared embedding
/// (width d, never known) and offset a vector of length d. Lesson: x(p) = E + A(p).
struct SymbolicInput
{
    int embeddingCoefficient = 1;
    std::vector<double> offset;

    /// Numeric value for a concrete E (length d). Throws std::invalid_argument on a length mismatch.
    std::vector<double> evaluate(const std::vector<double> &embedding) const;
};

/// The additive position contribution A(p), length d: PE(p) when the encoding is on, zeros when
/// off (lesson: the switch only decides whether PE is added; it never changes the formula).
/// Throws std::invalid_argument on p out of range.
std::vector<double> positionContribution(const PositionalEncoding &encoding, std::int64_t p,
                                         bool encodingOn);

/// x(p) = E + A(p) for the repeated word at position p. Throws on p out of range.
SymbolicInput symbolicInput(const PositionalEncoding &encoding, std::int64_t p, bool encodingOn);

/// a - b, term by term: the E terms cancel when both coefficients are equal, so x(q) - x(p) is
/// known without E (lesson: "subtraction isolates position"). Throws std::invalid_argument when the
/// offsets have different lengths.
SymbolicInput subtract(const SymbolicInput &a, const SymbolicInput &b);

/// The input difference x(q) - x(p) as a plain vector (length d): PE(q) - PE(p) when on, zeros
/// when off. Throws on p or q out of range.
std::vector<double> inputDifference(const PositionalEncoding &encoding, std::int64_t p,
                                    std::int64_t q, bool encodingOn);

} // namespace pe
