#pragma once
// One board's live session in a server process (docs/live-protocol.md): the core's Authority
// rebuilt from the session's journal, and the participants connected to it over WebSocket. An
// operation is applied, committed to the journal, then acknowledged and broadcast, in that order,
// so that no participant ever sees an operation a crash could take back. Presence goes out
// batched, at most 30 times a second; a participant silent for 30 s (pings unanswered) is
// dropped, an editor whose token was revoked is told so and closed within seconds.

#include "gbxx/live/live_authority.h"
#include "server/live/live_journal.h"
#include "server/store/account_store.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <list>
#include <memory>

class QWebSocket;

namespace gbxx::registry {

class Registry;

class LiveSession : public QObject {
    Q_OBJECT
public:
    // The session of `code` from its journal; nothing (with `why`) when there is none, or its
    // journal does not replay.
    static std::unique_ptr<LiveSession> load(Registry& registry, const QString& code, QString* why);
    ~LiveSession() override;

    // Whether `account` may edit (the owner and the invited), and whether anyone may watch.
    bool mayEdit(const Account& account) const;
    bool watchable() const { return start_.watchable; }
    int revision() const { return start_.revision; }
    const live::Authority& authority() const { return authority_; }
    qsizetype participantCount() const;

    // A participant joins with its hello (already read): `account` is null for a watcher
    // without a token, `token` what it signed in with (checked again while it stays).
    void join(QWebSocket* socket, std::optional<Account> account, const QString& token,
              const QJsonObject& hello);
    // Commits the operations applied and not yet in the journal, then acknowledges and broadcasts
    // them; false when the journal could not be written (the session is then broken()).
    bool commitPending();
    // Every participant is told `error` and closed (the session was restarted or ended).
    void closeAll(const QString& error, const QString& message);

signals:
    // The journal could not be written: the session's state in memory may be ahead of it, so the
    // session must be loaded again from the journal (its participants were closed).
    void broken();

private:
    struct Participant {
        QPointer<QWebSocket> socket;
        int number = 0;
        QString name;
        bool editor = false;
        quint64 client = 0;
        QString token;
        bool subscribed = false;
        bool gone = false; // left; erased outside any loop over the participants
        QJsonObject presence;
        bool presenceChanged = false;
        QElapsedTimer heard;
        QElapsedTimer bucketClock;
        double bucket = 0; // operations it may still send now (a token bucket)
    };
    LiveSession(Registry& registry, LiveStart start, gbxx::Board board);
    void binary(Participant& p, const QByteArray& frame);
    void text(Participant& p, const QString& message);
    void send(Participant& p, const QJsonObject& message);
    void sendError(Participant& p, const QString& error, const QString& message);
    void refuse(Participant& p, std::uint64_t n, const std::string& id, const std::string& why);
    void leave(Participant& p);
    void purge();
    void sendPresence();
    void sweep();
    int numberOf(const QString& name);
    const QByteArray& snapshotFrame();
    QByteArray patchFrame(int revision, const QString& sha256, qsizetype smallerThan);

    // Applied in memory, waiting for this turn's commit; sent only after it.
    struct Uncommitted {
        LiveEntry entry;
        QByteArray applied;
        std::optional<QJsonObject> note; // an undo's count, for its author
    };
    std::vector<Uncommitted> uncommitted_;
    bool commitQueued_ = false;

    Registry& registry_;
    LiveStart start_;
    live::Authority authority_;
    LiveJournal journal_;
    std::list<Participant> participants_;
    QHash<QString, int> numbers_; // an account's participant number, stable in the session
    int watcherNumbers_ = 0;
    QByteArray snapshot_;
    std::uint64_t snapshotSeq_ = 0;
    QTimer presenceTimer_;
    QTimer sweeper_;
};

} // namespace gbxx::registry
