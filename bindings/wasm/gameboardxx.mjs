// GameBoardXX boards for JavaScript (browsers and Node), over the core's C ABI compiled to
// WebAssembly (docs/bindings.md). The same API as the Python package, in JavaScript's names:
//
//     import { init, MoveRules } from './gameboardxx.mjs';
//     const gbxx = await init();
//     const board = gbxx.read(new Uint8Array(await (await fetch('isles.gb64')).arrayBuffer()));
//     const route = board.zonePath(1, { climb: 2 });
//     console.log(route.cost, route.tiles);
//
// Boards and models hold WebAssembly memory: free() gives it back at once; a FinalizationRegistry
// does it when the object is collected.
import createGameBoardXXCore from './gameboardxx-core.mjs';

import {ABI_VERSION, Core, GameBoardXXError, MoveRules, INFO_SIZE, TILE_SIZE, ROUTE_SIZE, TILE_FIELDS,
        ZONES, rulesOf} from './gameboardxx-memory.mjs';

export {ABI_VERSION, GameBoardXXError, MoveRules};
const released = new FinalizationRegistry(({core, handle, free}) => core.m[free](handle));

// A board read once under movement rules, for many queries.
export class Model {
    constructor(core, board, rules) {
        this.core = core;
        this.rules = rulesOf(rules);
        core.withMemory((memory) => core.check(
            core.m._gbxx_model_new(board.handle, core.rules(memory, this.rules), core.out(0))));
        this.handle = core.outPointer(0);
        released.register(this, {core, handle: this.handle, free: '_gbxx_model_free'}, this);
    }
    free() {
        if (this.handle) {
            released.unregister(this);
            this.core.m._gbxx_model_free(this.handle);
            this.handle = 0;
        }
    }
    // A cheapest route from any start to any enterable goal ([x, y] or lists of them); null when
    // there is none.
    path(start, goal) {
        const c = this.core;
        const a = listOf(start);
        const b = listOf(goal);
        return c.withMemory((memory) => {
            const route = memory.block(ROUTE_SIZE);
            const status = c.m._gbxx_model_path(this.handle, memory.points(a), a.length,
                                                memory.points(b), b.length, route);
            return c.takeRoute(status, route);
        });
    }
    // [x, y, cost] of every tile within `budget`, in body order.
    reach(start, budget) {
        const c = this.core;
        const a = listOf(start);
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_model_reach(this.handle, memory.points(a), a.length, budget, c.out(0),
                                          c.out(1)));
            const p = c.outPointer(0);
            const n = c.outPointer(1);
            try {
                const out = [];
                for (let k = 0; k < n; ++k)
                    out.push([c.i32[(p >> 2) + 3 * k], c.i32[(p >> 2) + 3 * k + 1],
                              c.i32[(p >> 2) + 3 * k + 2]]);
                return out;
            } finally {
                c.m._gbxx_free(p);
            }
        });
    }
    zone(kind, player) {
        const c = this.core;
        if (!(kind in ZONES))
            throw new GameBoardXXError(`the zone kind is 'home', 'end' or 'safe', not '${kind}'`,
                                       'abi.zoneKind', 1);
        c.check(c.m._gbxx_model_zone(this.handle, ZONES[kind], player, c.out(0), c.out(1)));
        return c.takePoints(c.outPointer(0), c.outPointer(1));
    }
    enterable(x, y) {
        const c = this.core;
        c.check(c.m._gbxx_model_enterable(this.handle, x, y, c.out(0)));
        return c.i32[c.out(0) >> 2] !== 0;
    }
    moveCost(start, goal) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_model_move_cost(this.handle, memory.points([start]),
                                              memory.points([goal]), c.out(0)));
            return c.i32[c.out(0) >> 2];
        });
    }
}

function listOf(points) {
    return points.length === 2 && typeof points[0] === 'number' ? [points] : points;
}

export class Board {
    constructor(core, handle) {
        this.core = core;
        this.handle = handle;
        this.models = new Map();
        released.register(this, {core, handle, free: '_gbxx_board_free'}, this);
        this.refresh();
    }
    free() {
        for (const model of this.models.values())
            model.free();
        this.models.clear();
        if (this.handle) {
            released.unregister(this);
            this.core.m._gbxx_board_free(this.handle);
            this.handle = 0;
        }
    }
    refresh() {
        const c = this.core;
        c.withMemory((memory) => {
            const p = memory.block(INFO_SIZE);
            c.u32[p >> 2] = INFO_SIZE;
            c.check(c.m._gbxx_board_get_info(this.handle, p));
            const v = (k) => c.i32[(p >> 2) + k];
            Object.assign(this, {width: v(1), length: v(2), tileBits: v(3), hex: v(4) !== 0,
                                 wrapWidth: v(5) !== 0, wrapLength: v(6) !== 0, grouped: v(7) !== 0,
                                 heightLevels: v(8) !== 0, tileCount: c.u32[(p >> 2) + 9],
                                 layout: c.text(c.u32[(p >> 2) + 10])});
        });
    }
    changed() {
        for (const model of this.models.values())
            model.free();
        this.models.clear();
        this.refresh();
    }

    toBytes() {
        const c = this.core;
        c.check(c.m._gbxx_board_write(this.handle, c.out(0), c.out(1)));
        return c.takeBytes(c.outPointer(0), c.outPointer(1));
    }
    copy() {
        const c = this.core;
        c.check(c.m._gbxx_board_copy(this.handle, c.out(0)));
        return new Board(c, c.outPointer(0));
    }
    equals(other) {
        const a = this.toBytes();
        const b = other.toBytes();
        return a.length === b.length && a.every((v, k) => v === b[k]);
    }

    get headerKeys() { return this.core.keys((out) => this.core.m._gbxx_board_header_keys(this.handle, out)); }
    get fieldKeys() { return this.core.keys((out) => this.core.m._gbxx_board_field_keys(this.handle, out)); }
    header(key) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_header(this.handle, memory.string(key), c.out(0)));
            return c.outU64(0);
        });
    }
    setHeader(key, value) {
        const c = this.core;
        c.withMemory((memory) => c.check(
            c.m._gbxx_board_set_header(this.handle, memory.string(key), BigInt(value))));
        this.changed();
    }
    // A footer field as text (numbers in decimal); `title`, `author`, … read the same.
    footer(key) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_footer(this.handle, memory.string(key), c.out(0)));
            return c.takeText(c.outPointer(0));
        });
    }
    setFooter(key, value) {
        const c = this.core;
        c.withMemory((memory) => c.check(
            c.m._gbxx_board_set_footer(this.handle, memory.string(key), memory.string(String(value)))));
    }
    get title() { return this.footer('title'); }
    set title(value) { this.setFooter('title', value); }
    get author() { return this.footer('author'); }
    get boardCode() { return this.footer('boardCode'); }

    field(x, y, key) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_field(this.handle, x, y, memory.string(key), c.out(0)));
            return c.outU64(0);
        });
    }
    setField(x, y, key, value) {
        const c = this.core;
        c.withMemory((memory) => c.check(
            c.m._gbxx_board_set_field(this.handle, x, y, memory.string(key), BigInt(value))));
        this.changed();
    }
    // Field `key` of every tile, row by row.
    layer(key) {
        const c = this.core;
        return c.withMemory((memory) => {
            const p = memory.block(8 * this.tileCount);
            c.check(c.m._gbxx_board_layer(this.handle, memory.string(key), p, this.tileCount));
            const out = new Array(this.tileCount);
            for (let k = 0; k < this.tileCount; ++k)
                out[k] = c.u32[(p >> 2) + 2 * k] + c.u32[(p >> 2) + 2 * k + 1] * 2 ** 32;
            return out;
        });
    }
    tileAt(p) {
        const c = this.core;
        const t = {};
        TILE_FIELDS.forEach((name, k) => { t[name] = c.i32[(p >> 2) + 1 + k]; });
        for (const name of ['playerBlacklist', 'ffaBlacklist', 'teamBlacklist', 'standardTeamBlacklist',
                            'homeZones', 'endZones', 'safeZones'])
            t[name] >>>= 0;
        const ax = c.i32[(p >> 2) + 19];
        t.anchor = ax >= 0 ? [ax, c.i32[(p >> 2) + 20]] : null;
        return Object.freeze(t);
    }
    // The game's view of tile (x, y): a link group's member reads as its anchor unless raw.
    tile(x, y, raw = false) {
        const c = this.core;
        return c.withMemory((memory) => {
            const p = memory.block(TILE_SIZE);
            c.u32[p >> 2] = TILE_SIZE;
            c.check(c.m._gbxx_board_tile(this.handle, x, y, raw ? 1 : 0, p));
            return this.tileAt(p);
        });
    }
    tiles(raw = false) {
        const c = this.core;
        return c.withMemory((memory) => {
            const p = memory.block(TILE_SIZE * this.tileCount);
            c.u32[p >> 2] = TILE_SIZE;
            c.check(c.m._gbxx_board_tiles(this.handle, raw ? 1 : 0, p, this.tileCount));
            const out = new Array(this.tileCount);
            for (let k = 0; k < this.tileCount; ++k)
                out[k] = this.tileAt(p + TILE_SIZE * k);
            return out;
        });
    }
    tileValue(x, y, key, raw = false) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_tile_value(this.handle, x, y, memory.string(key), raw ? 1 : 0,
                                               c.out(0)));
            return c.outU64(0);
        });
    }

    neighbours(x, y, diagonal = false) {
        const c = this.core;
        return c.withMemory((memory) => {
            const p = memory.block(64);
            c.check(c.m._gbxx_board_neighbours(this.handle, x, y, diagonal ? 1 : 0, p, c.out(0)));
            const out = [];
            for (let k = 0; k < c.outPointer(0); ++k)
                out.push([c.i32[(p >> 2) + 2 * k], c.i32[(p >> 2) + 2 * k + 1]]);
            return out;
        });
    }
    // Points cross by value in C; wasm32 passes such a struct as a pointer to a copy.
    distance(a, b, diagonal = false) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_distance(this.handle, memory.points([a]), memory.points([b]),
                                             diagonal ? 1 : 0, c.out(0)));
            return c.i32[c.out(0) >> 2];
        });
    }
    line(a, b) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_line(this.handle, memory.points([a]), memory.points([b]), c.out(0),
                                         c.out(1)));
            return c.takePoints(c.outPointer(0), c.outPointer(1));
        });
    }

    // The movement model under `rules`, made once and kept until the board changes.
    model(rules) {
        const r = rulesOf(rules);
        if (!this.models.has(r.key))
            this.models.set(r.key, new Model(this.core, this, r));
        return this.models.get(r.key);
    }
    path(start, goal, rules) { return this.model(rules).path(start, goal); }
    reach(start, budget, rules) { return this.model(rules).reach(start, budget); }
    zone(kind, player) { return this.model().zone(kind, player); }
    // Player 1..4's cheapest route from its home zone to its end zone, moving as itself.
    zonePath(player, rules) {
        const c = this.core;
        return c.withMemory((memory) => {
            const route = memory.block(ROUTE_SIZE);
            const status = c.m._gbxx_board_zone_path(this.handle, c.rules(memory, rules), player, route);
            return c.takeRoute(status, route);
        });
    }

    convert(tileBits) {
        const c = this.core;
        c.check(c.m._gbxx_board_convert(this.handle, tileBits, c.out(0), c.out(1)));
        const board = new Board(c, c.outPointer(0));
        const lines = c.takeText(c.outPointer(1)).split('\n').filter((l) => l && l !== 'lossless');
        return {board, report: {lines, lossless: lines.length === 0}};
    }
    // What differs from this board to `other`, as `gbxx diff --json`; {} when nothing does.
    diff(other, tiles = false) {
        const c = this.core;
        c.check(c.m._gbxx_board_diff(this.handle, other.handle, tiles ? 1 : 0, c.out(0)));
        const text = c.takeText(c.outPointer(0));
        return text ? JSON.parse(text) : {};
    }
    makePatch(target) {
        const c = this.core;
        c.check(c.m._gbxx_patch_make(this.handle, target.handle, c.out(0), c.out(1)));
        return c.takeBytes(c.outPointer(0), c.outPointer(1));
    }
    applyPatch(patch) {
        const c = this.core;
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_patch_apply(this.handle, memory.bytes(patch), patch.length, c.out(0)));
            return new Board(c, c.outPointer(0));
        });
    }
}

// The library: boards from bytes, new boards, the key lists.
export class GameBoardXX {
    constructor(core) {
        this.core = core;
        this.version = core.text(core.m._gbxx_version());
    }
    read(bytes, layout = null) {
        const c = this.core;
        const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
        return c.withMemory((memory) => {
            c.check(c.m._gbxx_board_read(memory.bytes(data), data.length, memory.string(layout), c.out(0)));
            return new Board(c, c.outPointer(0));
        });
    }
    newBoard(tileBits, width, length) {
        const c = this.core;
        c.check(c.m._gbxx_board_new(tileBits, width, length, c.out(0)));
        return new Board(c, c.outPointer(0));
    }
    // Board CODE (the latest) or CODE@REV from a registry ('' : this page's own origin), read and
    // checked through the core exactly as gbxx_fetch does (its SHA-256 is the ETag's, its footer
    // holds the code, the registry named its revision). The browser's HTTP cache keeps it and
    // asks again with If-None-Match. An unavailable or rate-limiting registry is asked again
    // `attempts` times, `backoffMs` apart and doubling (Retry-After when longer, up to
    // `maxPauseMs`). A cross-origin registry must expose ETag and Content-Location (CORS).
    async fetch(reference, {registry = '', attempts = 3, backoffMs = 1000, maxPauseMs = 30000,
                            fetchImpl = globalThis.fetch} = {}) {
        const c = this.core;
        const path = c.withMemory((memory) => {
            c.check(c.m._gbxx_registry_board_path(memory.string(reference), c.out(0)));
            return c.takeText(c.outPointer(0));
        });
        const url = registry.replace(/\/+$/, '') + path;
        let pause = backoffMs;
        for (let attempt = 1; ; ++attempt) {
            let answer = null;
            let failure = '';
            try {
                answer = await fetchImpl(url, {redirect: 'error'});
            } catch (e) {
                failure = String(e.message || e);
            }
            const status = answer ? answer.status : 0;
            const again = status === 0 || status === 429 || status === 502 || status === 503 || status === 504;
            const retryAfter = answer ? answer.headers.get('Retry-After') : null;
            let wait = pause;
            if (retryAfter && /^[0-9]+$/.test(retryAfter))
                wait = Math.max(wait, 1000 * Number(retryAfter));
            if (again && attempt < attempts && wait <= maxPauseMs) {
                await new Promise((resolve) => setTimeout(resolve, wait));
                pause *= 2;
                continue;
            }
            if (!answer)
                throw new GameBoardXXError(failure || 'no answer from the registry', 'fetch.unavailable', 9);
            const body = new Uint8Array(await answer.arrayBuffer());
            return c.withMemory((memory) => {
                const header = (name) => memory.string(answer.headers.get(name));
                c.check(c.m._gbxx_registry_read_board(memory.string(reference), status, header('ETag'),
                                                      header('Content-Location'), header('Retry-After'),
                                                      memory.bytes(body), body.length, c.out(0), c.out(1)));
                const board = new Board(c, c.outPointer(0));
                board.fetched = {revision: c.i32[c.out(1) >> 2], tries: attempt};
                return board;
            });
        }
    }
    get footerKeys() { return this.core.keys((out) => this.core.m._gbxx_footer_keys(out)); }
    get neutralKeys() { return this.core.keys((out) => this.core.m._gbxx_neutral_keys(out)); }
}

// Loads the WebAssembly module (beside this file, or where `options.locateFile` says).
export async function init(options = {}) {
    if (typeof process === 'object' && process.versions && process.versions.node) {
        // Debian 12's emscripten (3.1.6) reads files in Node through CommonJS names that an ES
        // module lacks; they are given for it here.
        const {createRequire} = await import('node:module');
        globalThis.require ??= createRequire(import.meta.url);
        globalThis.__dirname ??= decodeURIComponent(new URL('.', import.meta.url).pathname);
        // Its loader would fetch() a file: URL, which Node's fetch refuses: the bytes are read here.
        if (!options.wasmBinary && !options.locateFile) {
            const {readFileSync} = await import('node:fs');
            options = {...options, wasmBinary: readFileSync(new URL('gameboardxx-core.wasm', import.meta.url))};
        }
    }
    return new GameBoardXX(new Core(await createGameBoardXXCore(options)));
}
