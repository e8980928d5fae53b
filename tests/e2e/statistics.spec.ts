// Statistics: wins, losses, draws and total scores from both perspectives (Black against
// White, the computer against the person), each game's final result counted exactly once:
// looking back through a finished game (Home and End, the stepper, the move list, the arrow
// keys) changes nothing, and Undo, which alone takes a counted end (game over, resignation,
// agreed draw) back, asks first, then withdraws it, and the game's later end counts; a new
// game in mid-game against the computer counts as the person's loss; Reset clears everything.
import { test, expect, TEST_TIME, WIPEOUT, DRAW_LINE, type ReversiApp } from './reversi';

/** One side's column of a statistics table: wins, losses, draws, total score. */
type Column = [number, number, number, number];

/** The rows a statistics table shows for its two columns (Black and White, or computer and person). */
function tally(first: Column, second: Column): string[][] {
  return ['Wins', 'Losses', 'Draws', 'Total score'].map((label, i) => [label, String(first[i]), String(second[i])]);
}

const EMPTY = tally([0, 0, 0, 0], [0, 0, 0, 0]);
/** The computer's win by resignation, 64–0. */
const COMPUTER_WON = tally([1, 0, 0, 64], [0, 1, 0, 0]);

for (const via of ['button', 'key'] as const) {
  test(`statistics by ${via}: a win, a draw and a resignation are counted, then reset`, async ({ app }) => {
    test.setTimeout(TEST_TIME.games);
    await app.open();
    await app.type(WIPEOUT);
    await expect(app.status).toHaveText('Game over: Black wins 13–0');
    await app.act('New game');
    await app.type(DRAW_LINE);
    await expect(app.status).toHaveText('Game over: a draw, 32–32');

    // Against the computer (White), the person resigns: Computer 64, User 0.
    await app.setPlayers('human', 'computer');
    await app.act('New game');
    await app.confirmed('Resign');
    await expect(app.status).toHaveText('You resigned — the computer wins 64–0');

    if (via === 'button') await app.act('Statistics');
    else await app.press('S');
    const stats = app.dialog('Statistics');
    await expect(stats).toBeVisible();
    expect(await app.statsTable('black_vs_white')).toEqual(tally([1, 1, 1, 13 + 32 + 0], [1, 1, 1, 0 + 32 + 64]));
    expect(await app.statsTable('computer_vs_user')).toEqual(COMPUTER_WON);
    // Taking the resignation back and resigning again does not count the game twice.
    await stats.getByRole('button', { name: 'Close' }).click();
    await app.confirmed('Play on');
    await expect(app.status).toHaveText('Black to move');
    await app.confirmed('Resign');
    await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
    if (via === 'button') await app.act('Statistics');
    else await app.press('S');
    expect(await app.statsTable('computer_vs_user')).toEqual(COMPUTER_WON);

    await app.dialog('Statistics').getByRole('button', { name: 'Reset' }).click();
    expect(await app.statsTable('black_vs_white')).toEqual(EMPTY);
    await app.reload();
    expect((await app.statistics('computer_vs_user'))[3]).toEqual(['Total score', '0', '0']);
  });
}

test('resign, then undo: the loss is withdrawn, and the later end is counted once', async ({ app }) => {
  await app.open({ white: 'computer' });
  await app.playAndAwaitReply('f5');
  await app.confirmed('Resign');
  await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
  expect(await app.statistics('computer_vs_user')).toEqual(COMPUTER_WON);

  // Undo takes the resignation back: the game goes on and the loss is no longer counted.
  await app.confirmed('Play on');
  await expect(app.status).toHaveText('Black to move');
  await expect(app.turn).toHaveText('Move 3');
  expect(await app.statistics('computer_vs_user')).toEqual(EMPTY);
  expect(await app.statistics('black_vs_white')).toEqual(EMPTY);

  // The game's next end counts, once.
  await app.playFirstLegal();
  await app.computerMove();
  await app.confirmed('Resign');
  await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
  expect(await app.statistics('computer_vs_user')).toEqual(COMPUTER_WON);
  expect(await app.statistics('black_vs_white')).toEqual(tally([0, 1, 0, 0], [1, 0, 0, 64]));
});

test('undo past the end of a finished game or an agreed draw withdraws it; redo counts it again', async ({
  app,
}) => {
  await app.open();
  await app.type(WIPEOUT);
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  const wipeout = tally([1, 0, 0, 13], [0, 1, 0, 0]);
  expect(await app.statistics('black_vs_white')).toEqual(wipeout);

  // Black's last move, the wipe-out, is taken back.
  await app.confirmed('Play on');
  await expect(app.status).toHaveText('Black to move');
  expect(await app.statistics('black_vs_white')).toEqual(EMPTY);
  await app.act('Redo move');
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  expect(await app.statistics('black_vs_white')).toEqual(wipeout);

  // An agreed draw in a new game, taken back: only the wipe-out stays counted.
  await app.act('New game');
  await app.type('f5');
  await app.act('Offer draw');
  await app.dialog('Draw offered').getByRole('button', { name: 'Accept draw' }).click();
  await expect(app.status).toHaveText('Game over: draw agreed at 4–1');
  expect(await app.statistics('black_vs_white')).toEqual(tally([1, 0, 1, 13 + 4], [0, 1, 1, 0 + 1]));
  await app.confirmed('Play on');
  await expect(app.status).toHaveText('White to move');
  expect(await app.statistics('black_vs_white')).toEqual(wipeout);
});

test("a new game in mid-game against the computer counts as the person's loss", async ({ app }) => {
  await app.open({ white: 'computer' });
  // Before the person has moved, starting over costs nothing and asks nothing.
  await app.act('New game');
  await expect(app.confirmation('New game')).toHaveCount(0);
  expect(await app.statistics('computer_vs_user')).toEqual(EMPTY);

  await app.playAndAwaitReply('f5');
  await app.act('New game');
  await expect(app.confirmation('New game').getByTestId('confirm-question')).toHaveText(
    'Start a new game? The game in progress counts as a loss for you.',
  );
  await app.confirm('New game');
  await expect(app.discs).toHaveCount(4);
  await expect(app.status).toHaveText('Black to move');
  expect(await app.statistics('computer_vs_user')).toEqual(COMPUTER_WON);
});

/** Both statistics tables, read from one opening of the Statistics dialog. */
async function bothTables(app: ReversiApp): Promise<string[][][]> {
  await app.act('Statistics');
  const tables = [await app.statsTable('black_vs_white'), await app.statsTable('computer_vs_user')];
  await app.dialog('Statistics').getByRole('button', { name: 'Close' }).click();
  await expect(app.dialog('Statistics')).toHaveCount(0);
  return tables;
}

/** The person (Black) wins 13–0 against the computer: two people play the wipe-out to its last move, then the computer takes White and Black ends it. */
async function wonAgainstTheComputer(app: ReversiApp): Promise<void> {
  await app.open();
  await app.type(WIPEOUT.slice(0, -2));
  await app.setPlayers('human', 'computer');
  await app.play(WIPEOUT.slice(-2));
  await expect(app.status).toHaveText('Game over: you win 13–0');
}

/** The game is over as it ended, wherever it is shown: no Resign, no draw offer, nobody to move. */
async function expectStillOver(app: ReversiApp, discs: number): Promise<void> {
  await expect(app.discs).toHaveCount(discs);
  await expect(app.status).toHaveText('Game over: you win 13–0');
  await expect(app.turn).toHaveText('Game over');
  await expect(app.action('Resign')).toBeDisabled();
  await expect(app.action('Offer draw')).toBeDisabled();
  await expect(app.page.getByTestId('play-again')).toBeVisible();
  await expect(app.page.locator('.score.to-move')).toHaveCount(0);
  await expect(app.thinking).toHaveCount(0);
}

const WON = [tally([1, 0, 0, 13], [0, 1, 0, 0]), tally([0, 1, 0, 0], [1, 0, 0, 13])];

for (const { width, height, hasTouch } of [
  { width: 375, height: 667, hasTouch: true },
  { width: 320, height: 568, hasTouch: true },
  { width: 1280, height: 800, hasTouch: false },
]) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    test('looking back through a finished game keeps its result and the statistics; Undo asks first', async ({
      app,
      page,
    }) => {
      await wonAgainstTheComputer(app);
      expect(await bothTables(app)).toEqual(WON);

      // Home shows the start, the stepper steps (onto the computer's turns too), End the end.
      await app.press('Home');
      await expectStillOver(app, 4);
      expect(await bothTables(app)).toEqual(WON);
      await app.step('forward');
      await expectStillOver(app, 5);
      await expect(app.stepper.getByTestId('stepper-move')).toContainText('1 of 9 moves');
      await app.step('forward');
      await expectStillOver(app, 6);
      await app.step('last');
      await expectStillOver(app, 13);
      // A move of the list, then the list's arrow keys and Home.
      await app.showPanel('game');
      await app.moveList.locator('[data-ply="3"]').click();
      await expectStillOver(app, 7);
      await app.moveList.locator('[aria-current="step"]').focus();
      await page.keyboard.press('ArrowUp');
      await expectStillOver(app, 6);
      await page.keyboard.press('Home');
      await expectStillOver(app, 4);
      expect(await bothTables(app)).toEqual(WON);
      await app.press('End');
      await expectStillOver(app, 13);
      expect(await bothTables(app)).toEqual(WON);

      // Undo asks; cancelled, nothing changes, wherever the game is shown.
      await app.step('back');
      await expectStillOver(app, 12);
      await app.act('Undo move');
      const question = app.confirmation('Play on');
      await expect(question.getByTestId('confirm-question')).toHaveText(
        'This game is over. Take a move back and play on? Its result leaves the statistics.',
      );
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);
      await expectStillOver(app, 12);
      expect(await bothTables(app)).toEqual(WON);

      // Confirmed, it takes back the move before the one shown, and the win with it; the
      // computer waits, as after any undo.
      await app.confirmed('Play on');
      await expect(app.discs).toHaveCount(11);
      await app.expectHeld('White');
      await expect(app.action('Resign')).toBeEnabled();
      expect(await bothTables(app)).toEqual([EMPTY, EMPTY]);
    });
  });
}
