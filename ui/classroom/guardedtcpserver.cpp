#include "guardedtcpserver.h"

#include <QTimer>

GuardedTcpServer::GuardedTcpServer(QObject *parent) : QTcpServer(parent) { }

void GuardedTcpServer::incomingConnection(qintptr socketDescriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(socketDescriptor)) {
        delete socket;
        return;
    }
    m_released.removeIf([](const QPointer<QTcpSocket> &s) {
        return !s || s->state() == QAbstractSocket::UnconnectedState;
    });
    if (openConnections() >= m_maxConnections) {
        ++m_refused;
        socket->abort();
        socket->deleteLater();
        return;
    }
    m_watched.insert(socket, Watched {socket, {}});
    m_watched[socket].age.start();
    // Connected before the HTTP server's own slot (addPendingConnection() comes after), so this
    // sees an unfinished request before it is parsed.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
        if (m_watched.contains(socket) && socket->bytesAvailable() > m_maxRequestBytes) {
            ++m_refused;
            forget(socket);
            // Queued: the HTTP server's slot for this readyRead still runs on a live socket.
            QTimer::singleShot(0, socket, [socket] { socket->abort(); });
        }
    });
    connect(socket, &QObject::destroyed, this, [this, socket] { forget(socket); });
    addPendingConnection(socket);
}

void GuardedTcpServer::forget(QTcpSocket *socket) { m_watched.remove(socket); }

bool GuardedTcpServer::release(const QHostAddress &address, quint16 port)
{
    for (auto it = m_watched.begin(); it != m_watched.end(); ++it) {
        QTcpSocket *socket = it->socket;
        if (socket && socket->peerPort() == port && socket->peerAddress().isEqual(address)) {
            disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
            m_released.append(socket);
            m_watched.erase(it);
            return true;
        }
    }
    return false;
}

int GuardedTcpServer::abortOverdue()
{
    QList<QTcpSocket *> overdue;
    for (const Watched &w : std::as_const(m_watched)) {
        if (w.socket && w.age.elapsed() > m_deadlineMs)
            overdue.append(w.socket);
    }
    for (QTcpSocket *socket : overdue) {
        ++m_refused;
        forget(socket);
        socket->abort();
    }
    return static_cast<int>(overdue.size());
}

int GuardedTcpServer::openConnections() const
{
    int open = 0;
    for (const Watched &w : m_watched) {
        if (w.socket && w.socket->state() != QAbstractSocket::UnconnectedState)
            ++open;
    }
    for (const QPointer<QTcpSocket> &socket : m_released) {
        if (socket && socket->state() != QAbstractSocket::UnconnectedState)
            ++open;
    }
    return open;
}

void GuardedTcpServer::abortAll()
{
    const auto watched = m_watched;
    m_watched.clear();
    for (const Watched &w : watched) {
        if (w.socket)
            w.socket->abort();
    }
    for (const QPointer<QTcpSocket> &socket : std::as_const(m_released)) {
        if (socket)
            socket->abort();
    }
    m_released.clear();
}
