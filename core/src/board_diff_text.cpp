#include "gbxx/board_diff_text.h"

#include "gbxx/dump_json.h"

namespace gbxx {

namespace {

std::string sizeText(int width, int length) {
    return std::to_string(width) + 'x' + std::to_string(length);
}

std::string jsonKey(std::string_view key) {
    return jsonString(key) + ": ";
}

} // namespace

std::string diffLines(const BoardDiff& d, const Board& a, const Board& b, bool tiles) {
    std::string out;
    if (d.sizeDiffers())
        out += "size: " + sizeText(d.widthA, d.lengthA) + " -> " + sizeText(d.widthB, d.lengthB) +
               '\n';
    for (const HeaderDifference& h : d.header)
        out.append("header.").append(h.field->key) +=
            ": " + std::to_string(h.a) + " -> " + std::to_string(h.b) + '\n';
    for (const FooterDifference& f : d.footer)
        out.append("footer.").append(f.field->key) += ": " + footerValueJson(a.footer(), *f.field) +
                                                      " -> " +
                                                      footerValueJson(b.footer(), *f.field) + '\n';
    for (std::size_t k = 0; k < d.fields.size(); ++k)
        if (d.tilesDiffering(k) > 0) // always "tiles", as `gbxx edit` says it: read by programs
            out.append(d.fields[k].key) += ": " + std::to_string(d.tilesDiffering(k)) + " tiles\n";
    if (tiles)
        for (const TileDifference& t : d.tiles)
            for (const FieldSpec& f : d.fields)
                if (fieldDiffers(f, t.a, t.b))
                    out += std::to_string(t.x) + ' ' + std::to_string(t.y) + ' ' +
                           std::string(f.key) + ": " + std::to_string(f.read(t.a)) + " -> " +
                           std::to_string(f.read(t.b)) + '\n';
    return out;
}

std::string diffJson(const BoardDiff& d, const Board& a, const Board& b, bool tiles) {
    std::string out = "{";
    if (d.sizeDiffers())
        out += "\"size\": [[" + std::to_string(d.widthA) + ", " + std::to_string(d.lengthA) +
               "], [" + std::to_string(d.widthB) + ", " + std::to_string(d.lengthB) + "]], ";
    out += "\"header\": {";
    for (std::size_t k = 0; k < d.header.size(); ++k)
        out += (k ? ", " : "") + jsonKey(d.header[k].field->key) + '[' +
               std::to_string(d.header[k].a) + ", " + std::to_string(d.header[k].b) + ']';
    out += "}, \"footer\": {";
    for (std::size_t k = 0; k < d.footer.size(); ++k) {
        const FooterField& f = *d.footer[k].field;
        out += (k ? ", " : "") + jsonKey(f.key) + '[' + footerValueJson(a.footer(), f) + ", " +
               footerValueJson(b.footer(), f) + ']';
    }
    out += "}, \"fields\": {";
    bool first = true;
    for (std::size_t k = 0; k < d.fields.size(); ++k) {
        if (d.tilesDiffering(k) == 0)
            continue;
        out += (first ? "" : ", ") + jsonKey(d.fields[k].key) + std::to_string(d.tilesDiffering(k));
        first = false;
    }
    out += '}';
    if (tiles) {
        out += ", \"tiles\": [";
        first = true;
        for (const TileDifference& t : d.tiles)
            for (const FieldSpec& f : d.fields)
                if (fieldDiffers(f, t.a, t.b)) {
                    out += (first ? "[" : ", [") + std::to_string(t.x) + ", " +
                           std::to_string(t.y) + ", " + jsonString(f.key) + ", " +
                           std::to_string(f.read(t.a)) + ", " + std::to_string(f.read(t.b)) + ']';
                    first = false;
                }
        out += ']';
    }
    return out + "}\n";
}

} // namespace gbxx
