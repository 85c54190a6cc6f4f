#include "widgets/tools/tool_box.h"

#include "widgets/settings/app_settings.h"
#include "gbxx/footprint.h"

#include <algorithm>

namespace gbxx {
namespace {

const FreehandController kFreehand;
const TwoPointsController kTwoPoints;
const OnePointController kOnePoint;

const TrailIntertwine kTrail;
const LineIntertwine kLine;
const RectangleIntertwine kRectangle;
const FloodIntertwine kFlood;
const SameValueIntertwine kSameValue;
const PathIntertwine kPath;
const PointIntertwine kPoint;

constexpr unsigned kBrushOptions = ToolOption::BrushSize | ToolOption::BrushShape;

// The tools, from their parts. Right button: the eraser's ink with the tool's shape.
std::vector<ToolSpec> toolSpecs() {
    using I = InkRole;
    return {
        {QStringLiteral("brush"), QT_TRANSLATE_NOOP("gbxx::Tool", "Brush"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Paint %1"), QKeySequence(Qt::Key_B), &kFreehand, &kTrail,
         true, I::Paint, I::EraseChosen, kBrushOptions, false, false, true},
        {QStringLiteral("line"), QT_TRANSLATE_NOOP("gbxx::Tool", "Line"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Line %1"), QKeySequence(Qt::Key_L), &kTwoPoints, &kLine,
         true, I::Paint, I::EraseChosen, kBrushOptions},
        {QStringLiteral("rectangle"), QT_TRANSLATE_NOOP("gbxx::Tool", "Rectangle"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Rectangle %1"), QKeySequence(Qt::Key_R), &kTwoPoints,
         &kRectangle, false, I::Paint, I::EraseChosen, ToolOption::Filled},
        {QStringLiteral("fill"), QT_TRANSLATE_NOOP("gbxx::Tool", "Fill"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Fill %1"), QKeySequence(Qt::Key_F), &kOnePoint, &kFlood,
         false, I::Paint, I::EraseChosen, ToolOption::ThroughCorners},
        {QStringLiteral("eraser"), QT_TRANSLATE_NOOP("gbxx::Tool", "Eraser"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Erase %1"), QKeySequence(Qt::Key_E), &kFreehand, &kTrail,
         true, I::Erase, I::Erase, kBrushOptions},
        {QStringLiteral("picker"), QT_TRANSLATE_NOOP("gbxx::Tool", "Picker"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Pick %1"), QKeySequence(Qt::Key_I), &kFreehand, &kPoint,
         false, I::Pick, I::Pick, 0},
        {QStringLiteral("measure"), QT_TRANSLATE_NOOP("gbxx::Tool", "Measure"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Measure %1"), QKeySequence(Qt::Key_M), &kTwoPoints,
         &kPath, false, I::Measure, I::Measure,
         ToolOption::ThroughCorners | ToolOption::MeasurePlayer},
        // Selection tools: Shift adds, Ctrl (or Alt) subtracts, both intersect; a drag that starts
        // inside the selection moves it.
        {QStringLiteral("select-rectangle"), QT_TRANSLATE_NOOP("gbxx::Tool", "Rectangle Select"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Select %1"), QKeySequence(Qt::Key_S), &kTwoPoints,
         &kRectangle, false, I::Select, I::Select, 0},
        {QStringLiteral("select-lasso"), QT_TRANSLATE_NOOP("gbxx::Tool", "Lasso Select"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Select %1"), QKeySequence(Qt::Key_Q), &kFreehand, &kTrail,
         false, I::Select, I::Select, 0, true},
        {QStringLiteral("select-wand"), QT_TRANSLATE_NOOP("gbxx::Tool", "Magic Wand"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Select %1"), QKeySequence(Qt::Key_W), &kOnePoint, &kFlood,
         false, I::Select, I::Select, ToolOption::ThroughCorners | ToolOption::WholeTile},
        {QStringLiteral("select-value"), QT_TRANSLATE_NOOP("gbxx::Tool", "Select by Value"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Select %1"), QKeySequence(Qt::SHIFT | Qt::Key_W),
         &kOnePoint, &kSameValue, false, I::Select, I::Select, ToolOption::WholeTile},
        {QStringLiteral("move"), QT_TRANSLATE_NOOP("gbxx::Tool", "Move"),
         QT_TRANSLATE_NOOP("gbxx::Tool", "Move %1"), QKeySequence(Qt::Key_V), &kTwoPoints, &kPoint,
         false, I::Select, I::Select, ToolOption::LeaveBehind, false, true},
    };
}

} // namespace

ToolBox::ToolBox(QObject* parent)
    : QObject(parent) {
    for (ToolSpec& spec : toolSpecs()) {
        tools_.push_back(std::make_unique<Tool>(std::move(spec)));
        load(*tools_.back());
    }
    current_ = tools_.front().get();
}

ToolBox::~ToolBox() = default;

Tool* ToolBox::find(const QString& id) const {
    for (const auto& tool : tools_)
        if (tool->id() == id)
            return tool.get();
    return nullptr;
}

bool ToolBox::select(const QString& id) {
    Tool* tool = find(id);
    if (!tool)
        return false;
    if (tool != current_) {
        current_ = tool;
        emit currentChanged(tool);
    }
    return true;
}

void ToolBox::optionsEdited() {
    save(*current_);
    emit optionsChanged(current_);
}

bool ToolBox::stepBrushSize(int step) {
    if (!(current_->offeredOptions() & ToolOption::BrushSize))
        return false;
    int& size = current_->options().brushSize;
    const int next = std::clamp(size + step, 1, kMaxBrushSize);
    if (next == size)
        return false;
    size = next;
    optionsEdited();
    return true;
}

LeftBehind ToolBox::leftBehind() const {
    const Tool* move = find(QStringLiteral("move"));
    return move && move->options().leaveEmptyTiles ? LeftBehind::EmptyTiles
                                                   : LeftBehind::OnBoardTiles;
}

void ToolBox::load(Tool& tool) const {
    ToolOptions& o = tool.options();
    o = AppSettings::toolOptions(tool.id(), o);
    o.brushSize = std::clamp(o.brushSize, 1, kMaxBrushSize);
    o.measurePlayer = std::clamp(o.measurePlayer, 0, 4);
}

void ToolBox::save(const Tool& tool) const {
    AppSettings::setToolOptions(tool.id(), tool.options(), tool.offeredOptions());
}

} // namespace gbxx
