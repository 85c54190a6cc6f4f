#include "widgets/compare/difference_texts.h"

#include "gbxx/footer.h"
#include "text/core_texts.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/document/tile_reading.h"

#include <QFileInfo>

namespace gbxx {
namespace {

QString change(const QString& name, const QString& here, const QString& there) {
    return DifferenceTexts::tr("%1 %2 → %3", "a name, this board's value, the other's")
        .arg(name, here, there);
}

QString footerValue(const Footer& footer, const FooterField& field) {
    if (field.kind == FooterField::Kind::Number)
        return QString::number(footer.number(field));
    return QStringLiteral("“%1”").arg(QString::fromStdString(footer.text(field)));
}

} // namespace

QString valueText(const FieldSpec& field, std::uint64_t value, HeightMode mode) {
    const QString reading = fieldReading(field, value, mode);
    if (!reading.isEmpty())
        return reading;
    return field.readsAsFlags(mode) ? DifferenceTexts::tr("none", "no flag set")
                                    : QString::number(value);
}

QString fieldChange(const FieldSpec& field, std::uint64_t here, std::uint64_t there,
                    HeightMode mode) {
    return change(translatedName(field.label), valueText(field, here, mode),
                  valueText(field, there, mode));
}

QStringList tileChanges(const BoardComparison& comparison, std::span<const FieldSpec> fields,
                        TileIndex tile) {
    QStringList lines;
    const std::optional<std::uint64_t> there = comparison.otherTile(tile);
    if (!there)
        return lines;
    const Board& board = comparison.document().board();
    const HeightMode mode = heightModeOf(board);
    const std::uint64_t here = board.tile(tile);
    // From the boards themselves: right even while the comparison has yet to hear of an edit.
    const std::uint64_t bits = (here ^ *there) & comparison.fieldBits();
    for (const FieldSpec& field : fields)
        if (bits & field.mask())
            lines << fieldChange(field, field.read(here), field.read(*there), mode);
    return lines;
}

QString sizeChange(const BoardDiff& diff) {
    return change(DifferenceTexts::tr("Size"),
                  DifferenceTexts::tr("%1 × %2").arg(diff.widthA).arg(diff.lengthA),
                  DifferenceTexts::tr("%1 × %2").arg(diff.widthB).arg(diff.lengthB));
}

QString headerChange(const HeaderDifference& difference, HeightMode mode) {
    return fieldChange(*difference.field, difference.a, difference.b, mode);
}

QString footerChange(const Board& here, const Board& there, const FooterField& field) {
    return change(translatedName(field.label), footerValue(here.footer(), field),
                  footerValue(there.footer(), field));
}

QString otherBoardName(const BoardComparison& comparison) {
    const BoardComparison::Other& other = comparison.other();
    switch (other.source) {
    case BoardComparison::Source::SavedVersion:
        return DifferenceTexts::tr("the saved version of %1").arg(QFileInfo(other.path).fileName());
    case BoardComparison::Source::Registry:
        return DifferenceTexts::tr("%1 from the registry").arg(other.name);
    case BoardComparison::Source::File:
        break;
    }
    return other.name;
}

} // namespace gbxx
