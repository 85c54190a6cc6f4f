#include "widgets/layers/legend_panel.h"

#include "widgets/document/board_document.h"
#include "widgets/view/layer_visibility.h"
#include "text/core_texts.h"
#include "render/board_overlays.h"
#include "render/layer_style.h"
#include "text/qt_text.h"
#include "render/tile_colours.h"

#include <QTreeWidget>
#include <QVBoxLayout>

namespace gbxx {

LegendPanel::LegendPanel(LayerVisibility* visibility, QWidget* parent)
    : QWidget(parent)
    , visibility_(visibility)
    , tree_(new QTreeWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    tree_->setObjectName(QStringLiteral("legend"));
    tree_->setAccessibleName(tr("Legend"));
    tree_->setAccessibleDescription(
        tr("What each colour, shade and mark of the shown layers means"));
    tree_->setHeaderHidden(true);
    tree_->setRootIsDecorated(false);
    tree_->setIndentation(12);
    tree_->setSelectionMode(QAbstractItemView::NoSelection);
    tree_->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(tree_);
    connect(visibility_, &LayerVisibility::changed, this, &LegendPanel::rebuild);
}

void LegendPanel::documentChanged(const DocumentChange& change) {
    if (change.reshapes())
        rebuild();
}

void LegendPanel::rebuild() {
    tree_->clear();
    if (!document())
        return;
    const Board& board = document()->board();
    const HeightMode mode = heightModeOf(board);
    const auto shown = visibility_->shown(board.variant(), document()->fields());
    if (shown.empty()) {
        new QTreeWidgetItem(tree_, {tr("No layer is shown: check one in the Layers panel")});
        return;
    }
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const LayerDisplay& layer = shown[i];
        const int slot = channelSlot(shown, i);
        const LayerStyle style(*layer.field, mode);
        auto* top = new QTreeWidgetItem(
            tree_, {tr("%1 — %2").arg(translatedName(layer.field->label),
                                      wordInSentence(channelName(layer.channel)))});
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (const LegendEntry& entry : style.legend()) {
            // Empty values draw nothing but in the fill (the boundary's "not on board").
            if (entry.value == 0 && !(layer.channel == LayerChannel::Fill && entry.color.isValid()))
                continue;
            const QString number = style.usesFlags() ? numberText(*layer.field, mode, entry.value)
                                                     : QString::number(entry.value);
            auto* item = new QTreeWidgetItem(top, {entry.label});
            // Shading lightens whatever is under it: shown on a neutral tile, as the board does.
            const QColor colour = layer.channel == LayerChannel::Shading
                                      ? shaded(QColor(0x6a, 0x6a, 0x6a), style, entry.value)
                                      : entry.color;
            item->setIcon(0, channelIcon(layer.channel, colour, slot, number));
        }
    }
    tree_->expandAll();
}

} // namespace gbxx
