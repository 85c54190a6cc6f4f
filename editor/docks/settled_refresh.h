#pragma once
// Runs an analysis of the open board once edits pause (300 ms after the last one), so that docks
// that walk the whole board follow the painting without running on every dab.

#include <QObject>
#include <QTimer>

#include <functional>

namespace gbxx {

class BoardDocument;

class SettledRefresh : public QObject {
    Q_OBJECT

public:
    SettledRefresh(std::function<void()> refresh, QObject* parent = nullptr);
    // Follows `document`'s changes; null follows nothing.
    void watch(BoardDocument* document);
    // The pending run is no longer needed (the caller refreshes now).
    void cancel() { timer_.stop(); }

private:
    QTimer timer_;
    BoardDocument* document_ = nullptr;
};

} // namespace gbxx
