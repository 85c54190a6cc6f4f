#include "io/safe_write.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace gbxx {
namespace {

QString cannotWrite(const QString& path, const QString& reason) {
    return QCoreApplication::translate("gbxx::SafeWrite", "cannot write %1: %2").arg(path, reason);
}

} // namespace

std::optional<QString> writeFileSafely(const QString& path, const QByteArray& bytes) {
    return writeFileSafely(path, [&bytes](QIODevice& device) -> std::optional<QString> {
        if (device.write(bytes) != bytes.size())
            return device.errorString();
        return std::nullopt;
    });
}

std::optional<QString>
writeFileSafely(const QString& path,
                const std::function<std::optional<QString>(QIODevice& device)>& write) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    if (const auto failure = write(file)) {
        file.cancelWriting();
        return cannotWrite(path, *failure);
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return std::nullopt;
}

} // namespace gbxx
