// Issue 3: two people play complete, correct games in the browser.
import { test, expect, openApp, square, scores, moves, clickMove, boardState } from './fixtures';

const PERFECT_GAME =
  'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1' +
  'f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6';

// Disc counts (black, white) after the first moves of the game, from the engine's CLI.
const EARLY_COUNTS: [number, number][] = [
  [4, 1],
  [3, 3],
  [5, 2],
  [4, 4],
  [6, 3],
];

test('the start position shows four discs, Black to move and four legal moves', async ({ page }) => {
  await openApp(page);
  expect(await scores(page)).toEqual([2, 2]);
  await expect(page.getByTestId('status')).toHaveText('Black to move');
  await expect(page.getByTestId('turn')).toHaveText('Black to move');
  await expect(page.locator('[data-legal]')).toHaveCount(4);
  for (const name of ['d3', 'c4', 'f5', 'e6']) {
    await expect(square(page, name).locator('[data-legal]')).toHaveCount(1);
  }
  await expect(square(page, 'd4').locator('[data-disc="white"]')).toHaveCount(1);
  await expect(square(page, 'e4').locator('[data-disc="black"]')).toHaveCount(1);
});

test('a full 60-move game by clicking ends 32–32 with a draw announced', async ({ page }) => {
  await openApp(page);
  const line = moves(PERFECT_GAME);
  expect(line).toHaveLength(60);
  for (const [i, name] of line.entries()) {
    await clickMove(page, name);
    if (i < EARLY_COUNTS.length) {
      expect(await scores(page), `counts after move ${i + 1} (${name})`).toEqual(EARLY_COUNTS[i]);
    }
  }
  expect(await scores(page)).toEqual([32, 32]);
  await expect(page.locator('[data-disc]')).toHaveCount(64);
  await expect(page.getByTestId('status')).toHaveText('Game over: a draw, 32–32');
  await expect(page.getByTestId('turn')).toHaveText('Game over');
  await expect(page.locator('[data-legal]')).toHaveCount(0);
});

test('a forced pass is announced and the same player moves again', async ({ page }) => {
  await openApp(page);
  // After White's c1, Black has no legal move.
  for (const name of moves('d3c3b3b2f5a3a1c1')) await clickMove(page, name);
  await expect(page.getByTestId('status')).toHaveText(
    'Black has no legal move — White plays again',
  );
  await expect(page.getByTestId('turn')).toHaveText('White to move');
  await expect(page.getByTestId('announcer')).toContainText('White played c1');
  expect(await scores(page)).toEqual([8, 4]);
  // White's legal moves are e3 and f6; White plays again.
  await expect(page.locator('[data-legal]')).toHaveCount(2);
  await clickMove(page, 'f6');
  await expect(square(page, 'f6').locator('[data-disc="white"]')).toHaveCount(1);
  await expect(page.getByTestId('status')).toHaveText('Black to move');
});

test('typing f then 5 plays f5', async ({ page }) => {
  await openApp(page);
  await page.keyboard.press('f');
  await page.keyboard.press('5');
  await expect(square(page, 'f5').locator('[data-disc="black"]')).toHaveCount(1);
  expect(await scores(page)).toEqual([4, 1]);
  await expect(page.getByTestId('status')).toHaveText('White to move');
  await expect(page.getByTestId('announcer')).toHaveText('Black played f5. White to move');
  // An illegal typed square is ignored.
  await page.keyboard.press('a');
  await page.keyboard.press('1');
  expect(await scores(page)).toEqual([4, 1]);
  await expect(square(page, 'a1').locator('[data-disc]')).toHaveCount(0);
});

test('the board is keyboard-usable: arrows move the focus and Enter plays', async ({ page }) => {
  await openApp(page);
  // The roving focus starts on the first legal move, d3.
  await page.locator('[data-square][tabindex="0"]').focus();
  await expect(page.locator('[data-square][tabindex="0"]')).toHaveAttribute('data-square', 'd3');
  // d3 → e3 → e4 → e5 → e6, then play it.
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await expect(page.locator(':focus')).toHaveAttribute('data-square', 'e6');
  await page.keyboard.press('Enter');
  await expect(square(page, 'e6').locator('[data-disc="black"]')).toHaveCount(1);
  expect(await scores(page)).toEqual([4, 1]);
});

test('clicking an illegal square changes nothing', async ({ page }) => {
  await openApp(page);
  await clickMove(page, 'f5');
  const before = await boardState(page);
  for (const name of ['a1', 'h8', 'f5', 'e4', 'd3']) {
    await square(page, name).click();
  }
  await expect(page.getByTestId('notice')).toContainText('is not a legal move for White');
  expect(await boardState(page)).toBe(before);
  expect(await scores(page)).toEqual([4, 1]);
  await expect(page.getByTestId('status')).toHaveText('White to move');
});

test('new game restores the start position', async ({ page }) => {
  await openApp(page);
  for (const name of moves('f5d6c3')) await clickMove(page, name);
  await page.getByTestId('new-game').click();
  await expect(page.locator('[data-disc]')).toHaveCount(4);
  expect(await scores(page)).toEqual([2, 2]);
  await expect(page.getByTestId('status')).toHaveText('Black to move');
  await expect(page.locator('[data-last-move]')).toHaveCount(0);
});

test('the last move is marked and undo takes it back', async ({ page }) => {
  await openApp(page);
  await clickMove(page, 'f5');
  await clickMove(page, 'd6');
  await expect(square(page, 'd6').locator('[data-last-move]')).toHaveCount(1);
  await expect(page.locator('[data-last-move]')).toHaveCount(1);
  await page.getByTestId('undo').click();
  await expect(square(page, 'd6').locator('[data-disc]')).toHaveCount(0);
  await expect(square(page, 'f5').locator('[data-last-move]')).toHaveCount(1);
  expect(await scores(page)).toEqual([4, 1]);
});

for (const [width, height] of [
  [375, 667],
  [1280, 800],
  [320, 568],
]) {
  test(`the whole board is visible at ${width}×${height}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await openApp(page);
    for (const name of moves('f5d6c3d3c4')) await clickMove(page, name);
    const box = await page.locator('svg.board').boundingBox();
    expect(box).not.toBeNull();
    const b = box!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
    expect(b.y + b.height).toBeLessThanOrEqual(height);
    expect(Math.abs(b.width - b.height)).toBeLessThan(1);
    expect(b.width).toBeGreaterThanOrEqual(Math.min(280, width - 24));
    for (const part of ['.scores', '.status-bar', '.menu']) {
      const p = (await page.locator(part).boundingBox())!;
      expect(p.x, `${part} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width, `${part} ends inside the window`).toBeLessThanOrEqual(width);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    const path = testInfo.outputPath(`board-${width}x${height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`board ${width}×${height}`, { path, contentType: 'image/png' });
  });
}
