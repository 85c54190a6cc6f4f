#include "editor/dialogs/image_export_dialog.h"
#include "editor/dialogs/dialog_buttons.h"

#include "editor/dialogs/layer_checklist.h"
#include "render/layer_style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
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

} // namespace

ImageExportDialog::ImageExportDialog(const Board& board, const FieldSpec* current, QWidget* parent,
                                     std::span<const FieldSpec> fields,
                                     std::optional<RenderOptions> view)
    : QDialog(parent)
    , board_(board)
    , fields_(fields.empty() ? board.fields() : fields)
    , view_(std::move(view))
    , mode_(new QComboBox(this))
    , layers_(new QListWidget(this))
    , grid_(new QCheckBox(tr("Draw the &grid"), this))
    , legend_(new QCheckBox(tr("Add titles and a &legend"), this))
    , labels_(new QComboBox(this))
    , tileSize_(new QSpinBox(this))
    , sizeLabel_(new QLabel(this))
    , preview_(new QLabel(this)) {
    setWindowTitle(tr("Export Image"));
    mode_->setObjectName(QStringLiteral("imageMode"));
    fillExportModes(mode_, view_.has_value());
    layers_->setObjectName(QStringLiteral("imageLayers"));
    layers_->setAccessibleName(tr("Layers"));
    layers_->setAccessibleDescription(tr("Check each layer to draw; each gets a panel of its own"));
    fillLayerChecklist(layers_, fields_, current);
    // Wide enough for the longest "Label (key)" without a sideways scroll bar.
    layers_->setMinimumWidth(layers_->sizeHintForColumn(0) + 2 * layers_->frameWidth() +
                             style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8);
    grid_->setChecked(true);
    grid_->setToolTip(tr("Draw the lines between the tiles"));
    legend_->setToolTip(tr("Name each panel's layer and list its values with their colours"));
    labels_->setObjectName(QStringLiteral("imageLabels"));
    fillLabelChoices(labels_);
    if (view_) {
        grid_->setChecked(view_->grid);
        labels_->setCurrentIndex(labels_->findData(static_cast<int>(view_->labels.kind)));
    }
    labels_->setToolTip(
        tr("Written on each tile at %1 pixels per tile or more").arg(kLabelMinimumScale));
    tileSize_->setRange(1, 256);
    tileSize_->setValue(32);
    tileSize_->setSuffix(tr(" px per tile"));
    tileSize_->setToolTip(tr("How large each tile is drawn: a square's side, a hexagon's height"));
    sizeLabel_->setObjectName(QStringLiteral("imageSize"));
    preview_->setObjectName(QStringLiteral("imagePreview"));
    preview_->setMinimumSize(kPreviewSide, kPreviewSide);
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setFrameShape(QFrame::StyledPanel);

    auto* form = new QFormLayout;
    form->addRow(tr("&Draw:"), mode_);
    auto* layersLabel = new QLabel(tr("&Layers (one panel each):"), this);
    layersLabel->setBuddy(layers_);
    form->addRow(layersLabel);
    form->addRow(layers_);
    form->addRow(grid_);
    form->addRow(legend_);
    form->addRow(tr("La&bels:"), labels_);
    form->addRow(tr("&Scale:"), tileSize_);
    form->addRow(tr("Size:"), sizeLabel_);
    auto* note = new QLabel(tr("The file name's extension chooses PNG or SVG."), this);
    note->setWordWrap(true);
    form->addRow(note);
    auto* columns = new QHBoxLayout;
    columns->addLayout(form, 1);
    columns->addWidget(preview_, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    export_ = buttons->addButton(tr("&Export…"), QDialogButtonBox::AcceptRole);
    export_->setToolTip(tr("Choose a PNG or SVG file and write the image to it"));
    export_->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    connect(mode_, &QComboBox::currentIndexChanged, this, &ImageExportDialog::refresh);
    connect(layers_, &QListWidget::itemChanged, this, &ImageExportDialog::refresh);
    connect(grid_, &QCheckBox::toggled, this, &ImageExportDialog::refresh);
    connect(legend_, &QCheckBox::toggled, this, &ImageExportDialog::refresh);
    connect(labels_, &QComboBox::currentIndexChanged, this, &ImageExportDialog::refresh);
    connect(tileSize_, &QSpinBox::valueChanged, this, &ImageExportDialog::refresh);
    refresh();
}

PictureOptions ImageExportDialog::options() const {
    PictureOptions options;
    options.layers = checkedLayers(layers_, fields_);
    options.grid = grid_->isChecked();
    options.legend = legend_->isChecked();
    options.tileSize = tileSize_->value();
    options.labels = static_cast<LabelKind>(labels_->currentData().toInt());
    if (view_ && asTheViewShowsIt(mode_))
        options.asShown = view_;
    return options;
}

void ImageExportDialog::refresh() {
    PictureOptions chosen = options();
    // The view's picture has its own fields and neither titles nor legend.
    layers_->setEnabled(!chosen.asShown);
    legend_->setEnabled(!chosen.asShown);
    const bool any = chosen.asShown || !chosen.layers.empty();
    export_->setEnabled(any);
    if (!any) {
        sizeLabel_->setText(tr("Choose at least one layer."));
        preview_->setPixmap({});
        return;
    }
    const BoardPicture full(board_, chosen);
    const QSize size = full.size();
    QString text = tr("%1 × %2 pixels").arg(size.width()).arg(size.height());
    if (!full.fitsPng())
        text += tr(" — too large for PNG (at most %1 on a side); SVG only").arg(kMaxPngSide);
    sizeLabel_->setText(text);
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

} // namespace gbxx
