#include "widgets/document/document_files.h"

#include "io/board_companions.h"
#include "io/board_file.h"
#include "widgets/document/board_document.h"

#include <variant>

namespace gbxx {

std::optional<QString> saveDocument(BoardDocument& document, const QString& path) {
    if (auto failure = saveBoard(path, document.settledBoard()))
        return failure;
    const QString before = document.filePath();
    document.wasWrittenTo(path);
    // Saved where it was, the files it has stay; another place may have others.
    if (document.filePath() != before)
        document.takeCompanions(readBoardCompanions(document.filePath()));
    return std::nullopt;
}

void reloadRules(BoardDocument& document) {
    document.takeRules(readRulesFileFor(document.filePath()));
}

std::optional<QString> saveRules(BoardDocument& document, const QString& path) {
    if (!document.rules().readable())
        return QString(); // never here: the dock offers no saving then
    auto written = writeRulesFile(path, document.rules().texts());
    if (const QString* failure = std::get_if<QString>(&written))
        return *failure;
    document.rulesWritten(path, std::get<QByteArray>(written));
    return std::nullopt;
}

bool rulesChangedOnDisk(const BoardDocument& document) {
    const DocumentRules& rules = document.rules();
    return !rules.path().isEmpty() && rulesFileChanged(rules.path(), rules.diskBytes());
}

} // namespace gbxx
