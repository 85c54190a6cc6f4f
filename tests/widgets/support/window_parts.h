#pragma once
// The editor window's parts as tests reach them: its collaborators and panels by type (each is
// the window's only one; a second would be a mistake the test reports), its actions by object
// name. The window itself keeps no getters for tests.

#include "widgets/analysis/balance_panel.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/layers/legend_panel.h"
#include "widgets/analysis/overview_panel.h"
#include "widgets/presets/presets_panel.h"
#include "widgets/stamps/stamps_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/library/library_panel.h"
#include "widgets/library/library_service.h"
#include "widgets/scripts/script_console.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/start/start_page.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/view/layer_visibility.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/board_exports.h"
#include "widgets/window/board_menu.h"
#include "widgets/window/library_actions.h"
#include "widgets/window/region_edits.h"
#include "widgets/window/scripts_menu.h"
#include "widgets/window/tool_actions.h"
#include "widgets/window/window_status.h"
#include "widgets/files/board_files.h"
#include "widgets/window/board_tabs.h"
#include "widgets/window/main_window.h"
#include "widgets/files/recovery_copies.h"

#include <QAction>

#include <memory>

namespace gbxx::test {

inline MainWindow* windowOf(MainWindow* window) {
    return window;
}
inline MainWindow* windowOf(const MainWindow& window) {
    return const_cast<MainWindow*>(&window);
}
inline MainWindow* windowOf(const std::unique_ptr<MainWindow>& window) {
    return window.get();
}

// The window's only part of type T.
template <typename T, typename W> T* partOf(W&& window) {
    const QList<T*> found = windowOf(window)->template findChildren<T*>();
    if (found.size() != 1)
        qFatal("the window has %d parts of type %s", static_cast<int>(found.size()),
               T::staticMetaObject.className());
    return found.front();
}

template <typename W> QAction* actionOf(W&& window, const QString& objectName) {
    return windowOf(window)->template findChild<QAction*>(objectName);
}
template <typename W> BoardTabs* tabsOf(W&& window) {
    return partOf<BoardTabs>(window);
}
template <typename W> BoardFiles* filesOf(W&& window) {
    return windowOf(window)->files();
}
template <typename W> WindowStatus* statusOf(W&& window) {
    return partOf<WindowStatus>(window);
}
template <typename W> RecoveryCopies* recoveryOf(W&& window) {
    return windowOf(window)->recovery();
}
template <typename W> PaintSettings* paintSettingsOf(W&& window) {
    return windowOf(window)->template findChild<PaintSettings*>(QStringLiteral("paintSettings"));
}
template <typename W> LayerVisibility* visibilityOf(W&& window) {
    return windowOf(window)->template findChild<LayerVisibility*>(
        QStringLiteral("layerVisibility"));
}

} // namespace gbxx::test
