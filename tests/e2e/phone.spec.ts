// The phone player: stepping through a reviewed game keeps the board in view (the stepper
// under the board, the board brought back when a move is chosen in the list or graph below
// it; a reviewed move chosen in the list shows the position it was chosen in), in portrait
// and held sideways; the desktop has the stepper beside the board, with the status and a
// finished game's end controls under it, in view.
import { test, expect, TEST_TIME, WAIT, WIPEOUT, type ReversiApp } from './reversi';

/** The board, every square of it, is inside the window. */
async function expectBoardInView(app: ReversiApp): Promise<void> {
  await expect(app.board).toBeInViewport({ ratio: 1 });
  for (const corner of ['a1', 'h1', 'a8', 'h8']) await expect(app.square(corner)).toBeInViewport();
}

test.describe('a phone held upright', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('tapping a move in the list or a point of the graph shows it with the board in view; the stepper steps', async ({
    app,
    page,
  }, testInfo) => {
    test.setTimeout(TEST_TIME.games);
    await app.reviewed();
    const move = app.stepper.getByTestId('stepper-move');
    await expect(move).toContainText('60 of 60 moves');

    // Move 30 is far below the board: tapping it brings the board back, at the position
    // move 30 was chosen in (the game is reviewed).
    await app.showPanel('game');
    const thirty = app.moveList.locator('[data-ply="30"]');
    await thirty.scrollIntoViewIfNeeded();
    await expect(app.board).not.toBeInViewport({ ratio: 1 });
    await thirty.tap();
    await expect(app.discs).toHaveCount(33);
    await expect(app.moveList.locator('[aria-current="step"]')).toHaveAttribute('data-ply', '29');
    await expect(page.getByTestId('review-choice')).toHaveAttribute('data-move', '30');
    await expectBoardInView(app);
    await expect(app.stepper).toBeInViewport({ ratio: 1 });
    await expect(move).toContainText('29 of 60 moves');
    await page.screenshot({ path: testInfo.outputPath('stepper-375x667.png') });

    // So does a point of the graph.
    await app.showPanel('analysis');
    const point = page.getByTestId('eval-graph').locator('[data-ply="40"]');
    await point.scrollIntoViewIfNeeded();
    await expect(app.board).not.toBeInViewport({ ratio: 1 });
    await point.tap();
    await expect(app.discs).toHaveCount(44);
    await expectBoardInView(app);
    await expect(move).toContainText('40 of 60 moves');

    // Tapping the blunder shows where it was chosen; the stepper and the review's panel name
    // the same move by the same number and judge it alike.
    await app.showPanel('game');
    const blunder = app.moveList.locator('[data-ply="47"]');
    await blunder.scrollIntoViewIfNeeded();
    await blunder.tap();
    await expect(app.discs).toHaveCount(50);
    const choice = page.getByTestId('review-choice');
    await expect(choice).toHaveAttribute('data-class', 'blunder');
    await expect(choice).toHaveAttribute('data-move', '47');
    await expect(choice).toContainText('Move 47, Black: blunder');
    await expect(move).toHaveAttribute('data-class', 'blunder');
    await expect(move).toHaveText('46 of 60 moves move 47: blunder');
    await expectBoardInView(app);
    // A step forward plays it: the stepper and the panel move on to the next move together.
    await app.step('forward');
    await expect(app.discs).toHaveCount(51);
    await expect(move).toContainText('47 of 60 moves');
    await expect(choice).toHaveAttribute('data-move', '48');
    await expect(move).toHaveAttribute('data-class', (await choice.getAttribute('data-class')) ?? '');

    // The stepper steps, each position on the board, and stops at either end.
    await app.step('back');
    await expect(app.discs).toHaveCount(50);
    await expect(move).toContainText('46 of 60 moves');
    await expect(move).toHaveAttribute('data-class', 'blunder');
    await app.step('forward');
    await app.step('forward');
    await expect(move).toContainText('48 of 60 moves');
    await expect(app.moveList.locator('[aria-current="step"]')).toHaveAttribute('data-ply', '48');
    await app.step('first');
    await expect(app.discs).toHaveCount(4);
    await expect(move).toHaveText('Start');
    await expect(page.getByTestId('stepper-first')).toBeDisabled();
    await expect(page.getByTestId('stepper-back')).toBeDisabled();
    await app.step('last');
    await expect(app.status).toHaveText('Game over: White wins 15–49');
    await expect(page.getByTestId('stepper-forward')).toBeDisabled();
    await expect(page.getByTestId('stepper-last')).toBeDisabled();
    await expectBoardInView(app);
  });

  test('the turn indicator and the stepper agree on how far the game is, in every language', async ({ app }) => {
    await app.open();
    await app.playAll('f5d6c3d3c4f4');
    const played = app.stepper.getByTestId('stepper-move');
    for (const [code, turn, steps] of [
      ['en', 'Move 7', '6 of 6 moves'],
      ['ja', '7手目', '6／6手'],
      ['fr', 'Coup 7', '6 coups sur 6'],
    ] as const) {
      await app.chooseLanguage(code);
      await expect(app.turn).toHaveText(turn);
      await expect(played).toHaveText(steps);
    }
  });

  test('the stepper is named for screen readers and works from the keyboard', async ({ app, page }) => {
    await app.open();
    await app.type('f5d6c3');
    const group = page.getByRole('group', { name: 'Step through the game' });
    await expect(group.getByRole('button', { name: 'Previous move' })).toBeVisible();
    await group.getByRole('button', { name: 'Previous move' }).focus();
    await page.keyboard.press('Enter');
    await expect(app.discs).toHaveCount(6);
    await expect(app.announcer).toContainText('Showing move 2.');
    await page.keyboard.press('Tab');
    await expect(group.getByRole('button', { name: 'Next move' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.discs).toHaveCount(7);
  });
});

test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 667, height: 375 }, hasTouch: true });

  test('the board and the stepper are both in view, and a tapped move keeps them there', async ({
    app,
    page,
  }, testInfo) => {
    test.setTimeout(TEST_TIME.games);
    await app.reviewed();
    await expectBoardInView(app);
    await expect(app.stepper).toBeInViewport({ ratio: 1 });
    await app.showPanel('game');
    const thirty = app.moveList.locator('[data-ply="30"]');
    await thirty.scrollIntoViewIfNeeded();
    await thirty.tap();
    await expect(app.discs).toHaveCount(33);
    await expectBoardInView(app);
    await expect(app.stepper).toBeInViewport({ ratio: 1 });
    await app.step('back');
    await expect(app.discs).toHaveCount(32);
    await page.screenshot({ path: testInfo.outputPath('stepper-667x375.png') });
  });
});

for (const [width, height] of [
  [1280, 800],
  [1366, 768],
]) {
  test(`at ${width}×${height} the stepper and a finished game's status and end controls are in view beside the board`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await app.open();
    await app.type(WIPEOUT);
    await app.setPlayers('human', 'computer');
    await expect(app.status).toContainText('Game over');
    await expectBoardInView(app);
    for (const hook of ['status', 'turn', 'play-again', 'play-swapped', 'stepper']) {
      await expect(page.getByTestId(hook), hook).toBeInViewport({ ratio: 1 });
    }
    await expect(app.stepper.getByTestId('stepper-move')).toContainText('9 of 9 moves');
    await app.step('first');
    await expect(app.discs).toHaveCount(4);
    await app.step('forward');
    await expect(app.discs).toHaveCount(5);
    await expect(app.moveList.locator('[aria-current="step"]')).toHaveAttribute('data-ply', '1');
    await app.showPanel('game');
    await app.moveList.locator('[data-ply="3"]').click();
    await expect(app.stepper.getByTestId('stepper-move')).toContainText('3 of 9 moves');
    await app.step('last');
    await expect(app.discs).toHaveCount(13);
    await expect(page.getByTestId('stepper-last')).toBeDisabled();
  });
}

/**
 * The controls now on screen (page or dialog) whose tap target is under 44×44 px: buttons,
 * selects, inputs (a checkbox or colour well counts with the label around it, which takes the
 * tap too), links, sliders and summaries. The squares of the board (and of the position
 * editor's) are left out: eight of them and the frame share the screen's width.
 */
async function smallTargets(app: ReversiApp, within: string): Promise<string[]> {
  return app.page.evaluate((within) => {
    const root = document.querySelector(within)!;
    const controls = root.querySelectorAll(
      'button:not(.setup-square), select, input, textarea, a[href], [role="slider"], summary, [role="button"]:not([data-square])',
    );
    const small: string[] = [];
    for (const el of controls) {
      if (el.closest('.sr-only, [hidden]')) continue;
      const target = (el.tagName === 'INPUT' && el.closest('label')) || el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 20);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, within);
}

test.describe('tap targets on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('every control of the page and of each dialog is at least 44 px square at 375×667', async ({ app, page }) => {
    test.setTimeout(TEST_TIME.games);
    await app.open({ hints: true });
    await app.type('f5d6c3d3c4');
    await app.press('V');
    await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.shortReview });
    expect(await smallTargets(app, 'main.app'), 'the page').toEqual([]);
    for (const [open, name] of [
      ['Options', 'Options'],
      ['Statistics', 'Statistics'],
      ['Help', 'Help'],
      ['About', 'About Reversi'],
    ]) {
      await app.act(open);
      await expect(app.dialog(name)).toBeVisible();
      expect(await smallTargets(app, '[role="dialog"]'), name).toEqual([]);
      await app.press('Escape');
    }
    for (const name of ['Open game', 'Set up position', 'Save picture']) {
      await app.recordTool(name);
      await expect(app.dialog(name)).toBeVisible();
      expect(await smallTargets(app, '[role="dialog"]'), name).toEqual([]);
      await app.press('Escape');
    }
    await app.actById('open-drill');
    await expect(app.dialog('Opening drill')).toBeVisible();
    expect(await smallTargets(app, '[role="dialog"]'), 'Opening drill').toEqual([]);
    await app.press('Escape');
  });

  test("a dialog's text field stays in view above the on-screen keyboard", async ({ app, page }) => {
    await app.open();
    await app.recordTool('Open game');
    const dialog = app.dialog('Open game');
    const field = dialog.getByRole('textbox');
    await field.focus();
    // The keyboard takes the lower half of the window: the page's viewport shrinks to what is
    // left (the viewport meta's interactive-widget=resizes-content asks the browser for that).
    await page.setViewportSize({ width: 375, height: 330 });
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expect(field).toBeInViewport();
    await field.fill('f5d6c3');
    await dialog.getByRole('button', { name: 'Open', exact: true }).scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Open', exact: true }).tap();
    await expect(app.discs).toHaveCount(7);
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'interactive-widget=resizes-content',
    );
  });
});
