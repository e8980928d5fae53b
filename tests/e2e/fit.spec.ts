// Every dialog fits a 320 px phone in every language: nothing in it is wider than the dialog,
// the dialog never scrolls sideways and stays inside the window (issue 43, item 5: French
// Options ran its selects past the dialog; the Help's shortcut table was clipped in French and
// one character wide in Japanese).

import { test, expect, WAIT, type ReversiApp } from './reversi';
import type { Locator } from '@playwright/test';

test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });

/** What in an open dialog is wider than it or sticks out of it, one line each (none: it fits). */
async function overflow(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).replace(/ /g, '.') : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the dialog scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    if (box.left < -1 || box.right > window.innerWidth + 1) found.push(`the dialog leaves the window (${box.left}..${box.right})`);
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      // Visually hidden text (for screen readers) is a pixel wide by design.
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) {
        found.push(`${name(el)} runs past the dialog (${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`);
      }
      // A control drawn across its group's border looks as broken as one past the dialog's.
      const group = el.parentElement?.closest('fieldset');
      if (group) {
        const g = group.getBoundingClientRect();
        if (r.left < g.left - 1 || r.right > g.right + 1) {
          found.push(`${name(el)} runs past its group (${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(g.left)}..${Math.round(g.right)})`);
        }
      }
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // A text field scrolls its own text (a long link), which is not cut.
      const field = el.tagName === 'INPUT' || el.tagName === 'TEXTAREA';
      if (clips && !field && el.scrollWidth > el.clientWidth + 1 && el !== root) {
        found.push(`${name(el)} is cut (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return found;
  });
}

/** Checks the dialog now open, then closes it with Escape. */
async function fits(app: ReversiApp, what: string): Promise<void> {
  const dialog = app.page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect.soft(await overflow(dialog), what).toEqual([]);
  await app.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const code of ['en', 'ja', 'fr'] as const) {
  test(`every dialog fits 320 px in ${code}`, async ({ app, page }) => {
    test.setTimeout(WAIT.computerMove * 4);
    await app.open({ black: 'human', white: 'computer' });
    await app.chooseLanguage(code);
    await fits(app, `Options (${code})`);
    for (const opener of ['open-statistics', 'open-help', 'open-about', 'open-drill']) {
      await app.actById(opener);
      await fits(app, `${opener} (${code})`);
    }
    // The game record's tools: those that open a dialog (the others copy or download).
    const tools = page.locator('.record-tools button');
    for (let i = 0; i < (await tools.count()); i++) {
      await app.showPanel('record');
      await tools.nth(i).click();
      if (await page.getByRole('dialog').isVisible()) await fits(app, `record tool ${i} (${code})`);
    }
    // The questions asked in a game against the computer.
    await app.playAndAwaitReply('f5');
    for (const asks of ['resign', 'new-game']) {
      await app.actById(asks);
      await fits(app, `${asks} (${code})`);
    }
  });
}

test('the draw offer between two people fits 320 px in every language', async ({ app, page }) => {
  await app.open();
  await app.play('f5');
  for (const code of ['en', 'ja', 'fr'] as const) {
    await app.chooseLanguage(code);
    await page.keyboard.press('Escape');
    await app.actById('offer-draw');
    await fits(app, `the draw offer (${code})`);
  }
});
