#pragma once
// `gbxx render FILE OUT.png|OUT.svg`, as parsed by the command line; drawn by gbxx-full
// (cli_full/render_command.h).

#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx::cli {

struct RenderRequest {
    QString in;
    QString out;        // ".svg": SVG; anything else: PNG
    QStringList layers; // field keys, one panel each; empty: boundary
    int tileSize = 0;   // pixels per tile; 0: use `size`
    int size = 0;       // pixels on the longer side of a board; 0 with tileSize 0: 16 per tile
    bool grid = false;
    bool legend = false;
    std::optional<QString> schema; // a schema file, empty: the board's own (required)
};

} // namespace gbxx::cli
