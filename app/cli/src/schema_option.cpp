#include "cli/schema_option.h"

#include "cli/cli_commands.h"
#include "io/file_names.h"
#include "io/schema_file.h"
#include "text/variant_text.h"

#include <cstdio>

namespace gbxx::cli {

std::optional<TileFieldTable> fieldTableFor(const Board& board, const QString& boardPath,
                                            const QString& schemaPath, SchemaUse use) {
    const Layout& layout = board.layout();
    const BoardSchema found = schemaForBoard(boardPath, board.variant(), layout, schemaPath);
    const bool required = use == SchemaUse::Required || !schemaPath.isEmpty();
    if (!found.problems.isEmpty()) {
        if (required) {
            for (const QString& problem : found.problems)
                printError(problem);
            return std::nullopt;
        }
        for (const QString& problem : found.problems) // found by chance: go on without it
            std::fputs(("warning: " + problem + QLatin1Char('\n')).toUtf8().constData(), stderr);
    } else if (required && found.path.isEmpty()) {
        printError(Cli::tr("no schema found for %1 (BOARDNAME.schema.json beside it, or "
                           "gameboardxx-schema.json in its folder or above); give --schema FILE")
                       .arg(shownName(boardPath)));
        return std::nullopt;
    } else if (required && !found.schema) {
        printError(Cli::tr("the schema %1 says nothing of GB%2 boards")
                       .arg(shownName(found.path), variantDigits(board.variant())));
        return std::nullopt;
    }
    if (found.schema)
        return TileFieldTable(layout, board.variant(), *found.schema);
    return TileFieldTable(layout, board.variant());
}

QStringList withSchemaValue(QStringList args) {
    for (qsizetype k = 0; k < args.size(); ++k) {
        if (args[k] != QLatin1String("--schema"))
            continue;
        if (k + 1 < args.size() &&
            args[k + 1].endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
            args[k] = QLatin1String("--schema=") + args[k + 1];
            args.removeAt(k + 1);
        } else {
            args[k] = QStringLiteral("--schema=");
        }
    }
    return args;
}

} // namespace gbxx::cli
