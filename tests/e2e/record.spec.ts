// The game record (issue 12): share links (#moves= and #position=, at start-up and pasted
// into the same tab) open their game and leave the address clean, a bad link changes nothing;
// the replaced game can be restored exactly, its offer outliving a reload until used, dismissed
// or a new game starts, and never covering the evaluation graph; Copy transcript / Copy link round-trip through
// Open game (and show the text to copy by hand without a clipboard); Open game names the
// refused move; Download and Save picture save files; the position editor refuses a dead
// position and plays from a good one; opening names follow symmetric transpositions; and an
// imported game's end is not counted.
import * as fs from 'node:fs';
import { test, expect, moves, WIPEOUT, type ReversiApp } from './reversi';

/** A board as the page object reads it: 64 characters a1..h8, b, w or '.'. */
type BoardText = string;

const DIRECTIONS = [-1, 0, 1].flatMap((dc) => [-1, 0, 1].map((dr) => [dc, dr])).filter(([c, r]) => c || r);

/** The legal squares of `side` on `board`, worked out here as the rules say, in board order. */
function legalSquares(board: BoardText, side: 'b' | 'w'): string[] {
  const other = side === 'b' ? 'w' : 'b';
  const at = (c: number, r: number) => (c < 0 || c > 7 || r < 0 || r > 7 ? '' : board[r * 8 + c]);
  const legal: string[] = [];
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      if (at(c, r) !== '.') continue;
      const flips = DIRECTIONS.some(([dc, dr]) => {
        let [x, y, seen] = [c + dc, r + dr, 0];
        while (at(x, y) === other) [x, y, seen] = [x + dc, y + dr, seen + 1];
        return seen > 0 && at(x, y) === side;
      });
      if (flips) legal.push('abcdefgh'[c] + (r + 1));
    }
  }
  return legal;
}

/** A set-up position no game from the start reaches (all four corners taken), White to move. */
const POSITION =
  'X------O' + '-X----O-' + '--XOOX--' + '--OXXO--' + '---XO---' + '--------' + '--------' + 'O------X' + 'O';

/** The position string's board as the page object reads boards. */
function asBoardText(position: string): BoardText {
  return [...position.slice(0, 64)].map((c) => ({ X: 'b', O: 'w' })[c] ?? '.').join('');
}

/** The board after clicking `transcript` into a fresh game between two people. */
async function boardAfter(app: ReversiApp, transcript: string): Promise<BoardText> {
  await app.open();
  await app.playAll(transcript);
  return app.boardText();
}

/** The page's address with no fragment. */
function bare(app: ReversiApp): string {
  return app.page.url().split('#')[0];
}

/** Opens the app afresh at `./#<fragment>`, as following a shared link does. */
async function follow(app: ReversiApp, fragment: string): Promise<void> {
  // From another page, so that the app starts with the link rather than seeing it change.
  await app.page.goto('about:blank');
  await app.visit(`./${fragment}`);
}

test('a #moves= link opens its game at the last move, with its move list, and leaves the address clean', async ({
  app,
}) => {
  const line = 'f5d6c3d3c4f4f6f3e6e7';
  const expected = await boardAfter(app, line);
  await app.act('New game');
  await app.confirm('New game');
  await app.playAll('f5f6');

  await follow(app, `#moves=${line.toUpperCase()}`);
  expect(await app.boardText()).toBe(expected);
  expect(await app.listedMoves()).toEqual(moves(line));
  await expect(app.moveList.locator('[aria-current="step"]')).toHaveAttribute('data-ply', '10');
  await expect(app.transcript).toHaveText(line);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.notice).toHaveText('Game opened from the link.');
  await expect(app.announcer).toHaveText('Game opened from the link. Black to move.');
  expect(app.page.url()).not.toContain('#');
  // The link is gone from the address: a reload shows the same game without opening it again.
  await app.reload();
  expect(await app.boardText()).toBe(expected);
  await expect(app.notice).toHaveText('');
});

test('a #position= link shows that position with its side to move and legal squares', async ({ app }) => {
  await app.open();
  await follow(app, `#position=${POSITION}`);
  const board = asBoardText(POSITION);
  expect(await app.boardText()).toBe(board);
  await expect(app.status).toHaveText('White to move');
  const legal = legalSquares(board, 'w');
  expect(legal.length).toBeGreaterThan(0);
  expect(await app.legalSquares()).toEqual(legal);
  await expect(app.moveList).toHaveCount(0);
  await expect(app.opening).toHaveText('');

  // With moves played from it: the first legal White move, then Black's turn.
  await follow(app, `#position=${POSITION}&moves=${legal[0]}`);
  await expect(app.disc(legal[0], 'white')).toHaveCount(1);
  expect(await app.listedMoves()).toEqual([legal[0]]);
  await expect(app.status).toHaveText('Black to move');
  expect(await app.legalSquares()).toEqual(legalSquares(await app.boardText(), 'b'));
  // Copied back, the link carries the start position and the move.
  await expect(app.transcript).toHaveText(`${POSITION} ${legal[0]}`);
});

test('a bad link changes nothing, says why, and leaves the saved game as it was', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6c3');
  const board = await app.boardText();
  const stored = await app.stored('reversi.game');
  for (const [fragment, reason] of [
    ['#moves=f5d6a1', 'Move 3 (a1): a1 is not a legal move for Black.'],
    ['#moves=f5d6zz', 'Move 3 (zz): “zz” is not a move'],
    ['#position=XO', 'this one has 2.'],
    ['#colour=blue', 'The link is not understood at “colour=blue”'],
  ]) {
    await follow(app, fragment);
    await expect(app.notice).toContainText('This link could not be opened.');
    await expect(app.notice).toContainText(reason);
    await expect(app.notice).toContainText('Your game is as it was.');
    expect(await app.boardText()).toBe(board);
    expect(await app.stored('reversi.game')).toBe(stored);
    expect(app.page.url()).not.toContain('#');
    await expect(app.restoreOffer).toHaveCount(0);
  }
});

test('a link pasted into the same tab opens, and the previous game comes back exactly', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6c3d3c4');
  await app.act('Undo move');
  const board = await app.boardText();
  const stored = await app.stored('reversi.game');
  const address = bare(app);

  // Only the fragment changes, as when a link is pasted into this tab's address bar.
  await app.page.evaluate(() => {
    location.hash = '#moves=e6f4c3c4d3';
  });
  await expect(app.disc('d3', 'black')).toHaveCount(1);
  expect(await app.listedMoves()).toEqual(moves('e6f4c3c4d3'));
  await expect(app.page).toHaveURL(address);
  await expect(app.restoreOffer).toBeVisible();
  // Stepping through the opened game keeps the offer.
  await app.showPanel('game');
  await app.moveList.locator('[data-ply="2"]').click();
  await expect(app.restoreOffer).toBeVisible();

  await app.restoreOffer.getByRole('button', { name: 'Restore your previous game' }).click();
  await expect(app.restoreOffer).toHaveCount(0);
  await expect(app.notice).toHaveText('Your previous game is back.');
  await expect(app.announcer).toHaveText('Your previous game is back. Black to move.');
  expect(await app.boardText()).toBe(board);
  // The same game, but for its stopwatch, which runs on while the game is shown again.
  const withoutTimeUsed = (text: string | null) => {
    const game = JSON.parse(text ?? 'null');
    delete game.clock.used;
    return game;
  };
  expect(withoutTimeUsed(await app.stored('reversi.game'))).toEqual(withoutTimeUsed(stored));
  // Its undo history too: the move taken back can be replayed.
  await app.act('Redo move');
  await expect(app.disc('c4', 'black')).toHaveCount(1);
  expect(await app.listedMoves()).toEqual(moves('f5d6c3d3c4'));
});

test('playing on in an opened game drops the offer; Dismiss does too', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6');
  await follow(app, '#moves=f5f6');
  await expect(app.restoreOffer).toBeVisible();
  await app.playFirstLegal();
  await expect(app.restoreOffer).toHaveCount(0);
  await app.act('Undo move');
  await expect(app.restoreOffer, 'gone for good once play went on').toHaveCount(0);

  await follow(app, '#moves=c4');
  await expect(app.restoreOffer).toBeVisible();
  await app.restoreOffer.getByRole('button', { name: 'Dismiss' }).click();
  await expect(app.restoreOffer).toHaveCount(0);
  expect(await app.listedMoves()).toEqual(['c4']);
});

test('the offer of the replaced game survives a reload until it is used', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6c3');
  const board = await app.boardText();
  await follow(app, '#moves=e6f4c3c4d3');
  await expect(app.restoreOffer).toBeVisible();
  await app.reload();
  await expect(app.restoreOffer, 'the offer outlives a reload').toBeVisible();
  expect(await app.listedMoves()).toEqual(moves('e6f4c3c4d3'));
  // Stepping through the opened game keeps it, across a reload too.
  await app.moveList.locator('[data-ply="2"]').click();
  await app.reload();
  await expect(app.restoreOffer).toBeVisible();
  await app.restoreOffer.getByRole('button', { name: 'Restore your previous game' }).click();
  await expect(app.notice).toHaveText('Your previous game is back.');
  expect(await app.boardText()).toBe(board);
  expect(await app.listedMoves()).toEqual(moves('f5d6c3'));
  await app.reload();
  await expect(app.restoreOffer, 'used, it is gone for good').toHaveCount(0);
  expect(await app.boardText()).toBe(board);
});

test('a dismissed offer, or one a new game ended, stays gone after a reload', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6');
  await follow(app, '#moves=c4');
  await app.reload();
  await expect(app.restoreOffer).toBeVisible();
  await app.restoreOffer.getByRole('button', { name: 'Dismiss' }).click();
  await expect(app.restoreOffer).toHaveCount(0);
  await app.reload();
  await expect(app.restoreOffer).toHaveCount(0);
  expect(await app.listedMoves()).toEqual(['c4']);

  await app.playAll('c3');
  await follow(app, '#moves=e6');
  await app.reload();
  await expect(app.restoreOffer).toBeVisible();
  await app.confirmed('New game');
  await expect(app.restoreOffer).toHaveCount(0);
  await app.reload();
  await expect(app.restoreOffer).toHaveCount(0);
  await expect(app.discs).toHaveCount(4);
});

for (const [width, height] of [
  [1280, 800],
  [375, 667],
]) {
  test(`at ${width}×${height} the offer of the replaced game never covers the evaluation graph`, async ({ app, page }) => {
    await page.setViewportSize({ width, height });
    await app.open();
    await app.showGraph();
    await app.playAll('f5d6c3');
    await follow(app, '#moves=e6f4c3c4d3');
    await expect(app.restoreOffer).toBeVisible();
    await app.showPanel('analysis');
    const graph = page.getByTestId('eval-graph');
    await expect(graph).toBeVisible();
    // Wherever the page is scrolled, the offer's box and the graph's (with its rows of marks)
    // share no point.
    const covered = () =>
      page.evaluate(() => {
        const offer = document.querySelector('[data-testid="restore-offer"]')!;
        const parts = [...document.querySelectorAll('[data-testid="eval-graph"], [data-testid="graph-lane"]')];
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const seen: string[] = [];
        for (let y = 0; y <= end + 20; y += 20) {
          window.scrollTo(0, Math.min(y, end));
          const a = offer.getBoundingClientRect();
          for (const part of parts) {
            const b = part.getBoundingClientRect();
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
              seen.push(`at scroll ${Math.min(y, end)}: offer ${a.top}–${a.bottom}, graph ${b.top}–${b.bottom}`);
            }
          }
        }
        window.scrollTo(0, 0);
        return seen;
      });
    expect(await covered()).toEqual([]);
    // And once the offer comes back after a reload.
    await app.reload();
    await expect(app.restoreOffer).toBeVisible();
    await app.showPanel('analysis');
    await expect(graph).toBeVisible();
    expect(await covered()).toEqual([]);
    await app.expectBoardFitsWindow();
  });
}

test.describe('with the clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy transcript then Open game round-trips a game; Copy link opens it again', async ({ app }) => {
    await app.open();
    const line = 'f5d6c3d3c4f4f6f3e6e7d7c5';
    await app.playAll(line);
    const board = await app.boardText();
    const clipboard = () => app.page.evaluate(() => navigator.clipboard.readText());

    await app.recordTool('Copy transcript');
    await expect(app.notice).toHaveText('Transcript copied to the clipboard.');
    const copied = await clipboard();
    expect(copied).toBe(line);
    await expect(app.transcript).toHaveText(copied);

    await app.act('New game');
    await app.confirm('New game');
    await expect(app.discs).toHaveCount(4);
    await app.openGame(copied);
    await expect(app.dialog('Open game')).toHaveCount(0);
    expect(await app.boardText()).toBe(board);
    expect(await app.listedMoves()).toEqual(moves(line));
    await expect(app.notice).toHaveText('Game opened.');

    await app.showPanel('game');
    await app.moveList.locator('[data-ply="6"]').click();
    await app.recordTool('Copy link');
    await expect(app.notice).toHaveText('Link copied to the clipboard.');
    const link = await clipboard();
    expect(link).toBe(`${bare(app)}#moves=${line.slice(0, 12)}`);
    await app.openStoring({});
    await app.page.goto('about:blank');
    await app.visit(link);
    expect(await app.listedMoves()).toEqual(moves(line.slice(0, 12)));
  });

  test('a set-up position is copied with its start and opens again from the copy', async ({ app }) => {
    await app.open();
    await follow(app, `#position=${POSITION}&moves=${legalSquares(asBoardText(POSITION), 'w')[0]}`);
    const board = await app.boardText();
    await app.recordTool('Copy transcript');
    await expect(app.notice).toHaveText('Transcript copied to the clipboard.');
    const copied = await app.page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(POSITION)).toBe(true);
    await app.open();
    await app.openGame(copied);
    expect(await app.boardText()).toBe(board);
  });
});

test('without a clipboard the text to copy is shown selected', async ({ app, page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await app.open();
  await app.playAll('f5d6c3');
  await app.recordTool('Copy link');
  const dialog = app.dialog('Copy link');
  const field = dialog.getByTestId('copy-text');
  await expect(field).toHaveValue(`${bare(app)}#moves=f5d6c3`);
  await expect(field).toBeFocused();
  const selected = await field.evaluate((f: HTMLTextAreaElement) => f.value.slice(f.selectionStart, f.selectionEnd));
  expect(selected).toBe(`${bare(app)}#moves=f5d6c3`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(app.recordAction('Copy link')).toBeFocused();
});

test('Open game names the refused move and keeps the game; any common form opens', async ({ app }) => {
  await app.open();
  await app.playAll('f5f6e6');
  const board = await app.boardText();
  const stored = await app.stored('reversi.game');
  await app.openGame('1. f5 d6 2. c3 a1');
  const dialog = app.dialog('Open game');
  await expect(dialog.getByTestId('open-error')).toHaveText('Move 4 (a1): a1 is not a legal move for White.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await app.boardText()).toBe(board);
  expect(await app.stored('reversi.game')).toBe(stored);

  for (const text of ['F5 D6 C3 D3', '1. f5 d6 2. c3 d3', 'f5, d6, c3, d3']) {
    await app.openGame(text);
    await expect(dialog).toHaveCount(0);
    expect(await app.listedMoves()).toEqual(['f5', 'd6', 'c3', 'd3']);
  }
  // A pass written out, where Black has no move.
  await app.openGame('d3c3b3b2f5a3a1c1 pass e3');
  await expect(dialog).toHaveCount(0);
  await expect(app.disc('e3', 'white')).toHaveCount(1);
});

test('the opening is named, symmetric transpositions of the Tiger included', async ({ app }) => {
  const tiger = moves('f5d6c3d3c4');
  // The three other symmetries of the start (Black first): both diagonal mirrors and the half turn.
  const symmetries: ((c: number, r: number) => [number, number])[] = [
    (c, r) => [r, c],
    (c, r) => [7 - r, 7 - c],
    (c, r) => [7 - c, 7 - r],
  ];
  for (const turn of [(c: number, r: number): [number, number] => [c, r], ...symmetries]) {
    const line = tiger
      .map((sq) => turn('abcdefgh'.indexOf(sq[0]), Number(sq[1]) - 1))
      .map(([c, r]) => 'abcdefgh'[c] + (r + 1));
    await app.open();
    await expect(app.opening).toHaveText('');
    await app.playAll(line.slice(0, 3).join(''));
    await expect(app.opening, `${line.slice(0, 3)} is not yet the Tiger`).not.toHaveText('Tiger');
    await app.playAll(line.slice(3).join(''));
    await expect(app.opening, line.join(' ')).toHaveText('Tiger');
  }
});

test('Save picture downloads a PNG of the board, and an SVG with move numbers', async ({ app, page }) => {
  await app.open();
  await app.playAll('f5d6c3d3c4');
  await app.recordTool('Save picture');
  const dialog = app.dialog('Save picture');
  await expect(dialog.getByTestId('picture-preview')).toBeVisible();
  let [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save' }).click()]);
  expect(download.suggestedFilename()).toBe('reversi-move-5.png');
  const png = fs.readFileSync((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The width and height in the header: twice the 544-unit drawing.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1088, 1088]);
  expect(png.length).toBeGreaterThan(5000);
  await expect(app.notice).toHaveText('Saved reversi-move-5.png.');

  await app.recordTool('Save picture');
  await dialog.getByLabel('Number each disc with the move that placed it').check();
  await dialog.getByLabel('SVG drawing').check();
  [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save' }).click()]);
  expect(download.suggestedFilename()).toBe('reversi-move-5.svg');
  const svg = fs.readFileSync((await download.path())!, 'utf8');
  expect(svg.match(/<circle[^>]* r="25"/g)).toHaveLength(await app.discs.count());
  for (const n of [1, 2, 3, 4, 5]) expect(svg).toMatch(new RegExp(`font-size="22"[^>]*>${n}</text>`));
});

test('Download saves the game as text that Open game reads back, from a file', async ({ app, page }) => {
  await app.open();
  await app.type(WIPEOUT);
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  const board = await app.boardText();
  const [download] = await Promise.all([page.waitForEvent('download'), app.recordTool('Download game')]);
  expect(download.suggestedFilename()).toMatch(/^reversi-game-\d{4}-\d\d-\d\d\.txt$/);
  const file = (await download.path())!;
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain('Black: Human\nWhite: Human\nResult: Black wins 13–0\nDate: ');
  expect(text).toContain('1. d3 c3 2. b3 d2 3. e1 d6 4. d7 e3 5. f4');

  await app.act('New game');
  await app.recordTool('Open game');
  const dialog = app.dialog('Open game');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByRole('textbox')).toHaveValue(text);
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await app.boardText()).toBe(board);
});

test('Download GGF saves a record that Open game reads back; a GGF file of several games lets the player choose', async ({
  app,
  page,
}) => {
  await app.open();
  await app.type(WIPEOUT);
  const board = await app.boardText();
  const [download] = await Promise.all([page.waitForEvent('download'), app.recordTool('Download GGF')]);
  expect(download.suggestedFilename()).toMatch(/^reversi-game-\d{4}-\d\d-\d\d\.ggf$/);
  const file = (await download.path())!;
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toMatch(/^\(;GM\[Othello\].*PB\[Human\]PW\[Human\]RE\[\+13\]TY\[8\].*B\[d3\]W\[c3\].*;\)$/);

  await app.act('New game');
  await app.recordTool('Open game');
  const dialog = app.dialog('Open game');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByRole('textbox')).toHaveValue(text);
  // One game: nothing to choose.
  await expect(dialog.getByTestId('ggf-game')).toBeHidden();
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await app.boardText()).toBe(board);

  // Two games in one file: the player picks the second.
  await app.recordTool('Open game');
  await dialog.locator('input[type="file"]').setInputFiles('tests/data/two-games.ggf');
  const choice = dialog.getByTestId('ggf-game');
  await expect(choice).toBeVisible();
  await expect(choice.locator('option')).toHaveText(['1. alice – bob (?)', '2. carol – dave']);
  await choice.selectOption({ label: '2. carol – dave' });
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(app.transcript).toHaveText('f5d6');

  // A malformed record is refused with its place, and the game stays.
  await app.openGame('(;GM[Othello]B[f5]B[d6];)');
  await expect(dialog.getByRole('alert')).toHaveText("GGF game 1: Move 2 (d6): it is White's turn, not Black's.");
  await expect(app.transcript).toHaveText('f5d6');
});

test('the position editor refuses a dead position or a short string, and plays from a good one', async ({ app }) => {
  await app.open();
  await app.playAll('f5d6');
  await app.recordTool('Set up position');
  const editor = app.dialog('Set up position');
  const square = (name: string) => editor.locator(`[data-setup-square="${name}"]`);
  const error = editor.getByTestId('setup-error');
  // It starts from the position on the board.
  await expect(square('d6')).toHaveAttribute('data-setup-disc', 'white');

  await editor.getByRole('button', { name: 'Clear board' }).click();
  await expect(editor.locator('[data-setup-disc]')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Play from here' }).click();
  await expect(error).toHaveText('Neither side has a legal move in this position, so no game can start from it.');

  await editor.getByLabel('Position string').fill('XO');
  await editor.getByRole('button', { name: 'Use position' }).click();
  await expect(error).toContainText('this one has 2.');

  // Black on d4, White on d5: Black's only move is d6, which ends the game 3–0.
  await square('d4').click();
  await editor.getByLabel('White disc').check();
  await square('d5').click();
  await expect(error).toHaveText('');
  await expect(editor.getByTestId('setup-counts')).toHaveText('Black 1 · White 1');
  await editor.getByRole('button', { name: 'Play from here' }).click();
  await expect(editor).toHaveCount(0);
  await expect(app.notice).toHaveText('Playing from the set-up position.');
  await expect(app.restoreOffer).toBeVisible();
  expect(await app.legalSquares()).toEqual(legalSquares(await app.boardText(), 'b'));
  expect(await app.legalSquares()).toEqual(['d6']);
  await app.play('d6');
  await expect(app.status).toHaveText('Game over: Black wins 3–0');

  // Saved, and counted like any game.
  await app.reload();
  await expect(app.status).toHaveText('Game over: Black wins 3–0');
  expect(await app.listedMoves()).toEqual(['d6']);
  expect((await app.statistics('black_vs_white'))[0]).toEqual(['Wins', '1', '0']);
});

test('the editor takes a position string and the side to move', async ({ app }) => {
  await app.open();
  await app.recordTool('Set up position');
  const editor = app.dialog('Set up position');
  await editor.getByLabel('Position string').fill(POSITION.slice(0, 64) + 'X');
  await editor.getByLabel('Position string').press('Enter');
  await expect(editor).toBeVisible();
  await expect(editor.locator('[data-setup-square="h1"]')).toHaveAttribute('data-setup-disc', 'white');
  await expect(editor.getByLabel('Black', { exact: true })).toBeChecked();
  await editor.getByLabel('White', { exact: true }).check();
  await expect(editor.getByLabel('Position string')).toHaveValue(POSITION);
  await editor.getByRole('button', { name: 'Play from here' }).click();
  expect(await app.boardText()).toBe(asBoardText(POSITION));
  await expect(app.status).toHaveText('White to move');
  expect(await app.legalSquares()).toEqual(legalSquares(asBoardText(POSITION), 'w'));
});

test("an opened game's end is not counted; played on from it, the game counts", async ({ app }) => {
  await app.open();
  await follow(app, `#moves=${WIPEOUT}`);
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  await app.reload();
  expect((await app.statistics('black_vs_white'))[0]).toEqual(['Wins', '0', '0']);

  // One move back (Undo asks, the game being over), then the last move played here: now
  // it counts.
  await app.confirmed('Play on');
  await app.act('Undo move');
  await app.play('e3');
  await app.play('f4');
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  expect((await app.statistics('black_vs_white'))[0]).toEqual(['Wins', '1', '0']);
});
