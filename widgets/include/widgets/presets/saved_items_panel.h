#pragma once
// The panel of a saved item list (tile presets, stamps) of the open board's variant: the list,
// Delete, Import… and Export…, kept after each change. Choosing an item hands it to the painting
// tools, and an item of the other kind chosen meanwhile unchooses it. Follows its document:
// converting the board to another variant shows that variant's list. A kind adds its own buttons
// and says how its items look and how they are chosen.

#include "widgets/presets/named_item_library.h"
#include "widgets/document/document_view.h"

#include <QWidget>

class QGridLayout;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace gbxx {

class PaintSettings;

class SavedItemsPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    // Shows the kept list of `variant` (read the first time it is asked for).
    void setVariant(Variant variant);
    void selectRow(int row); // -1: none chosen, the tools paint the layer again
    std::optional<QString> importFile(const QString& path);
    std::optional<QString> exportFile(const QString& path) const;

signals:
    void problem(const QString& message);

protected:
    // The kind's words, translated in its own context.
    struct Texts {
        QString removeButton;
        QString importButton;
        QString exportButton;
        QString importTitle;
        QString exportTitle;
        QString fileFilter; // "Presets (*.json)"
        QString importTip;
        QString exportTip;
        QString removeTip;
        QString cannotOpen; // %1: the path, %2: why
        QString inFile;     // %1: the path, %2: the refusal
        QString notKept;    // %1: why the list could not be kept
        qint64 largestFile = 0;
    };
    // `items` belongs to the kind and outlives this base; it is first used after construction.
    SavedItemsPanel(PaintSettings* settings, SavedItemList* items, Texts texts, QWidget* parent);

    virtual QListWidgetItem* makeItem(int row) const = 0;
    virtual bool isChosen() const = 0; // the painting tools hold an item of this kind
    virtual void choose(int row) = 0;  // hands the item to the tools, the other kind's let go
    virtual void unchoose() = 0;
    virtual void chosen(int /*row*/) {} // after the tools were told

    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;
    // Import… and Export… below the kind's own buttons (created after them: the tab order).
    void addImportExport();
    void rebuild();
    void store(); // keeps the list, telling of a failure

    PaintSettings* settings() const { return settings_; }
    QListWidget* list() const { return list_; }
    QGridLayout* grid() const { return grid_; }
    QPushButton* removeButton() const { return remove_; }

private:
    void askAndImport();
    void askAndExport();

    PaintSettings* settings_;
    SavedItemList* items_;
    Texts texts_;
    bool loaded_ = false; // items_ holds what was kept for its variant
    QListWidget* list_;
    QPushButton* remove_;
    QGridLayout* grid_;
};

} // namespace gbxx
