#include "io/board_file.h"

#include "io/safe_write.h"

#include "text/core_texts.h"
#include "io/file_names.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

namespace gbxx {
namespace {

struct BoardFile {
    Q_DECLARE_TR_FUNCTIONS(gbxx::BoardFile)
};

} // namespace

QStringList layoutNames() {
    QStringList names;
    for (const Layout* layout : allLayouts())
        names << QString::fromLatin1(layout->name.data(), qsizetype(layout->name.size()));
    return names;
}

namespace {

// Reads from `fd` until end of file or `limit` bytes.
std::optional<int> readUpTo(int fd, qint64 limit, QByteArray& bytes) {
    bytes.resize(static_cast<qsizetype>(std::min<qint64>(limit, 64 * 1024)));
    qint64 got = 0;
    while (got < limit) {
        if (got == bytes.size())
            bytes.resize(static_cast<qsizetype>(std::min<qint64>(limit, 2 * got)));
        const ssize_t n =
            ::read(fd, bytes.data() + got, static_cast<std::size_t>(bytes.size() - got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            break;
        got += n;
    }
    bytes.resize(static_cast<qsizetype>(got));
    return std::nullopt;
}

std::span<const std::uint8_t> spanOf(const QByteArray& bytes) {
    return {reinterpret_cast<const std::uint8_t*>(bytes.constData()),
            static_cast<std::size_t>(bytes.size())};
}

LoadedBoard decode(const QString& shown, const QByteArray& bytes, const Layout& layout) {
    LoadedBoard result;
    ReadResult read = readBoard(spanOf(bytes), layout);
    if (!read)
        result.error = QStringLiteral("%1: %2").arg(shown, translated(read.error.said));
    else
        result.board = std::move(read.board);
    result.fileSize = bytes.size();
    result.bytes = bytes;
    return result;
}

// A board built into the program (":/samples/…").
LoadedBoard loadResource(const QString& path, const Layout& layout) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadedBoard result;
        result.error = BoardFile::tr("%1: no such file").arg(path);
        return result;
    }
    return decode(path, file.read(static_cast<qint64>(kMaxFileSize) + 1), layout);
}

// A stream (standard input, a pipe, a FIFO, a character device): its size is what it holds, read
// up to the largest board and one byte more, never what stat says.
LoadedBoard loadStream(const QString& shown, int fd, const Layout& layout) {
    LoadedBoard result;
    QByteArray bytes;
    if (const auto error = readUpTo(fd, static_cast<qint64>(kMaxFileSize) + 1, bytes)) {
        result.error = BoardFile::tr("cannot read %1: %2").arg(shown, systemError(*error));
        return result;
    }
    if (bytes.size() > static_cast<qsizetype>(kMaxFileSize)) {
        const auto error =
            checkFileStart(spanOf(bytes.left(kHeaderBytes)),
                           static_cast<std::uint64_t>(bytes.size()), SizeKnown::AtLeast);
        result.error = QStringLiteral("%1: %2").arg(shown, error ? translated(error->said)
                                                                 : BoardFile::tr("too large"));
        return result;
    }
    return decode(shown, bytes, layout);
}

} // namespace

LoadedBoard loadBoard(const QString& path, const Layout& layout) {
    if (path.startsWith(QLatin1String(":/")))
        return loadResource(path, layout);
    if (isStandardStream(path))
        return loadStream(BoardFile::tr("standard input"), STDIN_FILENO, layout);
    LoadedBoard result;
    const QString shown = shownName(path);
    const int fd = ::open(bytesOfName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        result.error = errno == ENOENT
                           ? BoardFile::tr("%1: no such file").arg(shown)
                           : BoardFile::tr("cannot open %1: %2").arg(shown, systemError(errno));
        return result;
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        result.error = BoardFile::tr("cannot read %1: %2").arg(shown, systemError(errno));
        return result;
    }
    if (S_ISDIR(info.st_mode)) {
        result.error = BoardFile::tr("%1 is a folder, not a board file").arg(shown);
        return result;
    }
    if (S_ISBLK(info.st_mode)) {
        result.error = BoardFile::tr("%1 is a block device, not a board file").arg(shown);
        return result;
    }
    if (!S_ISREG(info.st_mode))
        return loadStream(shown, fd, layout);
    // A file larger than the largest board is judged from its header alone (S3), never loaded.
    if (info.st_size > static_cast<off_t>(kMaxFileSize)) {
        QByteArray header;
        if (const auto error = readUpTo(fd, kHeaderBytes, header)) {
            result.error = BoardFile::tr("cannot read %1: %2").arg(shown, systemError(*error));
            return result;
        }
        const auto error = checkFileStart(spanOf(header), static_cast<std::uint64_t>(info.st_size));
        result.error = QStringLiteral("%1: %2").arg(shown, error ? translated(error->said)
                                                                 : BoardFile::tr("too large"));
        return result;
    }
    return loadStream(shown, fd, layout); // what it holds now, should it have changed since stat
}

std::optional<QString> saveBoard(const QString& path, const Board& board) {
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return writeFileSafely(path, QByteArray(reinterpret_cast<const char*>(bytes.data()),
                                            static_cast<qsizetype>(bytes.size())));
}

} // namespace gbxx
