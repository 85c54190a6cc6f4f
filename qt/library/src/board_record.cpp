#include "library/board_record.h"

#include "gbxx/board_facts.h"
#include "io/board_file.h"
#include "io/file_names.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>

namespace gbxx {
namespace {

FileStamp stampFrom(const struct stat& info) {
    return {static_cast<qint64>(info.st_size),
            static_cast<qint64>(info.st_mtim.tv_sec) * 1000 +
                static_cast<qint64>(info.st_mtim.tv_nsec) / 1000000};
}

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString footerText(const Board& board, std::string_view key) {
    return QString::fromStdString(board.footer().text(footerField(key)));
}

} // namespace

QString BoardRecord::fileName() const {
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

std::optional<FileStamp> stampOf(const QString& path) {
    struct stat info {};
    const QByteArray name = bytesOfName(path);
    // A dangling link has the link's own stamp: seen unchanged, it is not read again each time.
    if (::stat(name.constData(), &info) != 0 && ::lstat(name.constData(), &info) != 0)
        return std::nullopt;
    return stampFrom(info);
}

BoardRecord readRecord(const QString& path, const Layout& layout, const ThumbnailMaker& thumbnail) {
    BoardRecord record;
    record.path = path;
    struct stat info {};
    const QByteArray name = bytesOfName(path);
    if (::stat(name.constData(), &info) != 0) {
        record.unreadable = QString::fromLocal8Bit(std::strerror(errno));
        if (::lstat(name.constData(), &info) == 0) { // a dangling link: stamped as stampOf does
            const FileStamp stamp = stampFrom(info);
            record.size = stamp.size;
            record.modified = stamp.modified;
        }
        return record;
    }
    const FileStamp stamp = stampFrom(info);
    record.size = stamp.size;
    record.modified = stamp.modified;
    // Only regular files are read: a FIFO named like a board would block the index for ever.
    if (!S_ISREG(info.st_mode)) {
        record.unreadable = QStringLiteral("not a regular file");
        return record;
    }
    LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.bytes.isEmpty() || loaded.board)
        record.sha256 = QString::fromLatin1(
            QCryptographicHash::hash(loaded.bytes, QCryptographicHash::Sha256).toHex());
    if (!loaded.board) {
        // The reason without the file's name, which the record holds already.
        QString reason = loaded.error;
        const QString shown = shownName(path);
        if (reason.startsWith(shown + QStringLiteral(": ")))
            reason = reason.mid(shown.size() + 2);
        record.unreadable = reason.isEmpty() ? QStringLiteral("unreadable") : reason;
        return record;
    }
    const Board& board = *loaded.board;
    record.variant = static_cast<int>(bitsOf(board.variant()));
    record.layout = qs(board.layout().name);
    record.width = board.width();
    record.length = board.length();
    record.hex = static_cast<int>(board.header(keys::hex));
    // Older layouts keep the two seams apart (L1): joined as today's wrap (1 width, 2 length).
    record.wrap = static_cast<int>(board.header(keys::wrap) | board.header(keys::wrapWidth) |
                                   (board.header(keys::wrapLength) << 1));
    QJsonObject header;
    for (const FieldSpec& field : board.layout().header)
        header.insert(qs(field.key), static_cast<qint64>(board.header(field)));
    record.header = QString::fromUtf8(QJsonDocument(header).toJson(QJsonDocument::Compact));
    record.title = footerText(board, "title");
    record.author = footerText(board, "author");
    record.editorId = footerText(board, "editorId");
    record.boardCode = footerText(board, "boardCode");
    record.version = static_cast<int>(board.footer().number(footerField("version")));
    const BoardFacts facts = factsOf(board, bytesOfName(record.fileName()).toStdString());
    QJsonObject use;
    for (const FieldUse& field : facts.fieldUse)
        use.insert(QString::fromStdString(field.key), static_cast<qint64>(field.tiles));
    record.fieldUse = QString::fromUtf8(QJsonDocument(use).toJson(QJsonDocument::Compact));
    record.specWarnings = static_cast<int>(facts.specWarnings);
    record.designWarnings = static_cast<int>(facts.designWarnings);
    QStringList players;
    for (const int player : facts.homePlayers)
        players << QString::number(player);
    record.homePlayers = players.join(QLatin1Char(','));
    if (thumbnail)
        record.thumbnail = thumbnail(board);
    return record;
}

} // namespace gbxx
