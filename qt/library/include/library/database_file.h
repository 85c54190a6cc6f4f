#pragma once
// The library database's file as the system sees it: the name SQLite is given, whether it can be
// written, whether another program replaced it, and the free name a damaged one is set aside as.

#include <QString>

#include <sys/types.h>

#include <utility>

namespace gbxx {

// A URI of the name's bytes, so that any name the system accepts works (Qt hands SQLite UTF-8) and
// read-only parameters can be added; ":memory:" as it is.
QString sqliteUri(const QString& path, const char* parameters);
// The file `path` names now (device and inode): (0, 0) when there is none.
std::pair<dev_t, ino_t> identityOf(const QString& path);
// Whether this process could not write the existing file or its folder (a read-only mount too).
bool cannotBeWritten(const QString& path);
// A free name beside `path` for it to be set aside as: PATH.broken-TIMESTAMP, numbered when one
// was set aside in the same second.
QString asideName(const QString& path);

} // namespace gbxx
