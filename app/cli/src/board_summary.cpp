#include "cli/board_summary.h"

#include "cli/cli_commands.h"
#include "io/file_names.h"
#include "text/qt_text.h"

#include "gbxx/board_facts.h"
#include "gbxx/geometry.h"
#include "text/core_texts.h"
#include "text/variant_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace gbxx::cli {
namespace {

QString valueText(const FieldSpec& field, std::uint64_t value) {
    if (field.kind == FieldKind::Enum && !field.nameOf(value).empty())
        return QStringLiteral("%1 (%2)").arg(value).arg(valueName(field, value));
    return QString::number(value);
}

// Footer text for a terminal: control bytes (which a file may hold, F4) shown as \xNN so they
// cannot move the cursor or recolour the terminal.
QString printable(const std::string& latin1) {
    QString out;
    for (char ch : latin1) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || (c >= 0x7F && c < 0xA0))
            out += QStringLiteral("\\x") +
                   QString::number(c, 16).rightJustified(2, QLatin1Char('0')).toUpper();
        else
            out += QChar(c);
    }
    return out;
}

} // namespace

QString boardSummary(const Board& board, const QString& path, qint64 fileSize) {
    QStringList lines;
    const auto row = [&](const QString& label, const QString& value) {
        lines << QStringLiteral("%1 %2").arg(label + QLatin1Char(':'), -27).arg(value);
    };
    const GridShape shape = gridShapeOf(board);
    row(Cli::tr("File"), Cli::tr("%1 (%2 bytes)").arg(shownName(path)).arg(fileSize));
    row(Cli::tr("Variant"), Cli::tr("GB%1 (%n-byte tiles), layout %2", nullptr,
                                    static_cast<int>(tileBytes(board.variant())))
                                .arg(variantDigits(board.variant()), qs(board.layout().name)));
    const int tiles = static_cast<int>(board.tileCount());
    row(Cli::tr("Size"), Cli::tr("%1 × %2 (%n tile(s)), %3", nullptr, tiles)
                             .arg(board.width())
                             .arg(board.length())
                             .arg(shape.hex ? Cli::tr("hexagonal") : Cli::tr("square")));
    for (const FieldSpec& f : board.layout().header)
        row(translatedName(f.label), valueText(f, board.header(f)));
    for (const FooterField& f : footerFields()) {
        if (f.kind == FooterField::Kind::Number)
            row(translatedName(f.label), QString::number(board.footer().number(f)));
        else
            row(translatedName(f.label),
                QLatin1Char('"') + printable(board.footer().latin1(f)) + QLatin1Char('"'));
    }
    // How many tiles use each field: a quick picture of what the board holds.
    QStringList used;
    for (const FieldUse& use : fieldUseOf(board))
        if (use.tiles)
            used << QStringLiteral("%1 %2").arg(qs(use.key)).arg(use.tiles);
    row(Cli::tr("Tiles using each field"),
        used.isEmpty() ? Cli::tr("nothing (an empty board)") : used.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gbxx::cli
