#pragma once
// What `gbxx-editor --merge BASE OURS THEIRS OUT` opens (git's mergetool, issue 36): the three
// boards read in one layout and merged, or why they cannot be, in one line.

#include "gbxx/board_merge.h"
#include "gbxx/footer.h"

#include <QString>

#include <array>
#include <variant>

namespace gbxx {

struct Layout;

struct MergeFiles {
    QString base;
    QString ours;
    QString theirs;
    QString out;
};

struct MergeInputs {
    MergeFiles files;
    const Layout* layout;
    BoardMerge merge;
    std::array<Footer, 3> footers; // BASE's, OURS's and THEIRS's, by MergeSide
};

// Reads BASE, OURS and THEIRS in `layout` and merges them; nothing is written. The reason when a
// file cannot be read or the three cannot be merged (not one size, tile size or layout).
std::variant<MergeInputs, QString> readMerge(const MergeFiles& files, const Layout& layout);

} // namespace gbxx
