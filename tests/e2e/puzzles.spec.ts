// Puzzles: `#puzzle=N` shows that puzzle's position for its side to move; the first move is
// judged at once from the stored exact values (best, good: the same result for fewer discs,
// wrong: a worse result, with the discs lost, and perfect play's answer that refutes it); a best
// move solves the puzzle for good (apart when a hint helped); Solution names the answer at once
// and steps back and forth through the best line; the view opens on the easiest unsolved puzzle
// and counts within the band, and reopens (a reload included) on the puzzle the player was on;
// Previous and Next stop at the band's ends rather than wrap round; the buttons stay put when a
// verdict appears; a missing puzzle file leaves the game playing. Every expected value is read from the shipped file by
// `reversi-cli puzzles show`.

import { test, expect, optionsJson, showPuzzle, puzzleCount, PUZZLES_FILE, type ShownPuzzle, puzzleBandCount, type ReversiApp } from './reversi';

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

/** The moves keeping a puzzle's best value. */
const bestOf = (p: ShownPuzzle) => p.moves.filter((m) => m.value === p.moves[0].value).map((m) => m.square);

/** The boxes of the buttons under the board, by test hook. */
async function buttonBoxes(app: ReversiApp) {
  const boxes: Record<string, unknown> = {};
  for (const name of ['retry', 'hint', 'solution']) {
    boxes[name] = await app.page.getByTestId(`puzzle-${name}`).boundingBox();
  }
  return boxes;
}

/** A board's final disc difference for `side`, the empties to the winner as the solver counts. */
function finalDifference(board: string, side: 'black' | 'white'): number {
  const mine = [...board].filter((c) => c === side[0]).length;
  const theirs = [...board].filter((c) => c !== '.' && c !== side[0]).length;
  const diff = mine - theirs;
  return diff + Math.sign(diff) * (64 - mine - theirs);
}

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
      expect(stored).toMatchObject({ version: 3, solved: [p.number], first_try: [], hinted: [], failed: [] });
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
      await app.actById('open-puzzles');
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

for (const size of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`explaining, at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('Solution names the answer at once and steps back and forth through the best line', async ({ app, page }) => {
      test.setTimeout(120_000);
      // The puzzle with the fewest empties among the first ones: its line is worked out quickly.
      const fewest = Math.min(...Array.from({ length: 20 }, (_, i) => empties(showPuzzle(i + 1))));
      const p = findPuzzle((q) => empties(q) === fewest, 20);
      await app.openPuzzle(p.number);
      await app.puzzleButton('solution');
      // The answer from the stored values, before any search: the best move and its value.
      await expect(app.puzzleAnswer).toHaveAttribute('data-value', String(p.moves[0].value));
      const answer = (await app.puzzleAnswer.getAttribute('data-move'))!;
      expect(bestOf(p)).toContain(answer);
      const side = p.side === 'black' ? 'Black' : 'White';
      const result = p.moves[0].value > 0 ? 'wins by' : p.moves[0].value < 0 ? 'loses by' : 'draws';
      await expect(app.puzzleAnswer).toContainText(`${answer}: ${side} ${result}`);
      // The board stays at the puzzle, the answer marked, until the player steps.
      expect(await app.boardText()).toBe(p.board);
      await expect(app.square(answer)).toHaveAttribute('data-hint-best', '');
      const forward = page.getByTestId('puzzle-line-forward');
      const back = page.getByTestId('puzzle-line-back');
      await expect(back).toBeDisabled();
      await app.puzzleButton('line-forward');
      await expect(app.puzzleLineAt).toHaveAttribute('data-shown', '1');
      await expect(app.square(answer).locator('[data-last-move]')).toHaveCount(1);
      const afterAnswer = await app.boardText();
      // The arrow keys step too, once perfect play has worked out the next move.
      await expect(forward).toBeEnabled({ timeout: 60_000 });
      await page.keyboard.press('ArrowRight');
      await expect(app.puzzleLineAt).toHaveAttribute('data-shown', '2');
      expect(await app.boardText()).not.toBe(afterAnswer);
      await page.keyboard.press('ArrowLeft');
      await expect(app.puzzleLineAt).toHaveAttribute('data-shown', '1');
      expect(await app.boardText()).toBe(afterAnswer);
      await app.puzzleButton('line-back');
      await expect(app.puzzleLineAt).toHaveAttribute('data-shown', '0');
      expect(await app.boardText()).toBe(p.board);
      // Forward to the end of the line: the game ends on the stored value.
      for (;;) {
        const at = app.puzzleLineAt;
        if ((await at.getAttribute('data-complete')) === 'true' && (await at.getAttribute('data-shown')) === (await at.getAttribute('data-known'))) break;
        await expect(forward).toBeEnabled({ timeout: 60_000 });
        await forward.click();
      }
      await expect(app.puzzleStatus).toContainText('Game over');
      expect(finalDifference(await app.boardText(), p.side)).toBe(p.moves[0].value);
      await expect(forward).toBeDisabled();
      await app.puzzleButton('line-back');
      await expect(app.puzzleStatus).not.toContainText('Game over');
      // Seeing the solution is not solving it.
      await expect(app.puzzle).toHaveAttribute('data-state', 'unsolved');
    });

    test('Hint shows the region, then the move; a solve with it counts apart', async ({ app, page }) => {
      const p = showPuzzle(5);
      const best = bestOf(p)[0];
      await app.openPuzzle(5);
      await expect(page.locator('[data-region]')).toHaveCount(0);
      await app.puzzleButton('hint');
      await expect(page.locator('[data-region]')).toHaveCount(16);
      await expect(app.square(best)).toHaveAttribute('data-region', '');
      await expect(page.getByTestId('puzzle-hint-text')).toContainText('quarter');
      await expect(page.locator('[data-hint-best]')).toHaveCount(0);
      await app.puzzleButton('hint');
      await expect(app.square(best)).toHaveAttribute('data-hint-best', '');
      await expect(page.getByTestId('puzzle-hint-text')).toContainText(`play ${best}`);
      await expect(page.getByTestId('puzzle-hint')).toBeDisabled();
      await app.play(best);
      await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', 'best');
      await expect(app.puzzle).toHaveAttribute('data-state', 'solved-with-hint');
      await expect(page.locator('[data-region]')).toHaveCount(0);
      const progress = page.getByTestId('puzzle-progress');
      await expect(progress).toContainText('Solved 1 of');
      await expect(progress).toContainText('0 at the first try, 1 with a hint');
      const stored = JSON.parse((await app.stored('reversi.puzzles'))!);
      expect(stored).toMatchObject({ version: 3, solved: [5], first_try: [], hinted: [5], failed: [] });
      // A clean solve of the next puzzle counts at the first try.
      await app.puzzleButton('next');
      await expect(app.puzzle).toHaveAttribute('data-puzzle', '6');
      await app.play(bestOf(showPuzzle(6))[0]);
      await expect(app.puzzle).toHaveAttribute('data-state', 'solved');
      await expect(progress).toContainText('1 at the first try, 1 with a hint');
    });

    test('a wrong move shows the reply that refutes it, and the buttons stay put', async ({ app, page }) => {
      test.setTimeout(90_000);
      const p = findPuzzle((q) => q.moves.some((m) => verdictOf(m.value, q.moves[0].value) === 'wrong'));
      const wrong = p.moves[p.moves.length - 1];
      await app.openPuzzle(p.number);
      const before = await buttonBoxes(app);
      await app.play(wrong.square);
      await expect(app.puzzleVerdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(app.puzzleRefutation).toHaveAttribute('data-played', wrong.square);
      await expect(app.puzzleRefutation).toHaveAttribute('data-value', String(wrong.value));
      // Perfect play answers on the board; the line names its reply.
      await expect(app.puzzleRefutation).toHaveAttribute('data-reply', /^([a-h][1-8]|pa)$/, { timeout: 60_000 });
      const reply = (await app.puzzleRefutation.getAttribute('data-reply'))!;
      const other = p.side === 'black' ? 'White' : 'Black';
      if (reply !== 'pa') {
        await expect(app.square(reply).locator('[data-last-move]')).toHaveCount(1);
        await expect(app.puzzleRefutation).toContainText(`${wrong.square}? ${other} answers ${reply} and`);
      }
      expect(await buttonBoxes(app)).toEqual(before);
      // The answer appearing does not move them either.
      await app.puzzleButton('solution');
      await expect(app.puzzleAnswer).toBeVisible();
      expect(await buttonBoxes(app)).toEqual(before);
      await expect(page.getByTestId('puzzle-line-forward')).toBeVisible();
    });

    test('Puzzles opens on the easiest unsolved puzzle and counts within the band', async ({ app, page }) => {
      const easy = puzzleBandCount('easy');
      const title = page.getByTestId('puzzle-title');
      await app.open();
      await app.actById('open-puzzles');
      await expect(title).toHaveText(`Puzzle 1 of ${easy} · Easy`);
      await expect(page.getByTestId('puzzle-band')).toHaveValue('easy');
      await expect(app.puzzle).toHaveAttribute('data-state', 'unsolved');
      const first = Number(await app.puzzle.getAttribute('data-puzzle'));
      await app.play(bestOf(showPuzzle(first))[0]);
      await expect(app.puzzle).toHaveAttribute('data-state', 'solved');
      await expect(page.getByTestId('puzzle-progress')).toContainText(`Solved 1 of ${easy}`);
      await app.puzzleButton('next');
      await expect(title).toHaveText(`Puzzle 2 of ${easy} · Easy`);
      const second = Number(await app.puzzle.getAttribute('data-puzzle'));
      // Coming back later starts on the next unsolved one.
      await app.puzzleButton('back');
      await page.reload();
      await app.actById('open-puzzles');
      await expect(app.puzzle).toHaveAttribute('data-puzzle', String(second));
      await expect(title).toHaveText(`Puzzle 2 of ${easy} · Easy`);
      await page.getByTestId('puzzle-band').selectOption('all');
      await expect(title).toHaveText(`Puzzle ${second} of ${puzzleCount()} · Easy`);
      // The puzzle of the day is still a button away.
      await app.puzzleButton('daily');
      await expect(title).toContainText(`of ${puzzleCount()}`);
    });
  });
}

test('Puzzles reopen on the puzzle the player was on, with its band, after a reload', async ({ app, page }) => {
  const easy = puzzleBandCount('easy');
  const title = page.getByTestId('puzzle-title');
  const band = page.getByTestId('puzzle-band');
  await app.open();
  await app.actById('open-puzzles');
  await expect(title).toHaveText(`Puzzle 1 of ${easy} · Easy`);
  // Two puzzles on, none solved: the easiest unsolved puzzle is still the first.
  await app.puzzleButton('next');
  await app.puzzleButton('next');
  await expect(title).toHaveText(`Puzzle 3 of ${easy} · Easy`);
  const third = (await app.puzzle.getAttribute('data-puzzle'))!;
  await app.puzzleButton('back');
  await app.reload();
  await app.actById('open-puzzles');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', third);
  await expect(title).toHaveText(`Puzzle 3 of ${easy} · Easy`);
  await expect(band).toHaveValue('easy');
  const stored = JSON.parse((await app.stored('reversi.puzzles'))!);
  expect(stored).toMatchObject({ version: 3, current: Number(third), band: 'easy' });

  // Every band chosen, and a puzzle reached by its link: both are remembered too.
  await band.selectOption('all');
  await app.puzzleButton('back');
  await page.goto('./#puzzle=7');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', '7');
  await app.puzzleButton('back');
  await app.reload();
  await app.actById('open-puzzles');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', '7');
  await expect(band).toHaveValue('all');
  await expect(title).toContainText(`Puzzle 7 of ${puzzleCount()}`);
});

test('Previous is disabled at the first puzzle and Next at the last, rather than wrapping round', async ({ app, page }) => {
  const count = puzzleCount();
  const previous = page.getByTestId('puzzle-previous');
  const next = page.getByTestId('puzzle-next');
  await app.openPuzzle(1);
  await expect(page.getByTestId('puzzle-band')).toHaveValue('all');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await app.puzzleButton('next');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', '2');
  await expect(previous).toBeEnabled();
  await app.puzzleButton('previous');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', '1');
  await expect(previous).toBeDisabled();
  // Within a band, at the band's first puzzle (chosen from the first puzzle of all).
  await page.getByTestId('puzzle-band').selectOption('expert');
  await expect(page.getByTestId('puzzle-title')).toContainText(/^Puzzle 1 of \d+ · Expert/);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await app.openPuzzle(count);
  await expect(app.puzzle).toHaveAttribute('data-puzzle', String(count));
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await app.puzzleButton('previous');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', String(count - 1));
  await expect(next).toBeEnabled();
});

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
  await app.actById('open-puzzles');
  await expect(app.puzzle).toHaveAttribute('data-puzzle', /\d+/);
  // Focus follows into the view and back to the menu, for keyboard users.
  await expect(page.getByTestId('puzzle-back')).toBeFocused();
  const n = Number(await app.puzzle.getAttribute('data-puzzle'));
  await app.puzzleButton('next');
  await expect(app.puzzle).not.toHaveAttribute('data-puzzle', String(n));
  await app.firstLegal().click();
  await expect(app.puzzleVerdict).toBeVisible();
  await app.puzzleButton('back');
  // Back on the More button, whose menu holds Puzzles.
  await expect(app.moreButton).toBeFocused();
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

test.describe('with the background features slow to arrive', () => {
  // The service worker would answer from its cache, past the route below.
  test.use({ serviceWorkers: 'block' });

  test('the stored progress is read at start-up, and a change made before the features arrive is kept', async ({ app, page }) => {
    const easy = puzzleBandCount('easy');
    const title = page.getByTestId('puzzle-title');
    await app.open();
    await app.actById('open-puzzles');
    await app.puzzleButton('next');
    await app.puzzleButton('next');
    await expect(title).toHaveText(`Puzzle 3 of ${easy} · Easy`);
    await app.puzzleButton('back');

    // The next page holds back the chunk whose drivers keep the progress saved.
    const features = await app.holdChunk('features');
    await app.reload();
    await app.actById('open-puzzles');
    // The progress the previous page saved, though its driver has not arrived.
    await expect(title).toHaveText(`Puzzle 3 of ${easy} · Easy`);
    await app.puzzleButton('next');
    await expect(title).toHaveText(`Puzzle 4 of ${easy} · Easy`);
    const fourth = Number(await app.puzzle.getAttribute('data-puzzle'));
    expect(features.asked(), 'the features chunk was asked for and held').toBe(true);
    features.release();
    await expect.poll(async () => JSON.parse((await app.stored('reversi.puzzles'))!).current).toBe(fourth);
    await expect(title).toHaveText(`Puzzle 4 of ${easy} · Easy`);
  });
});
