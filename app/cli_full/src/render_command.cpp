#include "cli_full/render_command.h"

#include "cli/cli_commands.h"
#include "cli/schema_option.h"
#include "gbxx/geometry.h"
#include "io/board_file.h"
#include "io/safe_write.h"
#include "text/variant_text.h"
#include "render/board_picture.h"
#include "text/qt_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace gbxx::cli {
int render(const RenderRequest& request, const Layout& layout) {
    const LoadedBoard loaded = loadBoard(request.in, layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const Board& board = *loaded.board;
    // Layers, titles and legends of a schema's sub-fields by their names.
    const auto table = fieldTableFor(board, request.in, request.schema.value_or(QString()),
                                     request.schema ? SchemaUse::Required : SchemaUse::Found);
    if (!table)
        return kFailure;
    PictureOptions options;
    for (const QString& key : request.layers) {
        const FieldSpec* field = table->find(key.toStdString());
        if (!field) {
            QStringList keys;
            for (const FieldSpec& f : table->fields())
                keys << qs(f.key);
            printError(
                Cli::tr("a GB%1 board has no layer '%2'; its layers are %3")
                    .arg(variantDigits(board.variant()), key, keys.join(QStringLiteral(", "))));
            return kFailure;
        }
        options.layers.push_back(field);
    }
    const Point extent = Geometry(board).extent();
    options.tileSize = request.tileSize > 0 ? request.tileSize
                       : request.size > 0   ? request.size / std::max(extent.x, extent.y)
                                            : 16.0;
    options.grid = request.grid;
    options.legend = request.legend;
    const BoardPicture picture(board, options);
    const PictureFormat format = pictureFormatFor(request.out);
    if (const auto failure = writeFileSafely(
            request.out, [&](QIODevice& device) { return picture.write(device, format); })) {
        printError(*failure);
        return kFailure;
    }
    return kSuccess;
}

} // namespace gbxx::cli
