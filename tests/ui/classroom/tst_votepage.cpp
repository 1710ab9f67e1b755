// The students' page (resources/classroom/vote.html) in a real browser: Debian's chromium,
// headless, driven through its DevTools protocol over a QWebSocket, against the class session's
// server on 127.0.0.1. The page joins, votes, is reloaded and rejoins its seat with the token in
// localStorage; it fits a 360-px-wide phone; it speaks both languages. A phone joins by the
// address in the class panel's own QR code (read back by zbarimg), votes, sleeps (its page closed
// for a few seconds) and rejoins its seat. Skipped without chromium; zbarimg (zbar-tools) is a
// declared dependency: its absence fails.

#include "classpanel.h"
#include "voteserver.h"

#include <QLabel>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>

namespace {

/// One page of the browser, driven through the DevTools protocol.
class DevTools
{
public:
    DevTools()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket,
                         [this](const QString &text) {
                             const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
                             if (m.contains(QStringLiteral("id")))
                                 replies.insert(m.value(QStringLiteral("id")).toInt(), m);
                         });
    }
    bool open(const QUrl &url)
    {
        socket.open(url);
        return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState; },
                               20000);
    }
    /// Sends a command and waits (the event loop running) for its reply.
    QJsonObject call(const QString &method, const QJsonObject &params = {})
    {
        const int id = nextId++;
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(QJsonObject {{QStringLiteral("id"), id},
                                                         {QStringLiteral("method"), method},
                                                         {QStringLiteral("params"), params}})
                                  .toJson(QJsonDocument::Compact)));
        if (!QTest::qWaitFor([this, id] { return replies.contains(id); }, 20000))
            return {};
        return replies.take(id);
    }
    /// The value of a JavaScript expression in the page (null on an exception or timeout).
    QJsonValue evaluate(const QString &expression)
    {
        const QJsonObject reply = call(
            QStringLiteral("Runtime.evaluate"),
            {{QStringLiteral("expression"), expression}, {QStringLiteral("returnByValue"), true}});
        return reply.value(QStringLiteral("result"))
            .toObject()
            .value(QStringLiteral("result"))
            .toObject()
            .value(QStringLiteral("value"));
    }
    /// Polls expression until it is true, at most timeoutMs.
    bool waitFor(const QString &expression, int timeoutMs = 20000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (evaluate(expression).toBool())
                return true;
            QTest::qWait(50);
        }
        return false;
    }

    QWebSocket socket;
    QHash<int, QJsonObject> replies;
    int nextId = 1;
};

QString text(const char *id)
{
    return QStringLiteral("document.getElementById('%1').textContent").arg(QLatin1String(id));
}

} // namespace

class TestVotePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void joinVoteReload();
    void lostConnectionRejoins();
    void wrongCodeThenRight();
    void joinsByTheQrCode();
    void cleanupTestCase();

private:
    QString m_chromium;
    QTemporaryDir m_profile;
    QProcess m_browser;
    VoteServer m_server;
    DevTools m_page;
};

void TestVotePage::initTestCase()
{
    m_chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (m_chromium.isEmpty())
        QSKIP("chromium is not installed (scripts/install-deps.sh installs it)");
    QVERIFY(m_profile.isValid());
    QVERIFY(m_server.start(QHostAddress::LocalHost, 0));
    m_server.setLanguage(QStringLiteral("en"));
    const QUrl url = m_server.joinUrl(QHostAddress::LocalHost);

    QString devtools;
    connect(&m_browser, &QProcess::readyReadStandardError, this, [this, &devtools] {
        static const QRegularExpression listening(
            QStringLiteral("DevTools listening on (ws://\\S+)"));
        const QString err = QString::fromLocal8Bit(m_browser.readAllStandardError());
        const auto match = listening.match(err);
        if (match.hasMatch())
            devtools = match.captured(1);
    });
    m_browser.start(m_chromium,
                    {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                     QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
                     QStringLiteral("--user-data-dir=") + m_profile.path(),
                     QStringLiteral("--remote-debugging-address=127.0.0.1"),
                     QStringLiteral("--remote-debugging-port=0"), url.toString()});
    QTRY_VERIFY_WITH_TIMEOUT(!devtools.isEmpty(), 60000);
    disconnect(&m_browser, &QProcess::readyReadStandardError, this, nullptr);

    // The page's DevTools socket, from the browser's list of targets.
    QNetworkAccessManager network;
    const QUrl browserUrl(devtools);
    QString pageSocket;
    QElapsedTimer timer;
    timer.start();
    while (pageSocket.isEmpty() && timer.elapsed() < 30000) {
        QNetworkReply *reply = network.get(QNetworkRequest(
            QUrl(QStringLiteral("http://127.0.0.1:%1/json/list").arg(browserUrl.port()))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        const QJsonArray targets = QJsonDocument::fromJson(reply->readAll()).array();
        reply->deleteLater();
        for (const QJsonValue &t : targets) {
            const QJsonObject target = t.toObject();
            if (target.value(QStringLiteral("type")).toString() == QLatin1String("page")
                && target.value(QStringLiteral("url"))
                       .toString()
                       .startsWith(QStringLiteral("http://127.0.0.1")))
                pageSocket = target.value(QStringLiteral("webSocketDebuggerUrl")).toString();
        }
        if (pageSocket.isEmpty())
            QTest::qWait(200);
    }
    QVERIFY(!pageSocket.isEmpty());
    QVERIFY(m_page.open(QUrl(pageSocket)));
    // A phone: 360 CSS pixels wide.
    m_page.call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
                {{QStringLiteral("width"), 360},
                 {QStringLiteral("height"), 740},
                 {QStringLiteral("deviceScaleFactor"), 2},
                 {QStringLiteral("mobile"), true}});
}

void TestVotePage::joinVoteReload()
{
    // The join form, its code filled in from the URL.
    QVERIFY(m_page.waitFor(QStringLiteral("document.readyState === 'complete' && "
                                          "!document.getElementById('joinPanel').hidden")));
    QCOMPARE(m_page.evaluate(QStringLiteral("document.getElementById('code').value")).toString(),
             m_server.joinCode());
    QCOMPARE(m_page.evaluate(QStringLiteral("document.querySelector('label[for=nickname]') "
                                            "!== null")),
             QJsonValue(true));
    m_page.evaluate(QStringLiteral("document.getElementById('nickname').value = 'Ana';"
                                   "document.getElementById('joinButton').click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(m_server.joinedCount(), 1, 20000);
    QCOMPARE(QString::fromStdString(m_server.session()->nickname(0)), QStringLiteral("Ana"));
    QVERIFY(m_page.waitFor(text("status") + QStringLiteral(".indexOf('Wait') >= 0")));

    m_server.ask({pe::AnswerKind::Number, {}, {}},
                 {{QStringLiteral("en"), QStringLiteral("Predict sin(4).")},
                  {QStringLiteral("zh_CN"), QStringLiteral("预测 sin(4)。")}});
    QVERIFY(m_page.waitFor(QStringLiteral("!document.getElementById('numberForm').hidden")));
    QCOMPARE(m_page.evaluate(text("question")).toString(), QStringLiteral("Predict sin(4)."));
    // An unreadable answer: the server's refusal, said in the page's own words.
    m_page.evaluate(QStringLiteral("document.getElementById('answer').value = 'abc';"
                                   "document.getElementById('sendButton').click(); true"));
    QVERIFY(m_page.waitFor(text("error") + QStringLiteral(".indexOf('Write a number') >= 0")));
    QCOMPARE(m_server.session()->voteCount(1), 0);
    m_page.evaluate(QStringLiteral("document.getElementById('answer').value = '\u22120,757';"
                                   "document.getElementById('sendButton').click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(m_server.session()->voteCount(1), 1, 20000);
    QCOMPARE(m_server.session()->votes(1), std::vector<double> {-0.757});
    QVERIFY(m_page.waitFor(text("mine") + QStringLiteral(".indexOf('\u22120,757') >= 0")));
    // Readable on a phone: nothing wider than the 360-px screen.
    QVERIFY(m_page.waitFor(QStringLiteral("document.documentElement.scrollWidth <= 360")));

    // Reloaded (or woken up): the page rejoins its seat with the stored token.
    m_page.call(QStringLiteral("Page.reload"));
    QVERIFY(m_page.waitFor(QStringLiteral("!document.getElementById('numberForm').hidden")));
    QVERIFY(m_page.waitFor(text("mine") + QStringLiteral(".indexOf('\u22120,757') >= 0")));
    QCOMPARE(m_server.session()->seatCount(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(m_server.joinedCount(), 1, 20000);
    m_page.evaluate(QStringLiteral("document.getElementById('answer').value = '-0.75';"
                                   "document.getElementById('sendButton').click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(m_server.session()->votes(1), std::vector<double> {-0.75}, 20000);
    QCOMPARE(m_server.session()->voteCount(1), 1);

    // The vote closes: the page says so and takes no answer.
    QVERIFY(m_server.close());
    QVERIFY(m_page.waitFor(text("status") + QStringLiteral(" === 'The vote is closed.'")));
    QCOMPARE(m_page.evaluate(QStringLiteral("document.getElementById('numberForm').hidden")),
             QJsonValue(true));
    // The other language, by the page's switch.
    m_page.evaluate(QStringLiteral("document.getElementById('language').click(); true"));
    QVERIFY(m_page.waitFor(text("status") + QStringLiteral(" === '投票已结束。'")));
    QCOMPARE(m_page.evaluate(QStringLiteral("document.documentElement.lang")).toString(),
             QStringLiteral("zh-CN"));
    QCOMPARE(m_page.evaluate(text("question")).toString(), QStringLiteral("预测 sin(4)。"));
    QCOMPARE(m_page
                 .evaluate(QStringLiteral("document.getElementById('status')"
                                          ".getAttribute('aria-live')"))
                 .toString(),
             QStringLiteral("polite"));
}

// A phone that sleeps loses its connection (here: the server cuts it for silence, no pings): the
// page reconnects by itself and rejoins the same seat, its vote kept.
void TestVotePage::lostConnectionRejoins()
{
    VoteServer sleepy;
    VoteServer::Limits limits;
    limits.idleTimeoutMs = 1500;
    limits.pingIntervalMs = 3600000;
    sleepy.setLimits(limits);
    sleepy.setLanguage(QStringLiteral("zh_CN")); // the session's language: the page follows
    QVERIFY(sleepy.start(QHostAddress::LocalHost, 0));
    m_page.call(QStringLiteral("Page.navigate"),
                {{QStringLiteral("url"), sleepy.joinUrl(QHostAddress::LocalHost).toString()}});
    QVERIFY(m_page.waitFor(QStringLiteral("document.readyState === 'complete' && "
                                          "!document.getElementById('joinPanel').hidden && "
                                          "document.getElementById('code').value === '%1'")
                               .arg(sleepy.joinCode())));
    QCOMPARE(m_page.evaluate(text("joinButton")).toString(), QStringLiteral("加入"));
    QCOMPARE(m_page.evaluate(QStringLiteral("document.documentElement.lang")).toString(),
             QStringLiteral("zh-CN"));
    m_page.evaluate(QStringLiteral("document.getElementById('joinButton').click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(sleepy.joinedCount(), 1, 20000);
    sleepy.ask({pe::AnswerKind::Choice, {2, 4, 8}, {}});
    QVERIFY(m_page.waitFor(QStringLiteral("document.querySelectorAll('#choices button').length "
                                          "=== 3")));
    m_page.evaluate(
        QStringLiteral("document.querySelectorAll('#choices button')[1].click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(sleepy.session()->voteCount(1), 1, 20000);
    QVERIFY(m_page.waitFor(QStringLiteral("document.querySelectorAll('#choices button')[1]"
                                          ".getAttribute('aria-pressed') === 'true'")));
    // Cut for silence, then back by itself (after a second's back-off) on the same seat.
    QTRY_COMPARE_WITH_TIMEOUT(sleepy.joinedCount(), 0, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(sleepy.joinedCount(), 1, 20000);
    QCOMPARE(sleepy.session()->seatCount(), 1);
    QCOMPARE(sleepy.session()->votes(1), std::vector<double> {4.0});
    QVERIFY(m_page.waitFor(text("mine") + QStringLiteral(".indexOf('4') >= 0")));
    sleepy.stop();
    QVERIFY(m_page.waitFor(text("error") + QStringLiteral(".length > 0")));
}

// A mistyped code is refused in the page's words; the right one then joins (here: rejoins the
// seat of the first test, whose token the page kept for that code).
void TestVotePage::wrongCodeThenRight()
{
    QUrl url = m_server.joinUrl(QHostAddress::LocalHost);
    const QString wrong = m_server.joinCode() == QLatin1String("WRONG2") ? QStringLiteral("WRONG3")
                                                                         : QStringLiteral("WRONG2");
    url.setQuery(QStringLiteral("code=%1&lang=en").arg(wrong));
    QTRY_COMPARE_WITH_TIMEOUT(m_server.joinedCount(), 0, 20000);
    m_page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), url.toString()}});
    QVERIFY(m_page.waitFor(QStringLiteral("document.readyState === 'complete' && "
                                          "document.getElementById('code').value === '%1'")
                               .arg(wrong)));
    m_page.evaluate(QStringLiteral("document.getElementById('joinButton').click(); true"));
    QVERIFY(m_page.waitFor(text("error") + QStringLiteral(" === 'That join code is not right.'")));
    QVERIFY(m_page.waitFor(QStringLiteral("!document.getElementById('joinPanel').hidden")));
    QCOMPARE(m_server.joinedCount(), 0);
    m_page.evaluate(QStringLiteral("document.getElementById('code').value = '%1';"
                                   "document.getElementById('joinButton').click(); true")
                        .arg(m_server.joinCode().toLower()));
    QTRY_COMPARE_WITH_TIMEOUT(m_server.joinedCount(), 1, 20000);
    QCOMPARE(m_server.session()->seatCount(), 1);
    QVERIFY(m_page.waitFor(text("error") + QStringLiteral(" === ''")));
    QVERIFY(m_page.waitFor(text("mine") + QStringLiteral(".indexOf('-0.75') >= 0")));
}

// The address a phone's camera reads from the projector: the QR code the class panel shows,
// decoded by zbarimg; the browser goes to exactly that address. The panel advertises 127.0.0.1
// here (its address source), so nothing leaves this computer.
void TestVotePage::joinsByTheQrCode()
{
    const QString zbarimg = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
    QVERIFY2(!zbarimg.isEmpty(), "zbarimg is missing: scripts/install-deps.sh installs zbar-tools");
    VoteServer server;
    QVERIFY(server.start(QHostAddress::LocalHost, 0));
    ClassPanel panel(&server);
    panel.setAddressSource(
        [] { return QList<QHostAddress> {QHostAddress(QHostAddress::LocalHost)}; });
    QVERIFY(!panel.qrLabel()->pixmap().isNull());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString image = dir.filePath(QStringLiteral("qr.png"));
    QVERIFY(panel.qrLabel()->pixmap().save(image));
    QProcess zbar;
    zbar.start(zbarimg, {QStringLiteral("--raw"), QStringLiteral("-q"), image});
    QVERIFY(zbar.waitForFinished(30000));
    QCOMPARE(zbar.exitCode(), 0);
    const QString scanned = QString::fromUtf8(zbar.readAllStandardOutput()).trimmed();
    QCOMPARE(scanned, panel.joinUrl());
    QVERIFY(scanned.startsWith(QStringLiteral("http://127.0.0.1:%1/").arg(server.port())));

    m_page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), scanned}});
    QVERIFY(m_page.waitFor(QStringLiteral("document.readyState === 'complete' && "
                                          "location.href === '%1' && "
                                          "document.getElementById('code').value === '%2'")
                               .arg(scanned, server.joinCode())));
    m_page.evaluate(QStringLiteral("document.getElementById('joinButton').click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(server.joinedCount(), 1, 20000);
    server.ask({pe::AnswerKind::Number, {}, {}});
    QVERIFY(m_page.waitFor(QStringLiteral("!document.getElementById('numberForm').hidden")));
    m_page.evaluate(QStringLiteral("document.getElementById('answer').value = '0.25';"
                                   "document.getElementById('sendButton').click(); true"));
    QTRY_COMPARE_WITH_TIMEOUT(server.session()->votes(1), std::vector<double> {0.25}, 20000);

    // Asleep: the page is gone (its socket with it) for a few seconds.
    m_page.call(QStringLiteral("Page.navigate"),
                {{QStringLiteral("url"), QStringLiteral("about:blank")}});
    QTRY_COMPARE_WITH_TIMEOUT(server.joinedCount(), 0, 20000);
    QTest::qWait(3000);
    QCOMPARE(server.joinedCount(), 0);
    // Awake: the same address again; the page rejoins its seat, its vote kept.
    m_page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), scanned}});
    QTRY_COMPARE_WITH_TIMEOUT(server.joinedCount(), 1, 20000);
    QCOMPARE(server.session()->seatCount(), 1);
    QVERIFY(m_page.waitFor(text("mine") + QStringLiteral(".indexOf('0.25') >= 0")));
    QCOMPARE(server.session()->votes(1), std::vector<double> {0.25});
    server.stop();
}

void TestVotePage::cleanupTestCase()
{
    m_page.socket.abort();
    if (m_browser.state() != QProcess::NotRunning) {
        m_browser.terminate();
        if (!m_browser.waitForFinished(10000))
            m_browser.kill();
        m_browser.waitForFinished(5000);
    }
    m_server.stop();
}

QTEST_MAIN(TestVotePage)
#include "tst_votepage.moc"
