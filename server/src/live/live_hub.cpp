#include "server/live/live_hub.h"

#include "server/http/http_request.h"

#include "server/store/board_store.h"
#include "server/store/registry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

namespace gbxx::registry {
namespace {

// The largest frame a participant may send: a whole-board edit of a 255×255 GB64 board fits.
constexpr qint64 kMostFrameBytes = 2 * 1024 * 1024;
constexpr int kHelloMs = 10000;
// A session's lease: renewed every 1.5 s for 5 s, so that another server takes over within about
// five seconds of this one dying, and a pause of this one (a slow disk) has room.
constexpr qint64 kLeaseMs = 5000;
constexpr int kRenewMs = 1500;
// A session nobody is connected to is let go after a minute: another server may take it then.
constexpr qint64 kIdleMs = 60000;

void refuse(QWebSocket* socket, const QString& error, const QString& message) {
    socket->sendTextMessage(QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                  {QStringLiteral("error"), error},
                                  {QStringLiteral("message"), message}})
            .toJson(QJsonDocument::Compact)));
    socket->close(QWebSocketProtocol::CloseCodePolicyViolated, error);
    socket->deleteLater();
}

// "/api/v1/boards/{code}/live" → the code as a URL may spell it.
QString codeOfPath(const QString& path) {
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.size() != 5 || parts[0] != QLatin1String("api") || parts[1] != QLatin1String("v1") ||
        parts[2] != QLatin1String("boards") || parts[4] != QLatin1String("live"))
        return {};
    return BoardStore::codeOfPath(QUrl::fromPercentEncoding(parts[3].toLatin1()))
        .value_or(QString());
}

} // namespace

LiveHub::LiveHub(Registry& registry, QObject* parent)
    : QObject(parent)
    , registry_(registry)
    , server_(QStringLiteral("gbxx-registry"), QWebSocketServer::NonSecureMode) {
    server_.setMaxPendingConnections(1000);
    name_ = QStringLiteral("%1:%2:%3")
                .arg(QSysInfo::machineHostName())
                .arg(QCoreApplication::applicationPid())
                .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    connect(&leases_, &QTimer::timeout, this, &LiveHub::renewLeases);
    leases_.start(kRenewMs);
    connect(&server_, &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket* socket = server_.nextPendingConnection()) {
            socket->setMaxAllowedIncomingMessageSize(kMostFrameBytes);
            socket->setMaxAllowedIncomingFrameSize(kMostFrameBytes);
            const QString code = codeOfPath(socket->requestUrl().path());
            if (code.isEmpty()) {
                refuse(socket, QStringLiteral("not-found"),
                       QStringLiteral("a live session is at /api/v1/boards/CODE/live"));
                continue;
            }
            // The first message is the hello; nothing else counts until it came.
            auto* timer = new QTimer(socket);
            timer->setSingleShot(true);
            connect(timer, &QTimer::timeout, socket, [socket] {
                refuse(socket, QStringLiteral("bad-hello"),
                       QStringLiteral("no hello within %1 s").arg(kHelloMs / 1000));
            });
            timer->start(kHelloMs);
            auto* first = new QMetaObject::Connection;
            *first = connect(socket, &QWebSocket::textMessageReceived, this,
                             [this, socket, code, timer, first](const QString& message) {
                                 disconnect(*first);
                                 delete first;
                                 timer->stop();
                                 hello(socket, code, message);
                             });
            connect(socket, &QWebSocket::binaryMessageReceived, socket, [socket, timer] {
                if (timer->isActive())
                    refuse(socket, QStringLiteral("bad-hello"),
                           QStringLiteral("the first message must be the hello"));
            });
            connect(socket, &QWebSocket::disconnected, socket, [socket, timer] {
                if (timer->isActive())
                    socket->deleteLater();
            });
        }
    });
}

LiveHub::~LiveHub() {
    qDeleteAll(sessions_);
}

bool LiveHub::isLiveTarget(const QByteArray& target) {
    const qsizetype query = target.indexOf('?');
    const QByteArray path = query < 0 ? target : target.left(query);
    return path.startsWith("/api/v1/boards/") &&
           (path.endsWith("/live") || path.endsWith("/live/"));
}

void LiveHub::take(QTcpSocket* socket) {
    // The guard's 64 KB read buffer would hold a larger frame back for ever (Qt WebSockets waits
    // for a frame's whole payload); the frame limit below bounds what a participant sends.
    socket->setReadBufferSize(0);
    // Operations are small frames that must go at once: no waiting for the last one's ACK.
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    server_.handleConnection(socket);
}

LiveSession* LiveHub::loaded(const QString& code) const {
    return sessions_.value(code);
}

LiveSession* LiveHub::session(const QString& code, QString* why) {
    if (LiveSession* s = sessions_.value(code))
        return s;
    // Only the lease's holder applies a session's operations; it loads the session from the
    // journal as the last holder left it.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QString holder;
    if (!LiveJournal(registry_.session()).claim(code, name_, now, now + kLeaseMs, &holder)) {
        *why = holder.isEmpty()
                   ? QStringLiteral("%1 has no live session").arg(code)
                   : QStringLiteral("the session of %1 is served by another server now; try "
                                    "again in a few seconds")
                         .arg(code);
        return nullptr;
    }
    std::unique_ptr<LiveSession> loaded = LiveSession::load(registry_, code, why);
    if (!loaded) {
        LiveJournal(registry_.session()).release(code, name_);
        return nullptr;
    }
    LiveSession* s = loaded.release();
    connect(s, &LiveSession::broken, this, [this, code, s] {
        if (sessions_.value(code) == s) {
            sessions_.remove(code);
            s->deleteLater();
        }
    });
    sessions_.insert(code, s);
    return s;
}

void LiveHub::drop(const QString& code, const QString& error, const QString& message) {
    if (LiveSession* s = sessions_.take(code)) {
        s->closeAll(error, message);
        s->deleteLater();
    }
    idleSince_.remove(code);
}

void LiveHub::renewLeases() {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QStringList codes = sessions_.keys();
    for (const QString& code : codes) {
        LiveSession* s = sessions_.value(code);
        try {
            LiveJournal journal(registry_.session());
            if (s->participantCount() == 0) {
                const qint64 since = idleSince_.value(code, now);
                idleSince_.insert(code, since);
                if (now - since >= kIdleMs) {
                    journal.release(code, name_);
                    drop(code, {}, {});
                    continue;
                }
            } else {
                idleSince_.remove(code);
            }
            if (!journal.renew(code, name_, now + kLeaseMs))
                drop(code, QStringLiteral("moved"),
                     QStringLiteral("another server serves the session now; reconnect"));
        } catch (const SqlFailure&) {
            // The database is away: nothing can be committed anyway, and the lease runs out by
            // itself if this lasts.
        }
    }
    registry_.session().finishStatements();
}

void LiveHub::releaseAll() {
    const QStringList codes = sessions_.keys();
    for (const QString& code : codes) {
        try {
            LiveJournal(registry_.session()).release(code, name_);
        } catch (const SqlFailure&) {
        }
        drop(code, QStringLiteral("moved"), QStringLiteral("the server is stopping; reconnect"));
    }
}

void LiveHub::restarted(const QString& code) {
    if (LiveSession* s = sessions_.take(code)) {
        s->closeAll(QStringLiteral("session-restarted"),
                    QStringLiteral("the owner started the session again; reconnect"));
        s->deleteLater();
    }
}

void LiveHub::hello(QWebSocket* socket, const QString& code, const QString& message) {
    const QJsonObject hello = QJsonDocument::fromJson(message.toUtf8()).object();
    if (hello.value(QStringLiteral("type")).toString() != QLatin1String("hello")) {
        refuse(socket, QStringLiteral("bad-hello"),
               QStringLiteral("the first message must be {\"type\": \"hello\", …}"));
        return;
    }
    if (hello.value(QStringLiteral("version")).toInt() != 1) {
        refuse(socket, QStringLiteral("bad-version"),
               QStringLiteral("this server speaks version 1 of the live protocol"));
        return;
    }
    QString token = hello.value(QStringLiteral("token")).toString();
    if (token.isEmpty())
        token = bearerToken(socket->request().rawHeader("Authorization"));
    try {
        std::optional<Account> account;
        if (!token.isEmpty()) {
            account = registry_.accounts().authenticate(token);
            if (!account) {
                refuse(socket, QStringLiteral("unauthorized"),
                       QStringLiteral("the token is not valid (or was revoked)"));
                return;
            }
        }
        QString why;
        LiveSession* s = session(code, &why);
        if (!s) {
            const bool elsewhere = why.contains(QLatin1String("another server"));
            refuse(socket,
                   elsewhere ? QStringLiteral("elsewhere") : QStringLiteral("no-live-session"),
                   why);
            return;
        }
        const bool watch = hello.value(QStringLiteral("watch")).toBool();
        const bool editor = account && s->mayEdit(*account);
        if (!watch && !editor) {
            refuse(socket, QStringLiteral("forbidden"),
                   account ? QStringLiteral("%1 is not an editor of this session; join with "
                                            "\"watch\": true to watch")
                                 .arg(account->name)
                           : QStringLiteral("editing needs a token; join with \"watch\": true "
                                            "to watch"));
            return;
        }
        if (!editor && !s->watchable()) {
            refuse(socket, QStringLiteral("forbidden"),
                   QStringLiteral("the owner does not let others watch this session"));
            return;
        }
        s->join(socket, account, token, hello);
        registry_.session().finishStatements();
    } catch (const SqlFailure&) {
        refuse(socket, QStringLiteral("unavailable"),
               QStringLiteral("the database cannot be reached; try again shortly"));
    }
}

} // namespace gbxx::registry
