// The WebAssembly module's own translation unit, empty: everything the module exports is the C
// ABI (gbxx.h) linked in from gbxx_c, and emscripten needs one source of the executable itself.
