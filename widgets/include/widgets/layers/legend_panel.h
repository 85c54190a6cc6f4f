#pragma once
// The legend of what the board view shows: each visible field with the channel it is drawn
// through, and what each colour, pattern, glyph or number of it means. Follows its document and
// the layer visibility.

#include "widgets/document/document_view.h"

#include <QWidget>

class QTreeWidget;

namespace gbxx {

class LayerVisibility;

class LegendPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit LegendPanel(LayerVisibility* visibility, QWidget* parent = nullptr);
    QTreeWidget* tree() const { return tree_; }

protected:
    void documentSwitched() override { rebuild(); }
    void documentChanged(const DocumentChange& change) override;

private:
    void rebuild();

    LayerVisibility* visibility_;
    QTreeWidget* tree_;
};

} // namespace gbxx
