# Each program embeds the translations of the texts it can say, and no others (issue 43, item 6).
# resources/translations holds one set of .ts files per part (scripts/translation-parts.sh):
# gbxx-common (the core's and the Qt libraries' texts), gameboardxx (the editor's), gbxx-cli (the
# command line's). A program's PARTS are merged by lrelease into one :/i18n/gameboardxx_LANG.qm per
# language, the name text/translations.h loads, so that what a program holds is exactly its parts'
# contexts. A program that installs no translations (gbxx-registry) calls nothing here.
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)

set(GBXX_LANGUAGES en de es fr pt_BR)

# gbxx_embed_translations(TARGET PARTS part...)
function(gbxx_embed_translations target)
    cmake_parse_arguments(ARG "" "" "PARTS" ${ARGN})
    set(folder ${PROJECT_SOURCE_DIR}/resources/translations)
    set(out ${CMAKE_CURRENT_BINARY_DIR}/${target}_i18n)
    set(qm_files "")
    foreach(language IN LISTS GBXX_LANGUAGES)
        set(ts_files "")
        foreach(part IN LISTS ARG_PARTS)
            list(APPEND ts_files ${folder}/${part}_${language}.ts)
        endforeach()
        set(qm ${out}/gameboardxx_${language}.qm)
        add_custom_command(OUTPUT ${qm}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${out}
            COMMAND Qt6::lrelease -silent ${ts_files} -qm ${qm}
            DEPENDS ${ts_files} Qt6::lrelease
            COMMENT "Translations of ${target} (${ARG_PARTS}) in ${language}"
            VERBATIM)
        list(APPEND qm_files ${qm})
    endforeach()
    qt_add_resources(${target} ${target}_translations
        PREFIX /i18n
        BASE ${out}
        FILES ${qm_files})
endfunction()
