#include "widgets/compare/compare_actions.h"

#include "text/core_texts.h"
#include "text/qt_text.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/compare/changes_panel.h"
#include "widgets/compare/compare_dialog.h"
#include "widgets/compare/comparison_marks.h"
#include "widgets/compare/difference_texts.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/palette/palette_entry.h"
#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "widgets/view/tile_cursor.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/panel_docks.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>

#include <functional>

namespace gbxx {
namespace {

// Watches the Changes dock for the user closing it (its close button): that leaves compare mode,
// where hiding it for another board does not.
class DockCloseWatch : public QObject {
public:
    DockCloseWatch(QDockWidget* dock, std::function<void()> closed)
        : QObject(dock)
        , closed_(std::move(closed)) {
        dock->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Close)
            closed_();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> closed_;
};

} // namespace

CompareActions::CompareActions(BoardView& view, RegistryConnection& connection,
                               WindowStatus& status, QMainWindow* window)
    : QObject(window)
    , view_(view)
    , connection_(connection)
    , status_(status)
    , window_(window)
    , marks_(new ComparisonMarks(&view)) {
    connect(&view_, &BoardView::hoveredTileChanged, this, [this](int index) {
        if (index >= 0)
            current_ = index;
    });
}

void CompareActions::addActions(ActionRegistry& registry, QMenu* file) {
    registry_ = &registry;
    QAction* compare =
        registry.create(QStringLiteral("file.compare-with"), QStringLiteral("actionCompareWith"),
                        WindowTexts::tr("Compare &With…"), this, &CompareActions::compareWith);
    compare->setStatusTip(
        WindowTexts::tr("Show what differs from another board file, the saved version or a "
                        "registry revision, and take its values"));
    file->addAction(compare);
    menu_ = file->addMenu(WindowTexts::tr("Co&mparison"));
    menu_->setObjectName(QStringLiteral("menuComparison"));
    QAction* next = registry.create(
        QStringLiteral("compare.next"), QStringLiteral("actionNextChange"),
        WindowTexts::tr("&Next Change"), this, [this] { step(false); }, QKeySequence(Qt::Key_F7));
    next->setStatusTip(WindowTexts::tr("Go to the next tile that differs from the other board"));
    QAction* previous = registry.create(
        QStringLiteral("compare.previous"), QStringLiteral("actionPreviousChange"),
        WindowTexts::tr("&Previous Change"), this, [this] { step(true); },
        QKeySequence(Qt::SHIFT | Qt::Key_F7));
    previous->setStatusTip(
        WindowTexts::tr("Go to the previous tile that differs from the other board"));
    menu_->addAction(next);
    menu_->addAction(previous);
    menu_->addSeparator();
    QAction* take = registry.create(
        QStringLiteral("compare.take"), QStringLiteral("actionTakeOtherValues"),
        WindowTexts::tr("&Take Other Board's Values"), this, &CompareActions::takeForTiles);
    take->setStatusTip(
        WindowTexts::tr("Give the selected tiles (else the tile last pointed at or stepped to) "
                        "the other board's values, as one undo step"));
    menu_->addAction(take);
    fieldMenu_ = menu_->addMenu(WindowTexts::tr("Take Other Board's &Field"));
    fieldMenu_->setObjectName(QStringLiteral("menuTakeField"));
    connect(fieldMenu_, &QMenu::aboutToShow, this, &CompareActions::fillFieldMenu);
    setFilledWhenShown(fieldMenu_); // the command palette finds its fields too
    menu_->addSeparator();
    QAction* leaveAction =
        registry.create(QStringLiteral("compare.leave"), QStringLiteral("actionLeaveCompare"),
                        WindowTexts::tr("&Leave Compare Mode"), this, &CompareActions::leave);
    menu_->addAction(leaveAction);
    file->addSeparator();
    updateActions();
}

void CompareActions::addDock(PanelDocks& docks, TileInspector* inspector) {
    inspector_ = inspector;
    panel_ = new ChangesPanel(window_);
    panel_->setActions(registry_->action(QStringLiteral("file.compare-with")),
                       registry_->action(QStringLiteral("compare.previous")),
                       registry_->action(QStringLiteral("compare.next")),
                       registry_->action(QStringLiteral("compare.leave")));
    dock_ = docks.addDock(QStringLiteral("changesDock"), WindowTexts::tr("Changes"), panel_,
                          Qt::RightDockWidgetArea);
    dock_->hide();
    // Among the analyses' tabs when it shows, without taking the front from the history.
    if (auto* history = window_->findChild<QDockWidget*>(QStringLiteral("historyDock"))) {
        window_->tabifyDockWidget(history, dock_);
        dock_->hide();
        history->raise();
    }
    new DockCloseWatch(dock_, [this] {
        if (!hidingDock_)
            leave();
    });
    connect(dock_->toggleViewAction(), &QAction::triggered, this, [this](bool on) {
        if (!on)
            leave();
    });
    connect(panel_, &ChangesPanel::leaveRequested, this, &CompareActions::leave);
    connect(panel_, &ChangesPanel::locate, this, &CompareActions::locate);
    connect(panel_, &ChangesPanel::takeRequested, this, &CompareActions::takeRow);
}

BoardComparison* CompareActions::comparison() const {
    return BoardComparison::of(document_);
}

void CompareActions::follow(BoardDocument* document) {
    document_ = document;
    current_ = -1;
    show(comparison());
}

void CompareActions::show(BoardComparison* comparison) {
    if (shown_)
        disconnect(shown_, nullptr, this, nullptr);
    shown_ = comparison;
    marks_->show(comparison);
    if (comparison) {
        connect(comparison, &BoardComparison::updated, this, [this](bool whole) {
            if (whole)
                view_.viewport()->update(); // the view repaints edited tiles itself
            if (inspector_)
                inspector_->refreshAnnotation();
            updateActions();
        });
        connect(comparison, &BoardComparison::ended, this, [this] { show(nullptr); });
    }
    if (panel_)
        panel_->setComparison(comparison);
    if (inspector_) {
        if (comparison)
            inspector_->setAnnotation([this](const std::vector<TileIndex>& tiles) -> QString {
                const BoardComparison* c = shown_;
                if (!c || tiles.empty())
                    return {};
                if (tiles.size() == 1) {
                    if (!c->inCommon(tiles.front()))
                        return WindowTexts::tr("%1 has no such tile.").arg(otherBoardName(*c));
                    const QStringList lines =
                        tileChanges(*c, c->document().fields(), tiles.front());
                    return lines.isEmpty()
                               ? WindowTexts::tr("The same in %1.").arg(otherBoardName(*c))
                               : WindowTexts::tr("This board → %1:\n%2")
                                     .arg(otherBoardName(*c), lines.join(QLatin1Char('\n')));
                }
                int differing = 0;
                for (TileIndex t : tiles)
                    differing += c->differingBits(t) != 0;
                return WindowTexts::tr("%1 differs in %n of these tiles.", nullptr, differing)
                    .arg(otherBoardName(*c));
            });
        else
            inspector_->setAnnotation({});
    }
    if (dock_ && dock_->isVisible() != (comparison != nullptr)) {
        hidingDock_ = true;
        dock_->setVisible(comparison != nullptr);
        hidingDock_ = false;
        if (comparison)
            dock_->raise();
    }
    updateActions();
}

void CompareActions::updateActions() {
    if (!registry_)
        return;
    const bool board = document_ != nullptr;
    const bool comparing = shown_ != nullptr;
    const QString noComparison = WindowTexts::tr("needs compare mode (File ▸ Compare With…)");
    registry_->setAvailable(QStringLiteral("file.compare-with"), board,
                            WindowTexts::tr("needs an open board"));
    const bool differs = comparing && shown_->differingTiles() > 0;
    for (const char* id : {"compare.next", "compare.previous"})
        registry_->setAvailable(QLatin1String(id), differs,
                                comparing ? WindowTexts::tr("no tile differs") : noComparison);
    registry_->setAvailable(QStringLiteral("compare.take"), differs,
                            comparing ? WindowTexts::tr("no tile differs") : noComparison);
    registry_->setAvailable(QStringLiteral("compare.leave"), comparing, noComparison);
    fieldMenu_->setEnabled(differs);
}

void CompareActions::fillFieldMenu() {
    fieldMenu_->clear();
    BoardComparison* c = shown_;
    if (!c)
        return;
    const auto fields = c->document().fields();
    const std::vector<std::size_t> counts = c->tilesPerField(fields);
    for (std::size_t k = 0; k < fields.size(); ++k) {
        if (counts[k] == 0)
            continue;
        const FieldSpec* field = &fields[k];
        QAction* a = fieldMenu_->addAction(
            WindowTexts::tr("%1 (%n tile(s))", nullptr, static_cast<int>(counts[k]))
                .arg(translatedName(field->label).replace(QLatin1Char('&'), QStringLiteral("&&"))));
        a->setObjectName(QStringLiteral("actionTakeField_") + qs(field->key));
        connect(a, &QAction::triggered, this, [this, field] { takeField(*field); });
    }
}

void CompareActions::compareWith() {
    if (!document_)
        return;
    QPointer<BoardDocument> document = document_;
    auto* dialog = new CompareDialog(
        *document, connection_,
        [this, document](BoardComparison::Other other) -> QString {
            if (!document)
                return WindowTexts::tr("the board was closed");
            QString whyNot;
            BoardComparison* started = BoardComparison::start(*document, std::move(other), &whyNot);
            if (!started)
                return WindowTexts::tr("Cannot compare: %1").arg(whyNot);
            if (document == document_) {
                current_ = -1;
                show(started);
            }
            status_.show(started->identical()
                             ? WindowTexts::tr("%1 holds the same values as this board")
                                   .arg(otherBoardName(*started))
                             : WindowTexts::tr("Comparing with %1: %n tile(s) differ", nullptr,
                                               static_cast<int>(started->differingTiles()))
                                   .arg(otherBoardName(*started)),
                         8000);
            return {};
        },
        window_);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    dialog->open();
}

void CompareActions::step(bool backward) {
    BoardComparison* c = shown_;
    if (!c)
        return;
    const std::optional<TileIndex> tile = c->step(current_, backward);
    if (!tile) {
        status_.show(WindowTexts::tr("No tile differs from %1").arg(otherBoardName(*c)), 4000);
        return;
    }
    locate(*tile);
    view_.tileCursor()->goTo(c->document().board().xOf(*tile), c->document().board().yOf(*tile));
    current_ = static_cast<int>(*tile);
    if (panel_)
        panel_->showTile(*tile);
    const Board& board = c->document().board();
    status_.show(
        WindowTexts::tr("(%1, %2): %3")
            .arg(board.xOf(*tile))
            .arg(board.yOf(*tile))
            .arg(tileChanges(*c, c->document().fields(), *tile).join(QStringLiteral(" · "))));
}

void CompareActions::locate(TileIndex tile) {
    BoardComparison* c = shown_;
    if (!c)
        return;
    const Board& board = c->document().board();
    current_ = static_cast<int>(tile);
    view_.highlight()->set({tile}, this);
    view_.centreOn(board.xOf(tile), board.yOf(tile));
}

void CompareActions::pushTaking(const QString& text, const ChangeSet& changes) {
    BoardComparison* c = shown_;
    if (changes.empty()) {
        status_.show(WindowTexts::tr("Nothing to take: these tiles hold the other board's values"),
                     4000);
        return;
    }
    if (sparingBits(changes, c->document().lockedBits()).empty()) {
        status_.note(WindowTexts::tr(
            "The fields that differ here are locked: unlock them in the Layers panel "
            "to take the other board's values"));
        return;
    }
    c->document().pushEdit(text, changes);
    sayWhatStillDiffers();
    if (c->converted() && !c->loss().lossless())
        status_.show(
            WindowTexts::tr("Took the values as this %1 board holds them (the other board is %2; "
                            "converting it loses %3)")
                .arg(qs(labelOf(c->document().board().variant())),
                     qs(labelOf(c->other().board.variant())),
                     qs(c->loss().text())
                         .trimmed()
                         .replace(QLatin1Char('\n'), QStringLiteral("; "))),
            8000);
}

void CompareActions::sayWhatStillDiffers() {
    // In place of the difference the status bar showed (F7's), which the take has just undone.
    const BoardComparison* c = shown_;
    if (!c)
        return;
    const int differing = static_cast<int>(c->differingTiles());
    status_.show(
        differing == 0 && c->identical()
            ? WindowTexts::tr("Took the other board's values: the boards hold the same values now")
            : WindowTexts::tr("Took the other board's values: %n tile(s) still differ", nullptr,
                              differing),
        8000);
}

void CompareActions::takeForTiles() {
    BoardComparison* c = shown_;
    if (!c)
        return;
    BoardDocument& document = c->document();
    const Board& board = document.board();
    std::vector<TileIndex> tiles;
    if (!document.selection().empty())
        tiles = document.selection().tiles();
    else if (current_ >= 0 && current_ < static_cast<int>(board.tileCount()))
        tiles = {static_cast<TileIndex>(current_)};
    if (tiles.empty()) {
        status_.show(
            WindowTexts::tr("Select tiles, or point at one, to take the other board's values"),
            4000);
        return;
    }
    std::erase_if(tiles, [c](TileIndex t) { return c->differingBits(t) == 0; });
    const QString text = tiles.size() == 1
                             ? WindowTexts::tr("Take Other Board's Values on Tile (%1, %2)")
                                   .arg(board.xOf(tiles.front()))
                                   .arg(board.yOf(tiles.front()))
                             : WindowTexts::tr("Take Other Board's Values on %n Tile(s)", nullptr,
                                               static_cast<int>(tiles.size()));
    pushTaking(text, c->planTaking(tiles, c->fieldBits()));
}

void CompareActions::takeField(const FieldSpec& field) {
    BoardComparison* c = shown_;
    if (!c)
        return;
    const std::vector<TileIndex> tiles = c->tilesDiffering(field.mask());
    pushTaking(WindowTexts::tr("Take Other Board's %1 on %n Tile(s)", nullptr,
                               static_cast<int>(tiles.size()))
                   .arg(translatedName(field.label)),
               c->planTaking(tiles, field.mask()));
}

void CompareActions::takeRow(const ChangesModel::Row& row) {
    BoardComparison* c = shown_;
    if (!c)
        return;
    BoardDocument& document = c->document();
    const Board& board = document.board();
    const BoardDiff& diff = c->diff();
    switch (row.kind) {
    case ChangesModel::Kind::Size:
        return;
    case ChangesModel::Kind::Field:
        return takeField(*row.field);
    case ChangesModel::Kind::Tile: {
        const TileIndex tile[] = {row.tile};
        return pushTaking(WindowTexts::tr("Take Other Board's %1 on Tile (%2, %3)")
                              .arg(translatedName(row.field->label))
                              .arg(board.xOf(row.tile))
                              .arg(board.yOf(row.tile)),
                          c->planTaking(tile, row.field->mask()));
    }
    case ChangesModel::Kind::Header:
    case ChangesModel::Kind::HeaderKey: {
        std::uint64_t bits = board.headerBits();
        for (std::size_t k = 0; k < diff.header.size(); ++k)
            if (row.kind == ChangesModel::Kind::Header || static_cast<int>(k) == row.item)
                bits = diff.header[k].field->write(bits, diff.header[k].b);
        const QString text =
            row.kind == ChangesModel::Kind::Header
                ? WindowTexts::tr("Take Other Board's Header")
                : WindowTexts::tr("Take Other Board's %1")
                      .arg(translatedName(
                          diff.header[static_cast<std::size_t>(row.item)].field->label));
        document.setHeaderBits(static_cast<std::uint16_t>(bits), text);
        return sayWhatStillDiffers();
    }
    case ChangesModel::Kind::Footer:
    case ChangesModel::Kind::FooterKey: {
        Footer footer = board.footer();
        const Footer& theirs = c->otherHere().footer();
        for (std::size_t k = 0; k < diff.footer.size(); ++k) {
            if (row.kind != ChangesModel::Kind::Footer && static_cast<int>(k) != row.item)
                continue;
            const FooterField& field = *diff.footer[k].field;
            if (field.kind == FooterField::Kind::Number)
                footer.setNumber(field, theirs.number(field));
            else
                footer.setText(field, theirs.text(field));
        }
        const QString text =
            row.kind == ChangesModel::Kind::Footer
                ? WindowTexts::tr("Take Other Board's Footer")
                : WindowTexts::tr("Take Other Board's %1")
                      .arg(translatedName(
                          diff.footer[static_cast<std::size_t>(row.item)].field->label));
        document.setFooter(footer, text);
        return sayWhatStillDiffers();
    }
    }
}

void CompareActions::leave() {
    if (BoardComparison* c = shown_) {
        view_.highlight()->update(this, {});
        c->end(); // ended() hides what showed it
        status_.show(WindowTexts::tr("Left compare mode"), 3000);
    }
}

} // namespace gbxx
