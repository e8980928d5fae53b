// Analysis: hint values on the board (refined, exact near the end, never stale, never on the
// computer's turn), the evaluation readout and graph, and the move-by-move game review with
// its progress, Cancel, marks in the move list and graph, and persistence.
import { test, expect, cli, BLUNDER_GAME, DRAW_LINE, TEST_TIME, WAIT, longTasks, watchLongTasks, type ReversiApp } from './reversi';

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

/**
 * The hint search's reports at the shallow depths, where values still swing: at 40 empties on
 * the perfect line, the 7th report still moved b8 by 4 discs (-14 to -10), and the search,
 * reporting after each depth, gives about 10 reports within its budget on a loaded machine.
 */
const SHALLOW_REPORTS = 7;
/** How many reports past those the test judges, at least. */
const REFINEMENTS = 2;

/** One set of hint values as the board showed it, and the squares whose value was exact. */
type HintReport = { values: Record<string, number>; exact: string[] };

/**
 * From the next page load on, keeps in the page every set of hint values the board shows, in
 * order: one entry per report of the hint search, which updates every square's value at once.
 */
async function recordHints(app: ReversiApp): Promise<void> {
  await app.page.addInitScript(() => {
    const w = window as unknown as { __hintReports: HintReport[] };
    w.__hintReports = [];
    const record = () => {
      const values: Record<string, number> = {};
      const exact: string[] = [];
      for (const square of document.querySelectorAll('[data-hint]')) {
        const name = square.getAttribute('data-square')!;
        values[name] = Number(square.getAttribute('data-hint'));
        if (square.getAttribute('data-hint-exact') === 'true') exact.push(name);
      }
      const last = w.__hintReports.at(-1)?.values ?? {};
      if (Object.keys(values).length > 0 && JSON.stringify(last) !== JSON.stringify(values)) {
        w.__hintReports.push({ values, exact });
      }
    };
    new MutationObserver(record).observe(document, {
      attributes: true,
      attributeFilter: ['data-hint', 'data-hint-exact'],
      childList: true,
      subtree: true,
    });
  });
}

/** The hint values recorded since `recordHints`. */
async function hintReports(app: ReversiApp): Promise<HintReport[]> {
  return app.page.evaluate(() => (window as unknown as { __hintReports: HintReport[] }).__hintReports);
}

test('hints are off by default, and the Hints button turns them on and off', async ({ app }) => {
  await app.open();
  await expect(app.legal).toHaveCount(4);
  await expect(app.page.locator('[data-hint]')).toHaveCount(0);
  await expect(app.action('Hints')).toHaveAttribute('aria-pressed', 'false');
  await app.press('!');
  await expect(app.action('Hints')).toHaveAttribute('aria-pressed', 'true');
  await expect(app.page.locator('[data-hint]')).toHaveCount(4);
  await app.showPanel('analysis');
  await expect(app.page.getByTestId('evaluation')).toBeVisible();
  await app.act('Hints');
  await expect(app.page.locator('[data-hint]')).toHaveCount(0);
});

test('hints say what their numbers mean, and the evaluation line always gives the best hint\'s value', async ({ app, page }) => {
  await app.open({ hints: true });
  // The graph too: its own evaluation of the position shown must not speak over the hints.
  await app.actById('open-options');
  await page.getByTestId('option-graph').check();
  await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
  await app.showPanel('analysis');
  await expect(page.getByTestId('hint-legend')).toBeVisible();
  await expect(page.getByTestId('hint-legend')).toContainText('final disc difference for the side to move');
  // Between two people, Black to move after 24 and after 30 moves: the best hint is Black's value.
  for (const [from, to] of [[0, 48], [48, 60]]) {
    await app.type(DRAW_LINE.slice(from, to));
    await expect(app.turn).toHaveText(`Move ${to / 2 + 1}`);
    await expect(page.locator('[data-hint]')).toHaveCount((await app.legalSquares()).length);
    // Sampled in one tick of the page, as the player reads them, while the searches go on.
    for (let i = 0; i < 20; i++) {
      const [best, said] = await page.evaluate(() => {
        const hints = [...document.querySelectorAll('[data-hint]')].map((e) => Number(e.getAttribute('data-hint')));
        return [Math.max(...hints), document.querySelector('[data-testid="evaluation"]')?.textContent ?? ''] as const;
      });
      const m = /^(Black|White) \+(\d+)/.exec(said);
      const black = m ? (m[1] === 'Black' ? 1 : -1) * Number(m[2]) : said.startsWith('Even') ? 0 : NaN;
      expect(black, `"${said}" against the best hint ${best}`).toBe(best);
      await page.waitForTimeout(100);
    }
  }
});

/**
 * Opens the game `transcript` (`discs` on the board) with hints on, and expects a hint on
 * every legal square, each turning exact with the value `values` gives it.
 */
async function expectExactHints(app: ReversiApp, transcript: string, discs: number, values: Record<string, number>) {
  await app.open({ hints: true });
  await app.type(transcript);
  await expect(app.discs).toHaveCount(discs);
  const legal = await app.legalSquares();
  expect(legal.sort()).toEqual(Object.keys(values).sort());
  await expect(app.page.locator('[data-hint-exact="true"]')).toHaveCount(legal.length, { timeout: WAIT.exactHints });
  expect(await app.hints()).toEqual(values);
}

test('every legal square carries a hint, and at 18 empties the values are the exact ones', async ({ app }) => {
  await expectExactHints(app, AT_18_EMPTIES, 46, EXACT_AT_18);
  // The best moves, both worth 0, are marked.
  const best = await app.page.locator('[data-hint-best]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-square')).sort(),
  );
  expect(best).toEqual(['h3', 'h5']);
  await expect(app.page.getByTestId('evaluation')).toHaveText('Even (exact)');
});

test('at 22 empties every hint becomes exact, with the values of `reversi-cli hints --exact`', async ({ app }) => {
  test.setTimeout(TEST_TIME.games);
  const line = DRAW_LINE.slice(0, 2 * (60 - 22));
  // The CLI's last report (`ms .. depth .. nodes .. b1=+0 h6=+0 h3=-4 ..`): `=` marks a value
  // proven exact.
  const reports = cli(['hints', '--exact', '22', '--ms', '120000', line])
    .split('\n')
    .filter((l) => l.startsWith('ms '));
  const values: Record<string, number> = {};
  for (const [, square, value] of reports[reports.length - 1].matchAll(/([a-h][1-8])=([+-]\d+)/g)) {
    values[square] = Number(value);
  }
  await expectExactHints(app, line, 42, values);
});

test('past its first depths, a hint value moves by at most 2 discs from one report to the next', async ({
  app,
  page,
}) => {
  // 40 empties on the perfect line: midgame values, refined for seconds (each the mean of the
  // search's last two depths; single depths swung by 3 discs and more here, e8 -11 then -8).
  await app.open({ hints: true });
  await recordHints(app);
  await page.goto('about:blank');
  await app.visit(`./#moves=${DRAW_LINE.slice(0, 40)}`);
  // The search reports after each depth, and goes on for seconds past these.
  await expect
    .poll(async () => (await hintReports(app)).length, { timeout: WAIT.exactHints })
    .toBeGreaterThanOrEqual(SHALLOW_REPORTS + REFINEMENTS);
  const reports = await hintReports(app);
  const jumps: string[] = [];
  for (let i = SHALLOW_REPORTS; i < reports.length; i++) {
    const [last, now] = [reports[i - 1].values, reports[i].values];
    for (const [square, value] of Object.entries(now)) {
      if (!reports[i].exact.includes(square) && Math.abs(value - last[square]) > 2) {
        jumps.push(`report ${i}: ${square} ${last[square]} -> ${value}`);
      }
    }
  }
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
    const legal = await app.legalSquares();
    await expect.poll(async () => Object.keys(await app.hints()).sort()).toEqual(legal.sort());
  }
  await app.playFirstLegal();
  const legal = await app.legalSquares();
  await expect.poll(async () => Object.keys(await app.hints()).sort()).toEqual(legal.sort());
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

test('a review marks every move at once, then its judgements replace the marks, and they are the CLI\'s', async ({
  app,
}) => {
  test.setTimeout(TEST_TIME.games);
  // Black Intermediate against White Beginner (tests/data/analysis-games.txt, "club"): mistakes
  // in the middle game and the endgame alike.
  const game =
    'd3c5f6e3f3d2c1f5c6f4e6d7d6f7c8b6g3g4e7f8c7f2e8d1e2c4c2b3e1c3b1h3a4g1b5a5b4d8g8b7g5h5g6h6g7f1h1a3b8b2a8h8h2a7a6g2h4a2a1h7';
  await app.open();
  await app.type(game);
  await expect(app.status).toContainText('Game over');
  const list = app.page.getByTestId('move-list');
  const moves = list.locator('[data-ply]');
  await expect(moves).toHaveCount(60);
  await app.press('V');
  // Quick estimates mark every move while the review's own judgements come (in the game's
  // panel, behind the analysis the review shows).
  await expect(list.locator('[data-ply][data-estimate]').first()).toBeAttached();
  await expect(list.locator('[data-ply]:not([data-class])')).toHaveCount(0);
  await expect(app.page.getByTestId('review-progress')).toHaveCount(0, { timeout: WAIT.wholeReview });
  await expect(list.locator('[data-estimate]')).toHaveCount(0);

  // `reversi-cli review` lines, numbered by the game's moves, passes included:
  // `27 black g4 -5 best a4 -2 loss 3 inaccuracy depth 9 ...`; in that order, one a disc.
  const judged: { index: number; loss: string; judgement: string }[] = [];
  for (const line of cli(['review', game]).split('\n')) {
    const f = line.trim().split(/\s+/);
    if (/^\d+$/.test(f[0]) && f[7] === 'loss') judged.push({ index: Number(f[0]), loss: f[8], judgement: f[9] });
  }
  judged.sort((a, b) => a.index - b.index);
  expect(judged.length).toBe(60);
  let compared = 0;
  for (let ply = 1; ply <= 60; ply++) {
    const move = list.locator(`[data-ply="${ply}"]`);
    // The book judges the opening moves it holds; the CLI has no book unless given one.
    if ((await move.getAttribute('data-book')) !== null) continue;
    const want = judged[ply - 1];
    expect([ply, await move.getAttribute('data-class'), await move.getAttribute('data-loss')]).toEqual([
      ply,
      want.judgement,
      want.loss,
    ]);
    compared++;
  }
  expect(compared).toBeGreaterThan(40);
});

test('Cancel stops a review and keeps nothing of it', async ({ app }) => {
  await app.open();
  await app.type(DRAW_LINE);
  await app.act('Review game');
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
  await app.showPanel('analysis');
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
  await watchLongTasks(page);
  await app.open();
  await app.type(DRAW_LINE);
  await expect(app.status).toHaveText('Game over: a draw, 32–32');
  // The observer reports a task some time after it ends: only those begun after the review
  // was asked for are the review's.
  const asked = await page.evaluate(() => performance.now());
  await app.press('V');
  // Not `expect`: while it retries, Playwright builds an accessibility snapshot of the page in
  // the page's own thread, a long task of the test's making on a slow machine.
  await page.getByTestId('review-summary').waitFor({ timeout: WAIT.wholeReview });
  const tasks = await longTasks(page);
  const during = tasks.filter((t) => t.start >= asked);
  console.log(`long tasks during the review: ${JSON.stringify(during)}; since load: ${JSON.stringify(tasks)}`);
  expect(during.filter((t) => t.duration > 50)).toEqual([]);
});

test('"Show evaluation graph" values every position of a game opened from a link, without hints', async ({
  app,
  page,
}) => {
  await app.open();
  await app.type('f5d6');
  // Off by default: no graph shown, no analysis at all.
  await expect(page.getByTestId('eval-graph')).toBeHidden();
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

/** The page at one moment: whether the computer thinks, and how many positions the graph has valued. */
type GraphState = { ai: string; known: number };

test("the graph's background evaluation waits while the computer thinks, then goes on", async ({ app, page }) => {
  test.setTimeout(TEST_TIME.gameAgainstComputer);
  // Against the computer at the advanced level (past the book, so it searches), with the
  // option on and a game from a link whose positions the graph has still to value.
  await app.open({ white: 'computer', level: 'advanced' });
  await app.showGraph();
  // Records, at every change of the page, whether the computer thinks and how many positions
  // the graph has valued.
  await page.addInitScript(() => {
    const w = window as unknown as { __graph: GraphState[] };
    w.__graph = [];
    new MutationObserver(() => {
      const root = document.querySelector('main.app[data-ai]');
      if (!root) return;
      w.__graph.push({
        ai: root.getAttribute('data-ai')!,
        known: document.querySelectorAll('.graph-point.known').length,
      });
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  await page.goto('about:blank');
  await app.visit(`./#moves=${DRAW_LINE.slice(0, 60)}`);
  const graph = page.getByTestId('eval-graph');
  await expect(graph.locator('[data-ply]')).toHaveCount(31);
  const before = await app.searchesDone();
  await app.playFirstLegal();
  await expect.poll(() => app.searchesDone(), { timeout: WAIT.computerMove }).toBeGreaterThan(before);
  const seen = await page.evaluate(() => (window as unknown as { __graph: GraphState[] }).__graph);
  const thinking = seen.filter((s) => s.ai === 'thinking');
  expect(thinking.length, 'the computer was seen thinking').toBeGreaterThan(0);
  const [first] = thinking;
  expect(first.known, "the link's positions were not all valued when the computer began").toBeLessThan(31);
  // A value asked before the computer began may still arrive; none is asked while it thinks.
  const valuedWhileThinking = Math.max(...thinking.map((s) => s.known)) - first.known;
  expect(valuedWhileThinking).toBeLessThanOrEqual(1);
  // Once it has moved, the graph values every position.
  await expect(graph.locator('[data-ply]')).toHaveCount(33);
  await expect(graph.locator('.graph-point.known')).toHaveCount(33, { timeout: 30_000 });
});

test('an engine hint carries its principal line: legal, five to twelve moves from its square, read with the square', async ({ app, page }) => {
  // Sixteen moves into the perfect line, past the book: every value is the search's, and no
  // line can reach the end of the game.
  const start = DRAW_LINE.slice(0, 32);
  await app.open({ hints: true });
  await app.type(start);
  const hinted = page.locator('[data-hint]');
  await expect(hinted.first()).toBeVisible();
  await expect(page.locator('[data-hint-book]')).toHaveCount(0);
  // The lines come with the values, each step of the search.
  await expect(page.locator('[data-hint]:not([data-line])')).toHaveCount(0);
  const lines = await hinted.evaluateAll((squares) =>
    squares.map((s) => [s.getAttribute('data-square') ?? '', s.getAttribute('data-line') ?? '']),
  );
  expect(lines.length).toBe((await app.legalSquares()).length);
  for (const [square, line] of lines) {
    const words = line.split(' ');
    expect(words[0]).toBe(square);
    expect(words.length).toBeGreaterThanOrEqual(5);
    expect(words.length).toBeLessThanOrEqual(12);
    // The CLI replays it from the position (passes made as a transcript leaves them out).
    expect(() => cli(['show', start + words.join('')])).not.toThrow();
  }
  // Shown on hover or focus (the mark's title) and read with the square; the search may
  // deepen meanwhile, so the three are read at one moment.
  const band = page.getByTestId('hint-line');
  await expect(band).toHaveCount(0);
  const first = page.locator(`[data-square="${lines[0][0]}"]`);
  await first.focus();
  await expect(band).toBeVisible();
  const [line, label, title, shown] = await first.evaluate((s) => [
    s.getAttribute('data-line') ?? '',
    s.getAttribute('aria-label') ?? '',
    s.querySelector('.hint title')?.textContent ?? '',
    document.querySelector('[data-testid="hint-line"] text')?.textContent ?? '',
  ]);
  expect(label).toContain(`line ${line}`);
  expect(title).toBe(line);
  expect(shown).toBe(line);
  await first.blur();
  await expect(band).toHaveCount(0);
  // The pointer shows it too.
  await first.hover();
  await expect(band).toBeVisible();
});
