#pragma once
// One participant of a live session: connects to ws://…/api/v1/boards/CODE/live, says hello
// with the last sequence it applied, applies the catch-up (operations or a snapshot), then sends
// its pending operations and each new one as it is made. A lost connection is retried with a
// growing pause (its try count is part of the state); edits go on meanwhile, pending. An
// operation out of sequence or a board that is not the server's makes the state OutOfSync: the
// connection then asks for a snapshot once, and stays OutOfSync (shown, never silent) if that
// fails too.

#include "gbxx/live/live_replica.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include <memory>
#include <optional>

namespace gbxx::live_client {

class LiveConnection : public QObject {
    Q_OBJECT
public:
    enum class State { Connecting, Connected, Reconnecting, OutOfSync, Closed };
    Q_ENUM(State)

    // `url`: the session's WebSocket address; `token` empty to watch without one; `watch` to
    // join read-only. `replica`: a journal's, to go on from; without one the first welcome
    // brings the board.
    LiveConnection(QUrl url, QString token, bool watch,
                   std::optional<gbxx::live::Replica> replica = std::nullopt,
                   QObject* parent = nullptr);
    ~LiveConnection() override;

    void open();
    void close();

    // Keeps the replica's journal (gbxx/live/live_replica.h) in `path`, written safely within
    // a quarter of a second whenever the pending work changed: a crash or a kill -9 loses at most
    // that quarter second of it, and a restart goes on from it (readJournal).
    void keepJournal(const QString& path);
    // A replica from a journal file, or nothing (with `why`).
    static std::optional<gbxx::live::Replica> readJournal(const QString& path, QString* why);

    State state() const { return state_; }
    int tries() const { return tries_; }
    // Why the session refused us, or why we are out of sync.
    QString problem() const { return problem_; }
    bool hasReplica() const { return replica_.has_value(); }
    gbxx::live::Replica& replica() { return *replica_; }
    int participant() const { return participant_; }

    // Local work: shown at once, sent when connected (journalled by the caller: replica()).
    void edit(std::vector<gbxx::live::FieldRun> runs,
              std::vector<gbxx::live::FooterWrite> footer = {});
    void undo(std::uint64_t n);
    void restructure(const gbxx::live::Restructure& shape);
    void sendPresence(const QJsonObject& presence);

signals:
    void stateChanged(State state);
    // The board arrived (first welcome, snapshot, restructure): everything may have changed.
    void boardReset();
    // Tiles whose shown value changed by an operation of `author` (applied, or refused).
    void tilesChanged(const std::vector<gbxx::TileIndex>& tiles, int author);
    // Every operation applied, as the server sent it (watchers print them).
    void applied(const gbxx::live::Applied& applied);
    void refused(std::uint64_t n, const QString& error, const QString& message);
    void undone(const QJsonObject& message);
    void presence(const QJsonArray& participants);
    void left(int participant);
    // An error frame of the server's.
    void serverError(const QString& error, const QString& message);
    // The journal could not be written (the pending work is still in memory and still sent).
    void journalFailed(const QString& why);

private:
    void setState(State state);
    void connected();
    void disconnected();
    void text(const QString& message);
    void binary(const QByteArray& frame);
    void flush();
    void retry();
    void pendingChanged();
    void writeJournal();

    QUrl url_;
    QString token_;
    bool watch_;
    std::optional<gbxx::live::Replica> replica_;
    // The replica's name for itself, chosen before the first hello (the journal's, when resumed).
    gbxx::live::ClientId client_;
    QWebSocket socket_;
    QTimer retry_;
    QString journalPath_;
    QTimer journalTimer_;
    State state_ = State::Closed;
    int tries_ = 0;
    bool caughtUp_ = false;
    bool closing_ = false;
    bool askedSnapshot_ = false;
    int participant_ = 0;
    QString problem_;
    // The welcome's numbers, for a snapshot that follows it.
    std::uint64_t welcomeSeq_ = 0, welcomeLastSeen_ = 0;
    std::uint32_t welcomeEpoch_ = 0;
};

} // namespace gbxx::live_client
