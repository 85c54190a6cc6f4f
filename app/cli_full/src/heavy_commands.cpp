#include "cli_full/heavy_commands.h"

#include "cli_full/library_commands.h"
#include "cli_full/registry_commands.h"
#include "cli_full/render_command.h"
#include "cli_full/run_command.h"
#include "render/board_thumbnail.h"

#include <QGuiApplication>

#include <cstring>

namespace gbxx::cli {
namespace {

constexpr int kThumbnailSide = 96; // pixels on the longer side of a library thumbnail

std::unique_ptr<QCoreApplication> application(int& argc, char** argv) {
    const bool draws =
        argc > 1 && (std::strcmp(argv[1], "render") == 0 || std::strcmp(argv[1], "index") == 0);
    if (!draws)
        return std::make_unique<QCoreApplication>(argc, argv);
    // Drawing needs Qt Gui (fonts, image formats) but never a display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

int index(const QStringList& args) {
    return indexCommand(
        args, [](const Board& board) { return boardThumbnailPng(board, kThumbnailSide); });
}

} // namespace

const HeavyCommands& heavyCommands() {
    static const HeavyCommands commands{application,    render,           index,
                                        findCommand,    runScriptCommand, registryCommand,
                                        publishCommand, fetchCommand,     searchCommand,
                                        liveCommand};
    return commands;
}

} // namespace gbxx::cli
