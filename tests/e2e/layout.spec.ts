// The page laid out for the board (issue 66, item 2): on a desktop the page is the window's
// height and never scrolls, the board wholly in view beside one panel at a time; after a
// review the summary and the reviewed move are in view with the board. On a phone the board
// and the frequent actions are in the first screen and the page is at most two screens tall
// whatever the panel. The panels' tabs work by click and by keyboard (the WAI-ARIA tabs
// pattern); the More menu opens, runs an action and closes, handing focus back to its
// button. Screenshots of every panel at each size and in each language land in test-results/.
import {
  test,
  expect,
  BLUNDER_GAME,
  DESKTOPS,
  FREQUENT_ACTIONS,
  PHONES,
  TEST_TIME,
  WAIT,
  type PanelName,
  type ReversiApp,
} from './reversi';

const PANELS: PanelName[] = ['game', 'analysis', 'record'];

/** How far the page scrolls vertically: its height past the window's (0: no scroll). */
async function pageScroll(app: ReversiApp): Promise<number> {
  return app.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/** The page's height in windows. */
async function screensTall(app: ReversiApp): Promise<number> {
  return app.page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
}

/** The board, every square of it, is inside the window. */
async function expectBoardInView(app: ReversiApp): Promise<void> {
  await expect(app.board).toBeInViewport({ ratio: 1 });
  for (const corner of ['a1', 'h1', 'a8', 'h8']) await expect(app.square(corner)).toBeInViewport();
}

/** At a desktop size: no page scroll, and the board wholly in the window. */
async function expectDesktopFits(app: ReversiApp, what: string): Promise<void> {
  expect(await pageScroll(app), `the page scrolls (${what})`).toBeLessThanOrEqual(0);
  await app.expectBoardFitsWindow();
  await expectBoardInView(app);
}

/** At a phone size, scrolled to the top: the board and the five frequent actions are in view. */
async function expectFirstScreen(app: ReversiApp): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await expectBoardInView(app);
  for (const name of FREQUENT_ACTIONS) await expect(app.action(name), name).toBeInViewport({ ratio: 1 });
  await expect(app.moreButton).toBeInViewport({ ratio: 1 });
}

for (const size of DESKTOPS) {
  test(`at ${size.width}×${size.height} the page never scrolls, in every panel`, async ({ app, page }) => {
    await page.setViewportSize(size);
    await app.open({ hints: true });
    await app.playAll('f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6');
    for (const name of PANELS) {
      await app.showPanel(name);
      await expectDesktopFits(app, name);
      await expect(app.panel(name)).toBeInViewport();
    }
    // The status, the stepper and the toolbar sit beside the board, in view.
    for (const hook of ['status', 'stepper', 'new-game', 'more-actions']) {
      await expect(page.getByTestId(hook), hook).toBeInViewport({ ratio: 1 });
    }
  });
}

test('after a review the summary and the reviewed move are in view with the board, on desktops and phones', async ({
  app,
  page,
}, testInfo) => {
  test.setTimeout(TEST_TIME.games);
  await page.setViewportSize(DESKTOPS[0]);
  await app.open();
  await app.visit(`./#moves=${BLUNDER_GAME}`);
  await expect(app.status).toHaveText('Game over: White wins 15–49');
  await app.showPanel('record');
  await app.act('Review game');
  // The review's progress and summary are the analysis panel's: it is shown at once.
  await expect(app.panelTab('analysis')).toHaveAttribute('aria-selected', 'true');
  const summary = page.getByTestId('review-summary');
  await expect(summary).toBeVisible({ timeout: WAIT.wholeReview });
  await app.press('Shift+M');
  await expect(page.getByTestId('review-choice')).toHaveAttribute('data-move', /\d+/);
  for (const size of DESKTOPS) {
    await page.setViewportSize(size);
    const what = `after the review at ${size.width}×${size.height}`;
    await expectDesktopFits(app, what);
    for (const hook of ['review-summary', 'review-choice', 'next-mistake', 'previous-mistake', 'stepper', 'status']) {
      await expect(page.getByTestId(hook), `${hook} ${what}`).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: testInfo.outputPath(`review-${size.width}x${size.height}.png`) });
  }
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expectFirstScreen(app);
    expect(await screensTall(app), `screens tall at ${size.width}×${size.height}`).toBeLessThanOrEqual(2);
    await page.screenshot({ path: testInfo.outputPath(`review-${size.width}x${size.height}.png`), fullPage: true });
  }
});

for (const size of PHONES) {
  test(`at ${size.width}×${size.height} the board and the frequent actions are in the first screen, the page at most two screens tall`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize(size);
    await app.open({ hints: true });
    await app.playAll('f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6');
    await app.showGraph();
    for (const name of PANELS) {
      await app.showPanel(name);
      await expectFirstScreen(app);
      await app.expectBoardFitsWindow();
      expect(await screensTall(app), `screens tall with the ${name} panel`).toBeLessThanOrEqual(2);
    }
  });
}

test('the tabs work by click and by keyboard, one panel at a time', async ({ app, page }) => {
  await app.open();
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(3);
  /** Expects `name` to be the one tab selected, its panel the one shown. */
  const chosen = async (name: PanelName) => {
    for (const other of PANELS) {
      await expect(app.panelTab(other)).toHaveAttribute('aria-selected', String(other === name));
      if (other === name) await expect(app.panel(other)).toBeVisible();
      else await expect(app.panel(other)).toBeHidden();
    }
    await expect(app.panel(name)).toHaveAttribute('role', 'tabpanel');
    await expect(app.panel(name)).toHaveAttribute('aria-labelledby', (await app.panelTab(name).getAttribute('id'))!);
  };
  await chosen('game');
  await app.panelTab('record').click();
  await chosen('record');
  await expect(app.recordAction('Copy link')).toBeVisible();

  await app.panelTab('record').focus();
  await app.press('ArrowRight');
  await chosen('game');
  await expect(app.panelTab('game')).toBeFocused();
  await app.press('ArrowRight');
  await chosen('analysis');
  await expect(app.panelTab('analysis')).toBeFocused();
  await app.press('ArrowLeft');
  await chosen('game');
  await app.press('End');
  await chosen('record');
  await expect(app.panelTab('record')).toBeFocused();
  await app.press('Home');
  await chosen('game');
  // The keys were the tabs': Home undid nothing, and only the chosen tab is a Tab stop.
  await expect(app.discs).toHaveCount(4);
  await expect(app.panelTab('game')).toHaveAttribute('tabindex', '0');
  await expect(app.panelTab('analysis')).toHaveAttribute('tabindex', '-1');
});

test('the More menu opens, runs an action, and closes on Escape or outside with focus back on its button', async ({
  app,
  page,
}) => {
  await app.open();
  await app.type('f5');
  const more = app.moreButton;
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(app.moreMenu).toBeHidden();
  for (const name of ['Resign', 'Options', 'Help']) await expect(app.action(name)).toBeHidden();

  // Opened by click; Escape closes it with the focus on its button.
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(app.moreMenu).toBeVisible();
  await expect(app.action('Options')).toBeVisible();
  await expect(page.getByTestId('open-drill')).toBeVisible();
  await app.action('Options').focus();
  await app.press('Escape');
  await expect(app.moreMenu).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();

  // Opened by keyboard; an item runs its action and closes the menu; its dialog hands the
  // focus back to the More button.
  await app.press('Enter');
  await expect(app.moreMenu).toBeVisible();
  await app.action('Statistics').click();
  await expect(app.moreMenu).toBeHidden();
  await expect(app.dialog('Statistics')).toBeVisible();
  await app.press('Escape');
  await expect(app.dialog('Statistics')).toHaveCount(0);
  await expect(more).toBeFocused();

  // An action without a dialog: Undo all moves, through the page object.
  const focus = await app.act('Undo all moves');
  await expect(app.discs).toHaveCount(4);
  await expect(app.moreMenu).toBeHidden();
  await expect(focus).toBeFocused();

  // A press outside closes it and leaves the game as it was.
  await more.click();
  await expect(app.moreMenu).toBeVisible();
  await page.getByRole('heading', { name: 'Reversi' }).click();
  await expect(app.moreMenu).toBeHidden();
});

for (const code of ['en', 'ja', 'fr'] as const) {
  test(`screenshots of every panel at each size in ${code}`, async ({ app, page }, testInfo) => {
    test.setTimeout(TEST_TIME.games);
    await app.open({ hints: true });
    await app.showGraph();
    if (code !== 'en') {
      await app.chooseLanguage(code);
      await app.press('Escape');
    }
    await app.playAll('f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6');
    for (const size of [...PHONES, ...DESKTOPS]) {
      await page.setViewportSize(size);
      for (const name of PANELS) {
        await app.showPanel(name);
        await page.evaluate(() => window.scrollTo(0, 0));
        const shot = `${code}-${size.width}x${size.height}-${name}`;
        await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
      }
      await app.openMenu();
      await page.screenshot({ path: testInfo.outputPath(`${code}-${size.width}x${size.height}-menu.png`) });
      await app.press('Escape');
    }
  });
}
