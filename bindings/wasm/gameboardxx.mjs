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

export const ABI_VERSION = 1;

// Statuses of gbxx.h.
const NOT_FOUND = 4;
const STATUS_NAMES = {1: 'argument', 2: 'bad-board', 3: 'file', 4: 'not-found', 5: 'bad-patch',
                      6: 'refused', 7: 'memory', 8: 'internal'};
const BARRIERS = {ignore: 0, block: 1, cost: 2};
const ZONES = {home: 0, end: 1, safe: 2};

// wasm32 layouts of gbxx.h's structs (4-byte ints and pointers).
const INFO_SIZE = 44;
const TILE_SIZE = 84;
const RULES_SIZE = 40;
const ROUTE_SIZE = 16;

// A failure the library reported: `id` is stable ("read.wrongSize", "abi.offBoard").
export class GameBoardXXError extends Error {
    constructor(message, id, status) {
        super(message);
        this.name = 'GameBoardXXError';
        this.id = id;
        this.status = status;
        this.kind = STATUS_NAMES[status] || 'error';
    }
}

// How a piece moves (docs/movement.md M1-M3); barriers are 'ignore', 'block' or 'cost'.
export class MoveRules {
    constructor({player = 0, ffa = false, team = 0, diagonal = false, climb = 0, descend = 0,
                 turnBarriers = 'ignore', currencyBarriers = 'ignore', pieceBarriers = 'ignore'} = {}) {
        Object.assign(this, {player, ffa, team, diagonal, climb, descend, turnBarriers,
                             currencyBarriers, pieceBarriers});
        Object.freeze(this);
    }
    get key() {
        return JSON.stringify(this);
    }
}

function rulesOf(given) {
    return given instanceof MoveRules ? given : new MoveRules(given || {});
}

const TILE_FIELDS = ['x', 'y', 'height', 'heightBits', 'heightNeutral', 'link', 'boundary',
                     'playerBlacklist', 'ffaBlacklist', 'teamBlacklist', 'standardTeamBlacklist',
                     'homeZones', 'endZones', 'safeZones', 'currencyBarrier', 'turnBarrier',
                     'pieceSumBarrier', 'custom'];

// The memory and calls every object below shares.
class Core {
    constructor(module) {
        this.m = module;
        this.scratch = module._malloc(64); // out-parameters of one call at a time
        if (module._gbxx_abi_version() < ABI_VERSION)
            throw new Error(`the module has interface version ${module._gbxx_abi_version()}`);
    }
    get u8() { return this.m.HEAPU8; }
    get i32() { return this.m.HEAP32; }
    get u32() { return this.m.HEAPU32; }
    text(pointer) { return this.m.UTF8ToString(pointer); }
    check(status) {
        if (status === 0)
            return;
        throw new GameBoardXXError(this.text(this.m._gbxx_last_error_message()),
                                   this.text(this.m._gbxx_last_error_id()), status);
    }
    // Runs `body` with C strings and byte arrays copied into the module's memory, freed after.
    withMemory(body) {
        const taken = [];
        const memory = {
            string: (s) => {
                if (s === null || s === undefined)
                    return 0;
                const n = this.m.lengthBytesUTF8(s) + 1;
                const p = this.m._malloc(n);
                taken.push(p);
                this.m.stringToUTF8(s, p, n);
                return p;
            },
            bytes: (b) => {
                const p = this.m._malloc(Math.max(1, b.length));
                taken.push(p);
                this.u8.set(b, p);
                return p;
            },
            block: (n) => {
                const p = this.m._malloc(Math.max(4, n));
                taken.push(p);
                this.u8.fill(0, p, p + Math.max(4, n));
                return p;
            },
            points: (list) => {
                const p = memory.block(8 * list.length);
                list.forEach(([x, y], k) => {
                    this.i32[(p >> 2) + 2 * k] = x;
                    this.i32[(p >> 2) + 2 * k + 1] = y;
                });
                return p;
            },
        };
        try {
            return body(memory);
        } finally {
            for (const p of taken)
                this.m._free(p);
        }
    }
    // Out-parameter k (0..7) of the scratch block.
    out(k) { return this.scratch + 8 * k; }
    outPointer(k) { return this.u32[this.out(k) >> 2]; }
    outU64(k) { return this.u32[this.out(k) >> 2] + this.u32[(this.out(k) >> 2) + 1] * 2 ** 32; }
    takeText(pointer) {
        try {
            return this.text(pointer);
        } finally {
            this.m._gbxx_free(pointer);
        }
    }
    takeBytes(pointer, size) {
        try {
            return this.u8.slice(pointer, pointer + size);
        } finally {
            this.m._gbxx_free(pointer);
        }
    }
    takePoints(pointer, count) {
        try {
            const out = [];
            for (let k = 0; k < count; ++k)
                out.push([this.i32[(pointer >> 2) + 2 * k], this.i32[(pointer >> 2) + 2 * k + 1]]);
            return out;
        } finally {
            this.m._gbxx_free(pointer);
        }
    }
    takeRoute(status, route) {
        if (status === NOT_FOUND)
            return null;
        this.check(status);
        const r = route >> 2;
        const cost = this.i32[r + 2];
        const steps = this.i32[r + 3];
        return {tiles: this.takePoints(this.u32[r], this.u32[r + 1]), cost, steps};
    }
    rules(memory, given) {
        const r = rulesOf(given);
        const p = memory.block(RULES_SIZE);
        const barrier = (name, value) => {
            if (!(value in BARRIERS))
                throw new GameBoardXXError(`${name} is 'ignore', 'block' or 'cost', not '${value}'`,
                                           'abi.barrierRule', 1);
            return BARRIERS[value];
        };
        [RULES_SIZE, r.player, r.ffa ? 1 : 0, r.team, r.diagonal ? 1 : 0, r.climb, r.descend,
         barrier('turnBarriers', r.turnBarriers), barrier('currencyBarriers', r.currencyBarriers),
         barrier('pieceBarriers', r.pieceBarriers)].forEach((v, k) => { this.i32[(p >> 2) + k] = v; });
        return p;
    }
    keys(call) {
        this.check(call(this.out(0)));
        return this.takeText(this.outPointer(0)).split('\n').filter(Boolean);
    }
}

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
