#include "widgets/layers/layers_panel.h"

#include "gbxx/layout.h"
#include "render/layer_style.h"
#include "text/core_texts.h"
#include "text/qt_text.h"
#include "widgets/inspector/value_palette.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/layer_visibility.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollArea>
#include <QSlider>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {
namespace {

constexpr int kKeyRole = Qt::UserRole;

} // namespace

LayersPanel::LayersPanel(PaintSettings* settings, LayerVisibility* visibility, QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , visibility_(visibility)
    , tree_(new QTreeWidget(this))
    , channel_(new QComboBox(this))
    , opacity_(new QSlider(Qt::Horizontal, this))
    , opacityText_(new QLabel(this))
    , palette_(new ValuePalette(settings, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    tree_->setObjectName(QStringLiteral("layerList"));
    tree_->setAccessibleName(tr("Layers"));
    tree_->setAccessibleDescription(tr("Check a layer to show it, select it to paint it"));
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Layer"), tr("Lock")});
    tree_->setRootIsDecorated(false);
    tree_->setIndentation(6);
    tree_->setUniformRowHeights(true);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(kNameColumn, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(kLockColumn, QHeaderView::ResizeToContents);
    tree_->setToolTip(
        tr("Check a layer to show it, select it to paint it; Alt-click shows it alone "
           "(again: all back)"));
    tree_->viewport()->installEventFilter(this);
    layout->addWidget(tree_, 3);
    // What a row adds to its name (the indentation, the check box, the channel's icon, margins),
    // measured once on a row like the layers': the list's width then fits the longest name
    // before a board is open, and is the same for every board (a row's own text rounds
    // differently by a pixel).
    {
        auto* probe = new QTreeWidgetItem(tree_, {QStringLiteral("M")});
        probe->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        probe->setCheckState(kNameColumn, Qt::Checked);
        probe->setIcon(kNameColumn, channelIcon(LayerChannel::Fill, Qt::gray));
        rowChrome_ = tree_->indentation() +
                     tree_->sizeHintForIndex(tree_->indexFromItem(probe, kNameColumn)).width() -
                     tree_->fontMetrics().horizontalAdvance(probe->text(kNameColumn)) + 1;
        delete probe;
    }
    fitWidthToNames();

    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    for (LayerChannel c : kAllChannels)
        channel_->addItem(channelName(c), static_cast<int>(c));
    channel_->setToolTip(tr("How the selected layer is drawn when several are shown"));
    form->addRow(tr("Shown as:"), channel_);
    auto* opacityRow = new QHBoxLayout;
    opacity_->setRange(0, 100);
    opacity_->setToolTip(tr("The selected layer's opacity"));
    opacity_->setAccessibleName(tr("Opacity"));
    opacityText_->setMinimumWidth(
        opacityText_->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
    opacityRow->addWidget(opacity_, 1);
    opacityRow->addWidget(opacityText_);
    form->addRow(tr("Opacity:"), opacityRow);
    layout->addLayout(form);

    auto* title = new QLabel(tr("<b>Values</b>"), this);
    layout->addWidget(title);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(palette_);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 3);

    connect(tree_, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { onCurrentChanged(item); });
    connect(tree_, &QTreeWidget::itemChanged, this, &LayersPanel::onItemChanged);
    connect(channel_, &QComboBox::activated, this, [this] {
        if (document() && settings_->field)
            visibility_->setChannel(document()->board().variant(), *settings_->field,
                                    static_cast<LayerChannel>(channel_->currentData().toInt()));
    });
    connect(opacity_, &QSlider::valueChanged, this, [this](int value) {
        opacityText_->setText(tr("%1 %").arg(value));
        if (!refreshing_ && document() && settings_->field)
            visibility_->setOpacity(document()->board().variant(), *settings_->field,
                                    value / 100.0);
    });
    connect(visibility_, &LayerVisibility::changed, this, &LayersPanel::refreshRows);
}

void LayersPanel::documentChanged(const DocumentChange& change) {
    if (change.reshapes()) // a height mode reads differently; a new board has other tables
        rebuild();
}

const FieldSpec* LayersPanel::fieldOf(const QTreeWidgetItem* item) const {
    if (!item || !document())
        return nullptr;
    const QString key = item->data(kNameColumn, kKeyRole).toString();
    return key.isEmpty() ? nullptr : document()->field(key.toStdString());
}

QTreeWidgetItem* LayersPanel::itemOf(const QString& key) const {
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = tree_->topLevelItem(g);
        for (int k = 0; k < group->childCount(); ++k)
            if (group->child(k)->data(kNameColumn, kKeyRole).toString() == key)
                return group->child(k);
    }
    return nullptr;
}

void LayersPanel::rebuild() {
    const QString active = activeKey_;
    {
        const QSignalBlocker blocker(tree_);
        tree_->clear();
    }
    if (!document()) {
        settings_->field = nullptr;
        palette_->rebuild(nullptr);
        return;
    }
    const Board& board = document()->board();
    const auto mode = heightModeOf(board);
    {
        const QSignalBlocker blocker(tree_);
        QTreeWidgetItem* group = nullptr;
        for (const FieldSpec* f : fieldsInListOrder(document()->fields())) {
            const QString name = groupName(f->group);
            if (!group || group->text(kNameColumn) != name) {
                group = new QTreeWidgetItem(tree_, {name});
                group->setFlags(Qt::ItemIsEnabled);
                QFont bold = group->font(kNameColumn);
                bold.setBold(true);
                bold.setPointSizeF(bold.pointSizeF() * 0.9);
                group->setFont(kNameColumn, bold);
                group->setFirstColumnSpanned(true);
            }
            auto* item = new QTreeWidgetItem(group, {translatedName(f->label)});
            item->setData(kNameColumn, kKeyRole, qs(f->key));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setToolTip(kNameColumn, tr("%1 — tile byte %2, bits %3-%4")
                                              .arg(qs(f->key))
                                              .arg(f->byte)
                                              .arg(f->firstBit)
                                              .arg(f->firstBit + f->bitCount - 1));
            item->setToolTip(kLockColumn, tr("Locked: no edit changes this field"));
            item->setData(kNameColumn, Qt::UserRole + 1, layerColour(*f, mode));
        }
        tree_->expandAll();
    }
    refreshRows();
    if (!selectLayer(active) && !selectLayer(qs(keys::boundary)) && tree_->topLevelItemCount())
        tree_->setCurrentItem(tree_->topLevelItem(0)->child(0));
    // Every layer in view without scrolling (GB64 has thirteen in six groups).
    int rows = 0;
    for (int g = 0; g < tree_->topLevelItemCount(); ++g)
        rows += 1 + tree_->topLevelItem(g)->childCount();
    tree_->setMinimumHeight(tree_->sizeHintForRow(0) * rows + tree_->header()->sizeHint().height() +
                            2 * tree_->frameWidth());
    fitWidthToNames();
    onCurrentChanged(tree_->currentItem());
}

// As wide as the longest layer name of any tile size in this language, and of this board's own
// fields (a schema's): every name shows in full (in German "Figurensummen-Schranke" was cut), and
// the dock keeps its width from board to board.
int LayersPanel::nameColumnWidth() const {
    QFont italic = tree_->font(); // a hidden layer's name is in italics
    italic.setItalic(true);
    const QFontMetrics plain(tree_->font()), slanted(italic);
    int longest = 0;
    const auto measure = [&](std::string_view label) {
        const QString name = translatedName(label);
        longest =
            std::max({longest, plain.horizontalAdvance(name), slanted.horizontalAdvance(name)});
    };
    for (Variant v : kAllVariants)
        for (const FieldSpec& f : defaultLayout().tileFields(v))
            measure(f.label);
    if (document())
        for (const FieldSpec& f : document()->fields())
            measure(f.label);
    return longest + rowChrome_;
}

void LayersPanel::fitWidthToNames() {
    tree_->setMinimumWidth(nameColumnWidth() + tree_->header()->sectionSize(kLockColumn) +
                           2 * tree_->frameWidth());
}

void LayersPanel::refreshRows() {
    if (!document())
        return;
    const Board& board = document()->board();
    const QSignalBlocker blocker(tree_);
    const auto shown = visibility_->shown(board.variant(), document()->fields());
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = tree_->topLevelItem(g);
        for (int k = 0; k < group->childCount(); ++k) {
            QTreeWidgetItem* item = group->child(k);
            const FieldSpec* field = fieldOf(item);
            if (!field)
                continue;
            const FieldDisplay d = visibility_->display(board.variant(), *field);
            item->setCheckState(kNameColumn, d.visible ? Qt::Checked : Qt::Unchecked);
            item->setCheckState(kLockColumn, d.locked ? Qt::Checked : Qt::Unchecked);
            int slot = 0;
            for (std::size_t i = 0; i < shown.size(); ++i)
                if (shown[i].field == field)
                    slot = channelSlot(shown, i);
            // Shading lightens the tiles rather than colouring them: a light grey says so.
            const QColor colour = d.channel == LayerChannel::Shading
                                      ? QColor(0xc8, 0xc8, 0xc8)
                                      : item->data(kNameColumn, Qt::UserRole + 1).value<QColor>();
            item->setIcon(kNameColumn, channelIcon(d.channel, colour, slot));
            item->setData(kNameColumn, Qt::AccessibleDescriptionRole,
                          tr("%1, %2, shown as %3")
                              .arg(d.visible ? tr("shown") : tr("hidden"),
                                   d.locked ? tr("locked") : tr("unlocked"),
                                   channelName(d.channel)));
            QFont font = item->font(kNameColumn);
            font.setItalic(!d.visible);
            item->setFont(kNameColumn, font);
        }
    }
    if (const FieldSpec* field = settings_->field) {
        refreshing_ = true;
        const FieldDisplay d = visibility_->display(board.variant(), *field);
        channel_->setCurrentIndex(channel_->findData(static_cast<int>(d.channel)));
        opacity_->setValue(static_cast<int>(std::lround(d.opacity * 100)));
        opacityText_->setText(tr("%1 %").arg(opacity_->value()));
        refreshing_ = false;
        settings_->fieldLocked = d.locked;
        settings_->fieldHidden = !d.visible;
    }
    // The document enforces the locks for every edit; the list is where they are chosen.
    document()->setLockedBits(visibility_->lockedBits(board.variant(), document()->fields()));
}

QStringList LayersPanel::layerKeys() const {
    QStringList keys;
    for (int g = 0; g < tree_->topLevelItemCount(); ++g)
        for (int k = 0; k < tree_->topLevelItem(g)->childCount(); ++k)
            keys << tree_->topLevelItem(g)->child(k)->data(kNameColumn, kKeyRole).toString();
    return keys;
}

bool LayersPanel::selectLayer(const QString& key) {
    if (QTreeWidgetItem* item = itemOf(key)) {
        tree_->setCurrentItem(item);
        return true;
    }
    return false;
}

void LayersPanel::stepLayer(int step) {
    const QStringList keys = layerKeys();
    if (keys.isEmpty())
        return;
    const auto at = static_cast<int>(keys.indexOf(activeKey_));
    selectLayer(keys.at(((at < 0 ? 0 : at) + step + keys.size()) % keys.size()));
}

void LayersPanel::onCurrentChanged(QTreeWidgetItem* item) {
    const FieldSpec* field = fieldOf(item);
    if (!field)
        return;
    activeKey_ = qs(field->key);
    if (field != settings_->field) {
        settings_->field = field;
        // Start with the first value that paints something.
        settings_->value = field->key == keys::boundary ? 3 : 1;
        settings_->flagsOn = true;
    }
    refreshRows();
    palette_->rebuild(&document()->board());
    settings_->notify();
}

void LayersPanel::onItemChanged(QTreeWidgetItem* item, int column) {
    const FieldSpec* field = fieldOf(item);
    if (!field)
        return;
    const Variant variant = document()->board().variant();
    if (column == kNameColumn)
        visibility_->setVisible(variant, *field, item->checkState(kNameColumn) == Qt::Checked);
    else if (column == kLockColumn)
        visibility_->setLocked(variant, *field, item->checkState(kLockColumn) == Qt::Checked);
}

bool LayersPanel::eventFilter(QObject* watched, QEvent* event) {
    // Alt-click shows the field alone (Tiled and Krita's solo), without touching its check box.
    if (watched == tree_->viewport() && (event->type() == QEvent::MouseButtonPress ||
                                         event->type() == QEvent::MouseButtonDblClick)) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->modifiers() & Qt::AltModifier) {
            if (const FieldSpec* field = fieldOf(tree_->itemAt(mouse->position().toPoint()));
                field && document() && event->type() == QEvent::MouseButtonPress)
                visibility_->solo(document()->board().variant(), document()->fields(), *field);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gbxx
