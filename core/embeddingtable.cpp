#include "embeddingtable.h"

#include "seededrandom.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

namespace pe {

namespace {

std::string lowerAscii(const std::string &word)
{
    std::string key = word;
    for (char &c : key)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return key;
}

void checkWidth(int d)
{
    if (d < EmbeddingTable::minWidth || d > EmbeddingTable::maxWidth)
        throw std::invalid_argument("d must be an integer from "
                                    + std::to_string(EmbeddingTable::minWidth) + " to "
                                    + std::to_string(EmbeddingTable::maxWidth));
}

void checkWord(const std::string &word)
{
    if (word.empty())
        throw std::invalid_argument("a word must not be empty");
    for (const char c : word) {
        if (std::isspace(static_cast<unsigned char>(c)))
            throw std::invalid_argument("a word must not contain white space");
    }
}

// A word for a one-line message: at most 40 bytes, white space and control bytes as '?'.
std::string printable(const std::string &word)
{
    std::string out = word.substr(0, 40);
    for (char &c : out) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isspace(u) || std::iscntrl(u))
            c = '?';
    }
    return word.size() > 40 ? out + "..." : out;
}

} // namespace

EmbeddingTable::EmbeddingTable(const std::vector<std::string> &tokens, int d, std::uint64_t seed)
    : m_d(d), m_seed(seed)
{
    checkWidth(d);
    if (tokens.empty())
        throw std::invalid_argument("the sentence must contain at least one word");
    for (const std::string &token : tokens) {
        checkWord(token);
        const std::string key = lowerAscii(token);
        if (m_rows.count(key) != 0)
            continue;
        if (m_words.size() >= static_cast<std::size_t>(maxWords))
            throw std::invalid_argument("the sentence must have at most " + std::to_string(maxWords)
                                        + " distinct words");
        m_rows.emplace(key, static_cast<int>(m_words.size()));
        m_words.push_back(token);
    }
    m_values.reserve(m_words.size() * static_cast<std::size_t>(d));
    for (const std::string &word : m_words) {
        const std::vector<double> r = generatedRow(word, d, seed);
        m_values.insert(m_values.end(), r.begin(), r.end());
    }
    m_edited.assign(m_values.size(), false);
}

EmbeddingTable EmbeddingTable::fromSentence(const std::string &sentence, int d, std::uint64_t seed)
{
    return EmbeddingTable(tokenize(sentence), d, seed);
}

std::vector<std::string> EmbeddingTable::tokenize(const std::string &sentence)
{
    std::vector<std::string> tokens;
    std::string current;
    for (const char c : sentence) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!current.empty())
                tokens.push_back(current);
            current.clear();
        } else {
            current.push_back(c);
        }
    }
    if (!current.empty())
        tokens.push_back(current);
    return tokens;
}

std::uint64_t EmbeddingTable::wordHash(const std::string &word)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : lowerAscii(word)) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

std::vector<double> EmbeddingTable::generatedRow(const std::string &word, int d, std::uint64_t seed)
{
    checkWidth(d);
    checkWord(word);
    SeededRandom random(seed ^ wordHash(word));
    const double root = std::sqrt(static_cast<double>(d));
    std::vector<double> r(static_cast<std::size_t>(d));
    for (double &v : r)
        v = random.nextNormal() / root;
    return r;
}

int EmbeddingTable::rowOf(const std::string &word) const
{
    const auto it = m_rows.find(lowerAscii(word));
    if (it == m_rows.end())
        throw std::invalid_argument("the word \"" + printable(word)
                                    + "\" is not in the embedding table");
    return it->second;
}

std::vector<int> EmbeddingTable::rowsOf(const std::vector<std::string> &tokens) const
{
    std::vector<int> rows;
    rows.reserve(tokens.size());
    for (const std::string &token : tokens)
        rows.push_back(rowOf(token));
    return rows;
}

double EmbeddingTable::scaleFactor() const
{
    return m_scaled ? std::sqrt(static_cast<double>(m_d)) : 1.0;
}

void EmbeddingTable::checkRow(int row) const
{
    if (row < 0 || row >= wordCount())
        throw std::invalid_argument("row must be an index from 0 to "
                                    + std::to_string(wordCount() - 1));
}

void EmbeddingTable::checkComponent(int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(m_d - 1));
}

double EmbeddingTable::storedValue(int row, int j) const
{
    checkRow(row);
    checkComponent(j);
    return m_values[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_d)
                    + static_cast<std::size_t>(j)];
}

void EmbeddingTable::setStoredValue(int row, int j, double value)
{
    checkRow(row);
    checkComponent(j);
    if (!std::isfinite(value))
        throw std::invalid_argument("an embedding value must be a finite number");
    const std::size_t k = static_cast<std::size_t>(row) * static_cast<std::size_t>(m_d)
        + static_cast<std::size_t>(j);
    m_values[k] = value;
    m_edited[k] = true;
}

bool EmbeddingTable::isEdited(int row, int j) const
{
    checkRow(row);
    checkComponent(j);
    return m_edited[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_d)
                    + static_cast<std::size_t>(j)];
}

void EmbeddingTable::resetEdits()
{
    for (int row = 0; row < wordCount(); ++row) {
        const std::size_t begin = static_cast<std::size_t>(row) * static_cast<std::size_t>(m_d);
        if (std::find(m_edited.begin() + static_cast<std::ptrdiff_t>(begin),
                      m_edited.begin() + static_cast<std::ptrdiff_t>(begin + std::size_t(m_d)),
                      true)
            == m_edited.begin() + static_cast<std::ptrdiff_t>(begin + std::size_t(m_d)))
            continue;
        const std::vector<double> r
            = generatedRow(m_words[static_cast<std::size_t>(row)], m_d, m_seed);
        std::copy(r.begin(), r.end(), m_values.begin() + static_cast<std::ptrdiff_t>(begin));
    }
    m_edited.assign(m_values.size(), false);
}

double EmbeddingTable::value(int row, int j) const { return storedValue(row, j) * scaleFactor(); }

std::vector<double> EmbeddingTable::row(int row) const
{
    checkRow(row);
    const double factor = scaleFactor();
    const auto begin
        = m_values.begin() + static_cast<std::ptrdiff_t>(row) * static_cast<std::ptrdiff_t>(m_d);
    std::vector<double> r(begin, begin + m_d);
    for (double &v : r)
        v *= factor;
    return r;
}

std::vector<double> EmbeddingTable::values() const
{
    std::vector<double> all = m_values;
    const double factor = scaleFactor();
    for (double &v : all)
        v *= factor;
    return all;
}

std::vector<double> EmbeddingTable::tokenRows(const std::vector<std::string> &tokens) const
{
    std::vector<double> out;
    out.reserve(tokens.size() * static_cast<std::size_t>(m_d));
    for (const int r : rowsOf(tokens)) {
        const std::vector<double> v = row(r);
        out.insert(out.end(), v.begin(), v.end());
    }
    return out;
}

double EmbeddingTable::norm(int row) const { return euclideanNorm(this->row(row)); }

double encodingNorm(const PositionalEncoding &encoding, std::int64_t p)
{
    return euclideanNorm(encoding.vector(p));
}

} // namespace pe
