#include "widgets/window/action_icons.h"

#include "widgets/common/mnemonic.h"
#include "widgets/icons/themed_icon.h"
#include "widgets/window/action_registry.h"

#include <QAction>

namespace gbxx {

void applyActionIcons(const ActionRegistry& registry) {
    static const struct {
        const char* id;
        const char* drawing;
        const char* freedesktop;
    } kIcons[] = {
        {"file.new", "document-new", "document-new"},
        {"file.open", "document-open", "document-open"},
        {"file.save", "document-save", "document-save"},
        {"file.save-as", "document-save-as", "document-save-as"},
        {"file.revert", "document-revert", "document-revert"},
        {"file.export-image", "export-image", ""},
        {"file.export-pdf", "export-pdf", ""},
        {"edit.undo", "edit-undo", "edit-undo"},
        {"edit.redo", "edit-redo", "edit-redo"},
        {"edit.cut", "edit-cut", "edit-cut"},
        {"edit.copy", "edit-copy", "edit-copy"},
        {"edit.paste", "edit-paste", "edit-paste"},
        {"edit.delete", "edit-delete", "edit-delete"},
        {"select.all", "edit-select-all", "edit-select-all"},
        {"select.where", "edit-find", "edit-find"},
        {"edit.replace", "edit-find-replace", "edit-find-replace"},
        {"edit.flip-horizontally", "object-flip-horizontal", "object-flip-horizontal"},
        {"edit.flip-vertically", "object-flip-vertical", "object-flip-vertical"},
        {"edit.rotate-clockwise", "object-rotate-right", "object-rotate-right"},
        {"edit.rotate-anticlockwise", "object-rotate-left", "object-rotate-left"},
        {"view.zoom-in", "zoom-in", "zoom-in"},
        {"view.zoom-out", "zoom-out", "zoom-out"},
        {"view.fit", "zoom-fit-best", "zoom-fit-best"},
        {"view.actual-size", "zoom-original", "zoom-original"},
        {"view.grid", "view-grid", ""},
        {"view.pin-tile", "pin", ""},
        {"tool.swap-owners", "swap-owners", ""},
        {"help.shortcuts", "help-keys", "help-keys"},
    };
    for (const auto& entry : kIcons)
        if (QAction* a = registry.action(QLatin1String(entry.id)))
            a->setIcon(themedIcon(QLatin1String(entry.drawing), QLatin1String(entry.freedesktop)));
    for (QAction* a : registry.actions()) {
        // The tools' actions are named "tool-ID" like their drawings.
        const bool tool = a->objectName().startsWith(QLatin1String("tool-"));
        if (tool)
            a->setIcon(themedIcon(a->objectName()));
        // A menu draws a checkable action's icon in place of its check mark: keep the mark.
        if (a->isCheckable() && !tool)
            a->setIconVisibleInMenu(false);
        describeKeys(a);
    }
}

void describeKeys(QAction* a) {
    // Tool tips name the key, as the menus do (and follow a key the user changes).
    if (a->icon().isNull())
        return;
    const QString name = withoutMnemonic(a->text());
    a->setToolTip(a->shortcut().isEmpty()
                      ? name
                      : QStringLiteral("%1 (%2)").arg(
                            name, a->shortcut().toString(QKeySequence::NativeText)));
}

} // namespace gbxx
