// `gbxx`: inspect, dump, validate, convert, edit and script GameBoardXX boards
// (../shared/spec/CLI-CONTRACT.md). It links Qt Core alone: render, index, find, run and the
// registry's commands run in gbxx-full (full_program.h).

#include "cli/command_line.h"

int main(int argc, char* argv[]) {
    return gbxx::cli::runCommandLine(argc, argv, nullptr);
}
