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

// A warning about `tiles`, naming how many and the first; `id`'s message takes the first's x and
// y, then `more`.
void addTileWarning(std::vector<Warning>& out, const Board& board, std::string rule,
                    std::vector<TileIndex> tiles, std::string_view id,
                    std::vector<std::string> more = {}) {
    if (tiles.empty())
        return;
    const TileIndex first = tiles.front();
    std::vector<std::string> args = {std::to_string(board.xOf(first)),
                                     std::to_string(board.yOf(first))};
    args.insert(args.end(), more.begin(), more.end());
    Message said{id, std::move(args), tiles.size()};
    out.push_back(Warning::from(std::move(rule), std::move(said), std::move(tiles)));
}

} // namespace

std::optional<Warning> extensionWarning(Variant variant, std::string_view fileName) {
    const std::string expected(extensionOf(variant));
    const std::string ext = lowerExtension(fileName);
    if (fileName.empty() || ext == expected)
        return std::nullopt;
    return Warning::from("S2",
                         {"warning.extension", {ext, std::string(digitsOf(variant)), expected}});
}

std::vector<Warning> findWarnings(const Board& board, std::string_view fileName) {
    std::vector<Warning> out;
    if (std::optional<Warning> s2 = extensionWarning(board.variant(), fileName))
        out.push_back(std::move(*s2));

    const Geometry geometry(board);
    const GridShape& shape = geometry.shape();
    if (shape.hex && shape.wrapWidth && !geometry.widthSeamJoined())
        out.push_back(
            Warning::from("X3", {"warning.hexWrapOddWidth", {std::to_string(shape.width)}}));

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
    addTileWarning(out, board, "W", std::move(offBoardData), "warning.offBoardData");
    addTileWarning(out, board, "G1", std::move(linkWhileOff), "warning.linkWhileGroupsOff",
                   {std::string(grouped ? grouped->key : keys::grouped)});
    addTileWarning(out, board, "T32", std::move(noZoneContradiction),
                   "warning.noZoneContradiction");

    if (groupsActive && link) {
        const LinkGroups groups = findLinkGroups(board, geometry);
        std::vector<TileIndex> disagreeing;
        for (TileIndex i = 0; i < board.tileCount(); ++i)
            if (groups.groupOfTile[i] != LinkGroups::kNone &&
                effectiveTile(board, groups, i) != board.tile(i))
                disagreeing.push_back(i);
        addTileWarning(out, board, "G1", std::move(disagreeing), "warning.linkDisagrees");
    }
    return out;
}

} // namespace gbxx
