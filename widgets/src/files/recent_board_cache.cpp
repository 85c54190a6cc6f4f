#include "widgets/files/recent_board_cache.h"

#include "io/board_file.h"
#include "render/board_thumbnail.h"
#include "text/board_outline_text.h"
#include "text/qt_text.h"

#include <QFileInfo>

namespace gbxx {

RecentBoard RecentBoardCache::describe(const QString& path, const Layout& layout) {
    const QFileInfo info(path);
    if (!info.exists()) {
        entries_.remove(path);
        return {path, QObject::tr("missing: the file is no longer there"), {}, false};
    }
    const auto found = entries_.constFind(path);
    if (found != entries_.constEnd() && found->modified == info.lastModified() &&
        found->size == info.size() && found->layout == &layout)
        return found->board;
    Entry entry{info.lastModified(), info.size(), &layout, {path, {}, {}, true}};
    const LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        entry.board.detail = loaded.error;
        entry.board.available = false;
    } else {
        const Board& board = *loaded.board;
        // The library's and the registry's line for a board, so the start page agrees with them.
        QString detail = outlineText(outlineOf(board));
        const QString title = qs(board.footer().text(footerField("title")));
        if (!layout.isDefault())
            detail += QObject::tr(" · layout %1").arg(qs(layout.name));
        if (!title.isEmpty())
            detail += QStringLiteral(" · ") + title;
        entry.board.detail = detail;
        entry.board.thumbnail = boardThumbnail(board, StartPage::kThumbnailSide);
    }
    entries_.insert(path, entry);
    return entry.board;
}

} // namespace gbxx
