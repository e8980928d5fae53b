// Start-up: the page paints its title and the start board before the app's wasm runs (and
// without JavaScript at all), so on a slow CPU the first paint comes before the interactive
// board (scripts/bench-web measures both on a throttled phone profile).
import { test, expect, startTimes, WORKER_WASM } from './reversi';

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

test('on a slow CPU the start board paints before the app is interactive', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { paint, board } = await startTimes(page, './');
  expect(paint, 'a first contentful paint').toBeGreaterThan(0);
  // The app marks the legal squares before the frame that shows them, so a page that painted
  // nothing until the app ran would fail here.
  expect(paint, 'first paint before the interactive board').toBeLessThan(board);
  await context.close();
});

test('while the AI is still loading, the computer is "getting ready", then it moves', async ({ app, context }) => {
  // Hold the worker's wasm until the test lets it through, as a slow network would. On the
  // context: a page's routes do not see its workers' requests.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**/${WORKER_WASM}`, async (route) => {
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
