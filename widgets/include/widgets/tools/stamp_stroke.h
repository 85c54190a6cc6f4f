#pragma once
// The brush placing a stamp (Presets and Stamps): one undo step a stroke, the stamp placed where
// the press is and again at each spot of the drag where it no longer overlaps the last one placed;
// inside the selection while tiles are selected, as painting is.

#include "widgets/document/board_document.h"
#include "widgets/tools/tool_context.h"
#include "gbxx/region.h"

#include <optional>
#include <vector>

namespace gbxx {

struct CopiedRegion;

class StampStroke {
public:
    // The stamp in the shape of a board (hex or square), as it is placed.
    static Region stampRegion(const CopiedRegion& stamp, bool hex);

    // A stroke of the settings' stamp, its transaction opened for `owner` (what was open before
    // lands first); nothing when the stamp is for boards of another tile size or layout
    // (`context.message` says so).
    static std::optional<StampStroke> begin(ToolContext& context, const void* owner);
    // Places the stamp with its origin on `at` unless it overlaps the last one placed. False when
    // the document has settled the stroke (a save, an undo): it is over.
    bool place(ToolContext& context, QPoint at);

    StampStroke(StampStroke&&) = default;
    StampStroke& operator=(StampStroke&&) = default;
    ~StampStroke() { edit_.commit(); } // the stroke ends: what was stamped is one step

private:
    explicit StampStroke(DocumentEdit edit)
        : edit_(std::move(edit)) {}

    DocumentEdit edit_;
    std::vector<TileIndex> last_; // the tiles the last placing covered, sorted
};

} // namespace gbxx
