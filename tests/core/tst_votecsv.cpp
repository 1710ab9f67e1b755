// Tests of the class session's CSV export (core/classroom/votecsv.h): one row per seat, the
// answers as typed and the values as read, RFC 4180 quoting, formulas defused; worked by hand.

#include "classroom/votecsv.h"

#include <QtTest>

#include <sstream>

class TestVoteCsv : public QObject
{
    Q_OBJECT

private slots:
    void rows();
    void empty();
};

void TestVoteCsv::rows()
{
    std::uint64_t next = 0;
    pe::VoteSession session([&next] { return next++; });
    const std::string code = session.joinCode();
    QCOMPARE(session.join(code, "Ana").seat, 0);
    QCOMPARE(session.join(code, "=cmd,\"x\"").seat, 1);
    QCOMPARE(session.join(code, "").seat, 2);
    session.ask({pe::AnswerKind::Number, {}, {}});
    QCOMPARE(session.vote(0, "0,5"), pe::VoteRefusal::None);
    QCOMPARE(session.vote(1, "-1"), pe::VoteRefusal::None);
    session.close();
    session.discuss();
    session.revote();
    QCOMPARE(session.vote(0, "2"), pe::VoteRefusal::None);
    QCOMPARE(session.vote(2, "1e1"), pe::VoteRefusal::None);
    std::ostringstream out;
    pe::writeVoteCsv(out, session);
    QCOMPARE(
        QString::fromStdString(out.str()),
        QStringLiteral("seat,nickname,round1_answer,round1_value,round2_answer,round2_value\r\n"
                       "0,Ana,\"0,5\",0.5,2,2\r\n"
                       "1,\"'=cmd,\"\"x\"\"\",'-1,-1,,\r\n"
                       "2,,,,1e1,10\r\n"));
}

void TestVoteCsv::empty()
{
    pe::VoteSession session([] { return std::uint64_t(7); });
    std::ostringstream out;
    pe::writeVoteCsv(out, session);
    QCOMPARE(
        out.str(),
        std::string("seat,nickname,round1_answer,round1_value,round2_answer,round2_value\r\n"));
}

QTEST_APPLESS_MAIN(TestVoteCsv)
#include "tst_votecsv.moc"
