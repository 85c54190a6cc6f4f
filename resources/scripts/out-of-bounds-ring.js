// @name Out-of-Bounds Ring
// @description Marks the off-board tiles next to the playable area as "out of bounds", so pieces
// meet an edge they can see. args: [width] (rings of tiles, default 1).
// Playable tiles are those a piece can enter: boundary "in bounds" or "trap/hazard".

const width = args.length > 0 ? Number(args[0]) : 1;
if (!Number.isInteger(width) || width < 1)
    throw new RangeError("the ring's width is a whole number from 1, not " + args[0]);

const playable = (x, y) => board.get(x, y, "boundary") >= 2;
let frontier = [];
for (let y = 0; y < board.length; y++)
    for (let x = 0; x < board.width; x++)
        if (playable(x, y))
            frontier.push([x, y]);
if (frontier.length === 0)
    throw new Error("the board has no playable tile to put a ring around");

const seen = new Set(frontier.map(([x, y]) => y * board.width + x));
let marked = 0;
for (let ring = 0; ring < width; ring++) {
    const next = [];
    for (const [x, y] of frontier)
        for (const [nx, ny] of board.neighbours(x, y)) {
            const key = ny * board.width + nx;
            if (seen.has(key) || board.get(nx, ny, "boundary") !== 0) // only "not on board"
                continue;
            seen.add(key);
            board.set(nx, ny, "boundary", "out of bounds");
            next.push([nx, ny]);
            marked++;
        }
    frontier = next;
}
print(marked + " tiles marked out of bounds");
