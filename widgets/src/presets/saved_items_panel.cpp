#include "widgets/presets/saved_items_panel.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "io/safe_write.h"

#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QListWidget>
#include <QPushButton>

namespace gbxx {

SavedItemsPanel::SavedItemsPanel(PaintSettings* settings, SavedItemList* items, Texts texts,
                                 QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , items_(items)
    , texts_(std::move(texts))
    , list_(new QListWidget(this))
    , remove_(new QPushButton(texts_.removeButton, this))
    , grid_(new QGridLayout(this)) {
    remove_->setToolTip(texts_.removeTip);
    remove_->setEnabled(false);
    grid_->setContentsMargins(4, 4, 4, 4);
    grid_->addWidget(list_, 0, 0, 1, 2);

    connect(list_, &QListWidget::currentRowChanged, this, &SavedItemsPanel::selectRow);
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = list_->currentRow();
        if (row < 0)
            return;
        items_->removeAt(row);
        store();
        rebuild();
    });
    // An item of the other kind chosen, or this one put down (Esc): none is current any more.
    connect(settings_, &PaintSettings::changed, this, [this] {
        if (!isChosen() && list_->currentRow() >= 0) {
            const QSignalBlocker blocker(list_);
            list_->setCurrentRow(-1);
            remove_->setEnabled(false);
        }
    });
}

void SavedItemsPanel::addImportExport() {
    auto* importButton = new QPushButton(texts_.importButton, this);
    importButton->setToolTip(texts_.importTip);
    auto* exportButton = new QPushButton(texts_.exportButton, this);
    exportButton->setToolTip(texts_.exportTip);
    grid_->addWidget(importButton, 3, 0);
    grid_->addWidget(exportButton, 3, 1);
    connect(importButton, &QPushButton::clicked, this, &SavedItemsPanel::askAndImport);
    connect(exportButton, &QPushButton::clicked, this, &SavedItemsPanel::askAndExport);
}

void SavedItemsPanel::askAndImport() {
    const QString path =
        QFileDialog::getOpenFileName(this, texts_.importTitle, QString(), texts_.fileFilter);
    if (path.isEmpty())
        return;
    if (auto failure = importFile(path))
        emit problem(*failure);
}

void SavedItemsPanel::askAndExport() {
    QString path =
        QFileDialog::getSaveFileName(this, texts_.exportTitle, QString(), texts_.fileFilter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QLatin1String(".json");
    if (auto failure = exportFile(path))
        emit problem(*failure);
}

void SavedItemsPanel::documentSwitched() {
    if (document())
        setVariant(document()->board().variant());
}

void SavedItemsPanel::documentChanged(const DocumentChange& change) {
    if (change.has(DocumentChange::Board)) // converted to another tile size
        setVariant(document()->board().variant());
}

void SavedItemsPanel::setVariant(Variant variant) {
    if (loaded_ && variant == items_->variant())
        return;
    items_->reset(variant);
    items_->load();
    loaded_ = true;
    rebuild();
}

void SavedItemsPanel::rebuild() {
    const QSignalBlocker blocker(list_);
    list_->clear();
    for (int row = 0; row < items_->count(); ++row)
        list_->addItem(makeItem(row));
    list_->setCurrentRow(-1);
    if (isChosen())
        selectRow(-1);
    remove_->setEnabled(false);
}

void SavedItemsPanel::store() {
    if (auto failure = items_->save())
        emit problem(texts_.notKept.arg(*failure));
}

void SavedItemsPanel::selectRow(int row) {
    if (row >= 0 && row < items_->count())
        choose(row);
    else
        unchoose();
    remove_->setEnabled(row >= 0);
    if (list_->currentRow() != row) {
        const QSignalBlocker blocker(list_);
        list_->setCurrentRow(row);
    }
    settings_->notify();
    if (row >= 0)
        chosen(row);
}

std::optional<QString> SavedItemsPanel::importFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return texts_.cannotOpen.arg(path, file.errorString());
    if (auto failure = items_->appendJson(file.read(texts_.largestFile)))
        return texts_.inFile.arg(path, *failure);
    store();
    rebuild();
    return std::nullopt;
}

std::optional<QString> SavedItemsPanel::exportFile(const QString& path) const {
    return writeFileSafely(path, items_->toJson());
}

} // namespace gbxx
