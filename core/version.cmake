# The version of GameBoardXX: the core library's, and the editor's, which is released with it.
# Written only here: core/CMakeLists.txt reads it for its own project(), so a game that adds the
# core keeps this version whatever its own is, and the top-level CMakeLists.txt reads it too.
set(GBXX_VERSION 0.1.0)
