#include "gbxx/dump_json.h"

#include <cstdio>

namespace gbxx {
namespace {

// Latin-1 text as a JSON string, ASCII only (everything else as \u00XX), so the output is the same
// whatever the reader's encoding.
void appendString(std::string& out, std::string_view latin1) {
    out.push_back('"');
    for (char ch : latin1) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20 || c >= 0x7F) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                out += buffer;
            } else {
                out.push_back(static_cast<char>(c));
            }
        }
    }
    out.push_back('"');
}

void appendKey(std::string& out, std::string_view key) {
    appendString(out, key);
    out += ": ";
}

void appendFields(std::string& out, std::span<const FieldSpec> fields, std::uint64_t bits) {
    out.push_back('{');
    bool first = true;
    for (const FieldSpec& f : fields) {
        if (!first)
            out += ", ";
        first = false;
        appendKey(out, f.key);
        out += std::to_string(f.read(bits));
    }
    out.push_back('}');
}

} // namespace

std::string footerValueJson(const Footer& footer, const FooterField& field) {
    if (field.kind == FooterField::Kind::Number)
        return std::to_string(footer.number(field));
    return jsonString(footer.latin1(field));
}

std::string jsonString(std::string_view latin1) {
    std::string out;
    appendString(out, latin1);
    return out;
}

std::string dumpJson(const Board& board) {
    return dumpJson(board, board.fields());
}

std::string dumpJson(const Board& board, std::span<const FieldSpec> fields) {
    std::string out;
    out.reserve(256 + board.tileCount() * fields.size() * 24);
    out += "{\"variant\": " + std::to_string(bitsOf(board.variant()));
    out += ", \"layout\": ";
    appendString(out, board.layout().name);
    out += ", \"width\": " + std::to_string(board.width());
    out += ", \"length\": " + std::to_string(board.length());
    out += ", \"header\": ";
    appendFields(out, board.layout().header, board.headerBits());
    out += ", \"footer\": {";
    bool first = true;
    for (const FooterField& f : footerFields()) {
        if (!first)
            out += ", ";
        first = false;
        appendKey(out, f.key);
        out += footerValueJson(board.footer(), f);
    }
    out += "}, \"tiles\": [";
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        out += i == 0 ? "\n" : ",\n";
        appendFields(out, fields, board.tile(i));
    }
    out += "\n]}\n";
    return out;
}

} // namespace gbxx
