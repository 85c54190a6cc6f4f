#include "editor/docks/layers_panel.h"

#include "editor/docks/value_palette.h"
#include "editor/document/board_document.h"
#include "editor/tools/paint_settings.h"
#include "render/layer_style.h"
#include "render/qt_text.h"

#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QVBoxLayout>

namespace gbxx {

LayersPanel::LayersPanel(PaintSettings* settings, QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , list_(new QListWidget(this))
    , palette_(new ValuePalette(settings, this))
    , underlay_(new QCheckBox(tr("Show the board's outline under other layers"), this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    list_->setObjectName(QStringLiteral("layerList"));
    layout->addWidget(list_, 2);
    layout->addWidget(underlay_);
    auto* title = new QLabel(tr("<b>Values</b>"), this);
    layout->addWidget(title);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(palette_);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 3);
    underlay_->setChecked(true);
    connect(list_, &QListWidget::currentRowChanged, this, &LayersPanel::onRowChanged);
}

void LayersPanel::documentChanged(const DocumentChange& change) {
    if (change.reshapes()) // a height mode reads differently; a new board has other tables
        rebuild();
}

void LayersPanel::rebuild() {
    const QString active = activeKey_;
    const QSignalBlocker blocker(list_);
    list_->clear();
    if (!document()) {
        settings_->field = nullptr;
        palette_->rebuild(nullptr);
        return;
    }
    const Board& board = document()->board();
    const auto mode = heightModeOf(board);
    for (const FieldSpec& f : board.fields()) {
        const LayerStyle style(f, mode);
        auto* item = new QListWidgetItem(qs(f.label), list_);
        item->setData(Qt::UserRole, qs(f.key));
        item->setToolTip(tr("%1 — tile byte %2, bits %3-%4")
                             .arg(qs(f.key))
                             .arg(f.byte)
                             .arg(f.firstBit)
                             .arg(f.firstBit + f.bitCount - 1));
        const auto legend = style.legend();
        item->setIcon(
            swatchIcon(legend.size() > 1 ? legend.at(legend.size() - 1).color : QColor(Qt::gray)));
    }
    if (!selectLayer(active) && !selectLayer(qs(keys::boundary)))
        list_->setCurrentRow(0);
    // Every layer in view without scrolling (GB64 has thirteen).
    list_->setMinimumHeight(list_->sizeHintForRow(0) * list_->count() + 2 * list_->frameWidth());
    onRowChanged(list_->currentRow());
}

bool LayersPanel::selectLayer(const QString& key) {
    for (int row = 0; row < list_->count(); ++row) {
        if (list_->item(row)->data(Qt::UserRole).toString() == key) {
            list_->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void LayersPanel::onRowChanged(int row) {
    if (!document() || row < 0 || row >= static_cast<int>(document()->board().fields().size()))
        return;
    const FieldSpec* field = &document()->board().fields()[static_cast<std::size_t>(row)];
    activeKey_ = qs(field->key);
    if (field != settings_->field) {
        settings_->field = field;
        // Start with the first value that paints something.
        settings_->value = field->key == keys::boundary ? 3 : 1;
        settings_->flagsOn = true;
    }
    palette_->rebuild(&document()->board());
    settings_->notify();
}

} // namespace gbxx
