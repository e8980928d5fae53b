// Opening drills, on a phone and on a desktop: an opening is chosen from the names the app
// knows (read here from openings.txt, so every expected move comes from the table), the
// computer plays its side of the line, the line's move is judged on the line, another move
// off it (not played) with the line's move named and what leaving costs, the drill ends with
// a summary, and Statistics count the drill apart with no game added. Starting a drill asks
// before leaving a game under way, as New game does (a confirmation: Escape keeps the game). A
// drill under way comes back after a reload, with its progress and misses. The verdict is in
// view at every size.
import { test, expect, PHONE_AND_DESKTOP, openingsTable, WAIT } from './reversi';

/** Every Statistics row of a perspective with nothing counted. */
const EMPTY = ['Wins', 'Losses', 'Draws', 'Total score'].map((label) => [label, '0', '0']);

const SIZES = PHONE_AND_DESKTOP;

for (const { width, height, hasTouch } of SIZES) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    test('a drill as White: the line, a move off it with its cost, the summary, and Statistics', async ({ app, page }) => {
      test.setTimeout(WAIT.computerMove * 3);
      // The first named line in which White has two moves, so one can be played off the line.
      const opening = openingsTable().find((o) => o.moves.length >= 4)!;
      const line = opening.moves;
      const mine = line.filter((_, ply) => ply % 2 === 1).length;
      const offAt = 3;
      // The page's clock, so that the summary can be seen to stay a while without waiting.
      await page.clock.install();
      await app.open();
      await app.startDrill(opening, 'white');
      await expect(app.drill).toHaveAttribute('data-state', 'live');
      await expect(app.drill.getByRole('heading')).toContainText(opening.name);
      await expect(app.lineup).toContainText('Computer');

      let offPlayed = '';
      for (let ply = 0; ply < line.length; ply++) {
        const move = line[ply];
        if (ply % 2 === 0) {
          // Black is the computer's: its move is the line's.
          await expect(app.disc(move), `the computer plays the line's ${move}`).toHaveCount(1, {
            timeout: WAIT.computerMove,
          });
          await expect(app.transcript).toHaveText(line.slice(0, ply + 1).join(''));
          continue;
        }
        if (ply === offAt) {
          const other = (await app.legalSquares()).find((s) => s !== move)!;
          expect(other, 'another legal move').toBeTruthy();
          const before = await app.boardText();
          await app.square(other).click();
          await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'off-line');
          await expect(app.drillVerdict).toHaveAttribute('data-line', move);
          await expect(app.drillVerdict).toHaveAttribute('data-played', other);
          await expect(app.drillVerdict).toContainText(`the line plays ${move}`);
          await expect(app.drillVerdict).toHaveAttribute('data-cost', /^-?\d+$/, { timeout: WAIT.computerMove });
          await expect(app.drillVerdict).toHaveAttribute('data-cost-by', /^(book|search)$/);
          await expect(app.drillVerdict).toContainText(/Leaving it costs (nothing here|\d+ discs?), by (the book|a search)\./);
          expect(await app.boardText(), 'a move off the line is not played').toBe(before);
          await expect(app.transcript).toHaveText(line.slice(0, ply).join(''));
          offPlayed = other;
        }
        await app.play(move);
        await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
        await expect(app.drillVerdict).toHaveText('On the line.');
      }

      await expect(app.drill).toHaveAttribute('data-state', 'complete');
      const summary = page.getByTestId('drill-summary');
      await expect(summary).toHaveAttribute('data-moves', String(mine));
      await expect(summary).toHaveAttribute('data-first-try', String(mine - 1));
      await expect(summary).toContainText(`${mine - 1} of your ${mine} moves on the line at the first try`);
      await expect(summary).toContainText(`Move ${offAt + 1}: ${offPlayed} for ${line[offAt]}`);
      await expect(app.transcript).toHaveText(line.join(''));
      await expect(page.getByTestId('drill-again')).toBeVisible();
      // Play goes on past the line (the computer replies to the line's last move, or the
      // person plays on after the computer's): the summary stays, with Drill again.
      if (line.length % 2 === 1) await app.playFirstLegal();
      await expect(app.transcript).not.toHaveText(line.join(''), { timeout: WAIT.computerMove });
      await expect(app.drill).toHaveAttribute('data-state', 'complete');
      await expect(summary).toHaveAttribute('data-first-try', String(mine - 1));
      await expect(page.getByTestId('drill-again')).toBeVisible();
      // It is still there 3 s later: only the player dismisses it or starts something else.
      await app.passTime(3_000);
      await expect(summary).toBeVisible();
      await expect(page.getByTestId('drill-again')).toBeVisible();

      await app.act('Statistics');
      await expect(page.getByTestId('stats-drills')).toContainText('Opening drills completed: 1');
      expect(await app.statsTable('black_vs_white')).toEqual(EMPTY);
      expect(await app.statsTable('computer_vs_user')).toEqual(EMPTY);
      await app.dialog('Statistics').getByRole('button', { name: 'Close' }).click();
      // The counter is stored with the statistics.
      await app.reload();
      await app.act('Statistics');
      await expect(page.getByTestId('stats-drills')).toContainText('Opening drills completed: 1');
      expect(await app.statsTable('black_vs_white')).toEqual(EMPTY);
    });

    test('starting a drill asks before leaving a game under way, as New game does', async ({ app, page }) => {
      test.setTimeout(WAIT.computerMove * 3);
      const opening = openingsTable()[0];
      await app.open({ white: 'computer' });
      await app.playAndAwaitReply((await app.legalSquares())[0]);
      const board = await app.boardText();
      await app.chooseDrill(opening, 'black');
      // The chooser says what starting means here.
      await expect(page.getByTestId('drill-abandon')).toHaveText(
        'Start the drill? The game in progress counts as a loss for you.',
      );
      // Cancel in the chooser keeps the game.
      await app.dialog('Opening drill').getByRole('button', { name: 'Cancel' }).click();
      await expect(app.dialog('Opening drill')).toHaveCount(0);
      expect(await app.boardText()).toBe(board);
      await expect(app.drill).toHaveCount(0);

      // Start asks first, as New game does; Escape keeps the game.
      await app.chooseDrill(opening, 'black');
      await page.getByTestId('drill-start').click();
      const question = app.confirmation('Start drill');
      await expect(question).toBeVisible();
      await expect(question.getByTestId('confirm-question')).toHaveText(
        'Start the drill? The game in progress counts as a loss for you.',
      );
      await expect(app.dialog('Opening drill')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      expect(await app.boardText()).toBe(board);
      await expect(app.drill).toHaveCount(0);
      expect((await app.statistics('computer_vs_user'))[0].slice(1)).toEqual(['0', '0']);

      // Confirming leaves the game as a loss, and the drill begins from the start.
      await app.chooseDrill(opening, 'black');
      await page.getByTestId('drill-start').click();
      await app.confirm('Start drill');
      await expect(app.drill).toBeVisible();
      await expect(app.drill).toHaveAttribute('data-state', 'live');
      await expect(app.discs).toHaveCount(4);
      await expect(app.transcript).toHaveText('');
      await app.play(opening.moves[0]);
      await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
      const [won, lost] = (await app.statistics('computer_vs_user'))[0].slice(1);
      expect([won, lost]).toEqual(['1', '0']);
    });

    test('a drill under way comes back after a reload, with its progress and misses, and goes on', async ({
      app,
      page,
    }) => {
      test.setTimeout(WAIT.computerMove * 3);
      // A line in which Black has two moves, so one can be missed before the reload.
      const opening = openingsTable().find((o) => o.moves.length >= 4)!;
      const line = opening.moves;
      const mine = line.filter((_, ply) => ply % 2 === 0).length;
      await app.open();
      await app.startDrill(opening, 'black');
      await app.play(line[0]);
      await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
      await expect(app.disc(line[1])).toHaveCount(1, { timeout: WAIT.computerMove });
      // A move off the line at Black's second move, with its cost.
      const other = (await app.legalSquares()).find((s) => s !== line[2])!;
      await app.square(other).click();
      await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'off-line');
      await expect(app.drillVerdict).toHaveAttribute('data-cost', /^-?\d+$/, { timeout: WAIT.computerMove });
      const cost = await app.drillVerdict.getAttribute('data-cost');

      await app.reload();
      // The same drill: its panel, opening and colour, the game along the line, the latest
      // verdict with its cost, and the computer still on the line's side.
      await expect(app.drill).toBeVisible();
      await expect(app.drill).toHaveAttribute('data-state', 'live');
      await expect(app.drill.getByRole('heading')).toHaveText(`Drill: ${opening.name}, as Black`);
      await expect(app.transcript).toHaveText(line.slice(0, 2).join(''));
      await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'off-line');
      await expect(app.drillVerdict).toHaveAttribute('data-played', other);
      await expect(app.drillVerdict).toHaveAttribute('data-line', line[2]);
      await expect(app.drillVerdict).toHaveAttribute('data-cost', cost!);
      await expect(app.lineup).toContainText('Computer');

      // It goes on: the line's move is on the line, the computer answers with the line's.
      for (let ply = 2; ply < line.length; ply++) {
        if (ply % 2 === 1) {
          await expect(app.disc(line[ply]), `the computer plays the line's ${line[ply]}`).toHaveCount(1, {
            timeout: WAIT.computerMove,
          });
          continue;
        }
        await app.play(line[ply]);
        await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
      }
      await expect(app.drill).toHaveAttribute('data-state', 'complete');
      // The miss before the reload is in the summary.
      const summary = page.getByTestId('drill-summary');
      await expect(summary).toHaveAttribute('data-moves', String(mine));
      await expect(summary).toHaveAttribute('data-first-try', String(mine - 1));
      await expect(summary).toContainText(`Move 3: ${other} for ${line[2]}`);
      // Completed once, counted once, a reload after it included.
      await app.reload();
      await expect(app.drill).toHaveAttribute('data-state', 'complete');
      await app.act('Statistics');
      await expect(page.getByTestId('stats-drills')).toContainText('Opening drills completed: 1');
      expect(await app.statsTable('computer_vs_user')).toEqual(EMPTY);
    });

    test('the chooser finds openings by name or moves and is used by keyboard', async ({ app, page }) => {
      const table = openingsTable();
      await app.open();
      await app.actById('open-drill');
      const list = page.getByTestId('drill-opening');
      await expect(list.getByRole('option')).toHaveCount(table.length);
      const search = page.getByTestId('drill-search');
      await expect(search).toBeFocused();
      const tiger = table.find((o) => o.name === 'Tiger')!;
      await search.fill(tiger.moves.join(''));
      const byMoves = table.filter((o) => o.moves.join('').includes(tiger.moves.join('')));
      await expect(list.getByRole('option')).toHaveCount(byMoves.length);
      await search.fill('no such opening');
      await expect(list.getByRole('option')).toHaveCount(0);
      await expect(page.getByTestId('drill-start')).toBeDisabled();
      await search.fill('Tiger');
      // Tab to the list, pick by arrow keys, choose White, and start with Enter.
      await page.keyboard.press('Tab');
      await expect(list).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const picked = Number(await list.getByRole('option', { selected: true }).getAttribute('data-value'));
      expect(table[picked].name).toContain('Tiger');
      await page.getByTestId('drill-colour-white').check();
      await page.getByTestId('drill-colour-white').press('Enter');
      await expect(app.drill).toBeVisible();
      await expect(app.drill.getByRole('heading')).toHaveText(`Drill: ${table[picked].name}, as White`);
      await expect(app.disc(table[picked].moves[0])).toHaveCount(1, { timeout: WAIT.computerMove });
    });
  });
}

for (const { width, height, hasTouch } of [
  { width: 320, height: 568, hasTouch: true },
  { width: 375, height: 667, hasTouch: true },
  { width: 1280, height: 800, hasTouch: false },
  { width: 1366, height: 768, hasTouch: false },
]) {
  test(`at ${width}×${height} the drill's verdict is in view, on the line and off it, with the board`, async ({
    app,
    page,
  }) => {
    test.setTimeout(WAIT.computerMove * 2);
    // The longest name in the table makes the tallest panel.
    const opening = openingsTable().reduce((a, b) => (b.name.length > a.name.length ? b : a));
    await page.setViewportSize({ width, height });
    await app.open();
    await app.startDrill(opening, 'black');
    // Started from the button below it, the board comes back into view.
    await expect(app.board).toBeInViewport({ ratio: 1 });
    const other = (await app.legalSquares()).find((s) => s !== opening.moves[0])!;
    await app.square(other).click();
    await expect(app.drillVerdict).toHaveAttribute('data-cost', /^-?\d+$/, { timeout: WAIT.computerMove });
    await expect(app.drillVerdict).toBeInViewport({ ratio: 1 });
    await expect(app.board).toBeInViewport({ ratio: 1 });
    await app.play(opening.moves[0]);
    await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
    await expect(app.drillVerdict).toBeInViewport({ ratio: 1 });
    await expect(app.board).toBeInViewport({ ratio: 1 });
  });
}
