#pragma once
// The editor's tools, assembled from their parts (tool.h), and which one is in use. Each tool keeps
// its own options, remembered across sessions.

#include "widgets/tools/tool.h"
#include "gbxx/region.h"

#include <QObject>

#include <memory>
#include <vector>

namespace gbxx {

class ToolBox : public QObject {
    Q_OBJECT

public:
    explicit ToolBox(QObject* parent = nullptr);
    ~ToolBox() override;

    const std::vector<std::unique_ptr<Tool>>& tools() const { return tools_; }
    Tool* find(const QString& id) const;
    Tool* current() const { return current_; }
    // Makes the tool `id` the current one; false when there is none.
    bool select(const QString& id);
    // The current tool's options were changed (by the options dock): saves and announces them.
    void optionsEdited();
    // The current tool's brush grows or shrinks by `step` tiles (within 1..kMaxBrushSize); false
    // when the tool has no brush size or it is at its limit.
    bool stepBrushSize(int step);
    // What a lifted selection leaves where it was, whichever tool lifts it: the Move tool's option.
    LeftBehind leftBehind() const;

signals:
    void currentChanged(gbxx::Tool* tool);
    void optionsChanged(gbxx::Tool* tool);

private:
    void load(Tool& tool) const;
    void save(const Tool& tool) const;

    std::vector<std::unique_ptr<Tool>> tools_;
    Tool* current_ = nullptr;
};

} // namespace gbxx
