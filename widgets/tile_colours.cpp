#include "tile_colours.h"

namespace gbxx {
namespace {

// `over` with its alpha laid on the opaque `under`.
QRgb blend(QRgb under, const QColor& over) {
    const int a = over.alpha();
    const auto mixChannel = [a](int u, int o) { return (o * a + u * (255 - a)) / 255; };
    return qRgb(mixChannel(qRed(under), over.red()), mixChannel(qGreen(under), over.green()),
                mixChannel(qBlue(under), over.blue()));
}

const QRgb kPlain = qRgb(0x2a, 0x2a, 0x2a); // no fill and no underlay

} // namespace

void TileColours::rebuild(const Board& board, const RenderOptions& options) {
    options_ = options;
    const auto mode = static_cast<HeightMode>(board.header("heightMode") & 1);
    boundary_ = board.field("boundary");
    field_ = options.field ? options.field : boundary_;
    style_.reset();
    underlay_.reset();
    if (field_)
        style_.emplace(*field_, mode);
    if (options.boundaryUnderlay && boundary_ && field_ != boundary_)
        underlay_.emplace(*boundary_, mode);
    hex_ = board.header("hex") != 0;
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

void TileColours::colourTile(const Board& board, TileIndex i) {
    if (!style_)
        return;
    const std::uint64_t tile = board.tile(i);
    QRgb colour = kPlain;
    if (underlay_) // dimmed, so the active layer stands out
        colour = underlay_->fill(boundary_->read(tile)).darker(230).rgb();
    const QColor fill = style_->fill(field_->read(tile));
    if (fill.isValid())
        colour = fill.alpha() == 255 ? fill.rgb() : blend(colour, fill);
    const int x = board.xOf(i);
    const int y = board.yOf(i);
    reinterpret_cast<QRgb*>(tiles_.scanLine(y))[x] = colour;
    if (hex_) {
        const int row = 2 * y + (x & 1);
        reinterpret_cast<QRgb*>(halfRows_.scanLine(row))[x] = colour;
        reinterpret_cast<QRgb*>(halfRows_.scanLine(row + 1))[x] = colour;
    }
}

} // namespace gbxx
