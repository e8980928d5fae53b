// Board styles and marker sets (issue 43, item 7): each style repaints the board (the
// document's data-theme) and outlives a reload; the shapes set marks legal moves, the last
// move and the best hint by shape, not colour alone; the board's test hooks stay the same.
import { test, expect, PHONES_AND_DESKTOP, type ReversiApp } from './reversi';

const THEMES = ['classic', 'wood', 'contrast'] as const;

/** Chooses a board style and a marker set in Options and closes them with OK. */
async function choose(app: ReversiApp, look: { theme?: string; markers?: string }): Promise<void> {
  await app.actById('open-options');
  if (look.theme) await app.page.getByTestId('option-theme').selectOption(look.theme);
  if (look.markers) await app.page.getByTestId('option-markers').selectOption(look.markers);
  await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
  await expect(app.dialog('Options')).toHaveCount(0);
}

/** The board's painted fill, as the browser computes it. */
async function feltFill(app: ReversiApp): Promise<string> {
  return app.board.locator('.felt').evaluate((e) => getComputedStyle(e).fill);
}

/** The tag and computed fill of the first element matching `selector` on the board. */
async function shape(app: ReversiApp, selector: string): Promise<{ tag: string; fill: string }> {
  return app.board
    .locator(selector)
    .first()
    .evaluate((e) => ({ tag: e.tagName.toLowerCase(), fill: getComputedStyle(e).fill }));
}

const SIZES = PHONES_AND_DESKTOP;

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('each board style repaints the board, keeps its hooks, and outlives a reload', async ({ app, page }) => {
      await app.open();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'classic');
      const fills = new Set<string>();
      for (const theme of THEMES) {
        await choose(app, { theme });
        await expect(html).toHaveAttribute('data-theme', theme);
        fills.add(await feltFill(app));
        await expect(page.locator('[data-square]')).toHaveCount(64);
        await expect(app.discs).toHaveCount(4);
        await expect(app.legal).toHaveCount(4);
        // The style repaints the board without resizing it: it still fits the window.
        await app.board.scrollIntoViewIfNeeded();
        await expect(app.board).toBeInViewport({ ratio: 1 });
      }
      expect(fills.size, `three fills: ${[...fills].join(', ')}`).toBe(3);

      await choose(app, { theme: 'wood' });
      const wood = await feltFill(app);
      await app.reload();
      await expect(html).toHaveAttribute('data-theme', 'wood');
      expect(await feltFill(app)).toBe(wood);
      await app.actById('open-options');
      await expect(page.getByTestId('option-theme')).toHaveValue('wood');
      expect(JSON.parse((await app.stored('reversi.options'))!).theme).toBe('wood');
    });

    test('the shapes set marks legal moves with rings, the last move with a square and the best hint with a diamond', async ({
      app,
      page,
    }) => {
      await app.open({ hints: true });
      // Dots: filled circles for legal moves and the last move, a ring round the best hint.
      await app.play('f5');
      await expect(page.locator('[data-hint-best]').first()).toBeAttached({ timeout: 30_000 });
      expect((await shape(app, '[data-legal]')).tag).toBe('circle');
      expect((await shape(app, '[data-legal]')).fill).not.toBe('none');
      expect((await shape(app, '[data-last-move]')).tag).toBe('circle');
      expect((await shape(app, '.hint-best')).tag).toBe('circle');

      await choose(app, { markers: 'shapes' });
      await expect(app.lastMove).toHaveCount(1);
      expect(await shape(app, '[data-legal]')).toEqual({ tag: 'circle', fill: 'none' });
      expect(await app.board.locator('[data-legal]').first().evaluate((e) => getComputedStyle(e).stroke)).not.toBe(
        'none',
      );
      expect((await shape(app, '[data-last-move]')).tag).toBe('rect');
      await expect(app.board.locator('polygon.hint-best').first()).toBeAttached();
      await expect(app.board.locator('circle.hint-best')).toHaveCount(0);

      // The set outlives a reload.
      await app.reload();
      await app.actById('open-options');
      await expect(page.getByTestId('option-markers')).toHaveValue('shapes');
      await app.dialog('Options').getByRole('button', { name: 'Cancel' }).click();
      expect((await shape(app, '[data-last-move]')).tag).toBe('rect');
      expect(JSON.parse((await app.stored('reversi.options'))!).markers).toBe('shapes');
    });
  });
}
