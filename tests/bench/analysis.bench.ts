// Analysis timings: from a move to the first and to the exact hints at 18 empties, the review
// of the 60-move perfect game (a mark on every move, the summary), and the long tasks meanwhile.
import { test, expect, DRAW_LINE, WAIT } from '../e2e/reversi';
import { report } from './measure';

/** The first 42 moves of the perfect line: Black to move with 18 empties. */
const AT_18_EMPTIES = DRAW_LINE.slice(0, 84);

test('time to every hint exact at 20, 22 and 24 empties on the perfect line', async ({ app, page }) => {
  const times: string[] = [];
  for (const empties of [20, 22, 24]) {
    const line = DRAW_LINE.slice(0, 2 * (60 - empties));
    await app.open({ hints: true });
    await app.type(line.slice(0, -2));
    await expect(page.locator('[data-hint]').first()).toBeVisible();
    // THINK_MS: the player thinks this long before the move. With 2500, the hints at 25
    // empties (4 s of midgame) still search when the move stops them, and the 24-empty
    // figures include the restart of the workers (from spares where the pool has them).
    if (process.env.THINK_MS) await page.waitForTimeout(Number(process.env.THINK_MS));
    const t = await page.evaluate(async (last) => {
      const t0 = performance.now();
      const square = document.querySelector(`[data-square="${last}"]`) as SVGElement;
      square.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const until = (test: () => boolean, ms: number) =>
        new Promise<number | null>((resolve) => {
          const tick = () => {
            const now = performance.now() - t0;
            if (test()) resolve(Math.round(now));
            else if (now > ms) resolve(null);
            else requestAnimationFrame(tick);
          };
          tick();
        });
      const hints = () => Array.from(document.querySelectorAll('[data-hint]'));
      const first = await until(() => hints().length > 0 && !document.querySelector(`[data-square="${last}"][data-hint]`), 10_000);
      const exact = await until(
        () => hints().length > 0 && hints().every((h) => h.getAttribute('data-hint-exact') === 'true'),
        40_000,
      );
      return { first, exact };
    }, line.slice(-2));
    times.push(`${empties} empties: first values ${t.first} ms, all exact ${t.exact ?? 'not within 40 s'} ms`);
  }
  report(`hints after a move on the perfect line: ${times.join('; ')}`);
});

test('time to the first hints, to exact hints at 18 empties, and long tasks during a review', async ({
  app,
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await app.open({ hints: true });
  await app.type(AT_18_EMPTIES.slice(0, -2));
  await expect(page.locator('[data-hint]').first()).toBeVisible();
  // From White's 42nd move to Black's first and exact hints at 18 empties.
  const times = await page.evaluate(async (last) => {
    const t0 = performance.now();
    const square = document.querySelector(`[data-square="${last}"]`) as SVGElement;
    square.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const until = (test: () => boolean) =>
      new Promise<number>((resolve) => {
        const tick = () => (test() ? resolve(performance.now() - t0) : requestAnimationFrame(tick));
        tick();
      });
    const first = await until(() => document.querySelectorAll('[data-hint]').length === 10);
    const exact = await until(() => document.querySelectorAll('[data-hint-exact="true"]').length === 10);
    return { first: Math.round(first), exact: Math.round(exact) };
  }, AT_18_EMPTIES.slice(-2));
  await app.type(DRAW_LINE.slice(AT_18_EMPTIES.length));
  await expect(app.status).toHaveText('Game over: a draw, 32–32');
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
  // From pressing Review to a mark on every move, and to the summary (the final marks).
  const marks = page.evaluate(() => {
    const t0 = performance.now();
    const until = (test: () => boolean) =>
      new Promise<number>((resolve) => {
        const tick = () => (test() ? resolve(Math.round(performance.now() - t0)) : requestAnimationFrame(tick));
        tick();
      });
    const moves = () => Array.from(document.querySelectorAll('[data-testid="move-list"] [data-ply]'));
    return Promise.all([
      until(() => moves().length === 60 && moves().every((m) => m.hasAttribute('data-class'))),
      until(() => document.querySelector('[data-testid="review-summary"]') !== null),
    ]);
  });
  await app.press('V');
  await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
  const [marked, review] = await marks;
  const long = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const text =
    `hints at 18 empties: first values ${times.first} ms, all exact ${times.exact} ms after the move; ` +
    `review of the 60-move perfect game: every move marked ${marked} ms, summary ${review} ms; long tasks over 50 ms meanwhile: ${JSON.stringify(long.filter((d) => d > 50))}`;
  report(text);
});
