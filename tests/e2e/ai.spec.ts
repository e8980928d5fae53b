// Issue 4 (web part): the computer plays from a Web Worker, never applies a stale move and
// never blocks the page.
import { test, expect, openApp, square, scores, clickMove } from './fixtures';
import { optionsJson } from './app';
import type { Page } from '@playwright/test';

const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'];

/** Chooses the players and level in the Options dialog. */
async function setPlayers(page: Page, black: string, white: string, level?: string) {
  await page.getByRole('button', { name: 'Options', exact: true }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  if (level) await options.getByLabel('Difficulty').selectOption(level);
  await options.getByLabel('White player').selectOption(white);
  await options.getByLabel('Black player').selectOption(black);
  await options.getByRole('button', { name: 'OK' }).click();
}

/** Waits until White (the computer) has answered 1. f5 and returns the square it chose. */
async function whiteReplyToF5(page: Page): Promise<string> {
  await expect(page.getByTestId('status')).toHaveText('Black to move', { timeout: 30_000 });
  await expect(page.locator('[data-disc]')).toHaveCount(6);
  // After f5, White's only legal moves are d6, f4 and f6.
  const played: string[] = [];
  for (const name of ['d6', 'f4', 'f6']) {
    if ((await square(page, name).locator('[data-disc="white"]').count()) === 1) played.push(name);
  }
  expect(played, 'White played exactly one of its legal moves').toHaveLength(1);
  expect(await scores(page)).toEqual([3, 3]);
  return played[0];
}

for (const level of LEVELS) {
  test(`the computer at ${level} answers a human with a legal move`, async ({ page }) => {
    await openApp(page);
    await setPlayers(page, 'human', 'computer', level);
    await clickMove(page, 'f5');
    await expect(page.getByTestId('thinking')).toBeVisible();
    const reply = await whiteReplyToF5(page);
    await expect(page.getByTestId('thinking')).toHaveCount(0);
    await expect(square(page, reply).locator('[data-last-move]')).toHaveCount(1);
    await expect(page.getByTestId('announcer')).toHaveText(`White played ${reply}. Black to move`);
  });
}

test('computer against computer plays a whole game to the end', async ({ page }) => {
  await openApp(page);
  await setPlayers(page, 'computer', 'computer', 'beginner');
  await expect(page.getByTestId('status')).toHaveText(/^Game over/, { timeout: 110_000 });
  const [black, white] = await scores(page);
  await expect(page.locator('[data-disc]')).toHaveCount(black + white);
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  const winner = black > white ? 'Black wins' : white > black ? 'White wins' : 'a draw';
  await expect(page.getByTestId('status')).toContainText(winner);
});

test('new game while the computer thinks applies no stale move', async ({ page }) => {
  await openApp(page);
  await setPlayers(page, 'human', 'computer', 'expert');
  await clickMove(page, 'f5');
  await expect(page.getByTestId('thinking')).toBeVisible();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  // Longer than Expert's hard time cap plus the display delay.
  await page.waitForTimeout(3_500);
  await expect(page.locator('[data-disc]')).toHaveCount(4);
  await expect(page.getByTestId('status')).toHaveText('Black to move');
  // The respawned worker serves the next request.
  await clickMove(page, 'f5');
  await whiteReplyToF5(page);
});

test('undo while the computer thinks applies no stale move', async ({ page }) => {
  await openApp(page);
  await setPlayers(page, 'human', 'computer', 'expert');
  await clickMove(page, 'f5');
  await expect(page.getByTestId('thinking')).toBeVisible();
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await expect(page.locator('[data-disc]')).toHaveCount(4);
  await page.waitForTimeout(3_500);
  await expect(page.locator('[data-disc]')).toHaveCount(4);
  await expect(page.getByTestId('status')).toHaveText('Black to move');
  await clickMove(page, 'e6');
  await expect(page.getByTestId('status')).toHaveText('Black to move', { timeout: 30_000 });
  await expect(page.locator('[data-disc]')).toHaveCount(6);
});

test('changing players while the computer thinks applies no stale move', async ({ page, context }) => {
  await openApp(page);
  await setPlayers(page, 'human', 'computer', 'expert');
  // A second tab changes the players at once (through the storage event), well inside
  // Expert's thinking time; going through the dialog can be slower than a quick answer.
  const other = await context.newPage();
  await other.goto('./');
  await clickMove(page, 'f5');
  await expect(page.getByTestId('thinking')).toBeVisible();
  await other.evaluate((options) => localStorage.setItem('reversi.options', options), optionsJson({ level: 'expert' }));
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await page.waitForTimeout(3_500);
  await expect(page.locator('[data-disc]')).toHaveCount(5);
  await expect(page.getByTestId('status')).toHaveText('White to move');
  // White is a person now and moves by hand.
  await clickMove(page, 'f6');
  expect(await scores(page)).toEqual([3, 3]);
});

test('the page never blocks while Expert thinks (no long task over 50 ms)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const now = () => page.evaluate(() => performance.now());
  await openApp(page);
  await setPlayers(page, 'human', 'computer', 'expert');
  // Each window runs from the moment the page shows "thinking" until the reply is on the board.
  const windows: [number, number][] = [];
  for (let i = 0; i < 3; i++) {
    const target = await page.locator('[data-square]:has([data-legal])').first().getAttribute('data-square');
    const before = await page.locator('[data-disc]').count();
    await clickMove(page, target!);
    await expect(page.getByTestId('thinking')).toBeVisible();
    const start = await now();
    await expect(page.locator('[data-disc]')).toHaveCount(before + 2, { timeout: 30_000 });
    windows.push([start, await now()]);
    await expect(page.getByTestId('status')).toHaveText('Black to move');
  }
  const tasks = await page.evaluate(
    () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
  );
  const during = tasks.filter((t) => windows.some(([a, b]) => t.start + t.duration > a && t.start < b));
  const thinking = windows.reduce((sum, [a, b]) => sum + (b - a), 0);
  console.log(
    `Expert thought ${Math.round(thinking)} ms over 3 moves; long tasks then: ${JSON.stringify(during)}; ` +
      `all long tasks since load: ${JSON.stringify(tasks)}`,
  );
  expect(during.filter((t) => t.duration > 50)).toEqual([]);
});
