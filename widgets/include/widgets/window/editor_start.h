#pragma once
// What a new editor window opens at start, as main() does it: the file named on the command line
// (in `layout`), else the last session when Preferences ▸ General says so; then the recovery
// copies of boards the session did not bring back are offered.

#include <QStringList>

namespace gbxx {

struct Layout;
class MainWindow;

void openAtStart(MainWindow& window, const QStringList& files, const Layout& layout);

} // namespace gbxx
