#include "widgets/stamps/stamps_panel.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "render/layer_style.h"

#include <QGridLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QPushButton>

namespace gbxx {

StampsPanel::StampsPanel(PaintSettings* settings, QWidget* parent)
    : SavedItemsPanel(settings, &library_, texts(), parent)
    , save_(new QPushButton(tr("Save Selection as Stamp…"), this)) {
    list()->setObjectName(QStringLiteral("stampList"));
    save_->setObjectName(QStringLiteral("saveStamp"));
    save_->setToolTip(tr("Keep the selected tiles, with their shape and the fields carried, as a "
                         "stamp for the brush"));
    grid()->addWidget(save_, 1, 0, 1, 2);
    grid()->addWidget(removeButton(), 2, 1);
    addImportExport();
    setTabOrder(save_, removeButton()); // Delete after Save, as the buttons stand
    save_->setEnabled(false);
    connect(save_, &QPushButton::clicked, this, &StampsPanel::askAndSaveSelection);
}

SavedItemsPanel::Texts StampsPanel::texts() {
    return {.removeButton = tr("Delete"),
            .importButton = tr("Import…"),
            .exportButton = tr("Export…"),
            .importTitle = tr("Import Stamps"),
            .exportTitle = tr("Export Stamps"),
            .fileFilter = tr("Stamps (*.json)"),
            .importTip = QString(),
            .exportTip = QString(),
            .removeTip = QString(),
            .cannotOpen = tr("cannot open %1: %2"),
            .inFile = tr("%1: %2"),
            .notKept = tr("The stamps could not be kept: %1"),
            .largestFile = 64 << 20};
}

void StampsPanel::documentSwitched() {
    SavedItemsPanel::documentSwitched();
    save_->setEnabled(document() && !document()->selection().empty());
}

void StampsPanel::documentChanged(const DocumentChange& change) {
    SavedItemsPanel::documentChanged(change);
    if (change.has(DocumentChange::Selection) || change.has(DocumentChange::Board))
        save_->setEnabled(!document()->selection().empty());
}

QListWidgetItem* StampsPanel::makeItem(int row) const {
    const Stamp& s = library_.list().at(row);
    const int tiles = static_cast<int>(s.piece.region.cells.size());
    auto* item =
        new QListWidgetItem(swatchIcon(s.color), tr("%1 (%n tile(s))", nullptr, tiles).arg(s.name));
    item->setToolTip(s.piece.fields.isEmpty() ? tr("Every field")
                                              : s.piece.fields.join(QLatin1String(", ")));
    return item;
}

std::optional<QString> StampsPanel::saveSelection(const QString& name) {
    if (!document() || document()->selection().empty())
        return tr("Select the tiles of the stamp first.");
    const Board& board = document()->board();
    Stamp stamp;
    stamp.name = name;
    stamp.color = LayerStyle::categorical(static_cast<int>(library_.list().size()));
    stamp.piece.region =
        extractRegion(board, document()->selection(), &stamp.piece.originX, &stamp.piece.originY);
    stamp.piece.fields = settings()->carriedKeys();
    const std::uint64_t mask = fieldMaskFor(stamp.piece.fields, board.variant(), board.layout());
    for (Region::Cell& c : stamp.piece.region.cells)
        c.value &= mask;
    library_.list().append(stamp);
    store();
    rebuild();
    return std::nullopt;
}

void StampsPanel::askAndSaveSelection() {
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("New Stamp"), tr("Name:"), QLineEdit::Normal,
                              tr("Stamp %1").arg(library_.list().size() + 1), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return;
    if (auto failure = saveSelection(name))
        emit problem(*failure);
}

bool StampsPanel::isChosen() const {
    return settings()->stamp.has_value();
}

void StampsPanel::choose(int row) {
    const Stamp& s = library_.list().at(row);
    settings()->stamp = s.piece;
    settings()->stampName = s.name;
    settings()->preset.reset(); // one or the other
    settings()->presetName.clear();
}

void StampsPanel::unchoose() {
    settings()->stamp.reset();
    settings()->stampName.clear();
}

void StampsPanel::chosen(int /*row*/) {
    emit stampChosen();
}

} // namespace gbxx
