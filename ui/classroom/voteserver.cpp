#include "voteserver.h"

#include "guardedtcpserver.h"
#include "studentpageserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>
#include <cmath>

namespace {

/// The error id and the phone's message for a refused vote.
QString voteRefusalId(pe::VoteRefusal refusal)
{
    switch (refusal) {
    case pe::VoteRefusal::None:
        return {};
    case pe::VoteRefusal::NotOpen:
        return QStringLiteral("not-open");
    case pe::VoteRefusal::UnknownSeat:
        return QStringLiteral("not-joined");
    case pe::VoteRefusal::TooLong:
        return QStringLiteral("too-long");
    case pe::VoteRefusal::Unreadable:
        return QStringLiteral("unreadable");
    case pe::VoteRefusal::NotWhole:
        return QStringLiteral("not-whole");
    case pe::VoteRefusal::NotAChoice:
        return QStringLiteral("not-a-choice");
    }
    return QStringLiteral("unreadable");
}

} // namespace

VoteServer::VoteServer(QObject *parent) : QObject(parent)
{
    m_clock.start();
    connect(&m_housekeeping, &QTimer::timeout, this, &VoteServer::housekeeping);
    m_counts.setSingleShot(true);
    m_counts.setInterval(0);
    connect(&m_counts, &QTimer::timeout, this, &VoteServer::countsChanged);
}

void VoteServer::countsChangedSoon()
{
    if (!m_counts.isActive())
        m_counts.start();
}

VoteServer::~VoteServer()
{
    // No signals from a dying object: its receivers (often its parent) may be half destroyed.
    blockSignals(true);
    stop();
}

void VoteServer::setLanguage(const QString &language)
{
    const QString chosen
        = language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    if (chosen == m_language)
        return;
    m_language = chosen;
    broadcastState();
}

bool VoteServer::start(const QHostAddress &address, quint16 port)
{
    stop();
    m_errorString.clear();
    auto *http = new StudentPageServer(this);
    auto *tcp = new GuardedTcpServer(http);
    tcp->setMaxConnections(std::max(1, m_limits.maxConnections));
    tcp->setDeadlineMs(m_limits.handshakeTimeoutMs);
    tcp->setMaxRequestBytes(m_limits.maxRequestBytes);
    // A class scanning the code at once: room for every phone's connection in the queue.
    tcp->setListenBacklogSize(256);
    if (!tcp->listen(address, port)) {
        m_errorString = tr("The class session cannot listen on %1, port %2: %3")
                            .arg(address.toString())
                            .arg(port)
                            .arg(tcp->errorString());
        delete http;
        return false;
    }
    http->bind(tcp);
    connect(http, &QAbstractHttpServer::newWebSocketConnection, this,
            &VoteServer::acceptWebSockets);
    m_http = http;
    m_tcp = tcp;
    // The join code and the seats' tokens from the system's secure generator.
    m_session = std::make_unique<pe::VoteSession>(
        [] { return QRandomGenerator::system()->generate64(); },
        std::clamp(m_limits.seats, 1, pe::VoteSession::maxSeats));
    m_wrongCodes
        = std::make_unique<pe::TokenBucket>(std::max(1.0, m_limits.wrongCodeBurst),
                                            std::max(0.0, m_limits.wrongCodesPerSecond), nowMs());
    m_texts.clear();
    m_revealedAnswer.clear();
    m_lastPingMs = nowMs();
    const int shortest = std::min({m_limits.handshakeTimeoutMs, m_limits.joinTimeoutMs,
                                   m_limits.idleTimeoutMs, m_limits.pingIntervalMs});
    m_housekeeping.start(std::clamp(shortest / 4, 20, 1000));
    emit listeningChanged(true);
    emit phaseChanged(m_session->phase(), m_session->round());
    return true;
}

void VoteServer::stop()
{
    if (!m_tcp && m_clients.empty() && !m_session)
        return;
    m_housekeeping.stop();
    m_counts.stop();
    // Tell the phones, then cut every connection now (no close handshake to wait for).
    std::vector<QWebSocket *> sockets;
    for (auto &entry : m_clients)
        sockets.push_back(entry.first);
    for (QWebSocket *socket : sockets) {
        Client *client = clientOf(socket);
        if (client)
            sendError(*client, QStringLiteral("stopped"),
                      tr("The teacher ended the class session."), false);
        socket->flush();
    }
    m_clients.clear();
    for (QWebSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    if (m_tcp) {
        m_tcp->close();
        m_tcp->abortAll();
    }
    if (m_http) {
        m_http->disconnect(this);
        // After the sockets' own deferred deletion (posted first), which may use their TCP socket.
        m_http->deleteLater();
    }
    m_http = nullptr;
    m_tcp = nullptr;
    const bool hadSession = m_session != nullptr;
    m_session.reset();
    if (hadSession) {
        emit listeningChanged(false);
        emit phaseChanged(pe::VotePhase::Idle, 0);
        emit connectionsChanged(0);
    }
}

bool VoteServer::isListening() const { return m_tcp && m_tcp->isListening(); }

quint16 VoteServer::port() const { return isListening() ? m_tcp->serverPort() : 0; }

QHostAddress VoteServer::address() const
{
    return isListening() ? m_tcp->serverAddress() : QHostAddress();
}

QString VoteServer::joinCode() const
{
    return m_session ? QString::fromStdString(m_session->joinCode()) : QString();
}

QUrl VoteServer::joinUrl(const QHostAddress &host) const
{
    if (!isListening() || host.isNull())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(host.toString());
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("code"), joinCode());
    query.addQueryItem(QStringLiteral("lang"), m_language);
    url.setQuery(query);
    return url;
}

QList<QHostAddress> VoteServer::classroomAddresses()
{
    QList<QHostAddress> addresses;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &interface : interfaces) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp)
            || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        const auto entries = interface.addressEntries();
        for (const QNetworkAddressEntry &entry : entries) {
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                addresses.append(entry.ip());
        }
    }
    return addresses;
}

int VoteServer::joinedCount() const
{
    return static_cast<int>(
        std::count_if(m_clients.begin(), m_clients.end(),
                      [](const auto &entry) { return entry.second.seat >= 0; }));
}

VoteServer::Client *VoteServer::clientOf(QWebSocket *socket)
{
    const auto found = m_clients.find(socket);
    return found == m_clients.end() ? nullptr : &found->second;
}

void VoteServer::acceptWebSockets()
{
    if (!m_http)
        return;
    while (m_http->hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> owned = m_http->nextPendingWebSocketConnection();
        if (!owned)
            continue;
        QWebSocket *socket = owned.release();
        socket->setParent(this);
        if (m_tcp)
            m_tcp->release(socket->peerAddress(), socket->peerPort());
        // Only /socket, and from a page of this server when the browser says where it came from.
        const QUrl origin(socket->origin());
        const int defaultPort = origin.scheme() == QLatin1String("https") ? 443 : 80;
        const bool originOk = socket->origin().isEmpty() || origin.port(defaultPort) == port();
        if (socket->requestUrl().path() != QLatin1String("/socket") || !originOk || !m_session) {
            // Closed from the event loop: the HTTP server still reads the socket after handing
            // it over.
            connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
            QTimer::singleShot(0, socket, [socket] {
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            });
            QTimer::singleShot(1000, socket, &QWebSocket::abort);
            continue;
        }
        socket->setMaxAllowedIncomingFrameSize(static_cast<quint64>(m_limits.maxMessageBytes));
        socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(m_limits.maxMessageBytes));
        Client client;
        client.socket = socket;
        client.connectedMs = nowMs();
        client.lastHeardMs = client.connectedMs;
        client.bucket = std::make_unique<pe::TokenBucket>(std::max(1.0, m_limits.burstMessages),
                                                          std::max(0.0, m_limits.messagesPerSecond),
                                                          client.connectedMs);
        m_clients.emplace(socket, std::move(client));
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { onText(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            Client *c = clientOf(socket);
            if (!c)
                return;
            if (!c->bucket->tryTake(nowMs())) {
                sendError(*c, QStringLiteral("flood"), tr("Too many messages: disconnected."),
                          true);
                return;
            }
            sendError(*c, QStringLiteral("binary"), tr("Only text messages (JSON) are understood."),
                      false);
        });
        connect(socket, &QWebSocket::pong, this, [this, socket] {
            if (Client *c = clientOf(socket))
                c->lastHeardMs = nowMs();
        });
        // Queued: close() and abort() may emit disconnected() at once, from inside a handler
        // that still uses the client's entry.
        const QPointer<QWebSocket> guarded(socket);
        connect(
            socket, &QWebSocket::disconnected, this,
            [this, guarded] {
                if (guarded)
                    dropClient(guarded);
            },
            Qt::QueuedConnection);
    }
}

void VoteServer::dropClient(QWebSocket *socket)
{
    const auto found = m_clients.find(socket);
    if (found == m_clients.end())
        return;
    const bool joined = found->second.seat >= 0;
    m_clients.erase(found);
    socket->disconnect(this);
    socket->deleteLater();
    if (joined)
        emit connectionsChanged(joinedCount());
}

void VoteServer::send(Client &client, const QJsonObject &message)
{
    if (!client.socket || client.socket->state() != QAbstractSocket::ConnectedState)
        return;
    client.socket->sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void VoteServer::sendError(Client &client, const QString &id, const QString &message, bool fatal)
{
    send(client,
         QJsonObject {{QStringLiteral("type"), QStringLiteral("error")},
                      {QStringLiteral("error"), id},
                      {QStringLiteral("message"), message},
                      {QStringLiteral("fatal"), fatal}});
    if (fatal && client.socket) {
        QWebSocket *socket = client.socket;
        socket->close(id == QLatin1String("flood") ? QWebSocketProtocol::CloseCodePolicyViolated
                                                   : QWebSocketProtocol::CloseCodeNormal,
                      id);
        // A peer that never answers the close handshake is cut off a second later.
        QTimer::singleShot(1000, socket, &QWebSocket::abort);
        client.socket = nullptr; // nothing more is sent or read
    }
}

void VoteServer::onText(QWebSocket *socket, const QString &text)
{
    Client *client = clientOf(socket);
    if (!client || !client->socket || !m_session)
        return;
    const qint64 now = nowMs();
    client->lastHeardMs = now;
    if (!client->bucket->tryTake(now)) {
        sendError(*client, QStringLiteral("flood"), tr("Too many messages: disconnected."), true);
        return;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        const QString why = error.error != QJsonParseError::NoError
            ? tr("The message is not valid JSON (%1 at character %2).")
                  .arg(error.errorString())
                  .arg(error.offset)
            : tr("The message is not a JSON object.");
        sendError(*client, QStringLiteral("malformed"), why, false);
        return;
    }
    const QJsonObject message = document.object();
    const QString type = message.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("join"))
        handleJoin(*client, message);
    else if (type == QLatin1String("vote"))
        handleVote(*client, message);
    else
        sendError(
            *client, QStringLiteral("unknown-type"),
            tr("Unknown message type \"%1\": expected \"join\" or \"vote\".").arg(type.left(32)),
            false);
}

void VoteServer::handleJoin(Client &client, const QJsonObject &message)
{
    const QJsonValue code = message.value(QStringLiteral("code"));
    const QJsonValue token = message.value(QStringLiteral("token"));
    const QJsonValue nickname = message.value(QStringLiteral("nickname"));
    if (!code.isString() || !(token.isUndefined() || token.isString())
        || !(nickname.isUndefined() || nickname.isString() || nickname.isNull())) {
        sendError(client, QStringLiteral("malformed"),
                  tr("A join needs the code as a string, and the token or nickname as strings."),
                  false);
        return;
    }
    if (client.seat >= 0) {
        sendError(client, QStringLiteral("malformed"), tr("This phone has already joined."), false);
        return;
    }
    // Too many wrong codes from anywhere: no join at all for a while (a right code let through
    // would confirm a guess).
    const double tokens = m_wrongCodes->tokens(nowMs());
    if (tokens < 1.0) {
        const double rate = m_wrongCodes->refillPerSecond();
        const int seconds = rate > 0.0 ? static_cast<int>(std::ceil((1.0 - tokens) / rate)) : 60;
        sendError(client, QStringLiteral("paused"),
                  tr("Joining is paused: too many wrong join codes were tried. Try again in "
                     "%n second(s).",
                     "", std::max(1, seconds)),
                  true);
        return;
    }
    const std::string codeText = code.toString().left(64).toStdString();
    const pe::JoinResult result = token.isString()
        ? m_session->rejoin(codeText, token.toString().left(64).toStdString())
        : m_session->join(codeText, nickname.toString().left(256).toStdString());
    switch (result.refusal) {
    case pe::JoinRefusal::None:
        break;
    case pe::JoinRefusal::WrongCode:
        m_wrongCodes->tryTake(nowMs());
        sendError(client, QStringLiteral("wrong-code"),
                  tr("This is not the class session's join code."), true);
        return;
    case pe::JoinRefusal::Full:
        sendError(client, QStringLiteral("full"), tr("Every seat of the class session is taken."),
                  true);
        return;
    case pe::JoinRefusal::NicknameInvalid:
        sendError(client, QStringLiteral("nickname-invalid"),
                  tr("A nickname has at most %1 characters, without control characters.")
                      .arg(pe::VoteSession::maxNicknameLength),
                  false);
        return;
    case pe::JoinRefusal::NicknameTaken:
        sendError(client, QStringLiteral("nickname-taken"), tr("Another phone has that nickname."),
                  false);
        return;
    case pe::JoinRefusal::UnknownToken:
        sendError(client, QStringLiteral("unknown-token"),
                  tr("This seat is not known to the session: join again."), false);
        return;
    }
    // A phone that rejoins takes its seat from an older connection of its own (a reload).
    for (auto &entry : m_clients) {
        if (&entry.second != &client && entry.second.seat == result.seat) {
            sendError(entry.second, QStringLiteral("rejoined"),
                      tr("This seat was taken up by another connection of the same phone."), true);
            entry.second.seat = -1;
        }
    }
    const bool newSeat = !token.isString();
    client.seat = result.seat;
    send(client,
         QJsonObject {{QStringLiteral("type"), QStringLiteral("welcome")},
                      {QStringLiteral("seat"), result.seat},
                      {QStringLiteral("token"), QString::fromStdString(result.token)},
                      {QStringLiteral("nickname"),
                       QString::fromStdString(m_session->nickname(result.seat))}});
    sendState(client);
    emit connectionsChanged(joinedCount());
    if (newSeat)
        countsChangedSoon();
}

void VoteServer::handleVote(Client &client, const QJsonObject &message)
{
    if (client.seat < 0) {
        sendError(client, QStringLiteral("not-joined"), tr("Join the session before voting."),
                  false);
        return;
    }
    const QJsonValue answer = message.value(QStringLiteral("answer"));
    if (!answer.isString()) {
        sendError(client, QStringLiteral("malformed"), tr("A vote needs its answer as a string."),
                  false);
        return;
    }
    const QByteArray text = answer.toString().toUtf8();
    const pe::VoteRefusal refusal = m_session->vote(client.seat, text.toStdString());
    if (refusal != pe::VoteRefusal::None) {
        QString why;
        switch (refusal) {
        case pe::VoteRefusal::NotOpen:
            why = tr("The vote is closed.");
            break;
        case pe::VoteRefusal::TooLong:
            why = tr("The answer is too long.");
            break;
        case pe::VoteRefusal::NotWhole:
            why = tr("Write a whole number.");
            break;
        case pe::VoteRefusal::NotAChoice:
            why = tr("That is not one of the choices.");
            break;
        default:
            why = tr("Write a number, e.g. 0.84 or −1.5.");
            break;
        }
        sendError(client, voteRefusalId(refusal), why, false);
        return;
    }
    send(client,
         QJsonObject {{QStringLiteral("type"), QStringLiteral("accepted")},
                      {QStringLiteral("round"), m_session->round()},
                      {QStringLiteral("answer"), QString::fromUtf8(text)}});
    countsChangedSoon();
}

QJsonObject VoteServer::stateMessage(const Client &client) const
{
    QJsonObject state {
        {QStringLiteral("type"), QStringLiteral("state")},
        {QStringLiteral("phase"), QString::fromStdString(pe::votePhaseId(m_session->phase()))},
        {QStringLiteral("round"), m_session->round()},
        {QStringLiteral("language"), m_language}};
    if (m_session->phase() != pe::VotePhase::Idle) {
        const pe::VoteQuestion &q = m_session->question();
        QJsonObject question {
            {QStringLiteral("kind"), QString::fromStdString(pe::answerKindId(q.kind))}};
        if (q.kind == pe::AnswerKind::Choice) {
            QJsonArray choices;
            for (std::int64_t c : q.choices)
                choices.append(static_cast<double>(c));
            question.insert(QStringLiteral("choices"), choices);
        }
        QJsonObject texts;
        for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it)
            texts.insert(it.key(), it.value());
        if (!texts.isEmpty())
            question.insert(QStringLiteral("text"), texts);
        state.insert(QStringLiteral("question"), question);
        const auto own = m_session->voteOf(client.seat, m_session->round());
        if (own)
            state.insert(QStringLiteral("vote"), QString::fromStdString(*own));
    }
    if (m_session->phase() == pe::VotePhase::Revealed && !m_revealedAnswer.isEmpty())
        state.insert(QStringLiteral("answer"), m_revealedAnswer);
    return state;
}

void VoteServer::sendState(Client &client)
{
    if (m_session)
        send(client, stateMessage(client));
}

void VoteServer::broadcastState()
{
    if (!m_session)
        return;
    for (auto &entry : m_clients) {
        if (entry.second.seat >= 0)
            sendState(entry.second);
    }
}

void VoteServer::ask(const pe::VoteQuestion &question, const QMap<QString, QString> &texts)
{
    if (!m_session)
        return;
    m_session->ask(question);
    m_texts.clear();
    for (auto it = texts.cbegin(); it != texts.cend(); ++it)
        m_texts.insert(it.key(), it.value().left(2000));
    m_revealedAnswer.clear();
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    countsChangedSoon();
}

bool VoteServer::close()
{
    if (!m_session || !m_session->close())
        return false;
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    return true;
}

bool VoteServer::discuss()
{
    if (!m_session || !m_session->discuss())
        return false;
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    return true;
}

bool VoteServer::revote()
{
    if (!m_session || !m_session->revote())
        return false;
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    countsChangedSoon();
    return true;
}

bool VoteServer::reveal(const QString &answerText)
{
    if (!m_session || !m_session->reveal())
        return false;
    m_revealedAnswer = answerText.left(200);
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    return true;
}

bool VoteServer::back()
{
    if (!m_session || !m_session->back())
        return false;
    if (m_session->phase() == pe::VotePhase::Idle)
        m_texts.clear();
    m_revealedAnswer.clear();
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    countsChangedSoon();
    return true;
}

void VoteServer::reset()
{
    if (!m_session)
        return;
    m_session->reset();
    m_texts.clear();
    m_revealedAnswer.clear();
    broadcastState();
    emit phaseChanged(m_session->phase(), m_session->round());
    countsChangedSoon();
}

void VoteServer::housekeeping()
{
    if (m_tcp)
        m_tcp->abortOverdue();
    const qint64 now = nowMs();
    const bool ping = now - m_lastPingMs >= m_limits.pingIntervalMs;
    if (ping)
        m_lastPingMs = now;
    std::vector<QWebSocket *> timedOut;
    std::vector<QWebSocket *> unread;
    for (auto &entry : m_clients) {
        Client &c = entry.second;
        if (!c.socket)
            continue;
        if (c.socket->bytesToWrite() > m_limits.maxUnsentBytes)
            unread.push_back(entry.first);
        else if (c.seat < 0 && now - c.connectedMs > m_limits.joinTimeoutMs)
            timedOut.push_back(entry.first);
        else if (c.seat >= 0 && now - c.lastHeardMs > m_limits.idleTimeoutMs)
            timedOut.push_back(entry.first);
        else if (ping && c.seat >= 0)
            c.socket->ping();
    }
    for (QWebSocket *socket : timedOut) {
        if (Client *c = clientOf(socket))
            sendError(*c, QStringLiteral("timeout"), tr("The connection was idle too long."), true);
    }
    for (QWebSocket *socket : unread)
        socket->abort(); // disconnected(), then dropClient() from the event loop
}
