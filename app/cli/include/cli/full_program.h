#pragma once
// Most commands need Qt Core alone. Drawing (render; index, for its thumbnails) needs Qt Gui,
// fonts and image formats, the board library (index, find) Qt Sql, scripts (run) Qt Qml, and the
// registry's commands (registry, publish, fetch, search) Qt Network, each with libraries that
// would slow every start. So `gbxx` links none of them and hands
// those commands to `gbxx-full`, the same command line with them linked in, by exec: the process
// is replaced, and the arguments, streams and exit status are the command's own.

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <memory>

namespace gbxx {
struct Layout;
} // namespace gbxx

namespace gbxx::cli {

struct RenderRequest;

// The commands gbxx-full adds (cli_full/heavy_commands.h); each takes the arguments after its
// name unless said otherwise and returns the exit status.
struct HeavyCommands {
    // The application object for the command named by argv[1] (a QGuiApplication to draw).
    std::function<std::unique_ptr<QCoreApplication>(int& argc, char** argv)> application;
    std::function<int(const RenderRequest&, const Layout&)> render;
    std::function<int(const QStringList&)> index;
    std::function<int(const QStringList&)> find;
    std::function<int(const QStringList&)> run;
    // The board registry's commands (Qt Network).
    std::function<int(const QStringList&)> registry;
    std::function<int(const QStringList&)> publish;
    std::function<int(const QStringList&)> fetch;
    std::function<int(const QStringList&)> search;
    std::function<int(const QStringList&)> live; // `live watch|play …` (Qt WebSockets)
};

// Whether the command named by argv[1] is one of the heavy commands.
bool needsFullProgram(int argc, char** argv);

// Replaces this process with gbxx-full given the same arguments; returns only when that failed,
// with the exit status after an `error:` line.
int execFullProgram(char** argv);

} // namespace gbxx::cli
