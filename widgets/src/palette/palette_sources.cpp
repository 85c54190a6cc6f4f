#include "widgets/palette/palette_sources.h"

#include "widgets/common/mnemonic.h"
#include "widgets/shortcuts/key_scheme.h"
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
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QWidgetAction>

namespace gbxx {
namespace {

struct PaletteTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::CommandPalette)
};

constexpr char kPaletteText[] = "gbxxPaletteText";
constexpr char kFilledWhenShown[] = "gbxxFilledWhenShown";

// `translated` in English, through what the translator remembers (nothing while in English).
QString englishOf(const QString& translated) {
    return withoutMnemonic(sourceTextOf(translated));
}

// What the palette lists `action` by: its own sentence, else its fixed name ("&Undo", not the
// undo stack's "&Undo Take Other Board's Height on Tile (8, 4)"), mnemonic included.
QString listedText(const QAction* action) {
    const QVariant own = action->property(kPaletteText);
    return own.isValid() ? own.toString() : fixedName(action);
}

// The menu that shows `action` as one of its entries, as ActionRegistry::menuPath reads it.
QMenu* menuHolding(const QAction* action) {
    for (QObject* holder : action->associatedObjects())
        if (auto* menu = qobject_cast<QMenu*>(holder);
            menu && menu->menuAction() != action && !menu->title().isEmpty())
            return menu;
    return nullptr;
}

} // namespace

void setPaletteText(QAction* action, const QString& text) {
    action->setProperty(kPaletteText, text);
}

void setFilledWhenShown(QMenu* menu) {
    menu->setProperty(kFilledWhenShown, true);
}

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

void PaletteSources::setLayerChooser(std::function<QString()> active,
                                     std::function<void(const QString&)> choose) {
    activeLayer_ = std::move(active);
    chooseLayer_ = std::move(choose);
}

QList<PaletteEntry> PaletteSources::gather() const {
    QList<PaletteEntry> out;
    fillMenus(); // first: a menu that fills itself also says which of its entries can run
    addActions(out);
    addMenuEntries(out);
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
        const QString text = listedText(action);
        entry.text = withoutMnemonic(text);
        entry.english = englishOf(text);
        entry.idWords = idWords(id);
        entry.path = registry_.menuPath(id);
        entry.shortcut = action->shortcut().toString(QKeySequence::NativeText);
        if (!registry_.isAvailable(id))
            entry.whyNot = whyNot(id);
        entry.run = [action] { action->trigger(); };
        out.append(entry);
    }
}

QList<QMenu*> PaletteSources::menus() const {
    QList<QMenu*> out;
    if (!menuBar_)
        return out;
    for (QAction* top : menuBar_->actions())
        if (QMenu* menu = top->menu())
            out << menu;
    for (int m = 0; m < out.size(); ++m)
        for (QAction* action : out.at(m)->actions())
            if (QMenu* sub = action->menu(); sub && !out.contains(sub))
                out << sub;
    return out;
}

void PaletteSources::fillMenus() const {
    for (QMenu* menu : menus())
        if (menu->property(kFilledWhenShown).toBool())
            emit menu->aboutToShow();
}

void PaletteSources::addMenuEntries(QList<PaletteEntry>& out) const {
    // Entries no one registered: a submenu's made as it opens (File ▸ Comparison ▸ Take Other
    // Board's Field ▸ Height), found under their menus' words.
    for (QMenu* menu : menus()) {
        for (QAction* action : menu->actions()) {
            if (action->menu() ||
                action->isSeparator() || !action->isVisible() || action->text().isEmpty() ||
                qobject_cast<QWidgetAction*>(action) || !registry_.idOf(action).isEmpty())
                continue;
            bool available = action->isEnabled();
            QStringList path;
            for (QMenu* holder = menuHolding(action); holder;
                 holder = menuHolding(holder->menuAction())) {
                path.prepend(withoutMnemonic(holder->title()));
                available = available && holder->isEnabled() && holder->menuAction()->isEnabled();
            }
            PaletteEntry entry;
            entry.key = QStringLiteral("menu.") +
                        (action->objectName().isEmpty()
                             ? ActionRegistry::idPart(path.join(QLatin1Char(' ')) +
                                                      QLatin1Char(' ') + action->text())
                             : action->objectName());
            const QString text = listedText(action);
            entry.text = withoutMnemonic(text);
            entry.english = englishOf(text);
            entry.path = path.join(QStringLiteral(" ▸ "));
            entry.shortcut = action->shortcut().toString(QKeySequence::NativeText);
            if (!available)
                entry.whyNot = current_.get() ? PaletteTexts::tr("not available now")
                                              : PaletteTexts::tr("needs an open board");
            entry.run = [action] { action->trigger(); };
            out.append(entry);
        }
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
        const auto add = [&](const char* verb, const QString& text, std::function<void()> run,
                             const QString& whyNot = {}) {
            PaletteEntry entry;
            entry.key = QStringLiteral("layer.%1.%2").arg(QLatin1String(verb), key);
            entry.text = text.arg(label);
            entry.english = englishOf(text).isEmpty() ? QString() : englishOf(text).arg(english);
            entry.idWords = idWords(entry.key);
            entry.path = path;
            entry.whyNot = whyNot;
            entry.run = std::move(run);
            out.append(entry);
        };
        const FieldSpec* f = &field;
        // What would change nothing says what is so already.
        const bool shown = visibility->display(variant, field).visible;
        add(
            "show", PaletteTexts::tr("Show %1"),
            [visibility, variant, f] { visibility->setVisible(variant, *f, true); },
            shown ? PaletteTexts::tr("shown already") : QString());
        add(
            "hide", PaletteTexts::tr("Hide %1"),
            [visibility, variant, f] { visibility->setVisible(variant, *f, false); },
            shown ? QString() : PaletteTexts::tr("hidden already"));
        // Solo again brings the others back: never "already".
        add("solo", PaletteTexts::tr("Solo %1"), [visibility, variant, f, document] {
            visibility->solo(variant, document->fields(), *f);
        });
        if (chooseLayer_) {
            const bool active = activeLayer_ && activeLayer_() == key;
            add(
                "activate", PaletteTexts::tr("Make %1 the Active Layer"),
                [choose = chooseLayer_, key] { choose(key); },
                active ? PaletteTexts::tr("the active layer already") : QString());
        }
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
