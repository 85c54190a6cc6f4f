#pragma once
// The current tool's own options (brush size and shape, filled rectangles, filling through corners,
// the player to measure as, what a move leaves behind), each shown only for the tools that have it.
// Follows the tool box, and its document for the board's shape: hex boards always use their six
// neighbours.

#include "widgets/document/document_view.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace gbxx {

class BoardDocument;
class Tool;
class ToolBox;

class ToolOptionsWidget : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit ToolOptionsWidget(ToolBox* tools, QWidget* parent = nullptr);

protected:
    void documentSwitched() override { updateCorners(); }
    void documentChanged(const DocumentChange& change) override;

private:
    void showTool(Tool* tool);
    void edited();
    void updateCorners();

    ToolBox* tools_;
    QFormLayout* form_;
    QSpinBox* size_;
    QComboBox* shape_;
    QCheckBox* filled_;
    QCheckBox* corners_;
    QComboBox* measureAs_;
    QCheckBox* wholeTile_;
    QComboBox* leave_; // Move: what a moved selection leaves behind
    bool showing_ = false;
};

} // namespace gbxx
