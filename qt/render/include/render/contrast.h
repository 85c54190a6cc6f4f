#pragma once
// Contrast between colours as WCAG 2 measures it, so that text and marks drawn on the board's
// colours stay readable in both themes: at least 4.5:1 for text.

#include <QColor>

namespace gbxx {

// WCAG 2's relative luminance of an opaque sRGB colour, 0 (black) to 1 (white).
double relativeLuminance(const QColor& colour);

// (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white.
double contrastRatio(const QColor& a, const QColor& b);

// Black or white, whichever stands out more on `background` (at least 4.58:1 on any colour);
// white on a missing or mostly transparent background.
QColor textColourOn(const QColor& background);

} // namespace gbxx
