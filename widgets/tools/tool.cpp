#include "tools/tool.h"

#include "board_document.h"
#include "gbxx/paint_rules.h"
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
    const FieldSpec* field = context.settings.field;
    if (!field || !stroke_.active() || tiles.empty())
        return;
    const Board& board = context.document.board();
    const bool levels = field->kind == FieldKind::Height && (board.header("heightMode") & 1);
    const bool flags = field->kind == FieldKind::Flags || levels;
    if (erase_ == EraseMode::ChosenFlags && flags) {
        stroke_.add(context.document.setFlags(*field, context.settings.value, false, tiles));
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
        if (!paintsUnstorableZone(board, *field, context.settings.value, t))
            storable.push_back(t);
    if (storable.size() != tiles.size() && context.message)
        context.message(QString::fromStdString(unstorableZoneReason()));
    paintTiles(context, storable, levels);
}

void PaintingTool::paintTiles(ToolContext& context, const std::vector<TileIndex>& tiles,
                              bool levels) {
    const FieldSpec* field = context.settings.field;
    if (tiles.empty())
        return;
    if (field->kind == FieldKind::Flags || levels)
        stroke_.add(context.document.setFlags(*field, context.settings.value,
                                              context.settings.flagsOn, tiles));
    else
        stroke_.add(context.document.setField(*field, context.settings.value, tiles));
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
