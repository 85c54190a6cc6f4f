#include "widgets/files/recent_files.h"

#include "widgets/settings/app_settings.h"
#include "io/file_names.h"

namespace gbxx {

QStringList RecentFiles::files() const {
    return AppSettings::recentFiles();
}

void RecentFiles::add(const QString& path, const Layout& layout) {
    QStringList list = files();
    const QString absolute = absoluteName(path);
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaximum)
        list.removeLast();
    QVariantMap layouts = AppSettings::recentFileLayouts(); // older layouts only
    if (layout.isDefault())
        layouts.remove(absolute);
    else
        layouts.insert(absolute,
                       QString::fromLatin1(layout.name.data(), qsizetype(layout.name.size())));
    for (auto it = layouts.begin(); it != layouts.end();) // forget the ones no longer listed
        it = list.contains(it.key()) ? std::next(it) : layouts.erase(it);
    AppSettings::setRecentFiles(list, layouts);
}

const Layout& RecentFiles::layoutOf(const QString& path) const {
    const QString name = AppSettings::recentFileLayouts().value(path).toString();
    const Layout* layout = findLayout(name.toStdString());
    return layout ? *layout : defaultLayout();
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    list.removeAll(path);
    QVariantMap layouts = AppSettings::recentFileLayouts();
    layouts.remove(path);
    AppSettings::setRecentFiles(list, layouts);
}

void RecentFiles::clear() {
    AppSettings::forgetRecentFiles();
}

} // namespace gbxx
