// How a game loads a board, asks for neighbours, distance and a path, reads tiles and the title
// by meaning, and runs rules on it (docs/library.md).
// Built against the installed package by tests/consumer/run.sh; prints what it found.

#include <gbxx/file_io.h>
#include <gbxx/game_tile.h>
#include <gbxx/geometry.h>
#include <gbxx/paths.h>
#include <gbxx/rules.h>

#include <iostream>

int main(int argc, char* argv[]) {
    if (argc < 2) {
        std::cerr << "usage: consumer BOARD\n";
        return 2;
    }
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

    // Tiles by meaning (gbxx/game_tile.h): the same code for every tile size.
    std::cout << "title " << board.footer().title() << " by " << board.footer().author() << '\n';
    const gbxx::GameTileReader tiles(board); // the link groups are found once
    int homes = 0;
    for (gbxx::TileIndex t = 0; t < board.tileCount(); ++t)
        if (const auto tile = tiles.at(t); tile && tile->homeZones.forPlayer(1))
            ++homes;
    if (const auto tile = tiles.at(1, 1)) // nothing outside the board
        std::cout << "tile (1,1) height " << tile->height.movementHeight() << " in bounds "
                  << (tile->boundary == gbxx::Boundary::InBounds) << ", player 1 homes " << homes
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
    return 0;
}
