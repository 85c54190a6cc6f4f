#pragma once
// Boards' bytes kept in memory for fetching, so that the common request — a board by its code —
// is answered without the database: revisions never change, so a kept revision is always right;
// which revision is the latest is forgotten when this process publishes one, when another
// process announces one (PostgreSQL NOTIFY) and whenever the connection was lost.

#include "server/board_store.h"

#include <QHash>
#include <QString>

#include <optional>

namespace gbxx::registry {

class RevisionCache {
public:
    explicit RevisionCache(qint64 byteBudget = 64 * 1024 * 1024)
        : budget_(byteBudget) {}

    std::optional<StoredRevision> find(const QString& code, int revision) const;
    // `latest`: whether `stored` is the latest revision of its board as the database said.
    void keep(const StoredRevision& stored, bool latest);
    void forgetLatest(const QString& code) { latest_.remove(code); }
    void forgetAllLatest() { latest_.clear(); }

private:
    static QString key(const QString& code, int revision) {
        return code + QLatin1Char('@') + QString::number(revision);
    }
    qint64 budget_;
    qint64 bytes_ = 0;
    QHash<QString, StoredRevision> revisions_; // "CODE@N"
    QHash<QString, int> latest_;               // code → its latest revision
};

} // namespace gbxx::registry
