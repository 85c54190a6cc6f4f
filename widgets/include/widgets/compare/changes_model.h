#pragma once
// The Changes list's rows: the size change, the header's and footer's keys that differ (each under
// a row of its own), then a row per field with its number of differing tiles and, beneath it, those
// tiles in body order. Built anew by refresh() (the panel calls it once edits pause); a row's text
// reads the boards as they are, so a tile painted since says what it holds now.

#include "gbxx/board.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <vector>

namespace gbxx {

class BoardComparison;

class ChangesModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum class Kind { Size, Header, HeaderKey, Footer, FooterKey, Field, Tile };
    // What a row stands for.
    struct Row {
        Kind kind = Kind::Size;
        int group = -1; // the row's place among the top rows (its own for top rows)
        int item = -1;  // a header or footer difference, or a tile's place in its field
        const FieldSpec* field = nullptr; // Field, Tile
        TileIndex tile = 0;               // Tile
    };
    static constexpr int kFieldKeyRole = Qt::UserRole + 1; // a Field or Tile row's field key

    explicit ChangesModel(QObject* parent = nullptr);

    void setComparison(BoardComparison* comparison);
    BoardComparison* comparison() const { return comparison_; }
    // Lists the differences as they are now.
    void refresh();

    Row rowOf(const QModelIndex& index) const;
    // The row of field `field`, of its tile `tile` (when the tile is listed under it).
    QModelIndex fieldIndex(const FieldSpec* field) const;
    QModelIndex tileIndex(const FieldSpec* field, TileIndex tile) const;
    // Per listed field: the field and its differing tiles (what the rows show).
    struct FieldGroup {
        const FieldSpec* field;
        std::vector<TileIndex> tiles;
    };
    const std::vector<FieldGroup>& fieldGroups() const { return fields_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& index) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    struct Top {
        Kind kind;
        int field = -1; // into fields_
    };
    QString text(const Row& row) const;

    QPointer<BoardComparison> comparison_;
    std::vector<Top> tops_;
    std::vector<FieldGroup> fields_;
};

} // namespace gbxx
