#include "widgets/export/layer_checklist.h"

#include "render/layer_style.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QListWidget>

namespace gbxx {

void fillLayerChecklist(QListWidget* list, std::span<const FieldSpec> fields,
                        const FieldSpec* current) {
    for (const FieldSpec& field : fields) {
        auto* item = new QListWidgetItem(layerTitle(field));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        const bool chosen = current ? &field == current : field.key == keys::boundary;
        item->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        list->addItem(item);
    }
}

std::vector<const FieldSpec*> checkedLayers(const QListWidget* list,
                                            std::span<const FieldSpec> fields) {
    std::vector<const FieldSpec*> layers;
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->checkState() == Qt::Checked)
            layers.push_back(&fields[static_cast<std::size_t>(row)]);
    return layers;
}

void fillLabelChoices(QComboBox* box) {
    for (LabelKind kind :
         {LabelKind::None, LabelKind::Coordinates, LabelKind::Values, LabelKind::Names})
        box->addItem(TileLabelNames::of(kind), static_cast<int>(kind));
}

namespace {

enum class ExportMode { AsShown, Panels };

} // namespace

void fillExportModes(QComboBox* box, bool asShownAvailable) {
    if (asShownAvailable)
        box->addItem(QCoreApplication::translate("gbxx::LayerChecklist", "As the view shows it"),
                     static_cast<int>(ExportMode::AsShown));
    box->addItem(QCoreApplication::translate("gbxx::LayerChecklist", "One panel per field"),
                 static_cast<int>(ExportMode::Panels));
    box->setEnabled(box->count() > 1);
    box->setToolTip(QCoreApplication::translate(
        "gbxx::LayerChecklist", "The board with every field the view shows, as it shows them; or "
                                "each chosen field on its own in its colours"));
}

bool asTheViewShowsIt(const QComboBox* box) {
    return box->currentData().toInt() == static_cast<int>(ExportMode::AsShown);
}

} // namespace gbxx
