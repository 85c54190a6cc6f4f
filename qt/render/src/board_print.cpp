#include "render/board_print.h"

#include "render/board_picture.h"
#include "render/board_renderer.h"
#include "render/layer_style.h"
#include "render/link_group_outlines.h"
#include "text/board_outline_text.h"
#include "text/qt_text.h"

#include <QFileDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace gbxx {
namespace {

constexpr double kPointsPerMillimetre = 72.0 / 25.4;
constexpr int kResolution = 72; // painter units are points: fonts and lines keep their print size
constexpr double kCropMark = 8; // points

QFont printFont(double points, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(static_cast<int>(points));
    font.setBold(bold);
    return font;
}

} // namespace

BoardPrint::BoardPrint(const Board& board, PrintOptions options)
    : board_(board)
    , options_(std::move(options)) {
    const QPageLayout layout(options_.pageSize, options_.orientation,
                             QMarginsF(options_.marginMillimetres, options_.marginMillimetres,
                                       options_.marginMillimetres, options_.marginMillimetres),
                             QPageLayout::Millimeter);
    area_ = layout.paintRect(QPageLayout::Point).size();
    scale_ = options_.tileMillimetres * kPointsPerMillimetre;
    const Point extent = Geometry(board_).extent();
    across_ = std::max(1, static_cast<int>(std::ceil(extent.x * scale_ / area_.width() - 1e-9)));
    down_ = std::max(1, static_cast<int>(std::ceil(extent.y * scale_ / area_.height() - 1e-9)));
}

std::vector<const FieldSpec*> BoardPrint::layers() const {
    if (options_.asShown)
        return {nullptr};
    return options_.layers;
}

int BoardPrint::pageCount() const {
    return 1 + static_cast<int>(layers().size()) * across_ * down_;
}

std::optional<QString> BoardPrint::write(QIODevice& device) const {
    {
        QPdfWriter writer(&device);
        paint(writer);
    }
    // QPdfWriter reports nothing; a file device (QSaveFile) keeps its first error.
    if (const auto* file = qobject_cast<QFileDevice*>(&device);
        file && file->error() != QFileDevice::NoError)
        return file->errorString();
    return std::nullopt;
}

void BoardPrint::paint(QPdfWriter& writer) const {
    writer.setResolution(kResolution);
    writer.setCreator(QStringLiteral("GameBoardXX Editor"));
    writer.setTitle(qs(board_.footer().text(footerField("title"))));
    writer.setPageLayout(
        QPageLayout(options_.pageSize, options_.orientation,
                    QMarginsF(options_.marginMillimetres, options_.marginMillimetres,
                              options_.marginMillimetres, options_.marginMillimetres),
                    QPageLayout::Millimeter));
    QPainter painter(&writer);
    paintTitlePage(painter);
    for (const FieldSpec* layer : layers())
        for (int row = 0; row < down_; ++row)
            for (int column = 0; column < across_; ++column) {
                writer.newPage();
                paintBoardPage(painter, layer, column, row);
            }
}

void BoardPrint::paintTitlePage(QPainter& painter) const {
    const Footer& footer = board_.footer();
    const auto text = [&](const char* key) { return qs(footer.text(footerField(key))); };
    QString title = text("title");
    if (title.isEmpty())
        title = tr("Untitled board");
    double y = 0;
    painter.setPen(Qt::black);
    painter.setFont(printFont(20, true));
    painter.drawText(QRectF(0, y, area_.width(), 28), Qt::AlignLeft | Qt::AlignVCenter, title);
    y += 34;
    const QStringList lines = {
        tr("Author: %1").arg(text("author").isEmpty() ? tr("not given") : text("author")),
        tr("Board code: %1 · version %2 · editor %3")
            .arg(text("boardCode").isEmpty() ? QStringLiteral("—") : text("boardCode"),
                 QString::number(footer.number(footerField("version"))), text("editorId")),
        // The line every list says a board in, the older layouts' wraps included.
        outlineText(outlineOf(board_)),
        tr("Printed at %1 mm per tile on %2 × %3 pages per layer (%4 pages in all); cut along "
           "the marks and lay the pages edge to edge.")
            .arg(options_.tileMillimetres)
            .arg(across_)
            .arg(down_)
            .arg(pageCount()),
    };
    painter.setFont(printFont(10));
    for (const QString& line : lines) {
        painter.drawText(QRectF(0, y, area_.width(), 40), Qt::AlignLeft | Qt::TextWordWrap, line);
        y +=
            painter.boundingRect(QRectF(0, 0, area_.width(), 40), Qt::TextWordWrap, line).height() +
            3;
    }
    y += 10;
    // Each layer small, with its legend (or the board as the view shows it).
    PictureOptions picture;
    picture.layers = options_.asShown ? std::vector<const FieldSpec*>{} : layers();
    picture.legend = true;
    picture.grid = false;
    picture.asShown = options_.asShown;
    const Point extent = Geometry(board_).extent();
    picture.tileSize =
        std::clamp(std::min(area_.width() / 2 / extent.x, 180 / extent.y), 1.0, 24.0);
    const BoardPicture overview(board_, picture);
    const QSizeF size = overview.size();
    const double fit =
        std::min({1.0, area_.width() / size.width(), (area_.height() - y) / size.height()});
    painter.save();
    painter.translate(0, y);
    painter.scale(fit, fit);
    overview.paint(painter, true);
    painter.restore();
}

void BoardPrint::paintBoardPage(QPainter& painter, const FieldSpec* layer, int column,
                                int row) const {
    const Geometry geometry(board_);
    const BoardRenderer renderer(board_, geometry);
    const QRectF page(QPointF(column * area_.width(), row * area_.height()), area_);
    const QRectF drawn = page.intersected(
        QRectF(QPointF(0, 0), QSizeF(geometry.extent().x * scale_, geometry.extent().y * scale_)));
    painter.save();
    painter.setClipRect(QRectF(QPointF(0, 0), drawn.size()));
    painter.translate(-page.topLeft());
    painter.scale(scale_, scale_);
    RenderOptions render;
    if (options_.asShown)
        render = *options_.asShown;
    render.field = layer ? layer : render.field;
    render.grid = options_.grid;
    render.vectorShapes = true;
    render.wrapMarks = false;
    render.labels.kind = options_.labels;
    const QRectF area(drawn.topLeft() / scale_, drawn.size() / scale_);
    renderer.draw(painter, area, scale_, render);
    if (render.linkGroupOutlines)
        drawLinkGroupOutlines(painter, board_, geometry, findLinkGroups(board_, geometry),
                              renderer.tileRange(area), scale_);
    painter.restore();
    // Crop marks at the corners of what is drawn, outside it.
    painter.setPen(QPen(Qt::black, 0.5));
    const QRectF cut(QPointF(0, 0), drawn.size());
    for (const QPointF corner :
         {cut.topLeft(), cut.topRight(), cut.bottomLeft(), cut.bottomRight()}) {
        const double dx = corner.x() == 0 ? -1 : 1;
        const double dy = corner.y() == 0 ? -1 : 1;
        painter.drawLine(corner + QPointF(dx * 2, 0), corner + QPointF(dx * (2 + kCropMark), 0));
        painter.drawLine(corner + QPointF(0, dy * 2), corner + QPointF(0, dy * (2 + kCropMark)));
    }
    // Where the page goes, in the bottom margin.
    painter.setFont(printFont(7));
    painter.drawText(QRectF(0, area_.height() + 4, area_.width(), 10), Qt::AlignLeft,
                     tr("%1 · column %2 of %3, row %4 of %5")
                         .arg(layer ? layerTitle(*layer) : tr("As the view shows it"))
                         .arg(column + 1)
                         .arg(across_)
                         .arg(row + 1)
                         .arg(down_));
}

} // namespace gbxx
