#pragma once
// Tiles marked on the board for the user to find (a warning's, those an export would change), in
// a thick yellow outline. Whoever set the highlight can change it later without taking over
// another part's: it is kept with who asked.

#include "widgets/view/layers/paint_layer.h"

#include <QObject>

class QWidget;

namespace gbxx {

class HighlightLayer : public QObject, public PaintLayer {
    Q_OBJECT

public:
    // Repaints `viewport` when the highlight changes.
    explicit HighlightLayer(QWidget* viewport);

    // `tiles` marked (empty clears); `source` is who asked.
    void set(std::vector<TileIndex> tiles, const QObject* source = nullptr);
    // The highlight `source` set, if it is still the one shown, becomes `tiles` (empty: cleared).
    void update(const QObject* source, std::vector<TileIndex> tiles);
    const std::vector<TileIndex>& tiles() const { return tiles_; }
    void paint(QPainter& painter, const QRectF& area, const BoardLook& look) override;

signals:
    void changed(bool shown);

private:
    QWidget* viewport_;
    std::vector<TileIndex> tiles_;
    const QObject* source_ = nullptr;
};

} // namespace gbxx
