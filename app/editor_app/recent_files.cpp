#include "editor_app/recent_files.h"

#include "io/file_names.h"

#include <QSettings>

namespace gbxx {
namespace {
const QString kRecentFilesKey = QStringLiteral("recentFiles");
const QString kLayouts = QStringLiteral("recentFileLayouts"); // path → layout, older layouts only
} // namespace

QStringList RecentFiles::files() const {
    return QSettings().value(kRecentFilesKey).toStringList();
}

void RecentFiles::add(const QString& path, const Layout& layout) {
    QStringList list = files();
    const QString absolute = absoluteName(path);
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaximum)
        list.removeLast();
    QSettings settings;
    settings.setValue(kRecentFilesKey, list);
    QVariantMap layouts = settings.value(kLayouts).toMap();
    if (layout.isDefault())
        layouts.remove(absolute);
    else
        layouts.insert(absolute,
                       QString::fromLatin1(layout.name.data(), qsizetype(layout.name.size())));
    for (auto it = layouts.begin(); it != layouts.end();) // forget the ones no longer listed
        it = list.contains(it.key()) ? std::next(it) : layouts.erase(it);
    settings.setValue(kLayouts, layouts);
}

const Layout& RecentFiles::layoutOf(const QString& path) const {
    const QString name = QSettings().value(kLayouts).toMap().value(path).toString();
    const Layout* layout = findLayout(name.toStdString());
    return layout ? *layout : defaultLayout();
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    list.removeAll(path);
    QSettings settings;
    settings.setValue(kRecentFilesKey, list);
    QVariantMap layouts = settings.value(kLayouts).toMap();
    if (layouts.remove(path) > 0)
        settings.setValue(kLayouts, layouts);
}

void RecentFiles::clear() {
    QSettings().remove(kLayouts);
    QSettings().remove(kRecentFilesKey);
}

} // namespace gbxx
