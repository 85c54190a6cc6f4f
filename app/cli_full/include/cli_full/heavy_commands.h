#pragma once
// The commands gbxx-full adds to the command line (cli/full_program.h): render, index (with
// thumbnails), find, run and the registry's commands.

#include "cli/full_program.h"

namespace gbxx::cli {

const HeavyCommands& heavyCommands();

} // namespace gbxx::cli
