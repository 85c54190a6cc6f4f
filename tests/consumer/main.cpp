// A tiny game over the core (docs/library.md): it loads a board, asks for neighbours, distance and
// paths (one by steps, one that pays for climbing), runs rules on it, and sends its next level as a
// patch. Built by tests/consumer/run.sh against the installed package and through
// add_subdirectory(core); prints what it found and exits 1 when something a game relies on fails.

#include <gbxx/board_patch.h>
#include <gbxx/codec.h>
#include <gbxx/file_io.h>
#include <gbxx/game_tile.h>
#include <gbxx/geometry.h>
#include <gbxx/movement.h>
#include <gbxx/paths.h>
#include <gbxx/rules.h>
#include <gbxx/version.h>

#include <iostream>
#include <vector>

int main(int argc, char* argv[]) {
    if (argc < 2) {
        std::cerr << "usage: consumer BOARD\n";
        return 2;
    }
    std::cout << "core " << gbxx::kLibraryVersion << '\n';
    const gbxx::ReadResult read = gbxx::loadBoardFile(argv[1]);
    if (!read) {
        std::cerr << read.error.message << '\n';
        return 1;
    }
    const gbxx::Board& board = *read.board;
    const gbxx::Geometry geometry(board); // square or hex, wrap seams: from the header
    const gbxx::FieldSpec& boundary = *board.field("boundary");

    const gbxx::TileIndex from = board.indexOf(1, 1);
    const gbxx::TileIndex to = board.indexOf(board.width() - 2, board.length() - 2);
    std::cout << "board " << board.width() << "x" << board.length()
              << (geometry.hex() ? " hex" : " square") << '\n';
    std::cout << "neighbours of (1,1):";
    for (gbxx::TileIndex n : geometry.neighbours(from))
        std::cout << " (" << board.xOf(n) << "," << board.yOf(n) << ")=" << board.get(n, boundary);
    std::cout << '\n' << "distance " << geometry.distance(from, to) << '\n';

    const auto groups = gbxx::activeLinkGroups(board, geometry);
    const auto path = gbxx::shortestPath(board, geometry, groups ? &*groups : nullptr, from, to,
                                         gbxx::PathOptions{});
    if (path)
        std::cout << "path " << path->steps << " steps\n";
    else
        std::cout << "no path\n";

    // Moving with climb cost (gbxx/movement.h): player 1 from a home tile to an end tile, where
    // each level up costs 2 more than a step. Climbing can only make the route dearer than its
    // steps, never cheaper than the same search without it.
    gbxx::MoveRules climbing;
    climbing.player = 1;
    climbing.climb = 2;
    const gbxx::MovementModel model(board, climbing);
    const std::vector<gbxx::TileIndex> homes = model.zoneTiles(gbxx::ZoneKind::Home, 1);
    const std::vector<gbxx::TileIndex> ends = model.zoneTiles(gbxx::ZoneKind::End, 1);
    const auto route = gbxx::cheapestPath(model, homes, ends);
    gbxx::MoveRules flat = climbing;
    flat.climb = 0;
    const gbxx::MovementModel flatModel(board, flat);
    const auto flatRoute = gbxx::cheapestPath(flatModel, homes, ends);
    if (!route || !flatRoute) {
        std::cerr << "FAIL: no route from player 1's " << homes.size() << " home tiles to its "
                  << ends.size() << " end tiles\n";
        return 1;
    }
    int climbed = 0; // what the climbing added along the route found
    for (std::size_t k = 1; k < route->tiles.size(); ++k)
        climbed += model.moveCost(route->tiles[k - 1], route->tiles[k]) -
                   flatModel.moveCost(route->tiles[k - 1], route->tiles[k]);
    std::cout << "climbing route cost " << route->cost << ", " << route->steps << " steps, "
              << climbed << " for climbing; flat cost " << flatRoute->cost << '\n';
    if (route->cost < flatRoute->cost || route->cost != route->steps + climbed) {
        std::cerr << "FAIL: the climbing route's cost does not add up\n";
        return 1;
    }
    // Tiles by meaning (gbxx/game_tile.h): the same code for every tile size.
    std::cout << "title " << board.footer().title() << " by " << board.footer().author() << '\n';
    const gbxx::GameTileReader tiles(board); // the link groups are found once
    int homeTiles = 0;
    for (gbxx::TileIndex t = 0; t < board.tileCount(); ++t)
        if (const auto tile = tiles.at(t); tile && tile->homeZones.forPlayer(1))
            ++homeTiles;
    if (const auto tile = tiles.at(1, 1)) // nothing outside the board
        std::cout << "tile (1,1) height " << tile->height.movementHeight() << " in bounds "
                  << (tile->boundary == gbxx::Boundary::InBounds) << ", player 1 homes " << homeTiles
                  << '\n';

    // Rules (gbxx/rules.h): read and checked against the board's fields, then run on a copy.
    const auto parsed = gbxx::RuleSet::parse(R"({"rules": [{"name": "ring",
        "where": "boundary = 0 and neighbours(n.boundary >= 2) > 0",
        "then": ["set boundary=1"]}]})",
                                             board.fields(), gbxx::tileShapeOf(board));
    if (const auto* error = std::get_if<gbxx::RulesError>(&parsed)) {
        std::cerr << error->english() << '\n'; // "rule 1 "ring", where: … at character N"
        return 1;
    }
    const gbxx::RuleSet& rules = std::get<gbxx::RuleSet>(parsed);
    const gbxx::RulesOutcome outcome = gbxx::applyRules(rules, board, rules.all());
    gbxx::Board ringed = board;
    ringed.apply(outcome.changes);
    for (const gbxx::RuleCount& count : outcome.counts)
        std::cout << rules.rules()[count.rule].text.name << ": " << count.changed
                  << " tiles changed\n";

    // Patches (gbxx/board_patch.h): the next level is this one with the ring and with the route's
    // heights one more (the highest wraps to 0); players who have this board get only the tiles
    // that differ.
    gbxx::Board next = ringed;
    const gbxx::FieldSpec& height = *board.field("height");
    for (gbxx::TileIndex tile : route->tiles)
        next.setTileRaw(tile, height.write(next.tile(tile), next.get(tile, height) + 1));
    const auto made = gbxx::makePatch(board, next);
    if (const auto* why = std::get_if<gbxx::Message>(&made)) {
        std::cerr << "FAIL: makePatch: " << why->english() << '\n';
        return 1;
    }
    const std::vector<std::uint8_t>& patch = std::get<std::vector<std::uint8_t>>(made);
    const auto applied = gbxx::applyPatch(board, patch);
    if (const auto* why = std::get_if<gbxx::Message>(&applied)) {
        std::cerr << "FAIL: applyPatch: " << why->english() << '\n';
        return 1;
    }
    const std::vector<std::uint8_t> expected = gbxx::writeBoard(next);
    const bool same = gbxx::writeBoard(std::get<gbxx::Board>(applied)) == expected;
    // A patch names the board it was made for: the next level itself is not it.
    const bool refused = std::holds_alternative<gbxx::Message>(gbxx::applyPatch(next, patch));
    std::cout << "patch " << patch.size() << " bytes for a " << expected.size()
              << "-byte board: " << (same ? "the same bytes" : "DIFFERENT bytes") << ", "
              << (refused ? "refused" : "ACCEPTED") << " on another board\n";
    return same && refused ? 0 : 1;
}
