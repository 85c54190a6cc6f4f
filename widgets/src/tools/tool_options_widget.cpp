#include "widgets/tools/tool_options_widget.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/tool_box.h"
#include "gbxx/footprint.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace gbxx {
namespace {

// A number of tiles, "1 tile", "3 tiles", in the user's language.
class TileCountBox : public QSpinBox {
public:
    using QSpinBox::QSpinBox;

protected:
    QString textFromValue(int value) const override {
        return QCoreApplication::translate("gbxx::ToolOptionsWidget", "%n tile(s)", nullptr, value);
    }
    int valueFromText(const QString& text) const override {
        return text.section(QLatin1Char(' '), 0, 0).toInt();
    }
    QValidator::State validate(QString& text, int&) const override {
        bool ok = false;
        const int value = text.section(QLatin1Char(' '), 0, 0).toInt(&ok);
        if (text.section(QLatin1Char(' '), 0, 0).isEmpty())
            return QValidator::Intermediate;
        return ok && value >= minimum() && value <= maximum() ? QValidator::Acceptable
                                                              : QValidator::Invalid;
    }
};

} // namespace

ToolOptionsWidget::ToolOptionsWidget(ToolBox* tools, QWidget* parent)
    : QWidget(parent)
    , tools_(tools)
    , form_(new QFormLayout(this))
    , size_(new TileCountBox(this))
    , shape_(new QComboBox(this))
    , filled_(new QCheckBox(tr("Filled rectangle"), this))
    , corners_(new QCheckBox(tr("Through corners (8 neighbours)"), this))
    , measureAs_(new QComboBox(this))
    , wholeTile_(new QCheckBox(tr("Compare whole tiles, not only the layer"), this))
    , leave_(new QComboBox(this)) {
    size_->setRange(1, kMaxBrushSize);
    size_->setObjectName(QStringLiteral("brushSize"));
    size_->setAccessibleDescription(tr("How many tiles across the brush paints"));
    shape_->addItems({tr("Square"), tr("Round")});
    shape_->setObjectName(QStringLiteral("brushShape"));
    shape_->setAccessibleDescription(tr("The shape of the brush's footprint"));
    filled_->setObjectName(QStringLiteral("filledRectangle"));
    corners_->setObjectName(QStringLiteral("throughCorners"));
    measureAs_->setObjectName(QStringLiteral("measureAs"));
    measureAs_->addItems(
        {tr("Anyone"), tr("Player 1"), tr("Player 2"), tr("Player 3"), tr("Player 4")});
    measureAs_->setToolTip(
        tr("Measure paths as this player: their blacklisted tiles block the way"));
    form_->addRow(tr("Brush &size:"), size_);
    form_->addRow(tr("Brush sha&pe:"), shape_);
    form_->addRow(filled_);
    form_->addRow(corners_);
    form_->addRow(tr("Measure &as:"), measureAs_);
    wholeTile_->setObjectName(QStringLiteral("wholeTile"));
    form_->addRow(wholeTile_);
    leave_->setObjectName(QStringLiteral("leaveBehind"));
    leave_->addItems({tr("On-board tiles"), tr("Empty tiles")});
    leave_->setToolTip(tr("What a moved selection leaves where it was: tiles still on the board, "
                          "in bounds, with the carried fields cleared; or empty tiles, not on the "
                          "board where the boundary moved with it"));
    form_->addRow(tr("Leaves behin&d:"), leave_);
    auto* none = new QLabel(tr("This tool has no options."), this);
    none->setObjectName(QStringLiteral("noOptions"));
    form_->addRow(none);

    connect(size_, &QSpinBox::valueChanged, this, &ToolOptionsWidget::edited);
    connect(shape_, &QComboBox::currentIndexChanged, this, &ToolOptionsWidget::edited);
    connect(filled_, &QCheckBox::toggled, this, &ToolOptionsWidget::edited);
    connect(corners_, &QCheckBox::toggled, this, &ToolOptionsWidget::edited);
    connect(measureAs_, &QComboBox::currentIndexChanged, this, &ToolOptionsWidget::edited);
    connect(wholeTile_, &QCheckBox::toggled, this, &ToolOptionsWidget::edited);
    connect(leave_, &QComboBox::currentIndexChanged, this, &ToolOptionsWidget::edited);
    connect(tools_, &ToolBox::currentChanged, this, &ToolOptionsWidget::showTool);
    connect(tools_, &ToolBox::optionsChanged, this, &ToolOptionsWidget::showTool);
    showTool(tools_->current());
}

void ToolOptionsWidget::documentChanged(const DocumentChange& change) {
    if (change.reshapes())
        updateCorners();
}

void ToolOptionsWidget::updateCorners() {
    const bool hex = document() && gridShapeOf(document()->board()).hex;
    corners_->setEnabled(!hex);
    corners_->setToolTip(hex ? tr("Hex boards always use their six neighbours") : QString());
}

void ToolOptionsWidget::showTool(Tool* tool) {
    if (!tool)
        return;
    showing_ = true;
    const unsigned offered = tool->offeredOptions();
    const ToolOptions& o = tool->options();
    size_->setValue(o.brushSize);
    shape_->setCurrentIndex(o.roundBrush ? 1 : 0);
    filled_->setChecked(o.filled);
    corners_->setChecked(o.throughCorners);
    measureAs_->setCurrentIndex(o.measurePlayer);
    wholeTile_->setChecked(o.wholeTile);
    leave_->setCurrentIndex(o.leaveEmptyTiles ? 1 : 0);
    form_->setRowVisible(size_, offered & ToolOption::BrushSize);
    form_->setRowVisible(shape_, offered & ToolOption::BrushShape);
    form_->setRowVisible(filled_, offered & ToolOption::Filled);
    form_->setRowVisible(corners_, offered & ToolOption::ThroughCorners);
    form_->setRowVisible(measureAs_, offered & ToolOption::MeasurePlayer);
    form_->setRowVisible(wholeTile_, offered & ToolOption::WholeTile);
    form_->setRowVisible(leave_, offered & ToolOption::LeaveBehind);
    form_->setRowVisible(findChild<QLabel*>(QStringLiteral("noOptions")), offered == 0);
    showing_ = false;
}

void ToolOptionsWidget::edited() {
    if (showing_)
        return;
    ToolOptions& o = tools_->current()->options();
    o.brushSize = size_->value();
    o.roundBrush = shape_->currentIndex() == 1;
    o.filled = filled_->isChecked();
    o.throughCorners = corners_->isChecked();
    o.measurePlayer = measureAs_->currentIndex();
    o.wholeTile = wholeTile_->isChecked();
    o.leaveEmptyTiles = leave_->currentIndex() == 1;
    tools_->optionsEdited();
}

} // namespace gbxx
