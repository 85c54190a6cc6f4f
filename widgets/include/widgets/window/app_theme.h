#pragma once
// The editor's colours: the desktop's own, or Fusion with a light or a dark palette. Kept in
// AppSettings and applied before the window is built.

#include "widgets/settings/app_settings.h"

namespace gbxx {

// Must be called once at start (it remembers the desktop's style for Theme::System).
void applyTheme(Theme theme);

} // namespace gbxx
