#pragma once
// File ▸ Export As (another tile size, the open board unchanged), Export Image… (PNG or SVG) and
// Export Printable PDF…: what is written, and where.

#include "gbxx/variant.h"

#include <QObject>

class QMenu;

namespace gbxx {

class ActionRegistry;
class Board;
class BoardDocument;
class BoardView;
class CurrentDocument;
class PaintSettings;
class WindowStatus;
struct PictureOptions;
struct PrintOptions;

class BoardExports : public QObject {
    Q_OBJECT

public:
    BoardExports(const CurrentDocument& current, BoardView& view, const PaintSettings& settings,
                 WindowStatus& status, QWidget* window);

    void addActions(ActionRegistry& registry, QMenu* file);
    void exportAs(Variant target);
    // Writes `converted` to `path`, leaving the open document as it is.
    bool exportTo(const QString& path, const Board& converted);
    // File ▸ Export Image…, and the writing behind it (PNG or SVG by the extension).
    void exportImage();
    bool exportImageTo(const QString& path, const PictureOptions& options);
    // File ▸ Export Printable PDF…, and the writing itself.
    void exportPdf();
    bool exportPdfTo(const QString& path, const PrintOptions& options);
    // Enables what needs a board.
    void follow(BoardDocument* document);

private:
    BoardDocument* document() const;

    const CurrentDocument& current_;
    BoardView& view_;
    const PaintSettings& settings_;
    WindowStatus& status_;
    QWidget* window_;
    ActionRegistry* registry_ = nullptr;
    QMenu* exportMenu_ = nullptr;
};

} // namespace gbxx
