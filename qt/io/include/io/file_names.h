#pragma once
// File names as the operating system has them: bytes, not always UTF-8. A QString carries such a
// name without loss: bytes that are not UTF-8 become U+EF80..U+EFFF (private-use characters, as
// MirBSD's OPTU-8; those characters in a name are such bytes themselves), and become the same bytes
// again on their way back to the system. The QString is valid text, so the name also survives a
// database or JSON. Every file the programs read or write goes through these, so any name the
// system accepts works.

#include <QByteArray>
#include <QString>

#include <optional>

namespace gbxx {

// The name a program was given (argv) or the system listed, as a QString.
QString nameFromBytes(const QByteArray& bytes);
// The bytes to hand to the system for `name`.
QByteArray bytesOfName(const QString& name);
// `name` for a message: one line, with control characters and bytes that are not UTF-8 escaped
// (`\n`, `\t`, `\xff`), so an `error:` line is always one line.
QString shownName(const QString& name);

// "-": standard input where a file is read, standard output where one is written.
inline bool isStandardStream(const QString& name) {
    return name == QLatin1String("-");
}

// The system's words for an error number ("No space left on device").
QString systemError(int error);

// The last part of a name ("boards/ring.gb64" → "ring.gb64").
QString fileNameOf(const QString& name);

// Whether something of that name exists (a dangling link does not).
bool fileExists(const QString& name);

// The whole content of a file of at most `limit` bytes; nothing when it cannot be read or is
// larger.
std::optional<QByteArray> readFileBytes(const QString& name, qint64 limit);

// `name` from the root: relative names are taken from the current folder.
QString absoluteName(const QString& name);

// Makes the folder `path` and any missing parents; returns why not.
std::optional<QString> makeFolders(const QString& path);

} // namespace gbxx
