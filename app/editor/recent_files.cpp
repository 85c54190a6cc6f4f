#include "editor/recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace gbxx {
namespace {
const QString kKey = QStringLiteral("recentFiles");
}

QStringList RecentFiles::files() const {
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QString& path) {
    QStringList list = files();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaximum)
        list.removeLast();
    QSettings().setValue(kKey, list);
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    list.removeAll(path);
    QSettings().setValue(kKey, list);
}

void RecentFiles::clear() {
    QSettings().remove(kKey);
}

} // namespace gbxx
