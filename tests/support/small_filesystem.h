#pragma once
// A small tmpfs for "disk full" tests (64 KB unless told), filled to leave a chosen number of bytes
// free, and read-only bind mounts. Mounting needs root (CI and the README commands run as root), so
// callers skip when it is not there. Unmounted when it goes out of scope.

#include <QByteArray>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace gbxx::test {

class SmallFilesystem {
public:
    explicit SmallFilesystem(int kilobytes = 64)
        : mounted_(
              QProcess::execute(QStringLiteral("mount"),
                                {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                 QStringLiteral("-o"), QStringLiteral("size=%1k").arg(kilobytes),
                                 QStringLiteral("tmpfs"), dir_.path()}) == 0) {}
    ~SmallFilesystem() {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {dir_.path()});
    }
    bool isMounted() const { return mounted_; }
    QString path() const { return dir_.path(); }
    QString filePath(const QString& name) const { return dir_.filePath(name); }

    // From now on nothing can be written there (what is there stays readable).
    bool makeReadOnly() {
        return QProcess::execute(
                   QStringLiteral("mount"),
                   {QStringLiteral("-o"), QStringLiteral("remount,ro"), dir_.path()}) == 0;
    }

    qint64 freeBytes() const {
        struct statvfs info {};
        if (::statvfs(dir_.path().toLocal8Bit().constData(), &info) != 0)
            return -1;
        return static_cast<qint64>(info.f_bavail) * static_cast<qint64>(info.f_bsize);
    }
    // Fills the filesystem with a file of zeros until `bytes` are left (tmpfs counts whole pages).
    bool leaveFree(qint64 bytes) {
        const int fd = ::open(filePath(QStringLiteral("filler")).toLocal8Bit().constData(),
                              O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0)
            return false;
        const QByteArray page(4096, '\0');
        bool ok = true;
        while (ok && freeBytes() > bytes) {
            const qint64 step = std::min<qint64>(page.size(), freeBytes() - bytes);
            ok = ::write(fd, page.constData(), static_cast<std::size_t>(step)) == step;
        }
        ::close(fd);
        return freeBytes() <= bytes;
    }

private:
    QTemporaryDir dir_;
    bool mounted_;
};

} // namespace gbxx::test
