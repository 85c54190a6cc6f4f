#pragma once
// Rulers along the top and left of the board view (View ▸ Show Rulers): column and row numbers at
// the tiles' centres, thinned out when the tiles are too small to number each, with the column
// and row under the pointer marked. They read the view's mapping and are repainted by it.

#include <QWidget>

namespace gbxx {

class BoardView;

class BoardRuler : public QWidget {
    Q_OBJECT

public:
    BoardRuler(BoardView* view, Qt::Orientation orientation);
    // The ruler's breadth in pixels (its height on top, its width on the left).
    int thickness() const;
    // Every how many tiles a number is written at the view's current zoom.
    int step() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    BoardView* view_;
    Qt::Orientation orientation_;
};

} // namespace gbxx
