#include "widgets/tools/ink.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/intertwine.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_options.h"
#include "gbxx/paint_rules.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QCoreApplication>

namespace gbxx {
namespace {

QString layerName(const ToolContext& context) {
    return context.settings.field ? nameInSentence(context.settings.field->label) : QString();
}

// The chosen value, or its image across `reflection` when owners are swapped.
std::uint64_t chosenValue(const ToolContext& context, std::optional<Reflection> reflection) {
    const PaintSettings& s = context.settings;
    return reflection && s.swapOwners ? swapOwners(*s.field, s.value, *reflection) : s.value;
}

class SetValueInk : public Ink {
public:
    ChangeSet plan(const ToolContext& context, const std::vector<TileIndex>& tiles,
                   std::optional<Reflection> reflection) const override {
        // Planned on the board as painted: while rules run, the board shown is what they make of
        // it.
        const Board& board = context.document.planningBoard();
        const FieldSpec& field = *context.settings.field;
        const std::uint64_t value = chosenValue(context, reflection);
        // T16: leave alone the tiles this paint would turn into "no zone", and say why.
        std::vector<TileIndex> storable;
        storable.reserve(tiles.size());
        for (TileIndex t : tiles)
            if (!paintsUnstorableZone(board, field, value, t))
                storable.push_back(t);
        if (storable.size() != tiles.size() && context.message)
            context.message(translated(unstorableZoneReason()));
        return board.planField(field, value, storable);
    }
};

class SetFlagsInk : public Ink {
public:
    ChangeSet plan(const ToolContext& context, const std::vector<TileIndex>& tiles,
                   std::optional<Reflection> reflection) const override {
        return context.document.planningBoard().planFlags(*context.settings.field,
                                                          chosenValue(context, reflection),
                                                          context.settings.flagsOn, tiles);
    }
};

class StampInk : public Ink {
public:
    ChangeSet plan(const ToolContext& context, const std::vector<TileIndex>& tiles,
                   std::optional<Reflection>) const override {
        const std::vector<std::uint64_t> values(tiles.size(), *context.settings.preset);
        return context.document.planningBoard().planTiles(tiles, values);
    }
    QString undoText(const ToolContext& context, const QString& verb) const override {
        return verb.arg(Ink::tr("preset “%1”").arg(context.settings.presetName));
    }
};

class ClearFlagsInk : public Ink {
public:
    ChangeSet plan(const ToolContext& context, const std::vector<TileIndex>& tiles,
                   std::optional<Reflection> reflection) const override {
        return context.document.planningBoard().planFlags(
            *context.settings.field, chosenValue(context, reflection), false, tiles);
    }
    QString undoText(const ToolContext& context, const QString&) const override {
        return Ink::tr("Erase %1").arg(layerName(context));
    }
};

class EraseInk : public Ink {
public:
    ChangeSet plan(const ToolContext& context, const std::vector<TileIndex>& tiles,
                   std::optional<Reflection>) const override {
        return context.document.planningBoard().planField(*context.settings.field, 0, tiles);
    }
    QString undoText(const ToolContext& context, const QString&) const override {
        return Ink::tr("Erase %1").arg(layerName(context));
    }
};

class PickInk : public Ink {
public:
    bool editsBoard() const override { return false; }
    void touch(ToolContext& context, const std::vector<TileIndex>&, QPoint,
               QPoint to) const override {
        PaintSettings& settings = context.settings;
        const TileIndex tile = context.geometry.indexOf(to.x(), to.y());
        if (context.pin)
            context.pin(tile);
        if (!settings.field)
            return;
        const std::uint64_t value = context.document.board().get(tile, *settings.field);
        if (value == settings.value && settings.flagsOn)
            return;
        settings.value = value;
        settings.flagsOn = true;
        settings.notify();
    }
};

class MeasureInk : public Ink {
public:
    bool editsBoard() const override { return false; }
    bool keepsPreview() const override { return true; }
    void touch(ToolContext& context, const std::vector<TileIndex>&, QPoint from,
               QPoint to) const override {
        if (!context.message)
            return;
        const std::optional<Path> path = measuredPath(context, from, to);
        const int distance =
            connectedGeometry(context).distance(from.x(), from.y(), to.x(), to.y());
        const int player = context.options.measurePlayer;
        const QString who = player ? Ink::tr(" as player %1").arg(player) : QString();
        context.message(path
                            ? Ink::tr("Path%1: %n step(s) · grid distance %2", nullptr, path->steps)
                                  .arg(who)
                                  .arg(distance)
                            : Ink::tr("No path%1 from (%2, %3) to (%4, %5) · grid distance %6")
                                  .arg(who)
                                  .arg(from.x())
                                  .arg(from.y())
                                  .arg(to.x())
                                  .arg(to.y())
                                  .arg(distance));
    }
};

class SelectInk : public Ink {
public:
    bool editsBoard() const override { return false; }
    void finish(ToolContext& context, const std::vector<TileIndex>& tiles) const override {
        BoardDocument& document = context.document;
        const std::size_t count = document.board().tileCount();
        document.setSelection(
            combined(document.selection(), Selection::of(count, tiles), context.selectionMode));
    }
};

} // namespace

void Ink::finish(ToolContext&, const std::vector<TileIndex>&) const {}

ChangeSet Ink::plan(const ToolContext&, const std::vector<TileIndex>&,
                    std::optional<Reflection>) const {
    return {};
}

void Ink::touch(ToolContext&, const std::vector<TileIndex>&, QPoint, QPoint) const {}

QString Ink::undoText(const ToolContext& context, const QString& verb) const {
    return verb.arg(layerName(context));
}

const Ink& inkFor(InkRole role, const ToolContext& context) {
    static const SetValueInk setValue;
    static const SetFlagsInk setFlags;
    static const StampInk stamp;
    static const ClearFlagsInk clearFlags;
    static const EraseInk erase;
    static const PickInk pick;
    static const MeasureInk measure;
    static const SelectInk select;
    const FieldSpec* field = context.settings.field;
    const bool flags = field && field->readsAsFlags(heightModeOf(context.document.board()));
    switch (role) {
    case InkRole::Paint:
        if (context.settings.preset)
            return stamp;
        return flags ? static_cast<const Ink&>(setFlags) : setValue;
    case InkRole::EraseChosen:
        return flags ? static_cast<const Ink&>(clearFlags) : erase;
    case InkRole::Erase:
        return erase;
    case InkRole::Pick:
        return pick;
    case InkRole::Measure:
        return measure;
    case InkRole::Select:
        return select;
    }
    return setValue;
}

} // namespace gbxx
