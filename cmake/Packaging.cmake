# What a Linux installation holds beyond the programs and the library (man pages, shell completion,
# AppStream metadata), and the Debian package of it all (`cpack -G DEB` in the build folder, or
# scripts/package.sh). Checked by tests/packaging.
include(GNUInstallDirs)

# Man pages, compressed as Debian installs them.
find_program(GZIP_PROGRAM gzip REQUIRED)
set(gbxx_man_pages "")
foreach(page gbxx.1 gbxx-editor.1 gbxx-registry.1)
    set(compressed ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.gz)
    add_custom_command(OUTPUT ${compressed}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/man
        COMMAND ${GZIP_PROGRAM} -9nc ${PROJECT_SOURCE_DIR}/docs/man/${page} > ${compressed}
        DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/${page}
        VERBATIM)
    list(APPEND gbxx_man_pages ${compressed})
endforeach()
add_custom_target(gbxx_man_pages ALL DEPENDS ${gbxx_man_pages})
install(FILES ${gbxx_man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# bash loads a command's completion from a file of the command's name.
foreach(program gbxx gbxx-editor)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/completion/gbxx.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME ${program})
endforeach()

install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/io.github.gameboardxx.editor.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

# The example rules files (resources/rules/README.md, docs/expressions.md "Rules").
file(GLOB gbxx_example_rules CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/rules/*.json
    ${PROJECT_SOURCE_DIR}/resources/rules/README.md)
install(FILES ${gbxx_example_rules} DESTINATION ${CMAKE_INSTALL_DATADIR}/gameboardxx/rules)

# The Debian packages: gameboardxx, the programs, and gameboardxx-dev, the core's headers, static
# library and CMake package for games (the gbxx_dev component, core/CMakeLists.txt). A game's
# developer needs no editor, and a designer no compiler's files.
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL gbxx_editor gbxx_dev)
set(CPACK_PACKAGE_NAME gameboardxx)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The GameBoardXX developers")
# CPack puts a summary set here in front of every package's description; each package's
# description below starts with its own, so this is CPack's default, which it leaves out.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
# Each description's first line is the package's summary; CPack indents the rest.
set(CPACK_DEBIAN_GBXX_EDITOR_DESCRIPTION "editor and command line for GameBoardXX game boards
GameBoardXX Editor paints boards for digital board games on square and hex
grids: heights, link groups, zones, blacklists, barriers, boundaries and
custom data, with regions, undo, several boards in tabs, a board library and
scripts. The gbxx command line converts, checks, renders, queries and edits
boards; gbxx-registry serves a board registry.")
set(CPACK_DEBIAN_GBXX_DEV_DESCRIPTION "C++ library for games that read GameBoardXX boards
The GameBoardXX core in standard C++20 without Qt: reading and writing boards
of every tile size, conversion, neighbours and distance on square and hex
grids, link groups, movement with climbing and barriers, paths, rules and
board patches. A static library, its headers and a CMake package:
find_package(GameBoardXX) gives the target GameBoardXX::core.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GBXX_STRIP ${CMAKE_STRIP})
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/StripStaticLibrary.cmake)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_GBXX_EDITOR_PACKAGE_NAME gameboardxx)
set(CPACK_DEBIAN_GBXX_DEV_PACKAGE_NAME gameboardxx-dev)
set(CPACK_DEBIAN_GBXX_EDITOR_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_GBXX_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/gameboardxx/editor")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The GameBoardXX developers <https://github.com/gameboardxx/editor/issues>")
# The programs: the libraries they link come from dpkg-shlibdeps; these are loaded at run time:
# the window's platform plugin (xcb) and the library's SQLite driver. The programs carry the core
# linked in, so they need nothing of gameboardxx-dev.
set(CPACK_DEBIAN_GBXX_EDITOR_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_GBXX_EDITOR_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite")
# Qt's own translations (standard buttons, key names) in the user's language; the icon theme the
# program's icon installs into; a font for a minimal system.
set(CPACK_DEBIAN_GBXX_EDITOR_PACKAGE_RECOMMENDS
    "qt6-translations-l10n, hicolor-icon-theme, fonts-dejavu-core, libqt6sql6-psql")
# The static library needs nothing at run time; a game links it against the standard library of
# the compiler it was built with (GCC 12) or a newer one.
set(CPACK_DEBIAN_GBXX_DEV_PACKAGE_DEPENDS "libstdc++-12-dev | libstdc++-dev")
include(CPack)
