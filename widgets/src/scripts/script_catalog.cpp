#include "widgets/scripts/script_catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

namespace gbxx {
namespace {

constexpr char kContext[] = "gbxx::ScriptCatalog";

// The bundled scripts' names (their "@name" lines), for the translators: the menu and the command
// palette show them in the present language. A user's script keeps the name it gives.
[[maybe_unused]] constexpr const char* kBundledNames[] = {
    QT_TRANSLATE_NOOP("gbxx::ScriptCatalog", "Export a Field as CSV"),
    QT_TRANSLATE_NOOP("gbxx::ScriptCatalog", "Barriers on Steep Steps"),
    QT_TRANSLATE_NOOP("gbxx::ScriptCatalog", "Random Island (hex)"),
    QT_TRANSLATE_NOOP("gbxx::ScriptCatalog", "Out-of-Bounds Ring"),
    QT_TRANSLATE_NOOP("gbxx::ScriptCatalog", "Symmetry Check"),
};

} // namespace

ScriptCatalog::ScriptCatalog(QString userFolder)
    : userFolder_(std::move(userFolder)) {
    reload();
}

QString ScriptCatalog::defaultUserFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/scripts");
}

std::optional<ScriptEntry> ScriptCatalog::read(const QString& path, bool bundled) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    ScriptEntry entry;
    entry.path = path;
    entry.bundled = bundled;
    entry.source = QString::fromUtf8(file.readAll());
    entry.name = QFileInfo(path).completeBaseName();
    // The header: the comment lines the file starts with.
    bool inDescription = false;
    for (const QString& raw : entry.source.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (!line.startsWith(QLatin1String("//")))
            break;
        const QString text = line.mid(2).trimmed();
        if (text.startsWith(QLatin1String("@name "))) {
            entry.name = text.mid(6).trimmed();
            inDescription = false;
        } else if (text.startsWith(QLatin1String("@description "))) {
            entry.description = text.mid(13).trimmed();
            inDescription = true;
        } else if (inDescription && !text.isEmpty()) {
            entry.description += QLatin1Char(' ') + text;
        } else {
            inDescription = false;
        }
    }
    if (bundled)
        entry.name = QCoreApplication::translate(kContext, entry.name.toUtf8().constData());
    return entry;
}

void ScriptCatalog::reload() {
    scripts_.clear();
    const auto add = [this](const QString& folder, bool bundled) {
        QList<ScriptEntry> found;
        const QDir dir(folder);
        for (const QString& name : dir.entryList({QStringLiteral("*.js")}, QDir::Files))
            if (auto entry = read(dir.filePath(name), bundled))
                found.append(*entry);
        std::sort(found.begin(), found.end(), [](const ScriptEntry& a, const ScriptEntry& b) {
            return a.name.localeAwareCompare(b.name) < 0;
        });
        scripts_ += found;
    };
    add(QStringLiteral(":/scripts"), true);
    if (!userFolder_.isEmpty())
        add(userFolder_, false);
}

const ScriptEntry* ScriptCatalog::find(const QString& path) const {
    for (const ScriptEntry& s : scripts_)
        if (s.path == path)
            return &s;
    return nullptr;
}

} // namespace gbxx
