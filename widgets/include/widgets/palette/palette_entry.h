#pragma once
// One thing the command palette can run: an action of the registry, showing or hiding a field, a
// Preferences page, a template. Built from data by PaletteSources, ranked by PaletteRanking.

#include <QString>

#include <functional>

class QAction;
class QMenu;

namespace gbxx {

// The words the palette lists an action by, where its menu's words need their submenu to be
// read ("GB08 v1…" under File ▸ Open with Older Layout): a sentence of its own.
void setPaletteText(QAction* action, const QString& text);
// A menu whose entries are made only as it opens, by its aboutToShow (the palette asks it to).
// Menus that only decorate their entries when shown (thumbnails) are not marked.
void setFilledWhenShown(QMenu* menu);

struct PaletteEntry {
    QString key;      // the action's id, or "layer.show.<field>", "preferences.page.1" …: recency
    QString text;     // in the present language, as the row shows it (no mnemonic)
    QString english;  // the same in English, when the language is another
    QString idWords;  // the key's words: "file.export-pdf" → "file export pdf"
    QString path;     // the menus holding it: "Edit ▸ Transform"
    QString shortcut; // as the menus show it
    QString whyNot;   // empty when it can run now; else why not ("needs a selection")
    std::function<void()> run;
};

} // namespace gbxx
