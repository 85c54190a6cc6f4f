#include "server/store/data_folder_lock.h"

#include <QDir>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace gbxx::registry {

DataFolderLock::~DataFolderLock() {
    if (fd_ >= 0)
        ::close(fd_);
}

bool DataFolderLock::take(const QString& folder, QString* why) {
    const QByteArray path =
        QFile::encodeName(QDir(folder).filePath(QStringLiteral("registry.lock")));
    fd_ = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd_ < 0) {
        *why = QStringLiteral("cannot open %1: %2")
                   .arg(QFile::decodeName(path), QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
        *why = QStringLiteral("another gbxx-registry serves the data folder %1 (one server per "
                              "SQLite folder; several servers share PostgreSQL)")
                   .arg(folder);
        return false;
    }
    return true;
}

} // namespace gbxx::registry
