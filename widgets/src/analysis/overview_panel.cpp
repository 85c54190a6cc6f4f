#include "widgets/analysis/overview_panel.h"

#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "render/board_renderer.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <utility>

namespace gbxx {
namespace {

constexpr int kPadding = 6;
// Above this share of the board's tiles, drawing the whole picture costs no more than the parts.
constexpr std::size_t kWholeShare = 4;

} // namespace

OverviewPanel::OverviewPanel(BoardView* view, QWidget* parent)
    : QWidget(parent)
    , view_(view) {
    setObjectName(QStringLiteral("overview"));
    setMinimumSize(120, 100);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to move the view; the wheel zooms"));
    connect(view_, &BoardView::visibleAreaChanged, this, qOverload<>(&QWidget::update));
    connect(view_, &BoardView::drawingChanged, this, &OverviewPanel::redrawAll);
}

void OverviewPanel::documentChanged(const DocumentChange& change) {
    if (change.reshapes()) {
        redrawAll();
    } else if (change.has(DocumentChange::Tiles) && !wholePicture_) {
        changed_.insert(changed_.end(), change.tiles.begin(), change.tiles.end());
        catchUpLater();
    }
}

void OverviewPanel::redrawAll() {
    wholePicture_ = true;
    changed_.clear();
    catchUpLater();
}

void OverviewPanel::catchUpLater() {
    if (catchUpPosted_)
        return;
    catchUpPosted_ = true;
    QMetaObject::invokeMethod(this, &OverviewPanel::catchUp, Qt::QueuedConnection);
}

void OverviewPanel::catchUp() {
    catchUpPosted_ = false;
    std::vector<TileIndex> tiles;
    tiles.swap(changed_);
    const bool whole = std::exchange(wholePicture_, false);
    if (!document() || !isVisible()) {
        picture_ = {}; // drawn afresh when shown again
        update();
        return;
    }
    if (whole || picture_.isNull() || picture_.size() != renderSize() ||
        tiles.size() > document()->board().tileCount() / kWholeShare)
        picture_ = renderPicture();
    else
        redrawTiles(tiles);
    update();
}

double OverviewPanel::scale() const {
    if (!document())
        return 1;
    const Point extent = view_->geometry().extent();
    return std::max(
        0.01, std::min((width() - 2 * kPadding) / extent.x, (height() - 2 * kPadding) / extent.y));
}

QRectF OverviewPanel::boardRect() const {
    if (!document())
        return {};
    const Point extent = view_->geometry().extent();
    const double s = scale();
    const QSizeF size(extent.x * s, extent.y * s);
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

QRectF OverviewPanel::frameRect() const {
    const QRectF area = view_->visibleArea();
    const double s = scale();
    const QPointF at = boardRect().topLeft();
    return QRectF(at + area.topLeft() * s, area.size() * s).intersected(boardRect());
}

QPointF OverviewPanel::boardPointAt(QPointF pos) const {
    return (pos - boardRect().topLeft()) / scale();
}

QSize OverviewPanel::renderSize() const {
    return (boardRect().size() * devicePixelRatioF()).toSize().expandedTo(QSize(1, 1));
}

QImage OverviewPanel::renderPicture() const {
    if (!document())
        return {};
    QImage image(renderSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatioF());
    image.fill(Qt::transparent);
    paintArea(image, BoardRenderer(document()->board(), view_->geometry()).boardBounds(), {});
    return image;
}

void OverviewPanel::redrawTiles(const std::vector<TileIndex>& tiles) {
    if (tiles.empty())
        return;
    const Board& board = document()->board();
    const BoardRenderer renderer(board, view_->geometry());
    QRectF changed;
    for (const TileIndex tile : tiles)
        changed |= renderer.tileBounds(static_cast<int>(tile % board.width()),
                                       static_cast<int>(tile / board.width()));
    // The changed tiles' pixels and a tile's more all round (a neighbour's outline may follow
    // the change), on whole device pixels; drawn from every tile that can reach them.
    const double s = scale();
    const qreal ratio = picture_.devicePixelRatio();
    const double margin = s + 2;
    const QRectF around = QRectF(changed.topLeft() * s, changed.size() * s)
                              .adjusted(-margin, -margin, margin, margin);
    const QRect pixels = QRectF(around.topLeft() * ratio, around.size() * ratio)
                             .toAlignedRect()
                             .intersected(picture_.rect());
    if (pixels.isEmpty())
        return;
    const QRectF clip(QPointF(pixels.topLeft()) / ratio, QSizeF(pixels.size()) / ratio);
    const double reach = 1 + 2 / s; // a tile, and a line's width beyond it
    const QRectF area =
        QRectF(clip.topLeft() / s, clip.size() / s).adjusted(-reach, -reach, reach, reach);
    paintArea(picture_, area, clip);
}

void OverviewPanel::paintArea(QImage& image, const QRectF& area, const QRectF& clip) const {
    QPainter painter(&image);
    if (!clip.isNull()) {
        painter.setClipRect(clip);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        painter.fillRect(clip, Qt::transparent);
        painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
    }
    painter.scale(scale(), scale());
    RenderOptions options = view_->renderOptions();
    options.grid = false;
    options.wrapMarks = false;
    options.labels = {};
    const BoardRenderer renderer(document()->board(), view_->geometry());
    const TileColours& colours = view_->look().colours;
    renderer.draw(painter, area, scale() * image.devicePixelRatio(), options,
                  colours.isValid() ? &colours : nullptr);
}

void OverviewPanel::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (!document())
        return;
    if (picture_.isNull())
        redrawAll();
    painter.drawImage(boardRect().topLeft(), picture_);
    const QRectF frame = frameRect();
    if (frame.isEmpty() || frame.contains(boardRect()))
        return; // the whole board is in the window
    QColor shade = palette().color(QPalette::Base);
    shade.setAlpha(110);
    QPainterPath outside;
    outside.addRect(boardRect());
    QPainterPath inside;
    inside.addRect(frame);
    painter.fillPath(outside.subtracted(inside), shade);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawRect(frame.adjusted(1, 1, -1, -1));
}

void OverviewPanel::resizeEvent(QResizeEvent*) {
    redrawAll();
}

void OverviewPanel::mousePressEvent(QMouseEvent* event) {
    if (document() && event->button() == Qt::LeftButton)
        view_->centreOnPoint(boardPointAt(event->position()));
}

void OverviewPanel::mouseMoveEvent(QMouseEvent* event) {
    if (document() && (event->buttons() & Qt::LeftButton))
        view_->centreOnPoint(boardPointAt(event->position()));
}

void OverviewPanel::wheelEvent(QWheelEvent* event) {
    if (!document())
        return;
    if (event->angleDelta().y() > 0)
        view_->zoomable()->zoomIn();
    else if (event->angleDelta().y() < 0)
        view_->zoomable()->zoomOut();
}

} // namespace gbxx
