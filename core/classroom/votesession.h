#pragma once

#include "exerciseanswer.h"
#include "histogrambinning.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pe {

/// Where the class's vote on one question stands: peer instruction's flow (Crouch & Mazur).
/// idle -> asking -> closed -> discussing -> revoting -> closed -> revealed; a question may also
/// be revealed right after the first close (the class agreed), and ask() starts over anywhere.
enum class VotePhase {
    Idle, //!< no question
    Asking, //!< round 1 open: votes come in, only their count is shown
    Closed, //!< the round is closed: its distribution (both, after round 2) may be shown
    Discussing, //!< "discuss with your neighbour": no vote open
    Revoting, //!< round 2 open
    Revealed, //!< the lesson reveals its answer; no vote open
};

/// "idle", "asking", "closed", "discussing", "revoting", "revealed" (the students' page's ids).
std::string votePhaseId(VotePhase phase);

/// What the class is asked: how an answer is read (the lesson's exercise without its answer:
/// the session never holds the right value, so nothing can leak it before the reveal).
struct VoteQuestion
{
    AnswerKind kind = AnswerKind::Number;
    std::vector<std::int64_t> choices; //!< Choice: the whole numbers offered (at least one)
    std::vector<double> bounds; //!< Range: the interval bounds (finite, strictly increasing)
};

/// Why a phone's join was refused.
enum class JoinRefusal {
    None, //!< joined
    WrongCode, //!< the join code is not this session's
    Full, //!< every seat is taken (VoteSession::maxSeats)
    NicknameInvalid, //!< the nickname is not valid UTF-8, too long or holds control characters
    NicknameTaken, //!< another seat has that nickname (compared ignoring ASCII case)
    UnknownToken, //!< rejoin: no seat has that token
};

/// The outcome of a join or rejoin.
struct JoinResult
{
    JoinRefusal refusal = JoinRefusal::None;
    int seat = -1; //!< 0-based seat number (-1 when refused)
    std::string token; //!< the seat's secret, for rejoin() (empty when refused)
};

/// Why a vote was refused.
enum class VoteRefusal {
    None, //!< counted
    NotOpen, //!< no round is open (phase is not Asking or Revoting)
    UnknownSeat, //!< no such seat
    TooLong, //!< the answer text is longer than VoteSession::maxAnswerBytes
    Unreadable, //!< not a number (not a sign for Sign, not an estimate for Range)
    NotWhole, //!< Integer and Choice: a number with a fraction
    NotAChoice, //!< Choice: a whole number that is not offered
};

/// One round's distribution of votes, as the projector shows it (the right answer not marked:
/// the session does not know it).
struct VoteDistribution
{
    /// Number and Integer answers: counts per bin of binning (shared by both rounds), with the
    /// votes outside the bins in below and above. Otherwise categories.
    bool histogram = false;
    /// Categories: the value each count belongs to, in order. Choice: the choices as offered;
    /// Sign: -1, 0, +1; Range: the interval index 0..bounds.size() (rangeIndex()).
    std::vector<double> categories;
    HistogramBinning binning;
    std::vector<int> counts; //!< one per category or bin
    int below = 0; //!< histogram: votes left of the first bin
    int above = 0; //!< histogram: votes right of the last bin
    int total = 0; //!< every vote of the round (the sum of counts, below and above)
};

/// The class session of issue 33, without any network: join codes, seats, the flow of a question
/// and its votes. Plain C++; the server (ui/classroom) feeds it what phones send.
///
/// Seats: a phone joins with the session's join code and an optional nickname and gets a seat
/// and its token, a random secret it keeps (localStorage) to rejoin the same seat after a reload
/// or sleep. Seats last for the whole session (across questions).
///
/// Votes: one per seat per round; a later vote in the same round replaces the earlier one, so each
/// seat counts at most once. ask() clears both rounds.
class VoteSession
{
public:
    /// The most seats a session has (the bound: a lecture hall).
    static constexpr int maxSeats = 200;
    /// The length of a join code, in symbols of joinCodeAlphabet (31 symbols: 29.7 bits).
    static constexpr int joinCodeLength = 6;
    /// The join code's symbols: no 0/O or 1/I/L to confuse on a projector.
    static constexpr const char *joinCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    /// The longest nickname, in Unicode code points (after trimming spaces).
    static constexpr int maxNicknameLength = 24;
    /// The longest answer text a vote may carry, in bytes of UTF-8.
    static constexpr std::size_t maxAnswerBytes = 64;

    /// A session whose join code and seat tokens are drawn from random (64 uniformly random bits
    /// per call; the server passes the system's secure generator, tests a seeded one). seatLimit:
    /// the number of seats, 1..maxSeats. Throws std::invalid_argument on a null random or a
    /// seatLimit out of range.
    explicit VoteSession(std::function<std::uint64_t()> random, int seatLimit = maxSeats);

    /// The join code: joinCodeLength symbols of joinCodeAlphabet, random per session.
    const std::string &joinCode() const { return m_joinCode; }
    /// True when code is the join code, ignoring ASCII case and surrounding spaces.
    bool isJoinCode(const std::string &code) const;

    /// Takes a new seat for a phone that sends code and nickname (UTF-8; empty or only spaces: no
    /// nickname). Refused for a wrong code, a full session, an invalid or taken nickname.
    JoinResult join(const std::string &code, const std::string &nickname);
    /// Gives back the seat of token (from an earlier join) to a phone that reloaded: the same
    /// seat, token and nickname, its votes kept. Refused for a wrong code or an unknown token.
    JoinResult rejoin(const std::string &code, const std::string &token);
    /// The seats taken so far.
    int seatCount() const { return static_cast<int>(m_seats.size()); }
    /// The most seats this session has (the constructor's seatLimit).
    int seatLimit() const { return m_seatLimit; }
    /// The nickname of seat (trimmed; empty when none or no such seat).
    std::string nickname(int seat) const;

    /// Asks question: phase Asking, round 1, both rounds' votes cleared. Throws
    /// std::invalid_argument on a Choice question without choices or a Range question whose bounds
    /// are not finite and strictly increasing (at least one).
    void ask(const VoteQuestion &question);
    /// Closes the open round: Asking or Revoting -> Closed. False (nothing changes) otherwise.
    bool close();
    /// Closed after round 1 -> Discussing. False otherwise.
    bool discuss();
    /// Discussing -> Revoting (round 2 opens, empty). False otherwise.
    bool revote();
    /// Closed -> Revealed. False otherwise.
    bool reveal();
    /// One stage back in the flow (a clicker's Page Up): Asking -> Idle (as reset()); Closed after
    /// round 1 -> Asking (round 1 reopens, its votes kept); Discussing -> Closed; Revoting ->
    /// Discussing (round 2's votes dropped, round 1 again); Closed after round 2 -> Revoting (round
    /// 2 reopens, its votes kept); Revealed -> Closed. False in Idle (nothing changes).
    bool back();
    /// Back to Idle: the question and its votes are dropped; the seats stay.
    void reset();

    /// Where the flow stands (VotePhase).
    VotePhase phase() const { return m_phase; }
    /// The current round: 0 in Idle, 1 until revote(), 2 after it.
    int round() const { return m_round; }
    /// The question asked (meaningful unless phase() is Idle).
    const VoteQuestion &question() const { return m_question; }
    /// True while a round is open (Asking, Revoting).
    bool isVoteOpen() const
    {
        return m_phase == VotePhase::Asking || m_phase == VotePhase::Revoting;
    }

    /// Seat's vote answer (UTF-8, as typed) in the open round, read by the question's rules
    /// (core/exerciseanswer.h): Number by parseAnswerNumber(), Integer a whole number by it, Sign
    /// by parseAnswerSign(), Choice a whole number among the choices, Range by
    /// parseAnswerEstimate(). A second vote of the seat in the same round replaces the first.
    VoteRefusal vote(int seat, const std::string &answer);
    /// The votes counted in round (1 or 2; 0 for any other round).
    int voteCount(int round) const;
    /// Seat's answer text in round as it was counted; nullopt when none.
    std::optional<std::string> voteOf(int seat, int round) const;
    /// Seat's value in round as it was read (see votes()); nullopt when none.
    std::optional<double> valueOf(int seat, int round) const;
    /// The values counted in round, in seat order (Sign: -1, 0, +1; Choice: the choice; Range:
    /// the estimate). Empty for a round without votes or out of 1..2.
    std::vector<double> votes(int round) const;
    /// Round's distribution (1 or 2), binned as HistogramBinning says over both rounds' votes.
    VoteDistribution distribution(int round) const;

private:
    struct Vote
    {
        double value = 0.0;
        std::string text;
    };
    struct Seat
    {
        std::string token;
        std::string nickname;
        std::optional<Vote> votes[2];
    };

    std::string randomToken();

    std::function<std::uint64_t()> m_random;
    int m_seatLimit = maxSeats;
    std::string m_joinCode;
    std::vector<Seat> m_seats;
    std::map<std::string, int> m_seatOfToken;
    VotePhase m_phase = VotePhase::Idle;
    int m_round = 0;
    VoteQuestion m_question;
};

} // namespace pe
