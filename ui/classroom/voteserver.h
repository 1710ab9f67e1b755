#pragma once

#include "classroom/tokenbucket.h"
#include "classroom/votesession.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <map>
#include <memory>

class GuardedTcpServer;
class StudentPageServer;
class QWebSocket;

/// The class session's server (issue 33): the students' page over HTTP and its WebSocket, on the
/// classroom's own network. Nothing listens until start(); stop() (or the destructor) closes the
/// port and every connection. Everything runs on the thread that owns the object (the GUI
/// thread), driven by its event loop: no call blocks or waits.
///
/// What it serves: GET / (the students' page, resources/classroom/vote.html) and the WebSocket
/// at /socket; every other request gets 404. The join URL is
/// http://<address>:<port>/?code=<join code>&lang=<language>.
///
/// The protocol, small JSON objects with a "type", one per text message:
/// - phone -> server: {"type":"join","code":C[,"nickname":N]} for a new seat,
///   {"type":"join","code":C,"token":T} to rejoin one; {"type":"vote","answer":A} (A a string).
/// - server -> phone: {"type":"welcome","seat","token","nickname"} after a join;
///   {"type":"state","phase","round","language","question"?:{"kind","choices"?,"text"?},
///   "vote"?: the phone's own answer in the open round, "answer"?: only once revealed};
///   {"type":"accepted","round","answer"} for a counted vote; {"type":"error","error":id,
///   "message": text (tr()), "fatal": bool} for a refusal. Ids: malformed, unknown-type, binary,
///   not-joined, wrong-code, full, nickname-invalid, nickname-taken, unknown-token, not-open,
///   too-long, unreadable, not-whole, not-a-choice, flood, timeout, stopped, paused.
/// A fatal error closes the connection after it is sent.
///
/// Safety (Limits): frames and messages over maxMessageBytes close the connection (Qt's
/// WebSocket refuses them, close code 1009); a phone sending faster than its token bucket
/// allows is cut off ("flood"); a connection that does not become a WebSocket within
/// handshakeTimeoutMs, or sends more than maxRequestBytes of unfinished request, is aborted
/// (slow loris); a WebSocket that does not join within joinTimeoutMs, or is silent (no message,
/// no pong to the server's pings) for idleTimeoutMs, is closed; a phone that does not read what
/// is sent to it (more than maxUnsentBytes waiting) is aborted; at most maxConnections are open.
/// Guessing the join code from many connections: every wrong code, from any connection, takes a
/// token of one bucket shared by the server (wrongCodeBurst, wrongCodesPerSecond); while it is
/// empty every join is refused ("paused", fatal), the right code's too, since a join that went
/// through would tell a guesser the code was right. Phones that have joined keep voting.
/// The session never holds the right answer: phones only get the text passed to reveal().
class VoteServer : public QObject
{
    Q_OBJECT

public:
    /// The bounds on what a phone may do; the defaults suit a class, tests shorten the times.
    struct Limits
    {
        int maxMessageBytes = 4096; //!< the largest frame or message from a phone
        double burstMessages = 8.0; //!< token bucket: the messages a phone may send at once
        double messagesPerSecond = 4.0; //!< token bucket: the long-run rate
        int handshakeTimeoutMs = 10000; //!< HTTP request or WebSocket upgrade done within
        qint64 maxRequestBytes = 16384; //!< unfinished HTTP request held at most
        int joinTimeoutMs = 15000; //!< a WebSocket joins within
        int idleTimeoutMs = 120000; //!< a joined phone silent at most (pings keep it alive)
        int pingIntervalMs = 30000; //!< the server pings every joined phone this often
        qint64 maxUnsentBytes = 65536; //!< bytes waiting to go out to a phone at most
        int maxConnections = 400; //!< TCP connections open at once (seats: VoteSession's 200)
        int seats = pe::VoteSession::maxSeats; //!< the session's seats, 1..200
        /// The wrong join codes the server takes at once, from all connections together.
        double wrongCodeBurst = 20.0;
        /// The wrong join codes a second it takes in the long run (one every 5 s by default:
        /// guessing a code of 29.7 bits would take millennia).
        double wrongCodesPerSecond = 0.2;
    };

    explicit VoteServer(QObject *parent = nullptr);
    ~VoteServer() override;

    /// The limits used from the next start() on.
    void setLimits(const Limits &limits) { m_limits = limits; }
    /// The limits set (used from the next start() on).
    const Limits &limits() const { return m_limits; }
    /// The language of the students' page unless the phone's browser asks otherwise: "en" or
    /// "zh_CN" (sent with every state; the page is in both).
    void setLanguage(const QString &language);
    /// The page's language: "en" or "zh_CN".
    QString language() const { return m_language; }

    /// Opens a new session (new join code, no seats) and listens on address:port (port 0: any
    /// free port; port() tells which). False, nothing listening, when the port cannot be opened
    /// (errorString() says why). A running session is stopped first.
    bool start(const QHostAddress &address = QHostAddress::Any, quint16 port = 0);
    /// Closes the port and every connection at once, ends the session (its votes are dropped).
    void stop();
    bool isListening() const;
    /// The port listened on (0 when not listening).
    quint16 port() const;
    /// The address listened on (Null when not listening).
    QHostAddress address() const;
    /// Why the last start() failed (translated).
    QString errorString() const { return m_errorString; }

    /// The session's join code (empty when not listening).
    QString joinCode() const;
    /// The address a phone opens: http://host:port/?code=...&lang=... (invalid when not
    /// listening or host is null).
    QUrl joinUrl(const QHostAddress &host) const;
    /// The IPv4 addresses of this computer's network interfaces that are up, not loopback: the
    /// candidates for joinUrl() on the classroom network (the first is usually the one).
    static QList<QHostAddress> classroomAddresses();

    /// The session (seats, votes, distributions) for the projector; null when not listening.
    const pe::VoteSession *session() const { return m_session.get(); }
    /// The WebSockets open now (joined or not).
    int socketCount() const { return static_cast<int>(m_clients.size()); }
    /// The phones with a seat connected now.
    int joinedCount() const;

    /// Asks the class question (VoteSession::ask()); texts: the question's text per language
    /// ("en", "zh_CN"), shown on the phones (may be empty; each cut at 2000 characters). Does
    /// nothing when not listening. Throws std::invalid_argument as VoteSession::ask() does (a
    /// choice question without choices, bad range bounds), the session unchanged.
    void ask(const pe::VoteQuestion &question, const QMap<QString, QString> &texts = {});
    /// Closes the open round (VoteSession::close()): true when the phase changed; the phones
    /// are told, and take no more answers.
    bool close();
    /// "Discuss with your neighbour" after round 1 (VoteSession::discuss()); true when changed.
    bool discuss();
    /// Opens round 2 after the discussion (VoteSession::revote()); true when changed.
    bool revote();
    /// Reveals: answerText (e.g. "0.757") is sent to the phones now, and never before.
    bool reveal(const QString &answerText = {});
    /// One stage back in the flow (VoteSession::back(): a round reopens, a discussion or a
    /// second round is undone, a reveal is taken back, a question is withdrawn); true when the
    /// phase changed. The phones are told; an answer once revealed is no longer sent.
    bool back();
    /// Back to no question (phones show "waiting").
    void reset();

signals:
    /// A vote was counted (or replaced), a seat joined or a round began: re-read
    /// session()->voteCount(). Coalesced: at most once per event-loop pass, so that a class
    /// voting at once repaints the projector once, not 150 times.
    void countsChanged();
    /// The phase changed (ask, close, discuss, revote, reveal, reset, stop).
    void phaseChanged(pe::VotePhase phase, int round);
    /// The number of phones connected with a seat changed.
    void connectionsChanged(int joined);
    /// start() or stop() changed whether the port is open.
    void listeningChanged(bool listening);

private:
    struct Client
    {
        QWebSocket *socket = nullptr;
        int seat = -1;
        std::unique_ptr<pe::TokenBucket> bucket;
        qint64 connectedMs = 0;
        qint64 lastHeardMs = 0;
    };

    void acceptWebSockets();
    void onText(QWebSocket *socket, const QString &text);
    void handleJoin(Client &client, const QJsonObject &message);
    void handleVote(Client &client, const QJsonObject &message);
    void sendError(Client &client, const QString &id, const QString &message, bool fatal);
    void send(Client &client, const QJsonObject &message);
    void sendState(Client &client);
    void broadcastState();
    void dropClient(QWebSocket *socket);
    void housekeeping();
    void countsChangedSoon();
    Client *clientOf(QWebSocket *socket);
    QJsonObject stateMessage(const Client &client) const;
    qint64 nowMs() const { return m_clock.elapsed(); }

    Limits m_limits;
    QString m_language = QStringLiteral("en");
    QString m_errorString;
    QPointer<StudentPageServer> m_http;
    QPointer<GuardedTcpServer> m_tcp;
    std::unique_ptr<pe::VoteSession> m_session;
    std::map<QWebSocket *, Client> m_clients;
    std::unique_ptr<pe::TokenBucket> m_wrongCodes; //!< shared by every connection
    QMap<QString, QString> m_texts;
    QString m_revealedAnswer;
    QElapsedTimer m_clock;
    QTimer m_housekeeping;
    QTimer m_counts; //!< single shot, 0 ms: coalesces countsChanged()
    qint64 m_lastPingMs = 0;
};
