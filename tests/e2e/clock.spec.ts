// The optional game clock, on a phone and on a desktop, with the page's clock in the test's
// hands (so no test waits for real time): chosen in Options, it runs only on the side to
// move's turn and adds the increment after each move; in a game between people it stops
// while the page is hidden, against the computer it runs on; a reload keeps the times; a fall
// ends the game as the fallen side's loss, which Statistics count.
import type { Page } from '@playwright/test';
import { test, expect, PHONE_AND_DESKTOP, ReversiApp } from './reversi';

const SIZES = PHONE_AND_DESKTOP;

/** A fixed moment for the page's clock to start from. */
const START = new Date('2026-11-28T09:00:00Z').getTime();

/** Opens the app with the page's clock installed and then stopped, so time moves only when a test moves it. */
async function openStopped(app: ReversiApp, page: Page, setup: Parameters<ReversiApp['open']>[0] = {}): Promise<void> {
  await page.clock.install({ time: START });
  await app.open(setup);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Chooses a clock in Options and closes them with OK. */
async function chooseClock(app: ReversiApp, page: Page, clock: string): Promise<void> {
  await app.act('Options');
  await page.getByTestId('option-clock').selectOption(clock);
  await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
  await expect(app.dialog('Options')).toHaveCount(0);
}

/** Makes the page hidden or visible again, as switching tabs does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

for (const { width, height, hasTouch } of SIZES) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    test('the clock runs on the side to move, adds the increment, stops while hidden between people, and survives a reload', async ({ app, page }) => {
      await openStopped(app, page);
      const black = page.getByTestId('clock-black');
      const white = page.getByTestId('clock-white');
      await expect(black).toHaveCount(0);
      // Time before a clock is chosen is not the clock's.
      await page.clock.runFor(5_000);
      await chooseClock(app, page, '3+2');
      await expect(black).toHaveAttribute('data-ms', '180000');
      await expect(white).toHaveAttribute('data-ms', '180000');
      await expect(black).toHaveAttribute('data-running', 'true');
      await expect(white).not.toHaveAttribute('data-running');
      await expect(black).toHaveText('3:00');
      await expect(black).toBeVisible();

      await page.clock.runFor(10_000);
      await expect(black).toHaveAttribute('data-ms', '170000');
      await expect(white).toHaveAttribute('data-ms', '180000');

      await app.play('f5');
      // 170 s left, and 2 s for the move.
      await expect(black).toHaveAttribute('data-ms', '172000');
      await expect(black).not.toHaveAttribute('data-running');
      await expect(white).toHaveAttribute('data-running', 'true');
      await page.clock.runFor(3_000);
      await expect(white).toHaveAttribute('data-ms', '177000');
      await expect(black).toHaveAttribute('data-ms', '172000');

      // Hidden, the game between people waits for its players.
      await setHidden(page, true);
      await page.clock.runFor(20_000);
      await setHidden(page, false);
      await page.clock.runFor(1_000);
      await expect(white).toHaveAttribute('data-ms', '176000');

      await app.reload();
      await expect(black).toHaveAttribute('data-ms', '172000');
      await expect(white).toHaveAttribute('data-running', 'true');
      // The page's clock may run on after the reload, but the closed page cost nothing.
      const left = Number(await white.getAttribute('data-ms'));
      expect(left).toBeLessThanOrEqual(176_000);
      expect(left).toBeGreaterThan(166_000);
    });

    test('a fall ends the game between people as the fallen side\'s loss, counted in Statistics', async ({ app, page }) => {
      await openStopped(app, page);
      await chooseClock(app, page, '1+0');
      await app.play('f5');
      const white = page.getByTestId('clock-white');
      await page.clock.runFor(59_000);
      await expect(white).toHaveAttribute('data-ms', '1000');
      await expect(white).toHaveClass(/\blow\b/);
      await page.clock.runFor(1_000);
      await expect(app.status).toHaveText('White\'s time ran out — Black wins 64–0');
      await expect(white).toHaveAttribute('data-ms', '0');
      await expect(white).not.toHaveAttribute('data-running');
      await expect(app.action('Undo move')).toBeDisabled();
      const rows = await app.statistics('black_vs_white');
      expect(rows[0]).toEqual(['Wins', '1', '0']);
      expect(rows[1]).toEqual(['Losses', '0', '1']);
      await app.reload();
      await expect(app.status).toHaveText('White\'s time ran out — Black wins 64–0');
    });

    test('against the computer the clock runs on while hidden, and the person\'s fall is the computer\'s win', async ({ app, page }) => {
      await openStopped(app, page, { black: 'human', white: 'computer' });
      await chooseClock(app, page, '1+0');
      const black = page.getByTestId('clock-black');
      await setHidden(page, true);
      await page.clock.runFor(5_000);
      await setHidden(page, false);
      await expect(black).toHaveAttribute('data-ms', '55000');
      await page.clock.runFor(55_000);
      await expect(app.status).toHaveText('Your time ran out — the computer wins 64–0');
      const rows = await app.statistics('computer_vs_user');
      expect(rows[0]).toEqual(['Wins', '1', '0']);
    });

    test('a fall after a reload is rated against the level in the options, as any other ending', async ({ app, page }) => {
      await openStopped(app, page, { black: 'human', white: 'computer', level: 'intermediate' });
      await chooseClock(app, page, '1+0');
      await app.reload();
      await page.clock.runFor(60_000);
      await expect(app.status).toHaveText('Your time ran out — the computer wins 64–0');
      // Intermediate's rating (990), not the default level's (Beginner, 286).
      const rating = JSON.parse((await app.stored('reversi.rating')) ?? '{}');
      expect(rating.games).toEqual([[990, 0]]);
    });
  });
}
