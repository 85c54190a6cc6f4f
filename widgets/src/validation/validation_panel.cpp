#include "widgets/validation/validation_panel.h"

#include "gbxx/warnings.h"
#include "text/core_texts.h"
#include "widgets/document/board_document.h"

#include <algorithm>

#include <QListWidget>
#include <QVBoxLayout>

namespace gbxx {

ValidationPanel::ValidationPanel(QWidget* parent)
    : QWidget(parent)
    , list_(new QListWidget(this))
    , pending_(this, [this] { refresh(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(list_);
    list_->setObjectName(QStringLiteral("validationList"));
    list_->setAccessibleName(tr("Warnings"));
    list_->setAccessibleDescription(
        tr("What the board holds that a designer should hear about; choosing one shows its tiles"));
    list_->setWordWrap(true);
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int row = list_->row(item);
        if (row < 0 || row >= static_cast<int>(tiles_.size()) ||
            tiles_[static_cast<std::size_t>(row)].empty())
            return;
        const auto& tiles = tiles_[static_cast<std::size_t>(row)];
        located_ = Located{rules_[static_cast<std::size_t>(row)], tiles};
        std::sort(located_->tiles.begin(), located_->tiles.end());
        pending_.setNeededWhileHidden(true); // the view shows its tiles while the tab is away
        emit locate(tiles);
    });
    connect(list_, &QListWidget::itemClicked, list_, &QListWidget::itemActivated);
}

void ValidationPanel::setExtraWarnings(ExtraWarnings extra) {
    extra_ = std::move(extra);
}

ValidationPanel::~ValidationPanel() = default;

void ValidationPanel::documentSwitched() {
    extraRun_.reset(); // about the board before
    located_.reset();
    pending_.setNeededWhileHidden(false);
    pending_.now();
}

void ValidationPanel::documentChanged(const DocumentChange& change) {
    // The warnings are about the board and its file's name: a selection, the rules, an edit
    // ending or the modified mark leave them as they are.
    if (!(change.aspects & (DocumentChange::BoardContent | DocumentChange::FilePath)))
        return;
    // Warnings on their way speak of the board before this change: stopped now (a validator
    // may take a second), and asked again with the rest once the edits pause; the line saying
    // they are coming goes with them.
    if (extraRun_) {
        extraRun_.reset();
        delete waiting_;
        waiting_ = nullptr;
    }
    pending_.later();
}

void ValidationPanel::refresh() {
    pending_.cancel();
    extraRun_.reset();
    waiting_ = nullptr;
    list_->clear();
    tiles_.clear();
    rules_.clear();
    if (!document())
        return;
    addWarnings(allWarnings(document()->board(), document()->filePath().toStdString()));
    if (extra_)
        extraRun_ = extra_(*document());
    if (!extraRun_)
        return listed();
    extraRevision_ = document()->revision();
    // Last, outside the rows of warnings (tiles_), so that choosing it locates nothing.
    waiting_ = new QListWidgetItem(tr("Running the validators…"), list_);
    waiting_->setFlags(Qt::NoItemFlags);
    connect(extraRun_.get(), &PendingWarnings::ready, this, &ValidationPanel::addExtra);
}

void ValidationPanel::addWarnings(std::vector<Warning> warnings) {
    for (Warning& w : warnings) {
        auto* item = new QListWidgetItem(translated(w), list_);
        const bool fromScript = w.rule.rfind("script ", 0) == 0;
        item->setToolTip((fromScript ? tr("From the validator %1%2") : tr("Spec %1%2"))
                             .arg(QString::fromStdString(fromScript ? w.rule.substr(7) : w.rule),
                                  w.tiles.empty() ? QString() : tr(" — click to show the tiles")));
        tiles_.push_back(std::move(w.tiles));
        rules_.push_back(w.rule);
    }
}

void ValidationPanel::addExtra(const std::vector<Warning>& warnings) {
    // Every change to the board drops the run (documentChanged): this guards the rule, it does
    // not make it.
    if (!document() || document()->revision() != extraRevision_)
        return;
    extraRun_.release()->deleteLater(); // it is still emitting ready()
    delete waiting_;
    waiting_ = nullptr;
    addWarnings(warnings);
    listed();
}

void ValidationPanel::listed() {
    if (tiles_.empty())
        new QListWidgetItem(tr("No warnings."), list_);
    followLocated();
}

void ValidationPanel::followLocated() {
    if (!located_)
        return;
    // The same warning is the one of the same rule that still concerns some of its tiles.
    for (std::size_t row = 0; row < tiles_.size(); ++row) {
        if (rules_[row] != located_->rule)
            continue;
        std::vector<TileIndex> now = tiles_[row];
        std::sort(now.begin(), now.end());
        std::vector<TileIndex> shared;
        std::set_intersection(now.begin(), now.end(), located_->tiles.begin(),
                              located_->tiles.end(), std::back_inserter(shared));
        if (shared.empty())
            continue;
        if (now != located_->tiles) {
            located_->tiles = now;
            emit locatedChanged(tiles_[row]);
        }
        return;
    }
    located_.reset();
    pending_.setNeededWhileHidden(false);
    emit locatedChanged({});
}

} // namespace gbxx
