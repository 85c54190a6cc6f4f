#pragma once
// `gbxx analyze FILE [--json]`: the balance report (zones and home-to-end paths per owner) and the
// design warnings.

#include "gbxx/layout.h"

#include <QString>

namespace gbxx::cli {

int analyze(const QString& path, const Layout& layout, bool json);

} // namespace gbxx::cli
