// @name Random Island (hex)
// @description Draws a random island on a hex board: land rises towards the middle, the sea
// around it is out of bounds. The same seed always draws the same island. args: [seed]
// [land] (seed: a whole number, default 1; land: the share of tiles above the sea, 0.1 to 0.9,
// default 0.45).

if (!board.hex)
    throw new Error("the island generator draws hex boards; this board is square");
const seed = args.length > 0 ? Number(args[0]) : 1;
const land = args.length > 1 ? Number(args[1]) : 0.45;
if (!Number.isInteger(seed))
    throw new RangeError("the seed is a whole number, not " + args[0]);
if (!(land >= 0.1 && land <= 0.9))
    throw new RangeError("land is a share from 0.1 to 0.9, not " + args[1]);

// mulberry32: a small generator whose numbers depend only on the seed.
let state = seed >>> 0;
function random() {
    state = (state + 0x6D2B79F5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const w = board.width, l = board.length, cx = Math.floor(w / 2), cy = Math.floor(l / 2);
const reach = Math.max(1, board.distance(0, 0, cx, cy), board.distance(w - 1, l - 1, cx, cy));
let noise = [];
for (let i = 0; i < w * l; i++)
    noise.push(random());
for (let pass = 0; pass < 3; pass++) { // smoothed with the neighbours: hills, not speckles
    const next = [];
    for (let y = 0; y < l; y++)
        for (let x = 0; x < w; x++) {
            const around = board.neighbours(x, y);
            let sum = noise[y * w + x];
            for (const [nx, ny] of around)
                sum += noise[ny * w + nx];
            next.push(sum / (around.length + 1));
        }
    noise = next;
}
const elevation = [];
for (let y = 0; y < l; y++)
    for (let x = 0; x < w; x++)
        elevation.push(0.6 * (1 - board.distance(x, y, cx, cy) / reach) + 0.4 * noise[y * w + x]);
const sorted = elevation.slice().sort((a, b) => a - b);
const sea = sorted[Math.min(sorted.length - 1, Math.floor((1 - land) * sorted.length))];
const top = sorted[sorted.length - 1];
const heightField = board.fields.find(f => f.key === "height");
const highest = Math.pow(2, heightField.bits) - 1;
let landTiles = 0;
for (let y = 0; y < l; y++)
    for (let x = 0; x < w; x++) {
        const e = elevation[y * w + x];
        if (e >= sea && top > sea) {
            board.set(x, y, "boundary", "in bounds");
            board.set(x, y, "height", Math.min(highest, 1 + Math.floor((e - sea) / (top - sea) * highest)));
            landTiles++;
        } else {
            board.set(x, y, "boundary", "out of bounds");
            board.set(x, y, "height", 0);
        }
    }
print("island of " + landTiles + " tiles (seed " + seed + ")");
