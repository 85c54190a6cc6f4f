#include "widgets/merge/merge_conflicts.h"

#include "widgets/document/board_document.h"
#include "widgets/merge/merge_texts.h"

#include <QPointer>

#include <algorithm>
#include <map>
#include <utility>

namespace gbxx {
namespace {

QString choiceText(MergeSide side, std::size_t count) {
    switch (side) {
    case MergeSide::Base:
        return count == 1 ? MergeTexts::tr("Take Base (1 conflict)")
                          : MergeTexts::tr("Take Base (%1 conflicts)").arg(count);
    case MergeSide::Ours:
        return count == 1 ? MergeTexts::tr("Take Ours (1 conflict)")
                          : MergeTexts::tr("Take Ours (%1 conflicts)").arg(count);
    case MergeSide::Theirs:
        break;
    }
    return count == 1 ? MergeTexts::tr("Take Theirs (1 conflict)")
                      : MergeTexts::tr("Take Theirs (%1 conflicts)").arg(count);
}

} // namespace

MergeConflicts::MergeConflicts(const BoardMerge& merge, const std::array<Footer, 3>& footers,
                               QObject* parent)
    : QObject(parent)
    , footers_(footers) {
    conflicts_.reserve(merge.conflictCount());
    for (const HeaderConflict& c : merge.header)
        conflicts_.push_back(
            {MergeConflict::Part::Header, 0, c.field, nullptr, {c.base, c.ours, c.theirs}});
    for (const FooterConflict& c : merge.footer)
        conflicts_.push_back({MergeConflict::Part::Footer, 0, nullptr, c.field, {}});
    for (const TileConflict& c : merge.tiles)
        conflicts_.push_back(
            {MergeConflict::Part::Tile, c.tile, c.field, nullptr, {c.base, c.ours, c.theirs}});
    choices_.resize(conflicts_.size());
}

std::vector<std::size_t> MergeConflicts::conflictsIn(const Selection& tiles) const {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < conflicts_.size(); ++i) {
        const MergeConflict& c = conflicts_[i];
        if (c.part == MergeConflict::Part::Tile && c.tile < tiles.tileCount() &&
            tiles.contains(c.tile))
            found.push_back(i);
    }
    return found;
}

void MergeConflicts::setChoice(std::size_t conflict, std::optional<MergeSide> side) {
    if (choices_[conflict].has_value() != side.has_value())
        side ? ++resolved_ : --resolved_;
    choices_[conflict] = side;
}

bool MergeConflicts::choose(BoardDocument& document, const std::vector<std::size_t>& conflicts,
                            MergeSide side) {
    // Only the conflicts whose choice changes are part of the step, each once.
    std::vector<std::size_t> chosen;
    for (std::size_t i : conflicts)
        if (i < conflicts_.size() && choices_[i] != side)
            chosen.push_back(i);
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    if (chosen.empty())
        return false;

    const Board& board = document.board();
    std::map<TileIndex, std::uint64_t> tiles; // a tile's value with every chosen field written
    auto header = static_cast<std::uint64_t>(board.headerBits());
    std::array<std::uint8_t, kFooterBytes> footer = board.footer().bytes();
    std::vector<std::optional<MergeSide>> before;
    before.reserve(chosen.size());
    for (std::size_t i : chosen) {
        const MergeConflict& c = conflicts_[i];
        before.push_back(choices_[i]);
        const std::uint64_t value = c.values[index(side)];
        switch (c.part) {
        case MergeConflict::Part::Tile: {
            const auto [at, fresh] = tiles.try_emplace(c.tile, board.tile(c.tile));
            at->second = c.field->write(at->second, value);
            break;
        }
        case MergeConflict::Part::Header:
            header = c.field->write(header, value);
            break;
        case MergeConflict::Part::Footer: {
            // The field's bytes whole: what follows a text's 0x00 comes with it (spec F4).
            const auto& from = footers_[index(side)].bytes();
            const auto first = from.begin() + c.footerField->offset;
            std::copy(first, first + c.footerField->length, footer.begin() + c.footerField->offset);
            break;
        }
        }
    }
    ChangeSet changes;
    for (const auto& [tile, value] : tiles)
        changes.add(tile, board.tile(tile), value);

    QPointer<MergeConflicts> self(this);
    document.pushChanges(choiceText(side, chosen.size()), changes,
                         static_cast<std::uint16_t>(header), Footer(footer),
                         [self, chosen, before = std::move(before), side](bool done) {
                             if (!self)
                                 return;
                             for (std::size_t k = 0; k < chosen.size(); ++k)
                                 self->setChoice(chosen[k], done ? std::optional(side) : before[k]);
                             emit self->choicesChanged();
                         });
    return true;
}

} // namespace gbxx
