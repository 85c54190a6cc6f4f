#pragma once
// The programs' translations, built into them from translations/*.ts: English first (it holds the
// plural forms of the English source texts, "1 tile" / "3 tiles"), then the user's language over
// it when there is one.

class QCoreApplication;

namespace gbxx {

void installTranslations(QCoreApplication& app);

} // namespace gbxx
