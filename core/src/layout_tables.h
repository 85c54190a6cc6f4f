#pragma once
// The constant layouts, one file each; layouts.cpp lists them.

#include "gbxx/layout.h"
#include "gbxx/layout_mapping.h"
#include "gbxx/neutral_tile.h"

namespace gbxx {

const Layout& layout2023_09();         // today's (spec up to section L)
const Layout& layout2023_09_10();      // L5
const Layout& layoutDraft2023_09_06(); // L1, L2

} // namespace gbxx
