#include "editor/docks/presets_panel.h"

#include "editor/document/board_document.h"
#include "editor/tools/paint_settings.h"
#include "io/core_texts.h"
#include "io/safe_write.h"
#include "render/layer_style.h"
#include "render/qt_text.h"

#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QPushButton>

namespace gbxx {

PresetsPanel::PresetsPanel(PaintSettings* settings,
                           std::function<std::optional<std::uint64_t>()> currentTile,
                           QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , currentTile_(std::move(currentTile))
    , list_(new QListWidget(this))
    , remove_(new QPushButton(tr("Delete"), this)) {
    list_->setObjectName(QStringLiteral("presetList"));
    list_->setAccessibleName(tr("Presets"));
    list_->setAccessibleDescription(
        tr("Saved combinations of field values; choosing one paints with it"));
    auto* save = new QPushButton(tr("Save from Tile…"), this);
    save->setToolTip(tr("Add the tile shown in the Tile Inspector as a preset"));
    auto* layers = new QPushButton(tr("Paint Layers"), this);
    layers->setToolTip(tr("Stop stamping presets: paint the active layer's value again"));
    auto* importButton = new QPushButton(tr("Import…"), this);
    importButton->setToolTip(tr("Add the presets of a presets file"));
    auto* exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setToolTip(tr("Write these presets to a file to share"));
    remove_->setToolTip(tr("Delete the chosen preset"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->addWidget(list_, 0, 0, 1, 2);
    grid->addWidget(save, 1, 0);
    grid->addWidget(remove_, 1, 1);
    grid->addWidget(layers, 2, 0);
    grid->addWidget(importButton, 3, 0);
    grid->addWidget(exportButton, 3, 1);
    remove_->setEnabled(false);

    connect(list_, &QListWidget::currentRowChanged, this, &PresetsPanel::selectPreset);
    connect(save, &QPushButton::clicked, this, &PresetsPanel::saveFromTile);
    connect(layers, &QPushButton::clicked, this, [this] { list_->setCurrentRow(-1); });
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = list_->currentRow();
        if (row < 0)
            return;
        presets_.list().removeAt(row);
        presets_.save();
        rebuild();
    });
    connect(importButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Presets"), QString(),
                                                          tr("Presets (*.json)"));
        if (path.isEmpty())
            return;
        if (auto failure = importFile(path))
            emit problem(*failure);
    });
    // A stamp chosen instead: no preset is current any more.
    connect(settings_, &PaintSettings::changed, this, [this] {
        if (!settings_->preset && list_->currentRow() >= 0) {
            const QSignalBlocker blocker(list_);
            list_->setCurrentRow(-1);
            remove_->setEnabled(false);
        }
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Export Presets"), QString(),
                                                    tr("Presets (*.json)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".json")))
            path += QLatin1String(".json");
        if (auto failure = exportFile(path))
            emit problem(*failure);
    });
}

void PresetsPanel::documentSwitched() {
    if (document())
        setVariant(document()->board().variant());
    refreshDescriptions();
}

void PresetsPanel::documentChanged(const DocumentChange& change) {
    if (change.has(DocumentChange::Board)) // converted to another tile size
        setVariant(document()->board().variant());
    if (change.has(DocumentChange::Fields) || change.has(DocumentChange::Header))
        refreshDescriptions(); // named otherwise, or heights read as levels
}

QString PresetsPanel::describe(std::uint64_t value) const {
    QStringList lines{QStringLiteral("0x%1").arg(value, 0, 16)};
    if (!document() || document()->board().variant() != presets_.variant())
        return lines.front();
    const HeightMode mode = heightModeOf(document()->board());
    for (const FieldSpec& f : document()->fields()) {
        const std::uint64_t v = f.read(value);
        if (v == 0)
            continue;
        QStringList parts;
        if (f.readsAsFlags(mode)) {
            for (int bit = 0; bit < f.bitCount; ++bit)
                if ((v >> bit) & 1)
                    parts << (f.nameOf(static_cast<std::uint64_t>(bit)).empty()
                                  ? tr("bit %1").arg(bit)
                                  : valueName(f, static_cast<std::uint64_t>(bit)));
        } else {
            parts << (f.namesValues() && !f.nameOf(v).empty() ? valueName(f, v)
                                                              : QString::number(v));
        }
        lines << tr("%1: %2").arg(translatedName(f.label), parts.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

void PresetsPanel::refreshDescriptions() {
    const auto& list = presets_.list();
    for (int row = 0; row < list_->count() && row < list.size(); ++row)
        list_->item(row)->setToolTip(describe(list[row].value));
}

void PresetsPanel::setVariant(Variant variant) {
    if (loaded_ && variant == presets_.variant())
        return;
    presets_ = TilePresets(variant);
    presets_.load();
    loaded_ = true;
    rebuild();
}

void PresetsPanel::rebuild() {
    const QSignalBlocker blocker(list_);
    list_->clear();
    for (const TilePreset& p : presets_.list()) {
        auto* item = new QListWidgetItem(swatchIcon(p.color), p.name, list_);
        item->setToolTip(describe(p.value));
    }
    list_->setCurrentRow(-1);
    selectPreset(-1);
}

void PresetsPanel::addPreset(const QString& name, std::uint64_t value) {
    const auto index = presets_.list().size();
    presets_.list().append({name, LayerStyle::categorical(static_cast<int>(index)),
                            value & tileValueMask(presets_.variant())});
    presets_.save();
    rebuild();
}

void PresetsPanel::saveFromTile() {
    const auto value = currentTile_ ? currentTile_() : std::nullopt;
    if (!value) {
        emit problem(tr("Point at a tile first: its value is what the preset keeps."));
        return;
    }
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("New Preset"), tr("Name:"), QLineEdit::Normal,
                              tr("Preset %1").arg(presets_.list().size() + 1), &ok)
            .trimmed();
    if (ok && !name.isEmpty())
        addPreset(name, *value);
}

void PresetsPanel::selectPreset(int row) {
    if (row >= 0 && row < presets_.list().size()) {
        settings_->preset = presets_.list().at(row).value;
        settings_->presetName = presets_.list().at(row).name;
        settings_->stamp.reset(); // one or the other
        settings_->stampName.clear();
    } else {
        settings_->preset.reset();
        settings_->presetName.clear();
    }
    remove_->setEnabled(row >= 0);
    if (list_->currentRow() != row) {
        const QSignalBlocker blocker(list_);
        list_->setCurrentRow(row);
    }
    settings_->notify();
}

std::optional<QString> PresetsPanel::importFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot open %1: %2").arg(path, file.errorString());
    TilePresets imported(presets_.variant());
    if (auto failure = imported.fromJson(file.read(1 << 20)))
        return tr("%1: %2").arg(path, *failure);
    presets_.list().append(imported.list());
    presets_.save();
    rebuild();
    return std::nullopt;
}

std::optional<QString> PresetsPanel::exportFile(const QString& path) const {
    return writeFileSafely(path, presets_.toJson());
}

} // namespace gbxx
