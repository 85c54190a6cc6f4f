#pragma once
// The export dialogs' list of layers to draw: every field of the board with a check box, the one
// being painted (else the boundary) ticked to begin with, "labels" choices written on tiles, and
// the choice between the board as the view shows it and a panel per field.

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
// What an export draws: the board as the view shows it (the first choice, offered only when the
// view's look is at hand) or one panel (a set of pages) per field.
void fillExportModes(QComboBox* box, bool asShownAvailable);
bool asTheViewShowsIt(const QComboBox* box);

} // namespace gbxx
