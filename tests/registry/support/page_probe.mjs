// Loads a page in headless Chromium through the DevTools protocol and prints what --dump-dom
// cannot give: the DOM with scripts off (--dump-dom reads it with a script, and gives nothing
// then), and the page's paint timings. The protocol goes over the pipes of
// --remote-debugging-pipe (messages ended by a 0 byte), which any Node has: Debian 12's Node 18
// has no WebSocket client.
//   node page_probe.mjs CHROMIUM PROFILE URL [--no-scripts] [--until SELECTOR] [--width W --height H]
// prints {"html": …, "firstPaint": ms, "firstContentfulPaint": ms, "boardDrawn": ms} (times from
// navigation start; null when not known, as with scripts off).
import {spawn} from 'node:child_process';
import {setTimeout as sleep} from 'node:timers/promises';

const [chromium, profile, url, ...rest] = process.argv.slice(2);
const flag = (name) => rest.includes(name);
const value = (name, otherwise) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : otherwise);
const browser = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
                                 `--user-data-dir=${profile}`, '--remote-debugging-pipe',
                                 `--window-size=${value('--width', 1000)},${value('--height', 800)}`,
                                 'about:blank'], {stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe']});
const give = (code, text) => {
    if (text)
        process.stderr.write(text + '\n');
    browser.kill();
    process.exit(code);
};
setTimeout(() => give(1, 'page_probe: no answer in 60 s'), 60000).unref();

// fd 3 carries commands to the browser, fd 4 its answers and events.
const toBrowser = browser.stdio[3];
let next = 0;
const pending = new Map();
const events = [];
let received = '';
browser.stdio[4].on('data', (chunk) => {
    received += chunk.toString('utf8');
    let end;
    while ((end = received.indexOf('\0')) >= 0) {
        const message = JSON.parse(received.slice(0, end));
        received = received.slice(end + 1);
        if (message.id && pending.has(message.id)) {
            pending.get(message.id)(message);
            pending.delete(message.id);
        } else if (message.method) {
            events.push(message.method);
        }
    }
});
browser.on('exit', () => give(1, 'page_probe: chromium ended'));
let session;
const send = (method, params = {}) => new Promise((resolve, reject) => {
    const id = ++next;
    pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
    toBrowser.write(JSON.stringify({id, method, params, ...(session ? {sessionId: session} : {})}) + '\0');
});
const {targetInfos} = await send('Target.getTargets');
const page = targetInfos.find((t) => t.type === 'page');
if (!page)
    give(1, 'page_probe: chromium opened no page');
({sessionId: session} = await send('Target.attachToTarget', {targetId: page.targetId, flatten: true}));
const evaluate = async (expression) => (await send('Runtime.evaluate', {expression, returnByValue: true})).result.value;

await send('Page.enable');
if (flag('--no-scripts'))
    await send('Emulation.setScriptExecutionDisabled', {value: true});
await send('Page.navigate', {url});
while (!events.includes('Page.loadEventFired'))
    await sleep(10);
const until = value('--until', null);
if (until) {
    for (let k = 0; k < 1000 && !(await evaluate(`!!document.querySelector(${JSON.stringify(until)})`)); ++k)
        await sleep(20);
}
const timing = flag('--no-scripts') ? {} : await evaluate(`(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    return {firstPaint: at('first-paint'), firstContentfulPaint: at('first-contentful-paint'),
            boardDrawn: at('gbxx-board-drawn')};
})()`);
const {root} = await send('DOM.getDocument', {depth: -1});
const {outerHTML} = await send('DOM.getOuterHTML', {nodeId: root.nodeId});
process.stdout.write(JSON.stringify({html: outerHTML, firstPaint: null, firstContentfulPaint: null,
                                     boardDrawn: null, ...timing}) + '\n');
give(0);
