#include "widgets/tools/tool.h"
#include "text/core_texts.h"

#include "widgets/tools/paint_settings.h"
#include "gbxx/footprint.h"

#include <algorithm>

#include <QCoreApplication>

namespace gbxx {

Tool::Tool(ToolSpec spec)
    : spec_(std::move(spec)) {}

QString Tool::name() const {
    return QCoreApplication::translate("gbxx::Tool", spec_.name);
}

ToolPress Tool::pressStarts(bool leftButton) const {
    if (leftButton && spec_.movesSelection)
        return ToolPress::LiftSelection;
    return selects() ? ToolPress::Select : ToolPress::Stroke;
}

std::vector<TileIndex> Tool::shape(const ToolContext& context, const ToolPoint& from,
                                   const ToolPoint& to) const {
    std::vector<TileIndex> tiles = spec_.intertwine->tiles(context, from, to);
    if (spec_.brush)
        return brushCover(context.geometry, tiles, options_.brushSize, options_.roundBrush);
    return tiles;
}

std::vector<TileIndex> Tool::footprintAt(const Geometry& geometry, int x, int y) const {
    if (!spec_.brush || options_.brushSize <= 1)
        return {};
    return brushFootprint(geometry, x, y, options_.brushSize, options_.roundBrush);
}

void Tool::press(ToolContext& context, const ToolPoint& at, bool erase) {
    cancel();
    ink_ = &inkFor(erase ? spec_.right : spec_.left, context);
    const bool edits = ink_->editsBoard();
    if (edits && !context.settings.field)
        return;
    // A whole-tile preset paints every field the document lets it (locked ones are spared there);
    // the layer's own value would only go to a field the user has locked or cannot see.
    if (edits && !context.settings.preset &&
        (context.settings.fieldLocked || context.settings.fieldHidden)) {
        if (context.message) {
            const QString layer = translatedName(context.settings.field->label);
            context.message(context.settings.fieldLocked
                                ? QCoreApplication::translate(
                                      "gbxx::Tool", "%1 is locked: unlock it in the Layers panel "
                                                    "to paint it")
                                      .arg(layer)
                                : QCoreApplication::translate(
                                      "gbxx::Tool", "%1 is hidden: show it in the Layers panel "
                                                    "to paint it")
                                      .arg(layer));
        }
        return;
    }
    anchor_ = last_ = at;
    active_ = true;
    trail_ = {at.at};
    spec_.controller->press(*this, context, at);
}

void Tool::drag(ToolContext& context, const ToolPoint& at) {
    if (!active_ || (at.tile == last_.tile && at.place == last_.place))
        return;
    spec_.controller->drag(*this, context, at);
    last_ = at;
}

void Tool::release(ToolContext& context) {
    if (!active_)
        return;
    active_ = false;
    spec_.controller->release(*this, context);
    if (!ink_->editsBoard()) {
        std::vector<TileIndex> reached = reached_;
        if (spec_.closesTrail) { // what the trail encloses, and the trail itself
            reached = tilesInPolygon(context.geometry, trail_);
            reached.insert(reached.end(), preview_.begin(), preview_.end());
        }
        ink_->finish(context, reached);
        reached_.clear();
        trail_.clear();
        if (!ink_->keepsPreview())
            preview_.clear();
        return;
    }
    stroke_.commit(); // one undo step
}

void Tool::inkAtPress(ToolContext& context, const ToolPoint& at) {
    if (ink_->editsBoard()) {
        begin(context);
        apply(context, shape(context, at, at));
        return;
    }
    reached_ = shape(context, at, at);
    ink_->touch(context, reached_, at.tile, at.tile);
    if (spec_.closesTrail)
        preview_ = reached_;
}

void Tool::inkAlong(ToolContext& context, const ToolPoint& from, const ToolPoint& to) {
    if (ink_->editsBoard()) {
        apply(context, shape(context, from, to));
        return;
    }
    const std::vector<TileIndex> tiles = shape(context, from, to);
    ink_->touch(context, tiles, from.tile, to.tile);
    if (spec_.closesTrail) { // the lasso's line so far
        trail_.push_back(to.at);
        preview_.insert(preview_.end(), tiles.begin(), tiles.end());
    }
}

void Tool::outline(ToolContext& context, const ToolPoint& from, const ToolPoint& to) {
    preview_ = shape(context, from, to);
    if (!ink_->editsBoard())
        ink_->touch(context, preview_, from.tile, to.tile);
}

void Tool::inkOutline(ToolContext& context) {
    if (!ink_->editsBoard()) {
        reached_ = preview_; // what an ink that only looks finishes with
        return;
    }
    const std::vector<TileIndex> tiles = std::move(preview_);
    preview_.clear();
    begin(context);
    apply(context, tiles);
}

void Tool::cancel() {
    active_ = false;
    stroke_.commit(); // what was painted so far stays, as one step
    preview_.clear();
    reached_.clear();
    trail_.clear();
}

void Tool::begin(ToolContext& context) {
    stroke_.commit();
    stroke_ = context.document.openEdit(
        this, ink_->undoText(context, QCoreApplication::translate("gbxx::Tool", spec_.verb)));
}

void Tool::apply(ToolContext& context, const std::vector<TileIndex>& tiles) {
    BoardDocument& document = context.document;
    if (!stroke_.isOpen()) {
        // The document ended the edit (a save of floating content, an undo …): the stroke is over.
        active_ = false;
        return;
    }
    // While tiles are selected, painting stays inside them (as in Krita).
    const Selection& selection = document.selection();
    std::size_t outside = 0;
    const auto inside = [&](std::vector<TileIndex> all) {
        if (selection.empty())
            return all;
        const std::size_t before = all.size();
        std::erase_if(all, [&](TileIndex t) { return !selection.contains(t); });
        outside += before - all.size();
        return all;
    };
    if (tiles.empty())
        return;
    stroke_.extend(ink_->plan(context, inside(tiles), std::nullopt));
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
        if (!images.empty())
            stroke_.extend(ink_->plan(context, inside(images), r));
    }
    if (outside && context.message)
        context.message(QCoreApplication::translate(
            "gbxx::Tool",
            "Painting stays inside the selection (Select ▸ Deselect, Ctrl+Shift+A, to "
            "paint anywhere)"));
    if (skipped && context.message) {
        const int count = static_cast<int>(skipped); // lupdate reads no cast as the count
        context.message(
            QCoreApplication::translate("gbxx::Tool",
                                        "%n tile(s) painted alone: no symmetric tile sits there on "
                                        "this board (hex columns are half a tile apart)",
                                        nullptr, count));
    }
}

} // namespace gbxx
