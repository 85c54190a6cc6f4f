#include "widgets/window/panel_docks.h"

#include "widgets/analysis/balance_panel.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/layers/legend_panel.h"
#include "widgets/analysis/overview_panel.h"
#include "widgets/presets/presets_panel.h"
#include "widgets/stamps/stamps_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/tools/tool_options_widget.h"
#include "widgets/validation/validation_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/rules/rules_panel.h"
#include "widgets/view/board_view.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoView>

#include <algorithm>

namespace gbxx {
namespace {

// The tabs of stacked docks show their whole names ("Balance", not "B…") and scroll when there are
// more than the column holds. The window makes those tab bars itself, as docks are stacked or a
// layout restored, and cuts their names short: each is set up as it is first shown.
class WholeDockTabs : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::ChildPolished)
            if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child());
                bar && bar->parent() == watched) {
                bar->setElideMode(Qt::ElideNone);
                bar->setUsesScrollButtons(true);
            }
        return false;
    }
};

} // namespace

PanelDocks::PanelDocks(QMainWindow* window, QMenu* viewMenu, WindowStatus& status)
    : QObject(window)
    , window_(window)
    , viewMenu_(viewMenu)
    , status_(status) {
    window_->installEventFilter(new WholeDockTabs(this));
}

QDockWidget* PanelDocks::addDock(const QString& name, const QString& title, QWidget* content,
                                 Qt::DockWidgetArea area) {
    auto* d = new QDockWidget(title, window_);
    d->setObjectName(name);
    d->setWidget(content);
    window_->addDockWidget(area, d);
    viewMenu_->addAction(d->toggleViewAction());
    // Named by its dock: "panel.layers" for "layersDock".
    QString id = name;
    id.chop(4);
    registry_->add(QStringLiteral("panel.") + ActionRegistry::idPart(id), d->toggleViewAction());
    return d;
}

QDockWidget* PanelDocks::addScrolledDock(const QString& name, const QString& title,
                                         QWidget* content, Qt::DockWidgetArea area) {
    // A panel's content scrolls in its dock: what it shows (a layer's values, a tool's options, a
    // language's longer words) never widens the dock, which would shrink and move a fitted board.
    if (qobject_cast<QAbstractScrollArea*>(content))
        return addDock(name, title, content, area);
    auto* scroll = new QScrollArea(window_);
    scroll->setObjectName(name + QStringLiteral("Scroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    scroll->setMinimumWidth(14 * scroll->fontMetrics().averageCharWidth());
    return addDock(name, title, scroll, area);
}

void PanelDocks::create(ActionRegistry& registry, BoardView* view, PaintSettings* settings,
                        LayerVisibility* visibility, ToolBox* tools, CurrentDocument& current,
                        QUndoGroup* undoGroup) {
    registry_ = &registry;
    layers_ = new LayersPanel(settings, visibility, window_);
    current.attach(layers_);
    addScrolledDock(QStringLiteral("layersDock"), WindowTexts::tr("Layers"), layers_,
                    Qt::LeftDockWidgetArea);
    toolOptions_ = new ToolOptionsWidget(tools, window_);
    current.attach(toolOptions_);
    addScrolledDock(QStringLiteral("toolOptionsDock"), WindowTexts::tr("Tool Options"),
                    toolOptions_, Qt::LeftDockWidgetArea);
    createInspector(registry, view, current);
    createAnalyses(createPresetsAndStamps(settings, current), view, visibility, current, undoGroup);
}

void PanelDocks::createInspector(ActionRegistry& registry, BoardView* view,
                                 CurrentDocument& current) {
    inspector_ = new TileInspector(window_);
    current.attach(inspector_);
    addScrolledDock(QStringLiteral("inspectorDock"), WindowTexts::tr("Tile Inspector"), inspector_,
                    Qt::RightDockWidgetArea);
    QAction* pin = registry.create(
        QStringLiteral("view.pin-tile"), QStringLiteral("actionPinTile"),
        WindowTexts::tr("Pin Inspected Tile"), this,
        [this](bool on) { inspector_->pinTile(on ? inspector_->hoveredTile() : -1); },
        QKeySequence(Qt::Key_P));
    pin->setCheckable(true);
    pin->setToolTip(WindowTexts::tr("The inspector keeps showing the tile under the pointer (P); "
                                    "the picker pins the tile it clicks"));
    connect(inspector_, &TileInspector::pinnedChanged, pin,
            [pin](int index) { pin->setChecked(index >= 0); });
    connect(view, &BoardView::tilePinned, inspector_, &TileInspector::pinTile);
    connect(view, &BoardView::hoveredTileChanged, inspector_, &TileInspector::showTile);
    connect(inspector_, &TileInspector::message, &status_, &WindowStatus::note);
    viewMenu_->addAction(pin);
}

QDockWidget* PanelDocks::createPresetsAndStamps(PaintSettings* settings, CurrentDocument& current) {
    presets_ = new PresetsPanel(
        settings,
        [this, &current]() -> std::optional<std::uint64_t> {
            const int tile = inspector_->tile();
            if (!current.get() || tile < 0)
                return std::nullopt;
            return current.get()->board().tile(static_cast<TileIndex>(tile));
        },
        window_);
    current.attach(presets_);
    connect(presets_, &PresetsPanel::problem, this, [this](const QString& message) {
        status_.showError(WindowTexts::tr("Presets"), message);
    });
    stamps_ = new StampsPanel(settings, window_);
    current.attach(stamps_);
    connect(stamps_, &StampsPanel::problem, this, [this](const QString& message) {
        status_.showError(WindowTexts::tr("Stamps"), message);
    });
    connect(stamps_, &StampsPanel::stampChosen, this, &PanelDocks::stampChosen);
    auto* presetsAndStamps = new QTabWidget(window_);
    presetsAndStamps->setObjectName(QStringLiteral("presetsTabs"));
    presetsAndStamps->setDocumentMode(true);
    presetsAndStamps->addTab(presets_, WindowTexts::tr("Tile Presets"));
    presetsAndStamps->addTab(stamps_, WindowTexts::tr("Stamps"));
    // Not "&": a tab of stacked docks reads it as a mnemonic, as a menu does.
    return addScrolledDock(QStringLiteral("presetsDock"), WindowTexts::tr("Presets and Stamps"),
                           presetsAndStamps, Qt::RightDockWidgetArea);
}

void PanelDocks::createAnalyses(QDockWidget* presetsDock, BoardView* view,
                                LayerVisibility* visibility, CurrentDocument& current,
                                QUndoGroup* undoGroup) {
    overview_ = new OverviewPanel(view, window_);
    current.attach(overview_);
    QDockWidget* overviewDock =
        addScrolledDock(QStringLiteral("overviewDock"), WindowTexts::tr("Overview"), overview_,
                        Qt::RightDockWidgetArea);
    overviewDock->toggleViewAction()->setObjectName(QStringLiteral("actionOverview"));
    // Shown again (its tab raised): drawn anew, as it is not drawn while hidden.
    connect(overviewDock, &QDockWidget::visibilityChanged, overview_, [this](bool visible) {
        if (visible)
            overview_->update();
    });
    window_->tabifyDockWidget(presetsDock, overviewDock);
    presetsDock->raise();
    legend_ = new LegendPanel(visibility, window_);
    current.attach(legend_);
    QDockWidget* legendDock = addScrolledDock(
        QStringLiteral("legendDock"), WindowTexts::tr("Legend"), legend_, Qt::RightDockWidgetArea);
    validation_ = new ValidationPanel(window_);
    current.attach(validation_);
    connect(validation_, &ValidationPanel::locate, this,
            [view, &current, this](const std::vector<TileIndex>& tiles) {
                view->highlight()->set(tiles, validation_);
                view->centreOn(current.get()->board().xOf(tiles.front()),
                               current.get()->board().yOf(tiles.front()));
            });
    connect(validation_, &ValidationPanel::locatedChanged, this,
            [view, this](const std::vector<TileIndex>& tiles) {
                view->highlight()->update(validation_, tiles);
            });
    QDockWidget* validationDock =
        addScrolledDock(QStringLiteral("validationDock"), WindowTexts::tr("Validation"),
                        validation_, Qt::RightDockWidgetArea);
    balance_ = new BalancePanel(window_);
    current.attach(balance_);
    QDockWidget* balanceDock =
        addScrolledDock(QStringLiteral("balanceDock"), WindowTexts::tr("Balance"), balance_,
                        Qt::RightDockWidgetArea);
    auto* history = new QUndoView(undoGroup, window_);
    history->setAccessibleName(WindowTexts::tr("History"));
    history->setAccessibleDescription(
        WindowTexts::tr("Every change of the board; choosing a row undoes or redoes up to it"));
    history->setEmptyLabel(WindowTexts::tr("<opened>"));
    QDockWidget* historyDock =
        addScrolledDock(QStringLiteral("historyDock"), WindowTexts::tr("History"), history,
                        Qt::RightDockWidgetArea);
    // Until the user arranges them (restoreState), the analyses share one tabbed dock with the
    // history.
    window_->tabifyDockWidget(historyDock, validationDock);
    window_->tabifyDockWidget(validationDock, balanceDock);
    window_->tabifyDockWidget(balanceDock, legendDock);
    createRules(current, legendDock);
    historyDock->raise();
}

void PanelDocks::createRules(CurrentDocument& current, QDockWidget* beside) {
    rules_ = new RulesPanel(*registry_, window_);
    current.attach(rules_);
    connect(rules_, &RulesPanel::message, this,
            [this](const QString& text) { status_.show(text, 8000); });
    connect(rules_, &RulesPanel::problem, this,
            [this](const QString& text) { status_.showError(WindowTexts::tr("Rules"), text); });
    QDockWidget* dock = addScrolledDock(QStringLiteral("rulesDock"), WindowTexts::tr("Rules"),
                                        rules_, Qt::RightDockWidgetArea);
    dock->toggleViewAction()->setObjectName(QStringLiteral("actionRulesDock"));
    window_->tabifyDockWidget(beside, dock);
}

void PanelDocks::arrangeDefault() {
    const auto named = [this](const char* name) {
        return window_->findChild<QDockWidget*>(QLatin1String(name));
    };
    QDockWidget* layers = named("layersDock");
    QDockWidget* inspector = named("inspectorDock");
    QDockWidget* presets = named("presetsDock");
    QDockWidget* history = named("historyDock");
    const int width = window_->width();
    const int height = window_->height();
    constexpr int kRoomyWidth = 1400;
    // The layer list shows every name in full, in every language (its panel scrolls only when the
    // user narrows the dock); with room to spare a scroll bar's width as well.
    const int layersWidth = layers_->minimumSizeHint().width() +
                            window_->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    if (width >= kRoomyWidth) {
        window_->resizeDocks({layers, inspector}, {std::max(280, layersWidth), 380},
                             Qt::Horizontal);
        // The inspector lists up to 13 fields: it gets most of the right column's height.
        window_->resizeDocks({inspector, presets, history}, {440, 170, 150}, Qt::Vertical);
        return;
    }
    // A small screen: the board gets the larger share. Under the inspector the other right panels
    // share one tabbed dock, and both columns are narrow (their contents scroll).
    // Presets and overview join the analyses' tabs (never raising the analyses, which would run).
    window_->tabifyDockWidget(history, presets);
    window_->tabifyDockWidget(presets, named("overviewDock"));
    presets->raise();
    // The board keeps 60 % of the width; the inspector takes up to its roomy width of the rest.
    // The layer list may take more than its share of the left (a language's longer names): the
    // board gives that up, not the right column.
    const int share = std::min(280, width / 5);
    const int left = std::max(share, layersWidth);
    const int column = std::min(380, width * 2 / 5 - share);
    window_->resizeDocks({layers, inspector}, {left, column}, Qt::Horizontal);
    // The stacked panels under the inspector get at least the height the Rules panel needs at
    // that width (in the language shown) to show its buttons, besides its title and tabs; the
    // inspector the rest, its fields scroll.
    const int chrome = 2 * window_->fontMetrics().height() + 32;
    const int stacked = std::max(height * 30 / 100, rules_->heightForWidth(column - 16) + chrome);
    window_->resizeDocks({inspector, presets}, {height * 85 / 100 - stacked, stacked},
                         Qt::Vertical);
}

void PanelDocks::hideForStartPage() {
    if (!hiddenState_.isEmpty())
        return;
    // The panels have nothing to show without a board: they make room for the start page and
    // come back as they were with the next board.
    hiddenState_ = window_->saveState();
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
        dock->hide();
}

void PanelDocks::showForBoard() {
    if (!hiddenState_.isEmpty()) {
        window_->restoreState(hiddenState_);
        hiddenState_.clear();
    }
    if (arrangeWithBoard_) {
        arrangeWithBoard_ = false;
        arrangeDefault();
    }
}

QByteArray PanelDocks::state() const {
    return hiddenState_.isEmpty() ? window_->saveState() : hiddenState_;
}

void PanelDocks::follow(BoardDocument* document) {
    registry_->action(QStringLiteral("view.pin-tile"))->setEnabled(document != nullptr);
}

} // namespace gbxx
