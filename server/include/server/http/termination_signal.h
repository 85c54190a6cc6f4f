#pragma once
// SIGTERM and SIGINT as a Qt signal: the handler only writes a byte to a pipe, and the event loop
// reads it, so the server drains its requests in ordinary code.

#include <QObject>

class QSocketNotifier;

namespace gbxx::registry {

class TerminationSignal : public QObject {
    Q_OBJECT
public:
    explicit TerminationSignal(QObject* parent = nullptr);

signals:
    void received();

private:
    QSocketNotifier* notifier_ = nullptr;
};

} // namespace gbxx::registry
