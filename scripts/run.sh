#!/usr/bin/env bash
# The README's run command: install dependencies, build, and start the editor (on the bundled sample
# board, or on the file given as an argument).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --run
bash scripts/build.sh
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec build/app/gbxx-editor "$@"
fi
# No desktop session (a server or container): run on a virtual X server, so the command still works;
# connect a VNC viewer or take screenshots with `import -display` to see it.
echo "No DISPLAY is set: starting the editor on a virtual X server (xvfb-run)." >&2
exec xvfb-run --auto-servernum --server-args="-screen 0 1400x900x24" build/app/gbxx-editor "$@"
