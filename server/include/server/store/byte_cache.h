#pragma once
// Bytes made from stored revisions — a revision's gzip, the patch between two revisions — kept in
// memory by a key naming what they were made from. Revisions never change, so what was made from
// them never goes stale: the cache needs no invalidation, only a bound on its size.

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace gbxx::registry {

class ByteCache {
public:
    explicit ByteCache(qint64 byteBudget)
        : budget_(byteBudget) {}

    std::optional<QByteArray> find(const QString& key) const;
    void keep(const QString& key, const QByteArray& bytes);

private:
    qint64 budget_;
    qint64 bytes_ = 0;
    QHash<QString, QByteArray> kept_;
};

} // namespace gbxx::registry
