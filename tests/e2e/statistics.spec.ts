// Statistics: wins, losses, draws and total scores from both perspectives (Black against
// White, the computer against the person), each game's final result counted exactly once:
// undoing past a counted end (game over, resignation, agreed draw) withdraws it and the
// game's later end counts; a new game in mid-game against the computer counts as the
// person's loss; Reset clears everything.
import { test, expect, TEST_TIME, WIPEOUT, DRAW_LINE } from './reversi';

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
    await app.action('New game').click();
    await app.type(DRAW_LINE);
    await expect(app.status).toHaveText('Game over: a draw, 32–32');

    // Against the computer (White), the person resigns: Computer 64, User 0.
    await app.setPlayers('human', 'computer');
    await app.action('New game').click();
    await app.confirmed('Resign');
    await expect(app.status).toHaveText('You resigned — the computer wins 64–0');

    if (via === 'button') await app.action('Statistics').click();
    else await app.press('S');
    const stats = app.dialog('Statistics');
    await expect(stats).toBeVisible();
    expect(await app.statsTable('black_vs_white')).toEqual(tally([1, 1, 1, 13 + 32 + 0], [1, 1, 1, 0 + 32 + 64]));
    expect(await app.statsTable('computer_vs_user')).toEqual(COMPUTER_WON);
    // Taking the resignation back and resigning again does not count the game twice.
    await stats.getByRole('button', { name: 'Close' }).click();
    await app.action('Undo move').click();
    await expect(app.status).toHaveText('Black to move');
    await app.confirmed('Resign');
    await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
    if (via === 'button') await app.action('Statistics').click();
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
  await app.action('Undo move').click();
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
  await app.action('Undo move').click();
  await expect(app.status).toHaveText('Black to move');
  expect(await app.statistics('black_vs_white')).toEqual(EMPTY);
  await app.action('Redo move').click();
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  expect(await app.statistics('black_vs_white')).toEqual(wipeout);

  // An agreed draw in a new game, taken back: only the wipe-out stays counted.
  await app.action('New game').click();
  await app.type('f5');
  await app.action('Offer draw').click();
  await app.dialog('Draw offered').getByRole('button', { name: 'Accept draw' }).click();
  await expect(app.status).toHaveText('Game over: draw agreed at 4–1');
  expect(await app.statistics('black_vs_white')).toEqual(tally([1, 0, 1, 13 + 4], [0, 1, 1, 0 + 1]));
  await app.action('Undo move').click();
  await expect(app.status).toHaveText('White to move');
  expect(await app.statistics('black_vs_white')).toEqual(wipeout);
});

test("a new game in mid-game against the computer counts as the person's loss", async ({ app }) => {
  await app.open({ white: 'computer' });
  // Before the person has moved, starting over costs nothing and asks nothing.
  await app.action('New game').click();
  await expect(app.confirmation('New game')).toHaveCount(0);
  expect(await app.statistics('computer_vs_user')).toEqual(EMPTY);

  await app.playAndAwaitReply('f5');
  await app.action('New game').click();
  await expect(app.confirmation('New game').getByTestId('confirm-question')).toHaveText(
    'Start a new game? The game in progress counts as a loss for you.',
  );
  await app.confirm('New game');
  await expect(app.discs).toHaveCount(4);
  await expect(app.status).toHaveText('Black to move');
  expect(await app.statistics('computer_vs_user')).toEqual(COMPUTER_WON);
});
