#pragma once
// The options of one tool, each tool keeping its own (a 5-tile brush does not make a 5-tile line),
// and which of them a tool offers.

namespace gbxx {

struct ToolOptions {
    int brushSize = 1;           // 1..kMaxBrushSize
    bool roundBrush = false;     // on hex boards, round means hex distance
    bool filled = true;          // rectangles: filled or outline
    bool throughCorners = false; // fill and measure on square boards: 8 neighbours instead of 4
    int measurePlayer = 0;       // measure as player 1..4 (their blacklists block), 0 for anyone
    bool wholeTile = false;      // magic wand, select by value: compare whole tiles, not the layer
    // Move: what a moved selection leaves where it was: tiles still on the board ("in bounds", the
    // other carried fields empty), or empty tiles ("not on board" where the boundary moved).
    bool leaveEmptyTiles = false;
};

enum ToolOption : unsigned {
    BrushSize = 1u << 0,
    BrushShape = 1u << 1,
    Filled = 1u << 2,
    ThroughCorners = 1u << 3,
    MeasurePlayer = 1u << 4,
    WholeTile = 1u << 5,
    LeaveBehind = 1u << 6,
};

} // namespace gbxx
