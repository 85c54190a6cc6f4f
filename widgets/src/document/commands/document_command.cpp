#include "widgets/document/commands/document_command.h"

#include "widgets/document/board_document.h"

namespace gbxx {

void DocumentCommand::endTransaction() {
    if (open_)
        document_->openCommandUndone(this);
}

} // namespace gbxx
