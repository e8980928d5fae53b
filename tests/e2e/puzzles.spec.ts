// Puzzles: `#puzzle=N` shows that puzzle's position for its side to move; the first move is
// judged at once from the stored exact values (best, good: the same result for fewer discs,
// wrong: a worse result, with the discs lost); a best move solves the puzzle for good; Solution
// plays the best line to the end one move at a time; a missing puzzle file leaves the game
// playing. Every expected value is read from the shipped file by `reversi-cli puzzles show`.

import { test, expect, optionsJson, showPuzzle, puzzleCount, PUZZLES_FILE, type ShownPuzzle } from './reversi';

/** The verdict the rule gives a move worth `value` where the best is worth `best`. */
function verdictOf(value: number, best: number): 'best' | 'good' | 'wrong' {
  if (value === best) return 'best';
  return Math.sign(value) === Math.sign(best) ? 'good' : 'wrong';
}

/** The first of the first `scan` puzzles that `fits`. */
function findPuzzle(fits: (p: ShownPuzzle) => boolean, scan = 40): ShownPuzzle {
  const count = Math.min(scan, puzzleCount());
  for (let n = 1; n <= count; n++) {
    const p = showPuzzle(n);
    if (fits(p)) return p;
  }
  throw new Error('no shipped puzzle fits');
}

const empties = (p: ShownPuzzle) => [...p.board].filter((c) => c === '.').length;

for (const size of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('#puzzle=N shows its position; a worse move is judged with its loss, a best one solves it for good', async ({ app }) => {
      test.setTimeout(90_000);
      // A puzzle with a move that keeps the result for fewer discs, and one that loses it.
      const p = findPuzzle((q) => {
        const best = q.moves[0].value;
        return q.moves.some((m) => verdictOf(m.value, best) === 'wrong');
      });
      const best = p.moves[0].value;
      await app.openPuzzle(p.number);
      await expect(app.puzzle).toHaveAttribute('data-state', 'unsolved');
      expect(await app.boardText()).toBe(p.board);
      expect((await app.legalSquares()).sort()).toEqual(p.moves.map((m) => m.square).sort());
      await expect(app.puzzleStatus).toContainText(p.side === 'black' ? 'Black to move' : 'White to move');
      await app.expectBoardFitsWindow();

      // The worst move: judged at once from the stored values, with the best shown.
      const worst = p.moves[p.moves.length - 1];
      await app.play(worst.square);
      await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', verdictOf(worst.value, best));
      await expect(app.puzzleVerdict).toHaveAttribute('data-loss', String(best - worst.value));
      const bestSquares = p.moves.filter((m) => m.value === best).map((m) => m.square);
      await expect(app.puzzleVerdict).toContainText(bestSquares[0]);
      await expect(app.puzzle).toHaveAttribute('data-state', 'failed');

      // A move that keeps the result for fewer discs, if the puzzle has one, after Retry.
      const good = p.moves.find((m) => verdictOf(m.value, best) === 'good');
      if (good) {
        await app.puzzleButton('retry');
        expect(await app.boardText()).toBe(p.board);
        await app.play(good.square);
        await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', 'good');
        await expect(app.puzzleVerdict).toHaveAttribute('data-loss', String(best - good.value));
      }

      // The failure is kept; after a reload the puzzle is there again and a best move solves it.
      await app.reload();
      await expect(app.puzzle).toHaveAttribute('data-puzzle', String(p.number));
      await expect(app.puzzle).toHaveAttribute('data-state', 'failed');
      await expect(app.puzzleVerdict).toHaveCount(0);
      await app.play(bestSquares[0]);
      await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', 'best');
      await expect(app.puzzleVerdict).toHaveAttribute('data-loss', '0');
      await expect(app.puzzle).toHaveAttribute('data-state', 'solved');
      await app.reload();
      await expect(app.puzzle).toHaveAttribute('data-state', 'solved');
      // A wrong try later does not take the solve away.
      await app.play(worst.square);
      await expect(app.puzzle).toHaveAttribute('data-state', 'solved');
      const stored = JSON.parse((await app.stored('reversi.puzzles'))!);
      expect(stored).toMatchObject({ version: 1, solved: [p.number], first_try: [], failed: [] });
    });

    test('Solution plays the best line to the end, one move at a time, to the stored value', async ({ app }) => {
      test.setTimeout(120_000);
      // The puzzle with the fewest empties among the first ones: its solve is quick.
      const fewest = Math.min(...Array.from({ length: 20 }, (_, i) => empties(showPuzzle(i + 1))));
      const p = findPuzzle((q) => empties(q) === fewest, 20);
      await app.openPuzzle(p.number);
      const start = await app.discs.count();
      await app.puzzleButton('solution');
      // The stored best move first, then the others one at a time, not all at once.
      await expect.poll(() => app.discs.count(), { intervals: [50] }).toBe(start + 1);
      const after = await app.boardText();
      const placed = [...after].findIndex((c, i) => c !== '.' && p.board[i] === '.');
      const name = 'abcdefgh'[placed % 8] + String(Math.floor(placed / 8) + 1);
      expect(p.moves.filter((m) => m.value === p.moves[0].value).map((m) => m.square)).toContain(name);
      await expect(app.puzzleStatus).toContainText('Game over', { timeout: 90_000 });
      const board = await app.boardText();
      const mine = [...board].filter((c) => c === p.side[0]).length;
      const theirs = [...board].filter((c) => c !== '.' && c !== p.side[0]).length;
      const left = 64 - mine - theirs;
      // The stored value counts empty squares for the winner, as the solver does.
      const diff = mine - theirs;
      const value = p.moves[0].value;
      expect(diff === value || (left > 0 && diff + Math.sign(diff) * left === value), `${diff} with ${left} empty against ${value}`).toBe(true);
      // Seeing the solution is not solving it.
      await expect(app.puzzle).toHaveAttribute('data-state', 'unsolved');
    });

    test('without the puzzle file the view says so, and the game plays on untouched', async ({ app, page, context, consoleErrors }) => {
      let asked = 0;
      await context.route(`**/${PUZZLES_FILE}`, (route) => {
        asked += 1;
        return route.abort();
      });
      await app.open();
      await app.play('f5');
      const before = await app.boardText();
      await page.getByTestId('open-puzzles').click();
      await expect(page.getByTestId('puzzle-missing')).toBeVisible();
      await expect(page.getByTestId('puzzle-missing')).toContainText('could not be loaded');
      expect(asked).toBeGreaterThan(0);
      await app.puzzleButton('back');
      expect(await app.boardText()).toBe(before);
      await app.play('d6');
      await expect(app.status).toHaveText('Black to move');
      // The browser reports the blocked request itself; nothing else may go wrong.
      const rest = consoleErrors.filter((e) => !e.includes('net::ERR_FAILED'));
      consoleErrors.length = 0;
      consoleErrors.push(...rest);
    });
  });
}

test('a damaged puzzle file is refused with the same message', async ({ app, page, context }) => {
  await context.route(`**/${PUZZLES_FILE}`, (route) => route.fulfill({ body: Buffer.from('RVPZ damaged') }));
  await page.goto('./#puzzle=3');
  await expect(page.getByTestId('puzzle-missing')).toBeVisible();
  await expect(app.puzzle).not.toHaveAttribute('data-puzzle', /./);
  await app.puzzleButton('back');
  await app.play('f5');
});

test('leaving a puzzle brings back the saved game as it was, mid-game against the computer', async ({ app, page }) => {
  test.setTimeout(120_000);
  await app.open({ black: 'human', white: 'computer' });
  await app.playAndAwaitReply('f5');
  const game = await app.stored('reversi.game');
  const board = await app.boardText();
  await page.getByTestId('open-puzzles').click();
  await expect(app.puzzle).toHaveAttribute('data-puzzle', /\d+/);
  // Focus follows into the view and back to the menu, for keyboard users.
  await expect(page.getByTestId('puzzle-back')).toBeFocused();
  const n = Number(await app.puzzle.getAttribute('data-puzzle'));
  await app.puzzleButton('next');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', String((n % puzzleCount()) + 1));
  await app.firstLegal().click();
  await expect(app.puzzleVerdict).toBeVisible();
  await app.puzzleButton('back');
  await expect(page.getByTestId('open-puzzles')).toBeFocused();
  expect(await app.boardText()).toBe(board);
  expect(await app.stored('reversi.game')).toBe(game);
  await expect(page).not.toHaveURL(/#puzzle/);
  await app.playAndAwaitReply(await app.firstLegal().getAttribute('data-square').then((s) => s!));
});

test('after the first move, perfect play answers and the player plays on, unjudged', async ({ app }) => {
  test.setTimeout(90_000);
  const p = showPuzzle(3);
  await app.openPuzzle(3);
  await app.play(p.moves[0].square);
  await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', 'best');
  // Perfect play moves (the board changes without the player), then it is the player's turn.
  const afterMine = await app.boardText();
  await expect.poll(() => app.boardText(), { timeout: 60_000 }).not.toBe(afterMine);
  await expect(app.puzzleStatus).toContainText('Play on against perfect play', { timeout: 60_000 });
  await app.firstLegal().click();
  await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', 'best');
  await expect(app.puzzle).toHaveAttribute('data-state', 'solved');
});

test('a link to no such puzzle says which exist and shows the first', async ({ app, page }) => {
  const count = puzzleCount();
  await app.open();
  await page.goto(`./#puzzle=${count + 1}`);
  await expect(page.getByTestId('puzzle-notice')).toHaveText(`There is no puzzle ${count + 1}: they are numbered 1 to ${count}.`);
  await expect(app.puzzle).toHaveAttribute('data-puzzle', '1');
  expect(await app.boardText()).toBe(showPuzzle(1).board);
  await app.puzzleButton('next');
  await expect(page.getByTestId('puzzle-notice')).toBeHidden();
});

test('Next and Previous keep to the chosen band', async ({ app, page }) => {
  await app.openPuzzle(1);
  await page.getByTestId('puzzle-band').selectOption('expert');
  const title = page.getByTestId('puzzle-title');
  await expect(title).toContainText('Expert');
  const first = await app.puzzle.getAttribute('data-puzzle');
  await app.puzzleButton('next');
  await expect(app.puzzle).not.toHaveAttribute('data-puzzle', first!);
  await expect(title).toContainText('Expert');
  await app.puzzleButton('previous');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', first!);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [lang, title] of [
    ['en', 'Puzzle 2 of'],
    ['ja', 'パズル 2／'],
    ['fr', 'Problème 2 sur'],
  ]) {
    test(`the view in ${lang} fits, judged and all`, async ({ app }) => {
      const options = { ...JSON.parse(optionsJson()), version: 4, language: lang };
      await app.openPuzzle(2, { 'reversi.options': JSON.stringify(options) });
      await expect(app.page.getByTestId('puzzle-title')).toContainText(title);
      const p = showPuzzle(2);
      await app.play(p.moves[p.moves.length - 1].square);
      await expect(app.puzzleVerdict).toBeVisible();
      await app.expectBoardFitsWindow();
    });
  }
});
