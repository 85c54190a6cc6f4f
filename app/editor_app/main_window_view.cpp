// MainWindow: the View menu, and the status bar's readouts of the view (pointer, zoom, messages).

#include "editor_app/main_window.h"

#include "editor/docks/tile_inspector.h"
#include "editor/document/board_document.h"
#include "editor/settings/app_settings.h"
#include "editor/view/board_view.h"
#include "editor/view/grid_style.h"
#include "gbxx/hex_coordinates.h"
#include "render/tile_labels.h"

#include <QActionGroup>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>

namespace gbxx {

// View: zoom, grid, rulers, tile labels; the docks add their own entries after these.
void MainWindow::createViewActions() {
    const auto make = [this](const QString& name, const QString& text, auto slot,
                             const QKeySequence& key = {}) {
        return makeAction(name, text, slot, key);
    };
    viewMenu_ = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn =
        make(QStringLiteral("actionZoomIn"), tr("Zoom &In"), [this] { view_->zoomIn(); });
    // Ctrl+= too: "Ctrl++" needs Shift on most keyboards, so people press Ctrl+=.
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal),
                          QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    QAction* zoomOut =
        make(QStringLiteral("actionZoomOut"), tr("Zoom &Out"), [this] { view_->zoomOut(); });
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    viewMenu_->addAction(zoomIn);
    viewMenu_->addAction(zoomOut);
    viewMenu_->addAction(make(
        QStringLiteral("actionFit"), tr("&Fit to Window"), [this] { view_->fitToWindow(); },
        QKeySequence(Qt::CTRL | Qt::Key_0)));
    viewMenu_->addAction(make(
        QStringLiteral("actionActualSize"), tr("&Actual Size (100%)"),
        [this] { view_->actualSize(); }, QKeySequence(Qt::CTRL | Qt::Key_1)));
    viewMenu_->addSeparator();
    QAction* grid = make(
        QStringLiteral("actionGrid"), tr("Show &Grid"), [this](bool on) { view_->setShowGrid(on); },
        QKeySequence(Qt::CTRL | Qt::Key_G));
    grid->setCheckable(true);
    grid->setChecked(true);
    viewMenu_->addAction(grid);
    const GridStyle gridStyle = GridStyle::saved();
    view_->setGridStyle(gridStyle.colour, gridStyle.width);
    QAction* rulers = make(
        QStringLiteral("actionRulers"), tr("Show &Rulers"),
        [this](bool on) {
            view_->setShowRulers(on);
            AppSettings::setShowRulers(on);
        },
        QKeySequence(Qt::CTRL | Qt::Key_R));
    rulers->setCheckable(true);
    rulers->setChecked(AppSettings::showRulers());
    view_->setShowRulers(rulers->isChecked());
    viewMenu_->addAction(rulers);
    QMenu* labels = viewMenu_->addMenu(tr("Tile &Labels"));
    labels->setObjectName(QStringLiteral("menuTileLabels"));
    auto* labelKinds = new QActionGroup(labels);
    const auto savedLabels = static_cast<LabelKind>(AppSettings::tileLabels());
    for (const auto& [kind, id] : {std::pair{LabelKind::None, "none"},
                                   {LabelKind::Coordinates, "coordinates"},
                                   {LabelKind::Values, "values"},
                                   {LabelKind::Names, "names"}}) {
        QAction* a = labels->addAction(TileLabelNames::of(kind));
        a->setObjectName(QStringLiteral("actionLabels-") + QLatin1String(id));
        a->setCheckable(true);
        a->setChecked(kind == savedLabels);
        labelKinds->addAction(a);
        connect(a, &QAction::triggered, this, [this, kind] {
            view_->setTileLabels(kind);
            AppSettings::setTileLabels(static_cast<int>(kind));
        });
    }
    view_->setTileLabels(savedLabels);
    // Esc from anywhere in the window, while there is something to clear.
    QAction* clearHighlight = make(
        QStringLiteral("actionClearHighlight"), tr("Clear &Highlight"),
        [this] { view_->setHighlight({}); }, QKeySequence(Qt::Key_Escape));
    clearHighlight->setEnabled(false);
    connect(view_, &BoardView::highlightChanged, clearHighlight, &QAction::setEnabled);
    viewMenu_->addAction(clearHighlight);
    viewMenu_->addSeparator();
    viewMenu_->addSeparator();
    // Through the tabs, the start tab included, as browsers and Qt Creator do.
    const auto step = [this](int by) {
        const int tabs = boardCount() + 1;
        activateBoard((activeBoard() + 1 + by + tabs) % tabs - 1);
    };
    viewMenu_->addAction(make(
        QStringLiteral("actionNextBoard"), tr("Next Board"), [step] { step(1); },
        QKeySequence(Qt::CTRL | Qt::Key_PageDown)));
    viewMenu_->addAction(make(
        QStringLiteral("actionPreviousBoard"), tr("Previous Board"), [step] { step(-1); },
        QKeySequence(Qt::CTRL | Qt::Key_PageUp)));
}

void MainWindow::createStatusBar() {
    tileLabel_ = new QLabel(this);
    tileLabel_->setObjectName(QStringLiteral("tileLabel"));
    zoomLabel_ = new QLabel(this);
    zoomLabel_->setObjectName(QStringLiteral("zoomLabel"));
    createSelectionLabel();
    statusBar()->addPermanentWidget(tileLabel_);
    statusBar()->addPermanentWidget(zoomLabel_);
    connect(view_, &BoardView::hoveredTileChanged, this, &MainWindow::onHoveredTile);
    connect(view_, &BoardView::toolMessage, this, [this](const QString& text) {
        lastError_ = text;
        statusBar()->showMessage(text, 8000);
    });
    connect(view_, &BoardView::zoomChanged, this, [this](double zoom) {
        zoomLabel_->setText(tr("Zoom %1%").arg(qRound(zoom / BoardView::kActualSize * 100)));
    });
    zoomLabel_->setText(tr("Zoom %1%").arg(qRound(view_->zoom() / BoardView::kActualSize * 100)));
}

void MainWindow::onHoveredTile(int index) {
    inspector_->showTile(index);
    if (index < 0 || !document_) {
        tileLabel_->clear();
        return;
    }
    const Board& board = document_->board();
    const auto tile = static_cast<TileIndex>(index);
    const int x = static_cast<int>(board.xOf(tile));
    const int y = static_cast<int>(board.yOf(tile));
    QString text = tr("x %1, y %2 · index %3").arg(x).arg(y).arg(index);
    // Hex boards also in the coordinates hex algorithms use (spec X2: odd-q offset → axial/cube).
    if (gridShapeOf(board).hex) {
        const Axial axial = axialOf(x, y);
        text +=
            tr(" · axial q %1, r %2 · cube %1, %2, %3").arg(axial.q).arg(axial.r).arg(axial.s());
    }
    tileLabel_->setText(text);
}

} // namespace gbxx
