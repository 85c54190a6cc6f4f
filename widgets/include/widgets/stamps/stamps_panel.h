#pragma once
// The stamps of the open board's tile size (stamp_library.h): "Save Selection as Stamp…" keeps the
// selected tiles with their shape and the fields carried; choosing a stamp makes the brush place
// it; stamps can be exported and imported as JSON. Follows its document like the presets panel.

#include "widgets/presets/saved_items_panel.h"
#include "widgets/stamps/stamp_library.h"

namespace gbxx {

class StampsPanel : public SavedItemsPanel {
    Q_OBJECT

public:
    explicit StampsPanel(PaintSettings* settings, QWidget* parent = nullptr);

    const StampLibrary& library() const { return library_; }
    // Keeps the document's selection (its carried fields) as a stamp called `name`.
    std::optional<QString> saveSelection(const QString& name);
    void selectStamp(int row) { selectRow(row); } // -1: the brush paints the layer again

signals:
    void stampChosen();

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    static Texts texts();
    QListWidgetItem* makeItem(int row) const override;
    bool isChosen() const override;
    void choose(int row) override;
    void unchoose() override;
    void chosen(int row) override;
    void askAndSaveSelection();

    StampLibrary library_{Variant::GB64};
    QPushButton* save_;
};

} // namespace gbxx
