// Boards through the C ABI: reading, writing, the header, the footer and the stored tile fields.

#include "abi_file.h"
#include "abi_status.h"

#include "gbxx/codec.h"
#include "gbxx/file_io.h"
#include "gbxx/geometry.h"
#include "gbxx/layout.h"

#include <charconv>

using namespace gbxx;
using namespace gbxx::abi;

namespace {

const Layout& layoutNamed(const char* name) {
    if (!name)
        return defaultLayout();
    if (const Layout* layout = findLayout(name))
        return *layout;
    fail(GBXX_ERROR_ARGUMENT, "abi.unknownLayout",
         std::string("unknown layout '") + name + "'; expected 2023-09, 2023-09-10 or draft-2023-09-06");
}

// What a failed read becomes: a file that cannot be read is GBXX_ERROR_IO, bytes that are no
// board GBXX_ERROR_BAD_BOARD.
gbxx_board* boardOrFail(ReadResult&& read) {
    if (!read)
        fail(read.error.rule == "IO" ? GBXX_ERROR_IO : GBXX_ERROR_BAD_BOARD, read.error.said);
    return new gbxx_board(std::move(*read.board));
}

std::string joinedKeys(std::span<const FieldSpec> fields) {
    std::string keys;
    for (const FieldSpec& f : fields)
        keys.append(f.key) += '\n';
    return keys;
}

const FieldSpec& tileField(const Board& board, std::string_view key) {
    if (const FieldSpec* spec = board.field(key))
        return *spec;
    fail(GBXX_ERROR_ARGUMENT, "abi.unknownField",
         "a " + std::string(labelOf(board.variant())) + " tile has no field '" + std::string(key) +
             "'");
}

const FieldSpec& headerField(const Board& board, std::string_view key) {
    if (const FieldSpec* spec = board.layout().headerField(key))
        return *spec;
    fail(GBXX_ERROR_ARGUMENT, "abi.unknownHeaderKey",
         "the header has no field '" + std::string(key) + "'");
}

const FooterField& footerFieldNamed(std::string_view key) {
    if (const FooterField* field = findFooterField(key))
        return *field;
    fail(GBXX_ERROR_ARGUMENT, "abi.unknownFooterKey",
         "the footer has no field '" + std::string(key) + "'");
}

void checkFits(const FieldSpec& field, std::uint64_t value) {
    if (value > field.maxValue())
        fail(GBXX_ERROR_REFUSED, "abi.valueTooLarge",
             std::string(field.key) + " holds 0.." + std::to_string(field.maxValue()) + ", not " +
                 std::to_string(value));
}

} // namespace

extern "C" {

gbxx_status gbxx_board_read(const uint8_t* bytes, size_t size, const char* layout,
                            gbxx_board** board) {
    return guarded([&] {
        gbxx_board*& out = need(board, "board");
        if (!bytes && size > 0)
            need(bytes, "bytes");
        const std::span<const std::uint8_t> span(bytes ? bytes : reinterpret_cast<const uint8_t*>(""),
                                                 size);
        out = boardOrFail(readBoard(span, layoutNamed(layout)));
    });
}

gbxx_status gbxx_board_load(const char* path, const char* layout, gbxx_board** board) {
    return guarded([&] {
        gbxx_board*& out = need(board, "board");
        const std::string_view p = needText(path, "path");
        out = boardOrFail(loadBoardFile(std::filesystem::path(std::string(p)), layoutNamed(layout)));
    });
}

gbxx_status gbxx_board_new(int32_t tile_bits, int32_t width, int32_t length, gbxx_board** board) {
    return guarded([&] {
        gbxx_board*& out = need(board, "board");
        const std::optional<Variant> variant = variantFromBits(tile_bits);
        if (!variant)
            fail(GBXX_ERROR_ARGUMENT, "abi.tileBits",
                 "tiles are 8, 16, 32 or 64 bits, not " + std::to_string(tile_bits));
        if (width < 1 || width > kMaxSide || length < 1 || length > kMaxSide)
            fail(GBXX_ERROR_ARGUMENT, "abi.boardSize",
                 "a board is 1 to 255 tiles a side, not " + std::to_string(width) + "x" +
                     std::to_string(length));
        out = new gbxx_board(Board(*variant, width, length));
    });
}

gbxx_status gbxx_board_copy(const gbxx_board* board, gbxx_board** copy) {
    return guarded([&] {
        const gbxx_board& from = need(board, "board");
        need(copy, "copy") = new gbxx_board(from);
    });
}

void gbxx_board_free(gbxx_board* board) {
    delete board;
}

gbxx_status gbxx_board_write(const gbxx_board* board, uint8_t** bytes, size_t* size) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        uint8_t*& outBytes = need(bytes, "bytes");
        size_t& outSize = need(size, "size");
        const std::vector<std::uint8_t> file = writeBoard(b);
        outBytes = copyBytes(file);
        outSize = file.size();
    });
}

gbxx_status gbxx_board_save(const gbxx_board* board, const char* path) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        saveSafely(std::string(needText(path, "path")), writeBoard(b));
    });
}

gbxx_board_info gbxx_board_info_default(void) {
    gbxx_board_info info{};
    info.struct_size = sizeof info;
    return info;
}

gbxx_status gbxx_board_get_info(const gbxx_board* board, gbxx_board_info* info) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        gbxx_board_info& out = need(info, "info");
        const GridShape shape = gridShapeOf(b);
        gbxx_board_info full{};
        full.width = b.width();
        full.length = b.length();
        full.tile_bits = static_cast<int32_t>(bitsOf(b.variant()));
        full.hex = shape.hex;
        full.wrap_width = shape.wrapWidth;
        full.wrap_length = shape.wrapLength;
        full.grouped = b.header("grouped") != 0;
        full.height_levels = heightModeOf(b) == HeightMode::Levels;
        full.tile_count = static_cast<uint32_t>(b.tileCount());
        full.layout = b.layout().name.data(); // the layouts' names are literals
        fillSized(out, full);
    });
}

gbxx_status gbxx_board_field_keys(const gbxx_board* board, char** keys) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        need(keys, "keys") = copyText(joinedKeys(b.fields()));
    });
}

gbxx_status gbxx_board_header_keys(const gbxx_board* board, char** keys) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        need(keys, "keys") = copyText(joinedKeys(b.layout().header));
    });
}

gbxx_status gbxx_footer_keys(char** keys) {
    return guarded([&] {
        std::string all;
        for (const FooterField& f : footerFields())
            all.append(f.key) += '\n';
        need(keys, "keys") = copyText(all);
    });
}

gbxx_status gbxx_board_header(const gbxx_board* board, const char* key, uint64_t* value) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        uint64_t& out = need(value, "value");
        out = b.header(headerField(b, needText(key, "key")));
    });
}

gbxx_status gbxx_board_set_header(gbxx_board* board, const char* key, uint64_t value) {
    return guarded([&] {
        Board& b = need(board, "board").board;
        const FieldSpec& field = headerField(b, needText(key, "key"));
        checkFits(field, value);
        b.setHeader(field, value);
        board->changed();
    });
}

gbxx_status gbxx_board_footer(const gbxx_board* board, const char* key, char** text) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        char*& out = need(text, "text");
        const FooterField& field = footerFieldNamed(needText(key, "key"));
        out = copyText(field.kind == FooterField::Kind::Number
                           ? std::to_string(b.footer().number(field))
                           : b.footer().text(field));
    });
}

gbxx_status gbxx_board_set_footer(gbxx_board* board, const char* key, const char* text) {
    return guarded([&] {
        Board& b = need(board, "board").board;
        const FooterField& field = footerFieldNamed(needText(key, "key"));
        const std::string_view value = needText(text, "text");
        if (field.kind == FooterField::Kind::Number) {
            unsigned number = 0;
            const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
            if (error != std::errc() || end != value.data() + value.size() || value.empty() ||
                number > 255)
                fail(GBXX_ERROR_REFUSED, "abi.footerNumber",
                     std::string(field.key) + " is a number 0..255, not '" + std::string(value) + "'");
            b.footer().setNumber(field, static_cast<std::uint8_t>(number));
            return;
        }
        if (const std::optional<Message> why = validateFooterText(field, value))
            fail(GBXX_ERROR_REFUSED, *why);
        b.footer().setText(field, value);
    });
}

gbxx_status gbxx_board_field(const gbxx_board* board, int32_t x, int32_t y, const char* key,
                             uint64_t* value) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        uint64_t& out = need(value, "value");
        const FieldSpec& field = tileField(b, needText(key, "key"));
        out = b.get(tileAt(b, x, y), field);
    });
}

gbxx_status gbxx_board_set_field(gbxx_board* board, int32_t x, int32_t y, const char* key,
                                 uint64_t value) {
    return guarded([&] {
        Board& b = need(board, "board").board;
        const FieldSpec& field = tileField(b, needText(key, "key"));
        const TileIndex tile = tileAt(b, x, y);
        checkFits(field, value);
        b.setTileRaw(tile, field.write(b.tile(tile), value));
        board->changed();
    });
}

gbxx_status gbxx_board_layer(const gbxx_board* board, const char* key, uint64_t* values,
                             size_t count) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        const FieldSpec& field = tileField(b, needText(key, "key"));
        uint64_t* out = &need(values, "values");
        checkTileCount(b, count);
        for (TileIndex i = 0; i < b.tileCount(); ++i)
            out[i] = b.get(i, field);
    });
}

} // extern "C"
