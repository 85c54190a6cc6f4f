// How a game loads a board and asks for neighbours, distance and a path (docs/library.md).
// Built against the installed package by tests/consumer/run.sh; prints what it found.

#include <gbxx/file_io.h>
#include <gbxx/geometry.h>
#include <gbxx/paths.h>

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
    return 0;
}
