# The translations' parts and the sources lupdate reads for each (sourced by
# scripts/update-translations.sh and tests/translations/english_plurals.sh). Which program embeds
# which parts is cmake/Translations.cmake's.
# shellcheck disable=SC2034 # used by the scripts that source it
parts=(gbxx-common gameboardxx gbxx-cli)
declare -A part_sources=(
    [gbxx-common]="qt resources/translations/core_texts.cpp"
    [gameboardxx]="widgets app/editor_app"
    [gbxx-cli]="app/cli app/cli_full"
)
