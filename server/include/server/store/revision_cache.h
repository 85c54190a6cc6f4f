#pragma once
// Boards' bytes kept in memory for fetching, so that the common request — a board by its code —
// is answered without reading its bytes again: revisions never change, so a kept revision is
// always right. Which revision is the latest is kept too, for SQLite, where this process is the
// only publisher, and forgotten when it publishes one; on PostgreSQL the fetch asks the database
// (another server may have published) and looks up the revision it names.

#include "server/store/board_store.h"

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
