#include "widgets/inspector/tile_inspector.h"

#include "widgets/inspector/field_editor.h"
#include "widgets/document/board_document.h"
#include "widgets/document/tile_reading.h"
#include "widgets/icons/themed_icon.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QGridLayout>
#include <QStyle>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {

TileInspector::TileInspector(QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel(this))
    , pin_(new QToolButton(this))
    , pointerRow_(new QLabel(this))
    , annotation_(new QLabel(this))
    , fieldsArea_(new QWidget)
    , grid_(new QGridLayout(fieldsArea_)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    // Wrapped in room kept for two lines: a long tile value neither widens the dock (which would
    // shrink a fitted board) nor moves the editors.
    title_->setWordWrap(true);
    title_->setMinimumHeight(2 * title_->fontMetrics().lineSpacing());
    title_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    title_->setObjectName(QStringLiteral("inspectorTitle"));
    top->addWidget(title_, 1);
    pin_->setObjectName(QStringLiteral("pinButton"));
    pin_->setCheckable(true);
    pin_->setIcon(themedIcon(QStringLiteral("pin")));
    pin_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // As wide pinned as not: the dock keeps its width when the text changes.
    pin_->setText(tr("Pinned"));
    const int pinnedWidth = pin_->sizeHint().width();
    pin_->setText(tr("Pin"));
    pin_->setMinimumWidth(std::max(pinnedWidth, pin_->sizeHint().width()));
    pin_->setToolTip(tr("Keep showing this tile while the pointer moves (picker click: pin "
                        "the tile clicked)"));
    connect(pin_, &QToolButton::clicked, this, [this](bool on) { pinTile(on ? hovered_ : -1); });
    top->addWidget(pin_, 0, Qt::AlignTop);
    layout->addLayout(top);
    pointerRow_->setObjectName(QStringLiteral("pointerRow"));
    pointerRow_->setTextFormat(Qt::PlainText);
    pointerRow_->setEnabled(false); // drawn dimmed: it is transient
    pointerRow_->setMinimumWidth(1);
    layout->addWidget(pointerRow_);
    annotation_->setObjectName(QStringLiteral("inspectorAnnotation"));
    annotation_->setTextFormat(Qt::PlainText);
    annotation_->setWordWrap(true);
    annotation_->setMinimumWidth(1);
    annotation_->hide();
    layout->addWidget(annotation_);
    grid_->setContentsMargins(2, 2, 2, 2);
    grid_->setColumnStretch(1, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("inspectorFields"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // A narrow dock or a language's longer names: a scroll bar reaches the rest, nothing is cut.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setWidget(fieldsArea_);
    // Room for a handful of fields however the docks are arranged.
    scroll->setMinimumHeight(9 * fontMetrics().height());
    layout->addWidget(scroll, 1);
    refresh();
}

void TileInspector::leavingDocument() {
    const BoardDocument* leaving = document();
    if (pinned_ < 0) {
        pins_.remove(leaving);
        return;
    }
    if (!pins_.contains(leaving)) // a closed board's pin goes with it
        connect(leaving, &QObject::destroyed, this, [this, leaving] { pins_.remove(leaving); });
    pins_.insert(leaving, pinned_);
}

void TileInspector::documentSwitched() {
    hovered_ = -1;
    // A board shown again (its tab) keeps its pin.
    const int pin = document() ? pins_.value(document(), -1) : -1;
    const int restored =
        document() && pin < static_cast<int>(document()->board().tileCount()) ? pin : -1;
    if (restored != pinned_) {
        pinned_ = restored;
        emit pinnedChanged(pinned_);
    }
    rebuildEditors();
    refresh();
}

void TileInspector::documentChanged(const DocumentChange& change) {
    if (change.reshapes()) {
        const int count = static_cast<int>(document()->board().tileCount());
        if (hovered_ >= count)
            hovered_ = -1;
        if (pinned_ >= count) {
            pinned_ = -1;
            emit pinnedChanged(-1);
        }
        rebuildEditors();
        refresh();
        return;
    }
    if (change.has(DocumentChange::Selection)) {
        refresh();
        return;
    }
    if (!change.has(DocumentChange::Tiles))
        return;
    const Selection& selection = document()->selection();
    const bool shown = std::any_of(change.tiles.begin(), change.tiles.end(), [&](TileIndex t) {
        return selection.empty() ? static_cast<int>(t) == tile() : selection.contains(t);
    });
    if (shown)
        refresh();
    else if (hovered_ >= 0 && std::find(change.tiles.begin(), change.tiles.end(),
                                        static_cast<TileIndex>(hovered_)) != change.tiles.end())
        showPointerRow();
}

void TileInspector::showTile(int index) {
    if (index < 0 || index == hovered_)
        return;
    hovered_ = index;
    if (pinned_ < 0 && (!document() || document()->selection().empty()))
        refresh();
    else
        showPointerRow();
}

void TileInspector::pinTile(int index) {
    if (document() && index >= static_cast<int>(document()->board().tileCount()))
        index = -1;
    const bool changed = index != pinned_;
    pinned_ = index;
    refresh();
    if (changed)
        emit pinnedChanged(index);
}

std::vector<TileIndex> TileInspector::targets() const {
    if (!document())
        return {};
    if (!document()->selection().empty())
        return document()->selection().tiles();
    if (tile() < 0 || tile() >= static_cast<int>(document()->board().tileCount()))
        return {};
    return {static_cast<TileIndex>(tile())};
}

FieldEditor* TileInspector::editor(int row) const {
    return row >= 0 && row < editors_.size() ? editors_[row] : nullptr;
}

QString TileInspector::meaning(int row) const {
    const FieldEditor* e = editor(row);
    return e ? e->meaning() : QString();
}

bool TileInspector::refusedAsLocked(const FieldSpec& field) {
    if ((document()->lockedBits() & field.mask()) == 0)
        return false;
    emit message(tr("%1 is locked: unlock it in the Layers panel to change it")
                     .arg(translatedName(field.label)));
    refresh(); // the editor shows the value the tiles still hold
    return true;
}

void TileInspector::editField(int row, std::uint64_t value) {
    const std::vector<TileIndex> tiles = targets();
    const FieldEditor* e = editor(row);
    if (tiles.empty() || !e || refusedAsLocked(e->field()))
        return;
    const Board& board = document()->board();
    const QString field = nameInSentence(e->field().label);
    const QString text =
        tiles.size() == 1
            ? tr("Set %1 of tile (%2, %3)")
                  .arg(field)
                  .arg(board.xOf(tiles.front()))
                  .arg(board.yOf(tiles.front()))
            : tr("Set %1 of %n tiles", nullptr, static_cast<int>(tiles.size())).arg(field);
    document()->pushEdit(text, board.planField(e->field(), value, tiles));
}

void TileInspector::editFlag(int row, int bit, bool on) {
    const std::vector<TileIndex> tiles = targets();
    const FieldEditor* e = editor(row);
    if (tiles.empty() || !e || bit < 0 || bit >= e->field().bitCount || refusedAsLocked(e->field()))
        return;
    const Board& board = document()->board();
    QString flag = valueName(e->field(), static_cast<std::uint64_t>(bit));
    if (flag.isEmpty())
        flag = tr("bit %1").arg(bit);
    const QString where =
        tiles.size() == 1
            ? tr("tile (%1, %2)").arg(board.xOf(tiles.front())).arg(board.yOf(tiles.front()))
            : tr("%n tiles", nullptr, static_cast<int>(tiles.size()));
    const QString text =
        on ? tr("Set %1 on %2").arg(flag, where) : tr("Clear %1 on %2").arg(flag, where);
    document()->pushEdit(text, board.planFlags(e->field(), std::uint64_t{1} << bit, on, tiles));
}

void TileInspector::rebuildEditors() {
    const Board* board = document() ? &document()->board() : nullptr;
    const int mode = board ? static_cast<int>(heightModeOf(*board)) : -1;
    // The fields are the layout's for the board's tile size: a tab of another size needs others.
    const void* layout = board ? static_cast<const void*>(board->fields().data()) : nullptr;
    if (mode == editorsMode_ && layout == editorsFields_)
        return;
    editorsMode_ = mode;
    editorsFields_ = layout;
    for (FieldEditor* e : editors_)
        delete e;
    editors_.clear();
    labels_.clear();
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!board)
        return;
    const auto fields = board->fields();
    for (int row = 0; row < static_cast<int>(fields.size()); ++row) {
        const FieldSpec& field = fields[static_cast<std::size_t>(row)];
        auto* label =
            new QLabel(translatedName(field.label).replace(QLatin1Char('&'), QStringLiteral("&&")),
                       fieldsArea_);
        label->setToolTip(qs(field.key));
        auto* e = new FieldEditor(field, static_cast<HeightMode>(mode), fieldsArea_);
        label->setBuddy(e);
        connect(e, &FieldEditor::valueChosen, this,
                [this, row](std::uint64_t value) { editField(row, value); });
        connect(e, &FieldEditor::flagChosen, this,
                [this, row](int bit, bool on) { editFlag(row, bit, on); });
        labels_.append(label);
        editors_.append(e);
    }
    // Side by side needs the widest name and the widest editor (flags in two columns, as made).
    int names = 0;
    int editors = 0;
    for (int row = 0; row < editors_.size(); ++row) {
        names = std::max(names, labels_[row]->sizeHint().width());
        editors = std::max(editors, editors_[row]->sizeHint().width());
    }
    sideBySideWidth_ = names + grid_->horizontalSpacing() + editors;
    stacked_ = false;
    arrangeEditors();
}

void TileInspector::arrangeEditors() {
    if (editors_.isEmpty())
        return;
    const QMargins margins = grid_->contentsMargins();
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int room = width() - margins.left() - margins.right() - scrollBar - 8;
    const bool stacked = sideBySideWidth_ > room;
    if (stacked == stacked_ && grid_->count() > 0)
        return;
    stacked_ = stacked;
    for (int row = 0; row < editors_.size(); ++row) {
        grid_->removeWidget(labels_[row]);
        grid_->removeWidget(editors_[row]);
    }
    for (int row = 0; row < editors_.size(); ++row) {
        editors_[row]->setFlagColumns(stacked ? 1 : 2);
        if (stacked) {
            grid_->addWidget(labels_[row], 2 * row, 0, 1, 2, Qt::AlignLeft | Qt::AlignBottom);
            grid_->addWidget(editors_[row], 2 * row + 1, 0, 1, 2);
        } else {
            grid_->addWidget(labels_[row], row, 0, Qt::AlignLeft | Qt::AlignTop);
            grid_->addWidget(editors_[row], row, 1);
        }
    }
    const int rows = static_cast<int>(editors_.size()) * (stacked ? 2 : 1);
    for (int row = 0; row < grid_->rowCount(); ++row)
        grid_->setRowStretch(row, row == rows ? 1 : 0);
    // At once, not at the next layout pass: a click right after a resize lands where it is shown.
    for (FieldEditor* e : editors_)
        e->layout()->activate();
    grid_->activate();
}

void TileInspector::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeEditors();
}

QString TileInspector::describe(TileIndex tile) const {
    const Board& board = document()->board();
    return tr("Pointer (%1, %2): %3")
        .arg(board.xOf(tile))
        .arg(board.yOf(tile))
        .arg(tileReading(*document(), tile));
}

void TileInspector::showPointerRow() {
    const bool following = pinned_ < 0 && (!document() || document()->selection().empty());
    if (following || !document() || hovered_ < 0 ||
        hovered_ >= static_cast<int>(document()->board().tileCount()) || hovered_ == pinned_) {
        pointerRow_->clear();
        pointerRow_->setToolTip(QString());
        return;
    }
    const QString text = describe(static_cast<TileIndex>(hovered_));
    pointerRow_->setToolTip(text);
    pointerRow_->setText(pointerRow_->fontMetrics().elidedText(text, Qt::ElideRight,
                                                               std::max(40, pointerRow_->width())));
}

void TileInspector::setAnnotation(Annotation about) {
    about_ = std::move(about);
    refreshAnnotation();
}

void TileInspector::refreshAnnotation() {
    const QString text = about_ && document() ? about_(targets()) : QString();
    annotation_->setText(text);
    // Kept while there is a source, even empty: the editors below do not jump as the pointer moves.
    annotation_->setVisible(about_ && document());
}

QString TileInspector::annotation() const {
    return annotation_->text();
}

void TileInspector::refresh() {
    const std::vector<TileIndex> tiles = targets();
    refreshAnnotation();
    pin_->setChecked(pinned_ >= 0);
    pin_->setText(pinned_ >= 0 ? tr("Pinned") : tr("Pin"));
    pin_->setEnabled(document() && (pinned_ >= 0 || hovered_ >= 0));
    fieldsArea_->setEnabled(!tiles.empty());
    showPointerRow();
    if (tiles.empty()) {
        title_->setText(document() ? tr("Point at a tile to inspect it, click it with the picker "
                                        "to pin it.")
                                   : tr("No board open."));
        for (FieldEditor* e : editors_)
            e->show(TileSpread{});
        return;
    }
    const Board& board = document()->board();
    if (tiles.size() == 1) {
        const TileIndex tile = tiles.front();
        const QString raw =
            QString::number(board.tile(tile), 16)
                .rightJustified(static_cast<int>(tileBytes(board.variant()) * 2), QLatin1Char('0'));
        title_->setText((pinned_ >= 0 && document()->selection().empty()
                             ? tr("Pinned tile (%1, %2), index %3: 0x%4")
                             : tr("Tile (%1, %2), index %3: 0x%4"))
                            .arg(board.xOf(tile))
                            .arg(board.yOf(tile))
                            .arg(tile)
                            .arg(raw));
    } else {
        title_->setText(tr("%n selected tiles: fields they share, \"mixed\" where they differ",
                           nullptr, static_cast<int>(tiles.size())));
    }
    const TileSpread spread = spreadOf(board, tiles);
    for (FieldEditor* e : editors_) {
        e->show(spread);
        const bool locked = (document()->lockedBits() & e->field().mask()) != 0;
        e->setToolTip(locked ? tr("Locked in the Layers panel") : QString());
    }
}

} // namespace gbxx
