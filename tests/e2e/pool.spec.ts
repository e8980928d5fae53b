// The pool of search workers (issue 23): the "Cores the computer may use" option sizes it and
// is kept across a reload, hints come out exact and the same on 1 and on 2 workers, a worker
// ended mid-search is replaced without the player noticing more than a pause, and the weights
// are fetched once for every worker the page starts.
import * as fs from 'fs';
import * as path from 'path';
import { test, expect, DRAW_LINE, WAIT, WEIGHTS_FILE, type ReversiApp } from './reversi';

// The service worker would serve the worker's files from its cache, past any route.
test.use({ serviceWorkers: 'block' });

/** The first 42 moves of the perfect line: Black to move with 18 empties. */
const AT_18_EMPTIES = DRAW_LINE.slice(0, 84);

/** The cores the page says the device has, whatever machine runs the test. */
const DEVICE_CORES = 4;

/** Opens the 18-empty position with hints on, and waits until every legal move's hint is exact. */
async function exactHints(app: ReversiApp): Promise<Record<string, number>> {
  await app.visit(`./#moves=${AT_18_EMPTIES}`);
  await expect(app.discs).toHaveCount(46);
  const legal = await app.legal.count();
  expect(legal).toBeGreaterThan(1);
  await expect(app.page.locator('[data-hint-exact="true"]')).toHaveCount(legal, { timeout: WAIT.exactHints });
  return app.hints();
}

test('the Cores option offers 1 to the device count, defaults to it, and is kept across a reload', async ({
  app,
  page,
}) => {
  await app.trackWorkers(DEVICE_CORES);
  await app.open();
  await app.actById('open-options');
  const cores = page.getByTestId('option-cores');
  await expect(cores).toHaveValue(String(DEVICE_CORES));
  await expect(cores.locator('option')).toHaveText(['1', '2', '3', '4']);
  await page.keyboard.press('Escape');
  await expect.poll(() => app.workersStarted(), { message: `a pool of ${DEVICE_CORES}` }).toBe(DEVICE_CORES);
  // With nothing to search, the new size's pool still starts at once, so that the next
  // answer does not wait for it to load.
  await app.setCores(2);
  await expect.poll(() => app.workersStarted(), { message: 'then a pool of 2' }).toBe(DEVICE_CORES + 2);
  expect(JSON.parse((await app.stored('reversi.options'))!).cores).toBe(2);
  await app.reload();
  await app.actById('open-options');
  await expect(cores).toHaveValue('2');
});

test('hints at 18 empties all become exact and agree with 1 and with 2 workers', async ({ app, page }) => {
  await app.trackWorkers(DEVICE_CORES);
  await app.open({ hints: true });
  const found: Record<string, number>[] = [];
  for (const cores of [1, 2]) {
    await app.setCores(cores);
    // Reloaded, the page starts the pool at the stored size.
    await app.reload();
    await expect.poll(() => app.workersStarted(), { message: `a pool of ${cores}` }).toBe(cores);
    found.push(await exactHints(app));
  }
  expect(Object.keys(found[0]).length).toBeGreaterThan(1);
  expect(found[1]).toEqual(found[0]);
  // The perfect line's own move keeps the draw.
  expect(found[0].h3).toBe(0);
});

test('a worker ended mid-search is replaced and the next hints are exact again', async ({ app, page }) => {
  await app.trackWorkers(DEVICE_CORES);
  await app.open({ hints: true });
  await app.setCores(2);
  await app.reload();
  const reference = await exactHints(app);
  // The last move undone and played again: a new search of the same position.
  await app.press('u');
  await expect(app.discs).toHaveCount(45);
  await app.play(AT_18_EMPTIES.slice(-2));
  await expect(page.locator('[data-hint]').first()).toBeVisible();
  const before = await app.workersStarted();
  // Ends a worker in the course of the search: the page must notice the silence.
  await app.endWorkers('searching');
  // Hints off and on: a search that surely gives the ended worker a task.
  await app.press('!');
  await app.press('!');
  // Its silence shows once its task's clock and a grace have passed: up to 32 s for an exact
  // hint's task (30 s, `HintLimits::exact_ms`).
  await expect.poll(() => app.workersStarted(), { timeout: 45_000 }).toBeGreaterThan(before);
  // A new search on the mended pool gives the same exact values.
  await app.press('!');
  await app.press('!');
  await expect(page.locator('[data-hint-exact="true"]')).toHaveCount(Object.keys(reference).length, {
    timeout: WAIT.exactHints,
  });
  expect(await app.hints()).toEqual(reference);
  await expect(app.aiUnavailable).toHaveCount(0);
});

test('after a stop, the next search starts on spares loaded ahead', async ({ app, page }) => {
  await app.trackWorkers(2);
  await app.open({ hints: true });
  // Hints at 36 empties (past the book) search for 4 s; the pool idle after them loads two spares.
  await app.visit(`./#moves=${DRAW_LINE.slice(0, 48)}`);
  await expect
    .poll(() => app.workersStarted(), { message: 'a pool of 2, then its spares', timeout: 30_000 })
    .toBe(4);
  // Hints off and on: a new search, on the two workers in place; none loads while it runs.
  const requests = async () => (await app.workerTraffic()).filter((m) => m.dir === 'request');
  const asked = (await requests()).length;
  await app.press('!');
  await app.press('!');
  await expect.poll(async () => (await requests()).length, { message: 'the search has begun' }).toBeGreaterThan(asked);
  // Off again in its course, which ends its workers, and on.
  const started = await app.workersStarted();
  const given = new Set((await requests()).map((m) => m.worker));
  const spares = [...Array(started).keys()].filter((i) => !given.has(i));
  expect(spares, 'the workers loaded and never given a task').toHaveLength(2);
  const before = (await requests()).length;
  await app.press('!');
  await app.press('!');
  await expect(page.locator('[data-hint]').first()).toBeVisible();
  const order = async () => (await requests()).slice(before).map((m) => m.worker);
  await expect.poll(async () => (await order()).some((w) => spares.includes(w))).toBe(true);
  // The spares searched before any worker started after the stop could.
  const after = await order();
  const spare = after.findIndex((w) => spares.includes(w));
  const later = after.findIndex((w) => w >= started);
  expect(later === -1 || spare < later, `tasks by worker: ${after}`).toBe(true);
});

test('the weights are fetched once and given to every worker, replacements and a resized pool too', async ({
  app,
  page,
  context,
}) => {
  const plain = fs.statSync(path.resolve(__dirname, '../../crates/engine/src/eval/weights.bin')).size;
  await app.trackWorkers(DEVICE_CORES);
  await app.open({ hints: true });
  await app.setCores(2);
  // Routed, the requests skip the HTTP cache: each worker fetching for itself would show.
  let asked = 0;
  await context.route(`**/${WEIGHTS_FILE}`, (route) => {
    asked += 1;
    return route.continue();
  });
  await app.reload();
  await expect.poll(() => app.workersStarted(), { message: 'a pool of 2' }).toBe(2);
  // Hints off and on in the course of their search (at 36 empties, past the book, it goes on
  // for long): the workers running it are ended and replaced.
  await app.visit(`./#moves=${DRAW_LINE.slice(0, 48)}`);
  await expect(page.locator('[data-hint]').first()).toBeVisible({ timeout: WAIT.computerMove });
  await app.press('!');
  await app.press('!');
  await expect.poll(() => app.workersStarted(), { message: 'replacements' }).toBeGreaterThan(2);
  // A pool of another size: new workers again, started at once.
  const before = await app.workersStarted();
  await app.setCores(1);
  await expect.poll(() => app.workersStarted(), { message: 'a pool of 1' }).toBeGreaterThan(before);
  // The new pool searches to the end.
  await app.visit(`./#moves=${AT_18_EMPTIES}`);
  await expect(page.locator('[data-hint-exact="true"]')).not.toHaveCount(0, { timeout: WAIT.exactHints });
  // A worker ended before it loaded is given nothing; every other one the whole file, piece by
  // piece, and then its end.
  const traffic = await app.workerTraffic();
  const given = new Map<number, number>();
  for (const m of traffic.filter((m) => m.dir === 'weights')) given.set(m.worker, (given.get(m.worker) ?? 0) + m.bytes);
  expect(given.size).toBeGreaterThanOrEqual(3);
  expect([...given.values()]).toEqual([...given.values()].map(() => plain));
  const ended = traffic.filter((m) => m.dir === 'weights-end').map((m) => m.worker);
  expect(ended.sort()).toEqual([...given.keys()].sort());
  expect(asked, 'one request for the weights whatever the workers started').toBe(1);
});
