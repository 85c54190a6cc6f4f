#include "widgets/palette/command_palette.h"

#include "widgets/palette/palette_row_delegate.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QItemSelectionModel>
#include <QListView>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {
namespace {

constexpr int kWidth = 620;
constexpr int kVisibleRows = 12;

} // namespace

CommandPalette::CommandPalette(QWidget* window)
    : QFrame(window)
    , field_(new QLineEdit(this))
    , list_(new QListView(this))
    , message_(new QLabel(this))
    , model_(new QStandardItemModel(this)) {
    setObjectName(QStringLiteral("commandPalette"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAccessibleName(tr("Search actions"));
    field_->setObjectName(QStringLiteral("commandPaletteField"));
    field_->setPlaceholderText(tr("Type to find an action, a layer or a preference"));
    field_->setAccessibleName(tr("Search actions"));
    field_->setClearButtonEnabled(true);
    list_->setObjectName(QStringLiteral("commandPaletteList"));
    list_->setAccessibleName(tr("Matching actions"));
    list_->setModel(model_);
    list_->setItemDelegate(new PaletteRowDelegate(list_));
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setUniformItemSizes(true);
    // The field keeps the focus while the arrows move in the list, as in VS Code; Tab reaches
    // the list, for a screen reader to walk it.
    setTabOrder(field_, list_);
    message_->setObjectName(QStringLiteral("commandPaletteMessage"));
    message_->setWordWrap(true);
    message_->hide();
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(6, 6, 6, 6);
    column->setSpacing(4);
    column->addWidget(field_);
    column->addWidget(message_);
    column->addWidget(list_);
    setFocusProxy(field_);
    field_->installEventFilter(this);
    list_->installEventFilter(this);
    window->installEventFilter(this); // to follow its size
    connect(field_, &QLineEdit::textChanged, this, &CommandPalette::refilter);
    connect(list_, &QListView::activated, this, &CommandPalette::runCurrent);
    // The field tells a screen reader which row Enter would run.
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                field_->setAccessibleDescription(current.data(Qt::AccessibleTextRole).toString());
            });
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget*, QWidget* now) { onFocusChanged(now); });
    hide();
}

void CommandPalette::open(QList<PaletteEntry> entries) {
    entries_ = std::move(entries);
    field_->clear();
    message_->hide();
    refilter();
    place();
    show();
    raise();
    field_->setFocus(Qt::ShortcutFocusReason);
}

QString CommandPalette::message() const {
    return message_->isVisible() ? message_->text() : QString();
}

QList<PaletteEntry> CommandPalette::listed() const {
    QList<PaletteEntry> out;
    for (const RankedEntry& r : ranked_)
        out << entries_.at(r.entry);
    return out;
}

void CommandPalette::refilter() {
    message_->hide();
    ranked_ = PaletteRanking::rank(field_->text(), entries_);
    model_->clear();
    for (const RankedEntry& r : ranked_) {
        const PaletteEntry& entry = entries_.at(r.entry);
        auto* item = new QStandardItem(entry.text);
        item->setData(entry.path, PaletteRowDelegate::PathRole);
        item->setData(entry.shortcut, PaletteRowDelegate::ShortcutRole);
        item->setData(entry.whyNot, PaletteRowDelegate::WhyNotRole);
        QVariantList emphasis;
        for (const qsizetype at : r.emphasised)
            emphasis << QVariant::fromValue(at);
        item->setData(emphasis, PaletteRowDelegate::EmphasisRole);
        // What a screen reader says of the row: all that the row shows.
        QStringList spoken{entry.text};
        if (!entry.whyNot.isEmpty())
            spoken << tr("unavailable: %1").arg(entry.whyNot);
        if (!entry.path.isEmpty())
            spoken << entry.path;
        if (!entry.shortcut.isEmpty())
            spoken << entry.shortcut;
        item->setData(spoken.join(QStringLiteral(", ")), Qt::AccessibleTextRole);
        item->setToolTip(entry.whyNot);
        model_->appendRow(item);
    }
    if (model_->rowCount() > 0)
        list_->setCurrentIndex(model_->index(0, 0));
    if (isVisible())
        place(); // as high as the rows found
}

void CommandPalette::runCurrent() {
    const int row = list_->currentIndex().row();
    if (row < 0 || row >= ranked_.size())
        return;
    const PaletteEntry entry = entries_.at(ranked_.at(row).entry);
    if (!entry.whyNot.isEmpty()) {
        message_->setText(tr("“%1” cannot run now: %2").arg(entry.text, entry.whyNot));
        message_->show();
        return;
    }
    shut();
    PaletteRanking::noteUsed(entry.key);
    // Closed first: the action's dialog, or the board it changes, takes the focus.
    entry.run();
}

void CommandPalette::step(int rows) {
    const int count = model_->rowCount();
    if (count == 0)
        return;
    const int row = std::clamp(list_->currentIndex().row() + rows, 0, count - 1);
    list_->setCurrentIndex(model_->index(row, 0));
}

void CommandPalette::place() {
    const QWidget* window = parentWidget();
    const int width = std::min(kWidth, window->width() - 40);
    const int rowHeight = std::max(list_->sizeHintForRow(0), fontMetrics().height() + 8);
    const int rows = std::clamp(model_->rowCount(), 1, kVisibleRows);
    list_->setFixedHeight(rowHeight * rows + 2 * list_->frameWidth());
    resize(width, sizeHint().height());
    QFrame::move((window->width() - width) / 2, 8);
}

void CommandPalette::shut() {
    hide();
    entries_.clear(); // they point into the board shown
    ranked_.clear();
    model_->clear();
}

void CommandPalette::onFocusChanged(QWidget* now) {
    if (isVisible() && (!now || (now != this && !isAncestorOf(now))))
        shut();
}

bool CommandPalette::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget()) {
        if (event->type() == QEvent::Resize && isVisible())
            place();
        return false;
    }
    const bool override = event->type() == QEvent::ShortcutOverride;
    if (event->type() != QEvent::KeyPress && !override)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (override) {
        // The palette's keys are its own while it has the focus, not the window's shortcuts'.
        static const QList<int> own{Qt::Key_Escape, Qt::Key_Return, Qt::Key_Enter,   Qt::Key_Up,
                                    Qt::Key_Down,   Qt::Key_PageUp, Qt::Key_PageDown};
        if (own.contains(key->key()) && (key->modifiers() & ~Qt::KeypadModifier) == 0)
            key->accept();
        return false;
    }
    const int page = kVisibleRows - 1;
    switch (key->key()) {
    case Qt::Key_Escape:
        shut();
        emit dismissed();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        runCurrent();
        return true;
    case Qt::Key_Up:
        step(-1);
        return true;
    case Qt::Key_Down:
        step(1);
        return true;
    case Qt::Key_PageUp:
        step(-page);
        return true;
    case Qt::Key_PageDown:
        step(page);
        return true;
    default:
        return false;
    }
}

} // namespace gbxx
