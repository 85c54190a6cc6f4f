#pragma once
// The full text of a tile's label as the view's tool tip: a label too long for its tile is written
// short ("P2+P4") or not at all, so pointing at the tile says it whole ("player 2+player 4").

#include <QObject>
#include <QString>

namespace gbxx {

class BoardView;

class TileLabelTips : public QObject {
    Q_OBJECT

public:
    // Watches `view`'s viewport for tool tip events; owned by the view.
    explicit TileLabelTips(BoardView* view);

    // The tip for the tile at viewport position `pos`: its label in full, "" when labels are off,
    // the pointer is off the board or the tile's label says nothing.
    QString tipAt(QPointF pos) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    BoardView* view_;
};

} // namespace gbxx
