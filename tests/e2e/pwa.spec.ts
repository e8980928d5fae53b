// The installable, offline, sub-path-safe app, against the release build in dist/: the
// manifest and icons, offline play after one visit, any URL prefix, updates offered and never
// mixed in, a debug build retiring the release worker, phone layouts, the system's dark and
// reduced-motion settings, a strict same-origin CSP, and the first-load transfer measured.
// Each test serves dist/ with its own static host (tests/e2e/static-server.cjs) so it can pick
// the URL prefix, go offline, deploy a new build behind a running page, or count bytes.

import { test, expect, type Page, type BrowserContext } from '@playwright/test';
import { ReversiApp, WEIGHTS_FILE } from './reversi';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./static-server.cjs');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');

type Server = {
  origin: string;
  url: string;
  stats: { bytes: number; requests: string[] };
  reset(): void;
  close(): Promise<void>;
};

/** Records console errors, page errors and CSP violations of a page, for a final assertion. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.exposeFunction('__reportViolation', (v: string) => errors.push(`csp: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation(v: string): void }).__reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return errors;
}

/** Resolves once a service worker controls the page; returns its registration's scope. */
async function waitForControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
    return registration.scope;
  });
}

/** Whether the game is over (told by colour or in the person's terms). */
const gameOver = (app: ReversiApp) => app.status.filter({ hasText: /Game over|wins/ });

/** Plays `moves` of Black's moves (the first legal square each time) and waits for each reply. */
async function playMovesAgainstComputer(app: ReversiApp, moves: number) {
  for (let i = 0; i < moves; i++) {
    await app.playFirstLegal();
    await app.computerMove();
  }
}

let server: Server | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('manifest parses, its icons exist at the stated sizes and start_url resolves', async ({ page }) => {
  server = await startServer({ root: DIST, prefix: '/app/' });
  await new ReversiApp(page).visit(server!.url);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, server!.url).href;
  const response = await page.request.get(manifestUrl);
  expect(response.ok()).toBe(true);
  const manifest = JSON.parse(await response.text());
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const startUrl = new URL(manifest.start_url, manifestUrl).href;
  expect(startUrl).toBe(server!.url);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(server!.url);
  const start = await page.request.get(startUrl);
  expect(start.ok()).toBe(true);
  expect(await start.text()).toMatch(/rel="?manifest/);

  const pngSizes = new Set<string>();
  for (const icon of manifest.icons) {
    const iconResponse = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(iconResponse.ok(), icon.src).toBe(true);
    const bytes = await iconResponse.body();
    if (icon.type === 'image/png') {
      // PNG: 8-byte signature, then the IHDR chunk whose data starts with width and height.
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
      const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
      expect(size, icon.src).toBe(icon.sizes);
      pngSizes.add(`${size} ${icon.purpose}`);
    } else {
      expect(bytes.toString('utf8')).toContain('<svg');
    }
  }
  expect([...pngSizes]).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
});

test('offline: after one visit the game and the AI work without a network', async ({ page, context }) => {
  const errors = await watchErrors(page);
  const app = new ReversiApp(page);
  server = await startServer({ root: DIST });
  // The first visit's AI worker started before the service worker took control, so it loads
  // its weights from the network: going offline before they arrive would be another test.
  const weightsLoaded = page.waitForEvent('requestfinished', (r) => r.url().endsWith(`/${WEIGHTS_FILE}`));
  await app.visit(server!.url);
  expect(await waitForControl(page)).toBe(server!.url);
  await weightsLoaded;

  await context.setOffline(true);
  await app.reload();
  await app.setPlayers('human', 'computer');
  await playMovesAgainstComputer(app, 3);
  expect(await app.discs.count()).toBeGreaterThanOrEqual(10);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test("sub-path: everything loads under /some/sub/path/ and the worker's scope is that path", async ({ page, context }) => {
  const errors = await watchErrors(page);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  server = await startServer({ root: DIST, prefix: '/some/sub/path/' });
  const app = new ReversiApp(page);
  await app.visit(server!.url);
  expect(await waitForControl(page)).toBe(server!.url);
  expect(server!.stats.requests.length).toBeGreaterThan(3);
  for (const requested of server!.stats.requests) {
    expect(requested.startsWith('/some/sub/path/'), requested).toBe(true);
  }

  await context.setOffline(true);
  await app.reload();
  await app.playFirstLegal();
  await expect(app.discs).toHaveCount(5);
  await context.setOffline(false);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

/** Serves a copy of dist/ that a test can redeploy. */
async function serveCopy(): Promise<Server> {
  deployed = fs.mkdtempSync(path.join(os.tmpdir(), 'reversi-deploy-'));
  fs.cpSync(DIST, deployed, { recursive: true });
  return startServer({ root: deployed });
}

/**
 * Deploys a changed build behind the running page (a new title in index.html, then the
 * post-build step for its precache list and version), and lets the page look for it: it
 * checks for a new version whenever it becomes visible again.
 */
async function deployNewBuild(page: Page) {
  const index = path.join(deployed!, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace(/<title>([^<]*)<\/title>/, '<title>$1 (new)</title>'));
  execFileSync('node', [path.join(ROOT, 'scripts/precache.mjs'), deployed!]);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

const updateBanner = (page: Page) => page.getByRole('button', { name: 'A new version is available — reload' });

let deployed: string | undefined;
test.afterEach(() => {
  if (deployed) fs.rmSync(deployed, { recursive: true, force: true });
  deployed = undefined;
});

test('update: a new deployment is offered, never mixed in, and replaces the old one when accepted', async ({
  page,
}) => {
  const errors = await watchErrors(page);
  const app = new ReversiApp(page);
  server = await serveCopy();
  await app.visit(server!.url);
  await waitForControl(page);
  const oldTitle = await page.title();

  await deployNewBuild(page);
  await expect(updateBanner(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('update-banner')).toBeVisible();
  // Until accepted, the old build keeps running, even across a reload.
  expect(await page.title()).toBe(oldTitle);
  await page.reload();
  expect(await page.title()).toBe(oldTitle);
  await expect(updateBanner(page)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => caches.keys())).toHaveLength(2);

  await updateBanner(page).click();
  await expect(page).toHaveTitle(`${oldTitle} (new)`, { timeout: 20_000 });
  await expect(app.legal.first()).toBeVisible();
  await expect(updateBanner(page)).toHaveCount(0);
  // The old build's cache is deleted once the new one took over.
  expect(await page.evaluate(() => caches.keys())).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('update: the game in progress is still there after accepting the update', async ({ page }) => {
  const app = new ReversiApp(page);
  server = await serveCopy();
  await app.visit(server!.url);
  await waitForControl(page);
  // Two people, so every click below is a move and no computer reply races the update.
  await app.setPlayers('human', 'human');
  for (let i = 0; i < 3; i++) await app.playFirstLegal();
  const position = await app.boardText();
  expect(position.replace(/\./g, '').length).toBe(7);

  await deployNewBuild(page);
  await updateBanner(page).click();
  await expect(page).toHaveTitle(/\(new\)/, { timeout: 20_000 });
  await expect(app.discs).toHaveCount(7);
  expect(await app.boardText()).toBe(position);
});

test("a debug build's worker retires a release build's worker on the same origin", async ({ page }) => {
  server = await serveCopy();
  await new ReversiApp(page).visit(server!.url);
  await waitForControl(page);
  expect(await page.evaluate(() => caches.keys())).toHaveLength(1);

  // A debug build takes its place (as under `trunk serve`): its page registers no worker (a
  // plain page stands in for it), and the post-build step writes a worker without files.
  fs.writeFileSync(path.join(deployed!, 'index.html'), '<!doctype html><title>debug build</title><p>debug</p>');
  execFileSync('node', [path.join(ROOT, 'scripts/precache.mjs')], {
    env: { ...process.env, TRUNK_STAGING_DIR: deployed!, TRUNK_PROFILE: 'debug' },
  });
  // The page reloads when the retiring worker takes over, then loads from the network.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await reloaded;
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length).catch(() => -1), { timeout: 20_000 })
    .toBe(0);
  await expect(page).toHaveTitle('debug build');
  // Unregistered: the next load is no longer served by any worker.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});

test('phone layout: the whole board is visible from 320 px, portrait and landscape, and a tap plays', async ({
  browser,
}, testInfo) => {
  server = await startServer({ root: DIST });
  const sizes = [
    { width: 320, height: 568 },
    { width: 360, height: 640 },
    { width: 640, height: 360 },
    { width: 568, height: 320 },
  ];
  for (const viewport of sizes) {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const app = new ReversiApp(await context.newPage());
    const page = app.page;
    await app.visit(server!.url);
    const box = (await app.board.boundingBox())!;
    const label = `${viewport.width}x${viewport.height}`;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.y, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, label).toBeLessThanOrEqual(viewport.height);
    // As large as the screen allows: within 40 px of the screen's shorter side.
    expect(box.width, label).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height) - 40);
    // Nothing sticks out sideways (no horizontal scrolling on a phone).
    const outside = await page.evaluate(
      (width) =>
        [...document.querySelectorAll('.app *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5)
          .map((el) => el.className),
      viewport.width,
    );
    expect(outside, label).toEqual([]);
    const style = await app.board.evaluate((el) => {
      const s = getComputedStyle(el);
      return { touch: s.touchAction, select: s.userSelect || s.webkitUserSelect };
    });
    expect(style).toEqual({ touch: 'manipulation', select: 'none' });
    await page.screenshot({ path: testInfo.outputPath(`phone-${label}.png`) });

    if (viewport.width === 360) {
      await app.square('f5').tap();
      await expect(app.disc('f5', 'black')).toHaveCount(1);
      await expect(app.discs).toHaveCount(5);
    }
    await context.close();
  }
});

test('dark page chrome and no animation when the system asks for them', async ({ browser }) => {
  server = await startServer({ root: DIST });
  const look = async (options: { colorScheme: 'light' | 'dark'; reducedMotion: 'reduce' | 'no-preference' }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await new ReversiApp(page).visit(server!.url);
    const result = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'spinner';
      document.body.append(probe);
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
      return { luminance: (r + g + b) / 3, animation: getComputedStyle(probe).animationName };
    });
    await context.close();
    return result;
  };
  const light = await look({ colorScheme: 'light', reducedMotion: 'no-preference' });
  const dark = await look({ colorScheme: 'dark', reducedMotion: 'reduce' });
  expect(light.luminance).toBeGreaterThan(180);
  expect(dark.luminance).toBeLessThan(60);
  expect(light.animation).not.toBe('none');
  expect(dark.animation).toBe('none');
});

test('same origin and strict CSP: a full game against the computer', async ({ page, context }) => {
  test.setTimeout(300_000);
  const errors = await watchErrors(page);
  server = await startServer({ root: DIST });
  const foreign: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== server!.origin) foreign.push(r.url());
  });
  const app = new ReversiApp(page);
  await app.visit(server!.url);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(csp).not.toContain('unsafe-inline');

  await app.setPlayers('human', 'computer');
  for (let move = 0; move < 40 && (await gameOver(app).count()) === 0; move++) {
    await app.playFirstLegal();
    // Our turn again (legal squares are shown only then, after the computer's reply unless
    // it had to pass), or the game is over.
    await expect(gameOver(app).or(app.legal.first())).toBeVisible({ timeout: 30_000 });
    await expect(app.root).toHaveAttribute('data-ai', 'idle');
  }
  await expect(gameOver(app)).toHaveCount(1);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('measure: first-load transfer (gzip) and time to an interactive board, cold', async ({ browser }) => {
  server = await startServer({ root: DIST });
  const runs: { ms: number; bytes: number; total: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const context: BrowserContext = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __interactive?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-legal]')) {
          w.__interactive = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    server!.reset();
    await page.goto(server!.url);
    const ms = await page.waitForFunction(() => (window as unknown as { __interactive?: number }).__interactive);
    const bytes = server!.stats.bytes;
    await waitForControl(page);
    runs.push({ ms: Math.round((await ms.jsonValue()) as number), bytes, total: server!.stats.bytes });
    await context.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  const report =
    `first load (cold, gzip): ${kib(median(runs.map((r) => r.bytes)))} until the board is interactive, ` +
    `${kib(median(runs.map((r) => r.total)))} including the service worker's precache; ` +
    `time to interactive board: median ${median(runs.map((r) => r.ms))} ms ` +
    `(runs: ${runs.map((r) => r.ms).join(', ')} ms)`;
  console.log(report);
  test.info().annotations.push({ type: 'measurement', description: report });
  expect(runs.every((r) => r.bytes > 0 && r.ms > 0)).toBe(true);
});
