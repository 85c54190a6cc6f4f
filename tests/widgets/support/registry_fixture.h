#pragma once
// A real gbxx-registry for the editor's tests (registry/support/registry_process.h): started on a
// free localhost port with a scratch data folder and one account, the editor pointed at it through
// GBXX_REGISTRY, tokens kept in a scratch file (GBXX_TOKEN_FILE, never the desktop's key ring),
// and boards published to it straight through the API.

#include "gbxx/footer.h"
#include "registry/support/registry_process.h"
#include "registry_client/token_store.h"
#include "widgets/support/gui_test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace gbxx::test {

struct RegistryFixture {
    QTemporaryDir dir;
    std::unique_ptr<RegistryProcess> server;
    QString token;

    // Starts the server (its data in dir/data) and makes the account "ada"; keeps its token when
    // `signedIn`. QVERIFY-style: check QTest::currentTestFailed() after.
    void start(bool signedIn = true) {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS"); // no key ring: the token file
        qunsetenv("GBXX_TOKEN");
        qputenv("GBXX_TOKEN_FILE", dir.filePath(QStringLiteral("tokens.json")).toLocal8Bit());
        server = std::make_unique<RegistryProcess>(
            QStringList{QStringLiteral("--data"), dir.filePath(QStringLiteral("data"))},
            QStringList{QStringLiteral("--publish-limit"), QStringLiteral("1000")});
        // Before the server starts, as an administrator would (and the restart keeps it).
        if (token.isEmpty())
            token = server->addUser(QStringLiteral("ada"));
        QVERIFY(!token.isEmpty());
        QString why;
        QVERIFY2(server->start(&why), qPrintable(why));
        qputenv("GBXX_REGISTRY", server->base().toLocal8Bit());
        if (signedIn)
            QVERIFY(!TokenStore(QUrl(server->base())).write(token));
    }
    // The same data again, on a new port (the editor is told with reload()).
    void restart() {
        server->terminate();
        start(false);
    }
    ~RegistryFixture() {
        qunsetenv("GBXX_REGISTRY");
        qunsetenv("GBXX_TOKEN_FILE");
    }

    // Publishes `bytes` through the API: {code, revision}, or an empty code.
    std::pair<QString, int> publish(const QByteArray& bytes) const {
        const HttpAnswer answer =
            http("POST", server->base() + QStringLiteral("/api/v1/boards"), bytes,
                 {{"Content-Type", "application/x-gameboardxx"},
                  {"Authorization", "Bearer " + token.toLatin1()}});
        if (answer.status != 201)
            return {};
        const QJsonObject o = QJsonDocument::fromJson(answer.body).object();
        return {o.value(QStringLiteral("code")).toString(),
                o.value(QStringLiteral("revision")).toInt()};
    }
    // The registry's bytes of `code` (`revision` 0: the latest).
    HttpAnswer fetch(const QString& code, int revision = 0) const {
        return http("GET",
                    server->base() + QStringLiteral("/api/v1/boards/") + code +
                        (revision > 0 ? QStringLiteral("/revisions/%1").arg(revision) : QString()));
    }
};

// A small board of its own: its title tells it apart (the registry refuses duplicates).
inline Board titledBoard(const QString& title, const QString& code = {}) {
    Board board = squareBoard(Variant::GB32, 6, 4);
    board.footer().setText(footerField("title"), title.toStdString());
    board.footer().setText(footerField("author"), "Ada");
    if (!code.isEmpty())
        board.footer().setText(footerField("boardCode"), code.toStdString());
    return board;
}

} // namespace gbxx::test
