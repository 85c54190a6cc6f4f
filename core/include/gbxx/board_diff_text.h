#pragma once
// What diffBoards found, said as `gbxx diff` says it (docs/cli.md): lines for people and one JSON
// object for programs. The command line, the C ABI and every binding print these, so a diff reads
// the same from each of them.

#include "gbxx/board_diff.h"

#include <string>

namespace gbxx {

// `gbxx diff`'s lines, in their order: size, header keys, footer keys, "KEY: N tiles" per field;
// with `tiles`, then "X Y KEY: A -> B" per differing field of each tile. Empty when `d` is.
std::string diffLines(const BoardDiff& d, const Board& a, const Board& b, bool tiles);
// `gbxx diff --json`: one object and a newline; `a` and `b` are the boards `d` compares.
std::string diffJson(const BoardDiff& d, const Board& a, const Board& b, bool tiles);

} // namespace gbxx
