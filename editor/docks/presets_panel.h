#pragma once
// The tile presets of the open board's variant as a palette: choosing one makes the painting tools
// stamp it; "Save from tile" adds the inspected tile; presets can be exported and imported as JSON.
// Follows its document: converting the board to another variant shows that variant's presets.

#include "editor/docks/tile_presets.h"
#include "editor/document/document_view.h"

#include <QWidget>

#include <functional>

class QListWidget;
class QPushButton;

namespace gbxx {

class BoardDocument;
class PaintSettings;

class PresetsPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    // `currentTile` gives the value of the tile to save from (the inspected one), if any.
    PresetsPanel(PaintSettings* settings, std::function<std::optional<std::uint64_t>()> currentTile,
                 QWidget* parent = nullptr);

    // Shows the saved presets of `variant` (read from the settings the first time).
    void setVariant(Variant variant);
    const TilePresets& presets() const { return presets_; }
    // Adds a preset with `name` and `value`; the colour is picked from the palette.
    void addPreset(const QString& name, std::uint64_t value);
    void selectPreset(int row); // -1: paint layers again
    std::optional<QString> importFile(const QString& path);
    std::optional<QString> exportFile(const QString& path) const;

signals:
    void problem(const QString& message);

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

    // A preset's value as its tooltip says it: each field that is set, by name (a schema's
    // sub-fields included).
    QString describe(std::uint64_t value) const;

private:
    void rebuild();
    void refreshDescriptions();
    void saveFromTile();

    PaintSettings* settings_;
    std::function<std::optional<std::uint64_t>()> currentTile_;
    TilePresets presets_{Variant::GB64};
    bool loaded_ = false; // presets_ holds what the settings have for its variant
    QListWidget* list_;
    QPushButton* remove_;
};

} // namespace gbxx
