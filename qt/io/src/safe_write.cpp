#include "io/safe_write.h"

#include "io/file_names.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QRandomGenerator>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>

namespace gbxx {
namespace {

struct SafeWrite {
    Q_DECLARE_TR_FUNCTIONS(gbxx::SafeWrite)
};

QString cannotWrite(const QString& path, const QString& reason) {
    return SafeWrite::tr("cannot write %1: %2").arg(shownName(path), reason);
}

// Writes all of `bytes` to `fd`, however many calls it takes; errno is set on failure.
bool writeAll(int fd, const QByteArray& bytes) {
    const char* p = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, static_cast<std::size_t>(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (n == 0) { // a device that takes no more
            errno = ENOSPC;
            return false;
        }
        p += n;
        left -= n;
    }
    return true;
}

// A device, a FIFO or standard output: there is nothing to rename over, so the bytes go in place
// (renaming a file over /dev/null would replace the device).
std::optional<QString> writeInPlace(const QString& path, int fd, const QByteArray& bytes) {
    if (!writeAll(fd, bytes))
        return cannotWrite(path, systemError(errno));
    // Devices and pipes cannot be synced (EINVAL); anything else is a failure.
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return cannotWrite(path, systemError(errno));
    return std::nullopt;
}

// The file a name finally refers to: symbolic links are followed, so that a link stays a link,
// and a dangling one leads to the file it names, which is then made.
QByteArray finalTarget(const QByteArray& native) {
    QByteArray name = native;
    // As many links as the system follows; beyond that stat() below says "Too many levels".
    for (int hop = 0; hop < 40; ++hop) {
        struct stat link {};
        if (::lstat(name.constData(), &link) != 0 || !S_ISLNK(link.st_mode))
            return name;
        char to[PATH_MAX];
        const ssize_t n = ::readlink(name.constData(), to, sizeof to);
        if (n <= 0 || n == static_cast<ssize_t>(sizeof to))
            return name;
        // A relative link is relative to the folder holding it.
        const qsizetype slash = name.lastIndexOf('/');
        name =
            (to[0] == '/' || slash < 0 ? QByteArray() : name.left(slash + 1)) + QByteArray(to, n);
    }
    return name;
}

// The replaced file's owner, group and permissions on its replacement. Root keeps them all; anyone
// else keeps what the system lets them (the group, when they belong to it): their file is
// written all the same, as by any editor.
std::optional<int> keepOwnership(int fd, const struct stat& existing) {
    if (::fchown(fd, existing.st_uid, existing.st_gid) != 0 &&
        ::fchown(fd, static_cast<uid_t>(-1), existing.st_gid) != 0 && errno != EPERM)
        return errno;
    // After fchown, which clears the set-user-ID and set-group-ID bits.
    if (::fchmod(fd, existing.st_mode & 07777) != 0)
        return errno;
    return std::nullopt;
}

std::optional<QString> replaceFile(const QString& path, const QByteArray& target,
                                   const QByteArray& bytes, const struct stat* existing) {
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray folder =
        slash < 0 ? QByteArray(".") : target.left(std::max<qsizetype>(1, slash));
    const QByteArray base = slash < 0 ? target : target.mid(slash + 1);
    // A new name beside the target, created exclusively; 0666 less the umask, as for any new file.
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temporary = folder + "/." + base + '.' +
                    QByteArray::number(QRandomGenerator::global()->generate(), 36) + ".tmp";
        fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            return cannotWrite(path, systemError(errno));
    }
    if (fd < 0)
        return cannotWrite(path, systemError(EEXIST));
    const auto fail = [&](int error) {
        ::close(fd);
        ::unlink(temporary.constData());
        return cannotWrite(path, systemError(error));
    };
    if (existing)
        if (const auto error = keepOwnership(fd, *existing))
            return fail(*error);
    if (!writeAll(fd, bytes))
        return fail(errno);
    if (::fsync(fd) != 0)
        return fail(errno);
    struct stat written {};
    if (::fstat(fd, &written) != 0)
        return fail(errno);
    if (written.st_size != bytes.size())
        return fail(EIO);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporary.constData());
        return cannotWrite(path, systemError(error));
    }
    if (::rename(temporary.constData(), target.constData()) != 0) {
        const int error = errno;
        ::unlink(temporary.constData());
        return cannotWrite(path, systemError(error));
    }
    // The new name itself on disk; a folder that cannot be synced loses nothing already written.
    const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return std::nullopt;
}

} // namespace

QString standardOutputFailure(int error) {
    return SafeWrite::tr("write error: %1").arg(systemError(error));
}

std::optional<QString> writeFileSafely(const QString& path, const QByteArray& bytes) {
    if (isStandardStream(path)) {
        // After whatever the program printed before it, in order (that text's own failure is
        // reported by whoever printed it).
        std::fflush(stdout);
        if (!writeAll(STDOUT_FILENO, bytes))
            return standardOutputFailure(errno);
        return std::nullopt;
    }
    if (path.isEmpty())
        return cannotWrite(path, SafeWrite::tr("no file name"));
    const QByteArray target = finalTarget(bytesOfName(path));
    struct stat existing {};
    if (::stat(target.constData(), &existing) != 0) {
        if (errno != ENOENT)
            return cannotWrite(path, systemError(errno));
        return replaceFile(path, target, bytes, nullptr);
    }
    if (S_ISDIR(existing.st_mode))
        return cannotWrite(path, SafeWrite::tr("it is a folder"));
    if (S_ISREG(existing.st_mode))
        return replaceFile(path, target, bytes, &existing);
    const int fd = ::open(target.constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return cannotWrite(path, systemError(errno));
    auto failure = writeInPlace(path, fd, bytes);
    if (::close(fd) != 0 && !failure)
        failure = cannotWrite(path, systemError(errno));
    return failure;
}

std::optional<QString>
writeFileSafely(const QString& path,
                const std::function<std::optional<QString>(QIODevice& device)>& write) {
    // Made in memory first: a failing disk then cannot leave a half-made picture or stall it.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (const auto failure = write(buffer))
        return cannotWrite(path, *failure);
    buffer.close();
    return writeFileSafely(path, bytes);
}

} // namespace gbxx
