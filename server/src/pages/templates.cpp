#include "server/pages/templates.h"

#include "server/pages/html.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <map>

namespace gbxx::registry {
namespace {

using Partials = std::map<std::string, std::string>;

const QString kFolder = QStringLiteral(":/registry/templates");

// mstch escapes {{name}} through this global; set once, before the first page, to the same rule
// as every other text of the pages (and not mstch's own, which also writes '/' as a reference and
// lets control characters through).
void escapeAsPagesDo() {
    mstch::config::escape = [](const std::string& value) {
        return escaped(QString::fromStdString(value)).toStdString();
    };
}

Partials readTemplates() {
    Partials templates;
    QDirIterator it(kFolder, {QStringLiteral("*.mustache")}, QDir::Files);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            qFatal("gbxx-registry: cannot read the page template %s", qPrintable(file.fileName()));
        templates[QFileInfo(file).completeBaseName().toStdString()] = file.readAll().toStdString();
    }
    return templates;
}

// Read on the first page, by whichever thread makes it (a search thread may): a function-local
// static is initialised once, and only read after that.
const Partials& templates() {
    static const Partials loaded = [] {
        escapeAsPagesDo();
        return readTemplates();
    }();
    return loaded;
}

} // namespace

QString renderTemplate(const std::string& name, const mstch::map& view) {
    const Partials& all = templates();
    const auto found = all.find(name);
    // A template missing from the resources is a build fault, not a reader's: a page without its
    // content must not go out looking like an empty result.
    if (found == all.end())
        qFatal("gbxx-registry: no page template %s", name.c_str());
    return QString::fromStdString(mstch::render(found->second, view, all));
}

} // namespace gbxx::registry
