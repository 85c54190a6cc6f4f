#pragma once
// At most N requests per client address per minute (--request-limit; off by default). Counted in
// this process: behind a balancer each server counts its share, and the balancer (nginx's
// limit_req) is the place for a shared limit (docs/registry-deploy.md).

#include <QElapsedTimer>
#include <QHash>
#include <QString>

namespace gbxx::registry {

class RequestLimiter {
public:
    explicit RequestLimiter(int perMinute)
        : perMinute_(perMinute) {
        clock_.start();
    }

    // 0 when the request may go on; else the seconds until the address may ask again.
    int wait(const QString& address);

private:
    struct Window {
        qint64 start = 0; // ms on clock_
        int count = 0;
    };
    int perMinute_;
    QElapsedTimer clock_;
    QHash<QString, Window> windows_;
};

} // namespace gbxx::registry
