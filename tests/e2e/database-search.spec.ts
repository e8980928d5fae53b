// The games database's search and the opening book as the explorer's source: WTHOR files
// generated here (games of two years, the players' and tournaments' names) are loaded; the
// search finds games by player of either colour, tournament, years and the position on the
// board, twenty a page; a game found opens on the board to replay, counted nowhere, and the
// game it replaced comes back; the book lists its moves with the values `reversi-cli book
// probe` gives, and the database's rows carry them too.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, bookProbe, BOOK_FILE, moves, wthorGames, wthorNames, DRAW_LINE, type WthorGame } from './reversi';

const PLAYERS = ['Anna Tamura', 'Bruno Leroy', 'Chiara Rossi', 'David Imre', 'Emi Sato', 'Felix Braun', 'Gina Park', 'Hugo Lambert', 'Ines Moreau', 'Jun Ito'];
const TOURNAMENTS = ['Paris Open', 'Tokyo Cup', 'Berlin Masters', 'Local club', 'Rome Open'];

/** Game n: players 2n and 2n + 1, tournament n; the perfect game is Emi Sato's, at Berlin. */
const GAMES_2026: WthorGame[] = [
  { moves: 'f5d6c3d3c4', black: 40 },
  { moves: 'f5d6c4d3c3', black: 20 },
  { moves: DRAW_LINE, black: 32 },
  { moves: 'e6f4c3c4d3', black: 34 },
];

/** Thirty games of Jun Ito's (Black) at Rome, one in two through f5 d6 c3 d3 c4. */
const GAMES_2025: WthorGame[] = Array.from({ length: 30 }, (_, i) => ({
  moves: i % 2 === 0 ? 'f5d6c3d3c4' : 'f5f6',
  black: 33 + (i % 10),
  tournament: 4,
  blackPlayer: 9,
  whitePlayer: i % 9,
}));

const bin = 'application/octet-stream';
const FILES = [
  { name: 'WTH_2026.wtb', mimeType: bin, buffer: wthorGames(GAMES_2026, 2026) },
  { name: 'WTH_2025.wtb', mimeType: bin, buffer: wthorGames(GAMES_2025, 2025) },
  { name: 'WTHOR.JOU', mimeType: bin, buffer: wthorNames(PLAYERS, 20) },
  { name: 'WTHOR.TRN', mimeType: bin, buffer: wthorNames(TOURNAMENTS, 26) },
];

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the search finds games by player, tournament, years and position, a page at a time; a game opens to replay, counted nowhere', async ({ app, page }) => {
      await app.open();
      await app.openExplorer();
      // Nothing to search before a game is loaded.
      await expect(page.getByTestId('database-search')).toBeHidden();
      await app.importDatabase(FILES);
      await expect(app.databaseCount).toHaveAttribute('data-games', '34');
      const found = page.getByTestId('database-found');

      // The files are read in their names' order: 2025's thirty games, all Jun Ito's, come
      // first.
      await app.searchDatabase({ player: 'jun' });
      await expect(found).toHaveAttribute('data-total', '30');
      await expect(found).toHaveText('30 games found, 1–20 shown.');
      await expect(app.databaseGames).toHaveCount(20);
      await expect(page.getByTestId('database-page-prev')).toBeDisabled();
      await page.getByTestId('database-page-next').click();
      await expect(app.databaseGames).toHaveCount(10);
      await expect(found).toHaveText('30 games found, 21–30 shown.');
      await expect(page.getByTestId('database-page-next')).toBeDisabled();
      // The 21st game of 2025: against player 20 mod 9 = 2, Black ending with 33 + 0 discs.
      expect((await app.databaseGameRows())[0]).toBe('Jun Ito – Chiara Rossi | 2025 | Rome Open | 33–31');
      await page.getByTestId('database-page-prev').click();
      await expect(app.databaseGames).toHaveCount(20);
      expect((await app.databaseGameRows())[0]).toBe('Jun Ito – Anna Tamura | 2025 | Rome Open | 33–31');

      // White's name finds games too, in any case.
      await app.searchDatabase({ player: 'FELIX' });
      expect(await app.databaseGameRows()).toEqual([
        'Jun Ito – Felix Braun | 2025 | Rome Open | 38–26',
        'Jun Ito – Felix Braun | 2025 | Rome Open | 37–27',
        'Jun Ito – Felix Braun | 2025 | Rome Open | 36–28',
        'Emi Sato – Felix Braun | 2026 | Berlin Masters | 32–32',
      ]);
      await app.searchDatabase({ tournament: 'tokyo' });
      expect(await app.databaseGameRows()).toEqual(['Chiara Rossi – David Imre | 2026 | Tokyo Cup | 20–44']);
      await app.searchDatabase({ from: '2026', to: '2026' });
      await expect(found).toHaveAttribute('data-total', '4');
      await app.searchDatabase({ to: '2025' });
      await expect(found).toHaveAttribute('data-total', '30');
      await app.searchDatabase({ player: 'nobody' });
      await expect(found).toHaveText('No game matches.');
      await expect(app.databaseGames).toHaveCount(0);

      // Through the position on the board: four games of 2026 (one in another order, one
      // turned) and the fifteen of 2025 that went on with d6 c3 d3 c4.
      await app.type('f5d6c3d3c4');
      await app.searchDatabase({ through: true });
      await expect(found).toHaveAttribute('data-total', '19');
      await app.searchDatabase({ through: true, tournament: 'berlin' });
      await expect(found).toHaveAttribute('data-total', '1');
      const axe = await new AxeBuilder({ page }).include('[data-testid="explorer"]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // Opened from the keyboard, the perfect game replaces the game in progress, which is
      // offered back; its end counts nowhere.
      const before = await app.statistics('black_vs_white');
      await app.databaseGames.first().focus();
      await page.keyboard.press('Enter');
      await expect(app.notice).toHaveText('Game opened from the database, to replay: it counts nowhere.');
      await expect.poll(() => app.listedMoves()).toEqual(moves(DRAW_LINE));
      await expect(app.status).toHaveText('Game over: a draw, 32–32');
      await expect(app.restoreOffer).toBeVisible();
      // Stepping through it to replay keeps the offer.
      await app.step('first');
      await expect(app.restoreOffer).toBeVisible();
      await app.step('last');
      expect(await app.statistics('black_vs_white')).toEqual(before);
      await app.restoreOffer.getByRole('button', { name: 'Restore your previous game' }).click();
      await expect.poll(() => app.listedMoves()).toEqual(moves('f5d6c3d3c4'));

      // A click opens a game as well; a reload keeps the database to search again.
      await app.searchDatabase({ tournament: 'paris' });
      await app.databaseGames.first().click();
      await expect.poll(() => app.listedMoves()).toEqual(moves('f5d6c3d3c4'));
      await app.reload();
      await app.openExplorer();
      await expect(app.databaseCount).toHaveAttribute('data-games', '34');
      await app.searchDatabase({ player: 'gina', from: '2026' });
      expect(await app.databaseGameRows()).toEqual(['Gina Park – Hugo Lambert | 2026 | Local club | 34–30']);

      // Cleared, there is nothing to search.
      await page.getByTestId('database-clear').click();
      await page.getByTestId('database-clear-confirm').click();
      await expect(app.databaseCount).toHaveAttribute('data-games', '0');
      await expect(page.getByTestId('database-search')).toBeHidden();
    });

    test('the book as the source lists its moves, values and lines; the database rows carry them too', async ({ app, page }) => {
      await app.open();
      await app.openExplorer();
      const source = page.getByTestId('explorer-source');
      const bookRows = () =>
        app.explorerMoves.evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-move') ?? '', Number(r.getAttribute('data-book'))]));
      const sorted = (rows: [string, number][]) => [...rows].sort((a, b) => a[0].localeCompare(b[0]));

      await source.selectOption('book');
      await expect(app.explorerMoves).toHaveCount(4);
      expect(sorted(await bookRows())).toEqual(sorted(bookProbe('')));
      // Each move's line: the move, then the book's best reply, legal (the CLI replays it),
      // five to twelve moves; shown while the row is pointed at, and read as its description.
      for (const row of await app.explorerMoves.all()) {
        const line = (await row.getAttribute('data-line')) ?? '';
        const words = line.split(' ');
        expect(words.length).toBeGreaterThanOrEqual(5);
        expect(words.length).toBeLessThanOrEqual(12);
        expect(words[0]).toBe(await row.getAttribute('data-move'));
        expect(words[1]).toBe(bookProbe(words[0])[0][0]);
        expect(() => bookProbe(words.join(''))).not.toThrow();
      }
      const firstRow = app.explorerMoves.first();
      const tip = firstRow.locator('.explorer-line');
      await expect(tip).toBeHidden();
      await firstRow.hover();
      await expect(tip).toBeVisible();
      await expect(tip).toHaveText(`line ${await firstRow.getAttribute('data-line')}`);
      await expect(firstRow.getByRole('button')).toHaveAccessibleDescription(`line ${await firstRow.getAttribute('data-line')}`);
      await app.explorerMoves.first().click();
      await expect.poll(() => app.listedMoves()).toHaveLength(1);
      const first = (await app.listedMoves())[0];
      await expect(app.explorerMoves).toHaveCount(3);
      expect(sorted(await bookRows())).toEqual(sorted(bookProbe(first)));
      await expect(app.explorerMoves.first()).toContainText(String(bookProbe(first)[0][0]));

      // The database's rows have the book's value of their move.
      await source.selectOption('database');
      await app.importDatabase([FILES[0]]);
      await app.step('first');
      await expect(app.explorerMoves).toHaveCount(2);
      const probe = new Map(bookProbe(''));
      const rows = await bookRows();
      expect(rows.map(([m]) => m)).toEqual(['f5', 'e6']);
      for (const [square, value] of rows) expect(value).toBe(probe.get(square));
      await expect(app.explorerMoves.first()).toHaveAttribute('data-line', /^f5( [a-h][1-8]){4,11}$/);
    });

    test('a book hint carries its line, read with the square', async ({ app, page }) => {
      // The book's values come once it has arrived: the position after f5 is asked after.
      const arrived = page.waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith(`/${BOOK_FILE}`), timeout: 30_000 });
      await app.open({ hints: true });
      await arrived;
      await app.play('f5');
      await expect(page.locator('[data-hint-book]')).toHaveCount(3);
      // The book's best replies are expanded in it and have lines; a move it only values
      // (f4, six discs worse) has none.
      await expect(page.locator('[data-square="d6"][data-hint-book]')).toHaveAttribute('data-line', /^d6 /);
      await expect(page.locator('[data-square="f4"][data-hint-book]')).not.toHaveAttribute('data-line');
      const lines = await page
        .locator('[data-hint-book][data-line]')
        .evaluateAll((squares) => squares.map((s) => [s.getAttribute('data-square') ?? '', s.getAttribute('data-line') ?? '']));
      for (const [square, line] of lines) {
        const words = line.split(' ');
        expect(words[0]).toBe(square);
        expect(words.length).toBeGreaterThanOrEqual(5);
        expect(words.length).toBeLessThanOrEqual(12);
        expect(words[1]).toBe(bookProbe(`f5${square}`)[0][0]);
        expect(() => bookProbe(`f5${words.join('')}`)).not.toThrow();
      }
      const [square, line] = lines[0];
      await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute('aria-label', new RegExp(`line ${line}`));
      await expect(page.locator(`[data-square="${square}"] .hint title`)).toHaveText(line);
    });
  });
}
