#pragma once
// Where the command palette's entries come from: every visible action of the registry (menus, tool
// bars, tools, panels, scripts, recent boards) and every other entry of the menu bar's menus and
// submenus (those made as a menu opens too), "Show/Hide/Solo FIELD" and "Make FIELD the Active
// Layer" for each field of the board shown, the Preferences pages and the board templates.
// Gathered afresh each time the palette opens, so a new action, field or page appears without
// code of its own. An entry that cannot run now says why; one that would change nothing says so.

#include "widgets/palette/palette_entry.h"

#include <QList>
#include <QStringList>

#include <functional>

class QMenu;
class QMenuBar;

namespace gbxx {

class ActionRegistry;
class CurrentDocument;
class LayerVisibility;

class PaletteSources {
public:
    PaletteSources(const ActionRegistry& registry, const CurrentDocument& current,
                   LayerVisibility& visibility);

    // The pages' names (with mnemonics) and what opens the dialog at one of them.
    void setPreferencePages(const QStringList& names, std::function<void(int)> open);
    // What opens a new board from a template, by its key (gbxx/board_templates.h).
    void setTemplateOpener(std::function<void(const QString&)> open);
    // The menus whose entries are listed besides the registry's actions.
    void setMenuBar(const QMenuBar* bar) { menuBar_ = bar; }
    // The active layer's key, and what makes the field called `key` the active layer.
    void setLayerChooser(std::function<QString()> active,
                         std::function<void(const QString&)> choose);

    QList<PaletteEntry> gather() const;

    // The reason a disabled action of the registry gives, else a general one.
    QString whyNot(const QString& id) const;
    // "file.export-pdf" → "file export pdf".
    static QString idWords(const QString& key);

private:
    void addActions(QList<PaletteEntry>& out) const;
    void addMenuEntries(QList<PaletteEntry>& out) const;
    // The menu bar's menus and their submenus, outermost first.
    QList<QMenu*> menus() const;
    // Asks the menus that make their entries as they open to make them.
    void fillMenus() const;
    void addFields(QList<PaletteEntry>& out) const;
    void addPages(QList<PaletteEntry>& out) const;
    void addTemplates(QList<PaletteEntry>& out) const;

    const ActionRegistry& registry_;
    const CurrentDocument& current_;
    LayerVisibility& visibility_;
    QStringList pages_;
    std::function<void(int)> openPage_;
    std::function<void(const QString&)> openTemplate_;
    const QMenuBar* menuBar_ = nullptr;
    std::function<QString()> activeLayer_;
    std::function<void(const QString&)> chooseLayer_;
};

} // namespace gbxx
