#pragma once
// The recent-files list, kept in QSettings, newest first, at most ten entries.

#include <QStringList>

namespace gbxx {

class RecentFiles {
public:
    static constexpr int kMaximum = 10;
    QStringList files() const;
    // `layout`: the layout the file was opened or saved in (section L); files in today's layout
    // are listed without one.
    void add(const QString& path, const QString& layout = {});
    QString layoutOf(const QString& path) const;
    void remove(const QString& path);
    void clear();
};

} // namespace gbxx
