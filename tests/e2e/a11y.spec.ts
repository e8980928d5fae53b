// Issue 5 accessibility: dialogs trap focus and close with Escape, every button has a name,
// and moves are announced through an aria-live region.
import { test, expect } from './fixtures';
import { startWith, typeMoves, action, dialog } from './app';
import type { Page } from '@playwright/test';

const DIALOGS: [string, string][] = [
  ['Options', 'Options'],
  ['Statistics', 'Statistics'],
  ['Help', 'Help'],
  ['About', 'About Reversi'],
];

/** Whether the focused element is inside the dialog. */
async function focusInside(page: Page, name: string): Promise<boolean> {
  return dialog(page, name).evaluate((d) => d.contains(document.activeElement));
}

for (const [button, name] of DIALOGS) {
  test(`the ${name} dialog is modal: focus stays inside, Escape closes it and focus returns`, async ({ page }) => {
    await startWith(page);
    const opener = action(page, button);
    await opener.click();
    const d = dialog(page, name);
    await expect(d).toBeVisible();
    await expect(d).toHaveAttribute('aria-modal', 'true');
    expect(await focusInside(page, name)).toBe(true);
    const stops = await d.locator('button, input, select, [href], [tabindex="0"]').count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, name), `after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, name), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(d).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('the draw question is a modal dialog that Escape answers with "decline"', async ({ page }) => {
  await startWith(page);
  await typeMoves(page, 'f5');
  await action(page, 'Offer draw').click();
  const d = dialog(page, 'Draw offered');
  expect(await focusInside(page, 'Draw offered')).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusInside(page, 'Draw offered')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(d).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('White to move');
});

test('every button, in the page and in each dialog, has an accessible name', async ({ page }) => {
  await startWith(page);
  const check = async () => {
    const buttons = page.getByRole('button');
    const n = await buttons.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      await expect(buttons.nth(i)).toHaveAccessibleName(/\S/);
    }
  };
  await check();
  for (const [button, name] of DIALOGS) {
    await action(page, button).click();
    await check();
    await page.keyboard.press('Escape');
    await expect(dialog(page, name)).toHaveCount(0);
  }
});

test('moves and actions are announced through an aria-live region', async ({ page }) => {
  await startWith(page);
  const live = page.getByTestId('announcer');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await typeMoves(page, 'f5');
  await expect(live).toHaveText('Black played f5. White to move');
  await typeMoves(page, 'd6');
  await expect(live).toHaveText('White played d6. Black to move');
  await action(page, 'Undo move').click();
  await expect(live).toHaveText('Move taken back. White to move.');
  await action(page, 'Resign').click();
  await expect(live).toHaveText('White resigned — Black wins 64–0');
});

test('options form controls have visible labels', async ({ page }) => {
  await startWith(page);
  await action(page, 'Options').click();
  const d = dialog(page, 'Options');
  for (const label of ['Show valid moves', 'Preview moves', 'Animate moves']) {
    await expect(d.getByRole('checkbox', { name: label })).toBeVisible();
  }
  for (const label of [
    'Board colour',
    'Valid move colour',
    'Active square colour',
    'Move indicator colour',
    'First move',
    'Black player',
    'White player',
  ]) {
    await expect(d.getByLabel(label)).toBeVisible();
  }
});
