#pragma once
// `gbxx analyze FILE... [--json] [movement rules]`: the balance report (zones and the cheapest
// home-to-end route per owner under the movement rules `gbxx path` takes) and the design warnings.

#include "cli/cli_commands.h"
#include "gbxx/layout.h"
#include "gbxx/movement.h"

#include <QString>

namespace gbxx::cli {

// One file's report; several files' text reports follow `headings`, and their JSON is one compact
// object a line with the file's name as "file" (JSON Lines).
// `costs`: the rules differ from the format's default, so the route's cost is shown, not its steps.
struct AnalyzeRequest {
    bool json = false;
    MoveRules rules;
    bool costs = false;
};
int analyze(const QString& path, const Layout& layout, const AnalyzeRequest& request,
            FileHeadings& headings);

} // namespace gbxx::cli
