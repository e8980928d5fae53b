// The review teaches: a reviewed move is looked at from the position it was chosen in, with
// the review's best move marked on the board (`data-best-move`) and both values beside each
// other; Next and Previous mistake (buttons and the M / Shift+M keys) step through the marked
// moves; the graph's marks sit on their side's row without overlapping, and a click on one
// selects its move; the legend names every mark.
import { test, expect, BLUNDER_GAME, TEST_TIME, WAIT, type ReversiApp } from './reversi';

/** A value as the page writes it: "+2", "−4" (a true minus), "0". */
function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** `text` as a regular expression matching it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The moves the review marks (?!, ?, ??), by their number in the move list, in order. */
async function markedMoves(app: ReversiApp): Promise<number[]> {
  const list = app.page.getByTestId('move-list');
  const plies = await list
    .locator('[data-class]:not([data-class="best"])')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-ply'))));
  return plies.sort((a, b) => a - b);
}

/**
 * Checks that move `n` is the one looked at: the board shows the position it was chosen in
 * (the move before it is the current one), the move is outlined in the list, the board marks
 * the review's best move and the move played with the values the review gives them (the
 * list's `data-best` and `data-loss`), and the panel shows both values.
 */
async function expectLookingAt(app: ReversiApp, n: number): Promise<void> {
  const page = app.page;
  const entry = page.getByTestId('move-list').locator(`[data-ply="${n}"]`);
  await expect(page.getByTestId('review-choice')).toHaveAttribute('data-move', String(n));
  await expect(entry).toHaveClass(/\bchoice\b/);
  // The position before the move: the previous move is the current one.
  if (n > 1) {
    await expect(page.getByTestId('move-list').locator('[aria-current="step"]')).toHaveAttribute(
      'data-ply',
      String(n - 1),
    );
  }
  const best = (await entry.getAttribute('data-best'))!;
  const loss = Number(await entry.getAttribute('data-loss'));
  const played = (await entry.textContent())!.replace(/[?!]/g, '').trim();
  // The review's best move is marked on its square, with the value the review gives it.
  const bestSquare = page.locator(`[data-square="${best}"]`);
  await expect(bestSquare).toHaveAttribute('data-best-move', /^-?\d+$/);
  const bestValue = Number(await bestSquare.getAttribute('data-best-move'));
  await expect(page.locator(`[data-square="${played}"]`)).toHaveAttribute(
    'data-played-move',
    String(bestValue - loss),
  );
  await expect(bestSquare).toHaveAttribute('aria-label', new RegExp(`best move, ${escaped(signed(bestValue))}$`));
  await expect(page.getByTestId('review-choice')).toContainText(
    new RegExp(
      `Played ${played}: ${escaped(signed(bestValue - loss))} · Best [a-h1-8, ]*${best}[a-h1-8, ]*: ${escaped(signed(bestValue))}`,
    ),
  );
}

for (const [width, height] of [
  [375, 667],
  [320, 568],
  [1280, 800],
]) {
  test(`a reviewed mistake shows its best move; marks, buttons and keys step through them at ${width}×${height}`, async ({
    app,
    page,
  }, testInfo) => {
    test.setTimeout(TEST_TIME.games);
    await page.setViewportSize({ width, height });
    await app.reviewed();
    const marked = await markedMoves(app);
    expect(marked.length, 'the blunder game has marked moves').toBeGreaterThanOrEqual(3);
    // Between two people neither side is the player's own: no limit is offered.
    await expect(page.getByTestId('mistakes-own')).toHaveCount(0);
    expect(marked).toContain(47);

    // Choosing the blunder in the move list shows where it was chosen, a3 marked best.
    await app.showPanel('game');
    await page.getByTestId('move-list').locator('[data-ply="47"]').click();
    await expectLookingAt(app, 47);
    await expect(page.locator('[data-square][data-best-move]')).toHaveCount(1);
    await expect(page.locator('[data-square="a3"]')).toHaveAttribute('data-best-move', '0');
    await expect(page.getByTestId('review-choice')).toContainText('Played b8: −34 · Best a3: 0');
    await expect(page.getByTestId('review-choice')).toContainText('Move 47, Black: blunder ??');
    await page.screenshot({ path: testInfo.outputPath(`choice-${width}x${height}.png`) });

    // Next mistake from the start lands on each marked move in turn; Previous goes back.
    await app.showPanel('analysis');
    await page.getByTestId('eval-graph').focus();
    await app.press('Home');
    await expect(page.getByTestId('review-choice')).toHaveAttribute('data-move', '1');
    const next = page.getByTestId('next-mistake');
    const previous = page.getByTestId('previous-mistake');
    await expect(previous).toBeDisabled();
    for (const n of marked) {
      await next.click();
      await expectLookingAt(app, n);
    }
    await expect(next).toBeDisabled();
    for (const n of marked.slice(0, -1).reverse()) {
      await previous.click();
      await expectLookingAt(app, n);
    }
    await expect(previous).toBeDisabled();
    // The keys do the same: M forward, Shift+M back.
    await app.press('m');
    await expectLookingAt(app, marked[1]);
    await app.press('m');
    await expectLookingAt(app, marked[2]);
    await app.press('Shift+M');
    await expectLookingAt(app, marked[1]);

    // Each mark sits on its own side's row, none overlapping the next, and a click on one
    // selects its move.
    for (const side of ['black', 'white']) {
      const lane = page.locator(`[data-testid="graph-lane"][data-color="${side}"]`);
      const boxes = await lane.locator('.graph-mark').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width };
        }),
      );
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i].left, `${side} marks ${i - 1} and ${i} overlap`).toBeGreaterThanOrEqual(boxes[i - 1].right - 0.5);
      }
    }
    const blunderMark = page.locator('[data-testid="graph-lane"][data-color="black"] [data-move="47"]');
    await expect(blunderMark).toHaveAttribute('data-class', 'blunder');
    await expect(blunderMark).toHaveAttribute('title', /^Black b8: a blunder/);
    await blunderMark.scrollIntoViewIfNeeded();
    await blunderMark.click();
    await expectLookingAt(app, 47);
    await expect(blunderMark).toHaveClass(/\bchosen\b/);

    // The graph names its scale and move numbers; the table names each marked move.
    const frame = page.locator('.graph-frame');
    await expect(frame.locator('.x-axis')).toContainText('60');
    await expect(frame.locator('.y-top')).toHaveText(/\+\d+/);
    await expect(page.getByTestId('eval-table').locator('tbody tr').nth(47)).toContainText('Black b8: a blunder');
    // The legend names every mark.
    const legend = page.getByTestId('analysis-legend');
    for (const words of ['?! ◇ inaccuracy', '? ◆ mistake', '?? ▲ blunder', 'slanted: book', '★', 'dashed frame', '● exact']) {
      await expect(legend).toContainText(words);
    }
    await page.getByTestId('eval-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`review-panel-${width}x${height}.png`), fullPage: true });
  });
}

test('against the computer, the mistake steps can be limited to the person\'s own moves', async ({ app, page }) => {
  test.setTimeout(TEST_TIME.games);
  await app.open({ black: 'human', white: 'computer' });
  await app.visit(`./#moves=${BLUNDER_GAME}`);
  await expect(app.status).toHaveText('Game over: White wins 15–49');
  await app.press('V');
  await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
  const marked = await markedMoves(app);
  const heading = page.getByTestId('review-choice').locator('.choice-head');
  const next = page.getByTestId('next-mistake');

  /** The headings of the moves Next mistake reaches from the first position, in order. */
  async function stepped(): Promise<string[]> {
    await page.getByTestId('eval-graph').focus();
    await app.press('Home');
    const seen: string[] = [];
    while (await next.isEnabled()) {
      await next.click();
      await expect(heading).not.toHaveText(seen.at(-1) ?? '');
      seen.push((await heading.textContent()) ?? '');
    }
    return seen;
  }

  const own = page.getByTestId('mistakes-own');
  await expect(own).not.toBeChecked();
  const all = await stepped();
  expect(all.length).toBe(marked.length);
  const black = all.filter((h) => h.includes('Black'));
  expect(black.length, 'the game has marked moves of both sides').toBeGreaterThan(0);
  expect(black.length).toBeLessThan(all.length);
  await own.check();
  expect(await stepped()).toEqual(black);
});

test('the Help lists the mistake keys in every language', async ({ app, page }) => {
  await app.open();
  for (const [code, next, previous] of [
    ['en', 'Next mistake', 'Previous mistake'],
    ['ja', '次の悪手', '前の悪手'],
    ['fr', 'Erreur suivante', 'Erreur précédente'],
  ] as const) {
    await app.chooseLanguage(code);
    await app.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await app.press('?');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const table = page.locator('.help-shortcuts');
    await expect(table.getByRole('row', { name: new RegExp(`^${next} M`) })).toHaveCount(1);
    await expect(table.getByRole('row', { name: new RegExp(`^${previous} Shift\\+M`) })).toHaveCount(1);
    // The language chosen stays; a reload closes the help.
    await app.reload();
  }
});
