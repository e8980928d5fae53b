// The board between two people: the start position, complete games by clicking, passes,
// typed and keyboard moves, illegal clicks, the last-move marker, the move preview and the
// flip animation, and the layout at phone and desktop sizes.
import { test, expect, moves, ReversiApp, PASS_LINE } from './reversi';

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

test('the start position shows four discs, Black to move and four legal moves', async ({ app }) => {
  await app.open();
  expect(await app.scores()).toEqual([2, 2]);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.turn).toHaveText('Move 1');
  await expect(app.scoreBox('black')).toHaveClass(/\bto-move\b/);
  await expect(app.scoreBox('white')).not.toHaveClass(/\bto-move\b/);
  await expect(app.legal).toHaveCount(4);
  for (const name of ['d3', 'c4', 'f5', 'e6']) {
    await expect(app.square(name).locator('[data-legal]')).toHaveCount(1);
  }
  await expect(app.disc('d4', 'white')).toHaveCount(1);
  await expect(app.disc('e4', 'black')).toHaveCount(1);
});

test('a full 60-move game by clicking ends 32–32 with a draw announced', async ({ app }) => {
  await app.open();
  const line = moves(PERFECT_GAME);
  expect(line).toHaveLength(60);
  for (const [i, name] of line.entries()) {
    await app.play(name);
    if (i < EARLY_COUNTS.length) {
      expect(await app.scores(), `counts after move ${i + 1} (${name})`).toEqual(EARLY_COUNTS[i]);
    }
  }
  expect(await app.scores()).toEqual([32, 32]);
  await expect(app.discs).toHaveCount(64);
  await expect(app.status).toHaveText('Game over: a draw, 32–32');
  await expect(app.turn).toHaveText('Game over');
  await expect(app.legal).toHaveCount(0);
});

test('a forced pass is announced and the same player moves again', async ({ app }) => {
  await app.open();
  await app.playAll(PASS_LINE);
  await expect(app.status).toHaveText('Black has no legal move — White plays again');
  // Eight discs placed: the ninth move is White's again.
  await expect(app.turn).toHaveText('Move 9');
  await expect(app.scoreBox('white')).toHaveClass(/\bto-move\b/);
  await expect(app.announcer).toContainText('White played c1');
  expect(await app.scores()).toEqual([8, 4]);
  // White's legal moves are e3 and f6; White plays again.
  await expect(app.legal).toHaveCount(2);
  await app.play('f6');
  await expect(app.disc('f6', 'white')).toHaveCount(1);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.turn).toHaveText('Move 10');
});

test('typing f then 5 plays f5', async ({ app }) => {
  await app.open();
  await app.type('f5');
  await expect(app.disc('f5', 'black')).toHaveCount(1);
  expect(await app.scores()).toEqual([4, 1]);
  await expect(app.status).toHaveText('White to move');
  await expect(app.turn).toHaveText('Move 2');
  await expect(app.announcer).toHaveText('Black played f5, turning 1 disc: Black 4, White 1. White to move');
  // An illegal typed square is ignored.
  await app.type('a1');
  expect(await app.scores()).toEqual([4, 1]);
  await expect(app.disc('a1')).toHaveCount(0);
});

test('the board is keyboard-usable: arrows move the focus and Enter plays', async ({ app, page }) => {
  await app.open();
  // The roving focus starts on the first legal move, d3.
  const roving = page.locator('[data-square][tabindex="0"]');
  await roving.focus();
  await expect(roving).toHaveAttribute('data-square', 'd3');
  // d3 → e3 → e4 → e5 → e6, then play it.
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await app.press(key);
  await expect(page.locator(':focus')).toHaveAttribute('data-square', 'e6');
  await app.press('Enter');
  await expect(app.disc('e6', 'black')).toHaveCount(1);
  expect(await app.scores()).toEqual([4, 1]);
});

test('clicking an illegal square changes nothing', async ({ app }) => {
  await app.open();
  await app.play('f5');
  const before = await app.boardState();
  for (const name of ['a1', 'h8', 'f5', 'e4', 'd3']) {
    await app.square(name).click();
  }
  await expect(app.notice).toContainText('is not a legal move for White');
  expect(await app.boardState()).toBe(before);
  expect(await app.scores()).toEqual([4, 1]);
  await expect(app.status).toHaveText('White to move');
  // The next move drops the notice: it was about the position before.
  await app.play('f6');
  await expect(app.notice).toBeEmpty();
});

test('new game restores the start position', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6c3');
  await app.confirmed('New game');
  await expect(app.discs).toHaveCount(4);
  expect(await app.scores()).toEqual([2, 2]);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.turn).toHaveText('Move 1');
  await expect(app.lastMove).toHaveCount(0);
});

test('the last move is marked and undo takes it back', async ({ app }) => {
  await app.open();
  await app.play('f5');
  await app.play('d6');
  await expect(app.square('d6').locator('[data-last-move]')).toHaveCount(1);
  await expect(app.lastMove).toHaveCount(1);
  await app.page.getByTestId('undo').click();
  await expect(app.disc('d6')).toHaveCount(0);
  await expect(app.square('f5').locator('[data-last-move]')).toHaveCount(1);
  expect(await app.scores()).toEqual([4, 1]);
});

test('preview shows the discs a move would flip; the option turns it off', async ({ app, page }) => {
  await app.open();
  await app.type('f5d6');
  // Black's c5 flips d5 only.
  await app.square('c5').hover();
  await expect(app.square('c5').locator('[data-preview-move]')).toHaveCount(1);
  await expect(page.locator('[data-preview]')).toHaveCount(1);
  await expect(app.square('d5').locator('[data-preview]')).toHaveCount(1);
  await app.square('a1').hover();
  await expect(page.locator('[data-preview]')).toHaveCount(0);

  await app.open({ previewMoves: false });
  await app.type('f5d6');
  await app.square('c5').hover();
  await expect(page.locator('[data-preview], [data-preview-move]')).toHaveCount(0);
});

test('animation turns the flipped discs and circles the disc played; the option turns it off', async ({
  app,
  page,
}) => {
  await app.open();
  await app.type('f5');
  await expect(app.square('e5').locator('[data-flip]')).toHaveCount(1);
  await expect(page.locator('[data-flip]')).toHaveCount(1);
  await expect(app.square('f5').locator('[data-move-indicator]')).toHaveCount(1);
  const animation = await app.disc('e5').evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe('flip');

  await app.open({ animateMoves: false });
  await app.type('f5');
  await expect(page.locator('[data-flip], [data-move-indicator]')).toHaveCount(0);
});

test('reduced motion: no disc turns over, but the played disc is still circled', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const app = new ReversiApp(await context.newPage());
  await app.open();
  await app.type('f5');
  await expect(app.square('f5').locator('[data-move-indicator]')).toHaveCount(1);
  const animation = await app.disc('e5').evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe('none');
  await context.close();
});

for (const [width, height] of [
  [375, 667],
  [1280, 800],
  [320, 568],
]) {
  test(`the whole board is visible at ${width}×${height}`, async ({ app, page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await app.open();
    await app.playAll('f5d6c3d3c4');
    await app.expectBoardFitsWindow();
    const b = (await app.board.boundingBox())!;
    expect(Math.abs(b.width - b.height)).toBeLessThan(1);
    expect(b.width).toBeGreaterThanOrEqual(Math.min(280, width - 24));
    for (const part of ['.scores', '.status-bar', '.menu']) {
      const p = (await page.locator(part).boundingBox())!;
      expect(p.x, `${part} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width, `${part} ends inside the window`).toBeLessThanOrEqual(width);
    }
    const path = testInfo.outputPath(`board-${width}x${height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`board ${width}×${height}`, { path, contentType: 'image/png' });
  });
}
