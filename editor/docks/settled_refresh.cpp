#include "editor/docks/settled_refresh.h"

#include "editor/document/board_document.h"

namespace gbxx {

SettledRefresh::SettledRefresh(std::function<void()> refresh, QObject* parent)
    : QObject(parent) {
    timer_.setSingleShot(true);
    timer_.setInterval(300);
    connect(&timer_, &QTimer::timeout, this, std::move(refresh));
}

void SettledRefresh::watch(BoardDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    timer_.stop();
    if (!document_)
        return;
    connect(document_, &BoardDocument::changed, this, [this] { timer_.start(); });
}

} // namespace gbxx
