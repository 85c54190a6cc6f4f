// `gbxx-full`: the gbxx command line with the renderer, the board library, scripts and the
// registry's client linked in. gbxx hands it render, index, find, run, registry, publish, fetch and
// search (cli/full_program.h); run directly, it is the whole command line.

#include "cli/command_line.h"
#include "cli_full/heavy_commands.h"

int main(int argc, char* argv[]) {
    return gbxx::cli::runCommandLine(argc, argv, &gbxx::cli::heavyCommands());
}
