#include "gbxx/board_facts.h"

#include "gbxx/balance.h"
#include "gbxx/warnings.h"

namespace gbxx {

std::vector<FieldUse> fieldUseOf(const Board& board) {
    std::vector<FieldUse> use;
    for (const FieldSpec& field : board.fields())
        use.push_back({std::string(field.key), 0});
    // One pass over the tiles, every field of a tile at once.
    const auto fields = board.fields();
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        const std::uint64_t tile = board.tile(i);
        for (std::size_t f = 0; f < fields.size(); ++f)
            use[f].tiles += fields[f].read(tile) != 0;
    }
    return use;
}

BoardFacts factsOf(const Board& board, std::string_view fileName) {
    BoardFacts facts;
    facts.fieldUse = fieldUseOf(board);
    facts.specWarnings = findWarnings(board, fileName).size();
    facts.designWarnings = designWarnings(board).size();
    for (const OwnerBalance& owner : balanceReport(board))
        if (owner.player > 0 && owner.homeTiles > 0)
            facts.homePlayers.push_back(owner.player);
    return facts;
}

} // namespace gbxx
