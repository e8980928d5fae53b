// Nothing breaks, nothing is lost: an AI worker whose code cannot be fetched or which is ended
// mid-move, a localStorage that refuses every write, and a game saved by another tab.
import { test, expect, WIPEOUT, type ReversiApp, WORKER_WASM } from './reversi';

// The service worker would serve the worker's files from its cache, past the blocked route.
test.use({ serviceWorkers: 'block' });

/** Plays `transcript` as two people would, and expects the game to end as the wipe-out does. */
async function playWipeout(app: ReversiApp): Promise<void> {
  await app.playAll(WIPEOUT);
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
}

test('an AI whose wasm cannot be fetched says so once, offers Retry, and two people play on', async ({
  app,
  context,
}) => {
  let asked = 0;
  await context.route(`**/${WORKER_WASM}`, (route) => {
    asked += 1;
    return route.abort();
  });
  await app.open({ white: 'computer', hints: true });
  const unavailable = app.aiUnavailable;
  await expect(unavailable).toHaveCount(1);
  await expect(unavailable).toContainText('The computer cannot play right now, so hints are off too.');
  await expect(app.aiRetry).toBeVisible();
  // A new worker was tried once after the first failed.
  expect(asked, 'the wasm was asked for by the first worker and its replacement').toBeGreaterThanOrEqual(2);
  await expect(app.thinking).toHaveCount(0);

  // Retry tries again (and, still blocked, says so again, once).
  const before = asked;
  await app.aiRetry.click();
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(unavailable).toHaveCount(1);

  // The game is kept and two people can play it to the end.
  await app.setPlayers('human', 'human');
  await playWipeout(app);
  await expect(unavailable).toHaveCount(1);
});

test('with the wasm back, Retry brings the computer back', async ({ app, context }) => {
  await context.route(`**/${WORKER_WASM}`, (route) => route.abort());
  await app.open({ white: 'computer' });
  await expect(app.aiUnavailable).toHaveCount(1);
  await app.play('f5');
  await expect(app.thinking).toHaveCount(0);
  await context.unroute(`**/${WORKER_WASM}`);
  await app.aiRetry.click();
  await expect(app.aiUnavailable).toHaveCount(0);
  await app.computerMove();
  await expect(app.status).toHaveText('Black to move');
  await expect(app.discs).toHaveCount(6);
});

test('a worker ended mid-move is replaced and the computer still moves', async ({ app, page, consoleErrors }) => {
  // Without the opening book, so that the computer searches (a book move would be instant).
  await page.route('**/book.bin.zlib', (route) => route.abort());
  await app.trackWorkers();
  await app.open({ white: 'computer', level: 'expert' });
  await app.playAndAwaitReply('f5');
  const started = await app.workersStarted();
  await app.playFirstLegal();
  await expect(app.root).toHaveAttribute('data-ai', 'thinking');
  // Ends every worker, as a browser short of memory might: no event tells the page.
  await app.endWorkers('all');
  await expect(app.root, "the computer's move comes after all").toHaveAttribute('data-ai', 'idle', {
    timeout: 60_000,
  });
  await expect(app.status).toHaveText('Black to move');
  await expect(app.discs).toHaveCount(8);
  // The page sees a silent worker once its task's clock has run out, and replaces it.
  await expect
    .poll(() => app.workersStarted(), { message: 'a new worker took the ended one’s place', timeout: 30_000 })
    .toBeGreaterThan(started);
  await expect(app.aiUnavailable).toHaveCount(0);
  // The page fetches the book, so the browser logs the blocked request; nothing else is said.
  const blocked = consoleErrors.filter((e) => e === 'Failed to load resource: net::ERR_FAILED');
  expect(blocked.length).toBeLessThanOrEqual(2);
  expect(consoleErrors.filter((e) => !blocked.includes(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('a storage that refuses every write: a notice, play goes on, nothing stored is lost', async ({ app, page }) => {
  await app.open();
  await app.play('f5');
  await expect.poll(() => app.stored('reversi.game')).toContain('"moves":"f5"');
  const kept = await app.stored('reversi.game');
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await app.play('d6');
  await expect(app.storageNotice).toContainText('progress will not be kept after this visit. Play goes on.');
  await expect(app.storageNotice.locator('p')).toHaveCount(1);
  await app.playAll('c3d3c4');
  await expect(app.discs).toHaveCount(9);
  expect(await app.stored('reversi.game'), 'the last game stored is kept as it was').toBe(kept);
});

test('a game saved by another tab is noticed here and not overwritten until play goes on here', async ({
  app,
  context,
}) => {
  await app.open();
  await app.play('f5');
  const other = await context.newPage();
  await other.goto('./');
  await expect(other.locator('[data-square="a1"]')).toBeVisible();
  await other.locator('[data-square="d6"]').click();
  await expect.poll(() => app.stored('reversi.game')).toContain('"moves":"f5d6"');
  await expect(app.storageNotice).toContainText('Another tab has saved its game.');
  await other.close();
  expect(await app.stored('reversi.game')).toContain('"moves":"f5d6"');
  await app.play('f4');
  await expect.poll(() => app.stored('reversi.game')).toContain('"moves":"f5f4"');
});

test('a dialog whose code cannot be fetched is said in the notice, play goes on, and it opens once the code is back', async ({
  app,
  context,
  consoleErrors,
}) => {
  // The dialogs' code is a chunk of the app's wasm, fetched when the first dialog opens.
  let asked = 0;
  await context.route('**/app/split_dialogs-*.wasm.zlib', (route) => {
    asked += 1;
    return route.abort();
  });
  await app.open();
  await app.act('Options');
  await expect(app.notice).toHaveText(
    'Part of the game could not be loaded. Check the connection and try again; the game itself goes on.',
  );
  await expect(app.page.getByRole('dialog')).toHaveCount(0);
  expect(asked).toBe(1);
  // The game's keys and the board still answer.
  await app.page.keyboard.press('f');
  await app.page.keyboard.press('5');
  await expect(app.discs).toHaveCount(5);
  // The only errors are the failed fetch's, which the browser and the loader log.
  expect(consoleErrors.length).toBeGreaterThan(0);
  for (const error of consoleErrors) {
    expect(error).toMatch(/split_dialogs|Failed to fetch|Failed to load resource/);
  }
  consoleErrors.length = 0;

  await context.unroute('**/app/split_dialogs-*.wasm.zlib');
  await app.act('Options');
  await expect(app.dialog('Options')).toBeVisible();
});
