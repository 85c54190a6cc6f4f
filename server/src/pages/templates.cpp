#include "server/pages/templates.h"

#include "server/pages/html.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <map>

namespace gbxx::registry {
namespace {

using Texts = std::map<std::string, std::string>; // by name: "layout" for layout.mustache

// A template with the partials it includes, directly or through another: mstch parses every
// partial it is given on every render, so each page is given only its own (the layout, which has
// none, renders in 5 µs instead of 140).
struct Template {
    std::string text;
    Texts partials;
};
using Templates = std::map<std::string, Template>;

const QString kFolder = QStringLiteral(":/registry/templates");

// mstch escapes {{name}} through this global; set once, before the first page, to the same rule
// as every other text of the pages (and not mstch's own, which also writes '/' as a reference and
// lets control characters through).
void escapeAsPagesDo() {
    mstch::config::escape = [](const std::string& value) {
        return escaped(QString::fromStdString(value)).toStdString();
    };
}

Texts readTexts() {
    Texts texts;
    QDirIterator it(kFolder, {QStringLiteral("*.mustache")}, QDir::Files);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            qFatal("gbxx-registry: cannot read the page template %s", qPrintable(file.fileName()));
        texts[QFileInfo(file).completeBaseName().toStdString()] = file.readAll().toStdString();
    }
    return texts;
}

// Adds the partials `text` includes ({{> name}}), and theirs, to `into`.
void addPartials(const std::string& text, const Texts& all, Texts& into) {
    static const QRegularExpression include(QStringLiteral("\\{\\{>\\s*([^}\\s]+)\\s*\\}\\}"));
    auto it = include.globalMatch(QString::fromStdString(text));
    while (it.hasNext()) {
        const std::string name = it.next().captured(1).toStdString();
        const auto found = all.find(name);
        if (found == all.end())
            qFatal("gbxx-registry: no page template %s to include", name.c_str());
        if (into.emplace(name, found->second).second)
            addPartials(found->second, all, into);
    }
}

Templates readTemplates() {
    const Texts texts = readTexts();
    Templates templates;
    for (const auto& [name, text] : texts) {
        Template& t = templates[name];
        t.text = text;
        addPartials(text, texts, t.partials);
    }
    return templates;
}

// Read on the first page, by whichever thread makes it (a search thread may): a function-local
// static is initialised once, and only read after that.
const Templates& templates() {
    static const Templates loaded = [] {
        escapeAsPagesDo();
        return readTemplates();
    }();
    return loaded;
}

} // namespace

QString renderTemplate(const std::string& name, const mstch::map& view) {
    const Templates& all = templates();
    const auto found = all.find(name);
    // A template missing from the resources is a build fault, not a reader's: a page without its
    // content must not go out looking like an empty result.
    if (found == all.end())
        qFatal("gbxx-registry: no page template %s", name.c_str());
    return QString::fromStdString(mstch::render(found->second.text, view, found->second.partials));
}

} // namespace gbxx::registry
