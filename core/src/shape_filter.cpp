#include "gbxx/shape_filter.h"

#include "gbxx/board.h"
#include "gbxx/field_keys.h"
#include "gbxx/variant.h"

namespace gbxx {

bool headerWraps(const Board& board) {
    // A field the layout lacks reads 0: H4 has `wrap` alone, the older layouts the two flags.
    // Read as numbers, not through gridShapeOf(): that keeps only the joined width and length, and
    // the height's wrap (3) is a wrap too.
    return board.header(keys::wrap) != 0 || board.header(keys::wrapWidth) != 0 ||
           board.header(keys::wrapLength) != 0;
}

ShapeFacts shapeFactsOf(const Board& board) {
    ShapeFacts facts;
    facts.variant = static_cast<int>(bitsOf(board.variant()));
    facts.width = board.width();
    facts.length = board.length();
    facts.hex = board.header(keys::hex) != 0;
    facts.wraps = headerWraps(board);
    return facts;
}

bool ShapeFilter::any() const {
    return variant || hex || wrap || minWidth || maxWidth || minLength || maxLength;
}

std::vector<ShapeFilter::Condition> ShapeFilter::conditions() const {
    std::vector<Condition> out;
    const auto given = [&out](Fact fact, Comparison comparison, const std::optional<int>& value) {
        if (value)
            out.push_back({fact, comparison, *value});
    };
    const auto flag = [](const std::optional<bool>& value) {
        return value ? std::optional<int>(*value ? 1 : 0) : std::nullopt;
    };
    given(Fact::Variant, Comparison::Equal, variant);
    given(Fact::Hex, Comparison::Equal, flag(hex));
    given(Fact::Wraps, Comparison::Equal, flag(wrap));
    given(Fact::Width, Comparison::AtLeast, minWidth);
    given(Fact::Width, Comparison::AtMost, maxWidth);
    given(Fact::Length, Comparison::AtLeast, minLength);
    given(Fact::Length, Comparison::AtMost, maxLength);
    return out;
}

bool ShapeFilter::matches(const ShapeFacts& facts) const {
    for (const Condition& c : conditions()) {
        int fact = 0;
        switch (c.fact) {
        case Fact::Variant:
            fact = facts.variant;
            break;
        case Fact::Hex:
            fact = facts.hex ? 1 : 0;
            break;
        case Fact::Wraps:
            fact = facts.wraps ? 1 : 0;
            break;
        case Fact::Width:
            fact = facts.width;
            break;
        case Fact::Length:
            fact = facts.length;
            break;
        }
        const bool holds = c.comparison == Comparison::Equal     ? fact == c.value
                           : c.comparison == Comparison::AtLeast ? fact >= c.value
                                                                 : fact <= c.value;
        if (!holds)
            return false;
    }
    return true;
}

bool ShapeFilter::matches(const Board& board) const {
    return matches(shapeFactsOf(board));
}

std::string_view sqlOperator(ShapeFilter::Comparison comparison) {
    switch (comparison) {
    case ShapeFilter::Comparison::Equal:
        break;
    case ShapeFilter::Comparison::AtLeast:
        return ">=";
    case ShapeFilter::Comparison::AtMost:
        return "<=";
    }
    return "=";
}

} // namespace gbxx
