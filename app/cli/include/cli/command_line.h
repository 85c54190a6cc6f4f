#pragma once
// The whole `gbxx` command line (../shared/spec/CLI-CONTRACT.md, docs/cli.md) as a library: the
// programs gbxx and gbxx-full are its two mains, and tests run commands in process through
// runCommand.

#include <QStringList>

class QCoreApplication;

namespace gbxx::cli {

struct HeavyCommands;

// The program: standard streams, the application object, translations, then the command; the
// exit status once everything is printed. Without `heavy`, render, index, find, run and the
// registry's commands are handed to gbxx-full (full_program.h).
int runCommandLine(int argc, char* argv[], const HeavyCommands* heavy);

// The application's name, version and translations, as the programs have them.
void configureApplication(QCoreApplication& app);

// One command with its arguments (`args[0]` is the command's name), printed to the standard
// streams; its exit status once everything is printed. Needs a configured QCoreApplication (a
// QGuiApplication to render); a heavy command that `heavy` lacks fails with a message.
int runCommand(const QStringList& args, const HeavyCommands& heavy);

} // namespace gbxx::cli
