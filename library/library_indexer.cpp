#include "library/library_indexer.h"

#include "gbxx/layout.h"

#include <QDirIterator>
#include <QHash>
#include <QtConcurrent/QtConcurrentMap>

namespace gbxx {

bool isBoardFileName(const QString& fileName) {
    static const QLatin1String kSuffixes[] = {QLatin1String(".gb08"), QLatin1String(".gb16"),
                                              QLatin1String(".gb32"), QLatin1String(".gb64")};
    for (const QLatin1String& suffix : kSuffixes)
        if (fileName.endsWith(suffix, Qt::CaseInsensitive))
            return true;
    return false;
}

LibraryIndexer::LibraryIndexer(LibraryDatabase& database, ThumbnailMaker thumbnail)
    : database_(database)
    , thumbnail_(std::move(thumbnail)) {}

bool LibraryIndexer::index(const LibraryFolder& folder, const Progress& progress,
                           IndexSummary& summary) {
    const Layout* layout = findLayout(folder.layout.toStdString());
    if (!layout)
        layout = &defaultLayout();
    QHash<QString, FileStamp> known;
    for (const auto& [path, stamp] : database_.stampsUnder(folder.path))
        known.insert(path, stamp);

    // What is there now, and which of it the index does not know as it is.
    std::vector<QString> toRead;
    QDirIterator files(folder.path, QDir::Files | QDir::Hidden | QDir::System,
                       QDirIterator::Subdirectories);
    qint64 found = 0;
    while (files.hasNext()) {
        const QString path = files.next();
        if (!isBoardFileName(files.fileName()))
            continue;
        ++found;
        const auto it = known.find(path);
        const auto stamp = stampOf(path);
        if (it != known.end() && stamp && *it == *stamp)
            ++summary.unchanged;
        else
            toRead.push_back(path);
        if (it != known.end())
            known.erase(it);
    }

    if (!database_.begin())
        return false;
    const auto failed = [&] {
        database_.connection().rollback(); // the error stays the one that stopped us
        return false;
    };
    for (auto it = known.cbegin(); it != known.cend(); ++it) { // gone, or renamed
        if (!database_.remove(it.key()))
            return failed();
        ++summary.removed;
    }
    // Read in batches on every core; each batch is written before the next is read, so a cancel
    // keeps what was done.
    constexpr std::size_t kBatch = 256;
    IndexProgress state{summary.unchanged, found};
    for (std::size_t first = 0; first < toRead.size(); first += kBatch) {
        if (progress && !progress(state)) {
            summary.cancelled = true;
            break;
        }
        const std::vector<QString> batch(
            toRead.begin() + static_cast<std::ptrdiff_t>(first),
            toRead.begin() + static_cast<std::ptrdiff_t>(std::min(first + kBatch, toRead.size())));
        const QList<BoardRecord> records = QtConcurrent::blockingMapped<QList<BoardRecord>>(
            batch, [&](const QString& path) { return readRecord(path, *layout, thumbnail_); });
        for (const BoardRecord& record : records)
            if (!database_.put(record))
                return failed();
        summary.read += records.size();
        state.done += records.size();
        // Each batch committed: a search meanwhile (the window's) already finds it.
        if (!database_.commit() || !database_.begin())
            return failed();
    }
    if (progress && !summary.cancelled)
        progress(state);
    return database_.commit() || failed();
}

} // namespace gbxx
