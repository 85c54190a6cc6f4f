// @name Barriers on Steep Steps
// @description Puts a barrier on every tile that rises more than N above a neighbour (the board's
// own neighbours: 6 on hex boards, across wrap seams). args: [N] [barrier field] [value]
// (defaults: 20, the first barrier field of the board, 1).

const step = args.length > 0 ? Number(args[0]) : 20;
if (!Number.isInteger(step) || step < 0)
    throw new RangeError("N is a whole number from 0, not " + args[0]);
const barrier = args.length > 1 ? args[1]
    : (board.fields.find(f => f.group === "barriers") || {}).key;
if (!barrier)
    throw new Error("a GB" + board.variant + " board has no barrier field; name one as the second argument");
const value = args.length > 2 ? Number(args[2]) : 1;

let marked = 0;
for (let y = 0; y < board.length; y++)
    for (let x = 0; x < board.width; x++) {
        const height = board.get(x, y, "height");
        const steep = board.neighbours(x, y).some(([nx, ny]) => height - board.get(nx, ny, "height") > step);
        if (steep && board.get(x, y, barrier) !== value) {
            board.set(x, y, barrier, value);
            marked++;
        }
    }
print(marked + " tiles given a " + barrier + " of " + value);
