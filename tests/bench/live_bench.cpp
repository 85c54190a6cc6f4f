// Live sessions' speed (issue 46 item 9; docs/performance.md "Live sessions"), driven by
// tests/bench/live-bench.sh, which starts the servers. Modes:
//   echo PORT                          the floor: a bare Qt WebSockets server that relays every
//                                      binary message to every connected client
//   paint URL TOKEN CLIENTS HZ SECONDS editors painting 3-tile strokes at HZ samples a second on
//                                      the session at URL: a remote stroke's time until the others
//                                      show it, and one's own until it is acknowledged (durable)
//   relay URL TOKEN CLIENTS SECONDS    as many operations as the server takes (each client keeps
//                                      32 unacknowledged): messages delivered a second
//   echo-relay URL CLIENTS SECONDS     the same against the echo floor
//   watchers URL COUNT                 COUNT read-only participants connected, then waits for
//                                      SIGTERM (the script reads the server's memory meanwhile)
//   presence URLFILE HZ SECONDS        two editors on each session listed in URLFILE, each sending
//                                      its cursor HZ times a second: presence updates received
// Each prints one line of figures. Localhost only; every mode ends by itself.

#include "gbxx/codec.h"
#include "gbxx/live/live_wire.h"
#include "live_client/live_connection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

using gbxx::live_client::LiveConnection;

namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * double(v.size())))];
}

// Runs the event loop (sleeping while nothing happens, so that the clients do not take the CPU
// the server needs) until `done` or `ms` passed.
bool waitUntil(const std::function<bool()>& done, int ms) {
    QEventLoop loop;
    QTimer poll, limit;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QObject::connect(&limit, &QTimer::timeout, &loop, &QEventLoop::quit);
    poll.start(2);
    limit.setSingleShot(true);
    limit.start(ms);
    if (!done())
        loop.exec();
    return done();
}

int echo(quint16 port) {
    auto* server = new QWebSocketServer(QStringLiteral("echo"), QWebSocketServer::NonSecureMode);
    if (!server->listen(QHostAddress::LocalHost, port))
        return 1;
    auto* clients = new QList<QWebSocket*>;
    QObject::connect(server, &QWebSocketServer::newConnection, [server, clients] {
        while (QWebSocket* s = server->nextPendingConnection()) {
            clients->append(s);
            QObject::connect(s, &QWebSocket::binaryMessageReceived, [clients](const QByteArray& m) {
                for (QWebSocket* c : *clients)
                    c->sendBinaryMessage(m);
            });
            QObject::connect(s, &QWebSocket::disconnected, [clients, s] {
                clients->removeAll(s);
                s->deleteLater();
            });
        }
    });
    std::printf("echo listening on %u\n", server->serverPort());
    std::fflush(stdout);
    return QCoreApplication::exec();
}

std::vector<std::unique_ptr<LiveConnection>> editors(const QString& url, const QString& token,
                                                     int count, bool watch = false) {
    std::vector<std::unique_ptr<LiveConnection>> out;
    for (int k = 0; k < count; ++k) {
        out.push_back(std::make_unique<LiveConnection>(QUrl(url), token, watch));
        out.back()->open();
    }
    waitUntil(
        [&] {
            return std::all_of(out.begin(), out.end(), [](const auto& c) {
                return c->state() == LiveConnection::State::Connected;
            });
        },
        60000);
    return out;
}

int paint(const QString& url, const QString& token, int count, int hz, int seconds) {
    auto peers = editors(url, token, count);
    std::map<std::pair<gbxx::live::ClientId, std::uint64_t>, qint64> sentAt; // ns
    std::vector<double> visible, durable;
    QElapsedTimer clock;
    clock.start();
    for (auto& p : peers) {
        LiveConnection* self = p.get();
        QObject::connect(self, &LiveConnection::applied, [&, self](const gbxx::live::Applied& a) {
            const auto it = sentAt.find({a.client, a.n});
            if (it == sentAt.end())
                return;
            const double ms = double(clock.nsecsElapsed() - it->second) / 1e6;
            (a.client == self->replica().client() ? durable : visible).push_back(ms);
        });
    }
    const gbxx::Board& board = peers.front()->replica().board();
    const std::size_t tiles = board.tileCount();
    std::vector<QTimer*> timers;
    int k = 0;
    for (auto& p : peers) {
        auto* t = new QTimer;
        LiveConnection* self = p.get();
        std::size_t at = (tiles / peers.size()) * std::size_t(k++);
        QObject::connect(t, &QTimer::timeout, [&, self, at]() mutable {
            at = (at + 3) % (tiles - 3);
            sentAt[{self->replica().client(), self->replica().nextN()}] = clock.nsecsElapsed();
            self->edit({{0, gbxx::TileIndex(at), {1, 2, 3}}});
        });
        t->setTimerType(Qt::PreciseTimer);
        t->start(1000 / hz);
        timers.push_back(t);
    }
    waitUntil([] { return false; }, seconds * 1000);
    for (QTimer* t : timers)
        t->stop();
    waitUntil(
        [&] {
            return std::all_of(peers.begin(), peers.end(),
                               [](const auto& c) { return c->replica().pending().empty(); });
        },
        20000);
    std::printf("paint clients=%d hz=%d ops=%zu visible_ms p50=%.1f p95=%.1f p99=%.1f "
                "durable_ms p50=%.1f p95=%.1f p99=%.1f\n",
                count, hz, durable.size(), percentile(visible, 0.5), percentile(visible, 0.95),
                percentile(visible, 0.99), percentile(durable, 0.5), percentile(durable, 0.95),
                percentile(durable, 0.99));
    return 0;
}

int relay(const QString& url, const QString& token, int count, int seconds) {
    auto peers = editors(url, token, count);
    std::size_t delivered = 0;
    bool running = true;
    const auto top = [&](LiveConnection* self) {
        while (running && self->replica().pending().size() < 32)
            self->edit({{0, gbxx::TileIndex(self->replica().nextN() % 1000), {1}}});
    };
    for (auto& p : peers) {
        LiveConnection* self = p.get();
        QObject::connect(self, &LiveConnection::applied, [&, self](const gbxx::live::Applied&) {
            ++delivered;
            top(self);
        });
        top(self);
    }
    QElapsedTimer clock;
    clock.start();
    const std::size_t startDelivered = delivered;
    waitUntil([] { return false; }, seconds * 1000);
    running = false;
    const double rate = double(delivered - startDelivered) * 1000.0 / double(clock.elapsed());
    std::printf("relay clients=%d delivered_per_s=%.0f\n", count, rate);
    return 0;
}

int echoRelay(const QString& url, int count, int seconds) {
    std::vector<std::unique_ptr<QWebSocket>> peers;
    std::size_t delivered = 0;
    std::vector<int> inFlight(std::size_t(count), 0);
    bool running = true;
    // The same bytes an operation's frame has (a one-tile edit).
    gbxx::live::ClientOp op;
    op.n = 1;
    op.runs = {{0, 500, {1}}};
    const QByteArray frame = [&] {
        const auto b = gbxx::live::encodeClientOp(op);
        return QByteArray(reinterpret_cast<const char*>(b.data()), qsizetype(b.size()));
    }();
    for (int k = 0; k < count; ++k) {
        peers.push_back(std::make_unique<QWebSocket>());
        peers.back()->open(QUrl(url));
    }
    waitUntil(
        [&] {
            return std::all_of(peers.begin(), peers.end(), [](const auto& s) {
                return s->state() == QAbstractSocket::ConnectedState;
            });
        },
        30000);
    // Each client keeps 32 of its own messages in flight, as the relay mode does: a message
    // echoed back to its sender is its acknowledgement.
    for (int k = 0; k < count; ++k) {
        QWebSocket* s = peers[std::size_t(k)].get();
        const QByteArray mine = frame + QByteArray(1, char(k));
        QObject::connect(s, &QWebSocket::binaryMessageReceived,
                         [&, s, k, mine](const QByteArray& m) {
                             ++delivered;
                             if (m == mine) {
                                 --inFlight[std::size_t(k)];
                                 while (running && inFlight[std::size_t(k)] < 32) {
                                     s->sendBinaryMessage(mine);
                                     ++inFlight[std::size_t(k)];
                                 }
                             }
                         });
        for (; inFlight[std::size_t(k)] < 32; ++inFlight[std::size_t(k)])
            s->sendBinaryMessage(mine);
    }
    QElapsedTimer clock;
    clock.start();
    const std::size_t startDelivered = delivered;
    waitUntil([] { return false; }, seconds * 1000);
    running = false;
    std::printf("echo-relay clients=%d delivered_per_s=%.0f\n", count,
                double(delivered - startDelivered) * 1000.0 / double(clock.elapsed()));
    return 0;
}

int watchers(const QString& url, int count) {
    auto peers = editors(url, QString(), count, true);
    const auto connected = std::count_if(peers.begin(), peers.end(), [](const auto& c) {
        return c->state() == LiveConnection::State::Connected;
    });
    std::printf("watchers connected=%zd\n", std::ptrdiff_t(connected));
    std::fflush(stdout);
    return QCoreApplication::exec(); // until SIGTERM
}

int presence(const QString& urlFile, const QString& token, int hz, int seconds) {
    QFile file(urlFile);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    std::vector<std::unique_ptr<LiveConnection>> peers;
    for (const QByteArray& line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        for (int k = 0; k < 2; ++k) {
            peers.push_back(std::make_unique<LiveConnection>(
                QUrl(QString::fromLatin1(line.trimmed())), token, false));
            peers.back()->open();
        }
    }
    waitUntil(
        [&] {
            return std::all_of(peers.begin(), peers.end(), [](const auto& c) {
                return c->state() == LiveConnection::State::Connected;
            });
        },
        120000);
    std::size_t updates = 0;
    for (auto& p : peers)
        QObject::connect(p.get(), &LiveConnection::presence,
                         [&](const QJsonArray& batch) { updates += std::size_t(batch.size()); });
    QTimer tick;
    int round = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        ++round;
        for (auto& p : peers)
            p->sendPresence({{QStringLiteral("tile"), round % 1000},
                             {QStringLiteral("tool"), QStringLiteral("brush")}});
    });
    tick.start(1000 / hz);
    QElapsedTimer clock;
    clock.start();
    waitUntil([] { return false; }, seconds * 1000);
    tick.stop();
    std::printf("presence sessions=%zu hz=%d sent_per_s=%.0f received_updates_per_s=%.0f\n",
                peers.size() / 2, hz,
                double(round) * double(peers.size()) * 1000.0 / double(clock.elapsed()),
                double(updates) * 1000.0 / double(clock.elapsed()));
    return 0;
}

// Publishes `count` distinct `width` × `length` hex GB64 boards and starts a session on each
// (others may watch): their WebSocket addresses, one a line.
int start(const QString& base, const QString& token, int count, int width, int length) {
    QNetworkAccessManager network;
    const auto post = [&](const QString& path, const QByteArray& body, const QByteArray& type) {
        QNetworkRequest request{QUrl(base + path)};
        request.setRawHeader("Authorization", "Bearer " + token.toLatin1());
        request.setHeader(QNetworkRequest::ContentTypeHeader, type);
        QNetworkReply* reply = network.post(request, body);
        waitUntil([reply] { return reply->isFinished(); }, 30000);
        const QByteArray answer = reply->readAll();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        reply->deleteLater();
        return status == 201 ? QJsonDocument::fromJson(answer).object() : QJsonObject();
    };
    for (int k = 0; k < count; ++k) {
        gbxx::Board board(gbxx::Variant::GB64, width, length);
        board.setHeader(*board.layout().headerField("hex"), 1);
        board.setTileRaw(0,
                         std::uint64_t(k) + 1); // distinct bytes: the registry refuses duplicates
        board.setTileRaw(1, std::uint64_t(k) >> 16);
        const auto bytes = gbxx::writeBoard(board);
        const QJsonObject published =
            post(QStringLiteral("/api/v1/boards"),
                 QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size())),
                 "application/x-gameboardxx");
        const QString code = published.value(QStringLiteral("code")).toString();
        const QJsonObject started = post(QStringLiteral("/api/v1/boards/%1/live").arg(code),
                                         R"({"watch": true})", "application/json");
        if (code.isEmpty() || started.isEmpty()) {
            std::fprintf(stderr, "publishing or starting board %d failed\n", k);
            return 1;
        }
        std::printf("%s\n", qPrintable(started.value(QStringLiteral("url")).toString()));
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList a = app.arguments().mid(1);
    const QString mode = a.value(0);
    if (mode == QLatin1String("start") && a.size() == 6)
        return start(a[1], a[2], a[3].toInt(), a[4].toInt(), a[5].toInt());
    if (mode == QLatin1String("echo"))
        return echo(quint16(a.value(1).toUInt()));
    if (mode == QLatin1String("paint") && a.size() == 6)
        return paint(a[1], a[2], a[3].toInt(), a[4].toInt(), a[5].toInt());
    if (mode == QLatin1String("relay") && a.size() == 5)
        return relay(a[1], a[2], a[3].toInt(), a[4].toInt());
    if (mode == QLatin1String("echo-relay") && a.size() == 4)
        return echoRelay(a[1], a[2].toInt(), a[3].toInt());
    if (mode == QLatin1String("watchers") && a.size() == 3)
        return watchers(a[1], a[2].toInt());
    if (mode == QLatin1String("presence") && a.size() == 5)
        return presence(a[1], a[2], a[3].toInt(), a[4].toInt());
    std::fprintf(stderr, "usage: gbxx_live_bench start BASE TOKEN COUNT WIDTH LENGTH | echo PORT | "
                         "paint URL TOKEN CLIENTS HZ SECONDS | "
                         "relay URL TOKEN CLIENTS SECONDS | echo-relay URL CLIENTS SECONDS | "
                         "watchers URL COUNT | presence URLFILE TOKEN HZ SECONDS\n");
    return 2;
}
