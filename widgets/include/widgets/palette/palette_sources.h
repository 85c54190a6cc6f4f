#pragma once
// Where the command palette's entries come from: every visible action of the registry (menus, tool
// bars, tools, panels, scripts, recent boards), "Show/Hide/Solo FIELD" for each field of the board
// shown, the Preferences pages and the board templates. Gathered afresh each time the palette
// opens, so a new action, field or page appears without code of its own.

#include "widgets/palette/palette_entry.h"

#include <QList>
#include <QStringList>

#include <functional>

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

    QList<PaletteEntry> gather() const;

    // The reason a disabled action of the registry gives, else a general one.
    QString whyNot(const QString& id) const;
    // "file.export-pdf" → "file export pdf".
    static QString idWords(const QString& key);

private:
    void addActions(QList<PaletteEntry>& out) const;
    void addFields(QList<PaletteEntry>& out) const;
    void addPages(QList<PaletteEntry>& out) const;
    void addTemplates(QList<PaletteEntry>& out) const;

    const ActionRegistry& registry_;
    const CurrentDocument& current_;
    LayerVisibility& visibility_;
    QStringList pages_;
    std::function<void(int)> openPage_;
    std::function<void(const QString&)> openTemplate_;
};

} // namespace gbxx
