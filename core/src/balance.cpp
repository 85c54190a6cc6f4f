#include "gbxx/balance.h"

#include "board_analysis.h"

namespace gbxx {

std::vector<OwnerBalance> balanceReport(const Board& board, const MoveRules& rules) {
    return analysis::balanceOf(board, rules);
}

std::span<const char* const> balanceOwnerNames() {
    return analysis::kOwners;
}

BalanceComparison compareBalance(const std::vector<OwnerBalance>& report) {
    BalanceComparison out;
    out.compared.resize(report.size());
    const OwnerBalance* first = nullptr;
    for (std::size_t k = 0; k < report.size(); ++k) {
        const OwnerBalance& b = report[k];
        if (b.player == 0 || b.homeTiles + b.endTiles == 0)
            continue;
        out.compared[k] = true;
        if (!first) {
            first = &b;
            continue;
        }
        out.home = out.home || b.homeTiles != first->homeTiles;
        out.end = out.end || b.endTiles != first->endTiles;
        out.safe = out.safe || b.safeTiles != first->safeTiles;
        out.homeToEnd = out.homeToEnd || b.homeToEnd != first->homeToEnd;
    }
    return out;
}

} // namespace gbxx
