#include "widgets/document/tile_reading.h"

#include "widgets/document/board_document.h"
#include "text/core_texts.h"

#include <QCoreApplication>
#include <QStringList>

namespace gbxx {

QString fieldReading(const FieldSpec& field, std::uint64_t value, HeightMode mode) {
    if (field.readsAsFlags(mode)) {
        QStringList on;
        for (int bit = 0; bit < field.bitCount; ++bit)
            if ((value >> bit) & 1)
                on << valueName(field, static_cast<std::uint64_t>(bit));
        return on.join(QStringLiteral("+"));
    }
    if (field.namesValues())
        return valueName(field, value);
    return QString::number(value);
}

QString tileReading(const BoardDocument& document, TileIndex tile) {
    const Board& board = document.board();
    QStringList parts;
    const HeightMode mode = heightModeOf(board);
    for (const FieldSpec& field : document.fields()) {
        const std::uint64_t value = board.get(tile, field);
        if (value == 0)
            continue;
        const QString reading = fieldReading(field, value, mode);
        parts << QStringLiteral("%1 %2").arg(nameInSentence(field.label), reading);
    }
    return parts.isEmpty() ? QCoreApplication::translate("gbxx::TileInspector", "all fields 0")
                           : parts.join(QStringLiteral(" · "));
}

} // namespace gbxx
