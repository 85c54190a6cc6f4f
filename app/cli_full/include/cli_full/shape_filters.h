#pragma once
// The filters on a board's shape that `gbxx find` (the board library) and `gbxx search` (the
// registry) both take: --variant, --hex or --square, --wrap, --min/max-width, --min/max-length.
// One set of options, read one way, so the two commands cannot drift apart.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace gbxx::cli {

struct ShapeFilters {
    std::optional<int> variant; // 8, 16, 32 or 64
    std::optional<bool> hex;    // true: hex boards, false: square ones
    bool wrap = false;          // only boards that wrap
    std::optional<int> minWidth, maxWidth, minLength, maxLength; // inclusive

    // Whether any filter was given.
    bool any() const {
        return variant || hex || wrap || minWidth || maxWidth || minLength || maxLength;
    }
    // Copies the filters into a query of either command.
    template <typename Query> void into(Query& query) const {
        query.variant = variant;
        query.hex = hex;
        if (wrap)
            query.wrap = true;
        query.minWidth = minWidth;
        query.maxWidth = maxWidth;
        query.minLength = minLength;
        query.maxLength = maxLength;
    }
};

class ShapeFilterOptions {
public:
    // `wrapHelp` says what "wraps" means to the command's boards.
    explicit ShapeFilterOptions(const QString& wrapHelp);

    QList<QCommandLineOption> options() const;
    // The filters `parser` was given, or the usage error (one line) that keeps them from being
    // read.
    std::variant<ShapeFilters, QString> read(const QCommandLineParser& parser) const;

private:
    QCommandLineOption variant_, hex_, square_, wrap_, minWidth_, maxWidth_, minLength_, maxLength_;
};

} // namespace gbxx::cli
