#include "library/database_file.h"

#include "io/file_names.h"

#include <QDateTime>
#include <QFileInfo>

#include <cctype>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace gbxx {

QString sqliteUri(const QString& path, const char* parameters) {
    if (path == QLatin1String(":memory:")) // the tests' library of their own
        return path;
    QString uri = QStringLiteral("file:");
    for (const char byte : bytesOfName(path)) {
        const auto c = static_cast<unsigned char>(byte);
        if (std::isalnum(c) || std::strchr("/-._~", c))
            uri += QLatin1Char(static_cast<char>(c));
        else
            uri += QStringLiteral("%%1").arg(c, 2, 16, QLatin1Char('0'));
    }
    return uri + QLatin1String(parameters);
}

std::pair<dev_t, ino_t> identityOf(const QString& path) {
    struct stat info {};
    if (::stat(bytesOfName(path).constData(), &info) != 0)
        return {0, 0};
    return {info.st_dev, info.st_ino};
}

namespace {

bool writable(const QString& path) {
    return ::access(bytesOfName(path).constData(), W_OK) == 0;
}

} // namespace

// access(2) answers for this process (root included) and says EROFS on a read-only mount.
bool cannotBeWritten(const QString& path) {
    if (!fileExists(path))
        return false; // to be made, where it can be
    return !writable(path) || !writable(QFileInfo(path).absolutePath());
}

QString asideName(const QString& path) {
    const QString base =
        QStringLiteral("%1.broken-%2")
            .arg(path, QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString aside = base;
    for (int n = 2; fileExists(aside) || fileExists(aside + QStringLiteral("-wal")); ++n)
        aside = QStringLiteral("%1-%2").arg(base).arg(n);
    return aside;
}

} // namespace gbxx
