#pragma once
// The icons of the registry's actions (the bundled drawing, or the desktop theme's), and tool tips
// that name each action's key and follow a key the user changes.

class QAction;

namespace gbxx {

class ActionRegistry;

void applyActionIcons(const ActionRegistry& registry);
// The tool tip of an action with an icon: its name and its key.
void describeKeys(QAction* action);

} // namespace gbxx
