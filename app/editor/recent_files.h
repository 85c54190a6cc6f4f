#pragma once
// The recent-files list, kept in QSettings, newest first, at most ten entries.

#include <QStringList>

namespace gbxx {

class RecentFiles {
public:
    static constexpr int kMaximum = 10;
    QStringList files() const;
    void add(const QString& path);
    void remove(const QString& path);
    void clear();
};

} // namespace gbxx
