#pragma once
// Classic boards built from code, offered as starting points ("New from template"). Each is an
// ordinary GB64 board in today's layout: nothing about a template is stored in the file beyond
// its tiles, header and footer title.

#include "gbxx/board.h"

#include <span>
#include <string_view>

namespace gbxx {

struct BoardTemplate {
    std::string_view key;         // stable identifier ("chess", "go" …)
    std::string_view name;        // shown to the user
    std::string_view description; // what the layers hold, one or two sentences
    Board (*build)();
};

std::span<const BoardTemplate> boardTemplates();
const BoardTemplate* findBoardTemplate(std::string_view key);

} // namespace gbxx
