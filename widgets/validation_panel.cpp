#include "validation_panel.h"

#include "board_document.h"
#include "gbxx/balance.h"
#include "gbxx/warnings.h"

#include <QListWidget>
#include <QVBoxLayout>

namespace gbxx {

ValidationPanel::ValidationPanel(QWidget* parent)
    : QWidget(parent)
    , list_(new QListWidget(this))
    , pending_([this] { refresh(); }, this) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(list_);
    list_->setObjectName(QStringLiteral("validationList"));
    list_->setWordWrap(true);
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int row = list_->row(item);
        if (row >= 0 && row < static_cast<int>(tiles_.size()) &&
            !tiles_[static_cast<std::size_t>(row)].empty())
            emit locate(tiles_[static_cast<std::size_t>(row)]);
    });
    connect(list_, &QListWidget::itemClicked, list_, &QListWidget::itemActivated);
}

void ValidationPanel::setDocument(BoardDocument* document) {
    document_ = document;
    pending_.watch(document);
    refresh();
}

void ValidationPanel::refresh() {
    pending_.cancel();
    list_->clear();
    tiles_.clear();
    if (!document_)
        return;
    const Board& board = document_->board();
    std::vector<Warning> warnings = findWarnings(board, document_->filePath().toStdString());
    for (Warning& w : designWarnings(board))
        warnings.push_back(std::move(w));
    for (Warning& w : warnings) {
        auto* item = new QListWidgetItem(QString::fromStdString(w.message), list_);
        item->setToolTip(tr("Spec %1%2")
                             .arg(QString::fromStdString(w.rule),
                                  w.tiles.empty() ? QString() : tr(" — click to show the tiles")));
        tiles_.push_back(std::move(w.tiles));
    }
    if (warnings.empty())
        new QListWidgetItem(tr("No warnings."), list_);
}

} // namespace gbxx
