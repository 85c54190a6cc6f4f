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

# The Debian package.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gameboardxx)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The GameBoardXX developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "editor and command line for GameBoardXX game boards")
# The long description under the summary (CPack indents it).
set(CPACK_PACKAGE_DESCRIPTION "GameBoardXX Editor paints boards for digital board games on square and hex
grids: heights, link groups, zones, blacklists, barriers, boundaries and
custom data, with regions, undo, several boards in tabs, a board library and
scripts. The gbxx command line converts, checks, renders, queries and edits
boards; the C++ library and its CMake package let games read them.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/gameboardxx/editor")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The GameBoardXX developers <https://github.com/gameboardxx/editor/issues>")
# The libraries the programs link come from dpkg-shlibdeps; these are loaded at run time: the
# window's platform plugin (xcb) and the library's SQLite driver.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite")
# Qt's own translations (standard buttons, key names) in the user's language; the icon theme the
# program's icon installs into; a font for a minimal system.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "qt6-translations-l10n, hicolor-icon-theme, fonts-dejavu-core, libqt6sql6-psql")
include(CPack)
