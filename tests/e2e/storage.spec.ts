// Issue 5: options, statistics and the game in progress live in localStorage; reloading
// resumes exactly; broken data falls back to defaults for just that part, with a notice;
// other tabs' changes are picked up.
import { test, expect, square, scores } from './fixtures';
import { startWith, typeMoves, action, dialog, stored, statsTable, WIPEOUT } from './app';
import type { Page } from '@playwright/test';

const status = (page: Page) => page.getByTestId('status');

async function reload(page: Page) {
  await page.reload();
  await expect(page.locator('[data-square="a1"]')).toBeVisible();
}

test('a reload mid-game resumes the same position with its undo and redo history', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, 'f5d6c3d3c4');
  await action(page, 'Undo move').click();
  const before = await scores(page);
  await reload(page);
  expect(await scores(page)).toEqual(before);
  await expect(status(page)).toHaveText('Black to move');
  await expect(square(page, 'd3').locator('[data-disc="white"]')).toHaveCount(1);
  // The undone move can still be redone, and every earlier move undone.
  await action(page, 'Redo move').click();
  await expect(square(page, 'c4').locator('[data-disc="black"]')).toHaveCount(1);
  await action(page, 'Undo all moves').click();
  await expect(page.locator('[data-disc]')).toHaveCount(4);
  await reload(page);
  await expect(page.locator('[data-disc]')).toHaveCount(4);
  await action(page, 'Redo all moves').click();
  await expect(page.locator('[data-disc]')).toHaveCount(9);
});

test('a computer held by undo stays held after a reload until Resume play', async ({ page }) => {
  await startWith(page, { white: 'computer' });
  await typeMoves(page, 'f5');
  await expect(page.locator('[data-disc]')).toHaveCount(6, { timeout: 30_000 });
  await action(page, 'Undo move').click();
  await expect(status(page)).toHaveText('White to move');
  await reload(page);
  await expect(status(page)).toHaveText('White to move');
  await expect(action(page, 'Resume play')).toBeEnabled();
  await page.waitForTimeout(1000);
  await expect(page.locator('[data-disc]')).toHaveCount(5);
  await action(page, 'Resume play').click();
  await expect(page.locator('[data-disc]')).toHaveCount(6, { timeout: 30_000 });
});

test('a finished game reloaded is not counted twice', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, WIPEOUT);
  await expect(status(page)).toHaveText('Game over: Black wins 13–0');
  await reload(page);
  await expect(status(page)).toHaveText('Game over: Black wins 13–0');
  await action(page, 'Statistics').click();
  expect((await statsTable(page, 'black_vs_white'))[0]).toEqual(['Wins', '1', '0']);
});

/** Broken payloads: each must load with no console error, defaults and a notice. */
const MALFORMED: [string, string, string][] = [
  ['reversi.options', '', 'empty'],
  ['reversi.options', '{not json', 'not JSON'],
  ['reversi.options', '[1,2,3]', 'an array'],
  ['reversi.options', '"just a string"', 'a string'],
  ['reversi.options', '{"display":{}}', 'no version'],
  ['reversi.options', '{"version":99,"display":{}}', 'a newer release'],
  ['reversi.options', '{"version":"two"}', 'not a whole number'],
  ['reversi.options', '{"version":0}', 'unknown'],
  ['reversi.options', '{"version":2,"display":{"show_valid_moves":"yes"},"players":{"black":"robot"}}', 'show_valid_moves'],
  ['reversi.statistics', 'null', 'null'],
  ['reversi.statistics', '{"version":1,"black_vs_white":{"black_wins":-3}}', 'Statistics'],
  ['reversi.statistics', '{"version":1,"black_vs_white":{"black_wins":1,"white_wins":0,"draws":0,"black_score":9999,"white_score":0},"computer_vs_user":{"computer_wins":0,"user_wins":0,"draws":0,"computer_score":0,"user_score":0}}', 'more than 64'],
  ['reversi.game', '{"version":1,"game":{"first":"Black","moves":[{"Place":0}],"cursor":1,"ending":null}}', 'Saved game'],
  ['reversi.game', '{"version":1,"game":"f5d6"}', 'Saved game'],
  ['reversi.game', '\u0000\u0001binary', 'Saved game'],
];

for (const [i, [key, payload, expected]] of MALFORMED.entries()) {
  test(`malformed storage #${i + 1} (${key}: ${expected}) loads defaults with a notice`, async ({ page }) => {
    await page.goto('./');
    await page.evaluate(
      ([k, v]) => {
        localStorage.clear();
        localStorage.setItem(k, v);
      },
      [key, payload],
    );
    await reload(page);
    const notice = page.getByTestId('storage-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(expected);
    // Defaults: a new game, Black (a person) to move, valid moves shown, no statistics.
    await expect(page.locator('[data-disc]')).toHaveCount(4);
    await expect(status(page)).toHaveText('Black to move');
    await expect(page.locator('[data-legal]')).toHaveCount(4);
    if (key === 'reversi.options') {
      await expect(page.getByTestId('lineup')).toHaveText('Black: Human · White: Computer (Beginner)');
    }
    // Loading never overwrites: the broken payload is still there for a newer release.
    expect(await stored(page, key)).toBe(payload);
    await action(page, 'Statistics').click();
    expect((await statsTable(page, 'black_vs_white'))[0]).toEqual(['Wins', '0', '0']);
    await dialog(page, 'Statistics').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('storage-notice').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('storage-notice')).toHaveCount(0);
  });
}

test('one broken part leaves the others intact', async ({ page }) => {
  await startWith(page, { showValidMoves: false, black: 'human', white: 'human' });
  await typeMoves(page, 'f5');
  await page.evaluate(() => localStorage.setItem('reversi.statistics', '{"version":1}'));
  await reload(page);
  await expect(page.getByTestId('storage-notice')).toContainText('Statistics');
  await expect(page.locator('[data-disc]')).toHaveCount(5);
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  await expect(page.getByTestId('lineup')).toHaveText('Black: Human · White: Human');
});

test('another tab\'s changes to options and statistics are picked up', async ({ page, context }) => {
  await startWith(page);
  const other = await context.newPage();
  await other.goto('./');
  await expect(other.locator('[data-legal]')).toHaveCount(4);

  // Options saved in the first tab reach the second through the storage event.
  await action(page, 'Options').click();
  await dialog(page, 'Options').getByRole('checkbox', { name: 'Show valid moves' }).uncheck();
  await dialog(page, 'Options').getByLabel('White player').selectOption('computer');
  await dialog(page, 'Options').getByRole('button', { name: 'OK' }).click();
  await expect(other.locator('[data-legal]')).toHaveCount(0);
  await expect(other.getByTestId('lineup')).toHaveText('Black: Human · White: Computer (Beginner)');

  // A game finished in the first tab updates the second tab's statistics.
  await action(page, 'Resign').click();
  await action(other, 'Statistics').click();
  await expect(other.locator('table[data-perspective="computer_vs_user"] tbody tr').first()).toHaveText(/Wins\s*1\s*0/);

  // Broken options written by another tab give defaults and a notice, not an error.
  await page.evaluate(() => localStorage.setItem('reversi.options', '{broken'));
  await expect(other.getByTestId('storage-notice')).toContainText('Options');
  await other.close();
});

test('options stored by the first release (version 1) are migrated', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem(
      'reversi.options',
      JSON.stringify({
        version: 1,
        show_valid_moves: false,
        preview_moves: true,
        animate_moves: true,
        board_color: '#1e7b3c',
        valid_move_color: '#66bb6a',
        active_square_color: '#ffd54f',
        move_indicator_color: '#e53935',
        first_move: 'black',
        computer: 'none',
        level: 'advanced',
      }),
    );
  });
  await reload(page);
  await expect(page.getByTestId('storage-notice')).toHaveCount(0);
  await expect(page.getByTestId('lineup')).toHaveText('Black: Human · White: Human');
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  // The migrated options are written back in the current format.
  await expect.poll(async () => JSON.parse((await stored(page, 'reversi.options'))!).version).toBe(2);
});
