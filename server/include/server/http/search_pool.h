#pragma once
// Searches answered beside the event loop (issue 42, item 11): a search reads many rows and may
// take milliseconds, and on the event loop's thread eight at once waited for each other and held
// every fetch and health check behind them. The pool runs them on its own threads, each with its
// own connection to the database (Qt SQL connections belong to the thread that opened them), so
// that searches run at once and the event loop goes on with everything else. A thread opens its
// connection at its first search, and again after the database was lost.

#include "server/store/board_search.h"
#include "server/store/database_target.h"
#include "server/http/http_reply.h"

#include <QObject>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace gbxx::registry {

class SearchPool : public QObject {
    Q_OBJECT
public:
    // Runs on a pool thread with that thread's search; catches its own SqlFailure.
    using Job = std::function<HttpReply(BoardSearch& search)>;
    // Runs on the pool's (its owner's) thread, with the job's answer.
    using Done = std::function<void(const HttpReply& reply)>;

    SearchPool(DatabaseTarget target, int threads, QObject* parent = nullptr);
    // Waits for the searches running; those still queued are dropped (their connections close).
    ~SearchPool() override;

    int threads() const { return static_cast<int>(workers_.size()); }
    // Queues `job`; `done` is called from the event loop, never from within run().
    void run(Job job, Done done);

private:
    struct Task {
        Job job;
        Done done;
    };
    void work(int index);

    DatabaseTarget target_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Task> tasks_;
    bool stopping_ = false;
    std::vector<std::thread> workers_;
};

} // namespace gbxx::registry
