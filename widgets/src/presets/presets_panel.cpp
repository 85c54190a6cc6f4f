#include "widgets/presets/presets_panel.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "text/core_texts.h"
#include "render/layer_style.h"
#include "text/qt_text.h"

#include <QGridLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QPushButton>

namespace gbxx {

PresetsPanel::PresetsPanel(PaintSettings* settings,
                           std::function<std::optional<std::uint64_t>()> currentTile,
                           QWidget* parent)
    : SavedItemsPanel(settings, &presets_, texts(), parent)
    , currentTile_(std::move(currentTile)) {
    list()->setObjectName(QStringLiteral("presetList"));
    list()->setAccessibleName(tr("Presets"));
    list()->setAccessibleDescription(
        tr("Saved combinations of field values; choosing one paints with it"));
    auto* save = new QPushButton(tr("Save from Tile…"), this);
    save->setToolTip(tr("Add the tile shown in the Tile Inspector as a preset"));
    auto* layers = new QPushButton(tr("Paint Layers"), this);
    layers->setToolTip(tr("Stop stamping presets: paint the active layer's value again"));
    grid()->addWidget(save, 1, 0);
    grid()->addWidget(removeButton(), 1, 1);
    grid()->addWidget(layers, 2, 0);
    addImportExport();
    connect(save, &QPushButton::clicked, this, &PresetsPanel::saveFromTile);
    connect(layers, &QPushButton::clicked, this, [this] { list()->setCurrentRow(-1); });
}

SavedItemsPanel::Texts PresetsPanel::texts() {
    return {.removeButton = tr("Delete"),
            .importButton = tr("Import…"),
            .exportButton = tr("Export…"),
            .importTitle = tr("Import Presets"),
            .exportTitle = tr("Export Presets"),
            .fileFilter = tr("Presets (*.json)"),
            .importTip = tr("Add the presets of a presets file"),
            .exportTip = tr("Write these presets to a file to share"),
            .removeTip = tr("Delete the chosen preset"),
            .cannotOpen = tr("cannot open %1: %2"),
            .inFile = tr("%1: %2"),
            .notKept = QString(), // the settings cannot refuse
            .largestFile = 1 << 20};
}

void PresetsPanel::documentSwitched() {
    SavedItemsPanel::documentSwitched();
    refreshDescriptions();
}

void PresetsPanel::documentChanged(const DocumentChange& change) {
    SavedItemsPanel::documentChanged(change);
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
    const auto& presets = presets_.list();
    for (int row = 0; row < list()->count() && row < presets.size(); ++row)
        list()->item(row)->setToolTip(describe(presets[row].value));
}

QListWidgetItem* PresetsPanel::makeItem(int row) const {
    const TilePreset& p = presets_.list().at(row);
    auto* item = new QListWidgetItem(swatchIcon(p.color), p.name);
    item->setToolTip(describe(p.value));
    return item;
}

void PresetsPanel::addPreset(const QString& name, std::uint64_t value) {
    const auto index = presets_.list().size();
    presets_.list().append({name, LayerStyle::categorical(static_cast<int>(index)),
                            value & tileValueMask(presets_.variant())});
    store();
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

bool PresetsPanel::isChosen() const {
    return settings()->preset.has_value();
}

void PresetsPanel::choose(int row) {
    settings()->preset = presets_.list().at(row).value;
    settings()->presetName = presets_.list().at(row).name;
    settings()->stamp.reset(); // one or the other
    settings()->stampName.clear();
}

void PresetsPanel::unchoose() {
    settings()->preset.reset();
    settings()->presetName.clear();
}

} // namespace gbxx
