#include "io/file_names.h"

#include <QDir>

#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gbxx {
namespace {

// A byte b ≥ 0x80 that is not UTF-8 → U+EF00 + b, in U+EF80..U+EFFF of the Private Use Area (as
// MirBSD's OPTU-8): unlike lone surrogates, valid text that SQLite, JSON and UTF-8 keep as it is.
constexpr char16_t kEscapeBase = 0xEF00;

bool isEscape(char16_t c) {
    return c >= kEscapeBase + 0x80 && c <= kEscapeBase + 0xFF;
}

// The length of the valid UTF-8 sequence at `s`, or 0.
int utf8Length(const unsigned char* s, qsizetype left) {
    const unsigned char c = s[0];
    int n = 0;
    char32_t cp = 0;
    if (c < 0x80)
        return 1;
    if ((c & 0xE0) == 0xC0) {
        n = 2;
        cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        n = 3;
        cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (left < n)
        return 0;
    for (int k = 1; k < n; ++k) {
        if ((s[k] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[k] & 0x3F);
    }
    // Overlong forms, surrogates and beyond U+10FFFF; and the escapes themselves, so that a name
    // holding one reads back as its bytes, not as the byte it stands for.
    static constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kSmallest[n] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF ||
        (cp <= 0xFFFF && isEscape(static_cast<char16_t>(cp))))
        return 0;
    return n;
}

} // namespace

QString nameFromBytes(const QByteArray& bytes) {
    QString name;
    name.reserve(bytes.size());
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.constData());
    for (qsizetype i = 0; i < bytes.size();) {
        const int n = utf8Length(s + i, bytes.size() - i);
        if (n == 0) {
            name += QChar(static_cast<char16_t>(kEscapeBase + s[i]));
            ++i;
            continue;
        }
        name += QString::fromUtf8(bytes.constData() + i, n);
        i += n;
    }
    return name;
}

QByteArray bytesOfName(const QString& name) {
    QByteArray bytes;
    bytes.reserve(name.size());
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        if (isEscape(c)) {
            bytes += static_cast<char>(c - kEscapeBase);
            continue;
        }
        // A surrogate pair stays one character.
        const qsizetype n =
            QChar::isHighSurrogate(c) && i + 1 < name.size() && name.at(i + 1).isLowSurrogate() ? 2
                                                                                                : 1;
        bytes += name.mid(i, n).toUtf8();
        i += n - 1;
    }
    return bytes;
}

QString shownName(const QString& name) {
    QString shown;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        if (isEscape(c))
            shown += QStringLiteral("\\x%1").arg(c - kEscapeBase, 2, 16, QLatin1Char('0'));
        else if (c == '\n')
            shown += QLatin1String("\\n");
        else if (c == '\t')
            shown += QLatin1String("\\t");
        else if (c == '\r')
            shown += QLatin1String("\\r");
        else if (c == '\\')
            shown += QLatin1String("\\\\");
        else if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0))
            shown += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
        else
            shown += name.at(i);
    }
    return shown;
}

QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

QString fileNameOf(const QString& name) {
    return name.mid(name.lastIndexOf(QLatin1Char('/')) + 1);
}

bool fileExists(const QString& name) {
    struct stat info {};
    return ::stat(bytesOfName(name).constData(), &info) == 0;
}

std::optional<QByteArray> readFileBytes(const QString& name, qint64 limit) {
    const int fd = ::open(bytesOfName(name).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return std::nullopt;
    QByteArray bytes;
    char buffer[64 * 1024];
    bool ok = true;
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 || bytes.size() + n > limit) {
            ok = false;
            break;
        }
        if (n == 0)
            break;
        bytes.append(buffer, n);
    }
    ::close(fd);
    return ok ? std::optional<QByteArray>(bytes) : std::nullopt;
}

QString absoluteName(const QString& name) {
    if (name.startsWith(QLatin1Char('/')) || name.startsWith(QLatin1Char(':')))
        return QDir::cleanPath(name);
    char cwd[PATH_MAX];
    const QString here = ::getcwd(cwd, sizeof cwd) ? nameFromBytes(QByteArray(cwd)) : QString();
    return QDir::cleanPath(here + QLatin1Char('/') + name);
}

std::optional<QString> makeFolders(const QString& path) {
    const QByteArray native = bytesOfName(path);
    for (qsizetype end = 1; end <= native.size(); ++end) {
        if (end < native.size() && native.at(end) != '/')
            continue;
        const QByteArray part = native.left(end);
        struct stat info {};
        if (::stat(part.constData(), &info) == 0) {
            if (!S_ISDIR(info.st_mode))
                return QStringLiteral("%1: %2").arg(shownName(nameFromBytes(part)),
                                                    systemError(ENOTDIR));
            continue;
        }
        if (::mkdir(part.constData(), 0777) != 0 && errno != EEXIST)
            return QStringLiteral("%1: %2").arg(shownName(nameFromBytes(part)), systemError(errno));
    }
    return std::nullopt;
}

} // namespace gbxx
