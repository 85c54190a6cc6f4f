#pragma once
// The tile presets of the open board's variant as a palette: choosing one makes the painting tools
// stamp it; "Save from tile" adds the inspected tile; presets can be exported and imported as JSON.
// Follows its document: converting the board to another variant shows that variant's presets.

#include "widgets/presets/saved_items_panel.h"
#include "widgets/presets/tile_presets.h"

#include <functional>

namespace gbxx {

class PresetsPanel : public SavedItemsPanel {
    Q_OBJECT

public:
    // `currentTile` gives the value of the tile to save from (the inspected one), if any.
    PresetsPanel(PaintSettings* settings, std::function<std::optional<std::uint64_t>()> currentTile,
                 QWidget* parent = nullptr);

    const TilePresets& presets() const { return presets_; }
    // Adds a preset with `name` and `value`; the colour is picked from the palette.
    void addPreset(const QString& name, std::uint64_t value);
    void selectPreset(int row) { selectRow(row); } // -1: paint layers again

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

    // A preset's value as its tooltip says it: each field that is set, by name (a schema's
    // sub-fields included).
    QString describe(std::uint64_t value) const;

private:
    static Texts texts();
    QListWidgetItem* makeItem(int row) const override;
    bool isChosen() const override;
    void choose(int row) override;
    void unchoose() override;
    void refreshDescriptions();
    void saveFromTile();

    std::function<std::optional<std::uint64_t>()> currentTile_;
    TilePresets presets_{Variant::GB64};
};

} // namespace gbxx
