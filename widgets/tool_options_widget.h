#pragma once
// The options of the painting tools: brush size and shape, rectangle fill, fill connectivity.

#include <QWidget>

class QSpinBox;
class QComboBox;
class QCheckBox;

namespace gbxx {

class PaintSettings;

class ToolOptionsWidget : public QWidget {
    Q_OBJECT

public:
    explicit ToolOptionsWidget(PaintSettings* settings, QWidget* parent = nullptr);
    // Square boards may fill through corners; hex boards always use their six neighbours.
    void setHexBoard(bool hex);

private:
    void syncFromSettings();

    PaintSettings* settings_;
    QSpinBox* size_;
    QComboBox* shape_;
    QCheckBox* filled_;
    QCheckBox* corners_;
    QComboBox* measureAs_;
};

} // namespace gbxx
