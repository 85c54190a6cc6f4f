#pragma once
// The Board menu: metadata, properties, custom data schema, resize, shift, uniform link groups,
// and converting the open board to another tile size or today's layout. Each change is one undo
// step of the document.

#include "gbxx/variant.h"

#include <QObject>

#include <functional>

class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BoardView;
class CurrentDocument;
class LibraryService;
class WindowStatus;

class BoardMenu : public QObject {
    Q_OBJECT

public:
    BoardMenu(const CurrentDocument& current, BoardView& view, WindowStatus& status,
              QWidget* window);

    void addMenu(ActionRegistry& registry, QMenu* board);
    // The metadata dialog asks the library which other board holds a code.
    void setLibrary(std::function<LibraryService*()> library) { library_ = std::move(library); }

    void editMetadata();
    void editProperties();
    // Board ▸ Custom Data Schema…: the schema dialog with its live preview.
    void editSchema();
    void resizeBoard();
    void shiftBoard();
    void makeGroupsUniform();
    void convertTo(Variant target);
    // Enables the menu while a board is shown.
    void follow(BoardDocument* document);

private:
    BoardDocument& document() const;

    const CurrentDocument& current_;
    BoardView& view_;
    WindowStatus& status_;
    QWidget* window_;
    QMenu* menu_ = nullptr;
    std::function<LibraryService*()> library_;
};

} // namespace gbxx
