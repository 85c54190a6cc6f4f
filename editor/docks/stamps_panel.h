#pragma once
// The stamps of the open board's tile size (stamp_library.h): "Save Selection as Stamp…" keeps the
// selected tiles with their shape and the fields carried; choosing a stamp makes the brush place
// it; stamps can be exported and imported as JSON. Follows its document like the presets panel.

#include "editor/docks/stamp_library.h"
#include "editor/document/document_view.h"

#include <QWidget>

class QListWidget;
class QPushButton;

namespace gbxx {

class PaintSettings;

class StampsPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit StampsPanel(PaintSettings* settings, QWidget* parent = nullptr);

    void setVariant(Variant variant);
    const StampLibrary& library() const { return library_; }
    // Keeps the document's selection (its carried fields) as a stamp called `name`.
    std::optional<QString> saveSelection(const QString& name);
    void selectStamp(int row); // -1: the brush paints the layer again
    std::optional<QString> importFile(const QString& path);
    std::optional<QString> exportFile(const QString& path) const;

signals:
    void problem(const QString& message);
    void stampChosen();

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    void rebuild();
    void askAndSaveSelection();
    void store();

    PaintSettings* settings_;
    StampLibrary library_{Variant::GB64};
    bool loaded_ = false;
    QListWidget* list_;
    QPushButton* save_;
    QPushButton* remove_;
};

} // namespace gbxx
