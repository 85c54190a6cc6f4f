// The conformance transcript (tests/bindings/conformance/README.md) through the WebAssembly
// module in Node:  node conformance.mjs MODULE_DIR LIST
import {readFileSync, writeSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import path from 'node:path';

const [moduleDir, listFile] = process.argv.slice(2);
const {init, MoveRules} = await import(pathToFileURL(path.join(moduleDir, 'gameboardxx.mjs')));
const gbxx = await init();

const hex = (text) => Buffer.from(text, 'utf8').toString('hex') || '-';
const points = (tiles) => tiles.map(([x, y]) => ` ${x},${y}`).join('');
function fnv1a(bytes) {
    let h = 14695981039346656037n;
    for (const b of bytes)
        h = ((h ^ BigInt(b)) * 1099511628211n) & 0xffffffffffffffffn;
    return h.toString(16).padStart(16, '0');
}
const routeLine = (out, head, r) =>
    out.push(r === null ? `${head} none` : `${head} ${r.cost} ${r.steps}${points(r.tiles)}`);

function transcript(out, b, name) {
    const w = b.width, l = b.length;
    const n = (v) => (v ? 1 : 0);
    out.push(`board ${name} ${b.layout}`);
    out.push(`info ${w} ${l} ${b.tileBits} hex ${n(b.hex)} wrap ${n(b.wrapWidth)} ${n(b.wrapLength)} ` +
             `grouped ${n(b.grouped)} levels ${n(b.heightLevels)}`);
    for (const key of b.headerKeys)
        out.push(`header ${key} ${b.header(key)}`);
    for (const key of gbxx.footerKeys)
        out.push(`footer ${key} ${hex(b.footer(key))}`);
    const keys = b.fieldKeys;
    out.push(`fields ${keys.join(' ')}`);
    const layers = keys.map((k) => b.layer(k));
    for (let i = 0; i < b.tileCount; ++i)
        out.push(`tile ${i % w} ${Math.floor(i / w)} ${layers.map((layer) => layer[i]).join(' ')}`);
    for (const t of b.tiles()) {
        const [ax, ay] = t.anchor || [-1, -1];
        out.push(`game ${t.x} ${t.y} ${t.height} ${t.heightBits} ${t.heightNeutral} ${t.link} ${t.boundary} ` +
                 `${t.playerBlacklist} ${t.ffaBlacklist} ${t.teamBlacklist} ${t.standardTeamBlacklist} ` +
                 `${t.homeZones} ${t.endZones} ${t.safeZones} ${t.currencyBarrier} ${t.turnBarrier} ` +
                 `${t.pieceSumBarrier} ${t.custom} ${ax} ${ay}`);
    }
    for (const bits of [8, 16, 32, 64]) {
        if (bits === b.tileBits)
            continue;
        const {board, report} = b.convert(bits);
        const bytes = board.toBytes();
        board.free();
        out.push(`convert ${bits} ${bytes.length} ${fnv1a(bytes)}`);
        for (const line of report.lossless ? ['lossless'] : report.lines)
            out.push(`  ${line}`);
    }
    const first = [0, 0], last = [w - 1, l - 1];
    for (const [x, y] of [first, last])
        out.push(`neighbours ${x} ${y}${points(b.neighbours(x, y))}`);
    out.push(`distance ${b.distance(first, last)}`);
    out.push(`line${points(b.line(first, last))}`);
    for (let p = 1; p <= 4; ++p)
        routeLine(out, `zonepath ${p}`, b.zonePath(p, new MoveRules({climb: 2})));
    routeLine(out, 'path', b.path(first, last));
    const reached = b.reach(first, 3, {climb: 1});
    out.push(`reach ${reached.length}${reached.map(([x, y, c]) => ` ${x},${y},${c}`).join('')}`);
}

const out = [];
for (const line of readFileSync(listFile, 'utf8').split('\n').filter(Boolean)) {
    const [layout, file] = line.split(' ');
    const board = gbxx.read(readFileSync(file), layout);
    transcript(out, board, path.basename(file));
    board.free();
}
const text = out.join('\n') + '\n';
for (let k = 0; k < text.length; k += 1 << 20)
    writeSync(1, text.slice(k, k + (1 << 20)));
