#pragma once
// The scripts the Scripts menu offers: those built into the editor (resources/scripts) and those in
// the user's scripts folder, each with the name and description its first comment lines give
// ("// @name …", "// @description …").

#include <QList>
#include <QString>

#include <optional>

namespace gbxx {

struct ScriptEntry {
    QString path;        // ":/scripts/…" for a bundled one
    QString name;        // @name, else the file's base name
    QString description; // @description (its continued comment lines joined)
    bool bundled = false;
    QString source;
};

class ScriptCatalog {
public:
    // `userFolder`: where the user's own scripts are (created when it is opened).
    explicit ScriptCatalog(QString userFolder);

    // Reads both folders again.
    void reload();
    const QList<ScriptEntry>& scripts() const { return scripts_; }
    const ScriptEntry* find(const QString& path) const;
    const QString& userFolder() const { return userFolder_; }

    // The default user folder: <app data>/scripts.
    static QString defaultUserFolder();
    // A script file read as an entry; nothing when it cannot be read.
    static std::optional<ScriptEntry> read(const QString& path, bool bundled);

private:
    QString userFolder_;
    QList<ScriptEntry> scripts_;
};

} // namespace gbxx
