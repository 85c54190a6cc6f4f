#pragma once
// The web pages' HTML comes from Mustache templates (server/templates/*.mustache, built into the
// program as Qt resources and read once). A template writes {{name}} for every text, which is
// escaped by the one rule of html.h's escaped(): nothing from a board, an account or a request
// reaches a page unescaped unless a template says {{{name}}} on purpose, with a comment saying why.
// A template includes another as a partial: {{> board_list}}.

#include <QString>

#include <mstch/mstch.hpp>

#include <string>

namespace gbxx::registry {

// The template `name` (server/templates/NAME.mustache) rendered with `view`.
QString renderTemplate(const std::string& name, const mstch::map& view);

// A text as a template's value (UTF-8, as mstch reads it).
inline mstch::node text(const QString& value) {
    return value.toStdString();
}

} // namespace gbxx::registry
