#include "widgets/tools/stamp_stroke.h"

#include "widgets/document/region_clipboard.h"
#include "widgets/tools/paint_settings.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace gbxx {

Region StampStroke::stampRegion(const CopiedRegion& stamp, bool hex) {
    return reshaped(stamp.region, hex, stamp.originX, stamp.originY);
}

std::optional<StampStroke> StampStroke::begin(ToolContext& context, const void* owner) {
    const Board& board = context.document.board();
    const CopiedRegion& stamp = *context.settings.stamp;
    if (stamp.region.variant != board.variant() || stamp.region.layout != &board.layout()) {
        context.message(QCoreApplication::translate(
            "gbxx::BoardView", "This stamp is for boards of another tile size or layout."));
        return std::nullopt;
    }
    return StampStroke(context.document.openEdit(
        owner, QCoreApplication::translate("gbxx::BoardView", "Stamp “%1”")
                   .arg(context.settings.stampName)));
}

bool StampStroke::place(ToolContext& context, QPoint at) {
    BoardDocument& document = context.document;
    if (!edit_.isOpen())
        return false;
    const Board& board = document.planningBoard(); // as painted, while rules run
    const CopiedRegion& stamp = *context.settings.stamp;
    const Region region = stampRegion(stamp, context.geometry.hex());
    std::vector<TileIndex> covered = placeRegion(context.geometry, region, at.x(), at.y()).tiles;
    std::sort(covered.begin(), covered.end());
    std::vector<TileIndex> overlap;
    std::set_intersection(covered.begin(), covered.end(), last_.begin(), last_.end(),
                          std::back_inserter(overlap));
    if (!overlap.empty())
        return true;
    const std::uint64_t mask = fieldMaskFor(stamp.fields, board.variant(), board.layout());
    ChangeSet changes = planPaste(board, region, at.x(), at.y(), mask).changes;
    const Selection& selection = document.selection();
    if (!selection.empty()) { // as painting does: only inside the selection
        ChangeSet inside;
        for (const ChangeSet::Change& c : changes)
            if (selection.contains(c.index))
                inside.add(c.index, c.before, c.after);
        if (inside.size() != changes.size())
            context.message(QCoreApplication::translate(
                "gbxx::Tool", "Painting stays inside the selection (Select ▸ Deselect, "
                              "Ctrl+Shift+A, to paint anywhere)"));
        changes = std::move(inside);
    }
    edit_.extend(changes);
    last_ = std::move(covered);
    return true;
}

} // namespace gbxx
