#include "text/board_outline_text.h"

#include "text/variant_text.h"

#include <QStringList>

namespace gbxx {

QString outlineText(const BoardOutline& outline, OutlineForm form) {
    QStringList parts;
    const bool line = form == OutlineForm::Line;
    if (line && outline.variant)
        parts << variantLabel(*outline.variant);
    // The line's size is tight ("20×14") so that it reads as one of its parts; the row has room.
    parts << (line ? BoardOutlineText::tr("%1×%2") : BoardOutlineText::tr("%1 × %2"))
                 .arg(outline.width)
                 .arg(outline.length);
    parts << (outline.hex ? BoardOutlineText::tr("hex") : BoardOutlineText::tr("square"));
    if (outline.wraps)
        parts << BoardOutlineText::tr("wraps");
    return parts.join(line ? QStringLiteral(" · ") : QStringLiteral(", "));
}

} // namespace gbxx
