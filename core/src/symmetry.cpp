#include "gbxx/symmetry.h"

#include <array>
#include <cmath>
#include <string>

namespace gbxx {
namespace {

// Which player (0..3) each player goes to, per reflection.
constexpr std::array<int, 4> kPlayerSwap[] = {{1, 0, 3, 2}, {2, 3, 0, 1}, {3, 2, 1, 0}};

std::size_t reflectionIndex(Reflection r) {
    return static_cast<std::size_t>(r);
}

// "player 3" → 2; "team A"/"team 1" → 4/5 for A/B (the pair the left/right mirror swaps); else -1.
int ownerSlot(std::string_view name) {
    if (name.size() == 8 && name.substr(0, 7) == "player " && name[7] >= '1' && name[7] <= '4')
        return name[7] - '1';
    if (name == "team A" || name == "team 1")
        return 4;
    if (name == "team B" || name == "team 2")
        return 5;
    return -1;
}

int swappedSlot(int slot, Reflection r) {
    if (slot < 0)
        return slot;
    if (slot < 4)
        return kPlayerSwap[reflectionIndex(r)][static_cast<std::size_t>(slot)];
    return r == Reflection::LeftRight ? 9 - slot : slot; // team A ↔ team B across the mirror
}

} // namespace

std::vector<Reflection> reflectionsOf(Symmetry symmetry) {
    switch (symmetry) {
    case Symmetry::None:
        return {};
    case Symmetry::MirrorLeftRight:
        return {Reflection::LeftRight};
    case Symmetry::MirrorTopBottom:
        return {Reflection::TopBottom};
    case Symmetry::Rotate180:
        return {Reflection::Both};
    case Symmetry::FourWay:
        return {Reflection::LeftRight, Reflection::TopBottom, Reflection::Both};
    }
    return {};
}

std::optional<TileIndex> reflectedTile(const Geometry& geometry, TileIndex tile,
                                       Reflection reflection) {
    const int x = static_cast<int>(tile) % geometry.width();
    const int y = static_cast<int>(tile) / geometry.width();
    const Point c = geometry.centre(x, y);
    const Point e = geometry.extent();
    Point p = c;
    if (reflection != Reflection::TopBottom)
        p.x = e.x - c.x;
    if (reflection != Reflection::LeftRight)
        p.y = e.y - c.y;
    const auto hit = geometry.tileAt(p);
    if (!hit)
        return std::nullopt;
    const Point q = geometry.centre(static_cast<int>(*hit) % geometry.width(),
                                    static_cast<int>(*hit) / geometry.width());
    if (std::abs(q.x - p.x) > 1e-6 || std::abs(q.y - p.y) > 1e-6)
        return std::nullopt; // no tile is centred on the reflected centre
    return hit;
}

std::uint64_t swapOwners(const FieldSpec& field, std::uint64_t value, Reflection reflection) {
    if (field.kind == FieldKind::Flags) {
        std::uint64_t out = 0;
        for (std::size_t bit = 0; bit < field.bitCount; ++bit) {
            if (!((value >> bit) & 1))
                continue;
            const int slot = ownerSlot(field.nameOf(bit));
            std::size_t target = bit;
            if (slot >= 0) {
                const int swapped = swappedSlot(slot, reflection);
                for (std::size_t other = 0; other < field.names.size(); ++other)
                    if (ownerSlot(field.names[other]) == swapped)
                        target = other;
            }
            out |= std::uint64_t{1} << target;
        }
        return out;
    }
    if (field.kind == FieldKind::Enum) { // e.g. GB16's zoneOwner: player 1..4
        const int slot = ownerSlot(field.nameOf(value));
        if (slot >= 0 && slot < 4)
            for (std::size_t v = 0; v < field.names.size(); ++v)
                if (ownerSlot(field.names[v]) == swappedSlot(slot, reflection))
                    return v;
    }
    return value;
}

} // namespace gbxx
