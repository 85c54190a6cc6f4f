#include "widgets/palette/palette_sources.h"

#include "widgets/dialogs/mnemonic.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/view/layer_visibility.h"
#include "widgets/window/action_registry.h"
#include "gbxx/board_templates.h"
#include "text/core_texts.h"
#include "text/qt_text.h"
#include "text/translations.h"

#include <QAction>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QWidgetAction>

namespace gbxx {
namespace {

struct PaletteTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::CommandPalette)
};

// `translated` in English, through what the translator remembers (nothing while in English).
QString englishOf(const QString& translated) {
    return withoutMnemonic(sourceTextOf(translated));
}

} // namespace

PaletteSources::PaletteSources(const ActionRegistry& registry, const CurrentDocument& current,
                               LayerVisibility& visibility)
    : registry_(registry)
    , current_(current)
    , visibility_(visibility) {}

void PaletteSources::setPreferencePages(const QStringList& names, std::function<void(int)> open) {
    pages_ = names;
    openPage_ = std::move(open);
}

void PaletteSources::setTemplateOpener(std::function<void(const QString&)> open) {
    openTemplate_ = std::move(open);
}

QList<PaletteEntry> PaletteSources::gather() const {
    QList<PaletteEntry> out;
    addActions(out);
    addFields(out);
    addPages(out);
    addTemplates(out);
    return out;
}

QString PaletteSources::whyNot(const QString& id) const {
    if (const QString given = registry_.whyNot(id); !given.isEmpty())
        return given;
    if (!current_.get())
        return PaletteTexts::tr("needs an open board");
    return PaletteTexts::tr("not available now");
}

QString PaletteSources::idWords(const QString& key) {
    static const QRegularExpression separators(QStringLiteral("[.\\-]+"));
    return QString(key).replace(separators, QStringLiteral(" ")).trimmed();
}

void PaletteSources::addActions(QList<PaletteEntry>& out) const {
    for (QAction* action : registry_.actions()) {
        // Hidden ones are empty slots (the recent list's); a widget's action is its widget.
        if (!action->isVisible() || action->text().isEmpty() ||
            qobject_cast<QWidgetAction*>(action))
            continue;
        const QString id = registry_.idOf(action);
        PaletteEntry entry;
        entry.key = id;
        entry.text = withoutMnemonic(action->text());
        entry.english = englishOf(action->text());
        entry.idWords = idWords(id);
        entry.path = registry_.menuPath(id);
        entry.shortcut = action->shortcut().toString(QKeySequence::NativeText);
        if (!registry_.isAvailable(id))
            entry.whyNot = whyNot(id);
        entry.run = [action] { action->trigger(); };
        out.append(entry);
    }
}

void PaletteSources::addFields(QList<PaletteEntry>& out) const {
    BoardDocument* document = current_.get();
    if (!document)
        return;
    const Variant variant = document->board().variant();
    const QString path = PaletteTexts::tr("Layers");
    LayerVisibility* visibility = &visibility_;
    for (const FieldSpec& field : document->fields()) {
        const QString key = qs(field.key);
        const QString label = translatedName(field.label);
        const QString english = qs(field.label);
        // `document` outlives the palette's entries: they are gathered as it opens.
        const auto add = [&](const char* verb, const QString& text, std::function<void()> run) {
            PaletteEntry entry;
            entry.key = QStringLiteral("layer.%1.%2").arg(QLatin1String(verb), key);
            entry.text = text.arg(label);
            entry.english = englishOf(text).isEmpty() ? QString() : englishOf(text).arg(english);
            entry.idWords = idWords(entry.key);
            entry.path = path;
            entry.run = std::move(run);
            out.append(entry);
        };
        const FieldSpec* f = &field;
        add("show", PaletteTexts::tr("Show %1"),
            [visibility, variant, f] { visibility->setVisible(variant, *f, true); });
        add("hide", PaletteTexts::tr("Hide %1"),
            [visibility, variant, f] { visibility->setVisible(variant, *f, false); });
        add("solo", PaletteTexts::tr("Solo %1"), [visibility, variant, f, document] {
            visibility->solo(variant, document->fields(), *f);
        });
    }
}

void PaletteSources::addPages(QList<PaletteEntry>& out) const {
    if (!openPage_)
        return;
    for (int page = 0; page < pages_.size(); ++page) {
        const QString name = withoutMnemonic(pages_.at(page));
        const QString text = PaletteTexts::tr("Preferences: %1");
        PaletteEntry entry;
        entry.key = QStringLiteral("preferences.page.%1").arg(page);
        entry.text = text.arg(name);
        if (const QString english = englishOf(text); !english.isEmpty())
            entry.english = english.arg(englishOf(pages_.at(page)));
        entry.idWords = idWords(entry.key);
        entry.run = [open = openPage_, page] { open(page); };
        out.append(entry);
    }
}

void PaletteSources::addTemplates(QList<PaletteEntry>& out) const {
    if (!openTemplate_)
        return;
    const QString text = PaletteTexts::tr("New from Template: %1");
    for (const BoardTemplate& t : boardTemplates()) {
        const QString key = qs(t.key);
        PaletteEntry entry;
        entry.key = QStringLiteral("template.") + key;
        entry.text = text.arg(translatedName(t.name));
        if (const QString english = englishOf(text); !english.isEmpty())
            entry.english = english.arg(qs(t.name));
        entry.idWords = idWords(entry.key);
        entry.run = [open = openTemplate_, key] { open(key); };
        out.append(entry);
    }
}

} // namespace gbxx
