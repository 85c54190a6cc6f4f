#include "io/board_file.h"

#include "io/safe_write.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

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

LoadedBoard loadBoard(const QString& path, const Layout& layout) {
    LoadedBoard result;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error = BoardFile::tr("%1: no such file").arg(path);
        return result;
    }
    if (info.isDir()) {
        result.error = BoardFile::tr("%1 is a folder, not a board file").arg(path);
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = BoardFile::tr("cannot open %1: %2").arg(path, file.errorString());
        return result;
    }
    const qint64 size = file.size();
    // A file larger than the largest board is judged from its header alone (S3), never loaded.
    const qint64 toRead =
        size > static_cast<qint64>(kMaxFileSize) ? static_cast<qint64>(kHeaderBytes) : size;
    const QByteArray bytes = file.read(toRead);
    if (bytes.size() != toRead) {
        result.error = BoardFile::tr("cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    const std::span<const std::uint8_t> view(
        reinterpret_cast<const std::uint8_t*>(bytes.constData()),
        static_cast<std::size_t>(bytes.size()));
    if (toRead != size) {
        const auto error = checkFileStart(view, static_cast<std::uint64_t>(size));
        result.error = QStringLiteral("%1: %2").arg(
            path, QString::fromStdString(error ? error->message : std::string("too large")));
        return result;
    }
    ReadResult read = readBoard(view, layout);
    if (!read) {
        result.error =
            QStringLiteral("%1: %2").arg(path, QString::fromStdString(read.error.message));
        return result;
    }
    result.board = std::move(read.board);
    return result;
}

std::optional<QString> saveBoard(const QString& path, const Board& board) {
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return writeFileSafely(path, QByteArray(reinterpret_cast<const char*>(bytes.data()),
                                            static_cast<qsizetype>(bytes.size())));
}

} // namespace gbxx
