#pragma once
// A comparison on the board view: each changed tile outlined in the colours of the fields that
// changed (the layers' colours, one ring per field, inwards), the tiles the other board does not
// have hatched, and pointing at a changed tile tells the other board's values in a tip. Only the
// tiles in the paint's reach are looked at: a paint costs the same whatever the board's size.

#include "widgets/view/layers/paint_layer.h"

#include <QColor>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>

#include <vector>

namespace gbxx {

class BoardComparison;
class BoardView;
struct FieldSpec;

class ComparisonMarks : public QObject, public PaintLayer {
    Q_OBJECT

public:
    // Watches `view`'s viewport for tips; owned by the view.
    explicit ComparisonMarks(BoardView* view);

    // Marks `comparison` (null: nothing) on the view, which must be showing its document.
    void show(BoardComparison* comparison);
    // The tip for viewport position `pos`: the other board's values there, "" where the tile is
    // the same (or no comparison is shown).
    QString tipAt(QPointF pos) const;
    void paint(QPainter& painter, const QRectF& area, const BoardLook& look) override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The fields' colours, made again when the fields or the height mode change.
    const std::vector<QColor>& colours();

    BoardView* view_;
    QPointer<BoardComparison> comparison_;
    std::vector<QColor> colours_;
    const void* coloursFor_ = nullptr;
    int coloursMode_ = -1;
};

} // namespace gbxx
