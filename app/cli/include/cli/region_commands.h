#pragma once
// `gbxx query` and `gbxx edit`: the tile expression language on the command line.

#include "gbxx/layout.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx::cli {

// Prints `x y` for every tile of FILE matching `expression`, in body order, or with `count` only
// their number.
// A schema's sub-fields (custom.KEY) may be named: the file `schema`, else the board's own.
int query(const QString& path, const Layout& layout, const QString& expression, bool count,
          const std::optional<QString>& schema = {});

// `gbxx edit [--layout L] IN OUT [--where EXPR] OP...`: the arguments after "edit", in order (the
// operations apply in the order given, so they are read here rather than by an option parser).
int edit(const QStringList& args);

} // namespace gbxx::cli
