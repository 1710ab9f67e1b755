#pragma once

#include <QAbstractHttpServer>
#include <QByteArray>

/// The HTTP side of the class session: serves the students' page (resources/classroom/vote.html)
/// at GET / and nothing else (404), with headers that keep the page to itself: no caching, no
/// framing, no outside resources (Content-Security-Policy). WebSocket upgrades are handed on by
/// QAbstractHttpServer (newWebSocketConnection()); VoteServer takes them.
class StudentPageServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    explicit StudentPageServer(QObject *parent = nullptr);

    /// The page served at / (UTF-8 HTML; empty when the resource is missing).
    const QByteArray &page() const { return m_page; }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    QByteArray m_page;
};
