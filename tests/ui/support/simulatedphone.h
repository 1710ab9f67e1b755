#pragma once

// A simulated phone of the class session for the tests (tst_classpanel, tst_classvisibility and
// its load test): a WebSocket client on 127.0.0.1 that joins, votes and keeps what the server
// said last.

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QUrl>
#include <QWebSocket>

namespace testsupport {

/// A phone: opens ws://127.0.0.1:port/socket at once; joins and votes by the server's protocol
/// (ui/classroom/voteserver.h), keeping the last state, whether it was welcomed and how many
/// votes the server accepted.
class Phone
{
public:
    explicit Phone(quint16 port)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket,
                         [this](const QString &text) {
                             const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
                             const QString type = m.value(QStringLiteral("type")).toString();
                             if (type == QLatin1String("state"))
                                 state = m;
                             else if (type == QLatin1String("welcome"))
                                 welcomed = true;
                             else if (type == QLatin1String("accepted"))
                                 ++accepted;
                         });
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(port)));
    }
    bool connected() const { return socket.state() == QAbstractSocket::ConnectedState; }
    void send(const QJsonObject &message)
    {
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    void join(const QString &code)
    {
        send({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("code"), code}});
    }
    void vote(const QString &answer)
    {
        send(
            {{QStringLiteral("type"), QStringLiteral("vote")}, {QStringLiteral("answer"), answer}});
    }
    /// The phase of the last state ("asking", "closed", ...; empty before the first).
    QString phase() const { return state.value(QStringLiteral("phase")).toString(); }

    QWebSocket socket;
    QJsonObject state;
    bool welcomed = false;
    int accepted = 0;
};

} // namespace testsupport
