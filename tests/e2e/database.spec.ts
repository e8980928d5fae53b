// The game database and its opening explorer: WTHOR files generated here (the format's header
// and 68-byte records) are loaded through the explorer's file input; the explorer counts the
// games that reached the position on the board at any move order and in any orientation, with
// a row per next move; a row plays its move; a file that is not WTHOR or is cut short is
// named in the message and changes nothing; a reload keeps the database; Clear asks first.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, wthorGames as wthor, DRAW_LINE, WIPEOUT, type WthorGame as Game } from './reversi';

/**
 * Four games and one against the rules: the second reaches the first's position after five
 * moves in another order, the perfect game goes on from it, and the last is the first turned
 * about the a1–h8 diagonal (f5 becomes e6).
 */
const GAMES: Game[] = [
  { moves: 'f5d6c3d3c4', black: 40 },
  { moves: 'f5d6c4d3c3', black: 20 },
  { moves: DRAW_LINE, black: 32 },
  { moves: 'e6f4c3c4d3', black: 34 },
  { moves: 'f5f5', black: 33 },
];

const FILE = { name: 'WTH_2026.wtb', mimeType: 'application/octet-stream', buffer: wthor(GAMES) };

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('loaded games give each position its next moves, at any order and orientation; a row plays its move', async ({ app, page }) => {
      await app.open();
      await app.openExplorer();
      await expect(page.getByTestId('explorer-empty')).toHaveText('Load WTHOR files to see which moves were played here.');
      await expect(app.databaseCount).toHaveAttribute('data-games', '0');

      await app.importDatabase([FILE]);
      await expect(page.getByTestId('database-message')).toHaveText('WTH_2026.wtb: 4 games read, 1 against the rules skipped.');
      await expect(app.databaseCount).toHaveAttribute('data-games', '4');
      await expect(app.databaseCount).toHaveText('4 games in the database');

      // The start is its own image: the turned game's e6 stays e6.
      await expect(page.getByTestId('explorer-reached')).toHaveAttribute('data-games', '4');
      expect(await app.explorerRows()).toEqual([
        ['f5', [3, 1, 1, 1]],
        ['e6', [1, 1, 0, 0]],
      ]);
      await expect(app.explorerMoves.first()).toContainText('30.7');
      // Every control named, contrast kept: no serious or critical violation of axe's rules.
      const axe = await new AxeBuilder({ page }).include('[data-testid="explorer"]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // A click on a row plays its move; the turned game answers f4, d6 here.
      await app.explorerMoves.first().click();
      await expect.poll(() => app.listedMoves()).toEqual(['f5']);
      await expect(page.getByTestId('explorer-reached')).toHaveAttribute('data-games', '4');
      expect(await app.explorerRows()).toEqual([['d6', [4, 2, 1, 1]]]);
      await expect(app.explorerMoves.first()).toContainText('31.5');

      // The keyboard reaches each row's button.
      await app.explorerMoves.first().getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => app.listedMoves()).toEqual(['f5', 'd6']);
      expect(await app.explorerRows()).toEqual([
        ['c3', [3, 2, 1, 0]],
        ['c4', [1, 0, 0, 1]],
      ]);

      // After c3 d3 c4 (or c4 d3 c3, or the turned game) four games meet; only the perfect
      // game goes on.
      await app.type('c3d3c4');
      await expect(page.getByTestId('explorer-reached')).toHaveAttribute('data-games', '4');
      expect(await app.explorerRows()).toEqual([['f4', [1, 0, 1, 0]]]);

      // Stepping back follows the board.
      await app.step('first');
      await expect(app.explorerMoves).toHaveCount(2);
      await expect(app.explorerMoves.first()).toHaveAttribute('data-move', 'f5');
    });

    test('a file that is not WTHOR or is cut short is named and changes nothing; a reload keeps the database; clear asks first', async ({ app, page }) => {
      await app.open();
      await app.openExplorer();
      await app.importDatabase([FILE]);
      await expect(app.databaseCount).toHaveAttribute('data-games', '4');

      const message = page.getByTestId('database-message');
      await app.importDatabase([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a game') }]);
      await expect(message).toHaveText('notes.txt is not a WTHOR file (.wtb, .jou or .trn); nothing changed.');
      const cut = wthor(GAMES).subarray(0, 100);
      await app.importDatabase([{ name: 'CUT.WTB', mimeType: 'application/octet-stream', buffer: cut }]);
      await expect(message).toHaveText('CUT.WTB is cut short (100 bytes of the 356 its header announces); nothing changed.');
      const text = Buffer.from('This is a plain text file, not a database.');
      await app.importDatabase([{ name: 'fake.wtb', mimeType: 'application/octet-stream', buffer: text }]);
      await expect(message).toHaveText('fake.wtb is not a WTHOR file of this kind; nothing changed.');
      await expect(app.databaseCount).toHaveAttribute('data-games', '4');

      await app.reload();
      await app.openExplorer();
      await expect(app.databaseCount).toHaveAttribute('data-games', '4');
      await expect(page.getByTestId('explorer-reached')).toHaveAttribute('data-games', '4');

      // The same file again, dropped on the explorer, replaces it.
      await app.explorer.evaluate((explorer, bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'wth_2026.WTB'));
        explorer.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, [...FILE.buffer]);
      await expect(message).toHaveText('wth_2026.WTB: 4 games read, 1 against the rules skipped.');
      await expect(app.databaseCount).toHaveAttribute('data-games', '4');

      await page.getByTestId('database-clear').click();
      await expect(app.explorer).toContainText('Delete every WTHOR file stored in this browser?');
      await app.explorer.getByRole('button', { name: 'Keep' }).click();
      await expect(app.databaseCount).toHaveAttribute('data-games', '4');
      await page.getByTestId('database-clear').click();
      await page.getByTestId('database-clear-confirm').click();
      await expect(message).toHaveText('The database is empty.');
      await expect(app.databaseCount).toHaveAttribute('data-games', '0');
      await expect(page.getByTestId('explorer-empty')).toBeVisible();
      await app.reload();
      await app.openExplorer();
      await expect(app.databaseCount).toHaveAttribute('data-games', '0');
    });

    test('the Library as the source: finished games of the player', async ({ app, page }) => {
      await app.open();
      await app.openExplorer();
      const source = page.getByTestId('explorer-source');
      await source.selectOption('library');
      await expect(page.getByTestId('explorer-empty')).toHaveText('No finished game in the Library yet.');
      await source.selectOption('database');
      await expect(page.getByTestId('explorer-empty')).toHaveText('Load WTHOR files to see which moves were played here.');

      // A game finished here (Black wins 13–0) is read from the Library, which keeps it a
      // moment after it ends; the explorer follows the board back to the start.
      await app.type(WIPEOUT);
      await expect(app.status).toHaveText('Game over: Black wins 13–0');
      await app.step('first');
      await expect
        .poll(async () => {
          await source.selectOption('database');
          await source.selectOption('library');
          await expect(page.getByTestId('explorer-reached').or(page.getByTestId('explorer-empty'))).toBeVisible();
          return app.explorerRows();
        })
        .toEqual([['d3', [1, 1, 0, 0]]]);
    });
  });
}

test.describe('an import whose background reader stops', () => {
  // The worker's script is blocked on the network, not served from the service worker's copy.
  test.use({ serviceWorkers: 'block' });

  test('names the file, changes nothing and loses nothing stored; the file reads once the reader starts again', async ({ app, page }) => {
    await app.open();
    await app.openExplorer();
    await app.importDatabase([FILE]);
    await expect(app.databaseCount).toHaveAttribute('data-games', '4');

    const later = { name: 'WTH_2027.wtb', mimeType: 'application/octet-stream', buffer: wthor(GAMES.slice(0, 2), 2027) };
    await app.blockAiFile('worker_loader.js', '404');
    await app.importDatabase([later]);
    await expect(page.getByTestId('database-message')).toHaveText(
      'WTH_2027.wtb could not be read: the background reader stopped; nothing changed.',
    );
    await expect(app.databaseCount).toHaveAttribute('data-games', '4');
    await expect(page.getByTestId('database-progress')).toHaveCount(0);

    await app.unblockAiFile('worker_loader.js');
    await app.reload();
    await app.openExplorer();
    await expect(app.databaseCount).toHaveAttribute('data-games', '4');
    await app.importDatabase([later]);
    await expect(page.getByTestId('database-message')).toHaveText('WTH_2027.wtb: 2 games read, 0 against the rules skipped.');
    await expect(app.databaseCount).toHaveAttribute('data-games', '6');
  });
});
