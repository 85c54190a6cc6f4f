#include "widgets/tools/paint_settings.h"

#include <bit>

namespace gbxx {

bool PaintSettings::stepValue(int step, HeightMode mode) {
    if (!field || step == 0)
        return false;
    std::uint64_t next = value;
    if (field->readsAsFlags(mode)) {
        // One flag at a time: from none (or several) the first chosen, then its neighbours.
        const int bits = field->bitCount;
        const int at = value == 0 ? (step > 0 ? -1 : bits) : std::countr_zero(value);
        const int to = at + (step > 0 ? 1 : -1);
        if (to < 0 || to >= bits)
            return false;
        next = std::uint64_t{1} << to;
    } else if (step > 0) {
        if (value >= field->maxValue())
            return false;
        next = value + 1;
    } else {
        if (value == 0)
            return false;
        next = value - 1;
    }
    value = next;
    flagsOn = true;
    notify();
    return true;
}

} // namespace gbxx
