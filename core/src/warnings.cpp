#include "gbxx/warnings.h"

#include "gbxx/geometry.h"
#include "gbxx/link_groups.h"

#include <algorithm>
#include <cctype>

namespace gbxx {
namespace {

std::string lowerExtension(std::string_view fileName) {
    const auto slash = fileName.find_last_of("/\\");
    const std::string_view base =
        slash == std::string_view::npos ? fileName : fileName.substr(slash + 1);
    const auto dot = base.rfind('.');
    std::string ext = dot == std::string_view::npos ? std::string{} : std::string(base.substr(dot));
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext;
}

std::string tilesPhrase(const Board& board, const std::vector<TileIndex>& tiles) {
    const TileIndex first = tiles.front();
    return std::to_string(tiles.size()) + (tiles.size() == 1 ? " tile" : " tiles") +
           " (first at x " + std::to_string(board.xOf(first)) + ", y " +
           std::to_string(board.yOf(first)) + ")";
}

// `one` and `many` say what the tiles do, for one tile and for several ("holds" / "hold").
void addTileWarning(std::vector<Warning>& out, const Board& board, std::string rule,
                    std::vector<TileIndex> tiles, const std::string& one, const std::string& many) {
    if (tiles.empty())
        return;
    const std::string& what = tiles.size() == 1 ? one : many;
    out.push_back({std::move(rule), tilesPhrase(board, tiles) + " " + what, std::move(tiles)});
}

} // namespace

std::optional<Warning> extensionWarning(Variant variant, std::string_view fileName) {
    const std::string expected(extensionOf(variant));
    const std::string ext = lowerExtension(fileName);
    if (fileName.empty() || ext == expected)
        return std::nullopt;
    return Warning{"S2",
                   "the file name ends in \"" + ext + "\" but the header says GB" +
                       std::string(digitsOf(variant)) + " (\"" + expected + "\")",
                   {}};
}

std::vector<Warning> findWarnings(const Board& board, std::string_view fileName) {
    std::vector<Warning> out;
    if (std::optional<Warning> s2 = extensionWarning(board.variant(), fileName))
        out.push_back(std::move(*s2));

    const Geometry geometry(board);
    const GridShape& shape = geometry.shape();
    if (shape.hex && shape.wrapWidth && !geometry.widthSeamJoined())
        out.push_back({"X3",
                       "width wrap on a hex board needs an even width; with width " +
                           std::to_string(shape.width) + " the seam is not joined",
                       {}});

    const FieldSpec* boundary = board.field(keys::boundary);
    const FieldSpec* link = board.field(keys::link);
    const FieldSpec* noZone = board.field(keys::noZone);
    const FieldSpec* zoneOwners = board.field(keys::zoneOwners);
    const FieldSpec* grouped = board.layout().headerField(keys::grouped);
    if (!grouped)
        grouped = board.layout().headerField("linked");
    const bool groupsActive = grouped && board.header(*grouped) != 0;

    // A lone noZone flag means "no zone", so it is not data on an off-board tile.
    std::uint64_t dataMask = tileValueMask(board.variant());
    if (boundary)
        dataMask &= ~boundary->mask();
    if (noZone)
        dataMask &= ~noZone->mask();

    std::vector<TileIndex> offBoardData;
    std::vector<TileIndex> linkWhileOff;
    std::vector<TileIndex> noZoneContradiction;
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        const std::uint64_t t = board.tile(i);
        const bool onBoard = !boundary || boundary->read(t) != 0;
        if (!onBoard && (t & dataMask) != 0)
            offBoardData.push_back(i);
        if (link && !groupsActive && link->read(t) != 0)
            linkWhileOff.push_back(i);
        if (noZone && zoneOwners) {
            const bool flag = noZone->read(t) != 0;
            const bool owners = zoneOwners->read(t) != 0;
            if ((flag && owners) || (!flag && !owners && onBoard))
                noZoneContradiction.push_back(i);
        }
    }
    addTileWarning(out, board, "W", std::move(offBoardData),
                   "not on the board holds data besides its boundary",
                   "not on the board hold data besides their boundary");
    const std::string groupsOff = " a link group while link groups are off (header `" +
                                  std::string(grouped ? grouped->key : keys::grouped) + "` is 0)";
    addTileWarning(out, board, "G1", std::move(linkWhileOff), "has" + groupsOff,
                   "have" + groupsOff);
    addTileWarning(out, board, "T32", std::move(noZoneContradiction),
                   "has a `noZone` flag that contradicts its `zoneOwners`",
                   "have a `noZone` flag that contradicts their `zoneOwners`");

    if (groupsActive && link) {
        const LinkGroups groups = findLinkGroups(board, geometry);
        std::vector<TileIndex> disagreeing;
        for (TileIndex i = 0; i < board.tileCount(); ++i)
            if (groups.groupOfTile[i] != LinkGroups::kNone &&
                effectiveTile(board, groups, i) != board.tile(i))
                disagreeing.push_back(i);
        addTileWarning(out, board, "G1", std::move(disagreeing),
                       "differs from the anchor of its link group",
                       "differ from the anchor of their link group");
    }
    return out;
}

} // namespace gbxx
