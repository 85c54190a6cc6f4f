#pragma once
// A small picture of a board (recent files, start page), drawn by the view's renderer and fitted
// into a square with the board centred. It shows the layer set on the most tiles.

#include "gbxx/board.h"

#include <QImage>

namespace gbxx {

QImage boardThumbnail(const Board& board, int side);
// The same picture as PNG bytes (the board library keeps them).
QByteArray boardThumbnailPng(const Board& board, int side);

} // namespace gbxx
