#pragma once
// `gbxx render`: a picture of the board drawn by the editor's renderer.

#include "cli/render_request.h"
#include "gbxx/layout.h"

namespace gbxx::cli {

int render(const RenderRequest& request, const Layout& layout);

} // namespace gbxx::cli
