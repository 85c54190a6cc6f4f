#pragma once
// The constant layouts, one file each; layouts.cpp lists them.

#include "gbxx/layout.h"
#include "gbxx/neutral_tile.h"

namespace gbxx {

const Layout& layout2023_09();

} // namespace gbxx
