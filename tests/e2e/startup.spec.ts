// Start-up: the page paints its title and the start board before the app's wasm runs (and
// without JavaScript at all), and on a throttled phone-like profile the first paint comes
// well before the interactive board. The figures are printed, not asserted.
import type { Page } from '@playwright/test';
import { test, expect } from './reversi';

test('without JavaScript the page still shows the title and the start board', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Reversi' })).toBeVisible();
  const board = page.locator('#boot svg.board');
  await expect(board).toBeVisible();
  await expect(board.locator('circle.disc')).toHaveCount(4);
  const box = (await board.boundingBox())!;
  expect(box.width).toBeGreaterThan(250);
  // Nothing playable pretends to be there: the app's hooks appear only when it runs.
  await expect(page.locator('[data-square]')).toHaveCount(0);
  await context.close();
});

test('the app replaces the start board when it runs', async ({ app }) => {
  await app.visit();
  await expect(app.legal).toHaveCount(4);
  await expect(app.page.locator('#boot')).toHaveCount(0);
  await expect(app.board).toHaveCount(1);
});

/** Milliseconds from navigation to the first contentful paint and to an interactive board. */
async function startTimes(page: Page): Promise<{ paint: number; board: number }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __board?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-legal]')) {
        w.__board = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('./');
  await page.waitForFunction(() => (window as unknown as { __board?: number }).__board);
  return page.evaluate(() => ({
    paint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    board: Math.round((window as unknown as { __board: number }).__board),
  }));
}

test('measure: first paint and interactive board on a slow phone (4x CPU, 1.6 Mbit/s, 150 ms)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const runs: { paint: number; board: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    runs.push(await startTimes(page));
    await context.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const report =
    `throttled start (4x CPU, 1.6 Mbit/s, 150 ms RTT, cold): first contentful paint median ` +
    `${median(runs.map((r) => r.paint))} ms, interactive board median ${median(runs.map((r) => r.board))} ms ` +
    `(runs: ${runs.map((r) => `${r.paint}/${r.board}`).join(', ')} ms)`;
  console.log(report);
  test.info().annotations.push({ type: 'measurement', description: report });
  for (const r of runs) {
    expect(r.paint).toBeGreaterThan(0);
    expect(r.paint).toBeLessThan(r.board);
  }
});

test('while the AI is still loading, the computer is "getting ready", then it moves', async ({ app, page }) => {
  // Hold the worker's wasm until the test lets it through, as a slow network would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/worker_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await app.open({ black: 'computer', white: 'human' });
  await expect(app.thinking).toHaveText('The computer is getting ready…');
  await expect(app.discs).toHaveCount(4);
  release();
  await app.computerMove();
  await expect(app.discs).toHaveCount(5);
  await expect(app.thinking).toHaveCount(0);
});

test.describe('without service workers', () => {
  test.use({ serviceWorkers: 'block' });

  test('the game and the AI still work, without a console error', async ({ app }) => {
    await app.open({ white: 'computer' });
    await app.playAndAwaitReply('f5');
    await expect(app.discs).toHaveCount(6);
  });
});
