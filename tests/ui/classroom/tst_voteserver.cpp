// Tests of the class session's server (ui/classroom/voteserver.h) with real sockets on 127.0.0.1
// only: the page, joining, voting and rejoining with the seat's token, the flow's phases, a load
// of 150 phones voting at once (every vote counted once, the event loop never held over 100 ms)
// and hostile clients (oversized frames, floods, wrong codes, malformed JSON, slow loris), each
// refused or cut off without harm to the others. Every wait is bounded (QTRY_* with a timeout).

#include "listeningsockets.h"
#include "voteserver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QWebSocket>
#include <QtTest>

#include <algorithm>
#include <memory>

Q_DECLARE_METATYPE(pe::VotePhase)

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);

/// A simulated phone: a WebSocket client that keeps every message it receives.
class Phone
{
public:
    Phone()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket,
                         [this](const QString &text) {
                             messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
                             raw.append(text);
                         });
        QObject::connect(&socket, &QWebSocket::disconnected, &socket, [this] { closed = true; });
    }
    void open(quint16 port, const QString &path = QStringLiteral("/socket"))
    {
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(port).arg(path)));
    }
    bool connected() const { return socket.state() == QAbstractSocket::ConnectedState; }
    void send(const QJsonObject &message)
    {
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    void join(const QString &code, const QString &nickname = {})
    {
        QJsonObject m {{QStringLiteral("type"), QStringLiteral("join")},
                       {QStringLiteral("code"), code}};
        if (!nickname.isEmpty())
            m.insert(QStringLiteral("nickname"), nickname);
        send(m);
    }
    void rejoin(const QString &code, const QString &token)
    {
        send({{QStringLiteral("type"), QStringLiteral("join")},
              {QStringLiteral("code"), code},
              {QStringLiteral("token"), token}});
    }
    void vote(const QString &answer)
    {
        send(
            {{QStringLiteral("type"), QStringLiteral("vote")}, {QStringLiteral("answer"), answer}});
    }
    int count(const char *type) const
    {
        return static_cast<int>(
            std::count_if(messages.begin(), messages.end(), [type](const auto &m) {
                return m.value(QStringLiteral("type")).toString() == QLatin1String(type);
            }));
    }
    QJsonObject last(const char *type) const
    {
        for (auto it = messages.crbegin(); it != messages.crend(); ++it) {
            if (it->value(QStringLiteral("type")).toString() == QLatin1String(type))
                return *it;
        }
        return {};
    }
    QString lastPhase() const { return last("state").value(QStringLiteral("phase")).toString(); }
    QString lastError() const { return last("error").value(QStringLiteral("error")).toString(); }

    QWebSocket socket;
    QList<QJsonObject> messages;
    QStringList raw;
    bool closed = false;
};

/// Short limits so that the timeouts show within a test.
VoteServer::Limits testLimits()
{
    VoteServer::Limits limits;
    limits.handshakeTimeoutMs = 400;
    limits.joinTimeoutMs = 400;
    limits.idleTimeoutMs = 600;
    limits.pingIntervalMs = 100;
    return limits;
}

/// GET path from the server, without blocking the event loop that the server runs on too: the
/// response as far as it came within 5 s.
QByteArray httpGet(quint16 port, const QByteArray &path)
{
    QTcpSocket socket;
    QByteArray response;
    QObject::connect(&socket, &QTcpSocket::connected, &socket,
                     [&] { socket.write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket,
                     [&] { response += socket.readAll(); });
    socket.connectToHost(loopback, port);
    const bool done = QTest::qWaitFor(
        [&] {
            return response.contains("</html>")
                || (response.startsWith("HTTP/1.1 404") && response.contains("\r\n\r\n"))
                || socket.state() == QAbstractSocket::UnconnectedState;
        },
        5000);
    return done ? response : response + "\n(incomplete after 5 s)";
}

using testsupport::listeningSockets;

} // namespace

class TestVoteServer : public QObject
{
    Q_OBJECT

private slots:
    void nothingListensUntilStart();
    void listeningSocketsOfTheProcess();
    void servesOnlyThePage_data();
    void servesOnlyThePage();
    void joinVoteRejoin();
    void phasesAndReveal();
    void nickname();
    void wrongCode();
    void guessingFromManyConnections();
    void malformed_data();
    void malformed();
    void oversizedFrame();
    void flood();
    void slowLoris();
    void oversizedRequest();
    void silentSocketTimesOut();
    void pongsKeepAPhone();
    void wrongPath();
    void foreignOrigin();
    void binaryMessage();
    void fullSession();
    void tooManyConnections();
    void rejoinFromASecondConnection();
    void stopTellsThePhones();
    void language();
    void classroomAddresses();
    void socketsAreFreed();
    void mutatedMessages();
    void loadOf150Phones();
};

void TestVoteServer::nothingListensUntilStart()
{
    VoteServer server;
    QVERIFY(!server.isListening());
    QCOMPARE(server.port(), quint16(0));
    QVERIFY(server.joinCode().isEmpty());
    QVERIFY(!server.joinUrl(loopback).isValid());
    QVERIFY(!server.session());
    QSignalSpy listening(&server, &VoteServer::listeningChanged);
    QVERIFY2(server.start(loopback, 0), qPrintable(server.errorString()));
    QVERIFY(server.isListening());
    const quint16 port = server.port();
    QVERIFY(port != 0);
    QCOMPARE(server.joinCode().size(), pe::VoteSession::joinCodeLength);
    QCOMPARE(
        server.joinUrl(loopback).toString(),
        QStringLiteral("http://127.0.0.1:%1/?code=%2&lang=en").arg(port).arg(server.joinCode()));
    QCOMPARE(listening.count(), 1);

    Phone phone;
    phone.open(port);
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    server.stop();
    QVERIFY(!server.isListening());
    QCOMPARE(listening.count(), 2);
    QCOMPARE(listening.at(1).at(0).toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(phone.closed, 5000);
    // The port is closed: a new connection is refused.
    QTcpSocket probe;
    QSignalSpy refused(&probe, &QTcpSocket::errorOccurred);
    probe.connectToHost(loopback, port);
    QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, 5000);
    QCOMPARE(probe.error(), QAbstractSocket::ConnectionRefusedError);
    // A new start is a new session: no seats, a join code of its own.
    QVERIFY(server.start(loopback, 0));
    QCOMPARE(server.joinCode().size(), pe::VoteSession::joinCodeLength);
    QCOMPARE(server.session()->seatCount(), 0);
}

void TestVoteServer::listeningSocketsOfTheProcess()
{
    // The check with ss: no session, no open port, and none after stop().
    if (listeningSockets() < 0)
        QSKIP("/proc/net/tcp is not readable here");
    QCOMPARE(listeningSockets(), 0);
    {
        VoteServer server;
        QCOMPARE(listeningSockets(), 0);
        server.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(listeningSockets(), 0);
        QVERIFY(server.start(loopback, 0));
        QCOMPARE(listeningSockets(), 1);
        server.stop();
        QCOMPARE(listeningSockets(), 0); // at once, not after the event loop's next pass
        QVERIFY(server.start(loopback, 0));
        QCOMPARE(listeningSockets(), 1);
    } // the destructor stops it
    QCOMPARE(listeningSockets(), 0);
}

void TestVoteServer::servesOnlyThePage_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<bool>("page");
    QTest::newRow("root") << QByteArray("/") << true;
    QTest::newRow("root with code") << QByteArray("/?code=ABC234&lang=zh_CN") << true;
    QTest::newRow("other file") << QByteArray("/etc/passwd") << false;
    QTest::newRow("traversal") << QByteArray("/../../etc/passwd") << false;
    QTest::newRow("socket by plain GET") << QByteArray("/socket") << false;
}

void TestVoteServer::servesOnlyThePage()
{
    QFETCH(QByteArray, path);
    QFETCH(bool, page);
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    const QByteArray response = httpGet(server.port(), path);
    if (page) {
        QVERIFY2(response.startsWith("HTTP/1.1 200"), response.left(200).constData());
        QVERIFY(response.contains("<!DOCTYPE html>"));
        QVERIFY(response.contains("Content-Security-Policy: default-src 'none'"));
        QVERIFY(response.contains("Cache-Control: no-store"));
        QVERIFY(response.contains("aria-live"));
        // Self-contained: no outside resources.
        QVERIFY(!response.contains("src=\"http"));
        QVERIFY(!response.contains("href=\"http"));
    } else {
        QVERIFY2(response.startsWith("HTTP/1.1 404"), response.left(200).constData());
    }
}

void TestVoteServer::joinVoteRejoin()
{
    VoteServer server;
    server.setLimits(testLimits());
    QVERIFY(server.start(loopback, 0));
    QSignalSpy counts(&server, &VoteServer::countsChanged);
    auto phone = std::make_unique<Phone>();
    phone->open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone->connected(), 5000);
    phone->join(server.joinCode().toLower()); // the code in any case
    QTRY_COMPARE_WITH_TIMEOUT(phone->count("state"), 1, 5000);
    const QJsonObject welcome = phone->last("welcome");
    QCOMPARE(welcome.value(QStringLiteral("seat")).toInt(), 0);
    const QString token = welcome.value(QStringLiteral("token")).toString();
    QCOMPARE(token.size(), 32);
    QCOMPARE(phone->lastPhase(), QStringLiteral("idle"));
    QCOMPARE(server.joinedCount(), 1);
    QCOMPARE(server.session()->seatCount(), 1);

    server.ask({pe::AnswerKind::Number, {}, {}},
               {{QStringLiteral("en"), QStringLiteral("Predict sin(4).")},
                {QStringLiteral("zh_CN"), QStringLiteral("预测 sin(4)。")}});
    QTRY_COMPARE_WITH_TIMEOUT(phone->lastPhase(), QStringLiteral("asking"), 5000);
    const QJsonObject question = phone->last("state").value(QStringLiteral("question")).toObject();
    QCOMPARE(question.value(QStringLiteral("kind")).toString(), QStringLiteral("number"));
    QCOMPARE(question.value(QStringLiteral("text")).toObject().value(QStringLiteral("zh_CN")),
             QJsonValue(QStringLiteral("预测 sin(4)。")));

    counts.clear();
    phone->vote(QStringLiteral("\u22120,757"));
    QTRY_COMPARE_WITH_TIMEOUT(phone->count("accepted"), 1, 5000);
    QCOMPARE(counts.count(), 1);
    QCOMPARE(server.session()->voteCount(1), 1);
    QCOMPARE(server.session()->votes(1), std::vector<double> {-0.757});
    phone->vote(QStringLiteral("abc"));
    QTRY_COMPARE_WITH_TIMEOUT(phone->lastError(), QStringLiteral("unreadable"), 5000);
    QVERIFY(!phone->last("error").value(QStringLiteral("message")).toString().isEmpty());
    QVERIFY(phone->connected()); // a refused answer is no reason to disconnect

    // The phone reloads: a new connection rejoins its seat with the token and sees its vote.
    phone.reset();
    QTRY_COMPARE_WITH_TIMEOUT(server.joinedCount(), 0, 5000);
    Phone reloaded;
    reloaded.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(reloaded.connected(), 5000);
    reloaded.rejoin(server.joinCode(), token);
    QTRY_COMPARE_WITH_TIMEOUT(reloaded.count("state"), 1, 5000);
    QCOMPARE(reloaded.last("welcome").value(QStringLiteral("seat")).toInt(), 0);
    QCOMPARE(reloaded.last("welcome").value(QStringLiteral("token")).toString(), token);
    QCOMPARE(reloaded.lastPhase(), QStringLiteral("asking"));
    QCOMPARE(reloaded.last("state").value(QStringLiteral("vote")).toString(),
             QStringLiteral("\u22120,757"));
    QCOMPARE(server.session()->seatCount(), 1);
    // Its new vote replaces the old one: still one vote.
    reloaded.vote(QStringLiteral("0.757"));
    QTRY_COMPARE_WITH_TIMEOUT(reloaded.count("accepted"), 1, 5000);
    QCOMPARE(server.session()->voteCount(1), 1);
    QCOMPARE(server.session()->votes(1), std::vector<double> {0.757});

    // An unknown token is refused without closing (the page then joins afresh).
    Phone stranger;
    stranger.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(stranger.connected(), 5000);
    stranger.rejoin(server.joinCode(), QStringLiteral("0123456789abcdef0123456789abcdef"));
    QTRY_COMPARE_WITH_TIMEOUT(stranger.lastError(), QStringLiteral("unknown-token"), 5000);
    QVERIFY(stranger.connected());
    // Voting without a seat is refused.
    stranger.vote(QStringLiteral("1"));
    QTRY_COMPARE_WITH_TIMEOUT(stranger.lastError(), QStringLiteral("not-joined"), 5000);
    QCOMPARE(server.session()->voteCount(1), 1);
}

void TestVoteServer::phasesAndReveal()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    QSignalSpy phases(&server, &VoteServer::phaseChanged);
    Phone a;
    Phone b;
    for (Phone *p : {&a, &b}) {
        p->open(server.port());
        QTRY_VERIFY_WITH_TIMEOUT(p->connected(), 5000);
        p->join(server.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(p->count("state"), 1, 5000);
    }
    server.ask({pe::AnswerKind::Choice, {2, 4, 8}, {}});
    QTRY_COMPARE_WITH_TIMEOUT(b.lastPhase(), QStringLiteral("asking"), 5000);
    QCOMPARE(b.last("state")
                 .value(QStringLiteral("question"))
                 .toObject()
                 .value(QStringLiteral("choices")),
             QJsonValue(QJsonArray {2, 4, 8}));
    a.vote(QStringLiteral("2"));
    b.vote(QStringLiteral("3"));
    QTRY_COMPARE_WITH_TIMEOUT(b.lastError(), QStringLiteral("not-a-choice"), 5000);
    b.vote(QStringLiteral("4"));
    QTRY_COMPARE_WITH_TIMEOUT(server.session()->voteCount(1), 2, 5000);
    QVERIFY(server.close());
    QTRY_COMPARE_WITH_TIMEOUT(a.lastPhase(), QStringLiteral("closed"), 5000);
    a.vote(QStringLiteral("8"));
    QTRY_COMPARE_WITH_TIMEOUT(a.lastError(), QStringLiteral("not-open"), 5000);
    QCOMPARE(server.session()->distribution(1).counts, (std::vector<int> {1, 1, 0}));
    QVERIFY(server.discuss());
    QTRY_COMPARE_WITH_TIMEOUT(a.lastPhase(), QStringLiteral("discussing"), 5000);
    QVERIFY(server.revote());
    QTRY_COMPARE_WITH_TIMEOUT(a.lastPhase(), QStringLiteral("revoting"), 5000);
    QCOMPARE(a.last("state").value(QStringLiteral("round")).toInt(), 2);
    QVERIFY(!a.last("state").contains(QStringLiteral("vote"))); // round 2 starts empty
    a.vote(QStringLiteral("4"));
    b.vote(QStringLiteral("4"));
    QTRY_COMPARE_WITH_TIMEOUT(server.session()->voteCount(2), 2, 5000);
    QVERIFY(server.close());
    QVERIFY(!server.discuss()); // one discussion a question
    QCOMPARE(server.session()->distribution(2).counts, (std::vector<int> {0, 2, 0}));
    // The answer goes out with the reveal and never before.
    QTRY_COMPARE_WITH_TIMEOUT(a.lastPhase(), QStringLiteral("closed"), 5000);
    for (const QString &text : std::as_const(a.raw))
        QVERIFY2(!text.contains(QLatin1String("\"answer\":\"4 (")), qPrintable(text));
    QVERIFY(server.reveal(QStringLiteral("4 (the right choice)")));
    QTRY_COMPARE_WITH_TIMEOUT(a.lastPhase(), QStringLiteral("revealed"), 5000);
    QCOMPARE(a.last("state").value(QStringLiteral("answer")).toString(),
             QStringLiteral("4 (the right choice)"));
    const QList<pe::VotePhase> expected {pe::VotePhase::Asking,     pe::VotePhase::Closed,
                                         pe::VotePhase::Discussing, pe::VotePhase::Revoting,
                                         pe::VotePhase::Closed,     pe::VotePhase::Revealed};
    QCOMPARE(phases.count(), expected.size());
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(phases.at(i).at(0).value<pe::VotePhase>(), expected.at(i));
    server.reset();
    QTRY_COMPARE_WITH_TIMEOUT(b.lastPhase(), QStringLiteral("idle"), 5000);
    QVERIFY(!b.last("state").contains(QStringLiteral("answer")));
}

void TestVoteServer::nickname()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone a;
    Phone b;
    for (Phone *p : {&a, &b}) {
        p->open(server.port());
        QTRY_VERIFY_WITH_TIMEOUT(p->connected(), 5000);
    }
    a.join(server.joinCode(), QStringLiteral("小明"));
    QTRY_COMPARE_WITH_TIMEOUT(a.count("welcome"), 1, 5000);
    QCOMPARE(a.last("welcome").value(QStringLiteral("nickname")).toString(),
             QStringLiteral("小明"));
    b.join(server.joinCode(), QStringLiteral("小明"));
    QTRY_COMPARE_WITH_TIMEOUT(b.lastError(), QStringLiteral("nickname-taken"), 5000);
    QVERIFY(b.connected());
    b.join(server.joinCode(), QStringLiteral("小红"));
    QTRY_COMPARE_WITH_TIMEOUT(b.count("welcome"), 1, 5000);
    QCOMPARE(server.session()->seatCount(), 2);
}

void TestVoteServer::wrongCode()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone phone;
    phone.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    phone.join(QStringLiteral("ZZZZZZ") == server.joinCode() ? QStringLiteral("YYYYYY")
                                                             : QStringLiteral("ZZZZZZ"));
    QTRY_COMPARE_WITH_TIMEOUT(phone.lastError(), QStringLiteral("wrong-code"), 5000);
    QCOMPARE(phone.last("error").value(QStringLiteral("fatal")).toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(phone.closed, 5000);
    QCOMPARE(phone.count("welcome"), 0);
    QCOMPARE(server.session()->seatCount(), 0);
}

void TestVoteServer::guessingFromManyConnections()
{
    // A guesser opens a new connection for every wrong code (each is closed after one): the
    // server's own budget of wrong codes runs out, then every join is paused for a while, the
    // right code's too (else a join that went through would confirm a guess); a phone that
    // joined before keeps voting.
    VoteServer server;
    VoteServer::Limits limits;
    limits.wrongCodeBurst = 5;
    limits.wrongCodesPerSecond = 0.01; // one back every 100 s: none within the test
    server.setLimits(limits);
    QVERIFY(server.start(loopback, 0));
    const QString wrong = server.joinCode() == QLatin1String("ZZZZZZ") ? QStringLiteral("YYYYYY")
                                                                       : QStringLiteral("ZZZZZZ");
    Phone student;
    student.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(student.connected(), 5000);
    student.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(student.count("welcome"), 1, 5000);
    server.ask({pe::AnswerKind::Number, {}, {}});

    auto attempt = [&](const QString &code) {
        auto phone = std::make_unique<Phone>();
        phone->open(server.port());
        if (!QTest::qWaitFor([&] { return phone->connected(); }, 5000))
            return QStringLiteral("not connected");
        phone->join(code);
        if (!QTest::qWaitFor(
                [&] { return phone->count("error") > 0 || phone->count("welcome") > 0; }, 5000))
            return QStringLiteral("no answer");
        return phone->count("welcome") > 0 ? QStringLiteral("welcome") : phone->lastError();
    };
    for (int i = 0; i < 5; ++i)
        QCOMPARE(attempt(wrong), QStringLiteral("wrong-code"));
    QCOMPARE(attempt(wrong), QStringLiteral("paused"));
    QCOMPARE(attempt(server.joinCode()), QStringLiteral("paused"));
    QCOMPARE(server.session()->seatCount(), 1);
    // The message says why and for how long.
    {
        Phone phone;
        phone.open(server.port());
        QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
        phone.join(server.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(phone.lastError(), QStringLiteral("paused"), 5000);
        const QJsonObject error = phone.last("error");
        QVERIFY(error.value(QStringLiteral("fatal")).toBool());
        QVERIFY2(error.value(QStringLiteral("message"))
                     .toString()
                     .contains(QLatin1String("too many wrong join codes")),
                 qPrintable(error.value(QStringLiteral("message")).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(phone.closed, 5000);
    }
    // The phone that joined before still votes.
    student.vote(QStringLiteral("0.5"));
    QTRY_COMPARE_WITH_TIMEOUT(student.count("accepted"), 1, 5000);

    // A new session starts with a new budget.
    QVERIFY(server.start(loopback, 0));
    QCOMPARE(attempt(server.joinCode()), QStringLiteral("welcome"));
}

void TestVoteServer::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("not json") << QStringLiteral("{vote: 1") << QStringLiteral("malformed");
    QTest::newRow("array") << QStringLiteral("[1, 2]") << QStringLiteral("malformed");
    QTest::newRow("string") << QStringLiteral("\"join\"") << QStringLiteral("malformed");
    QTest::newRow("no type") << QStringLiteral("{\"code\": \"X\"}")
                             << QStringLiteral("unknown-type");
    QTest::newRow("unknown type") << QStringLiteral("{\"type\": \"reveal\"}")
                                  << QStringLiteral("unknown-type");
    QTest::newRow("code not a string")
        << QStringLiteral("{\"type\": \"join\", \"code\": 12}") << QStringLiteral("malformed");
    QTest::newRow("token not a string")
        << QStringLiteral("{\"type\": \"join\", \"code\": \"A\", \"token\": {}}")
        << QStringLiteral("malformed");
    QTest::newRow("vote before join") << QStringLiteral("{\"type\": \"vote\", \"answer\": \"1\"}")
                                      << QStringLiteral("not-joined");
    QTest::newRow("deep nesting") << QString(600, QLatin1Char('[')) << QStringLiteral("malformed");
}

void TestVoteServer::malformed()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone phone;
    phone.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    phone.socket.sendTextMessage(text);
    QTRY_COMPARE_WITH_TIMEOUT(phone.lastError(), error, 5000);
    QVERIFY(!phone.last("error").value(QStringLiteral("message")).toString().isEmpty());
    QCOMPARE(phone.last("error").value(QStringLiteral("fatal")).toBool(), false);
    // Still connected, and a proper join works after it.
    phone.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(phone.count("welcome"), 1, 5000);
}

void TestVoteServer::oversizedFrame()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone big;
    big.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(big.connected(), 5000);
    big.socket.sendTextMessage(QStringLiteral("{\"type\":\"join\",\"code\":\"")
                               + QString(100000, QLatin1Char('A')) + QStringLiteral("\"}"));
    QTRY_VERIFY_WITH_TIMEOUT(big.closed, 5000);
    QCOMPARE(big.count("welcome"), 0);
    // The server goes on: another phone joins.
    Phone next;
    next.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(next.connected(), 5000);
    next.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(next.count("welcome"), 1, 5000);
    QCOMPARE(server.session()->seatCount(), 1);
}

void TestVoteServer::flood()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone calm;
    calm.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(calm.connected(), 5000);
    calm.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(calm.count("welcome"), 1, 5000);
    server.ask({pe::AnswerKind::Number, {}, {}});

    Phone flooder;
    flooder.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(flooder.connected(), 5000);
    flooder.join(server.joinCode());
    for (int i = 0; i < 200; ++i)
        flooder.vote(QString::number(i));
    QTRY_VERIFY_WITH_TIMEOUT(flooder.closed, 5000);
    QCOMPARE(flooder.lastError(), QStringLiteral("flood"));
    // Counted once at most (its seat's last accepted vote), the calm phone unharmed.
    QVERIFY(server.session()->voteCount(1) <= 1);
    calm.vote(QStringLiteral("1"));
    QTRY_COMPARE_WITH_TIMEOUT(calm.count("accepted"), 1, 5000);
    QVERIFY(calm.connected());
}

void TestVoteServer::slowLoris()
{
    VoteServer server;
    server.setLimits(testLimits());
    QVERIFY(server.start(loopback, 0));
    QTcpSocket loris;
    loris.connectToHost(loopback, server.port());
    QTRY_COMPARE_WITH_TIMEOUT(loris.state(), QAbstractSocket::ConnectedState, 5000);
    loris.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    QElapsedTimer timer;
    timer.start();
    // A byte now and then, never the end of the request: cut off at the 400 ms deadline.
    QTimer drip;
    connect(&drip, &QTimer::timeout, &loris, [&loris] { loris.write("a"); });
    drip.start(50);
    QTRY_COMPARE_WITH_TIMEOUT(loris.state(), QAbstractSocket::UnconnectedState, 5000);
    QVERIFY(timer.elapsed() >= 300);
    QVERIFY(!loris.readAll().contains("HTTP/1.1 200"));
    // The page is still served to others.
    QVERIFY(httpGet(server.port(), "/").startsWith("HTTP/1.1 200"));
}

void TestVoteServer::oversizedRequest()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    QTcpSocket greedy;
    greedy.connectToHost(loopback, server.port());
    QTRY_COMPARE_WITH_TIMEOUT(greedy.state(), QAbstractSocket::ConnectedState, 5000);
    greedy.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + QByteArray(40000, 'x'));
    QTRY_COMPARE_WITH_TIMEOUT(greedy.state(), QAbstractSocket::UnconnectedState, 5000);
    QVERIFY(httpGet(server.port(), "/").startsWith("HTTP/1.1 200"));
}

void TestVoteServer::silentSocketTimesOut()
{
    VoteServer server;
    server.setLimits(testLimits());
    QVERIFY(server.start(loopback, 0));
    Phone silent;
    silent.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(silent.connected(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(silent.closed, 5000); // never joined: closed after 400 ms
    QCOMPARE(silent.lastError(), QStringLiteral("timeout"));
    QCOMPARE(server.socketCount(), 0);
}

void TestVoteServer::pongsKeepAPhone()
{
    VoteServer server;
    server.setLimits(testLimits());
    QVERIFY(server.start(loopback, 0));
    Phone phone;
    phone.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    phone.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(phone.count("welcome"), 1, 5000);
    // Silent for 1.5 s, three idle timeouts: the pongs to the server's pings keep it.
    QTest::qWait(1500);
    QVERIFY(phone.connected());
    QCOMPARE(server.joinedCount(), 1);
}

void TestVoteServer::wrongPath()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone phone;
    phone.open(server.port(), QStringLiteral("/elsewhere"));
    QTRY_VERIFY_WITH_TIMEOUT(phone.closed, 5000);
    QCOMPARE(server.socketCount(), 0);
}

void TestVoteServer::foreignOrigin()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    // A page served from elsewhere (another port, another site) may not use the socket.
    QWebSocket foreign(QStringLiteral("http://example.com"));
    bool closed = false;
    connect(&foreign, &QWebSocket::disconnected, this, [&closed] { closed = true; });
    foreign.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(server.port())));
    QTRY_VERIFY_WITH_TIMEOUT(closed, 5000);
    QCOMPARE(server.socketCount(), 0);
    // Its own page's origin is welcome.
    QWebSocket own(QStringLiteral("http://127.0.0.1:%1").arg(server.port()));
    own.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(server.port())));
    QTRY_COMPARE_WITH_TIMEOUT(server.socketCount(), 1, 5000);
    QCOMPARE(own.state(), QAbstractSocket::ConnectedState);
}

void TestVoteServer::binaryMessage()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone phone;
    phone.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    phone.socket.sendBinaryMessage(QByteArray("\x00\xff{\"type\":\"join\"}", 17));
    QTRY_COMPARE_WITH_TIMEOUT(phone.lastError(), QStringLiteral("binary"), 5000);
    QVERIFY(phone.connected());
}

void TestVoteServer::fullSession()
{
    VoteServer server;
    VoteServer::Limits limits;
    limits.seats = 2;
    server.setLimits(limits);
    QVERIFY(server.start(loopback, 0));
    Phone phones[3];
    for (Phone &p : phones) {
        p.open(server.port());
        QTRY_VERIFY_WITH_TIMEOUT(p.connected(), 5000);
        p.join(server.joinCode());
        QTRY_VERIFY_WITH_TIMEOUT(p.count("welcome") == 1 || !p.lastError().isEmpty(), 5000);
    }
    QCOMPARE(phones[2].lastError(), QStringLiteral("full"));
    QTRY_VERIFY_WITH_TIMEOUT(phones[2].closed, 5000);
    QCOMPARE(server.session()->seatCount(), 2);
    QVERIFY(phones[0].connected());
}

void TestVoteServer::tooManyConnections()
{
    VoteServer server;
    VoteServer::Limits limits;
    limits.maxConnections = 3;
    server.setLimits(limits);
    QVERIFY(server.start(loopback, 0));
    Phone phones[3];
    for (Phone &p : phones) {
        p.open(server.port());
        QTRY_VERIFY_WITH_TIMEOUT(p.connected(), 5000);
    }
    Phone fourth;
    fourth.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(fourth.closed, 5000);
    QVERIFY(!fourth.connected());
    // One leaves: room again.
    phones[0].socket.close();
    QTRY_COMPARE_WITH_TIMEOUT(server.socketCount(), 2, 5000);
    Phone late;
    late.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(late.connected(), 5000);
}

void TestVoteServer::rejoinFromASecondConnection()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone first;
    first.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(first.connected(), 5000);
    first.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(first.count("welcome"), 1, 5000);
    const QString token = first.last("welcome").value(QStringLiteral("token")).toString();
    server.ask({pe::AnswerKind::Number, {}, {}});
    // The same phone opens a second tab (or its old connection lingers): the seat moves to the
    // new connection, the old one is told and closed, the seat votes once.
    Phone second;
    second.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(second.connected(), 5000);
    second.rejoin(server.joinCode(), token);
    QTRY_COMPARE_WITH_TIMEOUT(second.count("welcome"), 1, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(first.lastError(), QStringLiteral("rejoined"), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(first.closed, 5000);
    first.vote(QStringLiteral("1")); // closed: nothing arrives
    second.vote(QStringLiteral("2"));
    QTRY_COMPARE_WITH_TIMEOUT(second.count("accepted"), 1, 5000);
    QCOMPARE(server.session()->votes(1), std::vector<double> {2.0});
    QCOMPARE(server.joinedCount(), 1);
}

void TestVoteServer::stopTellsThePhones()
{
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    Phone phone;
    phone.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    phone.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(phone.count("welcome"), 1, 5000);
    server.stop();
    QTRY_VERIFY_WITH_TIMEOUT(phone.closed, 5000);
    QCOMPARE(phone.lastError(), QStringLiteral("stopped"));
    QVERIFY(!server.session());
    QCOMPARE(server.socketCount(), 0);
    server.stop(); // twice: harmless
}

void TestVoteServer::language()
{
    VoteServer server;
    server.setLanguage(QStringLiteral("zh_CN"));
    QVERIFY(server.start(loopback, 0));
    QVERIFY(server.joinUrl(loopback).toString().endsWith(QLatin1String("&lang=zh_CN")));
    Phone phone;
    phone.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(phone.connected(), 5000);
    phone.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(phone.count("state"), 1, 5000);
    QCOMPARE(phone.last("state").value(QStringLiteral("language")).toString(),
             QStringLiteral("zh_CN"));
    server.setLanguage(QStringLiteral("en_GB"));
    QTRY_COMPARE_WITH_TIMEOUT(phone.count("state"), 2, 5000);
    QCOMPARE(phone.last("state").value(QStringLiteral("language")).toString(),
             QStringLiteral("en"));
}

void TestVoteServer::classroomAddresses()
{
    // This machine's own addresses for the join URL: IPv4, never loopback (may be none here).
    const QList<QHostAddress> addresses = VoteServer::classroomAddresses();
    for (const QHostAddress &a : addresses) {
        QCOMPARE(a.protocol(), QAbstractSocket::IPv4Protocol);
        QVERIFY(!a.isLoopback());
    }
}

void TestVoteServer::socketsAreFreed()
{
    // Phones that come and go leave nothing behind: no socket object outlives its connection.
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    for (int round = 0; round < 3; ++round) {
        std::vector<std::unique_ptr<Phone>> phones;
        for (int i = 0; i < 10; ++i) {
            phones.push_back(std::make_unique<Phone>());
            phones.back()->open(server.port());
        }
        QTRY_COMPARE_WITH_TIMEOUT(server.socketCount(), 10, 5000);
        phones.clear();
        QTRY_COMPARE_WITH_TIMEOUT(server.socketCount(), 0, 5000);
    }
    QVERIFY(httpGet(server.port(), "/").startsWith("HTTP/1.1 200"));
    QTRY_COMPARE_WITH_TIMEOUT(server.findChildren<QTcpSocket *>().size(), 0, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(server.findChildren<QWebSocket *>().size(), 0, 5000);
}

void TestVoteServer::mutatedMessages()
{
    // Valid messages with seeded random damage (bytes replaced, cut, doubled, types swapped):
    // every one is refused or handled, the server keeps serving, the counts stay sane.
    VoteServer server;
    VoteServer::Limits limits;
    limits.burstMessages = 1000;
    limits.messagesPerSecond = 1000;
    server.setLimits(limits);
    QVERIFY(server.start(loopback, 0));
    server.ask({pe::AnswerKind::Choice, {1, 2, 3}, {}});
    const QList<QByteArray> seeds {
        "{\"type\":\"join\",\"code\":\"" + server.joinCode().toUtf8() + "\"}",
        "{\"type\":\"join\",\"code\":\"" + server.joinCode().toUtf8() + "\",\"nickname\":\"Ana\"}",
        "{\"type\":\"vote\",\"answer\":\"2\"}",
        "{\"type\":\"join\",\"code\":\"" + server.joinCode().toUtf8()
            + "\",\"token\":\"0123456789abcdef0123456789abcdef\"}",
    };
    QRandomGenerator random(33);
    int sent = 0;
    int handled = 0;
    for (int connection = 0; connection < 4; ++connection) {
        Phone phone;
        phone.open(server.port());
        QTRY_VERIFY_WITH_TIMEOUT(phone.connected() || phone.closed, 5000);
        for (int i = 0; i < 100 && phone.connected(); ++i) {
            QByteArray m = seeds.at(static_cast<int>(random.bounded(seeds.size())));
            const int edits = 1 + static_cast<int>(random.bounded(4));
            for (int e = 0; e < edits && !m.isEmpty(); ++e) {
                const int at = static_cast<int>(random.bounded(m.size()));
                switch (random.bounded(4)) {
                case 0:
                    m[at] = static_cast<char>(0x20 + random.bounded(0x5f));
                    break;
                case 1:
                    m.truncate(at);
                    break;
                case 2:
                    m.insert(at, m.mid(at, 8));
                    break;
                default:
                    m.replace("\"vote\"", "\"join\"");
                    break;
                }
            }
            phone.socket.sendTextMessage(QString::fromUtf8(m));
            ++sent;
        }
        // A last message the server answers by name: everything before it has been handled.
        const QString sentinel = QStringLiteral("sentinel-%1").arg(connection);
        phone.send({{QStringLiteral("type"), sentinel}});
        QTRY_VERIFY_WITH_TIMEOUT(phone.closed
                                     || phone.last("error")
                                            .value(QStringLiteral("message"))
                                            .toString()
                                            .contains(sentinel),
                                 10000);
        handled += static_cast<int>(phone.messages.size());
    }
    qInfo("%d damaged messages sent, %d answers received", sent, handled);
    QVERIFY(sent >= 100);
    QVERIFY(server.isListening());
    QVERIFY(server.session()->voteCount(1) <= server.session()->seatCount());
    // A proper phone still joins and votes.
    Phone proper;
    proper.open(server.port());
    QTRY_VERIFY_WITH_TIMEOUT(proper.connected(), 5000);
    proper.join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(proper.count("welcome"), 1, 5000);
    proper.vote(QStringLiteral("3"));
    QTRY_COMPARE_WITH_TIMEOUT(proper.count("accepted"), 1, 5000);
}

void TestVoteServer::loadOf150Phones()
{
    const int phones = 150;
    VoteServer server;
    QVERIFY(server.start(loopback, 0));
    // The longest gap between two ticks of a 5 ms timer: how long one event-loop pass held it.
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this,
            [&] { longestGap = std::max(longestGap, sinceTick.restart()); });
    sinceTick.start();
    ticker.start(5);

    std::vector<std::unique_ptr<Phone>> crowd;
    for (int i = 0; i < phones; ++i) {
        crowd.push_back(std::make_unique<Phone>());
        crowd.back()->open(server.port());
    }
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(crowd.begin(), crowd.end(), [](const auto &p) { return p->connected(); }),
        30000);
    for (auto &p : crowd)
        p->join(server.joinCode());
    QTRY_COMPARE_WITH_TIMEOUT(server.session()->seatCount(), phones, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(std::all_of(crowd.begin(), crowd.end(),
                                         [](const auto &p) { return p->count("state") == 1; }),
                             30000);
    server.ask({pe::AnswerKind::Integer, {}, {}});
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(crowd.begin(), crowd.end(),
                    [](const auto &p) { return p->lastPhase() == QLatin1String("asking"); }),
        30000);
    const qint64 longestWhileJoining = longestGap;
    // Each phone votes twice at once: first 1000 + i, then i % 10, which replaces it.
    longestGap = 0;
    sinceTick.restart();
    for (int i = 0; i < phones; ++i) {
        crowd[static_cast<std::size_t>(i)]->vote(QString::number(1000 + i));
        crowd[static_cast<std::size_t>(i)]->vote(QString::number(i % 10));
    }
    QTRY_VERIFY_WITH_TIMEOUT(std::all_of(crowd.begin(), crowd.end(),
                                         [](const auto &p) { return p->count("accepted") == 2; }),
                             30000);
    QCOMPARE(server.session()->voteCount(1), phones);
    std::vector<double> values = server.session()->votes(1);
    std::sort(values.begin(), values.end());
    std::vector<double> expected;
    for (int i = 0; i < phones; ++i)
        expected.push_back(i % 10);
    std::sort(expected.begin(), expected.end());
    QCOMPARE(values, expected);
    // 150 votes 0..9, 15 each: k = 10, lo = 0 and hi = 9 (5th and 95th percentiles), 0.9 -> 1:
    // ten bins of width 1, 15 votes in each.
    const pe::VoteDistribution d = server.session()->distribution(1);
    QCOMPARE(d.counts, std::vector<int>(10, 15));
    QCOMPARE(d.total, phones);
    QVERIFY(server.close());
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(crowd.begin(), crowd.end(),
                    [](const auto &p) { return p->lastPhase() == QLatin1String("closed"); }),
        30000);
    ticker.stop();
    // The phones run on the same event loop as the server: the bound holds for both together.
    qInfo("longest event-loop pass: %lld ms while 150 phones joined, %lld ms while they voted",
          longestWhileJoining, longestGap);
    QVERIFY2(longestWhileJoining <= 100, qPrintable(QString::number(longestWhileJoining)));
    QVERIFY2(longestGap <= 100, qPrintable(QString::number(longestGap)));
    for (const auto &p : crowd)
        QVERIFY(p->connected());
}

QTEST_MAIN(TestVoteServer)
#include "tst_voteserver.moc"
