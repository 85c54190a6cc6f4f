// What a script run gives back (script_runner.h), apart from the engine that runs it: the
// programs that start helpers (script_process.h) read outcomes without linking Qt Qml.

#include "scripting/script_runner.h"

#include "io/file_names.h"

namespace gbxx::scripting {

QString ScriptOutcome::errorText(const QString& name) const {
    const QString shown = shownName(name);
    return line > 0 ? QStringLiteral("%1:%2: %3").arg(shown).arg(line).arg(message)
                    : QStringLiteral("%1: %2").arg(shown, message);
}

QString outOfMemoryMessage() {
    return QStringLiteral("out of memory");
}

void ScriptOutcome::noteChanges(const Board& before, const Board& after) {
    changedTiles = 0;
    for (TileIndex t = 0; t < after.tileCount(); ++t)
        changedTiles += after.tile(t) != before.tile(t);
    headerChanged = after.headerBits() != before.headerBits();
    footerChanged = !(after.footer() == before.footer());
}

} // namespace gbxx::scripting
