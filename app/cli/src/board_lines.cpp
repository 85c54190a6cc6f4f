#include "cli/board_history_commands.h"

#include "gbxx/dump_json.h"

namespace gbxx::cli {

QByteArray boardLines(const Board& board, std::span<const FieldSpec> fields) {
    std::string out;
    out.reserve(256 + board.tileCount() * (8 + fields.size() * 14));
    for (const FieldSpec& f : board.layout().header)
        out.append("header ").append(f.key).append(" ") += std::to_string(board.header(f)) + '\n';
    for (const FooterField& f : footerFields())
        out.append("footer ").append(f.key).append(" ") +=
            footerValueJson(board.footer(), f) + '\n';
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        const std::uint64_t tile = board.tile(t);
        out += std::to_string(board.xOf(t)) + ' ' + std::to_string(board.yOf(t));
        for (const FieldSpec& f : fields)
            out.append(" ").append(f.key).append("=") += std::to_string(f.read(tile));
        out += '\n';
    }
    return QByteArray::fromStdString(out);
}

} // namespace gbxx::cli
