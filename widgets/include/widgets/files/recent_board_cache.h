#pragma once
// Thumbnails and one-line descriptions of recent boards, read from disk once and kept until the
// file changes (size or modification time), so the start page and the Open Recent menu cost little.

#include "widgets/start/start_page.h"

#include <QDateTime>
#include <QHash>

namespace gbxx {
struct Layout;
}

namespace gbxx {

class RecentBoardCache {
public:
    RecentBoard describe(const QString& path, const Layout& layout);

private:
    struct Entry {
        QDateTime modified;
        qint64 size = -1;
        const Layout* layout = nullptr;
        RecentBoard board;
    };
    QHash<QString, Entry> entries_;
};

} // namespace gbxx
