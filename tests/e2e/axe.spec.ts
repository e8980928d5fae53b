// The page against axe-core's rules (WCAG 2 A and AA, and best practices), on a phone in
// English and on a desktop in Japanese: no serious or critical violation on the board, in any
// dialog, in the Library, in a friend game, during a review, in the Puzzles view or in a drill.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, PHONE_AND_DESKTOP, openingsTable, BLUNDER_GAME, TEST_TIME, WAIT, type ReversiApp } from './reversi';

/** The serious and critical violations on the page as it is now, one line each: rule, then where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

/** Expects no serious or critical violation in the view named `view`. */
async function expectClean(page: Page, view: string): Promise<void> {
  expect(await violations(page), `axe in ${view}`).toEqual([]);
}

/** Opens a dialog by `open`, checks it, and closes it with Escape. */
async function checkDialog(app: ReversiApp, view: string, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = app.page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectClean(app.page, view);
  await app.press('Escape');
  await expect(dialog).toHaveCount(0);
}

// Each size in one language: axe's rules (names, roles, contrast) hold or fail whatever the
// words, while the layout differs by size; the two pairings cover both sizes and both scripts
// at half the time of all four.
const [PHONE, DESKTOP] = PHONE_AND_DESKTOP;
const RUNS = [
  { ...PHONE, lang: 'en' },
  { ...DESKTOP, lang: 'ja' },
] as const;

for (const { width, height, hasTouch, lang } of RUNS) {
  test.describe(`at ${width}×${height} in ${lang}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    test('the board, every dialog and the Library have no serious violation', async ({ app, page }) => {
      test.setTimeout(TEST_TIME.games);
      await app.open();
      await app.chooseLanguage(lang);
      await app.press('Escape');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await app.type('f5d6c3');
      await expectClean(page, 'the board');
      for (const [key, view] of [
        ['o', 'Options'],
        ['s', 'Statistics'],
        ['?', 'Help'],
        ['i', 'About'],
        ['r', 'the Resign question'],
      ] as const) {
        await checkDialog(app, view, () => app.press(key));
      }
      // The record's dialogs: Open game, Set up position, Save picture (the last three tools).
      await app.showPanel('record');
      const tools = page.locator('.record-tool');
      for (const [index, view] of [
        [4, 'Open game'],
        [5, 'Set up position'],
        [6, 'Save picture'],
      ] as const) {
        await checkDialog(app, view, () => tools.nth(index).click());
      }
      await checkDialog(app, 'the drill chooser', async () => {
        await app.actById('open-drill');
      });
      await app.actById('open-library');
      await expect(app.library).toBeVisible();
      await expectClean(page, 'the Library');
      await app.press('Escape');
      await expect(app.library).toHaveCount(0);
      await checkDialog(app, 'Play a friend', async () => {
        await app.actById('open-friend');
        await page.getByTestId('friend-mode-link').click();
      });
      // A friend game: the link to send, the list, and a refused link's reason.
      await app.startFriendGame('Ann', 'Bob', 'black');
      await app.play('f5');
      await app.openLink((await app.friendLink()).replace('moves=f5', 'moves=f4'));
      await expect(page.getByTestId('friend-conflict')).toBeVisible();
      await expectClean(page, 'a friend game');
      // The scan sees what it should: a button with no name is a critical violation.
      await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
      expect((await violations(page)).join('\n')).toContain('button-name (critical)');
    });

    test('a review, the Puzzles view and a drill have no serious violation', async ({ app, page }) => {
      test.setTimeout(TEST_TIME.games);
      await app.open();
      await app.chooseLanguage(lang);
      await app.press('Escape');
      await app.visit(`./#moves=${BLUNDER_GAME}`);
      await expect(app.discs).toHaveCount(64);
      await app.press('V');
      await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
      // The game's last marked move, with its marks on the board and the panel's words.
      await page.getByTestId('previous-mistake').click();
      await expect(page.getByTestId('review-choice')).toHaveAttribute('data-move', /\d+/);
      await expectClean(page, 'the review');

      await page.goto(`./#puzzle=1`);
      await expect(app.puzzle).toHaveAttribute('data-puzzle', '1');
      await expectClean(page, 'the Puzzles view');
      await app.puzzleButton('back');
      await expect(app.puzzle).toHaveCount(0);

      // The chooser by its hooks, whose dialog's name is in the language shown.
      const opening = openingsTable().find((o) => o.moves.length >= 4)!;
      await app.actById('open-drill');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByTestId('drill-opening').locator(`[data-value="${opening.index}"]`).click();
      await page.getByTestId('drill-colour-black').check();
      await page.getByTestId('drill-start').click();
      await expect(app.drill).toBeVisible();
      await app.play(opening.moves[0]);
      await expect(app.drillVerdict).toHaveAttribute('data-verdict', 'on-line');
      await expectClean(page, 'a drill');
    });
  });
}
