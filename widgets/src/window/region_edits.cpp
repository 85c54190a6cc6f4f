#include "widgets/window/region_edits.h"

#include "widgets/export/export_dialog.h"
#include "widgets/region/field_choice_dialog.h"
#include "widgets/region/replace_dialog.h"
#include "widgets/region/select_where_dialog.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/document/region_clipboard.h"
#include "widgets/settings/app_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "gbxx/expression.h"
#include "text/qt_text.h"

#include <QApplication>
#include <QClipboard>
#include <QCursor>
#include <QLineEdit>

namespace gbxx {
namespace {

using Carry = PaintSettings::Carry;

} // namespace

RegionEdits::RegionEdits(const CurrentDocument& current, BoardView& view, PaintSettings& settings,
                         WindowStatus& status, QWidget* window)
    : QObject(window)
    , current_(current)
    , view_(view)
    , settings_(settings)
    , status_(status)
    , window_(window) {
    setObjectName(QStringLiteral("regionEdits"));
}

void RegionEdits::placeFloating() {
    if (MovingFloatingState* floating = view_.input().floating())
        floating->place(view_);
}

BoardDocument* RegionEdits::document() const {
    return current_.get();
}

void RegionEdits::setCarry(Carry carry) {
    settings_.carry = carry;
    AppSettings::setFieldsCarried(static_cast<int>(carry), settings_.chosenFields);
    emit carryChanged();
}

void RegionEdits::setChosenFields(const QStringList& keys) {
    settings_.chosenFields = keys;
    setCarry(Carry::Chosen);
}

bool RegionEdits::chooseCarriedFields() {
    if (!document())
        return false;
    FieldChoiceDialog dialog(document()->board(), settings_.chosenFields, window_);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    settings_.chosenFields = dialog.chosen();
    return true;
}

QStringList RegionEdits::carriedFields() const {
    return settings_.carriedKeys();
}

std::uint64_t RegionEdits::carriedMask() const {
    const Board& board = document()->board();
    return fieldMaskFor(carriedFields(), board.variant(), board.layout());
}

bool RegionEdits::copySelection() {
    if (!document())
        return false;
    placeFloating(); // what floats lands first, and is what is selected then
    const Selection& selection = document()->selection();
    if (selection.empty()) {
        status_.show(WindowTexts::tr("Select tiles to copy first."), 8000);
        return false;
    }
    CopiedRegion copied;
    copied.region = extractRegion(document()->board(), selection, &copied.originX, &copied.originY);
    copied.fields = carriedFields();
    // Only the carried fields travel, so what is pasted elsewhere is what was asked for.
    const std::uint64_t mask = carriedMask();
    for (Region::Cell& c : copied.region.cells)
        c.value &= mask;
    QApplication::clipboard()->setMimeData(regionMimeData(copied));
    status_.show(WindowTexts::tr("Copied %n tile(s).", nullptr,
                                 static_cast<int>(copied.region.cells.size())),
                 8000);
    return true;
}

void RegionEdits::cutSelection() {
    if (!copySelection())
        return;
    document()->pushEdit(WindowTexts::tr("Cut"),
                         planCleared(document()->board(), document()->selection(), carriedMask()));
}

void RegionEdits::deleteSelection() {
    if (!document())
        return;
    placeFloating();
    if (document()->selection().empty()) {
        status_.show(WindowTexts::tr("Select tiles to delete first."), 8000);
        return;
    }
    document()->pushEdit(WindowTexts::tr("Delete"),
                         planCleared(document()->board(), document()->selection(), carriedMask()));
}

bool RegionEdits::paste(bool inPlace) {
    if (!document())
        return false;
    QString error;
    const auto copied = regionFromMimeData(QApplication::clipboard()->mimeData(), &error);
    if (!copied) {
        status_.show(WindowTexts::tr("Cannot paste: %1.").arg(error), 8000);
        status_.setLastError(error);
        return false;
    }
    if (inPlace)
        return pasteRegion(*copied, copied->originX, copied->originY);
    // Under the pointer when it is over the board, else in the middle of what is shown.
    const QPointF pointer = view_.viewport()->mapFromGlobal(QCursor::pos());
    std::optional<TileIndex> at;
    if (view_.viewport()->rect().contains(pointer.toPoint()))
        at = view_.tileAt(pointer);
    if (!at)
        at = view_.tileAt(QRectF(view_.viewport()->rect()).center());
    const Board& board = document()->board();
    if (!at)
        at = board.indexOf(board.width() / 2, board.length() / 2);
    return pasteRegion(*copied, board.xOf(*at), board.yOf(*at));
}

bool RegionEdits::pasteRegion(const CopiedRegion& copied, int x, int y) {
    if (!document())
        return false;
    placeFloating();
    const Board& board = document()->board();
    // Square tiles going onto hexes are laid out from the tile they land on, so they keep their
    // columns and rows whatever that column's parity; hexes going onto squares keep the columns
    // and rows they had where they were copied.
    const bool hex = Geometry(board).hex();
    const bool ontoHex = hex && !copied.region.hex;
    Region region =
        reshaped(copied.region, hex, ontoHex ? x : copied.originX, ontoHex ? y : copied.originY);
    if (region.variant != board.variant() || region.layout != &board.layout()) {
        if (!board.layout().isDefault()) {
            status_.showError(
                WindowTexts::tr("Paste"),
                WindowTexts::tr(
                    "This board is in the older layout %1: convert it to today's layout "
                    "(Board ▸ Convert This Board To) to paste tiles from another board.")
                    .arg(qs(board.layout().name)));
            return false;
        }
        LossReport report;
        region = convertedRegion(region, board.variant(), &report);
        if (!report.lossless()) {
            if (status_.interactive()) {
                ExportDialog dialog(regionBoard(copied.region), board.variant(),
                                    ExportDialog::Purpose::Paste, window_);
                if (dialog.exec() != QDialog::Accepted)
                    return false;
            }
            QStringList losses;
            for (const LossEntry& e : report.entries)
                losses << (e.headerFlagLost
                               ? WindowTexts::tr("%1: lost").arg(QString::fromStdString(e.key))
                               : WindowTexts::tr("%1: %n tile(s)", nullptr,
                                                 static_cast<int>(e.tileCount))
                                     .arg(QString::fromStdString(e.key)));
            status_.setLastError(
                WindowTexts::tr("Pasted with losses: %1").arg(losses.join(QLatin1String("; "))));
        }
    }
    const std::uint64_t mask = fieldMaskFor(copied.fields, board.variant(), board.layout());
    MovingFloatingState::start(view_, std::move(region), x, y, mask, Selection(),
                               WindowTexts::tr("Paste"));
    view_.setFocus();
    return true;
}

void RegionEdits::selectAll() {
    if (!document())
        return;
    placeFloating();
    document()->setSelection(Selection::all(document()->board().tileCount()));
}

void RegionEdits::deselect() {
    if (!document())
        return;
    placeFloating();
    document()->setSelection(Selection(document()->board().tileCount()));
}

void RegionEdits::invertSelection() {
    if (!document())
        return;
    placeFloating();
    Selection inverted = document()->selection();
    inverted.invert();
    document()->setSelection(std::move(inverted));
}

void RegionEdits::selectWhere() {
    if (!document())
        return;
    placeFloating();
    SelectWhereDialog dialog(document()->board(), window_, document()->fields());
    dialog.expressionEdit()->setText(lastExpression_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    lastExpression_ = dialog.expression();
    document()->setSelection(combined(document()->selection(), dialog.matches(), dialog.mode()));
}

void RegionEdits::replaceInSelection() {
    if (!document())
        return;
    placeFloating();
    ReplaceDialog dialog(document()->board(), document()->selection(), window_,
                         document()->fields());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ChangeSet changes = dialog.plan();
    document()->pushEdit(WindowTexts::tr("Replace in selection"), changes);
    status_.show(WindowTexts::tr("%n tile(s) changed", nullptr, static_cast<int>(changes.size())),
                 8000);
}

void RegionEdits::transformSelection(RegionTransform transform) {
    if (!document())
        return;
    if (!view_.input().floating()) {
        // The selection is lifted (its carried fields) and floats, to be placed where it is or
        // moved first.
        const Selection selection = document()->selection();
        if (selection.empty()) {
            status_.show(WindowTexts::tr("Select tiles to flip or rotate first."), 8000);
            return;
        }
        int x = 0;
        int y = 0;
        Region region = extractRegion(document()->board(), selection, &x, &y);
        const QString text = transform == RegionTransform::FlipLeftRight ||
                                     transform == RegionTransform::FlipTopBottom
                                 ? WindowTexts::tr("Flip selection")
                                 : WindowTexts::tr("Rotate selection");
        MovingFloatingState::start(view_, std::move(region), x, y, carriedMask(), selection, text);
        view_.setFocus();
    }
    if (MovingFloatingState* floating = view_.input().floating())
        floating->transform(view_, transform, settings_.swapOwners);
}

} // namespace gbxx
