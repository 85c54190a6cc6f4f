# Run by cpack before it packs (CPACK_PRE_BUILD_SCRIPTS): CPACK_STRIP_FILES strips the programs but
# not the static library, whose debug information would make gameboardxx-dev ten times its size.
# Debian's own -dev packages keep the symbols a game links against and drop the debug sections.
file(GLOB_RECURSE gbxx_archives "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/libgbxx.a")
foreach(archive IN LISTS gbxx_archives)
    execute_process(COMMAND "${CPACK_GBXX_STRIP}" --strip-debug "${archive}"
        COMMAND_ERROR_IS_FATAL ANY)
endforeach()
