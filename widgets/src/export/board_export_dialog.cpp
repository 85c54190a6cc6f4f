#include "widgets/export/board_export_dialog.h"

#include "widgets/common/dialog_buttons.h"
#include "widgets/export/layer_checklist.h"
#include "widgets/settings/app_settings.h"
#include "render/layer_style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {
namespace {

constexpr int kPreviewSide = 360;

// The texts keep the translation contexts of the image and the print dialog this one replaced, so
// that every language keeps its translations.
struct ImageTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::ImageExportDialog)
};
struct PrintTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::PrintExportDialog)
};

} // namespace

BoardExportDialog::BoardExportDialog(Kind kind, const Board& board, const FieldSpec* current,
                                     QWidget* parent, std::span<const FieldSpec> fields,
                                     std::optional<RenderOptions> view)
    : QDialog(parent)
    , kind_(kind)
    , board_(board)
    , fields_(fields.empty() ? board.fields() : fields)
    , view_(std::move(view))
    , mode_(new QComboBox(this))
    , layers_(new QListWidget(this))
    , grid_(new QCheckBox(kind == Kind::Image ? ImageTexts::tr("Draw the &grid")
                                              : PrintTexts::tr("Draw the &grid"),
                          this)) {
    const bool image = kind_ == Kind::Image;
    setWindowTitle(image ? ImageTexts::tr("Export Image") : PrintTexts::tr("Export Printable PDF"));
    mode_->setObjectName(image ? QStringLiteral("imageMode") : QStringLiteral("printMode"));
    fillExportModes(mode_, view_.has_value());
    layers_->setObjectName(image ? QStringLiteral("imageLayers") : QStringLiteral("printLayers"));
    layers_->setAccessibleName(image ? ImageTexts::tr("Layers") : PrintTexts::tr("Layers"));
    layers_->setAccessibleDescription(
        image ? ImageTexts::tr("Check each layer to draw; each gets a panel of its own")
              : PrintTexts::tr("Check each layer to print; each gets a set of pages of its own"));
    fillLayerChecklist(layers_, fields_, current);
    if (image) // wide enough for the longest "Label (key)" without a sideways scroll bar
        layers_->setMinimumWidth(layers_->sizeHintForColumn(0) + 2 * layers_->frameWidth() +
                                 style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8);
    grid_->setChecked(!view_ || view_->grid);
    grid_->setToolTip(image ? ImageTexts::tr("Draw the lines between the tiles")
                            : PrintTexts::tr("Print the lines between the tiles"));
    if (image) {
        legend_ = new QCheckBox(ImageTexts::tr("Add titles and a &legend"), this);
        legend_->setToolTip(
            ImageTexts::tr("Name each panel's layer and list its values with their colours"));
    }
    labels_ = new QComboBox(this);
    labels_->setObjectName(image ? QStringLiteral("imageLabels") : QStringLiteral("printLabels"));
    fillLabelChoices(labels_);

    auto* form = new QFormLayout;
    form->addRow(image ? ImageTexts::tr("&Draw:") : PrintTexts::tr("&Draw:"), mode_);
    auto* layersLabel = new QLabel(image ? ImageTexts::tr("&Layers (one panel each):")
                                         : PrintTexts::tr("&Layers (a set of pages each):"),
                                   this);
    layersLabel->setBuddy(layers_);
    form->addRow(layersLabel);
    form->addRow(layers_);
    form->addRow(grid_);
    if (legend_)
        form->addRow(legend_);
    form->addRow(image ? ImageTexts::tr("La&bels:") : PrintTexts::tr("La&bels:"), labels_);
    auto* layout = new QVBoxLayout(this);
    if (image) {
        addImageRows(form);
        auto* columns = new QHBoxLayout;
        columns->addLayout(form, 1);
        columns->addWidget(preview_, 2);
        layout->addLayout(columns);
    } else {
        addPrintRows(form);
        layout->addLayout(form);
    }
    export_ = addButtons(layout);

    connect(mode_, &QComboBox::currentIndexChanged, this, &BoardExportDialog::refresh);
    connect(layers_, &QListWidget::itemChanged, this, &BoardExportDialog::refresh);
    refresh();
}

void BoardExportDialog::addImageRows(QFormLayout* form) {
    if (view_)
        labels_->setCurrentIndex(labels_->findData(static_cast<int>(view_->labels.kind)));
    labels_->setToolTip(ImageTexts::tr("Written on each tile at %1 pixels per tile or more")
                            .arg(kLabelMinimumScale));
    pixels_ = new QSpinBox(this);
    pixels_->setRange(1, 256);
    pixels_->setValue(32);
    pixels_->setSuffix(ImageTexts::tr(" px per tile"));
    pixels_->setToolTip(
        ImageTexts::tr("How large each tile is drawn: a square's side, a hexagon's height"));
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("imageSize"));
    preview_ = new QLabel(this);
    preview_->setObjectName(QStringLiteral("imagePreview"));
    preview_->setMinimumSize(kPreviewSide, kPreviewSide);
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setFrameShape(QFrame::StyledPanel);
    form->addRow(ImageTexts::tr("&Scale:"), pixels_);
    form->addRow(ImageTexts::tr("Size:"), summary_);
    auto* note = new QLabel(ImageTexts::tr("The file name's extension chooses PNG or SVG."), this);
    note->setWordWrap(true);
    form->addRow(note);
    connect(grid_, &QCheckBox::toggled, this, &BoardExportDialog::refresh);
    connect(legend_, &QCheckBox::toggled, this, &BoardExportDialog::refresh);
    connect(labels_, &QComboBox::currentIndexChanged, this, &BoardExportDialog::refresh);
    connect(pixels_, &QSpinBox::valueChanged, this, &BoardExportDialog::refresh);
}

void BoardExportDialog::addPrintRows(QFormLayout* form) {
    labels_->setCurrentIndex(1);
    labels_->setToolTip(PrintTexts::tr("What is written on each tile"));
    millimetres_ = new QDoubleSpinBox(this);
    millimetres_->setObjectName(QStringLiteral("printTileSize"));
    millimetres_->setRange(5, 200);
    millimetres_->setDecimals(1);
    millimetres_->setSuffix(PrintTexts::tr(" mm per tile"));
    millimetres_->setValue(AppSettings::printTileMillimetres());
    millimetres_->setToolTip(PrintTexts::tr("How large each tile is printed, in millimetres"));
    paper_ = new QComboBox(this);
    paper_->setObjectName(QStringLiteral("printPaper"));
    for (const QPageSize::PageSizeId id :
         {QPageSize::A4, QPageSize::A3, QPageSize::Letter, QPageSize::Legal, QPageSize::Tabloid})
        paper_->addItem(QPageSize::name(id), static_cast<int>(id));
    paper_->setCurrentIndex(
        std::max(0, paper_->findData(static_cast<int>(AppSettings::printPaper()))));
    paper_->setToolTip(PrintTexts::tr("The paper the pages are printed on"));
    orientation_ = new QComboBox(this);
    orientation_->addItem(PrintTexts::tr("Portrait"), static_cast<int>(QPageLayout::Portrait));
    orientation_->addItem(PrintTexts::tr("Landscape"), static_cast<int>(QPageLayout::Landscape));
    orientation_->setToolTip(PrintTexts::tr("Whether the pages are upright or on their side"));
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("printPages"));
    summary_->setWordWrap(true);
    form->addRow(PrintTexts::tr("&Tile size:"), millimetres_);
    form->addRow(PrintTexts::tr("&Paper:"), paper_);
    form->addRow(PrintTexts::tr("&Orientation:"), orientation_);
    form->addRow(summary_);
    connect(millimetres_, &QDoubleSpinBox::valueChanged, this, &BoardExportDialog::refresh);
    connect(paper_, &QComboBox::currentIndexChanged, this, &BoardExportDialog::refresh);
    connect(orientation_, &QComboBox::currentIndexChanged, this, &BoardExportDialog::refresh);
}

QPushButton* BoardExportDialog::addButtons(QLayout* layout) {
    const bool image = kind_ == Kind::Image;
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    QPushButton* go =
        buttons->addButton(image ? ImageTexts::tr("&Export…") : PrintTexts::tr("&Export…"),
                           QDialogButtonBox::AcceptRole);
    go->setToolTip(image ? ImageTexts::tr("Choose a PNG or SVG file and write the image to it")
                         : PrintTexts::tr("Choose a file and write the PDF to it"));
    go->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (kind_ == Kind::Print) // the next print starts from this one's paper
            AppSettings::setPrintPage(millimetres_->value(), static_cast<QPageSize::PageSizeId>(
                                                                 paper_->currentData().toInt()));
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    return go;
}

template <typename Options> void BoardExportDialog::fillShared(Options& options) const {
    options.layers = checkedLayers(layers_, fields_);
    options.grid = grid_->isChecked();
    options.labels = static_cast<LabelKind>(labels_->currentData().toInt());
    if (view_ && asTheViewShowsIt(mode_))
        options.asShown = view_;
}

PictureOptions BoardExportDialog::pictureOptions() const {
    PictureOptions options;
    fillShared(options);
    if (legend_)
        options.legend = legend_->isChecked();
    if (pixels_)
        options.tileSize = pixels_->value();
    return options;
}

PrintOptions BoardExportDialog::printOptions() const {
    PrintOptions options;
    fillShared(options);
    if (millimetres_) {
        options.tileMillimetres = millimetres_->value();
        options.pageSize =
            QPageSize(static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt()));
        options.orientation =
            static_cast<QPageLayout::Orientation>(orientation_->currentData().toInt());
    }
    return options;
}

void BoardExportDialog::refresh() {
    const bool asShown = view_ && asTheViewShowsIt(mode_);
    // The view's picture has its own fields (and an image then neither titles nor legend).
    layers_->setEnabled(!asShown);
    if (legend_)
        legend_->setEnabled(!asShown);
    const bool any = asShown || !checkedLayers(layers_, fields_).empty();
    export_->setEnabled(any);
    if (!any) {
        summary_->setText(kind_ == Kind::Image ? ImageTexts::tr("Choose at least one layer.")
                                               : PrintTexts::tr("Choose at least one layer."));
        if (preview_)
            preview_->setPixmap({});
        return;
    }
    if (kind_ == Kind::Image)
        refreshImage(pictureOptions());
    else
        refreshPrint(printOptions());
}

void BoardExportDialog::refreshImage(const PictureOptions& chosen) {
    const BoardPicture full(board_, chosen);
    const QSize size = full.size();
    QString text = ImageTexts::tr("%1 × %2 pixels").arg(size.width()).arg(size.height());
    if (!full.fitsPng())
        text += ImageTexts::tr(" — too large for PNG (at most %1 on a side); SVG only")
                    .arg(kMaxPngSide);
    summary_->setText(text);
    // The preview is the same picture at a tile size that fits, so it costs little on any board.
    PictureOptions small = chosen;
    const double fit = double(kPreviewSide) / std::max(size.width(), size.height());
    small.tileSize = std::clamp(chosen.tileSize * fit, 1.0, double(chosen.tileSize));
    const BoardPicture picture(board_, small);
    QImage image(picture.size().boundedTo(QSize(4 * kPreviewSide, 4 * kPreviewSide)),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        picture.paint(painter);
    }
    preview_->setPixmap(QPixmap::fromImage(image.scaled(
        QSize(kPreviewSide, kPreviewSide), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
}

void BoardExportDialog::refreshPrint(const PrintOptions& chosen) {
    const BoardPrint print(board_, chosen);
    summary_->setText(PrintTexts::tr("%1 × %2 pages per layer, %n page(s) in all with the title "
                                     "page.",
                                     nullptr, print.pageCount())
                          .arg(print.pagesAcross())
                          .arg(print.pagesDown()));
}

} // namespace gbxx
