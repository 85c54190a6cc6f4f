#pragma once
// The editor's icons: drawings of its own (resources/icons/actions, one colour, "currentColor")
// tinted with the application palette's text colours, so that they read in light and dark
// themes alike, and highlighted text when checked so that the active tool stands out. While the
// editor follows the desktop's colours, the desktop theme's freedesktop icon is used where it has
// one.

#include <QIcon>
#include <QString>

class QWidget;

namespace gbxx {

// `name`: the bundled drawing (":/icons/actions/NAME.svg"); `freedesktopName`: the icon theme's
// name for the same thing, if there is one.
QIcon themedIcon(const QString& name, const QString& freedesktopName = {});

// Whether the desktop's icon theme may be used (the editor follows the desktop's colours).
void setDesktopIconsAllowed(bool allowed);

} // namespace gbxx
