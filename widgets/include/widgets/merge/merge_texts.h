#pragma once
// The merge tool's texts (gbxx-editor --merge) are translated under one context, whichever of its
// parts shows them: `MergeTexts::tr("…")`.

#include <QCoreApplication>

namespace gbxx {

struct MergeTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::MergeTool)
};

} // namespace gbxx
