// Storage: options, statistics and the game in progress live in localStorage; a reload
// resumes exactly (a held computer stays held); broken data falls back to defaults for just
// that part, with a notice, and is never overwritten; other tabs' changes are picked up; the
// first release's options are migrated.
import * as fs from 'node:fs';
import { test, expect, ReversiApp, WIPEOUT } from './reversi';

test('a reload mid-game resumes the same position with its undo and redo history', async ({ app }) => {
  await app.open();
  await app.type('f5d6c3d3c4');
  await app.act('Undo move');
  const before = await app.scores();
  await app.reload();
  expect(await app.scores()).toEqual(before);
  await expect(app.status).toHaveText('Black to move');
  await expect(app.disc('d3', 'white')).toHaveCount(1);
  // The undone move can still be redone, and every earlier move undone.
  await app.act('Redo move');
  await expect(app.disc('c4', 'black')).toHaveCount(1);
  await app.act('Undo all moves');
  await expect(app.discs).toHaveCount(4);
  await app.reload();
  await expect(app.discs).toHaveCount(4);
  await app.act('Redo all moves');
  await expect(app.discs).toHaveCount(9);
});

test('a computer held by undo stays held after a reload until Resume play', async ({ app }) => {
  await app.open({ white: 'computer' });
  await app.playAndAwaitReply('f5');
  await expect(app.discs).toHaveCount(6);
  await app.act('Undo move');
  await app.expectHeld('White');
  await app.reload();
  await app.expectHeld('White');
  await expect(app.discs).toHaveCount(5);
  await app.act('Resume play');
  await app.computerMove();
  await expect(app.discs).toHaveCount(6);
  await expect(app.status).toHaveText('Black to move');
});

test('a finished game reloaded is not counted twice', async ({ app }) => {
  await app.open();
  await app.type(WIPEOUT);
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  await app.reload();
  await expect(app.status).toHaveText('Game over: Black wins 13–0');
  expect((await app.statistics('black_vs_white'))[0]).toEqual(['Wins', '1', '0']);
});

/** Broken payloads: each must load with no console error, defaults and a notice. */
const MALFORMED: [string, string, string][] = [
  ['reversi.options', '', 'empty'],
  ['reversi.options', '{not json', 'not JSON'],
  ['reversi.options', '[1,2,3]', 'an array'],
  ['reversi.options', '"just a string"', 'a string'],
  ['reversi.options', '{"display":{}}', 'no version'],
  ['reversi.options', '{"version":99,"display":{}}', 'a newer release'],
  ['reversi.options', '{"version":"two"}', 'not a whole number'],
  ['reversi.options', '{"version":0}', 'unknown'],
  ['reversi.options', '{"version":2,"display":{"show_valid_moves":"yes"},"players":{"black":"robot"}}', 'show_valid_moves'],
  ['reversi.statistics', 'null', 'null'],
  ['reversi.statistics', '{"version":1,"black_vs_white":{"black_wins":-3}}', 'Statistics'],
  ['reversi.statistics', '{"version":1,"black_vs_white":{"black_wins":1,"white_wins":0,"draws":0,"black_score":9999,"white_score":0},"computer_vs_user":{"computer_wins":0,"user_wins":0,"draws":0,"computer_score":0,"user_score":0}}', 'more than 64'],
  ['reversi.rating', '{"version":1,"start":"high","games":[]}', 'Rating: reset to defaults where broken: start'],
  ['reversi.rating', '{"version":7,"start":0,"games":[[0,1]]}', 'Rating: reset to defaults because saved format version 7 comes from a newer release'],
  ['reversi.rating', '[[0,1],[600,0]]', 'Rating'],
  ['reversi.game', '{"version":1,"game":{"first":"Black","moves":[{"Place":0}],"cursor":1,"ending":null}}', 'Saved game'],
  ['reversi.game', '{"version":1,"game":"f5d6"}', 'Saved game'],
  ['reversi.game', '\u0000\u0001binary', 'Saved game'],
];

for (const [i, [key, payload, expected]] of MALFORMED.entries()) {
  test(`malformed storage #${i + 1} (${key}: ${expected}) loads defaults with a notice`, async ({ app }) => {
    await app.openStoring({ [key]: payload });
    await expect(app.storageNotice).toBeVisible();
    await expect(app.storageNotice).toContainText(expected);
    // Defaults: a new game, Black (a person) to move, valid moves shown, no statistics.
    await expect(app.discs).toHaveCount(4);
    await expect(app.status).toHaveText('Black to move');
    await expect(app.legal).toHaveCount(4);
    if (key === 'reversi.options') {
      await expect(app.lineup).toHaveText('Black: Human · White: Computer (Beginner)');
    }
    // Loading never overwrites: the broken payload is still there for a newer release.
    expect(await app.stored(key)).toBe(payload);
    expect((await app.statistics('black_vs_white'))[0]).toEqual(['Wins', '0', '0']);
    await app.storageNotice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(app.storageNotice).toHaveCount(0);
  });
}

test('one broken part leaves the others intact', async ({ app, page }) => {
  await app.open({ showValidMoves: false, black: 'human', white: 'human' });
  await app.type('f5');
  await page.evaluate(() => localStorage.setItem('reversi.statistics', '{"version":1}'));
  await app.reload();
  await expect(app.storageNotice).toContainText('Statistics');
  await expect(app.discs).toHaveCount(5);
  await expect(app.legal).toHaveCount(0);
  await expect(app.lineup).toHaveText('Black: Human · White: Human');
});

test("another tab's changes to options and statistics are picked up", async ({ app, page, context }) => {
  await app.open();
  const other = new ReversiApp(await context.newPage());
  await other.visit();
  await expect(other.legal).toHaveCount(4);

  // Options saved in the first tab reach the second through the storage event.
  await app.act('Options');
  await app.dialog('Options').getByRole('checkbox', { name: 'Show valid moves' }).uncheck();
  await app.dialog('Options').getByLabel('White player').selectOption('computer');
  await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
  await expect(other.legal).toHaveCount(0);
  await expect(other.lineup).toHaveText('Black: Human · White: Computer (Beginner)');

  // A game finished in the first tab updates the second tab's statistics.
  await app.confirmed('Resign');
  await other.act('Statistics');
  await expect(other.page.locator('table[data-perspective="computer_vs_user"] tbody tr').first()).toHaveText(
    /Wins\s*1\s*0/,
  );

  // Broken options written by another tab give defaults and a notice, not an error.
  await page.evaluate(() => localStorage.setItem('reversi.options', '{broken'));
  await expect(other.storageNotice).toContainText('Options');
  await other.page.close();
});

test('options stored by the first release (version 1) are migrated', async ({ app }) => {
  await app.openStoring({
    'reversi.options': JSON.stringify({
      version: 1,
      show_valid_moves: false,
      preview_moves: true,
      animate_moves: true,
      board_color: '#1e7b3c',
      valid_move_color: '#66bb6a',
      active_square_color: '#ffd54f',
      move_indicator_color: '#e53935',
      first_move: 'black',
      computer: 'none',
      level: 'advanced',
    }),
  });
  await expect(app.storageNotice).toHaveCount(0);
  await expect(app.lineup).toHaveText('Black: Human · White: Human');
  await expect(app.legal).toHaveCount(0);
  // The migrated options are written back in the current format (the version the Rust side
  // writes, read from its source so that the next version bump cannot leave this test behind).
  const current = Number(/OPTIONS_VERSION: u64 = (\d+);/.exec(fs.readFileSync('crates/rules/src/settings/options.rs', 'utf8'))![1]);
  await expect.poll(async () => JSON.parse((await app.stored('reversi.options'))!).version).toBe(current);
});
