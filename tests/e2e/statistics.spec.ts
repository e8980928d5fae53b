// Statistics: wins, losses, draws and total scores from both perspectives (Black against
// White, the computer against the person), each game's final result counted exactly once;
// Reset clears everything.
import { test, expect, WIPEOUT, DRAW_LINE } from './reversi';

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
    test.setTimeout(180_000);
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
