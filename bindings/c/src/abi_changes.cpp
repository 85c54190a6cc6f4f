// Conversion, diff and patches through the C ABI (gbxx/conversion.h, board_diff_text.h,
// board_patch.h).

#include "abi_status.h"

#include "gbxx/board_diff_text.h"
#include "gbxx/board_patch.h"
#include "gbxx/conversion.h"

using namespace gbxx;
using namespace gbxx::abi;

extern "C" {

gbxx_status gbxx_board_convert(const gbxx_board* board, int32_t tile_bits, gbxx_board** converted,
                               char** report) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        gbxx_board*& out = need(converted, "converted");
        const std::optional<Variant> variant = variantFromBits(tile_bits);
        if (!variant)
            fail(GBXX_ERROR_ARGUMENT, "abi.tileBits",
                 "tiles are 8, 16, 32 or 64 bits, not " + std::to_string(tile_bits));
        Conversion conversion = convertBoard(b, *variant);
        char* text = report ? copyText(conversion.report.text()) : nullptr;
        try {
            out = new gbxx_board(std::move(conversion.board));
        } catch (...) {
            gbxx_free(text);
            throw;
        }
        if (report)
            *report = text;
    });
}

gbxx_status gbxx_board_diff(const gbxx_board* a, const gbxx_board* b, int32_t tiles, char** json) {
    return guarded([&] {
        const Board& first = need(a, "a").board;
        const Board& second = need(b, "b").board;
        char*& out = need(json, "json");
        const BoardDiff d = diffBoards(first, second);
        out = copyText(d.empty() ? std::string() : diffJson(d, first, second, tiles != 0));
    });
}

gbxx_status gbxx_patch_make(const gbxx_board* base, const gbxx_board* target, uint8_t** bytes,
                            size_t* size) {
    return guarded([&] {
        const Board& from = need(base, "base").board;
        const Board& to = need(target, "target").board;
        uint8_t*& outBytes = need(bytes, "bytes");
        size_t& outSize = need(size, "size");
        auto made = makePatch(from, to);
        if (const Message* why = std::get_if<Message>(&made))
            fail(GBXX_ERROR_REFUSED, *why);
        const auto& patch = std::get<std::vector<std::uint8_t>>(made);
        outBytes = copyBytes(patch);
        outSize = patch.size();
    });
}

gbxx_status gbxx_patch_apply(const gbxx_board* base, const uint8_t* bytes, size_t size,
                             gbxx_board** result) {
    return guarded([&] {
        const Board& from = need(base, "base").board;
        gbxx_board*& out = need(result, "result");
        if (size > 0)
            need(bytes, "bytes");
        auto applied = applyPatch(from, {bytes ? bytes : reinterpret_cast<const uint8_t*>(""), size});
        if (const Message* why = std::get_if<Message>(&applied))
            fail(GBXX_ERROR_BAD_PATCH, *why);
        out = new gbxx_board(std::move(std::get<Board>(applied)));
    });
}

} // extern "C"
