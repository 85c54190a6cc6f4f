#include "tools/tool.h"
#include "gbxx/layout_mapping.h"

#include "board_document.h"
#include "gbxx/paint_rules.h"
#include "gbxx/symmetry.h"
#include "paint_settings.h"
#include "qt_text.h"

#include <QCoreApplication>

namespace gbxx {

void PaintingTool::cancel() {
    stroke_.finish();
}

void PaintingTool::beginStroke(ToolContext& context, EraseMode erase) {
    erase_ = erase;
    stroke_.begin(context.document.board().tileCount());
}

void PaintingTool::paint(ToolContext& context, const std::vector<TileIndex>& tiles) {
    if (!context.settings.field || !stroke_.active() || tiles.empty())
        return;
    inkTiles(context, tiles, context.settings.value);
    // Symmetry: the same ink at each reflected image, in the same undo step.
    std::size_t skipped = 0;
    for (Reflection r : reflectionsOf(context.settings.symmetry)) {
        std::vector<TileIndex> images;
        images.reserve(tiles.size());
        for (TileIndex t : tiles) {
            if (const auto image = reflectedTile(context.geometry, t, r))
                images.push_back(*image);
            else
                ++skipped;
        }
        const std::uint64_t value =
            context.settings.swapOwners
                ? swapOwners(*context.settings.field, context.settings.value, r)
                : context.settings.value;
        inkTiles(context, images, value);
    }
    if (skipped && context.message)
        context.message(
            QCoreApplication::translate("gbxx::Tool",
                                        "%n tile(s) have no symmetric tile on this board and were "
                                        "painted without one (hex columns are half a tile apart)",
                                        nullptr, static_cast<int>(skipped)));
}

void PaintingTool::inkTiles(ToolContext& context, const std::vector<TileIndex>& tiles,
                            std::uint64_t value) {
    const FieldSpec* field = context.settings.field;
    if (tiles.empty())
        return;
    const Board& board = context.document.board();
    const bool levels =
        field->kind == FieldKind::Height && heightModeOf(board) == HeightMode::Levels;
    const bool flags = field->kind == FieldKind::Flags || levels;
    if (erase_ == EraseMode::ChosenFlags && flags) {
        stroke_.add(context.document.setFlags(*field, value, false, tiles));
        return;
    }
    if (erase_ != EraseMode::None) {
        stroke_.add(context.document.setField(*field, 0, tiles));
        return;
    }
    if (context.settings.preset) {
        stroke_.add(context.document.stamp(*context.settings.preset, tiles));
        return;
    }
    // T16: leave alone the tiles this paint would turn into "no zone", and say why.
    std::vector<TileIndex> storable;
    storable.reserve(tiles.size());
    for (TileIndex t : tiles)
        if (!paintsUnstorableZone(board, *field, value, t))
            storable.push_back(t);
    if (storable.size() != tiles.size() && context.message)
        context.message(QString::fromStdString(unstorableZoneReason()));
    if (storable.empty())
        return;
    if (flags)
        stroke_.add(context.document.setFlags(*field, value, context.settings.flagsOn, storable));
    else
        stroke_.add(context.document.setField(*field, value, storable));
}

void PaintingTool::endStroke(ToolContext& context, const QString& verb) {
    if (!stroke_.active())
        return;
    ChangeSet changes = stroke_.finish();
    const FieldSpec* field = context.settings.field;
    const QString layer = field ? qs(field->label).toLower() : QString();
    QString text = erasing() ? QCoreApplication::translate("gbxx::Tool", "Erase %1").arg(layer)
                             : QStringLiteral("%1 %2").arg(verb, layer);
    if (!erasing() && context.settings.preset)
        text = QCoreApplication::translate("gbxx::Tool", "%1 preset “%2”")
                   .arg(verb, context.settings.presetName);
    context.document.pushEdit(text, std::move(changes), true);
}

} // namespace gbxx
