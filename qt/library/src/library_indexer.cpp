#include "library/library_indexer.h"

#include "gbxx/layout.h"
#include "io/file_names.h"
#include "text/variant_text.h"

#include <QHash>
#include <QtConcurrent/QtConcurrentMap>

#include <dirent.h>
#include <sys/stat.h>

namespace gbxx {
namespace {

// Every file named like a board under `folder` and its subfolders, named by their bytes: a name
// that is not UTF-8 is a name like any other (file_names.h). Links to folders are not followed;
// a folder that cannot be read is passed over.
void addBoardFiles(const QByteArray& folder, std::vector<QString>& files) {
    DIR* dir = ::opendir(folder.constData());
    if (!dir)
        return;
    std::vector<QByteArray> folders;
    while (const dirent* entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name == "." || name == "..")
            continue;
        const QByteArray path = (folder.endsWith('/') ? folder : folder + '/') + name;
        struct stat info {};
        if (entry->d_type == DT_DIR ||
            (entry->d_type == DT_UNKNOWN && ::lstat(path.constData(), &info) == 0 &&
             S_ISDIR(info.st_mode))) // some file systems do not say
            folders.push_back(path);
        else if (isBoardFileName(nameFromBytes(name)) &&
                 !(entry->d_type == DT_LNK && ::stat(path.constData(), &info) == 0 &&
                   S_ISDIR(info.st_mode))) // a link to a folder is neither walked nor read
            files.push_back(nameFromBytes(path));
    }
    ::closedir(dir);
    for (const QByteArray& sub : folders)
        addBoardFiles(sub, files);
}

} // namespace

bool isBoardFileName(const QString& fileName) {
    for (const Variant v : kAllVariants)
        if (fileName.endsWith(variantExtension(v), Qt::CaseInsensitive))
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
    std::vector<QString> files;
    addBoardFiles(bytesOfName(folder.path), files);
    qint64 found = 0;
    for (const QString& path : files) {
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
