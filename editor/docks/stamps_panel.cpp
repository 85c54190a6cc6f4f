#include "editor/docks/stamps_panel.h"

#include "editor/document/board_document.h"
#include "editor/tools/paint_settings.h"
#include "io/safe_write.h"
#include "render/layer_style.h"

#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QPushButton>

namespace gbxx {

StampsPanel::StampsPanel(PaintSettings* settings, QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , list_(new QListWidget(this))
    , save_(new QPushButton(tr("Save Selection as Stamp…"), this))
    , remove_(new QPushButton(tr("Delete"), this)) {
    list_->setObjectName(QStringLiteral("stampList"));
    save_->setObjectName(QStringLiteral("saveStamp"));
    save_->setToolTip(tr("Keep the selected tiles, with their shape and the fields carried, as a "
                         "stamp for the brush"));
    auto* importButton = new QPushButton(tr("Import…"), this);
    auto* exportButton = new QPushButton(tr("Export…"), this);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->addWidget(list_, 0, 0, 1, 2);
    grid->addWidget(save_, 1, 0, 1, 2);
    grid->addWidget(remove_, 2, 1);
    grid->addWidget(importButton, 3, 0);
    grid->addWidget(exportButton, 3, 1);
    remove_->setEnabled(false);
    save_->setEnabled(false);

    connect(list_, &QListWidget::currentRowChanged, this, &StampsPanel::selectStamp);
    connect(save_, &QPushButton::clicked, this, &StampsPanel::askAndSaveSelection);
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = list_->currentRow();
        if (row < 0)
            return;
        library_.list().removeAt(row);
        store();
        rebuild();
    });
    connect(importButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Stamps"), QString(),
                                                          tr("Stamps (*.json)"));
        if (path.isEmpty())
            return;
        if (auto failure = importFile(path))
            emit problem(*failure);
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Export Stamps"), QString(),
                                                    tr("Stamps (*.json)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".json")))
            path += QLatin1String(".json");
        if (auto failure = exportFile(path))
            emit problem(*failure);
    });
    // A preset chosen, or the stamp put down (Esc): no stamp is current any more.
    connect(settings_, &PaintSettings::changed, this, [this] {
        if (!settings_->stamp && list_->currentRow() >= 0) {
            const QSignalBlocker blocker(list_);
            list_->setCurrentRow(-1);
            remove_->setEnabled(false);
        }
    });
}

void StampsPanel::documentSwitched() {
    if (document())
        setVariant(document()->board().variant());
    save_->setEnabled(document() && !document()->selection().empty());
}

void StampsPanel::documentChanged(const DocumentChange& change) {
    if (change.has(DocumentChange::Board))
        setVariant(document()->board().variant());
    if (change.has(DocumentChange::Selection) || change.has(DocumentChange::Board))
        save_->setEnabled(!document()->selection().empty());
}

void StampsPanel::setVariant(Variant variant) {
    if (loaded_ && variant == library_.variant())
        return;
    library_ = StampLibrary(variant);
    library_.load();
    loaded_ = true;
    rebuild();
}

void StampsPanel::rebuild() {
    const QSignalBlocker blocker(list_);
    list_->clear();
    for (const Stamp& s : library_.list()) {
        const int tiles = static_cast<int>(s.piece.region.cells.size());
        auto* item = new QListWidgetItem(swatchIcon(s.color),
                                         tr("%1 (%n tile(s))", nullptr, tiles).arg(s.name), list_);
        item->setToolTip(s.piece.fields.isEmpty() ? tr("Every field")
                                                  : s.piece.fields.join(QLatin1String(", ")));
    }
    list_->setCurrentRow(-1);
    if (settings_->stamp)
        selectStamp(-1);
    remove_->setEnabled(false);
}

std::optional<QString> StampsPanel::saveSelection(const QString& name) {
    if (!document() || document()->selection().empty())
        return tr("Select the tiles of the stamp first.");
    const Board& board = document()->board();
    Stamp stamp;
    stamp.name = name;
    stamp.color = LayerStyle::categorical(static_cast<int>(library_.list().size()));
    stamp.piece.region = extractRegion(board, document()->selection(), &stamp.piece.originX,
                                       &stamp.piece.originY);
    stamp.piece.fields = settings_->carriedKeys();
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

void StampsPanel::store() {
    if (auto failure = library_.save())
        emit problem(tr("The stamps could not be kept: %1").arg(*failure));
}

void StampsPanel::selectStamp(int row) {
    if (row >= 0 && row < library_.list().size()) {
        const Stamp& s = library_.list().at(row);
        settings_->stamp = s.piece;
        settings_->stampName = s.name;
        settings_->preset.reset(); // one or the other
        settings_->presetName.clear();
    } else {
        settings_->stamp.reset();
        settings_->stampName.clear();
    }
    remove_->setEnabled(row >= 0);
    if (list_->currentRow() != row) {
        const QSignalBlocker blocker(list_);
        list_->setCurrentRow(row);
    }
    settings_->notify();
    if (row >= 0)
        emit stampChosen();
}

std::optional<QString> StampsPanel::importFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot open %1: %2").arg(path, file.errorString());
    StampLibrary imported(library_.variant());
    if (auto failure = imported.fromJson(file.read(64 << 20)))
        return tr("%1: %2").arg(path, *failure);
    library_.list().append(imported.list());
    store();
    rebuild();
    return std::nullopt;
}

std::optional<QString> StampsPanel::exportFile(const QString& path) const {
    return writeFileSafely(path, library_.toJson());
}

} // namespace gbxx
