#include "widgets/compare/changes_model.h"

#include "render/layer_style.h"
#include "text/core_texts.h"
#include "text/qt_text.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/compare/difference_texts.h"
#include "widgets/document/board_document.h"

namespace gbxx {

ChangesModel::ChangesModel(QObject* parent)
    : QAbstractItemModel(parent) {}

void ChangesModel::setComparison(BoardComparison* comparison) {
    comparison_ = comparison;
    refresh();
}

void ChangesModel::refresh() {
    beginResetModel();
    tops_.clear();
    fields_.clear();
    if (comparison_) {
        const BoardDiff& diff = comparison_->diff();
        if (diff.sizeDiffers())
            tops_.push_back({Kind::Size});
        if (!diff.header.empty())
            tops_.push_back({Kind::Header});
        if (!diff.footer.empty())
            tops_.push_back({Kind::Footer});
        for (const FieldSpec& field : comparison_->document().fields()) {
            std::vector<TileIndex> tiles = comparison_->tilesDiffering(field.mask());
            if (tiles.empty())
                continue;
            tops_.push_back({Kind::Field, static_cast<int>(fields_.size())});
            fields_.push_back({&field, std::move(tiles)});
        }
    }
    endResetModel();
}

ChangesModel::Row ChangesModel::rowOf(const QModelIndex& index) const {
    Row row;
    if (!index.isValid())
        return row;
    const bool child = index.internalId() != 0;
    row.group = child ? static_cast<int>(index.internalId()) - 1 : index.row();
    if (row.group < 0 || row.group >= static_cast<int>(tops_.size()))
        return row;
    const Top& top = tops_[static_cast<std::size_t>(row.group)];
    row.kind = top.kind;
    if (top.kind == Kind::Field)
        row.field = fields_[static_cast<std::size_t>(top.field)].field;
    if (!child)
        return row;
    row.item = index.row();
    switch (top.kind) {
    case Kind::Header:
        row.kind = Kind::HeaderKey;
        break;
    case Kind::Footer:
        row.kind = Kind::FooterKey;
        break;
    case Kind::Field:
        row.kind = Kind::Tile;
        row.tile = fields_[static_cast<std::size_t>(top.field)]
                       .tiles[static_cast<std::size_t>(index.row())];
        break;
    default:
        break;
    }
    return row;
}

QModelIndex ChangesModel::fieldIndex(const FieldSpec* field) const {
    for (std::size_t i = 0; i < tops_.size(); ++i)
        if (tops_[i].kind == Kind::Field &&
            fields_[static_cast<std::size_t>(tops_[i].field)].field == field)
            return createIndex(static_cast<int>(i), 0, quintptr{0});
    return {};
}

QModelIndex ChangesModel::tileIndex(const FieldSpec* field, TileIndex tile) const {
    const QModelIndex group = fieldIndex(field);
    if (!group.isValid())
        return {};
    const std::vector<TileIndex>& tiles =
        fields_[static_cast<std::size_t>(tops_[static_cast<std::size_t>(group.row())].field)].tiles;
    const auto at = std::lower_bound(tiles.begin(), tiles.end(), tile);
    if (at == tiles.end() || *at != tile)
        return {};
    return createIndex(static_cast<int>(at - tiles.begin()), 0,
                       static_cast<quintptr>(group.row() + 1));
}

QModelIndex ChangesModel::index(int row, int column, const QModelIndex& parent) const {
    if (column != 0 || row < 0 || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, 0, quintptr{0});
    return createIndex(row, 0, static_cast<quintptr>(parent.row() + 1));
}

QModelIndex ChangesModel::parent(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(index.internalId()) - 1, 0, quintptr{0});
}

int ChangesModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid())
        return static_cast<int>(tops_.size());
    if (parent.internalId() != 0 || !comparison_ || parent.row() >= static_cast<int>(tops_.size()))
        return 0;
    const Top& top = tops_[static_cast<std::size_t>(parent.row())];
    switch (top.kind) {
    case Kind::Header:
        return static_cast<int>(comparison_->diff().header.size());
    case Kind::Footer:
        return static_cast<int>(comparison_->diff().footer.size());
    case Kind::Field:
        return static_cast<int>(fields_[static_cast<std::size_t>(top.field)].tiles.size());
    default:
        return 0;
    }
}

int ChangesModel::columnCount(const QModelIndex&) const {
    return 1;
}

QString ChangesModel::text(const Row& row) const {
    const BoardComparison& comparison = *comparison_;
    const BoardDiff& diff = comparison.diff();
    const Board& board = comparison.document().board();
    const HeightMode mode = heightModeOf(board);
    switch (row.kind) {
    case Kind::Size:
        return sizeChange(diff);
    case Kind::Header:
        return DifferenceTexts::tr("Header: %n key(s)", nullptr,
                                   static_cast<int>(diff.header.size()));
    case Kind::HeaderKey:
        return headerChange(diff.header[static_cast<std::size_t>(row.item)], mode);
    case Kind::Footer:
        return DifferenceTexts::tr("Footer: %n key(s)", nullptr,
                                   static_cast<int>(diff.footer.size()));
    case Kind::FooterKey:
        return footerChange(board, comparison.otherHere(),
                            *diff.footer[static_cast<std::size_t>(row.item)].field);
    case Kind::Field:
        return DifferenceTexts::tr("%1: %n tile(s)", nullptr,
                                   static_cast<int>(rowCount(index(row.group, 0))))
            .arg(translatedName(row.field->label));
    case Kind::Tile: {
        const std::optional<std::uint64_t> there = comparison.otherTile(row.tile);
        const QString place =
            DifferenceTexts::tr("(%1, %2)").arg(board.xOf(row.tile)).arg(board.yOf(row.tile));
        if (!there || !(comparison.differingBits(row.tile) & row.field->mask()))
            return DifferenceTexts::tr("%1 the same now", "a tile").arg(place);
        return DifferenceTexts::tr("%1 %2 → %3", "a tile, this board's value, the other's")
            .arg(place, valueText(*row.field, board.get(row.tile, *row.field), mode),
                 valueText(*row.field, row.field->read(*there), mode));
    }
    }
    return {};
}

QVariant ChangesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !comparison_)
        return {};
    const Row row = rowOf(index);
    if (row.group < 0)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return text(row);
    case Qt::DecorationRole:
        if (row.kind == Kind::Field)
            return swatchIcon(
                layerColour(*row.field, heightModeOf(comparison_->document().board())));
        return {};
    case Qt::ToolTipRole:
        if (row.kind == Kind::Tile)
            return tileChanges(*comparison_, comparison_->document().fields(), row.tile)
                .join(QLatin1Char('\n'));
        if (row.kind == Kind::Size)
            return DifferenceTexts::tr("The boards are compared where both have tiles; the "
                                       "tiles only this board has are hatched");
        return text(row);
    case kFieldKeyRole:
        return row.field ? qs(row.field->key) : QString();
    default:
        return {};
    }
}

} // namespace gbxx
