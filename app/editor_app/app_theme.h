#pragma once
// The editor's colours: the desktop's own, or Fusion with a light or a dark palette. Kept in
// QSettings and applied before the window is built.

#include <QString>

namespace gbxx {

enum class Theme { System, Light, Dark };

Theme savedTheme();
void saveTheme(Theme theme);
// Must be called once at start (it remembers the desktop's style for Theme::System).
void applyTheme(Theme theme);

} // namespace gbxx
