#pragma once
// Boards as the web pages show them: the view of a list of search results or of an account's
// boards (each with its thumbnail, title, author, size, variant and shape) for the board_list and
// paging templates, and the short texts of those facts that the board's own page uses too.

#include "server/store/board_store.h"

#include <QList>
#include <QString>

#include <mstch/mstch.hpp>

namespace gbxx::registry {

// anyBoards and boards for board_list (nothing shown for none: the page says why there are none),
// and paging for paging: "First page" unless `firstHref` is empty (this is the first), "Next"
// unless `nextHref` is empty (this is the last); no paging for neither.
mstch::map boardListView(const QList<BoardSummary>& boards, const QString& firstHref,
                         const QString& nextHref);

// Plain texts: "Untitled board" for an empty title, "12 × 9", "GB16", "hex" or "square", all
// four facts as the lists' line "12 × 9 · GB16 · square · wraps" (the core's words), the
// board's file name "CODE.gb16".
QString titleText(const BoardSummary& board);
QString sizeText(const BoardSummary& board);
QString variantText(const BoardSummary& board);
QString shapeText(const BoardSummary& board);
QString factsText(const BoardSummary& board);
QString fileNameText(const BoardSummary& board);
// The author, or nothing for one that is blank (the pages say "No author given").
QString authorText(const BoardSummary& board);

// Where the pages link to: "/b/CODE", the thumbnail, the latest bytes, one revision's bytes.
QString boardHref(const QString& code);
QString thumbnailHref(const QString& code);
QString downloadHref(const QString& code, int revision = 0);

} // namespace gbxx::registry
