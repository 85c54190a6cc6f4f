// @name Export a Field as CSV
// @description Prints one field as comma-separated values, a line per row of the board, for a
// spreadsheet: gbxx run field-to-csv.js BOARD -- height > height.csv. args: [field] [--header]
// (field: any field key, custom.KEY of a schema included; default height; --header: a first line
// naming the columns x0, x1, ...).

const key = args.length > 0 && args[0] !== "--header" ? args[0] : "height";
if (!board.fields.some(f => f.key === key))
    throw new Error("this board has no field '" + key + "'; it has " + board.fields.map(f => f.key).join(", "));
if (args.includes("--header")) {
    const names = [];
    for (let x = 0; x < board.width; x++)
        names.push("x" + x);
    print(names.join(","));
}
for (let y = 0; y < board.length; y++) {
    const row = [];
    for (let x = 0; x < board.width; x++)
        row.push(board.get(x, y, key));
    print(row.join(","));
}
