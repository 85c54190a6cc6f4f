#include "widgets/merge/conflict_texts.h"

#include "text/core_texts.h"
#include "widgets/merge/merge_texts.h"

#include <QStringList>

namespace gbxx {
namespace {

QString fieldValue(const FieldSpec& field, std::uint64_t value, HeightMode mode) {
    if (field.readsAsFlags(mode)) {
        QStringList on;
        for (int bit = 0; bit < field.bitCount; ++bit) {
            if (((value >> bit) & 1) == 0)
                continue;
            const QString name = valueName(field, static_cast<std::uint64_t>(bit));
            on << (name.isEmpty() ? MergeTexts::tr("bit %1").arg(bit) : name);
        }
        return on.isEmpty() ? MergeTexts::tr("none") : on.join(QLatin1Char('+'));
    }
    const QString name = field.namesValues() ? valueName(field, value) : QString();
    return name.isEmpty() ? QString::number(value)
                          : QStringLiteral("%1 · %2").arg(QString::number(value), name);
}

} // namespace

QString sideName(MergeSide side) {
    switch (side) {
    case MergeSide::Base:
        return MergeTexts::tr("Base");
    case MergeSide::Ours:
        return MergeTexts::tr("Ours");
    case MergeSide::Theirs:
        break;
    }
    return MergeTexts::tr("Theirs");
}

QString conflictFieldName(const MergeConflict& conflict) {
    return translatedName(conflict.part == MergeConflict::Part::Footer ? conflict.footerField->label
                                                                       : conflict.field->label);
}

QString conflictPlace(const MergeConflict& conflict, int boardWidth) {
    if (conflict.part != MergeConflict::Part::Tile)
        return conflictFieldName(conflict);
    const int tile = static_cast<int>(conflict.tile);
    return QStringLiteral("%1, %2").arg(tile % boardWidth).arg(tile / boardWidth);
}

QString conflictValue(const MergeConflicts& conflicts, std::size_t index, MergeSide side,
                      HeightMode mode) {
    const MergeConflict& conflict = conflicts.conflicts()[index];
    if (conflict.part != MergeConflict::Part::Footer)
        return fieldValue(*conflict.field, conflict.values[MergeConflicts::index(side)], mode);
    const Footer& footer = conflicts.footer(side);
    const FooterField& field = *conflict.footerField;
    if (field.kind == FooterField::Kind::Number)
        return QString::number(footer.number(field));
    const QString text = QString::fromStdString(footer.text(field));
    return text.isEmpty() ? MergeTexts::tr("(empty)") : QStringLiteral("“%1”").arg(text);
}

} // namespace gbxx
