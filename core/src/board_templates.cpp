#include "gbxx/board_templates.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <numbers>
#include <vector>

namespace gbxx {
namespace {

// homeZones / endZones / safeZones flags (spec "Tile layouts", GB64).
constexpr std::uint64_t kPlayer1 = 1u << 0;
constexpr std::uint64_t kPlayer2 = 1u << 1;
constexpr std::uint64_t kPlayer3 = 1u << 2;
constexpr std::uint64_t kPlayer4 = 1u << 3;
constexpr std::uint64_t kEveryone = 1u << 7;
constexpr std::uint64_t kInBounds = 3;
constexpr std::uint64_t kHazard = 2;

// Writes a template's tiles without undo records: a template is a new board, not an edit.
class TemplateBoard {
public:
    TemplateBoard(int width, int length, std::string_view title)
        : board_(Variant::GB64, width, length) {
        board_.footer().setText(footerField("title"), title);
    }
    void header(std::string_view key, std::uint64_t value) {
        board_.setHeader(*board_.layout().headerField(key), value);
    }
    void set(int x, int y, std::string_view key, std::uint64_t value) {
        const FieldSpec& field = *board_.field(key);
        const TileIndex i = board_.indexOf(x, y);
        board_.setTileRaw(i, field.write(board_.tile(i), value));
    }
    void addFlags(int x, int y, std::string_view key, std::uint64_t flags) {
        const FieldSpec& field = *board_.field(key);
        set(x, y, key, board_.get(board_.indexOf(x, y), field) | flags);
    }
    void fill(std::string_view key, std::uint64_t value) {
        for (int y = 0; y < board_.length(); ++y)
            for (int x = 0; x < board_.width(); ++x)
                set(x, y, key, value);
    }
    Board take() { return std::move(board_); }

private:
    Board board_;
};

Board chess() {
    TemplateBoard b(8, 8, "Chess");
    b.fill(keys::boundary, kInBounds);
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) {
            if ((x + y) % 2 == 1)
                b.set(x, y, keys::custom, 1); // the dark squares, for pictures and games that care
            if (y >= 6)
                b.addFlags(x, y, keys::homeZones, kPlayer1);
            if (y <= 1)
                b.addFlags(x, y, keys::homeZones, kPlayer2);
        }
        // Promotion rows: each side's end zone is the other's back rank.
        b.addFlags(y, 0, keys::endZones, kPlayer1);
        b.addFlags(y, 7, keys::endZones, kPlayer2);
    }
    return b.take();
}

Board reversi() {
    TemplateBoard b(8, 8, "Reversi");
    b.fill(keys::boundary, kInBounds);
    b.addFlags(3, 4, keys::homeZones, kPlayer1);
    b.addFlags(4, 3, keys::homeZones, kPlayer1);
    b.addFlags(3, 3, keys::homeZones, kPlayer2);
    b.addFlags(4, 4, keys::homeZones, kPlayer2);
    return b.take();
}

Board go() {
    TemplateBoard b(19, 19, "Go");
    b.fill(keys::boundary, kInBounds);
    for (int y : {3, 9, 15})
        for (int x : {3, 9, 15})
            b.set(x, y, keys::custom, 1); // star points (hoshi)
    return b.take();
}

// Odd-q offset row of axial (q, r) (spec X2: r = y − (x − (x&1))/2).
int offsetRow(int column, int r) {
    return r + (column - (column & 1)) / 2;
}

Board hexGame() {
    constexpr int kSide = 11;
    // The rhombus q, r ∈ [0, 11) covers rows 0 .. 10 + 5 in odd-q columns.
    constexpr int kLength = kSide + (kSide - 1) / 2;
    TemplateBoard b(kSide, kLength, "Hex");
    b.header(keys::hex, 1);
    for (int q = 0; q < kSide; ++q) {
        for (int r = 0; r < kSide; ++r) {
            const int y = offsetRow(q, r);
            b.set(q, y, keys::boundary, kInBounds);
            if (q == 0 || q == kSide - 1)
                b.addFlags(q, y, keys::endZones, kPlayer1);
            if (r == 0 || r == kSide - 1)
                b.addFlags(q, y, keys::endZones, kPlayer2);
        }
    }
    return b.take();
}

Board star() {
    // The star is the union of two triangles of cube coordinates: all ≥ −4, or all ≤ 4 (121 holes).
    // Its six points, in order around it, are numbered 1-6 in `custom`.
    constexpr int kReach = 8;
    struct Hole {
        int q, r, point;
    };
    std::vector<Hole> holes;
    for (int q = -kReach; q <= kReach; ++q) {
        for (int r = -kReach; r <= kReach; ++r) {
            const int s = -q - r;
            const bool up = q >= -4 && r >= -4 && s >= -4;
            const bool down = q <= 4 && r <= 4 && s <= 4;
            if (!up && !down)
                continue;
            int point = 0;
            if (q > 4)
                point = 1;
            else if (s < -4)
                point = 2;
            else if (r > 4)
                point = 3;
            else if (q < -4)
                point = 4;
            else if (s > 4)
                point = 5;
            else if (r < -4)
                point = 6;
            holes.push_back({q, r, point});
        }
    }
    int minRow = 0;
    int maxRow = 0;
    for (const Hole& h : holes) {
        const int y = offsetRow(h.q + kReach, h.r);
        minRow = std::min(minRow, y);
        maxRow = std::max(maxRow, y);
    }
    TemplateBoard b(2 * kReach + 1, maxRow - minRow + 1, "Star (Chinese checkers)");
    b.header(keys::hex, 1);
    // Four players in two opposite pairs, as in the four-player game; each heads for the point
    // opposite its own. Points 3 and 6 are the other two players' in a six-player game.
    const std::array<std::uint64_t, 7> homeOf = {0, kPlayer1, kPlayer3, 0, kPlayer2, kPlayer4, 0};
    const std::array<std::uint64_t, 7> endOf = {0, kPlayer2, kPlayer4, 0, kPlayer1, kPlayer3, 0};
    for (const Hole& h : holes) {
        const int x = h.q + kReach; // an even shift keeps each column's parity (odd-q)
        const int y = offsetRow(x, h.r) - minRow;
        b.set(x, y, keys::boundary, kInBounds);
        b.set(x, y, keys::custom, static_cast<std::uint64_t>(h.point));
        if (homeOf[static_cast<std::size_t>(h.point)])
            b.addFlags(x, y, keys::homeZones, homeOf[static_cast<std::size_t>(h.point)]);
        if (endOf[static_cast<std::size_t>(h.point)])
            b.addFlags(x, y, keys::endZones, endOf[static_cast<std::size_t>(h.point)]);
    }
    return b.take();
}

Board snakesAndLadders() {
    TemplateBoard b(10, 10, "Snakes and Ladders");
    b.fill(keys::boundary, kInBounds);
    b.header("routing", 1); // pathed: pieces follow the numbered track
    // Square n (1..100) winds from the bottom left, row by row, turning at each end.
    const auto place = [](int n) {
        const int row = (n - 1) / 10;
        const int along = (n - 1) % 10;
        return std::array<int, 2>{row % 2 == 0 ? along : 9 - along, 9 - row};
    };
    for (int n = 1; n <= 100; ++n) {
        const auto [x, y] = place(n);
        b.set(x, y, keys::custom, static_cast<std::uint64_t>(n));
    }
    const auto [sx, sy] = place(1);
    b.addFlags(sx, sy, keys::homeZones, kEveryone);
    const auto [ex, ey] = place(100);
    b.addFlags(ex, ey, keys::endZones, kEveryone);
    // The format has no place for where a snake or ladder leads; their starts are marked.
    for (int foot : {1, 4, 9, 21, 28, 36, 51, 71, 80}) {
        const auto [x, y] = place(foot);
        b.addFlags(x, y, keys::safeZones, kEveryone);
    }
    for (int head : {16, 47, 49, 56, 62, 64, 87, 93, 95, 98}) {
        const auto [x, y] = place(head);
        b.set(x, y, keys::boundary, kHazard);
    }
    return b.take();
}

Board wrappedWorld() {
    constexpr int kWidth = 24;
    constexpr int kLength = 16;
    TemplateBoard b(kWidth, kLength, "Wrapped World");
    b.fill(keys::boundary, kInBounds);
    b.header(keys::wrap, 1); // H4 wraps one axis: the width, so east and west meet
    // Rolling hills whose period is the width, so the seam is invisible.
    for (int y = 0; y < kLength; ++y) {
        for (int x = 0; x < kWidth; ++x) {
            const double t = 2 * std::numbers::pi * x / kWidth;
            const double h = 24 + 14 * std::sin(t) + 8 * std::cos(2 * t + y * 0.4);
            b.set(x, y, keys::height,
                  static_cast<std::uint64_t>(std::lround(std::clamp(h, 0.0, 63.0))));
        }
    }
    return b.take();
}

constexpr BoardTemplate kTemplates[] = {
    {"chess", "Chess",
     "8×8 squares; home zones: the first two rows of each player; end zones: the "
     "opponent's back row; custom 1 marks the dark squares.",
     chess},
    {"reversi", "Reversi", "8×8 squares; home zones: each player's two starting discs.", reversi},
    {"go", "Go", "19×19 points; custom 1 marks the nine star points.", go},
    {"hex", "Hex",
     "11×11 rhombus on a hex grid, the rest not on the board; end zones: player 1 "
     "joins left and right, player 2 top and bottom.",
     hexGame},
    {"star", "Star (Chinese checkers)",
     "121 holes on a hex grid, the rest not on the board; custom numbers the six points; players "
     "1-4 start on four points and head for the opposite one.",
     star},
    {"snakes-and-ladders", "Snakes and Ladders",
     "10×10 track; custom numbers the squares 1-100; pathed routing; ladder feet are safe zones, "
     "snake heads are hazards.",
     snakesAndLadders},
    {"wrapped-world", "Wrapped World",
     "24×16 squares whose east and west edges meet (width wrap), with rolling hills in value-mode "
     "height.",
     wrappedWorld},
};

} // namespace

std::span<const BoardTemplate> boardTemplates() {
    return kTemplates;
}

const BoardTemplate* findBoardTemplate(std::string_view key) {
    for (const BoardTemplate& t : kTemplates)
        if (t.key == key)
            return &t;
    return nullptr;
}

} // namespace gbxx
