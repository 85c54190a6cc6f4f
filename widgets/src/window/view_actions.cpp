#include "widgets/window/view_actions.h"

#include "widgets/view/go_to_tile_dialog.h"
#include "widgets/settings/app_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/view/grid_style.h"
#include "widgets/view/tile_cursor.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_texts.h"
#include "render/tile_labels.h"

#include <QActionGroup>
#include <QMenu>

namespace gbxx {
namespace {

const char* const kBoardActions[] = {"view.zoom-in", "view.zoom-out",   "view.fit",
                                     "view.actual-size", "view.go-to-tile", "view.grid",
                                     "view.rulers"};

} // namespace

ViewActions::ViewActions(ActionRegistry& registry, BoardView& view, QObject* parent)
    : QObject(parent)
    , registry_(registry)
    , view_(view) {}

void ViewActions::addActions(QMenu* viewMenu) {
    const auto make = [this](const char* id, const char* name, const QString& text, auto slot,
                             const QKeySequence& key = {}) {
        return registry_.create(QLatin1String(id), QLatin1String(name), text, this, slot, key);
    };
    QAction* zoomIn = make("view.zoom-in", "actionZoomIn", WindowTexts::tr("Zoom &In"),
                           [this] { view_.zoomable()->zoomIn(); });
    // Ctrl+= too: "Ctrl++" needs Shift on most keyboards, so people press Ctrl+=.
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal),
                          QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    QAction* zoomOut = make("view.zoom-out", "actionZoomOut", WindowTexts::tr("Zoom &Out"),
                            [this] { view_.zoomable()->zoomOut(); });
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    viewMenu->addAction(zoomIn);
    viewMenu->addAction(zoomOut);
    viewMenu->addAction(make(
        "view.fit", "actionFit", WindowTexts::tr("&Fit to Window"),
        [this] { view_.zoomable()->fitToWindow(); }, QKeySequence(Qt::CTRL | Qt::Key_0)));
    viewMenu->addAction(make(
        "view.actual-size", "actionActualSize", WindowTexts::tr("&Actual Size (100%)"),
        [this] { view_.zoomable()->resetZoom(); }, QKeySequence(Qt::CTRL | Qt::Key_1)));
    // Ctrl+G as in Tiled's Go to Tile (1.12) and most code editors' Go to Line.
    viewMenu->addAction(make("view.go-to-tile", "actionGoToTile", WindowTexts::tr("&Go to Tile…"),
                             [this] { goToTile(); }, QKeySequence(Qt::CTRL | Qt::Key_G)));
    viewMenu->addSeparator();
    // Ctrl+' as the grid of Photoshop and Krita (Ctrl+G went to Go to Tile).
    QAction* grid = make(
        "view.grid", "actionGrid", WindowTexts::tr("Show &Grid"),
        [this](bool on) { view_.setShowGrid(on); }, QKeySequence(Qt::CTRL | Qt::Key_Apostrophe));
    grid->setCheckable(true);
    grid->setChecked(true);
    viewMenu->addAction(grid);
    const GridStyle gridStyle = GridStyle::saved();
    view_.setGridStyle(gridStyle.colour, gridStyle.width);
    QAction* rulers = make(
        "view.rulers", "actionRulers", WindowTexts::tr("Show &Rulers"),
        [this](bool on) {
            view_.setShowRulers(on);
            AppSettings::setShowRulers(on);
        },
        QKeySequence(Qt::CTRL | Qt::Key_R));
    rulers->setCheckable(true);
    rulers->setChecked(AppSettings::showRulers());
    view_.setShowRulers(rulers->isChecked());
    viewMenu->addAction(rulers);
    addTileLabels(viewMenu);
    // Esc from anywhere in the window, while there is something to clear.
    QAction* clearHighlight = make(
        "view.clear-highlight", "actionClearHighlight", WindowTexts::tr("Clear &Highlight"),
        [this] { view_.highlight()->set({}); }, QKeySequence(Qt::Key_Escape));
    const auto highlighted = [this](bool on) {
        registry_.setAvailable(QStringLiteral("view.clear-highlight"), on,
                               WindowTexts::tr("nothing is highlighted"));
    };
    highlighted(false);
    connect(view_.highlight(), &HighlightLayer::changed, this, highlighted);
    viewMenu->addAction(clearHighlight);
    viewMenu->addSeparator();
    viewMenu->addSeparator();
    // Through the tabs, the start tab included, as browsers and Qt Creator do.
    viewMenu->addAction(make(
        "view.next-board", "actionNextBoard", WindowTexts::tr("Next Board"),
        [this] { emit stepBoard(1); }, QKeySequence(Qt::CTRL | Qt::Key_PageDown)));
    viewMenu->addAction(make(
        "view.previous-board", "actionPreviousBoard", WindowTexts::tr("Previous Board"),
        [this] { emit stepBoard(-1); }, QKeySequence(Qt::CTRL | Qt::Key_PageUp)));
}

void ViewActions::addTileLabels(QMenu* viewMenu) {
    QMenu* labels = viewMenu->addMenu(WindowTexts::tr("Tile &Labels"));
    labels->setObjectName(QStringLiteral("menuTileLabels"));
    auto* labelKinds = new QActionGroup(labels);
    const auto savedLabels = static_cast<LabelKind>(AppSettings::tileLabels());
    for (const auto& [kind, id] : {std::pair{LabelKind::None, "none"},
                                   {LabelKind::Coordinates, "coordinates"},
                                   {LabelKind::Values, "values"},
                                   {LabelKind::Names, "names"}}) {
        QAction* a = labels->addAction(TileLabelNames::of(kind));
        a->setObjectName(QStringLiteral("actionLabels-") + QLatin1String(id));
        registry_.add(QStringLiteral("view.labels.") + QLatin1String(id), a);
        a->setCheckable(true);
        a->setChecked(kind == savedLabels);
        labelKinds->addAction(a);
        connect(a, &QAction::triggered, this, [this, kind] {
            view_.setTileLabels(kind);
            AppSettings::setTileLabels(static_cast<int>(kind));
        });
    }
    view_.setTileLabels(savedLabels);
}

void ViewActions::goToTile() {
    const Geometry& geometry = view_.geometry();
    const int w = geometry.width();
    Offset from{0, 0};
    if (const int at = view_.tileCursor()->tile(); at >= 0) {
        from = {at % w, at / w};
    } else {
        const QPointF middle = view_.visibleArea().center();
        if (const auto seen = geometry.tileAt({middle.x(), middle.y()}))
            from = {static_cast<int>(*seen) % w, static_cast<int>(*seen) / w};
    }
    GoToTileDialog dialog(geometry.shape(), from, view_.window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const std::optional<Offset> tile = dialog.tile())
        view_.tileCursor()->goTo(tile->x, tile->y);
}

void ViewActions::follow(BoardDocument* document) {
    for (const char* id : kBoardActions)
        registry_.action(QLatin1String(id))->setEnabled(document != nullptr);
}

} // namespace gbxx
