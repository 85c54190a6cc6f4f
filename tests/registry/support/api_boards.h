#pragma once
// Boards for the registry's API tests, made with the core as the editor makes them: each seed a
// different body, the footer's texts and code as a designer would type them (UTF-8 in, Latin-1 in
// the file), the header's hex and wrap set through the default layout.

#include "gbxx/board.h"
#include "gbxx/variant.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace gbxx::test {

struct ApiBoard {
    Variant variant = Variant::GB08;
    int width = 4;
    int length = 3;
    std::uint64_t seed = 0; // the tiles: the same seed, the same body
    QString title = {};
    QString author = {};
    QString code = {}; // footer bytes 3-7 as typed; empty: none
    int version = 0;
    bool hex = false;
    int wrap = 0; // the header's `wrap`: 0 none, 1 width, 2 length
};

// The file's bytes; stops the test program if a text cannot be written into the footer (a mistake
// in the test, not in the registry).
QByteArray apiBoardBytes(const ApiBoard& board);

// `bytes` with footer bytes 3-7 replaced by `code`: what the registry stores for them.
QByteArray withFooterCode(QByteArray bytes, const QByteArray& code);

// Footer bytes 3-7 of a file.
QByteArray footerCodeOf(const QByteArray& bytes);

// A 255 × 255 GB64 maze: wall tiles (raw value 40) on a grid, passages knocked through at random
// (`seed` picks them), as a generator makes them. Mostly runs of equal tiles, as boards are: the
// largest board there is, and one that compresses well.
Board mazeBoard(std::uint64_t seed);

// The file bytes of `board` (writeBoard).
QByteArray boardFileBytes(const Board& board);

} // namespace gbxx::test
