#pragma once
// A board's facts line (gbxx/board_outline.h) in the user's language: one rule, one set of
// translations, for every Qt place that says what a board is, so that the library, the
// registry's results, the start page and a print never word the same board differently.

#include "gbxx/board_outline.h"

#include <QCoreApplication>
#include <QString>

namespace gbxx {

struct BoardOutlineText {
    Q_DECLARE_TR_FUNCTIONS(gbxx::BoardOutlineText)
};

enum class OutlineForm {
    // "GB16 · 20×14 · hex · wraps": a list's line, the variant first as the file names it. An
    // outline with no variant leaves it out rather than guess.
    Line,
    // "20 × 14, hex, wraps": a form's "Size" row, which other rows complete (no variant).
    Size,
};

QString outlineText(const BoardOutline& outline, OutlineForm form = OutlineForm::Line);

} // namespace gbxx
