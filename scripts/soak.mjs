// The browser side of scripts/soak: usage `node scripts/soak.mjs <url> <games>`.
//
// The page's clock is Playwright's fake one, advanced in small steps, so that the computer's
// least display time per move (450 ms) does not make 200 games take 90 minutes; the worker's
// searches run in real time (workers keep the real clock), and each step is short enough that
// no search, however slow, looks silent to the page's watchdog.
import { chromium } from '@playwright/test';

const [url, gamesArg] = process.argv.slice(2);
const games = Number(gamesArg ?? 200);
/** Fake milliseconds per step: a third of the computer's least display time. */
const STEP_MS = 150;
/** A game longer than this many steps has stalled. */
const STALLED_STEPS = 5_000;

const options = JSON.stringify({
  version: 3,
  display: { show_valid_moves: true, preview_moves: true, animate_moves: false, show_hints: false },
  colors: { board: '#1e7b3c', valid_move: '#66bb6a', active_square: '#ffd54f', move_indicator: '#e53935' },
  players: { first_move: 'black', black: 'computer', white: 'computer' },
  level: 'beginner',
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
const cdp = await context.newCDPSession(page);

/** The heap after a collection, the DOM counters and the live workers. */
async function measure() {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    heapMB: (heap.usedSize / 1048576).toFixed(2),
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    workers: page.workers().length,
  };
}

await page.goto(url);
await page.evaluate((o) => {
  localStorage.clear();
  localStorage.setItem('reversi.options', o);
}, options);
await page.clock.install();
await page.reload();
await page.locator('[data-square="a1"]').waitFor();

const loaded = await measure();
console.log(`at load: ${JSON.stringify(loaded)}`);
const again = page.getByTestId('play-again');
const started = Date.now();
let start = null;
let results = { black: 0, white: 0, draw: 0 };
for (let game = 1; game <= games; game++) {
  let steps = 0;
  while (!(await again.isVisible())) {
    await page.clock.runFor(STEP_MS);
    if (++steps > STALLED_STEPS) throw new Error(`game ${game} stalled: ${await page.getByTestId('status').textContent()}`);
  }
  const status = (await page.getByTestId('status').textContent()) ?? '';
  if (status.includes('Black wins')) results.black += 1;
  else if (status.includes('White wins')) results.white += 1;
  else results.draw += 1;
  if (game === 1) {
    start = await measure();
    console.log(`after game 1: ${JSON.stringify(start)}`);
  }
  if (game % 20 === 0) console.log(`game ${game}: ${JSON.stringify(await measure())} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await again.click();
}
const end = await measure();
console.log(`games: ${games} (${JSON.stringify(results)}) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`load: heap ${loaded.heapMB} MB, DOM nodes ${loaded.nodes}, listeners ${loaded.listeners}, workers ${loaded.workers}`);
console.log(`start (after game 1): heap ${start.heapMB} MB, DOM nodes ${start.nodes}, listeners ${start.listeners}, workers ${start.workers}`);
console.log(`end   (after game ${games}): heap ${end.heapMB} MB, DOM nodes ${end.nodes}, listeners ${end.listeners}, workers ${end.workers}`);
console.log(`page errors: ${errors.length}${errors.length ? `\n${errors.slice(0, 10).join('\n')}` : ''}`);
await browser.close();
process.exit(errors.length ? 1 : 0);
