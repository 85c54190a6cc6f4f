#include "widgets/window/palette_glue.h"

#include "widgets/settings/preferences_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/palette/command_palette.h"
#include "widgets/palette/palette_sources.h"
#include "widgets/view/board_view.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_texts.h"
#include "widgets/files/board_files.h"
#include "widgets/window/preferences_glue.h"

#include <QMenu>
#include <QMenuBar>

namespace gbxx {

PaletteGlue::PaletteGlue(ActionRegistry& registry, const CurrentDocument& current,
                         LayerVisibility& visibility, BoardView& view, PreferencesGlue& preferences,
                         BoardFiles& files, QWidget* window)
    : QObject(window)
    , registry_(registry)
    , view_(view)
    , sources_(std::make_unique<PaletteSources>(registry, current, visibility))
    , palette_(new CommandPalette(window)) {
    sources_->setPreferencePages(PreferencesDialog::pageNames(),
                                 [&preferences](int page) { preferences.showPage(page); });
    sources_->setTemplateOpener([&files](const QString& key) { files.openTemplate(key); });
    // The Layers panel is looked for when asked: the window may build it later than this.
    const auto layers = [window]() -> LayersPanel* { return window->findChild<LayersPanel*>(); };
    sources_->setLayerChooser(
        [layers] {
            const LayersPanel* panel = layers();
            return panel ? panel->activeLayer() : QString();
        },
        [layers](const QString& key) {
            if (LayersPanel* panel = layers())
                panel->selectLayer(key);
        });
    connect(palette_, &CommandPalette::dismissed, this, [this] {
        if (view_.isVisible())
            view_.setFocus(Qt::OtherFocusReason);
    });
}

PaletteGlue::~PaletteGlue() = default;

void PaletteGlue::addAction(QMenu* help) {
    // As in Tiled and VS Code.
    help->addAction(registry_.create(QStringLiteral("help.search-actions"),
                                     QStringLiteral("actionSearchActions"),
                                     WindowTexts::tr("&Search Actions…"), this, &PaletteGlue::open,
                                     QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)));
    help->addSeparator();
}

void PaletteGlue::open() {
    sources_->setMenuBar(palette_->parentWidget()->findChild<QMenuBar*>());
    palette_->open(sources_->gather());
}

} // namespace gbxx
