// Balanced starts: with Options → Start from → a balanced opening, New game begins with one of
// the shipped balanced openings played out in the move list (so undo, links and export work as
// in any game), and Play again after a game against the computer gives the same opening with
// the colours swapped.

import * as fs from 'node:fs';
import { test, expect, WAIT } from './reversi';

/** The shipped balanced openings, one transcript each. */
const BALANCED = fs
  .readFileSync('crates/engine/src/openings/balanced.txt', 'utf8')
  .split('\n')
  .map((line) => line.split('#')[0].trim())
  .filter((line) => line.length > 0);

test('a balanced start lists its opening; play again swaps colours and keeps it', async ({ app }) => {
  test.setTimeout(WAIT.computerMove * 4);
  await app.open();
  await app.act('Options');
  const options = app.dialog('Options');
  const start = options.getByTestId('option-start');
  await expect(start).toHaveValue('standard');
  await start.selectOption('balanced');
  await options.getByRole('button', { name: 'OK' }).click();

  await app.act('New game');
  const opening = (await app.transcript.textContent())!.trim();
  expect(BALANCED).toContain(opening);
  await expect(app.moveList.locator('[data-ply]')).toHaveCount(8);
  await expect(app.status).toHaveText('Black to move');
  // Undo steps back into the opening like any game.
  await app.act('Undo move');
  await expect(app.moveList.locator('[data-ply][aria-current="step"]')).toHaveText(opening.slice(12, 14));
  await app.act('Redo move');

  // Two people finish the game, then White becomes the computer: play again swaps the sides.
  while ((await app.legal.count()) > 0) await app.legal.first().click();
  await expect(app.status).toContainText('Game over');
  await app.setPlayers('human', 'computer');
  await app.page.getByTestId('play-swapped').click();
  await expect(app.lineup).toHaveText('Black: Computer · White: Human (Beginner)');
  // The same opening again, and the computer, now Black, plays on from it.
  await expect(app.transcript).toHaveText(new RegExp(`^${opening}[a-h][1-8]`), { timeout: WAIT.computerMove });

  // The choice is kept with the options.
  await app.reload();
  await app.act('Options');
  await expect(app.dialog('Options').getByTestId('option-start')).toHaveValue('balanced');
});
