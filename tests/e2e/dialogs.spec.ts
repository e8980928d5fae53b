// The Options, Help and About dialogs: options apply on OK only and survive a reload,
// players and the first mover take effect, Help opens at its table of contents whose links
// reach every section on a phone and a desktop, and About shows the version and licence.
import { test, expect, ACTIONS, LEVEL, type ReversiApp } from './reversi';

const CONTENTS = ['The rules', 'How to play', 'Play a friend', 'Opening explorer', 'Menus and shortcuts', 'Game record', 'Options', 'Hints and review', 'Strategy guide'];

for (const via of ['button', 'key'] as const) {
  test(`help by ${via} lists every action with its key, and about shows version and licence`, async ({ app }) => {
    await app.open();
    if (via === 'button') await app.act('Help');
    else await app.press('?');
    const help = app.dialog('Help');
    await expect(help).toBeVisible();
    for (const [name] of ACTIONS) await expect(help).toContainText(name);
    await expect(help.getByRole('heading', { name: 'Menus and shortcuts' })).toHaveCount(1);
    await expect(help).not.toContainText('Actions and shortcuts');
    for (const topic of ['Corners', 'X-squares', 'Mobility', 'Frontier', 'Wedges', 'Parity']) {
      await expect(help).toContainText(topic);
    }
    await expect(help.locator('svg').first()).toBeVisible();
    await app.press('Escape');
    await expect(help).toHaveCount(0);

    if (via === 'button') await app.act('About');
    else await app.press('I');
    const about = app.dialog('About Reversi');
    await expect(about).toContainText(/Version\s*\d+\.\d+\.\d+/);
    await expect(about).toContainText('MIT');
    await about.getByRole('button', { name: 'Close' }).click();
    await expect(about).toHaveCount(0);
  });
}

/** How far the Help dialog's own scrolling element is scrolled, and whether it can scroll. */
async function helpScroll(app: ReversiApp): Promise<{ top: number; scrolls: boolean }> {
  return app.dialog('Help').evaluate((dialog) => {
    // The dialog itself scrolls (overflow: auto), unless a part inside it does.
    const scrolls = (el: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1;
    const scroller = [dialog, ...dialog.querySelectorAll('*')].find(scrolls) ?? dialog;
    return { top: scroller.scrollTop, scrolls: scroller.scrollHeight > scroller.clientHeight + 1 };
  });
}

for (const [width, height] of [
  [375, 667],
  [1280, 800],
]) {
  test(`help at ${width}×${height} opens at the top, and each contents link shows its section`, async ({
    app,
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await app.open();
    const opener = await app.act('Help');
    const help = app.dialog('Help');
    const contents = help.getByTestId('help-contents');
    await expect(help.getByRole('heading', { name: 'Help', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(contents).toBeInViewport();
    expect(await contents.getByRole('link').allTextContents()).toEqual(CONTENTS);
    await expect(contents.getByRole('link').first()).toBeFocused();
    const opened = await helpScroll(app);
    expect(opened.top, 'the help opens scrolled to the top').toBe(0);
    expect(opened.scrolls, 'the help is longer than the window, so the links matter').toBe(true);
    const path = testInfo.outputPath(`help-${width}x${height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`help ${width}×${height}`, { path, contentType: 'image/png' });

    for (const title of CONTENTS) {
      await contents.getByRole('link', { name: title }).click();
      const section = help.getByRole('heading', { name: title, exact: true, level: 3 });
      await expect(section, `${title} is scrolled into view`).toBeInViewport({ ratio: 1 });
      await expect(section).toBeFocused();
      // The page's address keeps its fragment for shared games: the links scroll in place.
      expect(new URL(page.url()).hash).toBe('');
    }
    expect((await helpScroll(app)).top, 'the last section is further down').toBeGreaterThan(0);
    const last = testInfo.outputPath(`help-${width}x${height}-strategy.png`);
    await page.screenshot({ path: last });
    await testInfo.attach(`help ${width}×${height}, strategy guide`, { path: last, contentType: 'image/png' });

    await app.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('options: Cancel discards, OK applies, and the choice survives a reload', async ({ app, page }) => {
  // OK once closed the dialog before its form was submitted, and the browser warned each time.
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await app.open();
  await expect(app.legal).toHaveCount(4);

  await app.press('O');
  let options = app.dialog('Options');
  await options.getByRole('checkbox', { name: 'Show valid moves' }).uncheck();
  await options.getByLabel('Board colour').fill('#123456');
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect(options).toHaveCount(0);
  await expect(app.legal).toHaveCount(4);

  await app.act('Options');
  options = app.dialog('Options');
  await expect(options.getByRole('checkbox', { name: 'Show valid moves' })).toBeChecked();
  await options.getByRole('checkbox', { name: 'Show valid moves' }).uncheck();
  await options.getByLabel('Board colour').fill('#123456');
  const levels = options.getByTestId('option-level');
  await expect(levels, 'the select is the Difficulty').toHaveAccessibleName('Difficulty');
  await expect(levels.locator('option')).toHaveCount(Object.keys(LEVEL).length);
  expect(await levels.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(
    Object.values(LEVEL),
  );
  await expect(levels.locator('option').first()).toHaveText('Starter (0)');
  await expect(levels.locator('option').last()).toHaveText(/^Expert \(\d+\)$/);
  await levels.selectOption(LEVEL.expert);
  await options.getByRole('button', { name: 'OK' }).click();
  await expect(app.legal).toHaveCount(0);
  const felt = () => page.locator('svg.board .felt').evaluate((el) => getComputedStyle(el).fill);
  expect(await felt()).toBe('rgb(18, 52, 86)');

  await app.reload();
  await expect(app.legal).toHaveCount(0);
  expect(await felt()).toBe('rgb(18, 52, 86)');
  await app.act('Options');
  options = app.dialog('Options');
  await expect(options.getByRole('checkbox', { name: 'Show valid moves' })).not.toBeChecked();
  await expect(options.getByTestId('option-level')).toHaveValue(LEVEL.expert);

  // Restore defaults changes only the draft until OK.
  await options.getByRole('button', { name: 'Restore defaults' }).click();
  await expect(options.getByRole('checkbox', { name: 'Show valid moves' })).toBeChecked();
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.legal).toHaveCount(0);
  expect(warnings.filter((w) => w.includes('Form submission'))).toEqual([]);
});

test('changing players mid-game takes effect at once', async ({ app }) => {
  await app.open();
  await app.type('f5');
  await expect(app.status).toHaveText('White to move');
  await app.setPlayers('human', 'computer');
  await app.computerMove();
  await expect(app.discs).toHaveCount(6);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.lineup).toHaveText('Black: Human · White: Computer (Beginner)');
});

test('first move option: a new game starts with White to move', async ({ app }) => {
  await app.open();
  await app.act('Options');
  await app.dialog('Options').getByLabel('First move').selectOption('white');
  await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
  await app.act('New game');
  await expect(app.status).toHaveText('White to move');
  await expect(app.turn).toHaveText('Move 1');
});

test('at 375×667 every dialog opens with its buttons in view', async ({ app, page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await app.open();
  const inView = async (name: string, button: string) => {
    const d = app.dialog(name);
    await expect(d).toBeVisible();
    await expect(d.getByRole('button', { name: button, exact: true }), `${name}: ${button}`).toBeInViewport({ ratio: 1 });
  };
  for (const [action, name, button] of [
    ['Options', 'Options', 'OK'],
    ['Options', 'Options', 'Cancel'],
    ['Statistics', 'Statistics', 'Close'],
    ['Help', 'Help', 'Close'],
    ['About', 'About Reversi', 'Close'],
  ]) {
    await app.act(action);
    await inView(name, button);
    await app.press('Escape');
    await expect(app.dialog(name)).toHaveCount(0);
  }
  for (const [action, name, button] of [
    ['Open game', 'Open game', 'Open'],
    ['Set up position', 'Set up position', 'Play from here'],
    ['Save picture', 'Save picture', 'Save'],
  ]) {
    await app.recordTool(action);
    await inView(name, button);
    await inView(name, 'Cancel');
    await app.press('Escape');
    await expect(app.dialog(name)).toHaveCount(0);
  }
  await app.type('f5');
  await app.act('Offer draw');
  await inView('Draw offered', 'Accept draw');
  await app.press('Escape');
  await app.act('Resign');
  await inView('Resign', 'Resign');
  await inView('Resign', 'Cancel');
  await app.press('Escape');
  await expect(app.status).toHaveText('White to move');
});
