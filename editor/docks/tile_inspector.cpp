#include "editor/docks/tile_inspector.h"

#include "editor/document/board_document.h"
#include "render/qt_text.h"

#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {
namespace {

// "player 1, team A" for flags; the value's name for enums and named height values.
QString meaning(const FieldSpec& field, std::uint64_t value, HeightMode mode) {
    if (field.readsAsFlags(mode)) {
        QStringList names;
        for (int bit = 0; bit < field.bitCount; ++bit)
            if ((value >> bit) & 1)
                names << qs(field.nameOf(static_cast<std::uint64_t>(bit)));
        return names.isEmpty() ? QObject::tr("none") : names.join(QStringLiteral(", "));
    }
    if (field.namesValues())
        return qs(field.nameOf(value));
    return {};
}

} // namespace

TileInspector::TileInspector(QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel(this))
    , table_(new QTableWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(title_);
    // Wrapped in room kept for two lines: a long tile value neither widens the dock (which would
    // shrink a fitted board) nor moves the table.
    title_->setWordWrap(true);
    title_->setMinimumHeight(2 * title_->fontMetrics().lineSpacing());
    title_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(table_);
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Field"), tr("Value"), tr("Meaning")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Fixed);
    table_->horizontalHeader()->resizeSection(1, 72);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    table_->setWordWrap(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setObjectName(QStringLiteral("inspectorTable"));
    refresh();
}

void TileInspector::documentSwitched() {
    tile_ = -1;
    refresh();
}

void TileInspector::documentChanged(const DocumentChange& change) {
    if (change.reshapes() || (change.has(DocumentChange::Tiles) &&
                              std::find(change.tiles.begin(), change.tiles.end(),
                                        static_cast<TileIndex>(tile_)) != change.tiles.end()))
        refresh();
}

void TileInspector::showTile(int index) {
    if (index < 0 || index == tile_)
        return;
    tile_ = index;
    refresh();
}

void TileInspector::editField(int row, std::uint64_t value) {
    if (!document() || tile_ < 0)
        return;
    const Board& board = document()->board();
    const auto fields = board.fields();
    if (row < 0 || row >= static_cast<int>(fields.size()))
        return;
    const FieldSpec& field = fields[static_cast<std::size_t>(row)];
    const TileIndex tile = static_cast<TileIndex>(tile_);
    const TileIndex one[] = {tile};
    document()->pushEdit(tr("Set %1 of tile (%2, %3)")
                             .arg(qs(field.label).toLower())
                             .arg(board.xOf(tile))
                             .arg(board.yOf(tile)),
                         board.planField(field, value, one));
}

void TileInspector::refresh() {
    refreshing_ = true;
    if (!document() || tile_ < 0 || tile_ >= static_cast<int>(document()->board().tileCount())) {
        title_->setText(tr("Point at a tile to inspect it."));
        table_->setRowCount(0);
        refreshing_ = false;
        return;
    }
    const Board& board = document()->board();
    const auto tile = static_cast<TileIndex>(tile_);
    const HeightMode mode = heightModeOf(board);
    title_->setText(tr("Tile (%1, %2), index %3: 0x%4")
                        .arg(board.xOf(tile))
                        .arg(board.yOf(tile))
                        .arg(tile)
                        .arg(QString::number(board.tile(tile), 16)
                                 .rightJustified(static_cast<int>(tileBytes(board.variant()) * 2),
                                                 QLatin1Char('0'))));
    const auto fields = board.fields();
    table_->setRowCount(static_cast<int>(fields.size()));
    for (int row = 0; row < static_cast<int>(fields.size()); ++row) {
        const FieldSpec& field = fields[static_cast<std::size_t>(row)];
        const std::uint64_t value = board.get(tile, field);
        auto* name = new QTableWidgetItem(qs(field.label));
        name->setToolTip(qs(field.key));
        table_->setItem(row, 0, name);
        auto* spin = qobject_cast<QSpinBox*>(table_->cellWidget(row, 1));
        if (!spin) {
            spin = new QSpinBox(table_);
            spin->setFrame(false);
            spin->setKeyboardTracking(false);
            connect(spin, &QSpinBox::valueChanged, this, [this, row](int v) {
                if (!refreshing_)
                    editField(row, static_cast<std::uint64_t>(v));
            });
            table_->setCellWidget(row, 1, spin);
        }
        spin->setRange(0, static_cast<int>(field.maxValue()));
        spin->setValue(static_cast<int>(value));
        table_->setItem(row, 2, new QTableWidgetItem(meaning(field, value, mode)));
    }
    refreshing_ = false;
}

} // namespace gbxx
