#pragma once
// What every request handler of one server process shares: the database connection and the
// stores over it, and the fetch counts not yet written (flushed every second: a fetch must not
// wait for a write).

#include "server/store/account_store.h"
#include "server/store/board_search.h"
#include "server/store/board_store.h"
#include "server/store/revision_cache.h"
#include "server/store/sql_session.h"

#include <QHash>

#include <memory>

namespace gbxx::registry {

struct RegistryOptions {
    int publishLimit = 30; // per account per minute
    int requestLimit = 0;  // per client address per minute; 0: off
    int searchThreads = 8; // searches answered at once beside the event loop; 0: on it
    // A connection's clocks (server/http/connection_guard.h), set by the operator as nginx's
    // client_header_timeout and keepalive_timeout are, and short in tests.
    int requestSeconds = 10; // from a request's first byte to its last, else 408
    int idleSeconds = 60;    // a kept-alive connection with nothing to do, or an answer unread
    // Operations a live session's participant may send a second (bursts of twice as many).
    int liveOpsPerSecond = 120;
    // The core's WebAssembly module that board pages draw boards with (pages/board_view_assets.h);
    // empty: none, the pages show their pictures.
    QString webModuleFolder;
};

class Registry {
public:
    Registry(std::unique_ptr<SqlSession> session, RegistryOptions options);

    SqlSession& session() { return *session_; }
    AccountStore& accounts() { return accounts_; }
    BoardStore& boards() { return boards_; }
    BoardSearch& search() { return search_; }
    RevisionCache& revisions() { return revisions_; }
    const RegistryOptions& options() const { return options_; }

    void countDownload(const QString& code) { ++downloads_[code]; }
    // Writes the counts; keeps them for the next try when the database is away.
    void flushDownloads();

private:
    std::unique_ptr<SqlSession> session_;
    RegistryOptions options_;
    AccountStore accounts_;
    BoardStore boards_;
    BoardSearch search_;
    RevisionCache revisions_;
    QHash<QString, qint64> downloads_;
};

} // namespace gbxx::registry
