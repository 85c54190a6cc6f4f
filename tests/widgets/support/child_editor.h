#pragma once
// What the crash tests share with the child editors they kill with SIGKILL (recovery_child,
// session_child): a private data and settings folder, and the unsaved edit a child makes.

#include "gbxx/codec.h"
#include "widgets/document/board_document.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <vector>

namespace gbxx::test {

// The test and its child editor keep their data and settings in `home`, never the user's.
inline void shareHomeWithChildEditor(const QTemporaryDir& home, const QString& organization) {
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(QStringLiteral("gbxx-editor"));
}

// The child's unsaved edit: every third tile's boundary painted, one undo step a tile; the bytes
// the document then holds go to `expectedPath`. False when that file cannot be written.
inline bool paintEveryThirdTileAndRecord(BoardDocument& document, const QString& expectedPath) {
    const Board& board = document.board();
    const FieldSpec& boundary = *board.field("boundary");
    for (TileIndex i = 0; i < board.tileCount(); i += 3) {
        Board scratch = board;
        const std::vector<TileIndex> one{i};
        document.pushEdit(QStringLiteral("Paint"), scratch.setField(boundary, i % 4, one));
    }
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    QFile expected(expectedPath);
    if (!expected.open(QIODevice::WriteOnly))
        return false;
    const auto size = static_cast<qint64>(bytes.size());
    return expected.write(reinterpret_cast<const char*>(bytes.data()), size) == size &&
           expected.flush();
}

} // namespace gbxx::test
