/* The conformance transcript (README.md) through the C ABI. */
#include "gbxx.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void die(const char* what) {
    fprintf(stderr, "%s: %s (%s)\n", what, gbxx_last_error_message(), gbxx_last_error_id());
    exit(1);
}

#define OK(call)                                                                                  \
    do {                                                                                          \
        if ((call) != GBXX_OK)                                                                    \
            die(#call);                                                                           \
    } while (0)

static void hex_line(const char* head, const char* key, const char* text) {
    printf("%s %s ", head, key);
    if (!*text)
        putchar('-');
    for (const unsigned char* c = (const unsigned char*)text; *c; ++c)
        printf("%02x", *c);
    putchar('\n');
}

/* The lines of a key list (the list is cut up in place). */
static size_t split_keys(char* keys, char** out, size_t room) {
    size_t n = 0;
    for (char* line = strtok(keys, "\n"); line && n < room; line = strtok(NULL, "\n"))
        out[n++] = line;
    return n;
}

static void route_line(const char* head, gbxx_status status, gbxx_route* r) {
    if (status == GBXX_ERROR_NOT_FOUND) {
        printf("%s none\n", head);
        return;
    }
    if (status != GBXX_OK)
        die(head);
    printf("%s %d %d", head, r->cost, r->steps);
    for (size_t k = 0; k < r->count; ++k)
        printf(" %d,%d", r->tiles[k].x, r->tiles[k].y);
    putchar('\n');
    gbxx_free(r->tiles);
}

static void transcript(gbxx_board* b, const char* name) {
    gbxx_board_info info = gbxx_board_info_default();
    OK(gbxx_board_get_info(b, &info));
    printf("board %s %s\n", name, info.layout);
    printf("info %d %d %d hex %d wrap %d %d grouped %d levels %d\n", info.width, info.length,
           info.tile_bits, info.hex, info.wrap_width, info.wrap_length, info.grouped,
           info.height_levels);
    char* keys;
    char* list[64];
    OK(gbxx_board_header_keys(b, &keys));
    size_t n = split_keys(keys, list, 64);
    for (size_t k = 0; k < n; ++k) {
        uint64_t v;
        OK(gbxx_board_header(b, list[k], &v));
        printf("header %s %" PRIu64 "\n", list[k], v);
    }
    gbxx_free(keys);
    OK(gbxx_footer_keys(&keys));
    n = split_keys(keys, list, 64);
    for (size_t k = 0; k < n; ++k) {
        char* text;
        OK(gbxx_board_footer(b, list[k], &text));
        hex_line("footer", list[k], text);
        gbxx_free(text);
    }
    gbxx_free(keys);

    const size_t count = info.tile_count;
    OK(gbxx_board_field_keys(b, &keys));
    n = split_keys(keys, list, 64);
    uint64_t* layers = malloc(n * count * sizeof *layers);
    printf("fields");
    for (size_t k = 0; k < n; ++k) {
        printf(" %s", list[k]);
        OK(gbxx_board_layer(b, list[k], layers + k * count, count));
    }
    putchar('\n');
    for (size_t i = 0; i < count; ++i) {
        printf("tile %zu %zu", i % (size_t)info.width, i / (size_t)info.width);
        for (size_t k = 0; k < n; ++k)
            printf(" %" PRIu64, layers[k * count + i]);
        putchar('\n');
    }
    free(layers);
    gbxx_free(keys);
    gbxx_tile* tiles = malloc(count * sizeof *tiles);
    tiles[0] = gbxx_tile_default();
    OK(gbxx_board_tiles(b, GBXX_VIEW_EFFECTIVE, tiles, count));
    for (size_t i = 0; i < count; ++i) {
        const gbxx_tile* t = &tiles[i];
        printf("game %d %d %d %d %d %d %d %u %u %u %u %u %u %u %d %d %d %d %d %d\n", t->x, t->y,
               t->height, t->height_bits, t->height_neutral, t->link, t->boundary,
               t->player_blacklist, t->ffa_blacklist, t->team_blacklist,
               t->standard_team_blacklist, t->home_zones, t->end_zones, t->safe_zones,
               t->currency_barrier, t->turn_barrier, t->piece_sum_barrier, t->custom, t->anchor_x,
               t->anchor_y);
    }
    free(tiles);

    const int sizes[4] = {8, 16, 32, 64};
    for (int s = 0; s < 4; ++s) {
        if (sizes[s] == info.tile_bits)
            continue;
        gbxx_board* converted;
        char* report;
        OK(gbxx_board_convert(b, sizes[s], &converted, &report));
        uint8_t* bytes;
        size_t size;
        OK(gbxx_board_write(converted, &bytes, &size));
        uint64_t h = 14695981039346656037ull;
        for (size_t k = 0; k < size; ++k)
            h = (h ^ bytes[k]) * 1099511628211ull;
        printf("convert %d %zu %016" PRIx64 "\n", sizes[s], size, h);
        for (char* line = strtok(report, "\n"); line; line = strtok(NULL, "\n"))
            printf("  %s\n", line);
        gbxx_free(report);
        gbxx_free(bytes);
        gbxx_board_free(converted);
    }

    const gbxx_point first = {0, 0};
    const gbxx_point last = {info.width - 1, info.length - 1};
    const gbxx_point ends[2] = {first, last};
    for (int e = 0; e < 2; ++e) {
        gbxx_point around[8];
        size_t m;
        OK(gbxx_board_neighbours(b, ends[e].x, ends[e].y, 0, around, &m));
        printf("neighbours %d %d", ends[e].x, ends[e].y);
        for (size_t k = 0; k < m; ++k)
            printf(" %d,%d", around[k].x, around[k].y);
        putchar('\n');
    }
    int32_t d;
    OK(gbxx_board_distance(b, first, last, 0, &d));
    printf("distance %d\n", d);
    gbxx_point* line;
    size_t m;
    OK(gbxx_board_line(b, first, last, &line, &m));
    printf("line");
    for (size_t k = 0; k < m; ++k)
        printf(" %d,%d", line[k].x, line[k].y);
    putchar('\n');
    gbxx_free(line);

    gbxx_move_rules rules = gbxx_move_rules_default();
    rules.climb = 2;
    for (int p = 1; p <= 4; ++p) {
        char head[32];
        snprintf(head, sizeof head, "zonepath %d", p);
        gbxx_route r;
        route_line(head, gbxx_board_zone_path(b, &rules, p, &r), &r);
    }
    gbxx_model* model;
    OK(gbxx_model_new(b, NULL, &model));
    gbxx_route r;
    route_line("path", gbxx_model_path(model, &first, 1, &last, 1, &r), &r);
    gbxx_model_free(model);
    rules = gbxx_move_rules_default();
    rules.climb = 1;
    OK(gbxx_model_new(b, &rules, &model));
    gbxx_reached* reached;
    OK(gbxx_model_reach(model, &first, 1, 3, &reached, &m));
    printf("reach %zu", m);
    for (size_t k = 0; k < m; ++k)
        printf(" %d,%d,%d", reached[k].x, reached[k].y, reached[k].cost);
    putchar('\n');
    gbxx_free(reached);
    gbxx_model_free(model);
}

int main(int argc, char** argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: conformance_c LIST\n");
        return 2;
    }
    FILE* list = fopen(argv[1], "r");
    if (!list)
        return 1;
    char layout[64], path[4096];
    while (fscanf(list, "%63s %4095s", layout, path) == 2) {
        gbxx_board* b;
        OK(gbxx_board_load(path, layout, &b));
        const char* slash = strrchr(path, '/');
        transcript(b, slash ? slash + 1 : path);
        gbxx_board_free(b);
    }
    fclose(list);
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
