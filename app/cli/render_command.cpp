#include "cli/render_command.h"

#include "board_picture.h"
#include "cli/cli_commands.h"
#include "common/board_file.h"
#include "gbxx/geometry.h"
#include "qt_text.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <algorithm>

namespace gbxx::cli {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gbxx::cli", text);
}

} // namespace

int render(const RenderRequest& request, const Layout& layout) {
    const LoadedBoard loaded = loadBoard(request.in, layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const Board& board = *loaded.board;
    PictureOptions options;
    for (const QString& key : request.layers) {
        const FieldSpec* field = board.field(key.toStdString());
        if (!field) {
            QStringList keys;
            for (const FieldSpec& f : board.fields())
                keys << qs(f.key);
            printError(
                tr("a GB%1 board has no layer '%2'; its layers are %3")
                    .arg(qs(digitsOf(board.variant())), key, keys.join(QStringLiteral(", "))));
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
    const QSize size = picture.size();
    const PictureFormat format = pictureFormatFor(request.out);
    if (format == PictureFormat::Png &&
        (size.width() > kMaxPngSide || size.height() > kMaxPngSide)) {
        printError(tr("the picture would be %1×%2 pixels; at most %3 on a side: choose a smaller "
                      "--tile-size or --size, or fewer layers")
                       .arg(size.width())
                       .arg(size.height())
                       .arg(kMaxPngSide));
        return kFailure;
    }
    QSaveFile file(request.out);
    if (!file.open(QIODevice::WriteOnly)) {
        printError(tr("cannot write %1: %2").arg(request.out, file.errorString()));
        return kFailure;
    }
    if (const auto failure = picture.write(file, format)) {
        file.cancelWriting();
        printError(tr("cannot write %1: %2").arg(request.out, *failure));
        return kFailure;
    }
    if (!file.commit()) {
        printError(tr("cannot write %1: %2").arg(request.out, file.errorString()));
        return kFailure;
    }
    return kSuccess;
}

} // namespace gbxx::cli
