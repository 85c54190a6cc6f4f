#include "render/tile_colours.h"
#include "gbxx/layout_mapping.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gbxx {
namespace {

// `over` with alpha `a` laid on the opaque `under`.
QRgb blend(QRgb under, QRgb over, int a) {
    const auto mixChannel = [a](int u, int o) { return (o * a + u * (255 - a)) / 255; };
    return qRgb(mixChannel(qRed(under), qRed(over)), mixChannel(qGreen(under), qGreen(over)),
                mixChannel(qBlue(under), qBlue(over)));
}

QRgb blend(QRgb under, const QColor& over) {
    return blend(under, over.rgb(), over.alpha());
}

const QRgb kPlain = qRgb(0x2a, 0x2a, 0x2a); // no fill and no underlay

QRgb& pixel(QImage& image, int x, int y) {
    return reinterpret_cast<QRgb*>(image.bits() +
                                   static_cast<qsizetype>(y) * image.bytesPerLine())[x];
}

} // namespace

int shadingAmount(const LayerStyle& style, std::uint64_t value) {
    const double t = value ? 0.25 + 0.75 * style.rampPosition(value) : 0.0;
    return static_cast<int>(std::lround(t * 255 * 6 / 10));
}

QColor shaded(const QColor& base, const LayerStyle& style, std::uint64_t value) {
    return QColor::fromRgb(blend(base.rgb(), QColor(255, 255, 255, shadingAmount(style, value))));
}

namespace {

// The shown layers that colour tiles, bottom first, each with what it contributes.
std::vector<std::tuple<const FieldSpec*, LayerChannel, long>>
colouringLayers(const RenderOptions& options) {
    std::vector<std::tuple<const FieldSpec*, LayerChannel, long>> layers;
    for (const LayerDisplay& shown : options.shown)
        if (shown.channel == LayerChannel::Fill || shown.channel == LayerChannel::Shading)
            layers.emplace_back(shown.field, shown.channel, std::lround(shown.opacity * 255));
    return layers;
}

} // namespace

bool TileColours::colouredAlike(const RenderOptions& a, const RenderOptions& b) {
    if (a.composite != b.composite)
        return false;
    if (a.composite) // the layer being painted colours nothing of its own
        return colouringLayers(a) == colouringLayers(b);
    return a.field == b.field && a.boundaryUnderlay == b.boundaryUnderlay;
}

void TileColours::rebuild(const Board& board, const RenderOptions& options) {
    options_ = options;
    const auto mode = heightModeOf(board);
    boundary_ = board.field(keys::boundary);
    field_ = options.field ? options.field : boundary_;
    style_.reset();
    underlay_.reset();
    if (field_)
        style_.emplace(*field_, mode);
    if (options.boundaryUnderlay && boundary_ && field_ != boundary_)
        underlay_.emplace(*boundary_, mode);
    hex_ = board.header(keys::hex) != 0;
    table_.clear();
    composite_.clear();
    if (options.composite) {
        for (auto k = options.shown.size(); k-- > 0;) { // the bottom of the list first
            const LayerDisplay& shown = options.shown[k];
            if (!shown.field || shown.field->bitCount > 16 ||
                (shown.channel != LayerChannel::Fill && shown.channel != LayerChannel::Shading))
                continue;
            Layer layer{shown.field,
                        shown.channel,
                        std::clamp(static_cast<int>(std::lround(shown.opacity * 255)), 0, 255),
                        {},
                        {}};
            const LayerStyle style(*shown.field, mode);
            for (std::uint64_t v = 0; v <= shown.field->maxValue(); ++v) {
                if (shown.channel == LayerChannel::Fill) {
                    const QColor fill = style.fill(v);
                    layer.colours.push_back(fill.isValid() ? fill.rgba() : 0u);
                } else {
                    layer.shades.push_back(static_cast<std::uint8_t>(shadingAmount(style, v)));
                }
            }
            composite_.push_back(std::move(layer));
        }
    } else if (field_ && field_->bitCount <= 8) {
        // Every value of the field × every boundary value (the underlay), as tiles would be
        // coloured.
        table_.resize(std::size_t{1} << (field_->bitCount + 2));
        for (std::uint64_t v = 0; v <= field_->maxValue(); ++v)
            for (std::uint64_t b = 0; b < 4; ++b) {
                std::uint64_t tile = field_->write(0, v);
                if (boundary_ && boundary_ != field_)
                    tile = boundary_->write(tile, b);
                table_[(v << 2) | b] = computeColour(tile);
            }
    }
    tiles_ = QImage(board.width(), board.length(), QImage::Format_RGB32);
    tiles_.fill(kPlain);
    halfRows_ =
        hex_ ? QImage(board.width(), 2 * board.length() + 1, QImage::Format_RGB32) : QImage();
    if (hex_)
        halfRows_.fill(Qt::transparent);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        colourTile(board, i);
}

void TileColours::update(const Board& board, const std::vector<TileIndex>& tiles) {
    if (tiles_.width() != board.width() || tiles_.height() != board.length())
        return rebuild(board, options_);
    for (TileIndex t : tiles)
        if (t < board.tileCount())
            colourTile(board, t);
}

QRgb TileColours::colour(TileIndex tile) const {
    const int w = tiles_.width();
    return reinterpret_cast<const QRgb*>(
        tiles_.constScanLine(static_cast<int>(tile) / w))[tile % w];
}

QRgb TileColours::colourOf(std::uint64_t tile) const {
    if (options_.composite)
        return compositeColour(tile);
    if (!style_)
        return kPlain;
    return table_.empty() ? computeColour(tile)
                          : table_[(field_->read(tile) << 2) |
                                   (boundary_ && boundary_ != field_ ? boundary_->read(tile) : 0)];
}

QRgb TileColours::computeColour(std::uint64_t tile) const {
    QRgb colour = kPlain;
    if (underlay_) // dimmed, so the active layer stands out
        colour = underlay_->fill(boundary_->read(tile)).darker(230).rgb();
    const QColor fill = style_->fill(field_->read(tile));
    if (fill.isValid())
        colour = fill.alpha() == 255 ? fill.rgb() : blend(colour, fill);
    return colour;
}

QRgb TileColours::compositeColour(std::uint64_t tile) const {
    QRgb colour = kPlain;
    for (const Layer& layer : composite_) {
        const std::uint64_t v = layer.field->read(tile);
        if (layer.channel == LayerChannel::Fill) {
            const QRgb fill = layer.colours[v];
            if (const int a = qAlpha(fill) * layer.alpha / 255)
                colour = blend(colour, fill, a);
        } else if (const int shade = layer.shades[v] * layer.alpha / 255) {
            // Towards white: a higher tile reads lighter whatever its fill.
            colour = blend(colour, qRgb(255, 255, 255), shade);
        }
    }
    return colour;
}

void TileColours::colourTile(const Board& board, TileIndex i) {
    if (!style_ && !options_.composite)
        return;
    const QRgb colour = colourOf(board.tile(i));
    // Raw pixel access: scanLine() would check for sharing on every call.
    const int x = board.xOf(i);
    const int y = board.yOf(i);
    pixel(tiles_, x, y) = colour;
    if (hex_) {
        const int row = 2 * y + (x & 1);
        pixel(halfRows_, x, row) = colour;
        pixel(halfRows_, x, row + 1) = colour;
    }
}

} // namespace gbxx
