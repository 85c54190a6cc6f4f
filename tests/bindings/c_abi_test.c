/* The C ABI from C99, as a game in C uses it: every check compares real bytes and values with
 * the test vectors or with boards built here. Run with the vector folder:
 *   c_abi_test tests/data/vectors */
#define _POSIX_C_SOURCE 200809L
#include "gbxx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures = 0;

#define CHECK(condition)                                                                          \
    do {                                                                                          \
        if (!(condition)) {                                                                       \
            fprintf(stderr, "%s:%d: CHECK(%s) failed; last error %s: %s\n", __FILE__, __LINE__,  \
                    #condition, gbxx_last_error_id(), gbxx_last_error_message());                 \
            ++failures;                                                                           \
        }                                                                                         \
    } while (0)

static char folder[4096];

static const char* vector(const char* name) {
    static char path[8192];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    return path;
}

static unsigned char* slurp(const char* path, size_t* size) {
    FILE* f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char* bytes = malloc(n > 0 ? (size_t)n : 1);
    *size = fread(bytes, 1, (size_t)n, f);
    fclose(f);
    return bytes;
}

static void reading_and_writing(void) {
    size_t size = 0;
    unsigned char* file = slurp(vector("boards/b04_gb64_7x5_random.gb64"), &size);
    CHECK(file && size == 416);
    gbxx_board* board = NULL;
    CHECK(gbxx_board_read(file, size, NULL, &board) == GBXX_OK);
    gbxx_board_info info = gbxx_board_info_default();
    CHECK(gbxx_board_get_info(board, &info) == GBXX_OK);
    CHECK(info.width == 7 && info.length == 5 && info.tile_bits == 64 && info.tile_count == 35);
    CHECK(info.height_levels == 1 && strcmp(info.layout, "2023-09") == 0);
    uint8_t* written = NULL;
    size_t written_size = 0;
    CHECK(gbxx_board_write(board, &written, &written_size) == GBXX_OK);
    CHECK(written_size == size && memcmp(written, file, size) == 0); /* R1 */
    gbxx_free(written);

    /* An older struct (only struct_size and width) is filled only that far. */
    struct {
        uint32_t struct_size;
        int32_t width;
        int32_t guard;
    } old = {8, 0, 12345};
    CHECK(gbxx_board_get_info(board, (gbxx_board_info*)&old) == GBXX_OK);
    CHECK(old.width == 7 && old.guard == 12345);

    /* Truncated bytes: refused with the core's rule and wording, nothing made. */
    gbxx_board* none = (gbxx_board*)&folder; /* must stay untouched */
    CHECK(gbxx_board_read(file, size - 1, NULL, &none) == GBXX_ERROR_BAD_BOARD);
    CHECK(none == (gbxx_board*)&folder);
    CHECK(strcmp(gbxx_last_error_id(), "read.wrongSize") == 0);
    CHECK(strstr(gbxx_last_error_message(), "415 bytes") != NULL);
    CHECK(gbxx_last_error_status() == GBXX_ERROR_BAD_BOARD);
    CHECK(gbxx_board_read(NULL, 0, NULL, &none) == GBXX_ERROR_BAD_BOARD);
    CHECK(gbxx_board_read(file, size, "2019", &none) == GBXX_ERROR_ARGUMENT);
    CHECK(strcmp(gbxx_last_error_id(), "abi.unknownLayout") == 0);
    CHECK(gbxx_board_load(vector("no-such-board.gb64"), NULL, &none) == GBXX_ERROR_IO);
    CHECK(strcmp(gbxx_last_error_id(), "read.noSuchFile") == 0);
    CHECK(gbxx_board_load(folder, NULL, &none) == GBXX_ERROR_IO);
    CHECK(strcmp(gbxx_last_error_id(), "read.folder") == 0);
    CHECK(gbxx_board_read(file, size, NULL, NULL) == GBXX_ERROR_ARGUMENT);
    CHECK(strcmp(gbxx_last_error_id(), "abi.null") == 0);
    CHECK(gbxx_board_get_info(NULL, &info) == GBXX_ERROR_ARGUMENT);

    gbxx_board* loaded = NULL;
    CHECK(gbxx_board_load(vector("boards/b04_gb64_7x5_random.gb64"), NULL, &loaded) == GBXX_OK);
    char* diff = NULL;
    CHECK(gbxx_board_diff(board, loaded, 0, &diff) == GBXX_OK && diff && diff[0] == '\0');
    gbxx_free(diff);
    gbxx_board_free(loaded);
    gbxx_board_free(board);
    free(file);
}

static void fields_header_and_footer(void) {
    gbxx_board* board = NULL;
    CHECK(gbxx_board_new(16, 5, 4, &board) == GBXX_OK);
    char* keys = NULL;
    CHECK(gbxx_board_field_keys(board, &keys) == GBXX_OK && strstr(keys, "height\n") != NULL);
    gbxx_free(keys);
    CHECK(gbxx_board_set_field(board, 4, 3, "height", 9) == GBXX_OK);
    uint64_t value = 0;
    CHECK(gbxx_board_field(board, 4, 3, "height", &value) == GBXX_OK && value == 9);
    CHECK(gbxx_board_set_field(board, 5, 0, "height", 1) == GBXX_ERROR_ARGUMENT);
    CHECK(strcmp(gbxx_last_error_id(), "abi.offBoard") == 0);
    CHECK(strcmp(gbxx_last_error_message(), "tile (5, 0) is off the 5x4 board") == 0);
    CHECK(gbxx_board_set_field(board, 0, 0, "height", 64) == GBXX_ERROR_REFUSED);
    CHECK(gbxx_board_set_field(board, 0, 0, "playerBlacklist", 1) == GBXX_ERROR_ARGUMENT);
    CHECK(strcmp(gbxx_last_error_message(), "a GB16 tile has no field 'playerBlacklist'") == 0);
    uint64_t layer[20];
    CHECK(gbxx_board_layer(board, "height", layer, 20) == GBXX_OK && layer[19] == 9 && layer[0] == 0);
    CHECK(gbxx_board_layer(board, "height", layer, 19) == GBXX_ERROR_ARGUMENT);

    CHECK(gbxx_board_set_header(board, "hex", 1) == GBXX_OK);
    CHECK(gbxx_board_header(board, "hex", &value) == GBXX_OK && value == 1);
    CHECK(gbxx_board_set_header(board, "hex", 2) == GBXX_ERROR_REFUSED);

    char* text = NULL;
    CHECK(gbxx_board_set_footer(board, "title", "Fl\xc3\xbc" "sse") == GBXX_OK); /* Flüsse */
    CHECK(gbxx_board_footer(board, "title", &text) == GBXX_OK && strcmp(text, "Fl\xc3\xbc" "sse") == 0);
    gbxx_free(text);
    CHECK(gbxx_board_set_footer(board, "title", "\xe2\x82\xac") == GBXX_ERROR_REFUSED); /* € */
    CHECK(gbxx_board_footer(board, "title", &text) == GBXX_OK && strcmp(text, "Fl\xc3\xbc" "sse") == 0);
    gbxx_free(text);
    CHECK(gbxx_board_footer(board, "editorId", &text) == GBXX_OK && strcmp(text, "GX") == 0);
    gbxx_free(text);
    CHECK(gbxx_board_set_footer(board, "version", "7") == GBXX_OK);
    CHECK(gbxx_board_footer(board, "version", &text) == GBXX_OK && strcmp(text, "7") == 0);
    gbxx_free(text);
    CHECK(gbxx_board_set_footer(board, "version", "256") == GBXX_ERROR_REFUSED);
    CHECK(gbxx_board_footer(board, "colour", &text) == GBXX_ERROR_ARGUMENT);

    /* The game's view of a tile, as a struct and by neutral key. */
    gbxx_tile tile = gbxx_tile_default();
    CHECK(gbxx_board_tile(board, 4, 3, GBXX_VIEW_EFFECTIVE, &tile) == GBXX_OK);
    CHECK(tile.x == 4 && tile.y == 3 && tile.height == 9 && tile.height_bits == 9 && tile.anchor_x == -1);
    CHECK(gbxx_board_tile_value(board, 4, 3, "height", GBXX_VIEW_EFFECTIVE, &value) == GBXX_OK);
    CHECK(value == 9);
    CHECK(gbxx_board_tile_value(board, 4, 3, "colour", GBXX_VIEW_EFFECTIVE, &value) == GBXX_ERROR_ARGUMENT);
    CHECK(gbxx_board_tile(board, 0, 0, 7, &tile) == GBXX_ERROR_ARGUMENT);
    gbxx_board_free(board);
}

/* A 5x1 square strip: (0,0) home of player 1, (4,0) its end, heights 0 1 2 1 0, all in bounds. */
static gbxx_board* strip(void) {
    gbxx_board* board = NULL;
    gbxx_board_new(64, 5, 1, &board);
    const int heights[5] = {0, 1, 2, 1, 0};
    for (int x = 0; x < 5; ++x) {
        gbxx_board_set_field(board, x, 0, "boundary", 3);
        gbxx_board_set_field(board, x, 0, "height", (uint64_t)heights[x]);
    }
    gbxx_board_set_field(board, 0, 0, "homeZones", 1);
    gbxx_board_set_field(board, 4, 0, "endZones", 1);
    return board;
}

static void movement(void) {
    gbxx_board* board = strip();
    gbxx_move_rules rules = gbxx_move_rules_default();
    rules.climb = 3;
    rules.descend = 1;
    gbxx_route route;
    CHECK(gbxx_board_zone_path(board, &rules, 1, &route) == GBXX_OK);
    /* 4 steps, two levels up at 3 each, two down at 1 each: 4 + 6 + 2. */
    CHECK(route.cost == 12 && route.steps == 4 && route.count == 5);
    CHECK(route.tiles[0].x == 0 && route.tiles[4].x == 4);
    gbxx_free(route.tiles);

    gbxx_model* model = NULL;
    CHECK(gbxx_model_new(board, &rules, &model) == GBXX_OK);
    gbxx_point from = {0, 0};
    gbxx_reached* reached = NULL;
    size_t count = 0;
    CHECK(gbxx_model_reach(model, &from, 1, 4, &reached, &count) == GBXX_OK);
    CHECK(count == 2 && reached[0].cost == 0 && reached[1].x == 1 && reached[1].cost == 4);
    gbxx_free(reached);
    int32_t cost = 0;
    CHECK(gbxx_model_move_cost(model, (gbxx_point){1, 0}, (gbxx_point){2, 0}, &cost) == GBXX_OK);
    CHECK(cost == 4);
    CHECK(gbxx_model_move_cost(model, (gbxx_point){0, 0}, (gbxx_point){2, 0}, &cost) == GBXX_ERROR_ARGUMENT);
    gbxx_point* zone = NULL;
    CHECK(gbxx_model_zone(model, GBXX_ZONE_END, 1, &zone, &count) == GBXX_OK && count == 1 && zone[0].x == 4);
    gbxx_free(zone);
    gbxx_model_free(model);

    /* A blacklist closes the middle: no path, said as such; outputs untouched. */
    gbxx_board_set_field(board, 2, 0, "playerBlacklist", 1);
    route.count = 99;
    CHECK(gbxx_board_zone_path(board, &rules, 1, &route) == GBXX_ERROR_NOT_FOUND);
    CHECK(strcmp(gbxx_last_error_id(), "abi.noPath") == 0 && route.count == 99);
    CHECK(gbxx_board_zone_path(board, &rules, 2, &route) == GBXX_ERROR_NOT_FOUND); /* no zones */

    rules.climb = 101;
    CHECK(gbxx_model_new(board, &rules, &model) == GBXX_ERROR_ARGUMENT);
    CHECK(strcmp(gbxx_last_error_message(), "climb is 0..100, not 101") == 0);
    rules.climb = 0;
    rules.piece_barriers = GBXX_BARRIER_COST;
    CHECK(gbxx_model_new(board, &rules, &model) == GBXX_ERROR_ARGUMENT);

    gbxx_point line_from = {0, 0}, line_to = {4, 0};
    gbxx_point* line = NULL;
    CHECK(gbxx_board_line(board, line_from, line_to, &line, &count) == GBXX_OK && count == 5);
    gbxx_free(line);
    int32_t steps = 0;
    CHECK(gbxx_board_distance(board, line_from, line_to, 0, &steps) == GBXX_OK && steps == 4);
    gbxx_point around[8];
    CHECK(gbxx_board_neighbours(board, 0, 0, 1, around, &count) == GBXX_OK && count == 1 && around[0].x == 1);
    gbxx_board_free(board);
}

static void conversion_diff_and_patches(void) {
    gbxx_board* board = NULL;
    CHECK(gbxx_board_load(vector("boards/b04_gb64_7x5_random.gb64"), NULL, &board) == GBXX_OK);
    gbxx_board* converted = NULL;
    char* report = NULL;
    CHECK(gbxx_board_convert(board, 32, &converted, &report) == GBXX_OK);
    size_t size = 0, expected_size = 0;
    unsigned char* expected = slurp(vector("expected/b04_gb64_7x5_random.to32.report.txt"), &expected_size);
    CHECK(expected && strlen(report) == expected_size && memcmp(report, expected, expected_size) == 0);
    free(expected);
    gbxx_free(report);
    uint8_t* bytes = NULL;
    CHECK(gbxx_board_write(converted, &bytes, &size) == GBXX_OK);
    expected = slurp(vector("expected/b04_gb64_7x5_random.to32.gb32"), &expected_size);
    CHECK(expected && size == expected_size && memcmp(bytes, expected, size) == 0);
    free(expected);
    gbxx_free(bytes);
    CHECK(gbxx_board_convert(board, 12, &converted, NULL) == GBXX_ERROR_ARGUMENT);
    gbxx_board_free(converted);

    gbxx_board* target = NULL;
    CHECK(gbxx_board_copy(board, &target) == GBXX_OK);
    CHECK(gbxx_board_set_field(target, 6, 4, "custom", 200) == GBXX_OK);
    CHECK(gbxx_board_set_field(target, 0, 0, "custom", 1) == GBXX_OK);
    char* json = NULL;
    CHECK(gbxx_board_diff(board, target, 0, &json) == GBXX_OK);
    CHECK(strcmp(json, "{\"header\": {}, \"footer\": {}, \"fields\": {\"custom\": 2}}\n") == 0);
    gbxx_free(json);

    uint8_t* patch = NULL;
    size_t patch_size = 0;
    CHECK(gbxx_patch_make(board, target, &patch, &patch_size) == GBXX_OK && patch_size > 0);
    gbxx_board* patched = NULL;
    CHECK(gbxx_patch_apply(board, patch, patch_size, &patched) == GBXX_OK);
    CHECK(gbxx_board_diff(patched, target, 1, &json) == GBXX_OK && json[0] == '\0');
    gbxx_free(json);
    gbxx_board_free(patched);
    /* The patch names its base: applied to the target it is refused. */
    patched = NULL;
    CHECK(gbxx_patch_apply(target, patch, patch_size, &patched) == GBXX_ERROR_BAD_PATCH && !patched);
    CHECK(gbxx_patch_apply(board, patch, patch_size / 2, &patched) == GBXX_ERROR_BAD_PATCH && !patched);
    gbxx_free(patch);
    gbxx_board* small = NULL;
    gbxx_board_new(64, 2, 2, &small);
    CHECK(gbxx_patch_make(board, small, &patch, &patch_size) == GBXX_ERROR_REFUSED);
    gbxx_board_free(small);

    /* A safe save, read back the same. */
    char path[4200];
    const char* tmp = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/gbxx-c-abi-%d.gb64", tmp ? tmp : "/tmp", (int)getpid());
    CHECK(gbxx_board_save(target, path) == GBXX_OK);
    gbxx_board* back = NULL;
    CHECK(gbxx_board_load(path, NULL, &back) == GBXX_OK);
    CHECK(gbxx_board_diff(back, target, 1, &json) == GBXX_OK && json[0] == '\0');
    gbxx_free(json);
    gbxx_board_free(back);
    remove(path);
    CHECK(gbxx_board_save(target, folder) == GBXX_ERROR_IO);
    snprintf(path, sizeof path, "%s/no/such/folder/x.gb64", folder);
    CHECK(gbxx_board_save(target, path) == GBXX_ERROR_IO);
    CHECK(strcmp(gbxx_last_error_id(), "abi.write") == 0);

    gbxx_board_free(target);
    gbxx_board_free(board);
}

/* docs/bindings.md's five lines on the sample board. */
static void from_zero(const char* sample) {
    gbxx_board* board;
    CHECK(gbxx_board_load(sample, NULL, &board) == GBXX_OK);
    gbxx_move_rules rules = gbxx_move_rules_default(); rules.climb = 2;
    gbxx_route route;
    CHECK(gbxx_board_zone_path(board, &rules, 1, &route) == GBXX_OK);
    CHECK(route.cost == 71 && route.count == 8);
    gbxx_free(route.tiles);
    gbxx_board_free(board);
}

int main(int argc, char** argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: c_abi_test VECTOR_FOLDER SAMPLE_BOARD\n");
        return 2;
    }
    snprintf(folder, sizeof folder, "%s", argv[1]);
    CHECK(gbxx_abi_version() == GBXX_ABI_VERSION);
    CHECK(strlen(gbxx_version()) >= 5);
    CHECK(gbxx_last_error_status() == GBXX_OK && gbxx_last_error_id()[0] == '\0');
    reading_and_writing();
    fields_header_and_footer();
    movement();
    conversion_diff_and_patches();
    from_zero(argv[2]);
    if (failures)
        fprintf(stderr, "%d checks failed\n", failures);
    else
        puts("all checks passed");
    return failures ? 1 : 0;
}
