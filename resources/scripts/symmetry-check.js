// @name Symmetry Check
// @description Warns at every tile that breaks a mirror: its value differs from the value at its
// image (owners swapped, as the editor's symmetry paints them). args: [mirror] [field...]
// (mirror: left-right, top-bottom or both; default left-right; fields: default every field).

const mirror = args.length > 0 ? args[0] : "left-right";
const keys = args.length > 1 ? args.slice(1) : board.fields.map(f => f.key);
let broken = 0;
let compared = 0;
for (let y = 0; y < board.length; y++)
    for (let x = 0; x < board.width; x++) {
        const image = board.mirror(x, y, mirror);
        if (!image)
            continue; // no tile sits at this tile's image (hex boards' half rows)
        const [mx, my] = image;
        if (my * board.width + mx < y * board.width + x)
            continue; // each pair once
        compared++;
        const differing = keys.filter(key =>
            board.mirrored(key, board.get(x, y, key), mirror) !== board.get(mx, my, key));
        if (differing.length > 0) {
            warn(x, y, "breaks the " + mirror + " mirror at (" + mx + ", " + my + "): " + differing.join(", "));
            broken++;
        }
    }
if (compared === 0)
    throw new Error("no tile of this board has an image across the " + mirror + " mirror" +
                    (board.hex ? " (hex columns sit half a tile apart)" : ""));
print(broken === 0 ? "symmetric: " + compared + " pairs compared"
                   : broken + " tiles break the " + mirror + " mirror");
