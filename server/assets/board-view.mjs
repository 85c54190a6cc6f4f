// A board page's view (issue 45, item 7): the board drawn by the core (the WebAssembly module
// beside this file, bindings/wasm) in a canvas that zooms and pans with the mouse and the keyboard,
// each field a layer to show or hide, and the tile under the pointer or the keyboard's cursor with
// all its fields. It replaces the page's picture only once the module and the board have loaded:
// until then, and without scripts, the server's picture is the page's.
//
// Links: #layers=boundary,height shows those layers; #view shows the canvas alone, the board
// fitted to the window (a link to the board by itself, and what the tests photograph).
import {init} from './gameboardxx.mjs';

// Colours, as the editor and `gbxx render` draw them (qt/render/layer_style.cpp,
// tile_colours.cpp), kept simple for several layers at once (the editor's composite): the
// boundary's four colours, opaque, under everything (without it, the view's "no fill" grey); each
// other shown field a tint over that (flags such as zones: the lowest player's colour, Okabe and
// Ito's set; numbers: a ramp from their smallest to largest value on the board; link groups: one
// colour each), at the editor's flag opacity, 170 of 255; height on top as shading towards white,
// higher lighter (0.25 + 0.75 of its place on the ramp, at most 60 %), so hills read through any
// tint. With only the boundary shown, tiles are `gbxx render`'s colours exactly.
const PLAIN = [0x2a, 0x2a, 0x2a];
const BOUNDARY = [[0x55, 0x58, 0x5e], [0x8a, 0x75, 0x60], [0xd9, 0x53, 0x4f], [0x7c, 0xc4, 0x7f]];
const CATEGORICAL = [[0xd5, 0x5e, 0x00], [0x00, 0x72, 0xb2], [0xf0, 0xe4, 0x42], [0x00, 0x9e, 0x73],
                     [0x56, 0xb4, 0xe9], [0xe6, 0x9f, 0x00], [0xcc, 0x79, 0xa7], [0xbb, 0xbb, 0xbb]];
const VIRIDIS = [0x440154, 0x3b528b, 0x21918c, 0x5ec962, 0xfde725];
const MAGMA = [0x3b0f70, 0x8c2981, 0xde4968, 0xfe9f6d, 0xfcfdbf];
const YELLOW_ORANGE_BROWN = [0xfee391, 0xfec44f, 0xfe9929, 0xd95f0e, 0x993404];
const TINT = 170;
const GRID = 'rgba(0,0,0,0.35)'; // the renderer's grid, black at 90 of 255
const SEAM = '#40c0ff';          // the renderer's wrap marks
const R = 1 / Math.sqrt(3);      // hex centre to corner in tile units (core/geometry.h kHexRadius)
const MIN_GRID_PX = 6;           // below this many pixels a tile, grid lines would only darken it

const blend = (under, over, a) => under.map((u, k) => Math.round((over[k] * a + u * (255 - a)) / 255));
function ramp(stops, t) {
    t = Math.min(1, Math.max(0, t)) * 4;
    const i = Math.min(3, Math.floor(t));
    const rgb = (c) => [c >> 16, (c >> 8) & 255, c & 255];
    const a = rgb(stops[i]), b = rgb(stops[i + 1]);
    return a.map((v, k) => Math.round(v + (b[k] - v) * (t - i)));
}
// Where `value` sits between 1 and `max`, as the renderer's LayerStyle::rampPosition.
function rampPosition(value, max) {
    if (max <= 1 || value <= 0)
        return 0;
    const v = Math.min(value, max);
    return max <= 15 ? (v - 1) / (max - 1) : Math.log(v) / Math.log(max);
}
const isFlags = (key) => /Zones$|Blacklist$/.test(key);
const lowestBit = (v) => Math.log2(v & -v) | 0; // values up to 2^31 here: zones and blacklists

// The colour of each value of one field as a tint: [r, g, b] or null (no fill).
function tintOf(key, max) {
    if (isFlags(key))
        return (v) => (v ? CATEGORICAL[lowestBit(v) % 8] : null);
    if (key === 'link')
        return (v) => (v ? CATEGORICAL[(v - 1) % 8] : null);
    const stops = /Barrier$/.test(key) ? YELLOW_ORANGE_BROWN : key === 'custom' ? MAGMA : VIRIDIS;
    return (v) => (v ? ramp(stops, rampPosition(v, max)) : null);
}

// Board geometry in tile units, as core/geometry.h's Geometry::centre and corner.
function geometryOf(board) {
    const {width: w, length: l, hex} = board;
    const centre = hex ? (x, y) => [R + 1.5 * R * x, 0.5 + y + 0.5 * (x & 1)] : (x, y) => [x + 0.5, y + 0.5];
    const extent = hex ? [2 * R + 1.5 * R * (w - 1), l + (w > 1 ? 0.5 : 0)] : [w, l];
    const hexCorners = [[1, 0], [0.5, 0.5], [-0.5, 0.5], [-1, 0], [-0.5, -0.5], [0.5, -0.5]];
    return {
        extent, centre,
        // Adds tile (x, y)'s outline to `path`, in pixels of the view transform (s, ox, oy).
        addTile(path, x, y, s, ox, oy) {
            const [cx, cy] = centre(x, y);
            if (!hex)
                return path.rect(ox + x * s, oy + y * s, s, s);
            path.moveTo(ox + (cx + R) * s, oy + cy * s);
            for (let k = 1; k < 6; ++k)
                path.lineTo(ox + (cx + hexCorners[k][0] * R) * s, oy + (cy + hexCorners[k][1]) * s);
            path.closePath();
        },
        // The tile whose area holds point (u, v) in tile units (the nearest centre), or null.
        tileAt(u, v) {
            if (!hex) {
                const x = Math.floor(u), y = Math.floor(v);
                return x >= 0 && y >= 0 && x < w && y < l ? [x, y] : null;
            }
            const guess = Math.round((u - R) / (1.5 * R));
            let best = null, bestD = Infinity;
            for (let x = guess - 1; x <= guess + 1; ++x) {
                if (x < 0 || x >= w)
                    continue;
                const y = Math.round(v - 0.5 - 0.5 * (x & 1));
                for (const yy of [y - 1, y, y + 1]) {
                    if (yy < 0 || yy >= l)
                        continue;
                    const [cx, cy] = centre(x, yy);
                    const d = (cx - u) ** 2 + (cy - v) ** 2;
                    if (d < bestD)
                        [best, bestD] = [[x, yy], d];
                }
            }
            return bestD <= R * R ? best : null;
        },
        // The columns and rows that may show in the tile-unit box [u0, u1] × [v0, v1].
        range(u0, v0, u1, v1) {
            const cols = hex ? [Math.floor(u0 / (1.5 * R)) - 1, Math.ceil(u1 / (1.5 * R)) + 1] : [Math.floor(u0), Math.ceil(u1)];
            const rows = [Math.floor(v0) - 1, Math.ceil(v1) + 1];
            return [Math.max(0, cols[0]), Math.max(0, rows[0]), Math.min(w, cols[1]), Math.min(l, rows[1])];
        },
    };
}

function element(tag, attributes = {}, ...children) {
    const e = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes))
        e.setAttribute(name, value);
    e.append(...children);
    return e;
}

class BoardView {
    constructor(board, holder, options) {
        this.board = board;
        this.geometry = geometryOf(board);
        this.keys = board.fieldKeys;
        this.values = new Map(this.keys.map((key) => [key, board.layer(key)]));
        this.alone = options.alone;
        this.shown = new Set(options.layers ? options.layers.filter((k) => this.values.has(k)) : this.defaultLayers());
        this.cursor = null;  // the keyboard's tile
        this.pointed = null; // the pointer's tile
        this.build(holder, options.code);
        this.recolour();
        this.fit();
    }

    // What the page's picture shows and what a player looks at first: the outline, heights, the
    // zones, and the field the server's picture draws (the one set on most tiles).
    defaultLayers() {
        const wanted = new Set(['boundary', 'height', 'homeZones', 'endZones', 'safeZones']);
        let most = null, mostCount = 0;
        for (const [key, values] of this.values) {
            let count = 0;
            for (const v of values)
                count += v !== 0;
            if (key !== 'boundary' && count > mostCount)
                [most, mostCount] = [key, count];
        }
        if (most)
            wanted.add(most);
        return this.keys.filter((k) => wanted.has(k));
    }

    build(holder, code) {
        const b = this.board;
        const shape = `${b.width} × ${b.length} ${b.hex ? 'hex' : 'square'} tiles`;
        const help = element('p', {id: 'view-help', class: 'muted view-help'},
            'Drag or use the arrow keys to move around, the wheel or + and − to zoom, 0 to fit. ' +
            'Shift with an arrow key pans without moving the tile cursor.');
        this.canvas = element('canvas', {tabindex: '0', role: 'img', 'aria-describedby': 'view-help',
                                         'aria-label': `Board ${code}: ${shape}${b.wrapWidth || b.wrapLength ? ', wrapping' : ''}`});
        const layers = element('fieldset', {class: 'layers'}, element('legend', {}, 'Layers'));
        for (const key of this.keys) {
            const box = element('input', {type: 'checkbox', name: 'layer', value: key, id: `layer-${key}`});
            box.checked = this.shown.has(key);
            box.addEventListener('change', () => {
                box.checked ? this.shown.add(key) : this.shown.delete(key);
                this.recolour();
                this.draw();
            });
            layers.append(element('label', {for: `layer-${key}`}, box, ' ', key));
        }
        this.info = element('dl', {class: 'tile-info', 'aria-live': 'polite'});
        const side = element('div', {class: 'view-side'}, element('h2', {}, 'Tile'), this.info);
        this.section = element('section', {class: 'board-view', 'aria-label': 'The board'},
                               element('div', {class: 'view-canvas'}, this.canvas), side, layers, help);
        holder.replaceChildren(this.section);
        holder.closest('.board')?.classList.add('drawn');
        if (this.alone)
            document.body.classList.add('view-alone');
        this.showTile(null);
        this.listen();
        new ResizeObserver(() => this.resize()).observe(this.canvas.parentElement);
        addEventListener('resize', () => this.resize()); // the height follows the window's too
        this.resize();
    }

    // Each tile's colour for the shown layers (see the top of this file), as "#rrggbb".
    recolour() {
        const n = this.board.tileCount;
        const boundary = this.shown.has('boundary') ? this.values.get('boundary') : null;
        const tints = [];
        for (const key of this.keys) {
            if (key === 'boundary' || key === 'height' || !this.shown.has(key))
                continue;
            const values = this.values.get(key);
            tints.push([values, tintOf(key, values.reduce((m, v) => Math.max(m, v), 0))]);
        }
        const heights = this.shown.has('height') ? this.values.get('height') : null;
        const bits = heights && this.board.tile(0, 0, true).heightBits;
        const heightMax = heights ? (bits > 0 ? 2 ** bits - 1 : heights.reduce((m, v) => Math.max(m, v), 0)) : 0;
        this.colours = new Array(n);
        for (let i = 0; i < n; ++i) {
            let c = boundary ? BOUNDARY[boundary[i] & 3] : PLAIN;
            for (const [values, tint] of tints) {
                const t = tint(values[i]);
                if (t)
                    c = blend(c, t, TINT);
            }
            if (heights && heights[i])
                c = blend(c, [255, 255, 255], Math.round((0.25 + 0.75 * rampPosition(heights[i], heightMax)) * 153));
            this.colours[i] = '#' + ((c[0] << 16) | (c[1] << 8) | c[2]).toString(16).padStart(6, '0');
        }
    }

    resize() {
        const box = this.canvas.parentElement.getBoundingClientRect();
        const [ex, ey] = this.geometry.extent;
        const cssW = Math.max(1, Math.floor(box.width));
        const cssH = this.alone ? Math.max(1, Math.floor(box.height)) // the window's, by the stylesheet
                                : Math.max(160, Math.min(Math.round(cssW * ey / ex), Math.round(window.innerHeight * 0.75)));
        const ratio = window.devicePixelRatio || 1;
        this.ratio = ratio;
        if (this.canvas.width !== Math.round(cssW * ratio) || this.canvas.height !== Math.round(cssH * ratio)) {
            if (!this.alone)
                this.canvas.style.height = `${cssH}px`;
            this.canvas.width = Math.round(cssW * ratio);
            this.canvas.height = Math.round(cssH * ratio);
            const fitted = this.fitted;
            if (fitted === undefined || fitted)
                this.fit();
            else
                this.draw();
        }
    }

    // The whole board in the canvas, centred: scale in device pixels a tile unit.
    fit() {
        const [ex, ey] = this.geometry.extent;
        const W = this.canvas.width, H = this.canvas.height;
        this.fitScale = Math.min(W / ex, H / ey);
        this.s = this.fitScale;
        this.ox = (W - ex * this.s) / 2;
        this.oy = (H - ey * this.s) / 2;
        this.fitted = true;
        this.draw();
    }

    zoom(factor, px, py) {
        const s = Math.min(Math.max(this.s * factor, this.fitScale / 2), Math.max(this.fitScale * 2, 96 * this.ratio));
        this.ox = px - (px - this.ox) * (s / this.s);
        this.oy = py - (py - this.oy) * (s / this.s);
        this.s = s;
        this.fitted = false;
        this.clamp();
        this.draw();
    }

    pan(dx, dy) {
        this.ox += dx;
        this.oy += dy;
        this.fitted = false;
        this.clamp();
        this.draw();
    }

    // Some of the board always stays in sight.
    clamp() {
        const [ex, ey] = this.geometry.extent;
        const keep = Math.min(48 * this.ratio, this.canvas.width / 2, this.canvas.height / 2);
        this.ox = Math.min(Math.max(this.ox, keep - ex * this.s), this.canvas.width - keep);
        this.oy = Math.min(Math.max(this.oy, keep - ey * this.s), this.canvas.height - keep);
    }

    draw() {
        if (this.frame)
            return;
        this.frame = requestAnimationFrame(() => {
            this.frame = 0;
            this.paint();
        });
    }

    paint() {
        const g = this.canvas.getContext('2d', {alpha: false});
        const {s, ox, oy} = this;
        const W = this.canvas.width, H = this.canvas.height;
        const dark = matchMedia('(prefers-color-scheme: dark)').matches;
        g.fillStyle = dark ? '#141416' : '#a8a8a8'; // the editor's background (boardBackground)
        g.fillRect(0, 0, W, H);
        // One path a colour: a few fills for the whole board however many tiles it has.
        const [x0, y0, x1, y1] = this.geometry.range(-ox / s, -oy / s, (W - ox) / s, (H - oy) / s);
        const paths = new Map();
        const w = this.board.width;
        for (let y = y0; y < y1; ++y)
            for (let x = x0; x < x1; ++x) {
                const c = this.colours[y * w + x];
                let path = paths.get(c);
                if (!path)
                    paths.set(c, (path = new Path2D()));
                this.geometry.addTile(path, x, y, s, ox, oy);
            }
        const grid = s >= MIN_GRID_PX * this.ratio;
        g.lineWidth = this.ratio;
        g.strokeStyle = GRID;
        for (const [colour, path] of paths) {
            g.fillStyle = colour;
            g.fill(path);
            if (grid)
                g.stroke(path);
        }
        this.paintSeams(g);
        for (const [tile, outer] of [[this.pointed, '#000'], [this.cursor, '#fff']]) {
            if (!tile)
                continue;
            const path = new Path2D();
            this.geometry.addTile(path, tile[0], tile[1], s, ox, oy);
            g.lineWidth = 3 * this.ratio;
            g.strokeStyle = outer;
            g.stroke(path);
            g.lineWidth = this.ratio;
            g.strokeStyle = outer === '#fff' ? '#000' : '#fff';
            g.stroke(path);
        }
        if (!this.painted) {
            this.painted = true;
            performance.mark('gbxx-board-drawn'); // read by docs/performance.md's measurement
            this.canvas.dataset.drawn = 'yes';
        }
    }

    // Dashed lines on the edges that wrap, as the renderer marks its seams.
    paintSeams(g) {
        const [ex, ey] = this.geometry.extent;
        const {s, ox, oy} = this;
        g.save();
        g.strokeStyle = SEAM;
        g.lineWidth = Math.max(2 * this.ratio, 0.08 * s);
        g.setLineDash([3 * g.lineWidth, 2 * g.lineWidth]);
        g.beginPath();
        if (this.board.wrapWidth) {
            g.moveTo(ox, oy), g.lineTo(ox, oy + ey * s);
            g.moveTo(ox + ex * s, oy), g.lineTo(ox + ex * s, oy + ey * s);
        }
        if (this.board.wrapLength) {
            g.moveTo(ox, oy), g.lineTo(ox + ex * s, oy);
            g.moveTo(ox, oy + ey * s), g.lineTo(ox + ex * s, oy + ey * s);
        }
        g.stroke();
        g.restore();
    }

    tileAtEvent(event) {
        const box = this.canvas.getBoundingClientRect();
        const px = (event.clientX - box.left) * this.ratio, py = (event.clientY - box.top) * this.ratio;
        return this.geometry.tileAt((px - this.ox) / this.s, (py - this.oy) / this.s);
    }

    // Every field of `tile` by name, raw as the file holds it.
    showTile(tile) {
        if (!tile) {
            this.info.replaceChildren(element('dt', {}, 'Tile'), element('dd', {}, 'Point at a tile, or focus the board and use the arrow keys'));
            return;
        }
        const [x, y] = tile;
        const i = y * this.board.width + x;
        const rows = [element('dt', {}, 'x, y'), element('dd', {}, `${x}, ${y}`)];
        for (const key of this.keys)
            rows.push(element('dt', {}, key), element('dd', {}, String(this.values.get(key)[i])));
        this.info.replaceChildren(...rows);
    }

    listen() {
        const c = this.canvas;
        let drag = null;
        c.addEventListener('pointerdown', (e) => {
            drag = {x: e.clientX, y: e.clientY, moved: false};
            c.setPointerCapture(e.pointerId);
        });
        c.addEventListener('pointermove', (e) => {
            if (drag) {
                const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
                if (drag.moved || Math.abs(dx) + Math.abs(dy) > 3) {
                    drag.moved = true;
                    [drag.x, drag.y] = [e.clientX, e.clientY];
                    this.pan(dx * this.ratio, dy * this.ratio);
                }
            }
            const tile = this.tileAtEvent(e);
            if (String(tile) !== String(this.pointed)) {
                this.pointed = tile;
                this.showTile(tile || this.cursor);
                this.draw();
            }
        });
        const release = (e) => {
            if (drag && !drag.moved) { // a click puts the keyboard's cursor there
                this.cursor = this.tileAtEvent(e) || this.cursor;
                this.draw();
            }
            drag = null;
        };
        c.addEventListener('pointerup', release);
        c.addEventListener('pointercancel', () => { drag = null; });
        c.addEventListener('pointerleave', () => {
            this.pointed = null;
            this.showTile(this.cursor);
            this.draw();
        });
        c.addEventListener('wheel', (e) => {
            e.preventDefault();
            const box = c.getBoundingClientRect();
            const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1; // lines, pages
            this.zoom(Math.exp(-e.deltaY * unit * 0.0015), (e.clientX - box.left) * this.ratio, (e.clientY - box.top) * this.ratio);
        }, {passive: false});
        c.addEventListener('keydown', (e) => this.key(e));
        c.addEventListener('focus', () => {
            if (!this.cursor)
                this.moveCursor(0, 0);
        });
    }

    key(e) {
        const steps = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
        const centre = [this.canvas.width / 2, this.canvas.height / 2];
        if (e.key === '+' || e.key === '=')
            this.zoom(1.25, ...centre);
        else if (e.key === '-' || e.key === '_')
            this.zoom(0.8, ...centre);
        else if (e.key === '0')
            this.fit();
        else if (steps[e.key] && e.shiftKey)
            this.pan(-steps[e.key][0] * 40 * this.ratio, -steps[e.key][1] * 40 * this.ratio);
        else if (steps[e.key])
            this.moveCursor(...steps[e.key]);
        else
            return;
        e.preventDefault();
    }

    // Moves the keyboard's cursor a tile (wrapping where the board wraps) and keeps it in sight.
    moveCursor(dx, dy) {
        const {width: w, length: l} = this.board;
        let [x, y] = this.cursor || [Math.floor(w / 2), Math.floor(l / 2)];
        if (this.cursor) {
            x = this.board.wrapWidth ? (x + dx + w) % w : Math.min(w - 1, Math.max(0, x + dx));
            y = this.board.wrapLength ? (y + dy + l) % l : Math.min(l - 1, Math.max(0, y + dy));
        }
        this.cursor = [x, y];
        const [cx, cy] = this.geometry.centre(x, y);
        const px = this.ox + cx * this.s, py = this.oy + cy * this.s, margin = this.s;
        if (px < margin || py < margin || px > this.canvas.width - margin || py > this.canvas.height - margin)
            this.pan(this.canvas.width / 2 - px, this.canvas.height / 2 - py);
        this.showTile(this.cursor);
        this.draw();
    }
}

async function start() {
    const holder = document.querySelector('.view[data-bytes]');
    if (!holder)
        return;
    const hash = new URLSearchParams(location.hash.slice(1));
    const [gbxx, bytes] = await Promise.all([
        init(),
        fetch(holder.dataset.bytes).then((r) => {
            if (!r.ok)
                throw new Error(`the board's bytes: ${r.status}`);
            return r.arrayBuffer();
        }),
    ]);
    const board = gbxx.read(new Uint8Array(bytes));
    new BoardView(board, holder, {code: holder.dataset.code, alone: hash.has('view'),
                                  layers: hash.has('layers') ? hash.get('layers').split(',') : null});
}

// Whatever fails, the picture stays; the console says why.
start().catch((error) => console.warn('gbxx board view:', error.message || error));
