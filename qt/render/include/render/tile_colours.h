#pragma once
// The colour of every tile for one layer, kept as images so that drawing a large board is a scaled
// image copy rather than 65,025 shapes: one pixel per tile, and for hex boards one pixel per half
// row (odd columns start half a tile lower, X2). Updated tile by tile as edits come in.

#include "render/board_renderer.h"

#include <QImage>

namespace gbxx {

// The Shading channel: how far towards white (0-153 of 255, up to 60 %) a tile of `value` is
// lightened at full opacity, higher values lighter, nothing for 0.
int shadingAmount(const LayerStyle& style, std::uint64_t value);
// What a tile of `base` colour looks like shaded for `value` (the legend's swatches).
QColor shaded(const QColor& base, const LayerStyle& style, std::uint64_t value);

class TileColours {
public:
    // Recolours every tile of `board` for `options` (layer, underlay).
    void rebuild(const Board& board, const RenderOptions& options);
    // Whether tiles are coloured alike under both options (what changed between them is drawn
    // over the colours, or not at all): then a rebuild can be skipped.
    static bool colouredAlike(const RenderOptions& a, const RenderOptions& b);
    // Recolours these tiles only.
    void update(const Board& board, const std::vector<TileIndex>& tiles);
    bool isValid() const { return !tiles_.isNull(); }

    const QImage& tileImage() const { return tiles_; }       // width × length
    const QImage& halfRowImage() const { return halfRows_; } // width × (2·length + 1), hex only
    QRgb colour(TileIndex tile) const;
    // The colour a tile of value `tile` would have (floating content, previews).
    QRgb colourOf(std::uint64_t tile) const;

private:
    void colourTile(const Board& board, TileIndex tile);

    RenderOptions options_;
    const FieldSpec* field_ = nullptr;
    const FieldSpec* boundary_ = nullptr;
    // The colour of every (field value, boundary value) pair, when the field is narrow enough for a
    // table (8 bits or less): colouring a tile is then a lookup.
    std::vector<QRgb> table_;
    QRgb computeColour(std::uint64_t tile) const;
    QRgb compositeColour(std::uint64_t tile) const;
    // Composite: the fields shown as fill or shading, bottom first, each with its colour (or its
    // shade, 0..255) per value.
    struct Layer {
        const FieldSpec* field;
        LayerChannel channel;
        int alpha; // the layer's opacity, 0..255
        std::vector<QRgb> colours;
        std::vector<std::uint8_t> shades;
    };
    std::vector<Layer> composite_;
    std::optional<LayerStyle> style_;
    std::optional<LayerStyle> underlay_;
    bool hex_ = false;
    QImage tiles_;
    QImage halfRows_;
};

} // namespace gbxx
