// `gbxx-script-host`: runs one script for gbxx run and the editor (script_process.h), in a
// process of its own whose memory its parent capped.

#include "scripting/script_process.h"
#include "scripting/script_runner.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    return gbxx::scripting::serveScriptRequest(gbxx::scripting::runScript);
}
