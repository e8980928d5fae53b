// The opening book: a file of its own (dist/book.bin.zlib, see docs/book.md) that the page
// fetches for its search schedulers. In the book the computer answers at once without searching,
// and hints carry the book's values, marked; without the book the game plays as before.
import type { Page } from '@playwright/test';
import { test, expect, BOOK_FILE } from './reversi';

/** Resolves once a worker has received the book file (which it installs before it reports ready). */
function bookArrives(page: Page) {
  return page.waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith(`/${BOOK_FILE}`), timeout: 30_000 });
}

test('the first computer move comes from the book at once, without a search', async ({ app, page }) => {
  await app.trackWorkers();
  const arrived = bookArrives(page);
  await app.open({ black: 'human', white: 'computer', level: 'expert' });
  await arrived;
  const before = (await app.workerTraffic()).length;
  await app.playAndAwaitReply('f5');
  // The page answers a book position itself: no task goes to a search worker.
  const tasks = (await app.workerTraffic()).slice(before).filter((t) => t.dir === 'request');
  expect(tasks.length, 'no search task for the book move').toBe(0);
  const answered = await Promise.all(['d6', 'f4', 'f6'].map((sq) => app.disc(sq, 'white').count()));
  expect(answered.reduce((a, b) => a + b, 0)).toBe(1);
});

test('with the book file blocked, the game plays and says nothing alarming', async ({
  app,
  page,
  context,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  let asked = 0;
  await context.route(`**/${BOOK_FILE}`, (route) => {
    asked += 1;
    return route.abort();
  });
  await app.open({ black: 'human', white: 'computer', level: 'expert' });
  await app.playAndAwaitReply('f5');
  await app.playAndAwaitReply('c3');
  expect(asked, 'the page asked for the book').toBeGreaterThan(0);
  await expect(app.notice).toHaveText('');
  await expect(app.aiUnavailable).toHaveCount(0);
  await expect(app.storageNotice).toHaveCount(0);
  expect(warnings.some((w) => w.includes('opening book') && w.includes('plays without it')), JSON.stringify(warnings)).toBe(true);
  // The page fetches the book, so the browser itself logs the blocked request; the app says nothing more.
  const blocked = consoleErrors.filter((e) => e === 'Failed to load resource: net::ERR_FAILED');
  expect(blocked.length, 'one line per page load at most').toBeLessThanOrEqual(2);
  expect(consoleErrors.filter((e) => !blocked.includes(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('a hint in the opening carries the book value, marked', async ({ app, page }) => {
  const arrived = bookArrives(page);
  await app.open({ hints: true });
  await arrived;
  await app.play('f5');
  const marked = page.locator('[data-hint-book]');
  await expect(marked).toHaveCount(3);
  // The book's values are there at once, with the best ringed.
  await expect(page.locator('[data-hint-book][data-hint-best]').first()).toBeVisible();
  await expect(page.locator('[data-square="d6"]')).toHaveAttribute('aria-label', /book/);
});
