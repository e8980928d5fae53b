// Accessibility: every dialog (the settings and help dialogs, the question before resigning,
// the draw offer, the game record's dialogs) is modal, keeps focus inside, closes with Escape and hands focus back; every
// button has a name, form controls have labels, and moves and actions are announced through
// an aria-live region.
import { test, expect, type ReversiApp } from './reversi';

/** Each dialog: the button that opens it, and its accessible name. */
const DIALOGS: [string, string][] = [
  ['Options', 'Options'],
  ['Statistics', 'Statistics'],
  ['Help', 'Help'],
  ['About', 'About Reversi'],
  ['Resign', 'Resign'],
  ['Open game…', 'Open game'],
  ['Set up position…', 'Set up position'],
  ['Save picture…', 'Save picture'],
];

/** Whether the focused element is inside the dialog. */
async function focusInside(app: ReversiApp, name: string): Promise<boolean> {
  return app.dialog(name).evaluate((d) => d.contains(document.activeElement));
}

for (const [button, name] of DIALOGS) {
  test(`the ${name} dialog is modal: focus stays inside, Escape closes it and focus returns`, async ({ app }) => {
    await app.open();
    const opener = await app.act(button);
    const d = app.dialog(name);
    await expect(d).toBeVisible();
    await expect(d).toHaveAttribute('aria-modal', 'true');
    expect(await focusInside(app, name)).toBe(true);
    const stops = await d.locator('button, input, select, [href], [tabindex="0"]').count();
    for (let i = 0; i < stops + 2; i++) {
      await app.press('Tab');
      expect(await focusInside(app, name), `after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < stops + 2; i++) {
      await app.press('Shift+Tab');
      expect(await focusInside(app, name), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }
    await app.press('Escape');
    await expect(d).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('a dialog opened by its key hands focus back to where it was, a square of the board included', async ({ app, page }) => {
  await app.open();
  await app.type('f5');
  const square = app.square('d6');
  for (const [key, name] of [['o', 'Options'], ['s', 'Statistics'], ['?', 'Help']] as const) {
    await square.focus();
    await expect(square).toBeFocused();
    await app.press(key);
    await expect(app.dialog(name)).toBeVisible();
    await expect(square).not.toBeFocused();
    await app.press('Escape');
    await expect(app.dialog(name)).toHaveCount(0);
    await expect(square).toBeFocused();
  }
  // From a button of the page too, closed by its own button this time.
  const undo = app.action('Undo move');
  await undo.focus();
  await app.press('s');
  await app.dialog('Statistics').getByRole('button', { name: 'Close' }).click();
  await expect(undo).toBeFocused();
});

test('the draw question is a modal dialog that Escape answers with "decline"', async ({ app }) => {
  await app.open();
  await app.type('f5');
  await app.act('Offer draw');
  const d = app.dialog('Draw offered');
  expect(await focusInside(app, 'Draw offered')).toBe(true);
  for (let i = 0; i < 3; i++) await app.press('Tab');
  expect(await focusInside(app, 'Draw offered')).toBe(true);
  await app.press('Escape');
  await expect(d).toHaveCount(0);
  await expect(app.status).toHaveText('White to move');
});

test('every button, in the page and in each dialog, has an accessible name', async ({ app, page }) => {
  await app.open();
  // One accessibility tree a view (a button at a time took minutes on a loaded machine): a
  // button with a name reads `- button "its name"`, one without `- button` and nothing quoted.
  const check = async () => {
    const tree = await page.locator('body').ariaSnapshot();
    const buttons = tree.split('\n').filter((line) => /^\s*- button\b/.test(line));
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((line) => !/^\s*- button "[^"]*\S[^"]*"/.test(line))).toEqual([]);
  };
  await check();
  for (const [button, name] of DIALOGS) {
    await app.act(button);
    // A dialog's code is a chunk fetched on first use: Escape before it shows closes nothing.
    await expect(app.dialog(name)).toBeVisible();
    await check();
    await app.press('Escape');
    await expect(app.dialog(name)).toHaveCount(0);
  }
});

test('moves and actions are announced through an aria-live region', async ({ app }) => {
  await app.open();
  await expect(app.announcer).toHaveAttribute('aria-live', 'polite');
  await app.type('f5');
  await expect(app.announcer).toHaveText('Black played f5, turning 1 disc: Black 4, White 1. White to move');
  await app.type('d6');
  await expect(app.announcer).toHaveText('White played d6, turning 1 disc: Black 3, White 3. Black to move');
  // A square that is not a legal move is refused aloud too, not only under the board.
  await app.square('a1').click();
  await expect(app.notice).toContainText('a1');
  await expect(app.announcer).toHaveText((await app.notice.textContent()) ?? '');
  await app.act('Undo move');
  await expect(app.announcer).toHaveText('Move taken back. White to move.');
  await app.confirmed('Resign');
  await expect(app.announcer).toHaveText('White resigned — Black wins 64–0');
});

test('options form controls have visible labels', async ({ app }) => {
  await app.open();
  await app.act('Options');
  const d = app.dialog('Options');
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

test("the game record's form controls have visible labels", async ({ app }) => {
  await app.open();
  const labelled = async (dialog: string, labels: string[]) => {
    await app.act(`${dialog}…`);
    const d = app.dialog(dialog);
    for (const label of labels) await expect(d.getByLabel(label, { exact: true })).toBeVisible();
    await app.press('Escape');
    await expect(d).toHaveCount(0);
  };
  await labelled('Open game', ['Paste a game: its moves (f5d6c3… or 1. f5 d6 2. c3), a share link or a saved game record.']);
  await labelled('Set up position', ['Black disc', 'White disc', 'Remove', 'Black', 'White']);
  await labelled('Save picture', ['Number each disc with the move that placed it', 'PNG image', 'SVG drawing']);
  // The editor's squares are named for screen readers, and one of them is in the Tab order.
  await app.act('Set up position…');
  const squares = app.dialog('Set up position').locator('[data-setup-square]');
  await expect(squares).toHaveCount(64);
  await expect(squares.first()).toHaveAccessibleName('a1, empty');
  await expect(app.dialog('Set up position').locator('[data-setup-square="d4"]')).toHaveAccessibleName('d4, white');
  await expect(app.dialog('Set up position').locator('[data-setup-square][tabindex="0"]')).toHaveCount(1);
  // The arrow keys move among them and Enter uses the tool (a black disc at first).
  await squares.first().focus();
  await app.press('ArrowRight');
  const b1 = app.dialog('Set up position').locator('[data-setup-square="b1"]');
  await expect(b1).toBeFocused();
  await app.press('Enter');
  await expect(b1).toHaveAttribute('data-setup-disc', 'black');
  await expect(b1).toHaveAccessibleName('b1, black');
});
