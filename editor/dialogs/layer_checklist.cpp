#include "editor/dialogs/layer_checklist.h"

#include "render/layer_style.h"

#include <QComboBox>
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

} // namespace gbxx
