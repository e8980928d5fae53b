// The library of finished games, in IndexedDB: each finished game (against the computer or
// between people, a resignation included) becomes a row with its result from the person's
// side, newest first, which survives a reload; a row opens its game with its moves; delete asks
// first; the games go out as one GGF file and come into a fresh browser the same, each once;
// and with IndexedDB blocked the game says so once and plays on.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ReversiApp, WIPEOUT, DRAW_LINE, moves } from './reversi';

/**
 * Waits until the Library lists games with these results. A game is kept a moment after it
 * ends (IndexedDB answers later): until then the Library opens without it.
 */
async function expectKept(app: ReversiApp, results: string[]): Promise<void> {
  await expect
    .poll(async () => {
      await app.openLibrary();
      const shown = await app.libraryResults();
      await app.closeLibrary();
      return shown;
    })
    .toEqual(results);
}

/** The wipe-out game one move before its end: Black (the person) wins 13–0 with f4. */
const WIPEOUT_BUT_ONE = WIPEOUT.slice(0, -2);

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('games finished against two levels become rows that survive a reload and open with their moves', async ({ app, page }) => {
      // A loss by resignation against Beginner.
      await app.open({ white: 'computer', level: 'beginner' });
      await app.playAndAwaitReply('f5');
      await app.confirmed('Resign');
      await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
      // Kept before the page goes: leaving at once could cut the store short.
      await expectKept(app, ['loss']);
      // A win against Expert, from a near-finished game opened by link and played on here.
      await app.open({ white: 'computer', level: 'expert' });
      await app.visit(`./#moves=${WIPEOUT_BUT_ONE}`);
      await app.play('f4');
      await expect(app.status).toHaveText('Game over: you win 13–0');
      // The Library lists what IndexedDB holds when it opens, and the win is kept a moment
      // after it ends.
      await expectKept(app, ['win', 'loss']);

      await app.openLibrary();
      await expect(app.libraryGames).toHaveCount(2);
      const rows = await app.libraryRows();
      expect(rows[0]).toContain('Win 13–0');
      expect(rows[0]).toContain('Expert');
      expect(rows[1]).toContain('Loss 0–64 (resigned)');
      expect(rows[1]).toContain('Beginner');
      await expect(page.getByTestId('library-count')).toHaveText('2 games shown of 2');
      // The filters narrow the list, and the count follows.
      await page.getByTestId('library-filter-result').selectOption('loss');
      expect(await app.libraryResults()).toEqual(['loss']);
      await page.getByTestId('library-filter-result').selectOption('');
      await page.getByTestId('library-search').fill('d3 c3 b3');
      expect(await app.libraryResults()).toEqual(['win']);
      await expect(page.getByTestId('library-count')).toHaveText('1 game shown of 2');
      await app.closeLibrary();

      await app.reload();
      await app.openLibrary();
      expect(await app.libraryResults()).toEqual(['win', 'loss']);
      expect(await app.libraryRows()).toEqual(rows);
      await app.closeLibrary();

      // The loss opens with its moves (f5 and the computer's reply), and is not counted again.
      const before = await app.statistics('computer_vs_user');
      await app.openLibrary();
      await app.libraryGames.nth(1).getByTestId('library-open').click();
      await expect(app.library).toHaveCount(0);
      await expect(app.notice).toHaveText('Game opened from the library.');
      const listed = await app.listedMoves();
      expect(listed).toHaveLength(2);
      expect(listed[0]).toBe('f5');
      expect(await app.statistics('computer_vs_user')).toEqual(before);
      await app.openLibrary();
      await expect(app.libraryGames).toHaveCount(2);
    });

    test('delete asks first, then removes the game for good', async ({ app, page }) => {
      await app.open();
      await app.type(WIPEOUT);
      await expect(app.status).toHaveText('Game over: Black wins 13–0');
      // Between two people the result is Black's.
      await expectKept(app, ['win']);
      await app.openLibrary();
      await app.libraryGames.first().getByTestId('library-delete').click();
      await expect(app.libraryGames.first()).toContainText('Delete this game?');
      await app.libraryGames.first().getByRole('button', { name: 'Keep' }).click();
      await expect(app.libraryGames).toHaveCount(1);
      await app.libraryGames.first().getByTestId('library-delete').click();
      await app.libraryGames.first().getByTestId('library-delete-confirm').click();
      await expect(app.libraryGames).toHaveCount(0);
      await expect(page.getByTestId('library-count')).toHaveText('No games yet: finished games appear here.');
      await app.closeLibrary();
      await app.reload();
      await app.openLibrary();
      await expect(app.libraryGames).toHaveCount(0);
    });

    test('export, then import into a fresh browser, gives the same games, each once', async ({ app, page, browser }, info) => {
      await app.open();
      // The library's chunk must be in before the first game ends: a game finished and
      // replaced by a new one while it loads is not kept (a known gap, see the closing note
      // of 2026-11-28), and under load this test's typing outran it.
      await app.openLibrary();
      await app.closeLibrary();
      await app.type(WIPEOUT);
      await expect(app.status).toHaveText('Game over: Black wins 13–0');
      await app.act('New game');
      await app.type(DRAW_LINE);
      await expect(app.status).toHaveText('Game over: a draw, 32–32');
      await app.openLibrary();
      await expect(app.libraryGames).toHaveCount(2);
      const rows = await app.libraryRows();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('library-export').click()]);
      const file = info.outputPath('library.ggf');
      await download.saveAs(file);
      const text = readFileSync(file, 'utf8');
      expect(text.match(/\(;GM\[Othello\]/g)).toHaveLength(2);
      expect(text).toContain(moves(WIPEOUT).map((m, i) => `${i % 2 ? 'W' : 'B'}[${m}]`).join(''));

      const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: info.project.use.baseURL });
      const fresh = new ReversiApp(await context.newPage());
      await fresh.open();
      await fresh.openLibrary();
      await expect(fresh.libraryGames).toHaveCount(0);
      await fresh.page.getByTestId('library-import').setInputFiles(file);
      await expect(fresh.page.getByTestId('library-message')).toHaveText(
        '2 games added; 0 already in the library; 0 unfinished left out.',
      );
      await expect(fresh.libraryGames).toHaveCount(2);
      // The same rows; GGF dates keep the second, so two games finished within one second
      // may come back in either order.
      expect((await fresh.libraryRows()).sort()).toEqual([...rows].sort());
      // The same file again adds nothing.
      await fresh.page.getByTestId('library-import').setInputFiles(file);
      await expect(fresh.page.getByTestId('library-message')).toHaveText(
        '0 games added; 2 already in the library; 0 unfinished left out.',
      );
      await expect(fresh.libraryGames).toHaveCount(2);
      await context.close();
    });

    test('with IndexedDB blocked the game says so once and plays on', async ({ app, page }) => {
      await page.addInitScript(() => {
        IDBFactory.prototype.open = () => {
          throw new DOMException('IndexedDB is blocked here', 'SecurityError');
        };
      });
      await app.open();
      await app.type(WIPEOUT);
      await expect(app.status).toHaveText('Game over: Black wins 13–0');
      await expect(app.storageNotice).toContainText('The library of games cannot be saved in this browser');
      await app.act('New game');
      await app.type(DRAW_LINE);
      await expect(app.status).toHaveText('Game over: a draw, 32–32');
      // Said once, not once per game.
      await expect(app.storageNotice.locator('p')).toHaveCount(1);
      await app.act('New game');
      await app.play('f5');
      await expect(app.disc('f5', 'black')).toBeVisible();
      await app.openLibrary();
      await expect(page.getByTestId('library-count')).toHaveText('The library could not be read in this browser.');
    });
  });
}

test.describe('with the background features slow to arrive', () => {
  // The service worker would answer from its cache, past the route below.
  test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });

  /** Holds back the chunk of the background features (the library's driver among them). */
  async function holdFeatures(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/split_features-*.wasm.zlib', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a game finished before the library follows the game is still kept', async ({ app, page }) => {
    const release = await holdFeatures(page);
    await app.open();
    await app.type(WIPEOUT);
    await expect(app.status).toHaveText('Game over: Black wins 13–0');
    release();
    await expectKept(app, ['win']);
  });

  test('a game finished and replaced by a new one before the library follows is still kept', async ({ app, page }) => {
    const release = await holdFeatures(page);
    await app.open();
    await app.type(WIPEOUT);
    await expect(app.status).toHaveText('Game over: Black wins 13–0');
    await app.act('New game');
    await app.play('f5');
    await expect(app.discs).toHaveCount(5);
    release();
    await expectKept(app, ['win']);
  });
});
