#pragma once
// How a field is shown when several are shown together: each field draws through a channel of its
// own (the base fill, shading, outlines along the borders between values, hatching, small glyphs,
// numbers), so that visible fields do not hide each other. The default channel follows the field's
// group in the field tables; the user may pick another per field.

#include "gbxx/field.h"

#include <QColor>
#include <QIcon>
#include <QString>

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gbxx {

enum class LayerChannel : std::uint8_t {
    Fill,     // the tile's colour (the boundary's by default)
    Shading,  // the colour beneath lighter the higher the value
    Outline,  // lines along the edges between different values, inside the tile
    Hatching, // a hatch pattern per value or flag, in its colour
    Glyphs,   // a small mark per value or set flag
    Numbers,  // the value written on a small chip of its colour
};
inline constexpr LayerChannel kAllChannels[] = {LayerChannel::Fill,    LayerChannel::Shading,
                                                LayerChannel::Outline, LayerChannel::Hatching,
                                                LayerChannel::Glyphs,  LayerChannel::Numbers};

// A stable identifier for settings ("fill", "shading" …) and back.
std::string_view channelId(LayerChannel channel);
std::optional<LayerChannel> channelFromId(std::string_view id);
// The channel's name for people, translated.
QString channelName(LayerChannel channel);

// How the field is shown unless the user chose otherwise: boundary as the base fill, heights as
// shading, zones hatched, blacklists as glyphs, barriers as numbered marks, link groups outlined,
// custom data as numbers.
LayerChannel defaultChannel(const FieldSpec& field);

// The name of a field group for people ("Terrain", "Zones" …), translated.
QString groupName(FieldGroup group);

// The fields in the order the layer list shows them, grouped: zones, blacklists, barriers, links
// and custom data above the terrain, which is the base (as a background layer is the lowest).
std::vector<const FieldSpec*> fieldsInListOrder(std::span<const FieldSpec> fields);

// One visible field in a composite: drawn through `channel` at `opacity` (0..1).
struct LayerDisplay {
    const FieldSpec* field = nullptr;
    LayerChannel channel = LayerChannel::Fill;
    double opacity = 1.0;
};

// Which of the visible fields drawing through the same channel this one is (0 for the first):
// outlines move inwards, glyphs change shape and numbers move to another place on the tile.
int channelSlot(std::span<const LayerDisplay> shown, std::size_t index);

// A small picture of a tile showing `colour` through `channel` (legends and the layer list).
QIcon channelIcon(LayerChannel channel, const QColor& colour, int slot = 0,
                  const QString& number = QString());

} // namespace gbxx
