#include "studentpageserver.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

StudentPageServer::StudentPageServer(QObject *parent) : QAbstractHttpServer(parent)
{
    QFile file(QStringLiteral(":/classroom/vote.html"));
    if (file.open(QIODevice::ReadOnly))
        m_page = file.readAll();
}

bool StudentPageServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // A WebSocket upgrade: nothing is written here. Qt 6.4 upgrades a request after its handler
    // returned true (handled), and hands the socket on (newWebSocketConnection()).
    if (request.value("Upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
        return true;
    QHttpServerResponder responder = makeResponder(request, socket);
    const QString path = request.url().path();
    if (request.method() != QHttpServerRequest::Method::Get
        || (path != QLatin1String("/") && path != QLatin1String("/index.html"))
        || m_page.isEmpty()) {
        responder.write(
            QByteArray("Not found\n"),
            {{"Content-Type", "text/plain; charset=utf-8"}, {"Cache-Control", "no-store"}},
            QHttpServerResponder::StatusCode::NotFound);
        return true;
    }
    responder.write(m_page,
                    {{"Content-Type", "text/html; charset=utf-8"},
                     {"Cache-Control", "no-store"},
                     {"X-Content-Type-Options", "nosniff"},
                     {"X-Frame-Options", "DENY"},
                     {"Referrer-Policy", "no-referrer"},
                     {"Content-Security-Policy",
                      "default-src 'none'; style-src 'unsafe-inline'; "
                      "script-src 'unsafe-inline'; connect-src 'self' ws: wss:; "
                      "img-src data:; base-uri 'none'; form-action 'none'; "
                      "frame-ancestors 'none'"}});
    return true;
}

void StudentPageServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}
