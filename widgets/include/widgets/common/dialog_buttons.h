#pragma once
// Standard dialog buttons (OK, Cancel, Close …) say what they do to assistive technology: "OK"
// alone does not tell a screen reader's user that it applies the choices.

class QDialogButtonBox;

namespace gbxx {

// Describes the standard buttons `box` holds now; a button with a description keeps it.
void describeStandardButtons(QDialogButtonBox* box);

} // namespace gbxx
