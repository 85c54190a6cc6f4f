#include "server/http/search_pool.h"

#include "server/store/sql_session.h"

#include <QMetaObject>

#include <atomic>
#include <memory>

namespace gbxx::registry {
namespace {

// Connection names are the process's: two pools (two servers in one test) must not share one.
std::atomic<quint64> poolsMade{0};

} // namespace

SearchPool::SearchPool(DatabaseTarget target, int threads, QObject* parent)
    : QObject(parent)
    , target_(std::move(target)) {
    const quint64 pool = poolsMade++;
    workers_.reserve(static_cast<size_t>(std::max(threads, 1)));
    for (int i = 0; i < std::max(threads, 1); ++i)
        workers_.emplace_back([this, pool, i] { work(static_cast<int>(pool * 1000 + i)); });
}

SearchPool::~SearchPool() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
        tasks_.clear();
    }
    wake_.notify_all();
    for (std::thread& worker : workers_)
        worker.join();
}

void SearchPool::run(Job job, Done done) {
    {
        const std::lock_guard lock(mutex_);
        tasks_.push_back({std::move(job), std::move(done)});
    }
    wake_.notify_one();
}

void SearchPool::work(int index) {
    // Made, and destroyed, on this thread: a Qt SQL connection is used only where it was opened.
    // Opened at the first search (a server that is never searched opens none).
    const auto session = std::make_unique<SqlSession>(
        target_, QStringLiteral("registry-search-%1").arg(index), SqlSession::Purpose::Searches);
    BoardSearch search(*session);
    for (;;) {
        Task task;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
            if (stopping_)
                return;
            task = std::move(tasks_.front());
            tasks_.pop_front();
        }
        HttpReply reply = task.job(search);
        session->finishStatements(); // SQLite: the read snapshot ends with the search
        QMetaObject::invokeMethod(
            this, [done = std::move(task.done), reply = std::move(reply)] { done(reply); },
            Qt::QueuedConnection);
    }
}

} // namespace gbxx::registry
