#pragma once
// Help ▸ Search Actions (Ctrl+Shift+P): opens the command palette over the window with the
// entries of the moment (PaletteSources: the registry's actions, the board's fields, the
// Preferences pages, the templates) and gives the focus back to the board when it is dismissed.

#include <QObject>

#include <memory>

class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardFiles;
class BoardView;
class CommandPalette;
class CurrentDocument;
class LayerVisibility;
class PaletteSources;
class PreferencesGlue;

class PaletteGlue : public QObject {
    Q_OBJECT

public:
    PaletteGlue(ActionRegistry& registry, const CurrentDocument& current,
                LayerVisibility& visibility, BoardView& view, PreferencesGlue& preferences,
                BoardFiles& files, QWidget* window);
    ~PaletteGlue() override;

    // Adds Search Actions at the top of `help`.
    void addAction(QMenu* help);
    CommandPalette* palette() const { return palette_; }
    void open();

private:
    ActionRegistry& registry_;
    BoardView& view_;
    std::unique_ptr<PaletteSources> sources_;
    CommandPalette* palette_;
};

} // namespace gbxx
