#include "widgets/merge/conflict_list_model.h"

#include "widgets/document/board_document.h"
#include "widgets/merge/conflict_texts.h"
#include "widgets/merge/merge_texts.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QStyle>

#include <algorithm>
#include <map>

namespace gbxx {
namespace {

// The tint of a chosen value's cell: it reads on the light and the dark theme alike.
const QColor kChosenTint(70, 200, 100, 70);

MergeSide sideOfColumn(int column) {
    return column == ConflictListModel::BaseColumn   ? MergeSide::Base
           : column == ConflictListModel::OursColumn ? MergeSide::Ours
                                                     : MergeSide::Theirs;
}

} // namespace

ConflictListModel::ConflictListModel(MergeConflicts* conflicts, BoardDocument* document,
                                     QObject* parent)
    : QAbstractItemModel(parent)
    , conflicts_(conflicts)
    , document_(document)
    , boardWidth_(document->board().width()) {
    const auto& all = conflicts->conflicts();
    rowOf_.resize(all.size());
    // The header's group, the footer's, then the tile fields' in the board's field order.
    const std::span<const FieldSpec> fields = document->board().fields();
    std::map<std::pair<int, std::size_t>, std::vector<std::size_t>> grouped;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const MergeConflict& c = all[i];
        std::size_t order = 0;
        if (c.part == MergeConflict::Part::Tile) {
            const FieldSpec* found = findField(fields, c.field->key);
            order = found ? static_cast<std::size_t>(found - fields.data()) : c.field->shift();
        }
        grouped[{static_cast<int>(c.part), order}].push_back(i);
    }
    for (auto& [key, members] : grouped) {
        const MergeConflict& first = all[members.front()];
        const QString title = first.part == MergeConflict::Part::Header ? MergeTexts::tr("Header")
                              : first.part == MergeConflict::Part::Footer
                                  ? MergeTexts::tr("Footer")
                                  : conflictFieldName(first);
        for (std::size_t row = 0; row < members.size(); ++row)
            rowOf_[members[row]] = {static_cast<int>(groups_.size()), static_cast<int>(row)};
        groups_.push_back({title, std::move(members), 0});
    }
    recount();
    connect(conflicts, &MergeConflicts::choicesChanged, this, [this] {
        recount();
        if (groups_.empty())
            return;
        // Every row may have changed (a field's worth at once): the view asks for those shown.
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        for (int g = 0; g < static_cast<int>(groups_.size()); ++g) {
            const QModelIndex group = index(g, 0);
            emit dataChanged(index(0, 0, group),
                             index(rowCount(group) - 1, ColumnCount - 1, group));
        }
    });
}

void ConflictListModel::release() {
    beginResetModel();
    document_ = nullptr;
    endResetModel();
}

void ConflictListModel::recount() {
    for (Group& group : groups_)
        group.resolved = static_cast<std::size_t>(
            std::count_if(group.members.begin(), group.members.end(),
                          [this](std::size_t i) { return conflicts_->choice(i).has_value(); }));
}

HeightMode ConflictListModel::heightMode() const {
    return document_ ? heightModeOf(document_->board()) : HeightMode::Value;
}

std::optional<std::size_t> ConflictListModel::conflictAt(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() == kGroupRow)
        return std::nullopt;
    const Group& group = groups_[index.internalId() - 1];
    return group.members[static_cast<std::size_t>(index.row())];
}

std::vector<std::size_t> ConflictListModel::conflictsAt(const QModelIndex& index) const {
    if (!index.isValid())
        return {};
    if (const auto conflict = conflictAt(index))
        return {*conflict};
    return groups_[static_cast<std::size_t>(index.row())].members;
}

QModelIndex ConflictListModel::indexOf(std::size_t conflict, int column) const {
    if (conflict >= rowOf_.size())
        return {};
    const auto [group, row] = rowOf_[conflict];
    return createIndex(row, column, static_cast<quintptr>(group) + 1);
}

std::vector<std::size_t> ConflictListModel::listOrder() const {
    std::vector<std::size_t> order;
    order.reserve(rowOf_.size());
    for (const Group& group : groups_)
        order.insert(order.end(), group.members.begin(), group.members.end());
    return order;
}

QModelIndex ConflictListModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < static_cast<int>(groups_.size()) ? createIndex(row, column, kGroupRow)
                                                      : QModelIndex();
    if (parent.internalId() != kGroupRow || parent.row() >= static_cast<int>(groups_.size()))
        return {};
    const Group& group = groups_[static_cast<std::size_t>(parent.row())];
    return row < static_cast<int>(group.members.size())
               ? createIndex(row, column, static_cast<quintptr>(parent.row()) + 1)
               : QModelIndex();
}

QModelIndex ConflictListModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kGroupRow)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupRow);
}

int ConflictListModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid())
        return static_cast<int>(groups_.size());
    if (parent.internalId() != kGroupRow || parent.column() != 0)
        return 0;
    return static_cast<int>(groups_[static_cast<std::size_t>(parent.row())].members.size());
}

int ConflictListModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant ConflictListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PlaceColumn:
        return MergeTexts::tr("Conflict");
    case BaseColumn:
        return sideName(MergeSide::Base);
    case OursColumn:
        return sideName(MergeSide::Ours);
    case TheirsColumn:
        return sideName(MergeSide::Theirs);
    case ChoiceColumn:
        return MergeTexts::tr("Chosen");
    default:
        return {};
    }
}

QVariant ConflictListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    if (const auto conflict = conflictAt(index))
        return conflictData(*conflict, index.column(), role);
    return groupData(groups_[static_cast<std::size_t>(index.row())], index.column(), role);
}

QVariant ConflictListModel::groupData(const Group& group, int column, int role) const {
    const bool done = group.resolved == group.members.size();
    if (role == Qt::DisplayRole) {
        if (column == PlaceColumn)
            return QStringLiteral("%1 (%2)").arg(group.title).arg(group.members.size());
        if (column == ChoiceColumn)
            return MergeTexts::tr("%1 of %2").arg(group.resolved).arg(group.members.size());
        return {};
    }
    if (role == Qt::ToolTipRole)
        return MergeTexts::tr("%1: %2 of %3 conflicts resolved. Choosing a side here takes it for "
                              "every one of them.")
            .arg(group.title)
            .arg(group.resolved)
            .arg(group.members.size());
    if (role == Qt::FontRole && column == PlaceColumn) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::DecorationRole && column == PlaceColumn)
        return QApplication::style()->standardIcon(done ? QStyle::SP_DialogApplyButton
                                                        : QStyle::SP_MessageBoxWarning);
    return {};
}

QVariant ConflictListModel::conflictData(std::size_t conflict, int column, int role) const {
    const MergeConflict& c = conflicts_->conflicts()[conflict];
    const std::optional<MergeSide> chosen = conflicts_->choice(conflict);
    const bool valueColumn = column >= BaseColumn && column <= TheirsColumn;
    switch (role) {
    case Qt::DisplayRole:
        if (column == PlaceColumn)
            return conflictPlace(c, boardWidth_);
        if (valueColumn)
            return conflictValue(*conflicts_, conflict, sideOfColumn(column), heightMode());
        if (column == ChoiceColumn)
            return chosen ? sideName(*chosen) : MergeTexts::tr("unresolved");
        return {};
    case Qt::DecorationRole:
        if (column == PlaceColumn)
            return QApplication::style()->standardIcon(chosen ? QStyle::SP_DialogApplyButton
                                                              : QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::FontRole:
        if ((valueColumn && chosen && sideOfColumn(column) == *chosen) ||
            (column == ChoiceColumn && !chosen)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (valueColumn && chosen && sideOfColumn(column) == *chosen)
            return kChosenTint;
        return {};
    case Qt::ToolTipRole: {
        const HeightMode mode = heightMode();
        const QString where = c.part == MergeConflict::Part::Tile
                                  ? MergeTexts::tr("Tile %1, field %2")
                                        .arg(conflictPlace(c, boardWidth_), conflictFieldName(c))
                              : c.part == MergeConflict::Part::Header
                                  ? MergeTexts::tr("Header, field %1").arg(conflictFieldName(c))
                                  : MergeTexts::tr("Footer, field %1").arg(conflictFieldName(c));
        const QString values =
            MergeTexts::tr("base %1, ours %2, theirs %3")
                .arg(conflictValue(*conflicts_, conflict, MergeSide::Base, mode),
                     conflictValue(*conflicts_, conflict, MergeSide::Ours, mode),
                     conflictValue(*conflicts_, conflict, MergeSide::Theirs, mode));
        const QString state =
            chosen ? MergeTexts::tr("resolved: %1").arg(sideName(*chosen))
                   : MergeTexts::tr("unresolved: the merged board holds Ours until a side is "
                                    "chosen");
        return QStringLiteral("%1\n%2\n%3").arg(where, values, state);
    }
    default:
        return {};
    }
}

} // namespace gbxx
