#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

/// The listening socket of the class session (VoteServer): a QTcpServer that keeps watch over
/// each connection until it has become a WebSocket, so that a client cannot hold a connection
/// open or fill memory by never finishing its HTTP request (slow loris).
///
/// A connection is refused at once (closed) when maxConnections are already open. Until
/// release() is called for it (VoteServer does when the connection has become a WebSocket), a
/// connection is aborted when it has been open longer than the deadline or holds more than
/// maxRequestBytes of unread request. Served HTTP connections (the page) are so closed at their
/// deadline too: a browser opens a new one when it needs one.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit GuardedTcpServer(QObject *parent = nullptr);

    /// The most connections open at once (watched and released ones together), >= 1.
    void setMaxConnections(int count) { m_maxConnections = count; }
    /// How long a connection may stay open before release(), in milliseconds.
    void setDeadlineMs(int ms) { m_deadlineMs = ms; }
    /// The most bytes of an unfinished request held for a watched connection.
    void setMaxRequestBytes(qint64 bytes) { m_maxRequestBytes = bytes; }

    /// Stops watching the connection from peer (address, port): it has become a WebSocket,
    /// which VoteServer watches itself. False when no watched connection comes from there.
    bool release(const QHostAddress &address, quint16 port);
    /// Aborts every watched connection that is past its deadline (VoteServer calls this from its
    /// housekeeping timer). Returns how many were aborted.
    int abortOverdue();
    /// The connections open now (watched and released).
    int openConnections() const;
    /// The connections refused or aborted since the start (too many, overdue, oversized).
    int refusedConnections() const { return m_refused; }
    /// Aborts every connection this server accepted (watched or released).
    void abortAll();

protected:
    void incomingConnection(qintptr socketDescriptor) override;

private:
    struct Watched
    {
        QPointer<QTcpSocket> socket;
        QElapsedTimer age;
    };

    void forget(QTcpSocket *socket);

    int m_maxConnections = 400;
    int m_deadlineMs = 10000;
    qint64 m_maxRequestBytes = 16384;
    int m_refused = 0;
    QHash<QTcpSocket *, Watched> m_watched;
    QList<QPointer<QTcpSocket>> m_released;
};
