#include "votesession.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace pe {

namespace {

std::string trimmedAscii(const std::string &text)
{
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
        ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
        --end;
    return text.substr(begin, end - begin);
}

std::string upperAscii(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return text;
}

std::string lowerAscii(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

/// The number of code points of text when it is valid UTF-8 (shortest forms, no surrogates, at
/// most U+10FFFF) without control characters (C0, DEL, C1); -1 otherwise.
int printableCodePoints(const std::string &text)
{
    int count = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::uint32_t cp = 0;
        int extra = 0;
        if (c < 0x80) {
            cp = c;
        } else if (c >= 0xC2 && c <= 0xDF) {
            cp = c & 0x1Fu;
            extra = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            cp = c & 0x0Fu;
            extra = 2;
        } else if (c >= 0xF0 && c <= 0xF4) {
            cp = c & 0x07u;
            extra = 3;
        } else {
            return -1;
        }
        if (extra > 0 && i + static_cast<std::size_t>(extra) >= text.size())
            return -1;
        for (int k = 1; k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0u) != 0x80u)
                return -1;
            cp = (cp << 6) | (next & 0x3Fu);
        }
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF))
            || (cp >= 0xD800 && cp <= 0xDFFF))
            return -1;
        if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F))
            return -1;
        i += static_cast<std::size_t>(extra) + 1;
        ++count;
    }
    return count;
}

bool readWhole(const std::string &answer, double *out, VoteRefusal *refusal)
{
    double value = 0.0;
    if (!parseAnswerNumber(answer, &value)) {
        *refusal = VoteRefusal::Unreadable;
        return false;
    }
    if (value != std::floor(value) || std::fabs(value) > 9.0e15) {
        *refusal = VoteRefusal::NotWhole;
        return false;
    }
    *out = value;
    return true;
}

} // namespace

std::string votePhaseId(VotePhase phase)
{
    switch (phase) {
    case VotePhase::Idle:
        return "idle";
    case VotePhase::Asking:
        return "asking";
    case VotePhase::Closed:
        return "closed";
    case VotePhase::Discussing:
        return "discussing";
    case VotePhase::Revoting:
        return "revoting";
    case VotePhase::Revealed:
        return "revealed";
    }
    throw std::invalid_argument("unknown vote phase");
}

VoteSession::VoteSession(std::function<std::uint64_t()> random, int seatLimit)
    : m_random(std::move(random)), m_seatLimit(seatLimit)
{
    if (!m_random)
        throw std::invalid_argument("vote session: no random source");
    if (seatLimit < 1 || seatLimit > maxSeats)
        throw std::invalid_argument("vote session: the seat limit must be in 1..200");
    const std::size_t symbols = std::strlen(joinCodeAlphabet);
    // Unbiased: reject the top of the 64-bit range that does not divide evenly.
    const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % symbols + 1) % symbols;
    while (m_joinCode.size() < joinCodeLength) {
        const std::uint64_t bits = m_random();
        if (bits > limit)
            continue;
        m_joinCode.push_back(joinCodeAlphabet[bits % symbols]);
    }
}

bool VoteSession::isJoinCode(const std::string &code) const
{
    return upperAscii(trimmedAscii(code)) == m_joinCode;
}

std::string VoteSession::randomToken()
{
    static const char hex[] = "0123456789abcdef";
    for (;;) {
        std::string token;
        for (int word = 0; word < 2; ++word) {
            std::uint64_t bits = m_random();
            for (int k = 0; k < 16; ++k) {
                token.push_back(hex[bits & 0xFu]);
                bits >>= 4;
            }
        }
        if (m_seatOfToken.count(token) == 0)
            return token;
    }
}

JoinResult VoteSession::join(const std::string &code, const std::string &nickname)
{
    JoinResult result;
    if (!isJoinCode(code)) {
        result.refusal = JoinRefusal::WrongCode;
        return result;
    }
    if (seatCount() >= m_seatLimit) {
        result.refusal = JoinRefusal::Full;
        return result;
    }
    const std::string name = trimmedAscii(nickname);
    if (!name.empty()) {
        const int length = printableCodePoints(name);
        if (length < 0 || length > maxNicknameLength) {
            result.refusal = JoinRefusal::NicknameInvalid;
            return result;
        }
        const std::string folded = lowerAscii(name);
        for (const Seat &seat : m_seats) {
            if (!seat.nickname.empty() && lowerAscii(seat.nickname) == folded) {
                result.refusal = JoinRefusal::NicknameTaken;
                return result;
            }
        }
    }
    Seat seat;
    seat.token = randomToken();
    seat.nickname = name;
    result.seat = seatCount();
    result.token = seat.token;
    m_seatOfToken.emplace(seat.token, result.seat);
    m_seats.push_back(std::move(seat));
    return result;
}

JoinResult VoteSession::rejoin(const std::string &code, const std::string &token)
{
    JoinResult result;
    if (!isJoinCode(code)) {
        result.refusal = JoinRefusal::WrongCode;
        return result;
    }
    const auto found = m_seatOfToken.find(token);
    if (found == m_seatOfToken.end()) {
        result.refusal = JoinRefusal::UnknownToken;
        return result;
    }
    result.seat = found->second;
    result.token = token;
    return result;
}

std::string VoteSession::nickname(int seat) const
{
    if (seat < 0 || seat >= seatCount())
        return {};
    return m_seats[static_cast<std::size_t>(seat)].nickname;
}

void VoteSession::ask(const VoteQuestion &question)
{
    if (question.kind == AnswerKind::Choice && question.choices.empty())
        throw std::invalid_argument("vote session: a choice question needs choices");
    if (question.kind == AnswerKind::Range) {
        if (question.bounds.empty())
            throw std::invalid_argument("vote session: a range question needs bounds");
        for (std::size_t i = 0; i < question.bounds.size(); ++i) {
            if (!std::isfinite(question.bounds[i])
                || (i > 0 && !(question.bounds[i - 1] < question.bounds[i])))
                throw std::invalid_argument(
                    "vote session: range bounds must be finite and strictly increasing");
        }
    }
    m_question = question;
    for (Seat &seat : m_seats) {
        seat.votes[0].reset();
        seat.votes[1].reset();
    }
    m_phase = VotePhase::Asking;
    m_round = 1;
}

bool VoteSession::close()
{
    if (!isVoteOpen())
        return false;
    m_phase = VotePhase::Closed;
    return true;
}

bool VoteSession::discuss()
{
    if (m_phase != VotePhase::Closed || m_round != 1)
        return false;
    m_phase = VotePhase::Discussing;
    return true;
}

bool VoteSession::revote()
{
    if (m_phase != VotePhase::Discussing)
        return false;
    m_phase = VotePhase::Revoting;
    m_round = 2;
    return true;
}

bool VoteSession::reveal()
{
    if (m_phase != VotePhase::Closed)
        return false;
    m_phase = VotePhase::Revealed;
    return true;
}

bool VoteSession::back()
{
    switch (m_phase) {
    case VotePhase::Idle:
        return false;
    case VotePhase::Asking:
        reset();
        return true;
    case VotePhase::Closed:
        m_phase = m_round == 1 ? VotePhase::Asking : VotePhase::Revoting;
        return true;
    case VotePhase::Discussing:
        m_phase = VotePhase::Closed;
        return true;
    case VotePhase::Revoting:
        for (Seat &seat : m_seats)
            seat.votes[1].reset();
        m_phase = VotePhase::Discussing;
        m_round = 1;
        return true;
    case VotePhase::Revealed:
        m_phase = VotePhase::Closed;
        return true;
    }
    return false;
}

void VoteSession::reset()
{
    for (Seat &seat : m_seats) {
        seat.votes[0].reset();
        seat.votes[1].reset();
    }
    m_question = VoteQuestion();
    m_phase = VotePhase::Idle;
    m_round = 0;
}

VoteRefusal VoteSession::vote(int seat, const std::string &answer)
{
    if (!isVoteOpen())
        return VoteRefusal::NotOpen;
    if (seat < 0 || seat >= seatCount())
        return VoteRefusal::UnknownSeat;
    if (answer.size() > maxAnswerBytes)
        return VoteRefusal::TooLong;
    VoteRefusal refusal = VoteRefusal::None;
    double value = 0.0;
    switch (m_question.kind) {
    case AnswerKind::Number:
        if (!parseAnswerNumber(answer, &value))
            return VoteRefusal::Unreadable;
        break;
    case AnswerKind::Integer:
        if (!readWhole(answer, &value, &refusal))
            return refusal;
        break;
    case AnswerKind::Sign: {
        int sign = 0;
        if (!parseAnswerSign(answer, &sign))
            return VoteRefusal::Unreadable;
        value = sign;
        break;
    }
    case AnswerKind::Choice:
        if (!readWhole(answer, &value, &refusal))
            return refusal;
        if (std::find(m_question.choices.begin(), m_question.choices.end(),
                      static_cast<std::int64_t>(value))
            == m_question.choices.end())
            return VoteRefusal::NotAChoice;
        break;
    case AnswerKind::Range:
        if (!parseAnswerEstimate(answer, &value))
            return VoteRefusal::Unreadable;
        break;
    }
    m_seats[static_cast<std::size_t>(seat)].votes[m_round - 1] = Vote {value, answer};
    return VoteRefusal::None;
}

int VoteSession::voteCount(int round) const
{
    if (round < 1 || round > 2)
        return 0;
    return static_cast<int>(std::count_if(m_seats.begin(), m_seats.end(), [round](const Seat &s) {
        return s.votes[round - 1].has_value();
    }));
}

std::optional<std::string> VoteSession::voteOf(int seat, int round) const
{
    if (seat < 0 || seat >= seatCount() || round < 1 || round > 2)
        return std::nullopt;
    const auto &vote = m_seats[static_cast<std::size_t>(seat)].votes[round - 1];
    if (!vote)
        return std::nullopt;
    return vote->text;
}

std::optional<double> VoteSession::valueOf(int seat, int round) const
{
    if (seat < 0 || seat >= seatCount() || round < 1 || round > 2)
        return std::nullopt;
    const auto &vote = m_seats[static_cast<std::size_t>(seat)].votes[round - 1];
    if (!vote)
        return std::nullopt;
    return vote->value;
}

std::vector<double> VoteSession::votes(int round) const
{
    std::vector<double> values;
    if (round < 1 || round > 2)
        return values;
    for (const Seat &seat : m_seats) {
        if (seat.votes[round - 1])
            values.push_back(seat.votes[round - 1]->value);
    }
    return values;
}

VoteDistribution VoteSession::distribution(int round) const
{
    VoteDistribution result;
    const std::vector<double> values = votes(round);
    result.total = static_cast<int>(values.size());
    switch (m_question.kind) {
    case AnswerKind::Number:
    case AnswerKind::Integer: {
        result.histogram = true;
        std::vector<double> both = votes(1);
        const std::vector<double> second = votes(2);
        both.insert(both.end(), second.begin(), second.end());
        result.binning = HistogramBinning::fit(both, m_question.kind == AnswerKind::Integer);
        result.counts.assign(static_cast<std::size_t>(result.binning.binCount()), 0);
        for (double v : values) {
            const int bin = result.binning.binOf(v);
            if (bin < 0)
                ++result.below;
            else if (bin >= result.binning.binCount())
                ++result.above;
            else
                ++result.counts[static_cast<std::size_t>(bin)];
        }
        return result;
    }
    case AnswerKind::Sign:
        result.categories = {-1.0, 0.0, 1.0};
        break;
    case AnswerKind::Choice:
        for (std::int64_t choice : m_question.choices)
            result.categories.push_back(static_cast<double>(choice));
        break;
    case AnswerKind::Range:
        for (std::size_t i = 0; i <= m_question.bounds.size(); ++i)
            result.categories.push_back(static_cast<double>(i));
        break;
    }
    result.counts.assign(result.categories.size(), 0);
    for (double v : values) {
        double category = v;
        if (m_question.kind == AnswerKind::Range)
            category = static_cast<double>(rangeIndex(v, m_question.bounds));
        const auto at = std::find(result.categories.begin(), result.categories.end(), category);
        if (at != result.categories.end())
            ++result.counts[static_cast<std::size_t>(at - result.categories.begin())];
    }
    return result;
}

} // namespace pe
