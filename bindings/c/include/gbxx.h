/*
 * GameBoardXX for every language: the core's boards, tiles, movement, conversion, diff and
 * patches behind a C99 interface (docs/bindings.md). Python, C# and JavaScript call these
 * functions; a game in C or any language with a C FFI can too.
 *
 *     gbxx_board* board;
 *     if (gbxx_board_load("isles.gb64", NULL, &board) != GBXX_OK)
 *         return puts(gbxx_last_error_message()), 1;
 *     gbxx_move_rules rules = gbxx_move_rules_default();
 *     rules.player = 1; rules.climb = 2;
 *     gbxx_route route;
 *     if (gbxx_board_zone_path(board, &rules, 1, &route) == GBXX_OK)
 *         printf("cost %d in %zu tiles\n", route.cost, route.count), gbxx_free(route.tiles);
 *     gbxx_board_free(board);
 *
 * Rules of the interface:
 * - Every function that can fail returns a gbxx_status; on failure it sets the calling thread's
 *   last error (gbxx_last_error_id, gbxx_last_error_message) and leaves its outputs untouched.
 *   No C++ exception leaves the library.
 * - Handles (gbxx_board, gbxx_model) are opaque; one handle may be read from many threads at
 *   once, but not read while it is being changed.
 * - Memory the library hands out (texts, arrays, bytes) is the caller's: gbxx_free it.
 * - Tiles are (x, y) with 0 <= x < width and 0 <= y < length (spec B1); texts are UTF-8.
 * - Structs that may grow begin with `struct_size`: set it to sizeof the struct you were built
 *   with (the *_default() functions do); a later library reads and fills only that much.
 */
#ifndef GBXX_H
#define GBXX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(GBXX_BUILDING)
#define GBXX_API __declspec(dllexport)
#elif defined(_WIN32)
#define GBXX_API __declspec(dllimport)
#elif defined(__GNUC__)
#define GBXX_API __attribute__((visibility("default")))
#else
#define GBXX_API
#endif

/* The version of this interface: raised when a function or struct member is added. A program
 * built against version N runs with any library whose version is N or later (docs/bindings.md,
 * "Stability"). */
#define GBXX_ABI_VERSION 1

typedef enum gbxx_status {
    GBXX_OK = 0,
    GBXX_ERROR_ARGUMENT = 1,  /* a null pointer, unknown key, tile off the board, bad option */
    GBXX_ERROR_BAD_BOARD = 2, /* bytes that are not a GameBoardXX board (spec S1-S3, H1-H5) */
    GBXX_ERROR_IO = 3,        /* a file that cannot be read or written */
    GBXX_ERROR_NOT_FOUND = 4, /* nothing to give: no path between the tiles */
    GBXX_ERROR_BAD_PATCH = 5, /* a damaged patch, or one made for another board */
    GBXX_ERROR_REFUSED = 6,   /* a value the board cannot take, boards that cannot be compared */
    GBXX_ERROR_MEMORY = 7,
    GBXX_ERROR_INTERNAL = 8,
    GBXX_ERROR_UNAVAILABLE = 9,  /* the registry did not answer, or answered 5xx: try later */
    GBXX_ERROR_RATE_LIMITED = 10 /* the registry asks to wait: gbxx_last_error_retry_after() */
} gbxx_status;

/* The interface version of the library loaded (GBXX_ABI_VERSION when it was built). */
GBXX_API uint32_t gbxx_abi_version(void);
/* The core's version, "0.1.0". */
GBXX_API const char* gbxx_version(void);

/* The last failure on this thread: a stable identifier ("read.wrongSize", "abi.offBoard"; listed
 * in docs/bindings.md), the English one-line message, and its status. Valid until the next
 * failing call on the thread; "" and GBXX_OK before any failure. */
GBXX_API const char* gbxx_last_error_id(void);
GBXX_API const char* gbxx_last_error_message(void);
GBXX_API gbxx_status gbxx_last_error_status(void);

/* After GBXX_ERROR_RATE_LIMITED (or an unavailable registry that said so): the seconds its
 * Retry-After asked to wait; -1 when it gave none. */
GBXX_API int32_t gbxx_last_error_retry_after(void);

/* Frees memory the library handed out (null is fine). */
GBXX_API void gbxx_free(void* memory);

/* ---- Boards ---------------------------------------------------------------------------------- */

typedef struct gbxx_board gbxx_board;

typedef struct gbxx_point {
    int32_t x;
    int32_t y;
} gbxx_point;

/* A board from a file's bytes or a path; `layout` names the tile layout to read them in
 * ("2023-09", "2023-09-10", "draft-2023-09-06"; null: today's, spec L). */
GBXX_API gbxx_status gbxx_board_read(const uint8_t* bytes, size_t size, const char* layout,
                                     gbxx_board** board);
GBXX_API gbxx_status gbxx_board_load(const char* path, const char* layout, gbxx_board** board);
/* An empty board (every tile 0, B4) of 8, 16, 32 or 64-bit tiles, 1..255 a side, with a new
 * board's footer (F5). */
GBXX_API gbxx_status gbxx_board_new(int32_t tile_bits, int32_t width, int32_t length,
                                    gbxx_board** board);
GBXX_API gbxx_status gbxx_board_copy(const gbxx_board* board, gbxx_board** copy);
GBXX_API void gbxx_board_free(gbxx_board* board);

/* The file's bytes (R1: a board read from bytes writes back the same bytes). */
GBXX_API gbxx_status gbxx_board_write(const gbxx_board* board, uint8_t** bytes, size_t* size);
/* Writes the file safely: to a temporary file beside `path`, flushed, synced and renamed over
 * it, so `path` is the old board or the new one, never half of one. */
GBXX_API gbxx_status gbxx_board_save(const gbxx_board* board, const char* path);

typedef struct gbxx_board_info {
    uint32_t struct_size;
    int32_t width;
    int32_t length;
    int32_t tile_bits;   /* 8, 16, 32, 64 */
    int32_t hex;         /* 1: flat-top odd-q hexes (X2) */
    int32_t wrap_width;  /* 1: column W-1 joins column 0 (X3) */
    int32_t wrap_length; /* 1: row L-1 joins row 0 */
    int32_t grouped;     /* 1: link groups are active (G1) */
    int32_t height_levels; /* 1: heights are level flags, 0: numbers (H4) */
    uint32_t tile_count;
    const char* layout; /* the layout's name; lives as long as the library */
} gbxx_board_info;
GBXX_API gbxx_board_info gbxx_board_info_default(void);
GBXX_API gbxx_status gbxx_board_get_info(const gbxx_board* board, gbxx_board_info* info);

/* The keys of the board's tile fields (its tile size and layout), of its header fields and of
 * the footer fields, one a line ("height\nlink\n..."), in table order. */
GBXX_API gbxx_status gbxx_board_field_keys(const gbxx_board* board, char** keys);
GBXX_API gbxx_status gbxx_board_header_keys(const gbxx_board* board, char** keys);
GBXX_API gbxx_status gbxx_footer_keys(char** keys);

GBXX_API gbxx_status gbxx_board_header(const gbxx_board* board, const char* key, uint64_t* value);
GBXX_API gbxx_status gbxx_board_set_header(gbxx_board* board, const char* key, uint64_t value);
/* A footer field as UTF-8 text: texts as the file holds them (F2), numbers in decimal. */
GBXX_API gbxx_status gbxx_board_footer(const gbxx_board* board, const char* key, char** text);
/* Texts must be printable Latin-1 that fits (F3); numbers decimal 0..255. */
GBXX_API gbxx_status gbxx_board_set_footer(gbxx_board* board, const char* key, const char* text);

/* A tile field by the board's own key, as stored. */
GBXX_API gbxx_status gbxx_board_field(const gbxx_board* board, int32_t x, int32_t y,
                                      const char* key, uint64_t* value);
GBXX_API gbxx_status gbxx_board_set_field(gbxx_board* board, int32_t x, int32_t y,
                                          const char* key, uint64_t value);
/* Field `key` of every tile in body order (row by row): `count` must be the tile count. */
GBXX_API gbxx_status gbxx_board_layer(const gbxx_board* board, const char* key, uint64_t* values,
                                      size_t count);

/* ---- The game's view of a tile (gbxx/game_tile.h) ---------------------------------------------- */

typedef enum gbxx_tile_view {
    GBXX_VIEW_EFFECTIVE = 0, /* in an active link group, every field but `link` is the anchor's */
    GBXX_VIEW_RAW = 1        /* the tile's own bits */
} gbxx_tile_view;

/* Every field of the neutral tile, read the same from every tile size and layout; a field the
 * tile size lacks reads as nothing set. */
typedef struct gbxx_tile {
    uint32_t struct_size;
    int32_t x;
    int32_t y;
    int32_t height;          /* the number (value mode) or the highest level's 1-based index */
    int32_t height_bits;     /* as the tile size stores them: a number, or level flags */
    int32_t height_neutral;  /* on the six-bit scale every tile size converts through (C9) */
    int32_t link;            /* 0 none, 1..3 A..C: the tile's own */
    int32_t boundary;        /* 0 not on the board, 1 out of bounds, 2 trap, 3 in bounds */
    uint32_t player_blacklist;        /* bit p-1: player p (1..4) */
    uint32_t ffa_blacklist;           /* the same, 1v1v1v1 */
    uint32_t team_blacklist;          /* bit k-1: slot k (1..8) */
    uint32_t standard_team_blacklist; /* bit t-1: team t (1..4) */
    uint32_t home_zones; /* bits 0-3 players 1-4, 4-6 teams A-C, 7 all */
    uint32_t end_zones;
    uint32_t safe_zones;
    int32_t currency_barrier; /* the stored level 0..3 */
    int32_t turn_barrier;
    int32_t piece_sum_barrier;
    int32_t custom;
    int32_t anchor_x; /* the group's anchor when the tile is in an active group, else -1 */
    int32_t anchor_y;
} gbxx_tile;
GBXX_API gbxx_tile gbxx_tile_default(void);
/* `view` is a gbxx_tile_view; enum parameters are int32_t so that any value a caller passes is
 * refused, never undefined. */
GBXX_API gbxx_status gbxx_board_tile(const gbxx_board* board, int32_t x, int32_t y,
                                     int32_t view, gbxx_tile* tile);
/* Every tile in body order (row by row); `count` must be the tile count. The first element's
 * struct_size (gbxx_tile_default) says how large each element is. */
GBXX_API gbxx_status gbxx_board_tiles(const gbxx_board* board, int32_t view,
                                      gbxx_tile* tiles, size_t count);
/* One neutral field by its key ("height", "homeZones", "turnBarrier", ...: the keys of
 * gbxx_neutral_keys), as the neutral tile holds it. */
GBXX_API gbxx_status gbxx_board_tile_value(const gbxx_board* board, int32_t x, int32_t y,
                                           const char* key, int32_t view, uint64_t* value);
GBXX_API gbxx_status gbxx_neutral_keys(char** keys);

/* ---- Geometry (X1-X3) ---------------------------------------------------------------------- */

/* The tile's distinct neighbours in the spec's order; `diagonal` adds a square board's corners.
 * `tiles` has room for 8. */
GBXX_API gbxx_status gbxx_board_neighbours(const gbxx_board* board, int32_t x, int32_t y,
                                           int32_t diagonal, gbxx_point* tiles, size_t* count);
/* Steps between two tiles, the shortest way across wrap seams. */
GBXX_API gbxx_status gbxx_board_distance(const gbxx_board* board, gbxx_point a, gbxx_point b,
                                         int32_t diagonal, int32_t* steps);
/* The tiles of the straight line from a to b (docs/movement.md "Lines"), a first. */
GBXX_API gbxx_status gbxx_board_line(const gbxx_board* board, gbxx_point a, gbxx_point b,
                                     gbxx_point** tiles, size_t* count);

/* ---- Movement (docs/movement.md, M1-M3) ------------------------------------------------------ */

typedef enum gbxx_barrier_rule {
    GBXX_BARRIER_IGNORE = 0,
    GBXX_BARRIER_BLOCK = 1,
    GBXX_BARRIER_COST = 2 /* turns and currency only */
} gbxx_barrier_rule;

typedef struct gbxx_move_rules {
    uint32_t struct_size;
    int32_t player;   /* 1..4, or 0 for anyone */
    int32_t ffa;      /* 1: the 1v1v1v1 blacklist too */
    int32_t team;     /* 1..8: a teamBlacklist slot, or 0 */
    int32_t diagonal; /* 1: square boards step to the 8 tiles around */
    int32_t climb;    /* added per level up, 0..100 */
    int32_t descend;  /* added per level down, 0..100 */
    int32_t turn_barriers;     /* a gbxx_barrier_rule */
    int32_t currency_barriers;
    int32_t piece_barriers;    /* ignore or block */
} gbxx_move_rules;
GBXX_API gbxx_move_rules gbxx_move_rules_default(void);

typedef enum gbxx_zone_kind { GBXX_ZONE_HOME = 0, GBXX_ZONE_END = 1, GBXX_ZONE_SAFE = 2 } gbxx_zone_kind;

/* A board read once under rules, for many queries: it keeps no reference to the board. */
typedef struct gbxx_model gbxx_model;
GBXX_API gbxx_status gbxx_model_new(const gbxx_board* board, const gbxx_move_rules* rules,
                                    gbxx_model** model);
GBXX_API void gbxx_model_free(gbxx_model* model);

typedef struct gbxx_route {
    gbxx_point* tiles; /* start to goal; gbxx_free it */
    size_t count;
    int32_t cost;
    int32_t steps; /* the moves that cost a step (moves inside a group are none) */
} gbxx_route;
/* A cheapest route from any of `from` to any enterable tile of `to`; GBXX_ERROR_NOT_FOUND
 * ("abi.noPath") when there is none. */
GBXX_API gbxx_status gbxx_model_path(const gbxx_model* model, const gbxx_point* from,
                                     size_t from_count, const gbxx_point* to, size_t to_count,
                                     gbxx_route* route);

typedef struct gbxx_reached {
    int32_t x;
    int32_t y;
    int32_t cost;
} gbxx_reached;
/* Every tile whose cost from any of `from` is at most `budget`, in body order. */
GBXX_API gbxx_status gbxx_model_reach(const gbxx_model* model, const gbxx_point* from,
                                      size_t from_count, int32_t budget, gbxx_reached** tiles,
                                      size_t* count);
/* Player 1..4's zone tiles of a kind (its flag or the kind's "all" flag), in body order. */
GBXX_API gbxx_status gbxx_model_zone(const gbxx_model* model, int32_t kind /* gbxx_zone_kind */,
                                     int32_t player, gbxx_point** tiles, size_t* count);
GBXX_API gbxx_status gbxx_model_enterable(const gbxx_model* model, int32_t x, int32_t y,
                                          int32_t* enterable);
/* The cost of moving onto `to` from its neighbour `from` (M3). */
GBXX_API gbxx_status gbxx_model_move_cost(const gbxx_model* model, gbxx_point from, gbxx_point to,
                                          int32_t* cost);

/* Player P's cheapest route from its home zone to its end zone under `rules` (player = P), what
 * `gbxx analyze` reports: a model made, searched and freed in one call. */
GBXX_API gbxx_status gbxx_board_zone_path(const gbxx_board* board, const gbxx_move_rules* rules,
                                          int32_t player, gbxx_route* route);

/* ---- Conversion, diff, patches ------------------------------------------------------------- */

/* The board in another tile size (C1-C10) and its loss report as `gbxx convert` prints it
 * ("lossless\n", or "KEY: N tiles\n" lines); `report` may be null. */
GBXX_API gbxx_status gbxx_board_convert(const gbxx_board* board, int32_t tile_bits,
                                        gbxx_board** converted, char** report);
/* What differs from a to b as `gbxx diff --json [--tiles]` prints it; "" when nothing does. */
GBXX_API gbxx_status gbxx_board_diff(const gbxx_board* a, const gbxx_board* b, int32_t tiles,
                                     char** json);
/* The patch from base to target (docs/patch-format.md): boards of one size, tile size, layout. */
GBXX_API gbxx_status gbxx_patch_make(const gbxx_board* base, const gbxx_board* target,
                                     uint8_t** bytes, size_t* size);
/* base with the patch applied, checked against both SHA-256s; base is not changed. */
GBXX_API gbxx_status gbxx_patch_apply(const gbxx_board* base, const uint8_t* bytes, size_t size,
                                      gbxx_board** result);

/* ---- Boards by registry code (docs/bindings.md "Fetching") ---------------------------------- */

typedef struct gbxx_fetch_options {
    uint32_t struct_size;
    const char* registry;  /* base address; null: $GBXX_REGISTRY, else http://127.0.0.1:8640 */
    const char* cache_dir; /* null: no cache */
    int32_t timeout_ms;    /* a try's whole time (20000) */
    int32_t attempts;      /* tries while the registry is unavailable (3) */
    int32_t backoff_ms;    /* the pause before the second try, doubled before each next (1000) */
    int32_t max_pause_ms;  /* the longest pause, also for Retry-After (30000) */
    int32_t use_patches;   /* 1: update a cached revision through the registry's patch (1) */
} gbxx_fetch_options;
GBXX_API gbxx_fetch_options gbxx_fetch_options_default(void);

typedef struct gbxx_fetch_info {
    uint32_t struct_size;
    int32_t revision;
    int32_t from_cache;    /* no board bytes crossed the network */
    int32_t through_patch; /* made from the cached revision and the registry's patch */
    int32_t tries;         /* requests sent (0: served from the cache without asking) */
    char sha256[65];       /* the bytes' SHA-256, lower-case hex */
} gbxx_fetch_info;
GBXX_API gbxx_fetch_info gbxx_fetch_info_default(void);

/* The board CODE (its latest revision) or CODE@REV from a registry, checked (its SHA-256 is the
 * ETag's, its footer holds the code, the registry named its revision) before anything is cached;
 * `info` may be null. Errors: GBXX_ERROR_NOT_FOUND, GBXX_ERROR_UNAVAILABLE,
 * GBXX_ERROR_RATE_LIMITED, GBXX_ERROR_BAD_BOARD (an answer that is not the board), GBXX_ERROR_REFUSED
 * (another 4xx), GBXX_ERROR_IO (the cache), GBXX_ERROR_ARGUMENT (not a code). Not in the
 * WebAssembly module, whose binding fetches with the browser (gbxx_registry_*). */
GBXX_API gbxx_status gbxx_fetch(const char* reference, const gbxx_fetch_options* options,
                                gbxx_board** board, gbxx_fetch_info* info);

/* ---- Live sessions (docs/live-protocol.md, docs/bindings.md "Watching a live board") ------ */

typedef struct gbxx_live gbxx_live;

/* Joins the live session of board CODE read-only and waits (options->timeout_ms) for its board;
 * `options` and `token` (for a session the owner does not let others watch) may be null. Then
 * gbxx_live_next, at least every few seconds (the session drops a participant silent for 30 s).
 * Errors: GBXX_ERROR_NOT_FOUND (no session), GBXX_ERROR_UNAVAILABLE, GBXX_ERROR_REFUSED (not
 * allowed), GBXX_ERROR_BAD_BOARD, GBXX_ERROR_ARGUMENT (not a code, not an http:// registry).
 * Not in the WebAssembly module. */
GBXX_API gbxx_status gbxx_live_watch(const char* code, const gbxx_fetch_options* options,
                                     const char* token, gbxx_live** live);
/* The same for a game that holds revision `revision` of the board (fetched, cached): the session
 * then sends only the patch from it to the session's board when that is smaller than the board. */
GBXX_API gbxx_status gbxx_live_watch_holding(const char* code, const gbxx_fetch_options* options,
                                             const char* token, const gbxx_board* held,
                                             int32_t revision, gbxx_live** live);
/* The next operation the session applied, waiting at most timeout_ms: *seq is 0 when none came
 * in time; else its sequence number, and *tiles the indices (y * width + x) of the tiles whose
 * value changed, *count of them (gbxx_free the array; null when none), *reshaped 1 when the board
 * was restructured and every tile may differ. A lost connection is reconnected (the operations
 * missed come next); an error means the session is over for this watcher. */
GBXX_API gbxx_status gbxx_live_next(gbxx_live* live, int32_t timeout_ms, uint64_t* seq,
                                    uint32_t** tiles, size_t* count, int32_t* reshaped);
/* The board as the session has it after the last gbxx_live_next: the watcher's own, valid until
 * gbxx_live_free (read it, copy it; do not free or change it). */
GBXX_API const gbxx_board* gbxx_live_board(const gbxx_live* live);
GBXX_API void gbxx_live_free(gbxx_live* live);

/* The protocol alone, for a binding that sends requests itself: the API path of CODE or
 * CODE@REV, and a board from the answer to it, checked as gbxx_fetch checks it. */
GBXX_API gbxx_status gbxx_registry_board_path(const char* reference, char** path);
GBXX_API gbxx_status gbxx_registry_read_board(const char* reference, int32_t http_status,
                                              const char* etag, const char* content_location,
                                              const char* retry_after, const uint8_t* body,
                                              size_t size, gbxx_board** board,
                                              int32_t* revision);

#ifdef __cplusplus
}
#endif

#endif /* GBXX_H */
