#include "widgets/merge/merge_inputs.h"

#include "io/board_file.h"
#include "text/core_texts.h"

#include <utility>
#include <vector>

namespace gbxx {

std::variant<MergeInputs, QString> readMerge(const MergeFiles& files, const Layout& layout) {
    std::vector<Board> boards;
    for (const QString* path : {&files.base, &files.ours, &files.theirs}) {
        LoadedBoard loaded = loadBoard(*path, layout);
        if (!loaded.board)
            return loaded.error; // names the file
        boards.push_back(std::move(*loaded.board));
    }
    auto merged = mergeBoards(boards[0], boards[1], boards[2]);
    if (const Message* why = std::get_if<Message>(&merged))
        return translated(*why);
    return MergeInputs{files,
                       &layout,
                       std::move(std::get<BoardMerge>(merged)),
                       {boards[0].footer(), boards[1].footer(), boards[2].footer()}};
}

} // namespace gbxx
