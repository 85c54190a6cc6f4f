#pragma once
// The Conflicts panel's list: the conflicts grouped by field (the header's and the footer's in a
// group each, then one group per tile field), each row with BASE's, OURS's and THEIRS's value and
// the side chosen; a group row counts its conflicts and those resolved. Read from MergeConflicts
// as the rows are shown, so a board with a conflict on every tile lists at once.

#include "widgets/merge/merge_conflicts.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <optional>
#include <vector>

namespace gbxx {

class BoardDocument;

class ConflictListModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { PlaceColumn, BaseColumn, OursColumn, TheirsColumn, ChoiceColumn, ColumnCount };

    ConflictListModel(MergeConflicts* conflicts, BoardDocument* document, QObject* parent);

    // The conflict a row shows, nothing for a group's row.
    std::optional<std::size_t> conflictAt(const QModelIndex& index) const;
    // The conflicts of a group's row, or the row's own.
    std::vector<std::size_t> conflictsAt(const QModelIndex& index) const;
    QModelIndex indexOf(std::size_t conflict, int column = PlaceColumn) const;
    // Every conflict's row in list order (group by group).
    std::vector<std::size_t> listOrder() const;
    // Stops reading the document (it is gone): values show without names.
    void release();

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Group {
        QString title;
        std::vector<std::size_t> members; // conflicts, in list order
        std::size_t resolved = 0;
    };
    // A group's row has no parent (internal id 0); a conflict's row has its group's index + 1.
    static constexpr quintptr kGroupRow = 0;

    void recount();
    QVariant groupData(const Group& group, int column, int role) const;
    QVariant conflictData(std::size_t conflict, int column, int role) const;
    HeightMode heightMode() const;

    MergeConflicts* conflicts_;
    QPointer<BoardDocument> document_;
    int boardWidth_;
    std::vector<Group> groups_;
    std::vector<std::pair<int, int>> rowOf_; // per conflict: group, row in the group
};

} // namespace gbxx
