#include "cli_full/editor_registry.h"

#include <QSettings>

namespace gbxx::cli {

QString editorRegistryAddress() {
    // The editor's organisation and application (app/editor_app/src/main.cpp) and its key
    // (AppSettings::registryAddress, widgets/src/settings/app_settings.cpp): `gbxx` has names of
    // its own, so the file is named here.
    const QSettings editor(QStringLiteral("GameBoardXX"), QStringLiteral("gbxx-editor"));
    return editor.value(QStringLiteral("registry/address")).toString();
}

} // namespace gbxx::cli
