// The game's actions, each through its button and its shortcut: the menu, new game (also
// from the game-over line) and resign with the question they ask first, draw offers
// (between people and to the computer), undo and redo, the hold after undo on the
// computer's turn and Resume play, and the notice line that goes whenever the game or the
// players change.
import { test, expect, ACTIONS, PASS_LINE, WAIT, WIPEOUT, type ReversiApp } from './reversi';

test('every action is a named button whose tooltip and aria-keyshortcuts give its keys', async ({ app }) => {
  await app.open();
  for (const [name, keys] of ACTIONS) {
    const button = app.action(name);
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAttribute('title', `${name} (${keys[0]})`);
    await expect(button).toHaveAttribute('aria-keyshortcuts', keys.join(' '));
  }
});

test('the toolbar and its More menu fit a 320 px wide phone without horizontal scrolling', async ({ app, page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await app.open();
  for (const open of [false, true]) {
    if (open) await app.openMenu();
    for (const [name] of ACTIONS) {
      const button = app.action(name);
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
    }
  }
  await app.press('Escape');
  await app.expectBoardFitsWindow();
});

for (const via of ['button', 'key'] as const) {
  /** Runs an action by its button or by its key. */
  const press = async (app: ReversiApp, name: string, key: string) => {
    if (via === 'button') await app.act(name);
    else await app.press(key);
  };
  /**
   * Answers the open question yes: the confirming button, or by keys: Enter where the
   * confirming button has the focus (Resign), else Tab to it first (New game starts on Cancel).
   */
  const confirm = async (app: ReversiApp, name: 'Resign' | 'New game') => {
    if (via === 'button') await app.confirm(name);
    else {
      if (name === 'New game') await app.press('Tab');
      await expect(app.confirmation(name).getByTestId('confirm')).toBeFocused();
      await app.press('Enter');
    }
    await expect(app.confirmation(name)).toHaveCount(0);
  };

  test(`new game by ${via}`, async ({ app }) => {
    await app.open();
    await app.type('f5d6');
    await expect(app.discs).toHaveCount(6);
    await press(app, 'New game', 'N');
    await expect(app.confirmation('New game').getByTestId('confirm-question')).toHaveText(
      'Start a new game? The game in progress will be lost.',
    );
    await confirm(app, 'New game');
    await expect(app.discs).toHaveCount(4);
    await expect(app.status).toHaveText('Black to move');
    await expect(app.turn).toHaveText('Move 1');
    await expect(app.action('Undo move')).toBeDisabled();
  });

  test(`resign by ${via}: between people the side to move loses 0–64`, async ({ app }) => {
    await app.open();
    await app.type('f5');
    await press(app, 'Resign', 'R');
    await expect(app.confirmation('Resign').getByTestId('confirm-question')).toHaveText(
      'Resign for White? Black wins 64–0.',
    );
    await confirm(app, 'Resign');
    await expect(app.status).toHaveText('White resigned — Black wins 64–0');
    await expect(app.turn).toHaveText('Game over');
    await expect(app.action('Resign')).toBeDisabled();
  });

  test(`resign by ${via} against the computer: the computer wins 64–0`, async ({ app }) => {
    await app.open({ black: 'computer', white: 'human' });
    // Resigning while the computer is still to move (or thinking) still resigns the person.
    await press(app, 'Resign', 'R');
    await expect(app.confirmation('Resign').getByTestId('confirm-question')).toHaveText(
      'Resign this game? The computer wins 64–0.',
    );
    await confirm(app, 'Resign');
    await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
    await app.expectIdle();
  });

  test(`offer draw by ${via} between people: declined, then accepted`, async ({ app }) => {
    await app.open();
    await app.type('f5');
    await press(app, 'Offer draw', '=');
    const prompt = app.dialog('Draw offered');
    await expect(prompt).toContainText('White offers a draw. Black, do you accept?');
    await prompt.getByRole('button', { name: 'Decline' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(app.notice).toHaveText('Black declines the draw — White to move');
    await expect(app.status).toHaveText('White to move');

    await press(app, 'Offer draw', 'T');
    await app.dialog('Draw offered').getByRole('button', { name: 'Accept draw' }).click();
    await expect(app.status).toHaveText('Game over: draw agreed at 4–1');
  });

  test(`undo and redo by ${via}, one move and all moves, through a forced pass`, async ({ app }) => {
    await app.open();
    await app.type(PASS_LINE);
    await expect(app.status).toHaveText('Black has no legal move — White plays again');
    const atPass = await app.scores();

    await press(app, 'Undo move', 'U');
    await expect(app.disc('c1')).toHaveCount(0);
    await expect(app.status).toHaveText('White to move');
    await press(app, 'Redo move', 'Y');
    await expect(app.status).toHaveText('Black has no legal move — White plays again');
    expect(await app.scores()).toEqual(atPass);

    await press(app, 'Undo move', 'Z');
    await press(app, 'Undo all moves', 'Shift+U');
    await expect(app.discs).toHaveCount(4);
    await expect(app.status).toHaveText('Black to move');
    await expect(app.action('Undo move')).toBeDisabled();
    await press(app, 'Redo all moves', 'Shift+Y');
    await expect(app.status).toHaveText('Black has no legal move — White plays again');
    expect(await app.scores()).toEqual(atPass);
    await expect(app.action('Redo move')).toBeDisabled();

    // Home and End are the other keys for undo all and redo all.
    if (via === 'key') {
      await app.press('Home');
      await expect(app.discs).toHaveCount(4);
      await app.press('End');
      expect(await app.scores()).toEqual(atPass);
    }
  });

  test(`resume play by ${via}: undo holds the computer until resumed`, async ({ app }) => {
    await app.open({ white: 'computer' });
    await app.playAndAwaitReply('f5');
    await expect(app.discs).toHaveCount(6);
    await expect(app.status).toHaveText('Black to move');
    await expect(app.action('Resume play')).toBeDisabled();

    await app.act('Undo move');
    await expect(app.discs).toHaveCount(5);
    // Held: the computer is not asked to move until Resume play.
    await app.expectHeld('White');
    await expect(app.discs).toHaveCount(5);

    await press(app, 'Resume play', 'P');
    await app.computerMove();
    await expect(app.discs).toHaveCount(6);
    await expect(app.status).toHaveText('Black to move');
    await expect(app.turn).toHaveText('Move 3');
    await expect(app.action('Resume play')).toBeDisabled();
  });
}

// Enter at once after R resigns, as the key asked; after N it keeps the game, whose loss a
// second key press should not decide (the focus starts on Cancel).
for (const [name, key, question, result, focused] of [
  ['Resign', 'R', 'Resign for Black? White wins 64–0.', 'Black resigned — White wins 0–64', 'confirm'],
  ['New game', 'N', 'Start a new game? The game in progress will be lost.', 'Black to move', 'confirm-cancel'],
] as const) {
  test(`${name} in mid-game asks first: Escape and Cancel keep the game, Enter answers the focused button`, async ({ app }) => {
    await app.open();
    await app.type('f5d6');
    const before = await app.boardState();
    const asked = app.confirmation(name);
    const untouched = async () => {
      await expect(asked).toHaveCount(0);
      expect(await app.boardState()).toBe(before);
      await expect(app.status).toHaveText('Black to move');
      await expect(app.turn).toHaveText('Move 3');
    };

    await app.press(key);
    await expect(asked).toHaveAttribute('aria-modal', 'true');
    await expect(asked.getByTestId('confirm-question')).toHaveText(question);
    await expect(asked.getByTestId('confirm')).toHaveText(name);
    await expect(asked.getByTestId(focused)).toBeFocused();
    // The game's keys are quiet while it asks: no move is typed behind the question.
    await app.type('c3');
    await app.press('Escape');
    await untouched();

    // Focus goes back to the button, or to the More button for Resign, which is in its menu.
    const opener = await app.act(name);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await untouched();
    await expect(opener).toBeFocused();

    await app.act(name);
    await expect(asked.getByTestId(focused)).toBeFocused();
    await app.press('Escape');
    await untouched();
    await expect(opener).toBeFocused();

    if (name === 'New game') {
      // N then Enter keeps the game.
      await app.press(key);
      await expect(asked.getByTestId('confirm-cancel')).toBeFocused();
      await app.press('Enter');
      await untouched();
      await app.press(key);
      await app.press('Tab');
    } else {
      await app.press(key);
    }
    await expect(asked.getByTestId('confirm')).toBeFocused();
    await app.press('Enter');
    await expect(asked).toHaveCount(0);
    await expect(app.status).toHaveText(result);
    if (name === 'New game') await expect(app.discs).toHaveCount(4);
    // The key was pressed on the More button (Resign's menu, closed again): focus goes back
    // to it, and the New game button beside the result is there to go on.
    if (name === 'Resign') {
      await expect(opener).toBeFocused();
      await expect(app.page.getByTestId('play-again')).toBeVisible();
    }
  });
}

test('a new game asks nothing before the first disc is placed or once the game is over', async ({ app }) => {
  await app.open();
  await app.press('N');
  await expect(app.confirmation('New game')).toHaveCount(0);
  await expect(app.status).toHaveText('Black to move');

  await app.type(WIPEOUT);
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  await app.act('New game');
  await expect(app.confirmation('New game')).toHaveCount(0);
  await expect(app.discs).toHaveCount(4);
  await expect(app.turn).toHaveText('Move 1');
});

test('once the game is over, a New game button beside the result starts the next one', async ({ app, page }) => {
  await app.open({ white: 'computer' });
  const again = page.getByTestId('play-again');
  await expect(again).toHaveCount(0);
  await app.confirmed('Resign');
  await expect(app.status).toHaveText('You resigned — the computer wins 64–0');
  await expect(again).toHaveAccessibleName('Start a new game');
  await again.click();
  await expect(app.confirmation('New game')).toHaveCount(0);
  await expect(again).toHaveCount(0);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.turn).toHaveText('Move 1');
});

test('offer draw against the computer: accepted only when the computer is not ahead', async ({ app }) => {
  // After 8 moves of the wipe-out line White is far behind (9–3) and Black (a person) is to move.
  await app.open();
  await app.type(WIPEOUT.slice(0, 16));
  await expect(app.status).toHaveText('Black to move');
  await app.setPlayers('human', 'computer');
  await app.act('Offer draw');
  await expect(app.status).toHaveText('Game over: draw agreed at 9–3');
  await expect(app.notice).toHaveText(/White accepts the draw/);

  // Here White's own evaluation puts it 14 discs ahead (found with the engine at Beginner):
  // it declines, and the person still has to move.
  await app.open();
  await app.type('d3c3b3b2b1a1f5c1');
  await expect(app.status).toHaveText('Black to move');
  await app.setPlayers('human', 'computer');
  await app.press('=');
  await expect(app.notice).toHaveText('White declines the draw — Black to move');
  await expect(app.status).toHaveText('Black to move');
  await expect(app.discs).toHaveCount(12);
});

test('Expert declines a draw at the start and after the first moves', async ({ app }) => {
  await app.open({ white: 'computer', level: 'expert' });
  await app.act('Offer draw');
  await expect(app.notice).toHaveText('Black offers a draw; the computer is considering it…');
  await expect(app.notice).toHaveText('White declines the draw — Black to move', { timeout: WAIT.computerMove });
  await expect(app.status).toHaveText('Black to move');
  expect(await app.scores()).toEqual([2, 2]);

  await app.playAndAwaitReply('f5');
  await app.press('=');
  await expect(app.notice).toHaveText('White declines the draw — Black to move', { timeout: WAIT.computerMove });
  await expect(app.status).toHaveText('Black to move');
  await expect(app.turn).toHaveText('Move 3');
  expect(await app.scores()).toEqual([3, 3]);

  // With the computer as Black, after its first move.
  await app.open({ black: 'computer', level: 'expert' });
  await app.computerMove();
  await app.act('Offer draw');
  await expect(app.notice).toHaveText('Black declines the draw — White to move', { timeout: WAIT.computerMove });
  await expect(app.status).toHaveText('White to move');
  expect(await app.scores()).toEqual([4, 1]);
});

test("a tap on the computer's held turn says play is paused", async ({ app }) => {
  await app.open({ white: 'computer' });
  await app.playAndAwaitReply('f5');
  await app.act('Undo move');
  await app.expectHeld('White');
  const before = await app.boardState();
  // f6 is one of White's legal moves, but the person does not play for the computer.
  await app.square('f6').click();
  await expect(app.notice).toHaveText(
    "Play is paused on the computer's turn (white). Choose Resume play (P) to let it move, or undo further.",
  );
  await app.expectHeld('White');
  expect(await app.boardState()).toBe(before);
  // Undoing further gives the person the move back, and the notice goes with the change.
  await app.act('Undo move');
  await expect(app.status).toHaveText('Black to move');
  await expect(app.notice).toBeEmpty();
  await expect(app.discs).toHaveCount(4);
});

test('a notice goes when the players change: no stale draw answer after the computer moves', async ({ app }) => {
  await app.open();
  await app.play('f5');
  await app.act('Offer draw');
  await app.dialog('Draw offered').getByRole('button', { name: 'Decline' }).click();
  await expect(app.notice).toHaveText('Black declines the draw — White to move');
  await app.setPlayers('human', 'computer');
  await app.computerMove();
  await expect(app.discs).toHaveCount(6);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.notice).toBeEmpty();
});

test('shortcuts are ignored while a dialog is open and while typing in a form control', async ({ app }) => {
  await app.open();
  await app.type('f5');
  await app.act('Options');
  const options = app.dialog('Options');
  await app.press('N');
  await app.press('U');
  await expect(options).toBeVisible();
  await options.getByLabel('Black player').focus();
  await app.press('R');
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.discs).toHaveCount(5);
  await expect(app.status).toHaveText('White to move');
  await expect(app.confirmation('Resign')).toHaveCount(0);
  // Move typing still works once the dialog is closed.
  await app.type('d6');
  await expect(app.discs).toHaveCount(6);
});
