#pragma once
// The boards a library search found, for a list view: a line of title and file name, a line of
// details (author, tile size, size, shape, wrap, warnings), the thumbnail read from the index when
// the row is first shown, and marks for byte-identical duplicates and board codes in conflict, and
// (with RegistryRevisions) for boards that are an older revision of one in the registry.

#include "library/library_search.h"

#include <QAbstractListModel>
#include <QCache>
#include <QIcon>
#include <QSet>

namespace gbxx {

class LibraryService;
class RegistryRevisions;

class LibraryModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        TitleRole,
        DetailRole,
        DuplicateRole,
        ConflictRole,
        CodeRole,
        NewerRevisionRole, // the registry's latest revision when it is newer than the file; else 0
    };

    explicit LibraryModel(LibraryService& service, QObject* parent = nullptr);

    void setQuery(const LibraryQuery& query);
    void setRevisions(RegistryRevisions* revisions);
    const LibraryQuery& query() const { return query_; }
    // The index changed: the query, the duplicate and conflict marks and the thumbnails again.
    void reload();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    const BoardRecord& record(int row) const { return records_[static_cast<std::size_t>(row)]; }

private:
    void runQuery();
    void readMarks();
    int newerRevision(const BoardRecord& record) const;
    QString sha256Of(const BoardRecord& record) const;

    LibraryService& service_;
    LibraryQuery query_;
    std::vector<BoardRecord> records_;
    QSet<QString> duplicates_;
    QSet<QString> conflicts_;
    QSet<QString> designs_; // sharing a code with other sizes or revisions of the same board
    bool marksRead_ = false;
    RegistryRevisions* revisions_ = nullptr;
    mutable QCache<QString, QIcon> thumbnails_{400};
    mutable QHash<QString, QString> sha256s_; // by path
};

} // namespace gbxx
