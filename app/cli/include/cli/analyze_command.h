#pragma once
// `gbxx analyze FILE... [--json]`: the balance report (zones and home-to-end paths per owner) and
// the design warnings.

#include "cli/cli_commands.h"
#include "gbxx/layout.h"

#include <QString>

namespace gbxx::cli {

// One file's report; several files' text reports follow `headings`, and their JSON is one compact
// object a line with the file's name as "file" (JSON Lines).
int analyze(const QString& path, const Layout& layout, bool json, FileHeadings& headings);

} // namespace gbxx::cli
