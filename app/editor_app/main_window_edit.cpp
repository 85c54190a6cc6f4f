// MainWindow: the Edit and Select menus' region editing — cut, copy, paste (also from another
// running editor and across tile sizes), delete, the fields carried, Select All / Deselect / Invert
// / Select Where…, Replace in Selection…, and flipping or rotating the selection. The computations
// are the core's (region.h, expression.h, field_operations.h); the edits go through the document,
// one undo step each. Changing the selection is not an undo step (as in Tiled and Krita).

#include "editor_app/main_window.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/dialogs/field_choice_dialog.h"
#include "editor/dialogs/replace_dialog.h"
#include "editor/dialogs/select_where_dialog.h"
#include "editor/document/board_document.h"
#include "editor/document/region_clipboard.h"
#include "editor/settings/app_settings.h"
#include "editor/view/board_view.h"
#include "gbxx/expression.h"
#include "render/qt_text.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCursor>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>

namespace gbxx {
namespace {

using Carry = PaintSettings::Carry;

} // namespace

void MainWindow::createEditActions(QMenu* edit) {
    const auto make = [this](const QString& name, const QString& text, auto slot,
                             const QKeySequence& key = {}) {
        return makeAction(name, text, slot, key);
    };
    edit->addSeparator();
    edit->addAction(make(QStringLiteral("actionCut"), tr("Cu&t"), &MainWindow::cutSelection,
                         QKeySequence::Cut));
    edit->addAction(make(QStringLiteral("actionCopy"), tr("&Copy"), &MainWindow::copySelection,
                         QKeySequence::Copy));
    edit->addAction(make(
        QStringLiteral("actionPaste"), tr("&Paste"), [this] { paste(false); },
        QKeySequence::Paste));
    edit->addAction(make(
        QStringLiteral("actionPasteInPlace"), tr("Paste in Pl&ace"), [this] { paste(true); },
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)));
    edit->addAction(make(QStringLiteral("actionDelete"), tr("&Delete"),
                         &MainWindow::deleteSelection, QKeySequence::Delete));

    // Which fields copy, cut, delete and move carry.
    QMenu* carried = edit->addMenu(tr("&Fields Carried"));
    carried->setObjectName(QStringLiteral("menuFieldsCarried"));
    auto* group = new QActionGroup(this);
    settings_.carry = static_cast<Carry>(
        std::clamp(AppSettings::fieldsCarried(), 0, static_cast<int>(Carry::Chosen)));
    settings_.chosenFields = AppSettings::chosenFields();
    const auto carryAction = [&](const QString& name, const QString& text, Carry carry) {
        QAction* a = carried->addAction(text);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setChecked(settings_.carry == carry);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, carry] {
            if (carry == Carry::Chosen && !chooseCarriedFields()) {
                updateEditActions(); // the check goes back where it was
                return;
            }
            setCarry(carry);
        });
    };
    carryAction(QStringLiteral("actionCarryAll"), tr("&All Fields"), Carry::All);
    carryAction(QStringLiteral("actionCarryLayer"), tr("The Active &Layer Only"), Carry::Layer);
    carryAction(QStringLiteral("actionCarryChosen"), tr("&Chosen Fields…"), Carry::Chosen);

    edit->addSeparator();
    edit->addAction(make(QStringLiteral("actionReplace"), tr("R&eplace in Selection…"),
                         &MainWindow::replaceInSelection, QKeySequence(Qt::CTRL | Qt::Key_H)));
    QMenu* transform = edit->addMenu(tr("T&ransform"));
    transform->setObjectName(QStringLiteral("menuTransform"));
    transform->addAction(make(
        QStringLiteral("actionFlipHorizontally"), tr("Flip &Horizontally"),
        [this] { transformSelection(RegionTransform::FlipLeftRight); },
        QKeySequence(Qt::SHIFT | Qt::Key_H)));
    transform->addAction(make(
        QStringLiteral("actionFlipVertically"), tr("Flip &Vertically"),
        [this] { transformSelection(RegionTransform::FlipTopBottom); },
        QKeySequence(Qt::SHIFT | Qt::Key_V)));
    transform->addAction(make(
        QStringLiteral("actionRotateClockwise"), tr("Rotate &Clockwise"),
        [this] { transformSelection(RegionTransform::RotateClockwise); },
        QKeySequence(Qt::CTRL | Qt::Key_BracketRight)));
    transform->addAction(make(
        QStringLiteral("actionRotateAnticlockwise"), tr("Rotate &Anticlockwise"),
        [this] { transformSelection(RegionTransform::RotateAnticlockwise); },
        QKeySequence(Qt::CTRL | Qt::Key_BracketLeft)));

    QMenu* select = menuBar()->addMenu(tr("Se&lect"));
    select->setObjectName(QStringLiteral("menuSelect"));
    select->addAction(make(QStringLiteral("actionSelectAll"), tr("&All"), &MainWindow::selectAll,
                           QKeySequence::SelectAll));
    select->addAction(make(QStringLiteral("actionDeselect"), tr("&Deselect"), &MainWindow::deselect,
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)));
    select->addAction(make(QStringLiteral("actionInvertSelection"), tr("&Invert"),
                           &MainWindow::invertSelection, QKeySequence(Qt::CTRL | Qt::Key_I)));
    select->addSeparator();
    select->addAction(make(QStringLiteral("actionSelectWhere"), tr("Select &Where…"),
                           &MainWindow::selectWhere, QKeySequence(Qt::CTRL | Qt::Key_F)));

    // Read once a change, not at each selection change: another program's clipboard is asked
    // for over the display connection.
    const auto readClipboard = [this] {
        const QMimeData* held = QApplication::clipboard()->mimeData();
        clipboardHoldsTiles_ = held && (held->hasFormat(QString::fromLatin1(kRegionMimeType)) ||
                                        held->text().contains(QLatin1String("\"gbxx-region\"")));
        updateEditActions();
    };
    connect(QApplication::clipboard(), &QClipboard::dataChanged, this, readClipboard);
    readClipboard();
    connect(view_, &BoardView::floatingChanged, this, [this](bool floating) {
        updateEditActions();
        // Undo places the floating content and takes it back, even when it is the first edit.
        action(QStringLiteral("actionUndo"))
            ->setEnabled(floating || (document_ && document_->undoStack()->canUndo()));
        const QString hint = tr("Drag or use the arrow keys to move; H, V flip, R and Shift+R "
                                "rotate; Enter places it, Esc cancels.");
        if (floating)
            statusBar()->showMessage(hint);
        else if (statusBar()->currentMessage() == hint)
            statusBar()->clearMessage(); // news about the landing stays
    });
}

void MainWindow::createSelectionLabel() {
    selectionLabel_ = new QLabel(this);
    selectionLabel_->setObjectName(QStringLiteral("selectionLabel"));
    statusBar()->addPermanentWidget(selectionLabel_);
}

void MainWindow::updateEditActions() {
    if (!selectionLabel_)
        return; // still being built
    const bool open = document_ != nullptr;
    const bool selected = open && !document_->selection().empty();
    const bool floating = view_->isFloating();
    for (const char* name : {"actionCut", "actionCopy", "actionDelete"})
        action(QLatin1String(name))->setEnabled(selected || floating);
    for (const char* name : {"actionFlipHorizontally", "actionFlipVertically",
                             "actionRotateClockwise", "actionRotateAnticlockwise"})
        action(QLatin1String(name))->setEnabled(selected || floating);
    const bool pasteable = open && clipboardHoldsTiles_;
    action(QStringLiteral("actionPaste"))->setEnabled(pasteable);
    action(QStringLiteral("actionPasteInPlace"))->setEnabled(pasteable);
    for (const char* name :
         {"actionSelectAll", "actionInvertSelection", "actionSelectWhere", "actionReplace",
          "actionCarryAll", "actionCarryLayer", "actionCarryChosen"})
        action(QLatin1String(name))->setEnabled(open);
    action(QStringLiteral("actionDeselect"))->setEnabled(selected);
    action(QStringLiteral("actionCarryAll"))->setChecked(settings_.carry == Carry::All);
    action(QStringLiteral("actionCarryLayer"))->setChecked(settings_.carry == Carry::Layer);
    action(QStringLiteral("actionCarryChosen"))->setChecked(settings_.carry == Carry::Chosen);
    const std::size_t count = selected ? document_->selection().count() : 0;
    selectionLabel_->setVisible(count > 0);
    selectionLabel_->setText(tr("%n tile(s) selected", nullptr, static_cast<int>(count)));
}

void MainWindow::setCarry(Carry carry) {
    settings_.carry = carry;
    AppSettings::setFieldsCarried(static_cast<int>(carry), settings_.chosenFields);
    updateEditActions();
}

void MainWindow::setChosenFields(const QStringList& keys) {
    settings_.chosenFields = keys;
    setCarry(Carry::Chosen);
}

bool MainWindow::chooseCarriedFields() {
    if (!document_)
        return false;
    FieldChoiceDialog dialog(document_->board(), settings_.chosenFields, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    settings_.chosenFields = dialog.chosen();
    return true;
}

QStringList MainWindow::carriedFields() const {
    return settings_.carriedKeys();
}

std::uint64_t MainWindow::carriedMask() const {
    const Board& board = document_->board();
    return fieldMaskFor(carriedFields(), board.variant(), board.layout());
}

bool MainWindow::copySelection() {
    if (!document_)
        return false;
    view_->placeFloating(); // what floats lands first, and is what is selected then
    const Selection& selection = document_->selection();
    if (selection.empty()) {
        statusBar()->showMessage(tr("Select tiles to copy first."), 8000);
        return false;
    }
    CopiedRegion copied;
    copied.region = extractRegion(document_->board(), selection, &copied.originX, &copied.originY);
    copied.fields = carriedFields();
    // Only the carried fields travel, so what is pasted elsewhere is what was asked for.
    const std::uint64_t mask = carriedMask();
    for (Region::Cell& c : copied.region.cells)
        c.value &= mask;
    QApplication::clipboard()->setMimeData(regionMimeData(copied));
    statusBar()->showMessage(
        tr("Copied %n tile(s).", nullptr, static_cast<int>(copied.region.cells.size())), 8000);
    return true;
}

void MainWindow::cutSelection() {
    if (!copySelection())
        return;
    document_->pushEdit(tr("Cut"),
                        planCleared(document_->board(), document_->selection(), carriedMask()));
}

void MainWindow::deleteSelection() {
    if (!document_)
        return;
    view_->placeFloating();
    if (document_->selection().empty()) {
        statusBar()->showMessage(tr("Select tiles to delete first."), 8000);
        return;
    }
    document_->pushEdit(tr("Delete"),
                        planCleared(document_->board(), document_->selection(), carriedMask()));
}

bool MainWindow::paste(bool inPlace) {
    if (!document_)
        return false;
    QString error;
    const auto copied = regionFromMimeData(QApplication::clipboard()->mimeData(), &error);
    if (!copied) {
        statusBar()->showMessage(tr("Cannot paste: %1.").arg(error), 8000);
        lastError_ = error;
        return false;
    }
    if (inPlace)
        return pasteRegion(*copied, copied->originX, copied->originY);
    // Under the pointer when it is over the board, else in the middle of what is shown.
    const QPointF pointer = view_->viewport()->mapFromGlobal(QCursor::pos());
    std::optional<TileIndex> at;
    if (view_->viewport()->rect().contains(pointer.toPoint()))
        at = view_->tileAt(pointer);
    if (!at)
        at = view_->tileAt(QRectF(view_->viewport()->rect()).center());
    const Board& board = document_->board();
    if (!at)
        at = board.indexOf(board.width() / 2, board.length() / 2);
    return pasteRegion(*copied, board.xOf(*at), board.yOf(*at));
}

bool MainWindow::pasteRegion(const CopiedRegion& copied, int x, int y) {
    if (!document_)
        return false;
    view_->placeFloating();
    const Board& board = document_->board();
    // Square tiles going onto hexes are laid out from the tile they land on, so they keep their
    // columns and rows whatever that column's parity; hexes going onto squares keep the columns
    // and rows they had where they were copied.
    const bool hex = Geometry(board).hex();
    const bool ontoHex = hex && !copied.region.hex;
    Region region =
        reshaped(copied.region, hex, ontoHex ? x : copied.originX, ontoHex ? y : copied.originY);
    if (region.variant != board.variant() || region.layout != &board.layout()) {
        if (!board.layout().isDefault()) {
            showError(tr("Paste"),
                      tr("This board is in the older layout %1: convert it to today's layout "
                         "(Board ▸ Convert This Board To) to paste tiles from another board.")
                          .arg(qs(board.layout().name)));
            return false;
        }
        LossReport report;
        region = convertedRegion(region, board.variant(), &report);
        if (!report.lossless()) {
            if (interactive_) {
                ExportDialog dialog(regionBoard(copied.region), board.variant(),
                                    ExportDialog::Purpose::Paste, this);
                if (dialog.exec() != QDialog::Accepted)
                    return false;
            }
            QStringList losses;
            for (const LossEntry& e : report.entries)
                losses << (e.headerFlagLost
                               ? tr("%1: lost").arg(QString::fromStdString(e.key))
                               : tr("%1: %n tile(s)", nullptr, static_cast<int>(e.tileCount))
                                     .arg(QString::fromStdString(e.key)));
            lastError_ = tr("Pasted with losses: %1").arg(losses.join(QLatin1String("; ")));
        }
    }
    const std::uint64_t mask = fieldMaskFor(copied.fields, board.variant(), board.layout());
    view_->startFloating(std::move(region), x, y, mask, Selection(), tr("Paste"));
    view_->setFocus();
    return true;
}

void MainWindow::selectAll() {
    if (!document_)
        return;
    view_->placeFloating();
    document_->setSelection(Selection::all(document_->board().tileCount()));
}

void MainWindow::deselect() {
    if (!document_)
        return;
    view_->placeFloating();
    document_->setSelection(Selection(document_->board().tileCount()));
}

void MainWindow::invertSelection() {
    if (!document_)
        return;
    view_->placeFloating();
    Selection inverted = document_->selection();
    inverted.invert();
    document_->setSelection(std::move(inverted));
}

void MainWindow::selectWhere() {
    if (!document_)
        return;
    view_->placeFloating();
    SelectWhereDialog dialog(document_->board(), this, document_->fields());
    dialog.expressionEdit()->setText(lastExpression_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    lastExpression_ = dialog.expression();
    document_->setSelection(combined(document_->selection(), dialog.matches(), dialog.mode()));
}

void MainWindow::replaceInSelection() {
    if (!document_)
        return;
    view_->placeFloating();
    ReplaceDialog dialog(document_->board(), document_->selection(), this, document_->fields());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ChangeSet changes = dialog.plan();
    document_->pushEdit(tr("Replace in selection"), changes);
    statusBar()->showMessage(tr("%n tile(s) changed", nullptr, static_cast<int>(changes.size())),
                             8000);
}

void MainWindow::transformSelection(RegionTransform transform) {
    if (!document_)
        return;
    if (!view_->isFloating()) {
        // The selection is lifted (its carried fields) and floats, to be placed where it is or
        // moved first.
        const Selection selection = document_->selection();
        if (selection.empty()) {
            statusBar()->showMessage(tr("Select tiles to flip or rotate first."), 8000);
            return;
        }
        int x = 0;
        int y = 0;
        Region region = extractRegion(document_->board(), selection, &x, &y);
        const QString text = transform == RegionTransform::FlipLeftRight ||
                                     transform == RegionTransform::FlipTopBottom
                                 ? tr("Flip selection")
                                 : tr("Rotate selection");
        view_->startFloating(std::move(region), x, y, carriedMask(), selection, text);
        view_->setFocus();
    }
    view_->transformFloating(transform, settings_.swapOwners);
}

} // namespace gbxx
