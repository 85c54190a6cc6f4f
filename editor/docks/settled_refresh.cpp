#include "editor/docks/settled_refresh.h"

namespace gbxx {

SettledRefresh::SettledRefresh(std::function<void()> refresh, QObject* parent)
    : QObject(parent) {
    timer_.setSingleShot(true);
    timer_.setInterval(300);
    connect(&timer_, &QTimer::timeout, this, std::move(refresh));
}

} // namespace gbxx
