#include "cli/render_command.h"

#include "board_renderer.h"
#include "cli/cli_commands.h"
#include "cli/png_writer.h"
#include "common/board_file.h"
#include "qt_text.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QStringList>

#include <cmath>

namespace gbxx::cli {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gbxx::cli", text);
}
constexpr int kMaxImageSide = 16384;

} // namespace

int render(const RenderRequest& request, const Layout& layout) {
    const LoadedBoard loaded = loadBoard(request.in, layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const Board& board = *loaded.board;
    const QString key = request.layer.isEmpty() ? QStringLiteral("boundary") : request.layer;
    const FieldSpec* field = board.field(key.toStdString());
    if (!field) {
        QStringList keys;
        for (const FieldSpec& f : board.fields())
            keys << qs(f.key);
        printError(tr("a GB%1 board has no layer '%2'; its layers are %3")
                       .arg(qs(digitsOf(board.variant())), key, keys.join(QStringLiteral(", "))));
        return kFailure;
    }
    const Geometry geometry(board);
    const Point extent = geometry.extent();
    const double scale = request.tileSize > 0 ? request.tileSize
                         : request.size > 0   ? request.size / std::max(extent.x, extent.y)
                                              : 16.0;
    const double width = std::ceil(extent.x * scale);
    const double height = std::ceil(extent.y * scale);
    if (width > kMaxImageSide || height > kMaxImageSide) {
        printError(tr("the picture would be %1×%2 pixels; at most %3 on a side: choose a smaller "
                      "--tile-size or --size")
                       .arg(width)
                       .arg(height)
                       .arg(kMaxImageSide));
        return kFailure;
    }
    QImage image(std::max(1, static_cast<int>(width)), std::max(1, static_cast<int>(height)),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.scale(scale, scale);
        RenderOptions options;
        options.field = field;
        options.grid = request.grid;
        BoardRenderer(board, geometry)
            .draw(painter, QRectF(0, 0, extent.x, extent.y), scale, options);
    }
    QSaveFile file(request.out);
    if (!file.open(QIODevice::WriteOnly)) {
        printError(tr("cannot write %1: %2").arg(request.out, file.errorString()));
        return kFailure;
    }
    if (const auto failure = writePng(file, image)) {
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
