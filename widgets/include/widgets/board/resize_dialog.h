#pragma once
// Board ▸ Resize: new width and length (1..255) and where the old board sits in the new one —
// one of nine anchors, or any offset — with a preview, as in Tiled's resize dialog.

#include <QDialog>

class QSpinBox;
class QButtonGroup;

namespace gbxx {

class ResizePreview;

class ResizeDialog : public QDialog {
    Q_OBJECT

public:
    ResizeDialog(int width, int length, QWidget* parent = nullptr);
    int newWidth() const;
    int newLength() const;
    int offsetX() const;
    int offsetY() const;
    // Anchor 0..8: row-major, 0 top left, 4 centre, 8 bottom right.
    void setAnchor(int anchor);
    void setNewSize(int width, int length);

private:
    void applyAnchor();
    void updatePreview();

    int oldWidth_;
    int oldLength_;
    QSpinBox* width_;
    QSpinBox* length_;
    QSpinBox* offsetX_;
    QSpinBox* offsetY_;
    QButtonGroup* anchors_;
    ResizePreview* preview_;
};

} // namespace gbxx
