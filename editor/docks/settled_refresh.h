#pragma once
// Runs an analysis of the open board once edits pause (300 ms after the last change), so that docks
// that walk the whole board follow the painting without running on every dab.

#include <QObject>
#include <QTimer>

#include <functional>

namespace gbxx {

class SettledRefresh : public QObject {
    Q_OBJECT

public:
    SettledRefresh(std::function<void()> refresh, QObject* parent = nullptr);
    // The board changed: run once it has been still for a moment.
    void later() { timer_.start(); }
    // The pending run is no longer needed (the caller refreshes now).
    void cancel() { timer_.stop(); }

private:
    QTimer timer_;
};

} // namespace gbxx
