#pragma once
// The files that go with a board and are found the same way (custom-data schemas, rules): the
// board's own, BOARDNAME plus a suffix beside it, else a shared one of a fixed name in the board's
// folder or the nearest folder above it (as .editorconfig is found).

#include <QString>

namespace gbxx {

// `boardPath`'s companion: BOARDNAME`ownSuffix` beside it ("isles" + ".schema.json"), else
// `sharedName` ("gameboardxx-schema.json") in its folder or above; an empty string when neither
// exists.
QString findCompanionFile(const QString& boardPath, const QString& ownSuffix,
                          const QString& sharedName);

} // namespace gbxx
