#pragma once
// How near the board is shown: the scale (pixels per tile) within its bounds, the zoom steps, and
// whether the scale follows the window's size (fitted) until the user picks one. After Tiled's
// Zoomable: the view owns one, draws at its scale and listens to it; menus, the wheel, the
// overview and saved sessions change the scale here, never inside the view.

#include <QObject>
#include <QPointF>
#include <QSizeF>

#include <optional>

namespace gbxx {

class Zoomable : public QObject {
    Q_OBJECT

public:
    static constexpr double kActualSize = 32.0; // "100%": pixels per tile
    static constexpr double kMin = 0.5;
    static constexpr double kMax = 256.0;
    static constexpr double kStep = 1.25; // one step in or out

    explicit Zoomable(QObject* parent = nullptr);

    double scale() const { return scale_; }
    // The user picks a scale (kept within the bounds): it no longer follows the window. `focus` is
    // the point of the viewport that keeps showing the same part of the board; none: the middle.
    void setScale(double scale, std::optional<QPointF> focus = std::nullopt);
    void zoomIn();
    void zoomOut();
    // Actual size (100%).
    void resetZoom();
    // A wheel turned by `angleDelta` (eighths of a degree, 120 a notch) at `focus`: a step a notch.
    void handleWheelDelta(int angleDelta, QPointF focus);

    // From now on the whole board fits the window and keeps fitting it as it is resized, until the
    // user picks a scale; whoever shows the board is asked to fit it (fitRequested).
    void fitToWindow();
    bool isFitted() const { return fitted_; }
    // The fitted scale for `extent` (tile units) in `area` (pixels) with `margin` pixels all round;
    // it keeps following the window.
    void fit(QSizeF extent, QSizeF area, double margin);

signals:
    // `previous` and `focus` let a view keep the focused part of the board where it was.
    void scaleChanged(double scale, double previous, std::optional<QPointF> focus);
    void fitRequested();

private:
    void applyScale(double scale, std::optional<QPointF> focus);

    double scale_ = kActualSize;
    bool fitted_ = false;
};

} // namespace gbxx
