// The player's rating, on a phone and on a desktop: it starts at the default level's rating
// with no game, moves up after a win and down after a loss against the computer (a
// resignation), its chart has one point per rated game and says so in words, it survives a
// reload and reaches another tab, "Your level" in Options suggests the level nearest it and
// chooses it, a drill leaves it as it was, and broken stored games are left out with a notice.
import { test, expect, PHONE_AND_DESKTOP, openingsTable, ReversiApp, WIPEOUT } from './reversi';

const SIZES = PHONE_AND_DESKTOP;

/** What the Statistics dialog shows of the rating: the rating, the rated games and the chart's points. */
interface Shown {
  rating: number;
  games: number;
  points: number;
}

/** Opens Statistics, reads the rating part and closes the dialog again. */
async function shownRating(app: ReversiApp): Promise<Shown> {
  await app.act('Statistics');
  const dialog = app.dialog('Statistics');
  const rating = dialog.getByTestId('player-rating');
  await expect(rating).toBeVisible();
  const shown = {
    rating: Number(await rating.getAttribute('data-rating')),
    games: Number(await dialog.getByTestId('rated-games').getAttribute('data-games')),
    points: await dialog.getByTestId('rating-point').count(),
  };
  expect(Number.isInteger(shown.rating), 'data-rating is an integer').toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  return shown;
}

for (const { width, height, hasTouch } of SIZES) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    test('a win moves the rating up, a loss down, one point per game, kept across a reload', async ({ app }) => {
      await app.open();
      const start = await shownRating(app);
      expect(start).toEqual({ rating: start.rating, games: 0, points: 0 });
      await app.act('Statistics');
      await expect(app.dialog('Statistics')).toContainText('No rated game yet');
      await app.dialog('Statistics').getByRole('button', { name: 'Close' }).click();

      // A win: two people play the wipe-out to its last move, then the computer takes White
      // and Black ends it.
      await app.type(WIPEOUT.slice(0, -2));
      await app.setPlayers('human', 'computer');
      await app.play(WIPEOUT.slice(-2));
      await expect(app.status).toHaveText('Game over: you win 13–0');
      const won = await shownRating(app);
      expect(won.rating).toBeGreaterThan(start.rating);
      expect([won.games, won.points]).toEqual([1, 1]);

      // A loss: the person resigns a new game at once.
      await app.act('New game');
      await app.confirmed('Resign');
      await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
      const lost = await shownRating(app);
      expect(lost.rating).toBeLessThan(won.rating);
      expect([lost.games, lost.points]).toEqual([2, 2]);

      await app.reload();
      expect(await shownRating(app)).toEqual(lost);
      await app.act('Statistics');
      const chart = app.dialog('Statistics').getByTestId('rating-chart');
      await expect(chart).toHaveAttribute('role', 'img');
      await expect(chart).toHaveAttribute(
        'aria-label',
        `Your rating over 2 games, from ${start.rating} to ${lost.rating} (lowest ${Math.min(start.rating, lost.rating)}, highest ${won.rating}). After game 1: ${won.rating}, game 2: ${lost.rating}.`.replace(/-/g, '−'),
      );
      await app.dialog('Statistics').getByRole('button', { name: 'Close' }).click();
    });

    test('"Your level" in Options suggests the level nearest the rating and chooses it', async ({ app }) => {
      await app.open();
      const { rating } = await shownRating(app);
      await app.act('Options');
      const options = app.dialog('Options');
      const yours = options.getByTestId('your-level');
      await expect(yours).toContainText(`Your level:`);
      await expect(yours).toContainText(`(rating ${rating})`);
      const suggested = await yours.getAttribute('data-level');
      const level = options.getByLabel('Difficulty');
      // With the suggestion chosen the button has nothing to do; with another level, it
      // brings the suggestion back into the select.
      await expect(level).toHaveValue(suggested!);
      const choose = options.getByTestId('choose-your-level');
      await expect(choose).toBeDisabled();
      const count = await level.locator('option').count();
      const other = await level.locator('option').nth(count - 1).getAttribute('value');
      expect(other).not.toBe(suggested);
      await level.selectOption(other!);
      await expect(choose).toBeEnabled();
      await choose.click();
      await expect(level).toHaveValue(suggested!);
      await expect(choose).toBeDisabled();
    });

    test('a drill leaves the rating as it was', async ({ app }) => {
      await app.open();
      const before = await shownRating(app);
      const opening = openingsTable().find((o) => o.moves.length >= 2)!;
      await app.startDrill(opening, 'black');
      await app.play(opening.moves[0]);
      await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
      // The drill's game ends (against the computer) by resigning: it is still no rated game.
      await app.confirmed('Resign');
      await expect(app.status).toContainText('You resigned');
      expect(await shownRating(app)).toEqual(before);
    });
  });
}

test('a rating with broken games keeps the readable ones, with a notice', async ({ app }) => {
  await app.openStoring({
    'reversi.rating': '{"version":1,"start":0,"games":[[0,1],[600,"won"],[0,0.5]]}',
  });
  await expect(app.storageNotice).toContainText('Rating');
  await expect(app.storageNotice).toContainText('games: 1 of 3 entries');
  const shown = await shownRating(app);
  expect([shown.games, shown.points]).toEqual([2, 2]);
});

test("another tab's rated game reaches this tab's rating", async ({ app, context }) => {
  await app.open({ white: 'computer' });
  const other = new ReversiApp(await context.newPage());
  await other.visit();
  await app.confirmed('Resign');
  await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
  await other.act('Statistics');
  const stats = other.dialog('Statistics');
  await expect(stats.getByTestId('rated-games')).toHaveAttribute('data-games', '1');
  await expect(stats.getByTestId('rating-point')).toHaveCount(1);
  await expect(stats.locator('table[data-perspective="computer_vs_user"] tbody tr').first()).toHaveText(/Wins\s*1\s*0/);
  await other.page.close();
});
