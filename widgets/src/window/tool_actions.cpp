#include "widgets/window/tool_actions.h"

#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/tools/tool_box.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_texts.h"

#include <QActionGroup>
#include <QComboBox>
#include <QMenu>
#include <QToolBar>

namespace gbxx {

ToolActions::ToolActions(ActionRegistry& registry, ToolBox& tools, PaintSettings& settings,
                         const CurrentDocument& current, QObject* parent)
    : QObject(parent)
    , registry_(registry)
    , tools_(tools)
    , settings_(settings)
    , current_(current) {}

void ToolActions::addActions(QToolBar* toolBar, QMenu* toolMenu, QAction* undo, QAction* redo) {
    toolBar_ = toolBar;
    toolMenu_ = toolMenu;
    restyle();
    toolActions_ = new QActionGroup(parent());
    for (const auto& tool : tools_.tools()) {
        auto* a = new QAction(tool->name(), parent());
        a->setObjectName(QStringLiteral("tool-") + tool->id());
        registry_.add(QStringLiteral("tool.") + tool->id(), a);
        a->setData(tool->id());
        a->setCheckable(true);
        a->setChecked(tool.get() == tools_.current());
        a->setShortcut(tool->shortcut());
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tool->name(), tool->shortcut().toString()));
        const QString id = tool->id();
        connect(a, &QAction::triggered, this, [this, id] { selectTool(id); });
        toolActions_->addAction(a);
        toolBar->addAction(a);
        toolMenu->addAction(a);
    }
    toolMenu->addSeparator();
    const auto make = [this](const char* id, const char* name, const QString& text, auto slot,
                             const QKeySequence& key) {
        return registry_.create(QLatin1String(id), QLatin1String(name), text, this, slot, key);
    };
    const auto stepValue = [this](int by) {
        if (const BoardDocument* document = current_.get())
            settings_.stepValue(by, heightModeOf(document->board()));
    };
    // Keys as in Krita and Aseprite: brackets for the brush, Alt+arrows through the layers.
    toolMenu->addAction(make(
        "tool.brush-smaller", "actionBrushSmaller", WindowTexts::tr("Smaller Brush"),
        [this] { tools_.stepBrushSize(-1); }, QKeySequence(Qt::Key_BracketLeft)));
    toolMenu->addAction(make(
        "tool.brush-larger", "actionBrushLarger", WindowTexts::tr("Larger Brush"),
        [this] { tools_.stepBrushSize(1); }, QKeySequence(Qt::Key_BracketRight)));
    toolMenu->addAction(make(
        "tool.value-previous", "actionPreviousValue", WindowTexts::tr("Previous Value"),
        [stepValue] { stepValue(-1); }, QKeySequence(Qt::Key_Comma)));
    toolMenu->addAction(make(
        "tool.value-next", "actionNextValue", WindowTexts::tr("Next Value"),
        [stepValue] { stepValue(1); }, QKeySequence(Qt::Key_Period)));
    toolMenu->addAction(make(
        "tool.layer-previous", "actionPreviousLayer", WindowTexts::tr("Previous Layer"),
        [this] { emit stepLayer(-1); }, QKeySequence(Qt::ALT | Qt::Key_Up)));
    toolMenu->addAction(make(
        "tool.layer-next", "actionNextLayer", WindowTexts::tr("Next Layer"),
        [this] { emit stepLayer(1); }, QKeySequence(Qt::ALT | Qt::Key_Down)));
    toolBar->addSeparator();
    symmetry_ = addSymmetry(toolBar);
    QAction* swap = make("tool.swap-owners", "actionSwapOwners", WindowTexts::tr("Swap Owners"),
                         [this](bool on) {
                             settings_.swapOwners = on;
                             settings_.notify();
                         },
                         {});
    swap->setCheckable(true);
    swap->setToolTip(WindowTexts::tr("At a mirror image, player 1's zones and blacklists become "
                                     "player 2's (3 and 4 likewise, teams A and B)"));
    toolBar->addAction(swap);
    toolBar->addSeparator();
    toolBar->addAction(undo);
    toolBar->addAction(redo);
}

QComboBox* ToolActions::addSymmetry(QToolBar* toolBar) {
    // Symmetry for fair boards: every paint also lands on the mirrored tiles.
    auto* symmetry = new QComboBox(toolBar);
    symmetry->setObjectName(QStringLiteral("symmetryBox"));
    symmetry->setToolTip(
        WindowTexts::tr("Symmetry: paint, fill and erase also the mirrored tiles"));
    symmetry->addItem(WindowTexts::tr("No symmetry"), static_cast<int>(Symmetry::None));
    symmetry->addItem(WindowTexts::tr("Mirror left/right"),
                      static_cast<int>(Symmetry::MirrorLeftRight));
    symmetry->addItem(WindowTexts::tr("Mirror top/bottom"),
                      static_cast<int>(Symmetry::MirrorTopBottom));
    symmetry->addItem(WindowTexts::tr("Rotate 180°"), static_cast<int>(Symmetry::Rotate180));
    symmetry->addItem(WindowTexts::tr("4-way"), static_cast<int>(Symmetry::FourWay));
    connect(symmetry, &QComboBox::currentIndexChanged, this, [this, symmetry](int) {
        settings_.symmetry = static_cast<Symmetry>(symmetry->currentData().toInt());
        settings_.notify();
    });
    toolBar->addWidget(symmetry);
    return symmetry;
}

bool ToolActions::selectTool(const QString& id) {
    if (!tools_.select(id))
        return false;
    for (QAction* a : toolActions_->actions())
        a->setChecked(a->data().toString() == id);
    return true;
}

void ToolActions::follow(BoardDocument* document) {
    const bool open = document != nullptr;
    for (QAction* a : toolActions_->actions())
        a->setEnabled(open);
    toolMenu_->setEnabled(open);
    symmetry_->setEnabled(open);
    registry_.action(QStringLiteral("tool.swap-owners"))->setEnabled(open);
}

void ToolActions::restyle() {
    toolBar_->setStyleSheet(QString());
    toolBar_->setStyleSheet(
        QStringLiteral("QToolButton:checked { background: palette(highlight); border: 1px solid "
                       "palette(highlight); border-radius: 3px; }"));
}

} // namespace gbxx
