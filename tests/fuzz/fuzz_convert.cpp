// libFuzzer target: reader → conversion to every variant → writer → reader, plus the geometry that
// tools run on a board (neighbours, link groups, flood regions). The converted board must read
// back.

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/link_groups.h"
#include "gbxx/regions.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const gbxx::ReadResult read = gbxx::readBoard({data, size});
    if (!read)
        return 0;
    const gbxx::Board& board = *read.board;
    for (gbxx::Variant target : gbxx::kAllVariants) {
        const gbxx::Conversion converted = gbxx::convertBoard(board, target);
        const std::vector<std::uint8_t> bytes = gbxx::writeBoard(converted.board);
        const gbxx::ReadResult back = gbxx::readBoard(bytes);
        if (!back || back.board->variant() != target || back.board->width() != board.width())
            std::abort();
        if (!converted.report.lostAt.empty() && converted.report.lostAt.size() != board.tileCount())
            std::abort();
        for (const gbxx::LossEntry& e : converted.report.entries)
            if (converted.report.tilesOf(e).size() != e.tileCount)
                std::abort();
    }
    const gbxx::Geometry geometry(board);
    const gbxx::LinkGroups groups = gbxx::findLinkGroups(board, geometry);
    for (const gbxx::LinkGroup& g : groups.groups)
        if (g.anchor >= board.tileCount() || g.size == 0)
            std::abort();
    const gbxx::TileIndex start = static_cast<gbxx::TileIndex>(size % board.tileCount());
    if (gbxx::floodRegion(board, geometry, start, board.fields().front()).empty())
        std::abort();
    (void)geometry.distance(0, static_cast<gbxx::TileIndex>(board.tileCount() - 1));
    return 0;
}
