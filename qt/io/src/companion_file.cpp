#include "io/companion_file.h"

#include <QDir>
#include <QFileInfo>

namespace gbxx {

QString findCompanionFile(const QString& boardPath, const QString& ownSuffix,
                          const QString& sharedName) {
    const QFileInfo board(boardPath);
    const QString own = board.absolutePath() + QLatin1Char('/') + board.completeBaseName() +
                        ownSuffix;
    if (QFileInfo(own).isFile())
        return own;
    for (QDir dir = board.absoluteDir();;) {
        const QString shared = dir.filePath(sharedName);
        if (QFileInfo(shared).isFile())
            return shared;
        if (!dir.cdUp())
            return {};
    }
}

} // namespace gbxx
