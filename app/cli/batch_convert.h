#pragma once
// `gbxx convert --out-dir DIR IN... --to NN`: several boards at once, each written to
// DIR/<name>.gbNN with its own loss report; progress on stderr when it is a terminal.

#include "gbxx/layout.h"
#include "gbxx/variant.h"

#include <QStringList>

namespace gbxx::cli {

int convertAll(const QStringList& inputs, const QString& outDir, Variant target, bool strict,
               const Layout& layout);

} // namespace gbxx::cli
