#include "support/library_tree.h"

#include "gbxx/board.h"
#include "gbxx/codec.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>

namespace gbxx::test {
namespace {

struct Spec {
    const char* name;
    const char* relative;
    Variant variant;
    int width, length;
    bool hex;
    int wrap;
    const char* title;
    const char* author;
    const char* code;
    int salt; // makes boards with equal texts differ in bytes
};

// Titles and authors in UTF-8 here; the files hold them in Latin-1 (F2).
const Spec kBoards[] = {
    {"ring", "alpha/ring.gb64", Variant::GB64, 10, 8, true, 1, "Ring of Isles", "Élodie Durand",
     "RING1", 0},
    {"forest", "alpha/deep/er/forest.gb32", Variant::GB32, 20, 20, false, 0, "Forest Path", "Bob",
     "FOR01", 1},
    {"forestV2", "beta/forest-v2.gb32", Variant::GB32, 20, 21, false, 0, "Forest Path", "bob",
     "FOR01", 2},
    {"tiny", "beta/tiny.Gb08", Variant::GB08, 1, 1, false, 0, "", "", "", 3},
    {"chateau", "beta/plain.gb16", Variant::GB16, 32, 32, true, 2, "Château %1", "Zoë", "CH%2X", 4},
    {"empty", "gamma/empty.gb08", Variant::GB08, 3, 2, false, 0, "", "", "", 5},
    {"inside", "folder.gb64/inside.gb08", Variant::GB08, 4, 4, false, 3, "Inside", "Ann", "INS01",
     6},
};

QByteArray boardBytes(const Spec& spec) {
    Board board(spec.variant, spec.width, spec.length);
    board.setHeader(*board.layout().headerField("hex"), spec.hex ? 1 : 0);
    board.setHeader(*board.layout().headerField("wrap"), static_cast<std::uint64_t>(spec.wrap));
    Footer& footer = board.footer();
    footer.setText(footerField("title"), spec.title);
    footer.setText(footerField("author"), spec.author);
    footer.setText(footerField("boardCode"), spec.code);
    footer.setText(footerField("editorId"), "GE");
    footer.setNumber(footerField("version"), 2);
    const FieldSpec& boundary = *board.field("boundary");
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, boundary.write(0, (t + static_cast<TileIndex>(spec.salt)) % 4));
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

void write(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(path.left(path.lastIndexOf(QLatin1Char('/'))));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

} // namespace

QString LibraryTree::relative(const QString& name) {
    if (name == QLatin1String("ringCopy"))
        return QStringLiteral("alpha/ring-copy.GB64");
    for (const Spec& spec : kBoards)
        if (name == QLatin1String(spec.name))
            return QString::fromLatin1(spec.relative);
    return {};
}

QStringList LibraryTree::boardNames() {
    QStringList names{QStringLiteral("ringCopy")};
    for (const Spec& spec : kBoards)
        names << QString::fromLatin1(spec.name);
    return names;
}

int LibraryTree::unreadableCount() {
    return 5; // junk, cut short, empty, dangling link, FIFO
}

LibraryTree makeLibraryTree(const QString& root) {
    LibraryTree tree{QDir(root).absolutePath()};
    for (const Spec& spec : kBoards)
        write(tree.root + QLatin1Char('/') + QLatin1String(spec.relative), boardBytes(spec));
    write(tree.path(QStringLiteral("ringCopy")), boardBytes(kBoards[0]));
    // Unreadable, each in its own way.
    write(tree.root + QStringLiteral("/beta/broken.gb64"), "not a board at all");
    write(tree.root + QStringLiteral("/gamma/short.gb16"), boardBytes(kBoards[4]).left(40));
    write(tree.root + QStringLiteral("/gamma/nothing.gb32"), QByteArray());
    QFile::link(QStringLiteral("/nonexistent/board.gb64"), tree.root + "/gamma/gone.gb64");
    ::mkfifo(QFile::encodeName(tree.root + "/gamma/pipe.gb64").constData(), 0644);
    // Not boards by name.
    write(tree.root + QStringLiteral("/notes.txt"), "notes");
    write(tree.root + QStringLiteral("/alpha/ring.gb64.bak"), boardBytes(kBoards[0]));
    write(tree.root + QStringLiteral("/alpha/ring.gb65"), boardBytes(kBoards[0]));
    return tree;
}

QStringList sortedPaths(const LibraryTree& tree, const QStringList& names) {
    QStringList paths;
    for (const QString& name : names)
        paths << tree.path(name);
    std::sort(paths.begin(), paths.end(),
              [](const QString& a, const QString& b) { return a.toUtf8() < b.toUtf8(); });
    return paths;
}

} // namespace gbxx::test
