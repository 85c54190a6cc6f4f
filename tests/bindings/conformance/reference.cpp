// The conformance transcript (README.md) from the C++ core itself: what every binding must print.

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/file_io.h"
#include "gbxx/game_tile.h"
#include "gbxx/geometry.h"
#include "gbxx/layout.h"
#include "gbxx/movement.h"
#include "gbxx/tile_line.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

using namespace gbxx;

namespace {

std::string hexOf(const std::string& text) {
    if (text.empty())
        return "-";
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (unsigned char c : text)
        out += {digits[c >> 4], digits[c & 15]};
    return out;
}

std::uint64_t fnv1a(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t h = 14695981039346656037ull;
    for (std::uint8_t b : bytes)
        h = (h ^ b) * 1099511628211ull;
    return h;
}

std::string point(const Board& b, TileIndex t) {
    return " " + std::to_string(b.xOf(t)) + "," + std::to_string(b.yOf(t));
}

void route(std::ostream& out, const Board& b, const std::string& head,
           const std::optional<Route>& r) {
    if (!r) {
        out << head << " none\n";
        return;
    }
    out << head << ' ' << r->cost << ' ' << r->steps;
    for (TileIndex t : r->tiles)
        out << point(b, t);
    out << '\n';
}

void transcript(std::ostream& out, const Board& b, const std::string& name) {
    const GridShape shape = gridShapeOf(b);
    out << "board " << name << ' ' << b.layout().name << '\n';
    out << "info " << b.width() << ' ' << b.length() << ' ' << bitsOf(b.variant()) << " hex "
        << shape.hex << " wrap " << shape.wrapWidth << ' ' << shape.wrapLength << " grouped "
        << (b.header("grouped") != 0) << " levels " << (heightModeOf(b) == HeightMode::Levels)
        << '\n';
    for (const FieldSpec& f : b.layout().header)
        out << "header " << f.key << ' ' << b.header(f) << '\n';
    for (const FooterField& f : footerFields())
        out << "footer " << f.key << ' '
            << hexOf(f.kind == FooterField::Kind::Number ? std::to_string(b.footer().number(f))
                                                         : b.footer().text(f))
            << '\n';
    out << "fields";
    for (const FieldSpec& f : b.fields())
        out << ' ' << f.key;
    out << '\n';
    for (TileIndex i = 0; i < b.tileCount(); ++i) {
        out << "tile " << b.xOf(i) << ' ' << b.yOf(i);
        for (const FieldSpec& f : b.fields())
            out << ' ' << b.get(i, f);
        out << '\n';
    }
    const GameTileReader reader(b);
    for (TileIndex i = 0; i < b.tileCount(); ++i) {
        const GameTile t = *reader.at(i);
        out << "game " << b.xOf(i) << ' ' << b.yOf(i) << ' ' << t.height.movementHeight() << ' '
            << int(t.height.bits) << ' ' << int(t.height.neutral) << ' ' << int(t.link) << ' '
            << int(t.boundary) << ' ' << int(t.playerBlacklist.bits) << ' '
            << int(t.ffaBlacklist.bits) << ' ' << int(t.teamBlacklist.bits) << ' '
            << int(t.standardTeamBlacklist.bits) << ' ' << int(t.homeZones.bits) << ' '
            << int(t.endZones.bits) << ' ' << int(t.safeZones.bits) << ' '
            << int(t.currencyBarrier.level) << ' ' << int(t.turnBarrier.level) << ' '
            << int(t.pieceSumBarrier.level) << ' ' << int(t.custom) << ' '
            << (t.anchor ? b.xOf(*t.anchor) : -1) << ' ' << (t.anchor ? b.yOf(*t.anchor) : -1)
            << '\n';
    }
    for (Variant v : kAllVariants) {
        if (v == b.variant())
            continue;
        const Conversion c = convertBoard(b, v);
        const std::vector<std::uint8_t> bytes = writeBoard(c.board);
        char fnv[17];
        std::snprintf(fnv, sizeof fnv, "%016llx", static_cast<unsigned long long>(fnv1a(bytes)));
        out << "convert " << bitsOf(v) << ' ' << bytes.size() << ' ' << fnv << '\n';
        std::istringstream report(c.report.text());
        for (std::string line; std::getline(report, line);)
            out << "  " << line << '\n';
    }
    const Geometry geometry(b);
    const TileIndex first = 0;
    const TileIndex last = static_cast<TileIndex>(b.tileCount() - 1);
    for (TileIndex t : {first, last}) {
        out << "neighbours " << b.xOf(t) << ' ' << b.yOf(t);
        for (TileIndex n : geometry.neighbours(t))
            out << point(b, n);
        out << '\n';
    }
    out << "distance " << geometry.distance(first, last) << '\n';
    out << "line";
    for (TileIndex t : lineOfTiles(geometry, first, last))
        out << point(b, t);
    out << '\n';
    for (int p = 1; p <= 4; ++p) {
        MoveRules rules;
        rules.player = p;
        rules.climb = 2;
        const MovementModel model(b, rules);
        route(out, b, "zonepath " + std::to_string(p),
              cheapestPath(model, model.zoneTiles(ZoneKind::Home, p),
                           model.zoneTiles(ZoneKind::End, p)));
    }
    const MovementModel plain(b);
    const TileIndex from[] = {first};
    const TileIndex to[] = {last};
    route(out, b, "path", cheapestPath(plain, from, to));
    MoveRules climbing;
    climbing.climb = 1;
    const auto reached = reachWithin(MovementModel(b, climbing), from, 3);
    out << "reach " << reached.size();
    for (const auto& [t, cost] : reached)
        out << point(b, t) << ',' << cost;
    out << '\n';
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: conformance_reference LIST\n";
        return 2;
    }
    std::ifstream list(argv[1]);
    std::ostringstream out;
    for (std::string layoutName, path; list >> layoutName >> path;) {
        const ReadResult read = loadBoardFile(path, *findLayout(layoutName));
        if (!read) {
            std::cerr << path << ": " << read.error.message << '\n';
            return 1;
        }
        transcript(out, *read.board, path.substr(path.find_last_of('/') + 1));
    }
    std::cout << out.str();
    return std::cout.flush() ? 0 : 1;
}
