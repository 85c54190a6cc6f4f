#include "widgets/window/view_readouts.h"

#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/view/board_view.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "gbxx/hex_coordinates.h"

#include <QLabel>
#include <QStatusBar>

namespace gbxx {
namespace {

QString zoomText(double zoom) {
    return WindowTexts::tr("Zoom %1%").arg(qRound(zoom / Zoomable::kActualSize * 100));
}

} // namespace

ViewReadouts::ViewReadouts(BoardView& view, const CurrentDocument& current, WindowStatus& status,
                           QStatusBar* statusBar)
    : QObject(statusBar)
    , view_(view)
    , current_(current)
    , tileLabel_(new QLabel(statusBar))
    , zoomLabel_(new QLabel(statusBar)) {
    tileLabel_->setObjectName(QStringLiteral("tileLabel"));
    zoomLabel_->setObjectName(QStringLiteral("zoomLabel"));
    statusBar->addPermanentWidget(tileLabel_);
    statusBar->addPermanentWidget(zoomLabel_);
    connect(&view_, &BoardView::hoveredTileChanged, this, &ViewReadouts::showTile);
    connect(&view_, &BoardView::toolMessage, &status, &WindowStatus::note);
    connect(view_.zoomable(), &Zoomable::scaleChanged, this,
            [this](double zoom) { zoomLabel_->setText(zoomText(zoom)); });
    zoomLabel_->setText(zoomText(view_.zoomable()->scale()));
}

void ViewReadouts::follow(BoardDocument* document) {
    zoomLabel_->setVisible(document != nullptr);
    tileLabel_->setVisible(document != nullptr);
}

void ViewReadouts::showTile(int index) {
    const BoardDocument* document = current_.get();
    if (index < 0 || !document) {
        tileLabel_->clear();
        return;
    }
    const Board& board = document->board();
    const auto tile = static_cast<TileIndex>(index);
    const int x = static_cast<int>(board.xOf(tile));
    const int y = static_cast<int>(board.yOf(tile));
    QString text = WindowTexts::tr("x %1, y %2 · index %3").arg(x).arg(y).arg(index);
    // Hex boards also in the coordinates hex algorithms use (spec X2: odd-q offset → axial/cube).
    if (gridShapeOf(board).hex) {
        const Axial axial = axialOf(x, y);
        text += WindowTexts::tr(" · axial q %1, r %2 · cube %1, %2, %3")
                    .arg(axial.q)
                    .arg(axial.r)
                    .arg(axial.s());
    }
    tileLabel_->setText(text);
}

} // namespace gbxx
