#pragma once
// The recent-files list, kept in AppSettings, newest first, at most ten entries.

#include "gbxx/layout.h"

#include <QStringList>

namespace gbxx {

class RecentFiles {
public:
    static constexpr int kMaximum = 10;
    QStringList files() const;
    // `layout`: the layout the file was opened or saved in (section L), remembered for the older
    // ones so that the file is read in it again.
    void add(const QString& path, const Layout& layout = defaultLayout());
    // The layout remembered for `path`; today's when none is.
    const Layout& layoutOf(const QString& path) const;
    void remove(const QString& path);
    void clear();
};

} // namespace gbxx
