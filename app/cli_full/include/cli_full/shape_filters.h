#pragma once
// The filters on a board's shape that `gbxx find` (the board library) and `gbxx search` (the
// registry) both take: --variant, --hex or --square, --wrap, --min/max-width, --min/max-length.
// One set of options, read one way into the core's ShapeFilter (gbxx/shape_filter.h), which the
// library and the registry both match by: the two commands cannot drift apart.

#include "gbxx/shape_filter.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <variant>

namespace gbxx::cli {

class ShapeFilterOptions {
public:
    ShapeFilterOptions();

    QList<QCommandLineOption> options() const;
    // The filters `parser` was given, or the usage error (one line) that keeps them from being
    // read. --wrap asks for boards that wrap; without it, wrap is not asked about (there is no
    // option for boards that do not wrap).
    std::variant<ShapeFilter, QString> read(const QCommandLineParser& parser) const;

private:
    QCommandLineOption variant_, hex_, square_, wrap_, minWidth_, maxWidth_, minLength_, maxLength_;
};

} // namespace gbxx::cli
