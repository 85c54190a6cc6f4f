#pragma once
// Brings the index up to date with a folder: every file under it (recursively) whose name ends in
// .gb08, .gb16, .gb32 or .gb64 (any case). Only files whose size or modification time changed are
// read again; files gone from the folder leave the index. Files are read on every core, a few
// hundred at a time, each batch written to the database in a transaction of its own.

#include "library/library_database.h"

#include <functional>

namespace gbxx {

struct IndexProgress {
    qint64 done = 0;  // files looked at
    qint64 total = 0; // files found
};

struct IndexSummary {
    qint64 read = 0;      // new or changed files read
    qint64 unchanged = 0; // files the index already knew as they are
    qint64 removed = 0;   // files gone from the folder
    bool cancelled = false;
};

// Whether `fileName` is named like a board file.
bool isBoardFileName(const QString& fileName);

class LibraryIndexer {
public:
    // `progress` is called now and then; returning false cancels (what was read so far is kept).
    using Progress = std::function<bool(const IndexProgress&)>;

    LibraryIndexer(LibraryDatabase& database, ThumbnailMaker thumbnail);

    // Indexes `folder` (an absolute, clean path); false with database.error() when the database
    // failed.
    bool index(const LibraryFolder& folder, const Progress& progress, IndexSummary& summary);

private:
    LibraryDatabase& database_;
    ThumbnailMaker thumbnail_;
};

} // namespace gbxx
