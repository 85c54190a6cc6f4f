#include "io/companion_file.h"

#include "io/file_names.h"

#include <QDir>
#include <QFileInfo>

#include <sys/stat.h>

namespace gbxx {
namespace {

// Through the name's own bytes (file_names.h): a name that is not UTF-8 is found too.
bool isFile(const QString& name) {
    struct stat status {};
    return ::stat(bytesOfName(name).constData(), &status) == 0 && S_ISREG(status.st_mode);
}

} // namespace

QString findCompanionFile(const QString& boardPath, const QString& ownSuffix,
                          const QString& sharedName) {
    const QFileInfo board(boardPath);
    const QString own =
        board.absolutePath() + QLatin1Char('/') + board.completeBaseName() + ownSuffix;
    if (isFile(own))
        return own;
    for (QDir dir = board.absoluteDir();;) {
        const QString shared = dir.filePath(sharedName);
        if (isFile(shared))
            return shared;
        if (!dir.cdUp())
            return {};
    }
}

} // namespace gbxx
