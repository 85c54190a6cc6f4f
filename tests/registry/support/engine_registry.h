#pragma once
// A fresh gbxx-registry for each test function, on SQLite or on PostgreSQL as the suite's global
// row says (engineRows()): a scratch data folder, or a new database in the suite's own cluster
// (scripts/scratch-postgres.sh), with one account and a raw HTTP client, so that a test reads
// every answer byte for byte. For the suites that need nothing of the server but its API.

#include "registry/support/raw_http.h"
#include "registry/support/registry_process.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <memory>

// A test of a suite run on both databases (engineRows) starts its own server on its row's engine.
#define GBXX_START_ENGINE(registry)                                                                \
    do {                                                                                           \
        QFETCH_GLOBAL(QString, engine);                                                            \
        const QString failed_ = (registry).start(engine);                                         \
        QVERIFY2(failed_.isEmpty(), qPrintable(failed_));                                          \
    } while (false)

#define GBXX_EXPECT_STATUS(answer, expected)                                                       \
    QVERIFY2((answer).status == (expected), qPrintable((answer).describe()))

namespace gbxx::test {

// An ETag's form: the text in double quotes.
inline QByteArray quotedTag(const QByteArray& text) {
    return '"' + text + '"';
}

// initTestCase_data(): the rows "sqlite" and "postgresql" of the column "engine".
void engineRows();

class EngineRegistry {
public:
    // `name` tells the suite's databases and admin connection apart from other suites'.
    explicit EngineRegistry(QString name);
    ~EngineRegistry();
    EngineRegistry(const EngineRegistry&) = delete;
    EngineRegistry& operator=(const EngineRegistry&) = delete;

    // In initTestCase(): the PostgreSQL cluster (never skipped: a machine without one fails).
    // Empty, or why not.
    QString startCluster();
    // A server on a fresh database of `engine` with the account "ada". Empty, or why not.
    QString start(const QString& engine);

    RawHttp& client() { return *client_; }
    RegistryProcess& server() { return *server_; }
    // The suite's PostgreSQL cluster (startCluster()), for tests that stop and start it.
    ScratchPostgres* postgres() { return postgres_.get(); }
    QByteArray token() const { return token_; } // ada's
    // Publishes `bytes` as ada: the board's code, or empty (with a warning saying why).
    QString publish(const QByteArray& bytes);
    // Three revisions of a 255 × 255 GB64 maze, each with tiles and the title changed: the code
    // (empty when a publish failed) and their stored bytes, oldest first.
    QString publishMazeRevisions(QList<QByteArray>* stored);

private:
    QString name_;
    QTemporaryDir scratch_; // the cluster's folder
    std::unique_ptr<ScratchPostgres> postgres_;
    std::unique_ptr<QTemporaryDir> data_;
    std::unique_ptr<RegistryProcess> server_;
    std::unique_ptr<RawHttp> client_;
    QByteArray token_;
    int databases_ = 0;
};

} // namespace gbxx::test
