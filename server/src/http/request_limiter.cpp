#include "server/http/request_limiter.h"

namespace gbxx::registry {

int RequestLimiter::wait(const QString& address) {
    if (perMinute_ <= 0)
        return 0;
    const qint64 now = clock_.elapsed();
    if (windows_.size() > 100000) { // forget finished windows, so addresses cannot fill memory
        for (auto it = windows_.begin(); it != windows_.end();)
            it = now - it->start >= 60000 ? windows_.erase(it) : std::next(it);
    }
    Window& window = windows_[address];
    if (window.count == 0 || now - window.start >= 60000) {
        window.start = now;
        window.count = 0;
    }
    if (window.count >= perMinute_)
        return static_cast<int>((window.start + 60000 - now + 999) / 1000);
    ++window.count;
    return 0;
}

} // namespace gbxx::registry
