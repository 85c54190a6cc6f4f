#pragma once
// The human summary of `gbxx info`: what a designer wants to know about a board at a glance.

#include "gbxx/board.h"

#include <QString>

namespace gbxx::cli {

QString boardSummary(const Board& board, const QString& path, qint64 fileSize);

} // namespace gbxx::cli
