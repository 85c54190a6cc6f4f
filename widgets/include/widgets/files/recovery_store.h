#pragma once
// Recovery copies of boards with unsaved changes, so that a crash, a kill or a power cut loses at
// most the last interval's work. Each running editor owns its copies through a lock file; copies
// whose owner is gone are offered at the next start.

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>

namespace gbxx {

class Board;

struct RecoveredBoard {
    QString id;
    QString boardFile;    // the recovery copy's bytes
    QString originalPath; // where the board came from (empty for an untitled board)
    QString name;
    QDateTime savedAt;
    QString layout; // the layout the bytes are written in (section L); empty: today's
};

class RecoveryStore {
public:
    // `folder` defaults to <app data>/recovery.
    explicit RecoveryStore(QString folder = QString());
    ~RecoveryStore();
    QString folder() const { return folder_; }
    // The id this session's copy number `slot` has, and will have among the orphans after a crash
    // (RecoveredBoard::id).
    QString copyId(int slot) const;

    // Writes this session's copy number `slot` (one per open board) of `board` in the
    // background (the bytes are taken now).
    void save(int slot, const Board& board, const QString& originalPath, const QString& name);
    // Removes this session's copy `slot` (after a save or a clean close of its board).
    void discard(int slot);
    // Removes every copy of this session.
    void discardAll();
    // Waits for background writes (tests, shutdown).
    void flush();

    // Copies left by editors that are no longer running, newest first.
    QList<RecoveredBoard> orphans() const;
    static void remove(const RecoveredBoard& board);

private:
    QString base(int slot) const;

    QString folder_;
    QString id_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace gbxx
