// Tests of the class session's model (core/classroom/votesession.h): the join code drawn from the
// random source, seats and their tokens, nicknames, peer instruction's phases, one vote per seat
// per round, answers read by the app's own rules and the rounds' distributions (worked by hand).

#include "classroom/votesession.h"

#include <QtTest>

#include <deque>
#include <random>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::AnswerKind)
Q_DECLARE_METATYPE(pe::VoteRefusal)
Q_DECLARE_METATYPE(pe::JoinRefusal)

namespace {

/// A random source that returns the given words, then a seeded generator's.
std::function<std::uint64_t()> scripted(std::deque<std::uint64_t> words)
{
    auto queue = std::make_shared<std::deque<std::uint64_t>>(std::move(words));
    auto engine = std::make_shared<std::mt19937_64>(33);
    return [queue, engine]() -> std::uint64_t {
        if (queue->empty())
            return (*engine)();
        const std::uint64_t w = queue->front();
        queue->pop_front();
        return w;
    };
}

pe::VoteSession seeded(int seats = pe::VoteSession::maxSeats)
{
    return pe::VoteSession(scripted({8, 9, 10, 30, 31, 62}), seats); // code "ABCZ22"
}

} // namespace

class TestVoteSession : public QObject
{
    Q_OBJECT

private slots:
    void joinCode_data();
    void joinCode();
    void tokens();
    void join_data();
    void join();
    void full();
    void rejoin();
    void phases_data();
    void phases();
    void validation_data();
    void validation();
    void oneVotePerRound();
    void backKeepsOrDropsVotes();
    void choiceDistribution();
    void signAndRangeDistribution();
    void numberDistribution();
    void invalidQuestions();
};

void TestVoteSession::joinCode_data()
{
    QTest::addColumn<QList<quint64>>("words");
    QTest::addColumn<QString>("code");
    // Alphabet "23456789ABCDEFGHJKMNPQRSTUVWXYZ": index 8 is A, 30 is Z, 31 and 62 wrap to '2'.
    QTest::newRow("indexes") << QList<quint64> {0, 1, 2, 3, 4, 5} << QStringLiteral("234567");
    QTest::newRow("letters and wrap")
        << QList<quint64> {8, 9, 10, 30, 31, 62} << QStringLiteral("ABCZ22");
    // 2^64 - 1 and 2^64 - 16 lie in the top 16 values (2^64 mod 31 = 16) and are rejected:
    // the draws after them make the code.
    QTest::newRow("rejected top") << QList<quint64> {~quint64(0), ~quint64(0) - 15,
                                                     0,           1,
                                                     2,           3,
                                                     4,           5}
                                  << QStringLiteral("234567");
    // 2^64 - 17 is the largest kept: (2^64 - 17) mod 31 = 30, 'Z'.
    QTest::newRow("largest kept") << QList<quint64> {~quint64(0) - 16, 0, 0, 0, 0, 0}
                                  << QStringLiteral("Z22222");
}

void TestVoteSession::joinCode()
{
    QFETCH(QList<quint64>, words);
    QFETCH(QString, code);
    pe::VoteSession session(scripted(std::deque<std::uint64_t>(words.begin(), words.end())));
    QCOMPARE(QString::fromStdString(session.joinCode()), code);
    QVERIFY(session.isJoinCode(code.toStdString()));
    QVERIFY(session.isJoinCode(" " + code.toLower().toStdString() + "\t"));
    QVERIFY(!session.isJoinCode(code.left(5).toStdString()));
    QVERIFY(!session.isJoinCode(""));
}

void TestVoteSession::tokens()
{
    // A token is two draws, each written as 16 hex digits from its lowest nibble up.
    pe::VoteSession session(scripted({0, 0, 0, 0, 0, 0, 0x0123456789abcdefULL, 0xf}));
    const pe::JoinResult first = session.join("222222", "");
    QCOMPARE(first.refusal, pe::JoinRefusal::None);
    QCOMPARE(first.seat, 0);
    QCOMPARE(QString::fromStdString(first.token),
             QStringLiteral("fedcba9876543210f000000000000000"));
    // A second seat gets another token (from the seeded generator here).
    const pe::JoinResult second = session.join("222222", "");
    QCOMPARE(second.seat, 1);
    QCOMPARE(second.token.size(), std::size_t(32));
    QVERIFY(second.token != first.token);
}

void TestVoteSession::join_data()
{
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<QByteArray>("nickname"); // UTF-8 bytes, possibly invalid
    QTest::addColumn<pe::JoinRefusal>("refusal");
    QTest::addColumn<QString>("kept"); // the nickname the seat keeps
    QTest::newRow("no nickname") << QByteArray("ABCZ22") << QByteArray() << pe::JoinRefusal::None
                                 << QString();
    QTest::newRow("spaces only") << QByteArray("ABCZ22") << QByteArray("   ")
                                 << pe::JoinRefusal::None << QString();
    QTest::newRow("lower-case code") << QByteArray("abcz22") << QByteArray("Bo")
                                     << pe::JoinRefusal::None << QStringLiteral("Bo");
    QTest::newRow("trimmed") << QByteArray("ABCZ22") << QByteArray("  Li ") << pe::JoinRefusal::None
                             << QStringLiteral("Li");
    QTest::newRow("chinese") << QByteArray("ABCZ22") << QStringLiteral("小明").toUtf8()
                             << pe::JoinRefusal::None << QStringLiteral("小明");
    QTest::newRow("24 code points") << QByteArray("ABCZ22") << QString(24, QChar(0x5B57)).toUtf8()
                                    << pe::JoinRefusal::None << QString(24, QChar(0x5B57));
    QTest::newRow("25 code points") << QByteArray("ABCZ22") << QString(25, QChar(0x5B57)).toUtf8()
                                    << pe::JoinRefusal::NicknameInvalid << QString();
    QTest::newRow("control") << QByteArray("ABCZ22")
                             << QByteArray("a\x01"
                                           "b")
                             << pe::JoinRefusal::NicknameInvalid << QString();
    QTest::newRow("invalid utf-8") << QByteArray("ABCZ22") << QByteArray("a\xff")
                                   << pe::JoinRefusal::NicknameInvalid << QString();
    QTest::newRow("truncated utf-8") << QByteArray("ABCZ22") << QByteArray("\xe5\xad")
                                     << pe::JoinRefusal::NicknameInvalid << QString();
    QTest::newRow("overlong utf-8") << QByteArray("ABCZ22") << QByteArray("\xc0\xaf")
                                    << pe::JoinRefusal::NicknameInvalid << QString();
    QTest::newRow("surrogate") << QByteArray("ABCZ22") << QByteArray("\xed\xa0\x80")
                               << pe::JoinRefusal::NicknameInvalid << QString();
    QTest::newRow("taken, other case")
        << QByteArray("ABCZ22") << QByteArray("ANA") << pe::JoinRefusal::NicknameTaken << QString();
    QTest::newRow("wrong code") << QByteArray("ABCZ23") << QByteArray("Zoe")
                                << pe::JoinRefusal::WrongCode << QString();
    QTest::newRow("empty code") << QByteArray("") << QByteArray() << pe::JoinRefusal::WrongCode
                                << QString();
}

void TestVoteSession::join()
{
    QFETCH(QByteArray, code);
    QFETCH(QByteArray, nickname);
    QFETCH(pe::JoinRefusal, refusal);
    QFETCH(QString, kept);
    pe::VoteSession session = seeded();
    QCOMPARE(session.join("ABCZ22", "ana").refusal, pe::JoinRefusal::None); // seat 0
    const pe::JoinResult result = session.join(code.toStdString(), nickname.toStdString());
    QCOMPARE(result.refusal, refusal);
    if (refusal == pe::JoinRefusal::None) {
        QCOMPARE(result.seat, 1);
        QCOMPARE(session.seatCount(), 2);
        QCOMPARE(QString::fromStdString(session.nickname(1)), kept);
    } else {
        QCOMPARE(result.seat, -1);
        QVERIFY(result.token.empty());
        QCOMPARE(session.seatCount(), 1);
    }
}

void TestVoteSession::full()
{
    pe::VoteSession session = seeded(2);
    QCOMPARE(session.join("ABCZ22", "").seat, 0);
    QCOMPARE(session.join("ABCZ22", "").seat, 1);
    QCOMPARE(session.join("ABCZ22", "").refusal, pe::JoinRefusal::Full);
    QCOMPARE(session.seatCount(), 2);

    pe::VoteSession lecture = seeded();
    for (int i = 0; i < pe::VoteSession::maxSeats; ++i)
        QCOMPARE(lecture.join("ABCZ22", "").seat, i);
    QCOMPARE(lecture.join("ABCZ22", "").refusal, pe::JoinRefusal::Full);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::VoteSession(scripted({}), 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::VoteSession(scripted({}), 201));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::VoteSession(nullptr));
}

void TestVoteSession::rejoin()
{
    pe::VoteSession session = seeded();
    const pe::JoinResult a = session.join("ABCZ22", "Ana");
    const pe::JoinResult b = session.join("ABCZ22", "");
    session.ask({pe::AnswerKind::Number, {}, {}});
    QCOMPARE(session.vote(a.seat, "0.84"), pe::VoteRefusal::None);

    const pe::JoinResult again = session.rejoin("abcz22", a.token);
    QCOMPARE(again.refusal, pe::JoinRefusal::None);
    QCOMPARE(again.seat, a.seat);
    QCOMPARE(again.token, a.token);
    QCOMPARE(QString::fromStdString(session.nickname(again.seat)), QStringLiteral("Ana"));
    QCOMPARE(session.voteOf(again.seat, 1).value_or(""), std::string("0.84"));
    QCOMPARE(session.rejoin("ABCZ22", b.token).seat, b.seat);
    QCOMPARE(session.seatCount(), 2); // no new seat

    QCOMPARE(session.rejoin("ABCZ22", "00000000000000000000000000000000").refusal,
             pe::JoinRefusal::UnknownToken);
    QCOMPARE(session.rejoin("ABCZ22", "").refusal, pe::JoinRefusal::UnknownToken);
    QCOMPARE(session.rejoin("XXXXXX", a.token).refusal, pe::JoinRefusal::WrongCode);
}

void TestVoteSession::phases_data()
{
    // Operations: a ask, c close, d discuss, v revote, r reveal, b back, 0 reset; each followed
    // by the
    // expected outcome (1 done, 0 refused), the phase id and the round after it.
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QByteArrayList>("phases");
    QTest::addColumn<QByteArray>("done");
    QTest::addColumn<QByteArray>("rounds");
    QTest::newRow("full flow") << QByteArray("acdvcr")
                               << QByteArrayList {"asking",   "closed", "discussing",
                                                  "revoting", "closed", "revealed"}
                               << QByteArray("111111") << QByteArray("111222");
    QTest::newRow("reveal after first close")
        << QByteArray("acr") << QByteArrayList {"asking", "closed", "revealed"} << QByteArray("111")
        << QByteArray("111");
    QTest::newRow("nothing before ask")
        << QByteArray("cdvr") << QByteArrayList {"idle", "idle", "idle", "idle"}
        << QByteArray("0000") << QByteArray("0000");
    QTest::newRow("no reveal while asking")
        << QByteArray("ardv") << QByteArrayList {"asking", "asking", "asking", "asking"}
        << QByteArray("1000") << QByteArray("1111");
    QTest::newRow("no second discussion")
        << QByteArray("acdvcd")
        << QByteArrayList {"asking", "closed", "discussing", "revoting", "closed", "closed"}
        << QByteArray("111110") << QByteArray("111222");
    QTest::newRow("no revote without discussion")
        << QByteArray("acv") << QByteArrayList {"asking", "closed", "closed"} << QByteArray("110")
        << QByteArray("111");
    QTest::newRow("ask again and reset")
        << QByteArray("acdva0")
        << QByteArrayList {"asking", "closed", "discussing", "revoting", "asking", "idle"}
        << QByteArray("111111") << QByteArray("111210");
    QTest::newRow("after reveal") << QByteArray("acrcda")
                                  << QByteArrayList {"asking",   "closed",   "revealed",
                                                     "revealed", "revealed", "asking"}
                                  << QByteArray("111001") << QByteArray("111111");
    QTest::newRow("back through the whole flow")
        << QByteArray("acdvcrbbbbbbb")
        << QByteArrayList {"asking",   "closed", "discussing", "revoting",   "closed",
                           "revealed", "closed", "revoting",   "discussing", "closed",
                           "asking",   "idle",   "idle"}
        << QByteArray("1111111111110") << QByteArray("1112222211100");
    QTest::newRow("back after a reveal of round 1")
        << QByteArray("acrbd")
        << QByteArrayList {"asking", "closed", "revealed", "closed", "discussing"}
        << QByteArray("11111") << QByteArray("11111");
}

void TestVoteSession::phases()
{
    QFETCH(QByteArray, script);
    QFETCH(QByteArrayList, phases);
    QFETCH(QByteArray, done);
    QFETCH(QByteArray, rounds);
    pe::VoteSession session = seeded();
    QCOMPARE(QString::fromStdString(pe::votePhaseId(session.phase())), QStringLiteral("idle"));
    QCOMPARE(session.round(), 0);
    for (int i = 0; i < script.size(); ++i) {
        bool ok = true;
        switch (script.at(i)) {
        case 'a':
            session.ask({pe::AnswerKind::Number, {}, {}});
            break;
        case 'c':
            ok = session.close();
            break;
        case 'd':
            ok = session.discuss();
            break;
        case 'v':
            ok = session.revote();
            break;
        case 'r':
            ok = session.reveal();
            break;
        case 'b':
            ok = session.back();
            break;
        case '0':
            session.reset();
            break;
        }
        QCOMPARE(ok, done.at(i) == '1');
        QCOMPARE(QByteArray::fromStdString(pe::votePhaseId(session.phase())), phases.at(i));
        QCOMPARE(session.round(), rounds.at(i) - '0');
        QCOMPARE(session.isVoteOpen(), phases.at(i) == "asking" || phases.at(i) == "revoting");
    }
}

void TestVoteSession::validation_data()
{
    QTest::addColumn<pe::AnswerKind>("kind");
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<pe::VoteRefusal>("refusal");
    QTest::addColumn<double>("value");
    using K = pe::AnswerKind;
    using R = pe::VoteRefusal;
    QTest::newRow("number") << K::Number << QByteArray("0.84") << R::None << 0.84;
    QTest::newRow("number comma, true minus")
        << K::Number << QStringLiteral("\u22120,5").toUtf8() << R::None << -0.5;
    QTest::newRow("number text") << K::Number << QByteArray("abc") << R::Unreadable << 0.0;
    QTest::newRow("number empty") << K::Number << QByteArray("") << R::Unreadable << 0.0;
    QTest::newRow("number nan") << K::Number << QByteArray("nan") << R::Unreadable << 0.0;
    QTest::newRow("number too long") << K::Number << QByteArray(65, '1') << R::TooLong << 0.0;
    QTest::newRow("number 64 bytes") << K::Number << QByteArray(64, '0') << R::None << 0.0;
    QTest::newRow("integer") << K::Integer << QByteArray("12") << R::None << 12.0;
    QTest::newRow("integer fraction") << K::Integer << QByteArray("1.5") << R::NotWhole << 0.0;
    QTest::newRow("sign minus") << K::Sign << QStringLiteral("\u2212").toUtf8() << R::None << -1.0;
    QTest::newRow("sign word") << K::Sign << QByteArray("Positive") << R::None << 1.0;
    QTest::newRow("sign chinese") << K::Sign << QStringLiteral("零").toUtf8() << R::None << 0.0;
    QTest::newRow("sign text") << K::Sign << QByteArray("up") << R::Unreadable << 0.0;
    QTest::newRow("choice") << K::Choice << QByteArray("4") << R::None << 4.0;
    QTest::newRow("choice not offered") << K::Choice << QByteArray("3") << R::NotAChoice << 0.0;
    QTest::newRow("choice fraction") << K::Choice << QByteArray("4.5") << R::NotWhole << 0.0;
    QTest::newRow("choice text") << K::Choice << QByteArray("four") << R::Unreadable << 0.0;
    QTest::newRow("range percent") << K::Range << QByteArray("85 %") << R::None << 85.0;
    QTest::newRow("range text") << K::Range << QByteArray("most") << R::Unreadable << 0.0;
}

void TestVoteSession::validation()
{
    QFETCH(pe::AnswerKind, kind);
    QFETCH(QByteArray, answer);
    QFETCH(pe::VoteRefusal, refusal);
    QFETCH(double, value);
    pe::VoteSession session = seeded();
    const int seat = session.join("ABCZ22", "").seat;
    QCOMPARE(session.vote(seat, answer.toStdString()), pe::VoteRefusal::NotOpen);
    session.ask({kind, {2, 4, 8}, {50.0, 90.0}});
    QCOMPARE(session.vote(seat, answer.toStdString()), refusal);
    QCOMPARE(session.voteCount(1), refusal == pe::VoteRefusal::None ? 1 : 0);
    if (refusal == pe::VoteRefusal::None) {
        QCOMPARE(session.votes(1), std::vector<double> {value});
        QCOMPARE(session.voteOf(seat, 1).value_or("?"), answer.toStdString());
    }
    QCOMPARE(session.vote(seat + 1, "1"), pe::VoteRefusal::UnknownSeat);
    QCOMPARE(session.vote(-1, "1"), pe::VoteRefusal::UnknownSeat);
}

void TestVoteSession::oneVotePerRound()
{
    pe::VoteSession session = seeded();
    const int a = session.join("ABCZ22", "").seat;
    const int b = session.join("ABCZ22", "").seat;
    session.ask({pe::AnswerKind::Choice, {1, 2, 3}, {}});
    QCOMPARE(session.vote(a, "1"), pe::VoteRefusal::None);
    QCOMPARE(session.vote(a, "2"), pe::VoteRefusal::None); // replaces 1
    QCOMPARE(session.vote(a, "9"), pe::VoteRefusal::NotAChoice); // refused: 2 stays
    QCOMPARE(session.vote(b, "3"), pe::VoteRefusal::None);
    QCOMPARE(session.voteCount(1), 2);
    QCOMPARE(session.votes(1), (std::vector<double> {2.0, 3.0}));
    QVERIFY(session.close());
    QCOMPARE(session.vote(b, "1"), pe::VoteRefusal::NotOpen);
    QVERIFY(session.discuss());
    QCOMPARE(session.vote(b, "1"), pe::VoteRefusal::NotOpen);
    QVERIFY(session.revote());
    QCOMPARE(session.voteCount(2), 0);
    QCOMPARE(session.vote(b, "1"), pe::VoteRefusal::None);
    QCOMPARE(session.voteCount(1), 2); // round 1 kept beside round 2
    QCOMPARE(session.voteCount(2), 1);
    QCOMPARE(session.voteOf(a, 2).has_value(), false);
    QCOMPARE(session.voteOf(b, 1).value_or(""), std::string("3"));
    QCOMPARE(session.voteCount(0), 0);
    QCOMPARE(session.voteCount(3), 0);
    session.ask({pe::AnswerKind::Number, {}, {}}); // a new question clears both rounds
    QCOMPARE(session.voteCount(1), 0);
    QCOMPARE(session.voteCount(2), 0);
}

void TestVoteSession::backKeepsOrDropsVotes()
{
    // Back to an open round keeps its votes (the round reopens); back from round 2 to the
    // discussion drops round 2's votes, round 1's stay.
    pe::VoteSession session = seeded();
    const int seat = session.join(session.joinCode(), "").seat;
    session.ask({pe::AnswerKind::Number, {}, {}});
    QCOMPARE(session.vote(seat, "1.5"), pe::VoteRefusal::None);
    QVERIFY(session.close());
    QVERIFY(session.back());
    QVERIFY(session.isVoteOpen());
    QCOMPARE(session.voteCount(1), 1);
    QVERIFY(session.close());
    QVERIFY(session.discuss());
    QVERIFY(session.revote());
    QCOMPARE(session.vote(seat, "2.5"), pe::VoteRefusal::None);
    QVERIFY(session.close());
    QVERIFY(session.back());
    QCOMPARE(session.voteCount(2), 1);
    QVERIFY(session.back());
    QCOMPARE(session.round(), 1);
    QCOMPARE(session.voteCount(2), 0);
    QCOMPARE(session.voteCount(1), 1);
    QCOMPARE(session.voteOf(seat, 1).value_or(std::string()), std::string("1.5"));
}

void TestVoteSession::choiceDistribution()
{
    pe::VoteSession session = seeded();
    for (int i = 0; i < 7; ++i)
        session.join("ABCZ22", "");
    session.ask({pe::AnswerKind::Choice, {8, 2, 4}, {}});
    // Round 1: 8, 8, 2, 4, 4, 4 (seat 6 silent); round 2: 4 x 5, 2 x 2.
    const char *first[] = {"8", "8", "2", "4", "4", "4"};
    for (int i = 0; i < 6; ++i)
        QCOMPARE(session.vote(i, first[i]), pe::VoteRefusal::None);
    session.close();
    session.discuss();
    session.revote();
    const char *second[] = {"4", "4", "2", "4", "4", "4", "2"};
    for (int i = 0; i < 7; ++i)
        QCOMPARE(session.vote(i, second[i]), pe::VoteRefusal::None);
    const pe::VoteDistribution one = session.distribution(1);
    QVERIFY(!one.histogram);
    QCOMPARE(one.categories, (std::vector<double> {8, 2, 4})); // in the order offered
    QCOMPARE(one.counts, (std::vector<int> {2, 1, 3}));
    QCOMPARE(one.total, 6);
    const pe::VoteDistribution two = session.distribution(2);
    QCOMPARE(two.counts, (std::vector<int> {0, 2, 5}));
    QCOMPARE(two.total, 7);
}

void TestVoteSession::signAndRangeDistribution()
{
    pe::VoteSession session = seeded();
    for (int i = 0; i < 4; ++i)
        session.join("ABCZ22", "");
    session.ask({pe::AnswerKind::Sign, {}, {}});
    const char *signs[] = {"+", "-", "negative", "0"};
    for (int i = 0; i < 4; ++i)
        QCOMPARE(session.vote(i, signs[i]), pe::VoteRefusal::None);
    pe::VoteDistribution d = session.distribution(1);
    QCOMPARE(d.categories, (std::vector<double> {-1, 0, 1}));
    QCOMPARE(d.counts, (std::vector<int> {2, 1, 1}));

    // Bounds 50, 90: intervals 0 (< 50), 1 ([50, 90)), 2 (>= 90).
    session.ask({pe::AnswerKind::Range, {}, {50.0, 90.0}});
    const char *estimates[] = {"49.9", "50", "89%", "90"};
    for (int i = 0; i < 4; ++i)
        QCOMPARE(session.vote(i, estimates[i]), pe::VoteRefusal::None);
    d = session.distribution(1);
    QCOMPARE(d.categories, (std::vector<double> {0, 1, 2}));
    QCOMPARE(d.counts, (std::vector<int> {1, 2, 1}));
    QCOMPARE(session.distribution(2).counts, (std::vector<int> {0, 0, 0}));
}

void TestVoteSession::numberDistribution()
{
    pe::VoteSession session = seeded();
    for (int i = 0; i < 3; ++i)
        session.join("ABCZ22", "");
    session.ask({pe::AnswerKind::Number, {}, {}});
    session.vote(0, "0.5");
    session.vote(1, "0.8");
    session.vote(2, "0.84");
    session.close();
    session.discuss();
    session.revote();
    session.vote(0, "0.9");
    session.vote(1, "1.2");
    // Both rounds fit the bins: the five values of tst_histogrambinning, [0.5, 1) [1, 1.5).
    const pe::VoteDistribution one = session.distribution(1);
    const pe::VoteDistribution two = session.distribution(2);
    QVERIFY(one.histogram);
    QCOMPARE(one.binning.binCount(), 2);
    QCOMPARE(one.binning.width(), 0.5);
    QCOMPARE(two.binning.edge(0), 0.5);
    QCOMPARE(one.counts, (std::vector<int> {3, 0}));
    QCOMPARE(two.counts, (std::vector<int> {1, 1}));
    QCOMPARE(one.total, 3);
    QCOMPARE(two.total, 2);
    QCOMPARE(one.below + one.above, 0);
}

void TestVoteSession::invalidQuestions()
{
    pe::VoteSession session = seeded();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, session.ask({pe::AnswerKind::Choice, {}, {}}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, session.ask({pe::AnswerKind::Range, {}, {}}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             session.ask({pe::AnswerKind::Range, {}, {2.0, 1.0}}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             session.ask({pe::AnswerKind::Range, {}, {1.0, qInf()}}));
    QCOMPARE(session.phase(), pe::VotePhase::Idle);
}

QTEST_APPLESS_MAIN(TestVoteSession)
#include "tst_votesession.moc"
