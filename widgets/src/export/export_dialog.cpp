#include "widgets/export/export_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "gbxx/layout_mapping.h"
#include "text/core_texts.h"
#include "text/variant_text.h"
#include "text/qt_text.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {
namespace {

// A loss report key as the rest of the editor names the field: its layer name ("Currency
// barrier"); an older layout's field or header flag by its name in that layout (L4).
QString lossName(const Board& source, const std::string& key) {
    std::string_view rest = key;
    const bool older = rest.starts_with(kOlderReportPrefix);
    if (older)
        rest.remove_prefix(kOlderReportPrefix.size());
    constexpr std::string_view kHeader = "header.";
    if (rest.starts_with(kHeader)) {
        rest.remove_prefix(kHeader.size());
        if (const FieldSpec* f = source.layout().headerField(rest))
            return ExportDialog::tr("%1 (header)").arg(translatedName(f->label));
    } else if (const FieldSpec* f = source.field(rest)) {
        return translatedName(f->label);
    }
    return QString::fromStdString(key);
}

} // namespace

ExportDialog::ExportDialog(const Board& source, Variant target, Purpose purpose, QWidget* parent)
    : QDialog(parent)
    , conversion_(convertBoard(source, target))
    , table_(new QTableWidget(this))
    , summary_(new QLabel(this))
    , highlight_(new QPushButton(tr("&Highlight These Tiles"), this)) {
    const QString to = variantLabel(target);
    QString from = variantLabel(source.variant());
    if (!source.layout().isDefault()) // L3: the result is always in today's layout
        from = tr("%1 (layout %2)").arg(from, qs(source.layout().name));
    switch (purpose) {
    case Purpose::ExportFile:
        setWindowTitle(tr("Export as %1").arg(to));
        break;
    case Purpose::ConvertInPlace:
        setWindowTitle(tr("Convert to %1").arg(to));
        break;
    case Purpose::Paste:
        setWindowTitle(tr("Paste %1 Tiles into %2").arg(from, to));
        break;
    }
    const QString what = purpose == Purpose::Paste ? tr("copied tiles") : tr("board");
    auto* layout = new QVBoxLayout(this);
    summary_->setWordWrap(true);
    summary_->setObjectName(QStringLiteral("lossSummary"));
    layout->addWidget(summary_);
    const auto& entries = conversion_.report.entries;
    if (entries.empty()) {
        summary_->setText(tr("<b>Lossless.</b> Every tile of these %1 %2 keeps its meaning in %3.")
                              .arg(from, what, to));
        table_->hide();
        highlight_->hide();
    } else {
        summary_->setText(
            tr("<b>Some data cannot be stored in %1.</b> Read back, these fields differ "
               "from the %2 %3 on the tiles counted below.")
                .arg(to, from, what));
    }
    table_->setAccessibleName(tr("Data lost"));
    table_->setAccessibleDescription(
        tr("Each field that reads back differently in %1, with the tiles affected").arg(to));
    highlight_->setToolTip(
        tr("Mark on the board the tiles of the chosen rows, or of every row when none is chosen"));
    table_->setColumnCount(2);
    table_->setHorizontalHeaderLabels({tr("Field"), tr("Tiles affected")});
    table_->setRowCount(static_cast<int>(entries.size()));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int row = 0; row < static_cast<int>(entries.size()); ++row) {
        const LossEntry& e = entries[static_cast<std::size_t>(row)];
        auto* name = new QTableWidgetItem(lossName(source, e.key));
        // The key as `gbxx convert` reports it.
        name->setData(Qt::UserRole, QString::fromStdString(e.key));
        name->setToolTip(QString::fromStdString(e.key));
        table_->setItem(row, 0, name);
        auto* count = new QTableWidgetItem(e.headerFlagLost ? tr("header flag lost")
                                                            : QString::number(e.tileCount));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, 1, count);
    }
    layout->addWidget(table_);
    layout->addWidget(highlight_);
    connect(highlight_, &QPushButton::clicked, this, &ExportDialog::highlightSelected);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    const QString goText = purpose == Purpose::ExportFile       ? tr("&Export…")
                           : purpose == Purpose::ConvertInPlace ? tr("&Convert")
                                                                : tr("&Paste");
    QPushButton* go = buttons->addButton(goText, QDialogButtonBox::AcceptRole);
    go->setObjectName(QStringLiteral("goButton"));
    go->setToolTip(purpose == Purpose::ExportFile
                       ? tr("Choose a file and write a %1 copy of the board to it").arg(to)
                   : purpose == Purpose::ConvertInPlace
                       ? tr("Make this board a %1 board").arg(to)
                       : tr("Paste the copied tiles, converted to %1").arg(to));
    if (purpose == Purpose::Paste)
        highlight_->hide(); // the copied tiles are not on this board
    go->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(460, entries.empty() ? 160 : 380);
}

void ExportDialog::highlightSelected() {
    const auto& entries = conversion_.report.entries;
    QList<int> rows;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        rows.append(index.row());
    if (rows.isEmpty())
        for (int row = 0; row < static_cast<int>(entries.size()); ++row)
            rows.append(row);
    std::vector<TileIndex> tiles;
    for (int row : rows) {
        const std::vector<TileIndex> t =
            conversion_.report.tilesOf(entries[static_cast<std::size_t>(row)]);
        tiles.insert(tiles.end(), t.begin(), t.end());
    }
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    emit highlightRequested(tiles);
}

} // namespace gbxx
