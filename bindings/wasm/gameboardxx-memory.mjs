// The WebAssembly core's memory and calls, shared by gameboardxx.mjs's classes: strings and arrays
// copied in and out, out-parameters, the errors the C ABI reports, and the wasm32 layouts of
// gbxx.h's structs. Not imported by games: gameboardxx.mjs is the API.
export const ABI_VERSION = 1;

// Statuses of gbxx.h.
export const NOT_FOUND = 4;
const STATUS_NAMES = {1: 'argument', 2: 'bad-board', 3: 'file', 4: 'not-found', 5: 'bad-patch',
                      6: 'refused', 7: 'memory', 8: 'internal', 9: 'unavailable', 10: 'rate-limited'};
export const BARRIERS = {ignore: 0, block: 1, cost: 2};
export const ZONES = {home: 0, end: 1, safe: 2};

// wasm32 layouts of gbxx.h's structs (4-byte ints and pointers).
export const INFO_SIZE = 44;
export const TILE_SIZE = 84;
export const RULES_SIZE = 40;
export const ROUTE_SIZE = 16;

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

export function rulesOf(given) {
    return given instanceof MoveRules ? given : new MoveRules(given || {});
}

export const TILE_FIELDS = ['x', 'y', 'height', 'heightBits', 'heightNeutral', 'link', 'boundary',
                     'playerBlacklist', 'ffaBlacklist', 'teamBlacklist', 'standardTeamBlacklist',
                     'homeZones', 'endZones', 'safeZones', 'currencyBarrier', 'turnBarrier',
                     'pieceSumBarrier', 'custom'];

// The memory and calls every object below shares.
export class Core {
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
        const error = new GameBoardXXError(this.text(this.m._gbxx_last_error_message()),
                                           this.text(this.m._gbxx_last_error_id()), status);
        const after = this.m._gbxx_last_error_retry_after();
        error.retryAfter = after >= 0 ? after : null; // seconds a rate-limiting registry asked for
        throw error;
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

