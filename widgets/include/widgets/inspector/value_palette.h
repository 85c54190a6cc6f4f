#pragma once
// The values of the active layer to paint with, shown as a palette with the layer's colours (it
// doubles as the legend): one choice per value for enums, a checkbox per flag (with add / remove)
// for flags and height levels, a number for numbers and height values.

#include "gbxx/board.h"

#include <QWidget>

class QVBoxLayout;

namespace gbxx {

class PaintSettings;

class ValuePalette : public QWidget {
    Q_OBJECT

public:
    explicit ValuePalette(PaintSettings* settings, QWidget* parent = nullptr);
    // Rebuilds the palette for the settings' field on `board` (its height mode decides how height
    // is painted).
    void rebuild(const Board* board);

private:
    void syncFromSettings();

    PaintSettings* settings_;
    QVBoxLayout* layout_;
    QWidget* content_ = nullptr;
    const Board* board_ = nullptr;
    bool syncing_ = false;
};

} // namespace gbxx
