#include "tokenscenario.h"

#include <cctype>
#include <stdexcept>

namespace pe {

const char *const TokenScenario::defaultSentence = "the cat saw the dog";

namespace {

bool sameWord(const std::string &a, const std::string &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k) {
        if (std::tolower(static_cast<unsigned char>(a[k]))
            != std::tolower(static_cast<unsigned char>(b[k])))
            return false;
    }
    return true;
}

} // namespace

TokenScenario::TokenScenario(const std::string &sentence) : m_sentence(sentence)
{
    std::string current;
    for (const char c : sentence) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!current.empty())
                m_tokens.push_back(current);
            current.clear();
        } else {
            current.push_back(c);
        }
        if (m_tokens.size() > static_cast<std::size_t>(maxTokens))
            break;
    }
    if (!current.empty())
        m_tokens.push_back(current);
    if (m_tokens.empty())
        throw std::invalid_argument("sentence must contain at least two tokens");
    if (m_tokens.size() > static_cast<std::size_t>(maxTokens))
        throw std::invalid_argument("sentence must have at most " + std::to_string(maxTokens)
                                    + " tokens");
    const int n = static_cast<int>(m_tokens.size());
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            if (sameWord(m_tokens[static_cast<std::size_t>(a)],
                         m_tokens[static_cast<std::size_t>(b)])) {
                m_first = a;
                m_second = b;
                return;
            }
        }
    }
    throw std::invalid_argument("sentence must contain a word that occurs twice");
}

std::vector<double> SymbolicInput::evaluate(const std::vector<double> &embedding) const
{
    if (embedding.size() != offset.size())
        throw std::invalid_argument("embedding must have the same width d as the input");
    std::vector<double> x(offset.size());
    for (std::size_t j = 0; j < x.size(); ++j)
        x[j] = embeddingCoefficient * embedding[j] + offset[j];
    return x;
}

std::vector<double> positionContribution(const PositionalEncoding &encoding, std::int64_t p,
                                         bool encodingOn)
{
    PositionalEncoding::checkPosition(p);
    if (!encodingOn)
        return std::vector<double>(static_cast<std::size_t>(encoding.width()), 0.0);
    return encoding.vector(p);
}

SymbolicInput symbolicInput(const PositionalEncoding &encoding, std::int64_t p, bool encodingOn)
{
    return SymbolicInput{1, positionContribution(encoding, p, encodingOn)};
}

SymbolicInput subtract(const SymbolicInput &a, const SymbolicInput &b)
{
    if (a.offset.size() != b.offset.size())
        throw std::invalid_argument("inputs must have the same width d");
    SymbolicInput r{a.embeddingCoefficient - b.embeddingCoefficient, a.offset};
    for (std::size_t j = 0; j < r.offset.size(); ++j)
        r.offset[j] -= b.offset[j];
    return r;
}

std::vector<double> inputDifference(const PositionalEncoding &encoding, std::int64_t p,
                                    std::int64_t q, bool encodingOn)
{
    PositionalEncoding::checkPosition(p, "p");
    PositionalEncoding::checkPosition(q, "q");
    const SymbolicInput diff = subtract(symbolicInput(encoding, q, encodingOn),
                                        symbolicInput(encoding, p, encodingOn));
    // Same word in both slots: the embedding coefficient is 0 and only the offsets remain.
    return diff.offset;
}

} // namespace pe
