#pragma once
// `gbxx render FILE OUT.png`: a picture of the board drawn by the editor's renderer.

#include "gbxx/layout.h"

#include <QString>

namespace gbxx::cli {

struct RenderRequest {
    QString in;
    QString out;
    QString layer;    // field key; empty: boundary
    int tileSize = 0; // pixels per tile; 0: use `size`
    int size = 0;     // pixels on the longer side; 0 with tileSize 0: 16 pixels per tile
    bool grid = false;
};

int render(const RenderRequest& request, const Layout& layout);

} // namespace gbxx::cli
