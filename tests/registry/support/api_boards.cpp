#include "registry/support/api_boards.h"

#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "gbxx/footer.h"

#include <random>

namespace gbxx::test {
namespace {

constexpr qsizetype kCodeOffset = 3; // in the footer
constexpr qsizetype kCodeLength = 5;

qsizetype codeOffsetIn(const QByteArray& bytes) {
    return bytes.size() - static_cast<qsizetype>(kFooterBytes) + kCodeOffset;
}

void setText(Board& board, std::string_view key, const QString& text) {
    if (const auto why = board.footer().setText(footerField(key), text.toStdString()))
        qFatal("test board: cannot write %s into %s: %s", qPrintable(text), key.data(),
               why->c_str());
}

} // namespace

QByteArray apiBoardBytes(const ApiBoard& spec) {
    Board board(spec.variant, spec.width, spec.length);
    std::mt19937_64 random(spec.seed);
    for (std::size_t i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(static_cast<TileIndex>(i), random() & tileValueMask(spec.variant));
    board.setHeader(*board.layout().headerField("hex"), spec.hex ? 1 : 0);
    board.setHeader(*board.layout().headerField("wrap"), static_cast<std::uint64_t>(spec.wrap));
    board.footer().setNumber(footerField("version"), static_cast<std::uint8_t>(spec.version));
    setText(board, "title", spec.title);
    setText(board, "author", spec.author);
    setText(board, "boardCode", spec.code);
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

QByteArray withFooterCode(QByteArray bytes, const QByteArray& code) {
    QByteArray field = code.left(kCodeLength);
    field.append(QByteArray(kCodeLength - field.size(), '\0'));
    bytes.replace(codeOffsetIn(bytes), kCodeLength, field);
    return bytes;
}

QByteArray footerCodeOf(const QByteArray& bytes) {
    return bytes.mid(codeOffsetIn(bytes), kCodeLength);
}

Board mazeBoard(std::uint64_t seed) {
    Board board(Variant::GB64, kMaxSide, kMaxSide);
    std::mt19937_64 random(seed);
    constexpr std::uint64_t kWall = 40;
    for (int y = 0; y < kMaxSide; ++y) {
        for (int x = 0; x < kMaxSide; ++x) {
            if ((x % 2 == 0 || y % 2 == 0) && random() % 10 < 6)
                board.setTileRaw(static_cast<TileIndex>(y * kMaxSide + x), kWall);
        }
    }
    return board;
}

QByteArray boardFileBytes(const Board& board) {
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

} // namespace gbxx::test
