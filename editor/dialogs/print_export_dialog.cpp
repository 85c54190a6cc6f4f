#include "editor/dialogs/print_export_dialog.h"
#include "editor/dialogs/dialog_buttons.h"

#include "editor/dialogs/layer_checklist.h"
#include "editor/settings/app_settings.h"
#include "render/layer_style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gbxx {
PrintExportDialog::PrintExportDialog(const Board& board, const FieldSpec* current, QWidget* parent,
                                     std::span<const FieldSpec> fields,
                                     std::optional<RenderOptions> view)
    : QDialog(parent)
    , board_(board)
    , fields_(fields.empty() ? board.fields() : fields)
    , view_(std::move(view))
    , mode_(new QComboBox(this))
    , layers_(new QListWidget(this))
    , grid_(new QCheckBox(tr("Draw the &grid"), this))
    , labels_(new QComboBox(this))
    , tileSize_(new QDoubleSpinBox(this))
    , paper_(new QComboBox(this))
    , orientation_(new QComboBox(this))
    , pages_(new QLabel(this)) {
    setWindowTitle(tr("Export Printable PDF"));
    mode_->setObjectName(QStringLiteral("printMode"));
    fillExportModes(mode_, view_.has_value());
    layers_->setObjectName(QStringLiteral("printLayers"));
    layers_->setAccessibleName(tr("Layers"));
    layers_->setAccessibleDescription(
        tr("Check each layer to print; each gets a set of pages of its own"));
    fillLayerChecklist(layers_, fields_, current);
    grid_->setChecked(!view_ || view_->grid);
    grid_->setToolTip(tr("Print the lines between the tiles"));
    labels_->setObjectName(QStringLiteral("printLabels"));
    fillLabelChoices(labels_);
    labels_->setCurrentIndex(1);
    labels_->setToolTip(tr("What is written on each tile"));
    tileSize_->setObjectName(QStringLiteral("printTileSize"));
    tileSize_->setRange(5, 200);
    tileSize_->setDecimals(1);
    tileSize_->setSuffix(tr(" mm per tile"));
    tileSize_->setValue(AppSettings::printTileMillimetres());
    tileSize_->setToolTip(tr("How large each tile is printed, in millimetres"));
    paper_->setObjectName(QStringLiteral("printPaper"));
    for (const QPageSize::PageSizeId id :
         {QPageSize::A4, QPageSize::A3, QPageSize::Letter, QPageSize::Legal, QPageSize::Tabloid})
        paper_->addItem(QPageSize::name(id), static_cast<int>(id));
    paper_->setCurrentIndex(
        std::max(0, paper_->findData(static_cast<int>(AppSettings::printPaper()))));
    paper_->setToolTip(tr("The paper the pages are printed on"));
    orientation_->addItem(tr("Portrait"), static_cast<int>(QPageLayout::Portrait));
    orientation_->addItem(tr("Landscape"), static_cast<int>(QPageLayout::Landscape));
    orientation_->setToolTip(tr("Whether the pages are upright or on their side"));
    pages_->setObjectName(QStringLiteral("printPages"));
    pages_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Draw:"), mode_);
    auto* layersLabel = new QLabel(tr("&Layers (a set of pages each):"), this);
    layersLabel->setBuddy(layers_);
    form->addRow(layersLabel);
    form->addRow(layers_);
    form->addRow(grid_);
    form->addRow(tr("La&bels:"), labels_);
    form->addRow(tr("&Tile size:"), tileSize_);
    form->addRow(tr("&Paper:"), paper_);
    form->addRow(tr("&Orientation:"), orientation_);
    form->addRow(pages_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    export_ = buttons->addButton(tr("&Export…"), QDialogButtonBox::AcceptRole);
    export_->setToolTip(tr("Choose a file and write the PDF to it"));
    export_->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        AppSettings::setPrintPage(
            tileSize_->value(), static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt()));
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(mode_, &QComboBox::currentIndexChanged, this, &PrintExportDialog::refresh);
    connect(layers_, &QListWidget::itemChanged, this, &PrintExportDialog::refresh);
    connect(tileSize_, &QDoubleSpinBox::valueChanged, this, &PrintExportDialog::refresh);
    connect(paper_, &QComboBox::currentIndexChanged, this, &PrintExportDialog::refresh);
    connect(orientation_, &QComboBox::currentIndexChanged, this, &PrintExportDialog::refresh);
    refresh();
}

PrintOptions PrintExportDialog::options() const {
    PrintOptions options;
    options.layers = checkedLayers(layers_, fields_);
    options.grid = grid_->isChecked();
    options.labels = static_cast<LabelKind>(labels_->currentData().toInt());
    options.tileMillimetres = tileSize_->value();
    options.pageSize = QPageSize(static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt()));
    options.orientation =
        static_cast<QPageLayout::Orientation>(orientation_->currentData().toInt());
    if (view_ && asTheViewShowsIt(mode_))
        options.asShown = view_;
    return options;
}

void PrintExportDialog::refresh() {
    const PrintOptions chosen = options();
    layers_->setEnabled(!chosen.asShown);
    const bool any = chosen.asShown || !chosen.layers.empty();
    export_->setEnabled(any);
    if (!any) {
        pages_->setText(tr("Choose at least one layer."));
        return;
    }
    const BoardPrint print(board_, chosen);
    pages_->setText(tr("%1 × %2 pages per layer, %n page(s) in all with the title page.", nullptr,
                       print.pageCount())
                        .arg(print.pagesAcross())
                        .arg(print.pagesDown()));
}

} // namespace gbxx
