#include "gbxx/movement.h"

namespace gbxx {

std::vector<int> connectedAreas(const MovementModel& model) {
    std::vector<int> area(model.tileCount(), -1);
    std::vector<TileIndex> queue;
    int next = 0;
    for (TileIndex start = 0; start < model.tileCount(); ++start) {
        if (area[start] >= 0 || !model.enterable(start))
            continue;
        area[start] = next;
        queue.assign(1, start);
        while (!queue.empty()) {
            const TileIndex t = queue.back();
            queue.pop_back();
            const auto visit = [&](TileIndex n) {
                if (area[n] < 0 && model.enterable(n)) {
                    area[n] = next;
                    queue.push_back(n);
                }
            };
            for (TileIndex n : model.neighbours(t))
                visit(n);
            for (TileIndex m : model.groupTiles(model.groupOf(t)))
                visit(m);
        }
        ++next;
    }
    return area;
}

} // namespace gbxx
