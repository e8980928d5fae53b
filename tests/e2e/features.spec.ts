// Issue 5: the classic game's actions, each through its button and its shortcut, plus the
// options, statistics, help and about dialogs.
import { test, expect, square, scores, clickMove } from './fixtures';
import { startWith, typeMoves, action, dialog, statsTable, WIPEOUT, DRAW_LINE, PASS_LINE } from './app';
import type { Page } from '@playwright/test';

const status = (page: Page) => page.getByTestId('status');

/** Each action: its button name and the keys (as Playwright names them) that trigger it. */
const ACTIONS: [string, string[]][] = [
  ['New game', ['N']],
  ['Resign', ['R']],
  ['Offer draw', ['=', 'T']],
  ['Undo move', ['U', 'Z']],
  ['Redo move', ['Y']],
  ['Undo all moves', ['Shift+U', 'Home']],
  ['Redo all moves', ['Shift+Y', 'End']],
  ['Resume play', ['P']],
  ['Options', ['O']],
  ['Statistics', ['S']],
  ['Help', ['?']],
  ['About', ['I']],
];

test('every action is a named button whose tooltip and aria-keyshortcuts give its keys', async ({ page }) => {
  await startWith(page);
  for (const [name, keys] of ACTIONS) {
    const button = action(page, name);
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAttribute('title', `${name} (${keys[0]})`);
    await expect(button).toHaveAttribute('aria-keyshortcuts', keys.join(' '));
  }
});

test('the menu fits a 320 px wide phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await startWith(page);
  for (const [name] of ACTIONS) {
    const box = (await action(page, name).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(320);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

for (const via of ['button', 'key'] as const) {
  const press = async (page: Page, name: string, key: string) => {
    if (via === 'button') await action(page, name).click();
    else await page.keyboard.press(key);
  };

  test(`new game by ${via}`, async ({ page }) => {
    await startWith(page);
    await typeMoves(page, 'f5d6');
    await expect(page.locator('[data-disc]')).toHaveCount(6);
    await press(page, 'New game', 'N');
    await expect(page.locator('[data-disc]')).toHaveCount(4);
    await expect(status(page)).toHaveText('Black to move');
    await expect(action(page, 'Undo move')).toBeDisabled();
  });

  test(`resign by ${via}: between people the side to move loses 0–64`, async ({ page }) => {
    await startWith(page);
    await typeMoves(page, 'f5');
    await press(page, 'Resign', 'R');
    await expect(status(page)).toHaveText('White resigned — Black wins 64–0');
    await expect(action(page, 'Resign')).toBeDisabled();
  });

  test(`resign by ${via} against the computer: the computer wins 64–0`, async ({ page }) => {
    await startWith(page, { black: 'computer', white: 'human' });
    // Resigning while the computer is still to move (or thinking) still resigns the person.
    await press(page, 'Resign', 'R');
    await expect(status(page)).toHaveText('White resigned — Black wins 64–0');
  });

  test(`offer draw by ${via} between people: declined, then accepted`, async ({ page }) => {
    await startWith(page);
    await typeMoves(page, 'f5');
    await press(page, 'Offer draw', via === 'key' ? '=' : '');
    const prompt = dialog(page, 'Draw offered');
    await expect(prompt).toContainText('White offers a draw. Black, do you accept?');
    await prompt.getByRole('button', { name: 'Decline' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByTestId('notice')).toHaveText('Black declines the draw — White to move');
    await expect(status(page)).toHaveText('White to move');

    await press(page, 'Offer draw', 'T');
    await dialog(page, 'Draw offered').getByRole('button', { name: 'Accept draw' }).click();
    await expect(status(page)).toHaveText('Game over: draw agreed at 4–1');
  });

  test(`undo and redo by ${via}, one move and all moves, through a forced pass`, async ({ page }) => {
    await startWith(page);
    await typeMoves(page, PASS_LINE);
    await expect(status(page)).toHaveText('Black has no legal move — White plays again');
    const atPass = await scores(page);

    await press(page, 'Undo move', 'U');
    await expect(square(page, 'c1').locator('[data-disc]')).toHaveCount(0);
    await expect(status(page)).toHaveText('White to move');
    await press(page, 'Redo move', 'Y');
    await expect(status(page)).toHaveText('Black has no legal move — White plays again');
    expect(await scores(page)).toEqual(atPass);

    await press(page, 'Undo move', 'Z');
    await press(page, 'Undo all moves', 'Shift+U');
    await expect(page.locator('[data-disc]')).toHaveCount(4);
    await expect(status(page)).toHaveText('Black to move');
    await expect(action(page, 'Undo move')).toBeDisabled();
    await press(page, 'Redo all moves', 'Shift+Y');
    await expect(status(page)).toHaveText('Black has no legal move — White plays again');
    expect(await scores(page)).toEqual(atPass);
    await expect(action(page, 'Redo move')).toBeDisabled();

    // Home and End are the other keys for undo all and redo all.
    if (via === 'key') {
      await page.keyboard.press('Home');
      await expect(page.locator('[data-disc]')).toHaveCount(4);
      await page.keyboard.press('End');
      expect(await scores(page)).toEqual(atPass);
    }
  });

  test(`resume play by ${via}: undo holds the computer until resumed`, async ({ page }) => {
    await startWith(page, { white: 'computer' });
    await clickMove(page, 'f5');
    await expect(page.locator('[data-disc]')).toHaveCount(6, { timeout: 30_000 });
    await expect(status(page)).toHaveText('Black to move');
    await expect(action(page, 'Resume play')).toBeDisabled();

    await action(page, 'Undo move').click();
    await expect(page.locator('[data-disc]')).toHaveCount(5);
    await expect(status(page)).toHaveText('White to move');
    await expect(action(page, 'Resume play')).toBeEnabled();
    await expect(page.getByTestId('thinking')).toHaveCount(0);
    // Held: the computer does not move on its own.
    await page.waitForTimeout(1500);
    await expect(page.locator('[data-disc]')).toHaveCount(5);

    await press(page, 'Resume play', 'P');
    await expect(page.locator('[data-disc]')).toHaveCount(6, { timeout: 30_000 });
    await expect(status(page)).toHaveText('Black to move');
    await expect(action(page, 'Resume play')).toBeDisabled();
  });

  test(`statistics by ${via}: a win, a draw and a resignation are counted, then reset`, async ({ page }) => {
    test.setTimeout(180_000);
    await startWith(page);
    await typeMoves(page, WIPEOUT);
    await expect(status(page)).toHaveText('Game over: Black wins 13–0');
    await action(page, 'New game').click();
    await typeMoves(page, DRAW_LINE);
    await expect(status(page)).toHaveText('Game over: a draw, 32–32');

    // Against the computer (White), the person resigns: Computer 64, User 0.
    await action(page, 'Options').click();
    const options = dialog(page, 'Options');
    await options.getByLabel('White player').selectOption('computer');
    await options.getByRole('button', { name: 'OK' }).click();
    await action(page, 'New game').click();
    await action(page, 'Resign').click();
    await expect(status(page)).toHaveText('Black resigned — White wins 0–64');

    await press(page, 'Statistics', 'S');
    const stats = dialog(page, 'Statistics');
    await expect(stats).toBeVisible();
    expect(await statsTable(page, 'black_vs_white')).toEqual([
      ['Wins', '1', '1'],
      ['Losses', '1', '1'],
      ['Draws', '1', '1'],
      ['Total score', String(13 + 32 + 0), String(0 + 32 + 64)],
    ]);
    expect(await statsTable(page, 'computer_vs_user')).toEqual([
      ['Wins', '1', '0'],
      ['Losses', '0', '1'],
      ['Draws', '0', '0'],
      ['Total score', '64', '0'],
    ]);
    // Taking the resignation back and resigning again does not count the game twice.
    await stats.getByRole('button', { name: 'Close' }).click();
    await action(page, 'Undo move').click();
    await expect(status(page)).toHaveText('Black to move');
    await action(page, 'Resign').click();
    await expect(status(page)).toHaveText('Black resigned — White wins 0–64');
    await press(page, 'Statistics', 'S');
    expect((await statsTable(page, 'computer_vs_user'))[0]).toEqual(['Wins', '1', '0']);

    await dialog(page, 'Statistics').getByRole('button', { name: 'Reset' }).click();
    expect(await statsTable(page, 'black_vs_white')).toEqual([
      ['Wins', '0', '0'],
      ['Losses', '0', '0'],
      ['Draws', '0', '0'],
      ['Total score', '0', '0'],
    ]);
    await page.reload();
    await action(page, 'Statistics').click();
    expect((await statsTable(page, 'computer_vs_user'))[3]).toEqual(['Total score', '0', '0']);
  });

  test(`help by ${via} lists every action with its key, and about shows version and licence`, async ({ page }) => {
    await startWith(page);
    await press(page, 'Help', '?');
    const help = dialog(page, 'Help');
    await expect(help).toBeVisible();
    for (const [name] of ACTIONS) await expect(help).toContainText(name);
    for (const topic of ['Corners', 'X-squares', 'Mobility', 'Frontier', 'Wedges', 'Parity']) {
      await expect(help).toContainText(topic);
    }
    await expect(help.locator('svg').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    await press(page, 'About', 'I');
    const about = dialog(page, 'About Reversi');
    await expect(about).toContainText(/Version\s*\d+\.\d+\.\d+/);
    await expect(about).toContainText('MIT');
    await about.getByRole('button', { name: 'Close' }).click();
    await expect(about).toHaveCount(0);
  });
}

test('offer draw against the computer: accepted only when the computer is not ahead', async ({ page }) => {
  // After 8 moves of the wipe-out line White is far behind (9–3) and Black (a person) is to move.
  await startWith(page);
  await typeMoves(page, WIPEOUT.slice(0, 16));
  await expect(status(page)).toHaveText('Black to move');
  await action(page, 'Options').click();
  await dialog(page, 'Options').getByLabel('White player').selectOption('computer');
  await dialog(page, 'Options').getByRole('button', { name: 'OK' }).click();
  await action(page, 'Offer draw').click();
  await expect(status(page)).toHaveText('Game over: draw agreed at 9–3');
  await expect(page.getByTestId('notice')).toHaveText(/White accepts the draw/);

  // Here White's own evaluation puts it 14 discs ahead (found with the engine at Beginner):
  // it declines, and the person still has to move.
  await startWith(page);
  await typeMoves(page, 'd3c3b3b2b1a1f5c1');
  await expect(status(page)).toHaveText('Black to move');
  await action(page, 'Options').click();
  await dialog(page, 'Options').getByLabel('White player').selectOption('computer');
  await dialog(page, 'Options').getByRole('button', { name: 'OK' }).click();
  await page.keyboard.press('=');
  await expect(page.getByTestId('notice')).toHaveText('White declines the draw — Black to move');
  await expect(status(page)).toHaveText('Black to move');
  await expect(page.locator('[data-disc]')).toHaveCount(12);
});

test('options: Cancel discards, OK applies, and the choice survives a reload', async ({ page }) => {
  await startWith(page);
  await expect(page.locator('[data-legal]')).toHaveCount(4);

  await page.keyboard.press('O');
  let options = dialog(page, 'Options');
  await options.getByRole('checkbox', { name: 'Show valid moves' }).uncheck();
  await options.getByLabel('Board colour').fill('#123456');
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect(options).toHaveCount(0);
  await expect(page.locator('[data-legal]')).toHaveCount(4);

  await action(page, 'Options').click();
  options = dialog(page, 'Options');
  await expect(options.getByRole('checkbox', { name: 'Show valid moves' })).toBeChecked();
  await options.getByRole('checkbox', { name: 'Show valid moves' }).uncheck();
  await options.getByLabel('Board colour').fill('#123456');
  await options.getByLabel('Difficulty').selectOption('expert');
  await options.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  const felt = () => page.locator('svg.board .felt').evaluate((el) => getComputedStyle(el).fill);
  expect(await felt()).toBe('rgb(18, 52, 86)');

  await page.reload();
  await expect(page.locator('[data-square="a1"]')).toBeVisible();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  expect(await felt()).toBe('rgb(18, 52, 86)');
  await action(page, 'Options').click();
  options = dialog(page, 'Options');
  await expect(options.getByRole('checkbox', { name: 'Show valid moves' })).not.toBeChecked();
  await expect(options.getByLabel('Difficulty')).toHaveValue('expert');

  // Restore defaults changes only the draft until OK.
  await options.getByRole('button', { name: 'Restore defaults' }).click();
  await expect(options.getByRole('checkbox', { name: 'Show valid moves' })).toBeChecked();
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
});

test('changing players mid-game takes effect at once', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, 'f5');
  await expect(status(page)).toHaveText('White to move');
  await action(page, 'Options').click();
  await dialog(page, 'Options').getByLabel('White player').selectOption('computer');
  await dialog(page, 'Options').getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-disc]')).toHaveCount(6, { timeout: 30_000 });
  await expect(status(page)).toHaveText('Black to move');
  await expect(page.getByTestId('lineup')).toHaveText('Black: Human · White: Computer (Beginner)');
});

test('first move option: a new game starts with White to move', async ({ page }) => {
  await startWith(page);
  await action(page, 'Options').click();
  await dialog(page, 'Options').getByLabel('First move').selectOption('white');
  await dialog(page, 'Options').getByRole('button', { name: 'OK' }).click();
  await action(page, 'New game').click();
  await expect(status(page)).toHaveText('White to move');
});

test('preview shows the discs a move would flip; the option turns it off', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, 'f5d6');
  // Black's c5 would flip d5 only; e6... count comes from the engine's rules.
  await square(page, 'c5').hover();
  await expect(square(page, 'c5').locator('[data-preview-move]')).toHaveCount(1);
  await expect(page.locator('[data-preview]')).toHaveCount(1);
  await expect(square(page, 'd5').locator('[data-preview]')).toHaveCount(1);
  await square(page, 'a1').hover();
  await expect(page.locator('[data-preview]')).toHaveCount(0);

  await startWith(page, { previewMoves: false });
  await typeMoves(page, 'f5d6');
  await square(page, 'c5').hover();
  await expect(page.locator('[data-preview], [data-preview-move]')).toHaveCount(0);
});

test('animation turns the flipped discs and circles the disc played; the option turns it off', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, 'f5');
  await expect(square(page, 'e5').locator('[data-flip]')).toHaveCount(1);
  await expect(page.locator('[data-flip]')).toHaveCount(1);
  await expect(square(page, 'f5').locator('[data-move-indicator]')).toHaveCount(1);
  const animation = await square(page, 'e5')
    .locator('[data-disc]')
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe('flip');

  await startWith(page, { animateMoves: false });
  await typeMoves(page, 'f5');
  await expect(page.locator('[data-flip], [data-move-indicator]')).toHaveCount(0);
});

test('reduced motion: no disc turns over, but the played disc is still circled', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await startWith(page);
  await typeMoves(page, 'f5');
  await expect(square(page, 'f5').locator('[data-move-indicator]')).toHaveCount(1);
  const animation = await square(page, 'e5')
    .locator('[data-disc]')
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe('none');
  await context.close();
});

test('shortcuts are ignored while a dialog is open and while typing in a form control', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, 'f5');
  await action(page, 'Options').click();
  const options = dialog(page, 'Options');
  await page.keyboard.press('N');
  await page.keyboard.press('U');
  await expect(options).toBeVisible();
  await options.getByLabel('Black player').focus();
  await page.keyboard.press('R');
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-disc]')).toHaveCount(5);
  await expect(status(page)).toHaveText('White to move');
  // Move typing still works once the dialog is closed.
  await typeMoves(page, 'd6');
  await expect(page.locator('[data-disc]')).toHaveCount(6);
});
