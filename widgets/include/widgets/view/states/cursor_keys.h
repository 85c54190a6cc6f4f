#pragma once
// The tile cursor's keys, the same in every state that lets them move it: plain arrows step it
// (Shift: selecting from where the steps began); Ctrl+arrows and Alt+arrows stay the menus' and
// the scroll area's.

class QKeyEvent;

namespace gbxx {

class BoardView;

// No modifier held but Shift (and the keypad's).
bool isPlainKey(const QKeyEvent* event);
// Steps the tile cursor for a plain arrow key; false for any other key.
bool stepTileCursor(BoardView& view, const QKeyEvent* event);
// Enter or Return without Shift.
bool isEnterKey(const QKeyEvent* event);

} // namespace gbxx
