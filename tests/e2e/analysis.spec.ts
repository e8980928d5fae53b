// Analysis: hint values on the board (refined, exact near the end, never stale, never on the
// computer's turn), the evaluation readout and graph, and the move-by-move game review with
// its progress, Cancel, marks in the move list and graph, and persistence.
import { test, expect, BLUNDER_GAME, DRAW_LINE, TEST_TIME, WAIT, type ReversiApp } from './reversi';

/** The first 42 moves of the perfect line: Black to move with 18 empties. */
const AT_18_EMPTIES = DRAW_LINE.slice(0, 84);

/**
 * The exact value of each Black move there, in discs. Obtained with the engine: for each
 * move, `reversi-cli solve` on the position after it (White to move) gives White's exact
 * score, whose negation is the move's value (h3 0, h5 0, a4 -4, a2 -8, c1 -16, h6 -20,
 * h7 -22, a3 -28, g7 -28, b2 -42).
 */
const EXACT_AT_18: Record<string, number> = {
  h3: 0,
  h5: 0,
  a4: -4,
  a2: -8,
  c1: -16,
  h6: -20,
  h7: -22,
  a3: -28,
  g7: -28,
  b2: -42,
};

/** The squares that carry a hint, with their values. */
async function hints(app: ReversiApp): Promise<Record<string, number>> {
  return app.page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-hint]')].map((sq) => [
        sq.getAttribute('data-square')!,
        Number(sq.getAttribute('data-hint')),
      ]),
    ),
  );
}

/** The names of the squares highlighted as legal. */
async function legalSquares(app: ReversiApp): Promise<string[]> {
  return app.page.evaluate(() =>
    [...document.querySelectorAll('[data-square]:has([data-legal])')].map((sq) => sq.getAttribute('data-square')!),
  );
}

test('hints are off by default, and the Hints button turns them on and off', async ({ app }) => {
  await app.open();
  await expect(app.legal).toHaveCount(4);
  await expect(app.page.locator('[data-hint]')).toHaveCount(0);
  await expect(app.action('Hints')).toHaveAttribute('aria-pressed', 'false');
  await app.press('!');
  await expect(app.action('Hints')).toHaveAttribute('aria-pressed', 'true');
  await expect(app.page.locator('[data-hint]')).toHaveCount(4);
  await expect(app.page.getByTestId('evaluation')).toBeVisible();
  await app.action('Hints').click();
  await expect(app.page.locator('[data-hint]')).toHaveCount(0);
});

test('every legal square carries a hint, and at 18 empties the values are the exact ones', async ({ app }) => {
  await app.open({ hints: true });
  await app.type(AT_18_EMPTIES);
  await expect(app.discs).toHaveCount(46);
  const legal = await legalSquares(app);
  expect(legal.sort()).toEqual(Object.keys(EXACT_AT_18).sort());
  await expect(app.page.locator('[data-hint-exact="true"]')).toHaveCount(legal.length, { timeout: WAIT.exactHints });
  expect(await hints(app)).toEqual(EXACT_AT_18);
  // The best moves, both worth 0, are marked.
  const best = await app.page.locator('[data-hint-best]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-square')).sort(),
  );
  expect(best).toEqual(['h3', 'h5']);
  await expect(app.page.getByTestId('evaluation')).toHaveText('Even (exact)');
});

test('after the first second a hint value moves by at most 2 discs from one update to the next', async ({ app }) => {
  // 40 empties on the perfect line: midgame values, refined for seconds (each the mean of the
  // search's last two depths; single depths swung by 3 discs and more here, e8 -11 then -8).
  await app.open({ hints: true });
  await app.type(DRAW_LINE.slice(0, 40));
  await expect(app.page.locator('[data-hint]').first()).toBeVisible();
  await app.page.waitForTimeout(1_000);
  let last = await hints(app);
  const jumps: string[] = [];
  let updates = 0;
  // The hint search's budget is 4 s; sample its values until well after that.
  for (let i = 0; i < 50; i++) {
    await app.page.waitForTimeout(100);
    const now = await hints(app);
    const exact = new Set(
      await app.page.locator('[data-hint-exact="true"]').evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-square')!),
      ),
    );
    for (const [square, value] of Object.entries(now)) {
      if (value === last[square]) continue;
      updates++;
      if (!exact.has(square) && Math.abs(value - last[square]) > 2) jumps.push(`${square} ${last[square]} -> ${value}`);
    }
    last = now;
  }
  expect(updates, 'no value was refined after the first second').toBeGreaterThan(0);
  expect(jumps).toEqual([]);
});

test('a move or an undo during a hint search never leaves a stale value', async ({ app }) => {
  await app.open({ hints: true });
  await app.type('f5d6c3d3c4f4');
  // Midgame hints refine for seconds; undo while they run.
  await expect(app.page.locator('[data-hint]').first()).toBeVisible();
  for (const step of ['U', 'U', 'Y']) {
    await app.press(step);
    // Every hint shown belongs to a square that is legal now, and all of them get one.
    const legal = await legalSquares(app);
    await expect.poll(async () => Object.keys(await hints(app)).sort()).toEqual(legal.sort());
  }
  await app.playFirstLegal();
  const legal = await legalSquares(app);
  await expect.poll(async () => Object.keys(await hints(app)).sort()).toEqual(legal.sort());
});

test('hints never show on the computer\'s turn', async ({ app }) => {
  await app.open({ hints: true, white: 'computer', level: 'expert' });
  await expect(app.page.locator('[data-hint]')).toHaveCount(4);
  await app.play('f5');
  await expect(app.root).toHaveAttribute('data-ai', 'thinking');
  await expect(app.page.locator('[data-hint]')).toHaveCount(0);
  await app.computerMove();
  await expect(app.page.locator('[data-hint]').first()).toBeVisible();
});

test('the review marks a known blunder with its exact loss, draws the graph and survives a reload', async ({
  app,
}) => {
  test.setTimeout(TEST_TIME.games);
  await app.open();
  await app.type(BLUNDER_GAME);
  await expect(app.status).toHaveText('Game over: White wins 15–49');
  await app.press('V');
  const progress = app.page.getByTestId('review-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveCount(0, { timeout: WAIT.wholeReview });

  const list = app.page.getByTestId('move-list');
  const blunder = list.locator('[data-ply="47"]');
  await expect(blunder).toHaveText(/b8/);
  await expect(blunder).toHaveAttribute('data-class', 'blunder');
  await expect(blunder).toHaveAttribute('data-loss', '34');
  await expect(blunder).toHaveAttribute('data-best', 'a3');
  // The perfect moves before it lose nothing.
  await expect(list.locator('[data-ply="46"]')).toHaveAttribute('data-loss', '0');
  await expect(app.page.getByTestId('review-summary')).toContainText('Black: 1 blunder');

  // One point per position: the start and one after each of the 60 discs.
  const graph = app.page.getByTestId('eval-graph');
  await expect(graph.locator('[data-ply]')).toHaveCount(61);
  await expect(graph.locator('[data-ply="47"]')).toHaveAttribute('data-class', 'blunder');
  // Choosing a point shows that position.
  await graph.locator('[data-ply="46"]').click();
  await expect(app.discs).toHaveCount(50);
  await expect(list.locator('[aria-current="step"]')).toHaveAttribute('data-ply', '46');

  await app.reload();
  await expect(app.page.getByTestId('move-list').locator('[data-ply="47"]')).toHaveAttribute('data-class', 'blunder');
  await expect(app.page.getByTestId('review-summary')).toContainText('Black: 1 blunder');
});

test('Cancel stops a review and keeps nothing of it', async ({ app }) => {
  await app.open();
  await app.type(DRAW_LINE);
  await app.action('Review game').click();
  const progress = app.page.getByTestId('review-progress');
  await expect(progress).toBeVisible();
  await app.page.getByTestId('cancel-review').click();
  await expect(progress).toHaveCount(0);
  await expect(app.page.getByTestId('review-summary')).toHaveCount(0);
  await expect(app.page.getByTestId('move-list').locator('[data-class]')).toHaveCount(0);
});

test('a new line after undo drops the review', async ({ app }) => {
  await app.open();
  await app.type('f5d6c3d3c4');
  await app.press('V');
  await expect(app.page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.shortReview });
  const list = app.page.getByTestId('move-list');
  await expect(list.locator('[data-ply="5"][data-class]')).toHaveCount(1);
  // Looking back keeps it; a different move starts a new line.
  await app.press('U');
  await expect(app.page.getByTestId('review-summary')).toBeVisible();
  await app.play('c5');
  await expect(app.page.getByTestId('review-summary')).toHaveCount(0);
  await expect(list.locator('[data-class]')).toHaveCount(0);
});

test('the graph steps through the game with the arrow keys and has a table for screen readers', async ({ app }) => {
  await app.open({ hints: true });
  await app.type('f5d6c3');
  const graph = app.page.getByTestId('eval-graph');
  await expect(graph.locator('[data-ply]')).toHaveCount(4);
  await graph.focus();
  await app.press('ArrowLeft');
  await expect(app.discs).toHaveCount(6);
  await expect(graph).toHaveAttribute('aria-valuenow', '2');
  await app.press('Home');
  await expect(app.discs).toHaveCount(4);
  await app.press('End');
  await expect(app.discs).toHaveCount(7);
  await expect(app.page.getByTestId('eval-table').locator('tbody tr')).toHaveCount(4);
});

for (const [width, height] of [
  [320, 568],
  [375, 667],
  [1280, 800],
]) {
  test(`hints, graph and review at ${width}×${height}`, async ({ app, page }, testInfo) => {
    test.setTimeout(TEST_TIME.games);
    await page.setViewportSize({ width, height });
    await app.open({ hints: true });
    await app.type(AT_18_EMPTIES);
    await expect(page.locator('[data-hint-exact="true"]')).toHaveCount(10, { timeout: WAIT.exactHints });
    await page.screenshot({ path: testInfo.outputPath(`hints-${width}x${height}.png`) });
    await app.press('V');
    await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
    await page.getByTestId('eval-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`review-${width}x${height}.png`), fullPage: true });
    await app.expectBoardFitsWindow();
    // A point of the graph is big enough to hit at this width, and shows its position.
    await page.getByTestId('eval-graph').locator('[data-ply="40"]').click();
    await expect(app.discs).toHaveCount(44);
    await expect(page.getByTestId('move-list').locator('[aria-current="step"]')).toHaveAttribute('data-ply', '40');
  });
}

test('a whole review never blocks the page (no long task over 50 ms)', async ({ app, page }) => {
  test.setTimeout(TEST_TIME.games);
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await app.open();
  await app.type(DRAW_LINE);
  await expect(app.status).toHaveText('Game over: a draw, 32–32');
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
  await app.press('V');
  await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
  const long = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  expect(long.filter((d) => d > 50)).toEqual([]);
});

test('"Show evaluation graph" values every position of a game opened from a link, without hints', async ({
  app,
  page,
}) => {
  await app.open();
  await app.type('f5d6');
  // Off by default: no graph, no analysis at all.
  await expect(page.getByTestId('eval-graph')).toHaveCount(0);
  await app.showGraph();
  const graph = page.getByTestId('eval-graph');
  await expect(graph.locator('.graph-point.known')).toHaveCount(3);

  // A 40-move game from a link: a point for every position within seconds.
  await page.goto('about:blank');
  const opened = Date.now();
  await app.visit(`./#moves=${DRAW_LINE.slice(0, 80)}`);
  await expect(graph.locator('[data-ply]')).toHaveCount(41);
  await expect(graph.locator('.graph-point.known')).toHaveCount(41, { timeout: 10_000 });
  console.log(`graph of 41 positions filled ${Date.now() - opened} ms after opening the link`);
  await expect(page.locator('[data-hint]')).toHaveCount(0);
  const rows = page.getByTestId('eval-table').locator('tbody td');
  await expect(rows.filter({ hasText: 'not known' })).toHaveCount(0);
  // The option is kept.
  expect(JSON.parse((await app.stored('reversi.options'))!).display.show_graph).toBe(true);
  await app.reload();
  await expect(graph.locator('.graph-point.known')).toHaveCount(41, { timeout: 10_000 });
});

test("the graph's background evaluation gives way to the computer's move", async ({ app, page }) => {
  test.setTimeout(TEST_TIME.gameAgainstComputer);
  // Against the computer at the advanced level, which spends a fixed node budget: its move takes
  // as long with the graph filling as without, since no fill is asked while it thinks.
  const unvalued: number[] = [];
  const times = async (graph: boolean): Promise<number[]> => {
    await app.open({ white: 'computer', level: 'advanced' });
    if (graph) await app.showGraph();
    const taken: number[] = [];
    for (const moves of [36, 40, 44, 48, 52]) {
      await page.goto('about:blank');
      // Each time a fresh game from a link (Black to move), so the graph has its positions to value.
      await app.visit(`./#moves=${DRAW_LINE.slice(0, moves)}`);
      // Both workers loaded and, with the option, the graph filling when the person moves.
      if (graph) {
        await expect(page.locator('.graph-point.known')).not.toHaveCount(0);
        unvalued.push(await page.locator('.graph-point:not(.known)').count());
      } else {
        await page.waitForTimeout(1_000);
      }
      const before = await app.searchesDone();
      const start = Date.now();
      await app.playFirstLegal();
      await expect.poll(() => app.searchesDone(), { timeout: WAIT.computerMove }).toBeGreaterThan(before);
      taken.push(Date.now() - start);
    }
    return taken;
  };
  const without = await times(false);
  const withGraph = await times(true);
  console.log(
    `computer's reply (ms) without the graph option: ${without}; with it: ${withGraph} ` +
      `(positions still to value when the person moved: ${unvalued})`,
  );
  const median = (t: number[]) => [...t].sort((a, b) => a - b)[2];
  expect(median(withGraph)).toBeLessThan(median(without) * 1.5 + 300);
});
