#pragma once
// The export dialogs' list of layers to draw: every field of the board with a check box, the one
// being painted (else the boundary) ticked to begin with, and "labels" choices written on tiles.

#include "gbxx/board.h"
#include "render/tile_labels.h"

#include <vector>

class QComboBox;
class QListWidget;

namespace gbxx {

void fillLayerChecklist(QListWidget* list, std::span<const FieldSpec> fields,
                        const FieldSpec* current);
std::vector<const FieldSpec*> checkedLayers(const QListWidget* list,
                                            std::span<const FieldSpec> fields);
void fillLabelChoices(QComboBox* box);

} // namespace gbxx
