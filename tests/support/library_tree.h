#pragma once
// A folder tree of boards for the library's tests, with what a search of it must find: nested
// folders, upper- and mixed-case extensions, a byte-identical copy, two different boards sharing
// a code, Latin-1 titles and authors, a "%1" in a title, unreadable files of every kind (junk, cut
// short, empty, a dangling link, a FIFO) and files that are not boards by name.

#include <QString>
#include <QStringList>

namespace gbxx::test {

struct LibraryTree {
    QString root; // absolute
    // The readable boards by name ("ring", "ringCopy", "forest", "forestV2", "tiny", "chateau",
    // "empty", "inside"): their absolute paths.
    QString path(const QString& name) const { return root + QLatin1Char('/') + relative(name); }
    static QString relative(const QString& name);
    static QStringList boardNames();
    static int unreadableCount();
};

// Writes the tree under `root` (an existing, empty folder).
LibraryTree makeLibraryTree(const QString& root);

// The paths of `names` in the tree, sorted as `gbxx find` prints them (byte order).
QStringList sortedPaths(const LibraryTree& tree, const QStringList& names);

} // namespace gbxx::test
