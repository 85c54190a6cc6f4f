#include "editor/docks/overview_panel.h"

#include "editor/document/board_document.h"
#include "editor/view/board_view.h"
#include "render/board_renderer.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>

namespace gbxx {
namespace {

constexpr int kPadding = 6;
constexpr int kSettleMs = 150; // after an edit: a stroke redraws the overview a few times a second

} // namespace

OverviewPanel::OverviewPanel(BoardView* view, QWidget* parent)
    : QWidget(parent)
    , view_(view) {
    setObjectName(QStringLiteral("overview"));
    setMinimumSize(120, 100);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to move the view; the wheel zooms"));
    redraw_.setSingleShot(true);
    connect(&redraw_, &QTimer::timeout, this, &OverviewPanel::redraw);
    connect(view_, &BoardView::visibleAreaChanged, this, qOverload<>(&QWidget::update));
    connect(view_, &BoardView::drawingChanged, this, [this] { redrawLater(0); });
}

void OverviewPanel::documentChanged(const DocumentChange& change) {
    if (change.reshapes())
        redrawLater(0);
    else if (change.has(DocumentChange::Tiles) && !redraw_.isActive())
        redrawLater(kSettleMs);
}

void OverviewPanel::redrawLater(int ms) {
    redraw_.start(ms);
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

void OverviewPanel::redraw() {
    if (!document() || !isVisible()) {
        picture_ = {};
        update();
        return;
    }
    const QRectF target = boardRect();
    const qreal ratio = devicePixelRatioF();
    QImage image((target.size() * ratio).toSize().expandedTo(QSize(1, 1)),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.scale(scale(), scale());
        RenderOptions options = view_->renderOptions();
        options.grid = false;
        options.wrapMarks = false;
        options.labels = {};
        const BoardRenderer renderer(document()->board(), view_->geometry());
        const TileColours& colours = view_->colours();
        renderer.draw(painter, renderer.boardBounds(), scale() * ratio, options,
                      colours.isValid() ? &colours : nullptr);
    }
    picture_ = image;
    update();
}

void OverviewPanel::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (!document())
        return;
    if (picture_.isNull() && !redraw_.isActive())
        redrawLater(0);
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
    redrawLater(0);
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
        view_->zoomIn();
    else if (event->angleDelta().y() < 0)
        view_->zoomOut();
}

} // namespace gbxx
