// Shared helpers: every test fails on any console error or uncaught page error.
import { test as base, expect, type Page } from '@playwright/test';
import { startWith } from './app';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens the app on a new game between two people (the app's own default is a computer
 * White) and waits until the board is drawn.
 */
export async function openApp(page: Page): Promise<void> {
  await startWith(page);
}

/** The square's group element. */
export function square(page: Page, name: string) {
  return page.locator(`[data-square="${name}"]`);
}

/** Reads both disc counts from the score bar. */
export async function scores(page: Page): Promise<[number, number]> {
  const black = Number(await page.getByTestId('score-black').textContent());
  const white = Number(await page.getByTestId('score-white').textContent());
  return [black, white];
}

/** Splits a transcript like `f5d6c3` into squares. */
export function moves(transcript: string): string[] {
  return transcript.match(/[a-h][1-8]/g) ?? [];
}

/** Clicks a square that must be highlighted as legal, and waits for the disc to land. */
export async function clickMove(page: Page, name: string): Promise<void> {
  const sq = square(page, name);
  await expect(sq.locator('[data-legal]'), `${name} is highlighted as legal`).toHaveCount(1);
  await sq.click();
  await expect(sq.locator('[data-disc]')).toHaveCount(1);
}

/** What the board shows, square by square: disc colour, legal highlight, last-move marker. */
export async function boardState(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-square]')]
      .map((sq) => {
        const disc = sq.querySelector('[data-disc]')?.getAttribute('data-disc')?.[0] ?? '.';
        const legal = sq.querySelector('[data-legal]') ? '*' : '';
        const last = sq.querySelector('[data-last-move]') ? '!' : '';
        return `${sq.getAttribute('data-square')}${disc}${legal}${last}`;
      })
      .join(' '),
  );
}
