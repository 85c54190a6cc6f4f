#pragma once
// The one place the command line reads the editor's settings: the registry address chosen in the
// editor's Preferences ▸ Registry, which `gbxx --registry` documents as its fallback. `gbxx` links
// no widgets, so it cannot ask AppSettings; it reads the same file and key instead.

#include <QString>

namespace gbxx::cli {

// The editor's saved registry address; empty when none was chosen.
QString editorRegistryAddress();

} // namespace gbxx::cli
