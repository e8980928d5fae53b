// The app as the specs see it: one page object (opening with chosen options, the board, the
// score and status lines, moves, action buttons, dialogs, the computer's moves, what the app
// stores) and the `test` fixture that hands it to every test and fails any test on a console
// error or an uncaught page error.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export type PlayerKind = 'human' | 'computer';
export type Level = 'beginner' | 'intermediate' | 'advanced' | 'expert';

/** What a test chooses in the options before the app starts; the rest are the defaults. */
export interface Setup {
  black?: PlayerKind;
  white?: PlayerKind;
  level?: Level;
  first?: 'black' | 'white';
  showValidMoves?: boolean;
  previewMoves?: boolean;
  animateMoves?: boolean;
  hints?: boolean;
}

/** The options payload the app stores (schema version 3), from a partial setup. */
export function optionsJson(setup: Setup = {}): string {
  return JSON.stringify({
    version: 3,
    display: {
      show_valid_moves: setup.showValidMoves ?? true,
      preview_moves: setup.previewMoves ?? true,
      animate_moves: setup.animateMoves ?? true,
      show_hints: setup.hints ?? false,
    },
    colors: {
      board: '#1e7b3c',
      valid_move: '#66bb6a',
      active_square: '#ffd54f',
      move_indicator: '#e53935',
    },
    players: {
      first_move: setup.first ?? 'black',
      black: setup.black ?? 'human',
      white: setup.white ?? 'human',
    },
    level: setup.level ?? 'beginner',
  });
}

/** Splits a transcript like `f5d6c3` into squares. */
export function moves(transcript: string): string[] {
  return transcript.match(/[a-h][1-8]/g) ?? [];
}

/** The evaluation's weights as the build ships them and the AI worker fetches them (src/bin/worker.rs). */
export const WEIGHTS_FILE = 'weights.bin.zlib';

/** A 9-move wipe-out: Black wins 13–0 (found by search with the engine). */
export const WIPEOUT = 'd3c3b3d2e1d6d7e3f4';

/** The 60-move perfect-play line, ending 32–32. */
export const DRAW_LINE =
  'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1' +
  'f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6';

/** After White's c1, Black has no legal move and White plays again. */
export const PASS_LINE = 'd3c3b3b2f5a3a1c1';

/** Each action: its button name and the keys (as Playwright names them) that trigger it. */
export const ACTIONS: [string, string[]][] = [
  ['New game', ['N']],
  ['Resign', ['R']],
  ['Offer draw', ['=', 'T']],
  ['Undo move', ['U', 'Z']],
  ['Redo move', ['Y']],
  ['Undo all moves', ['Shift+U', 'Home']],
  ['Redo all moves', ['Shift+Y', 'End']],
  ['Resume play', ['P']],
  ['Hints', ['!']],
  ['Review game', ['V']],
  ['Options', ['O']],
  ['Statistics', ['S']],
  ['Help', ['?']],
  ['About', ['I']],
];

/** Reversi in one browser page. */
export class ReversiApp {
  /** The app's root; `data-ai` says whether the computer is thinking. */
  readonly root: Locator;
  /** The SVG board. */
  readonly board: Locator;
  /** Every disc on the board. */
  readonly discs: Locator;
  /** Every square highlighted as a legal move. */
  readonly legal: Locator;
  /** The marker of the last move played. */
  readonly lastMove: Locator;
  /** The status line: whose move it is, or how the game ended. */
  readonly status: Locator;
  /** The line under it: why something was refused, or what happened. */
  readonly notice: Locator;
  /** The indicator between the scores: "Move 9", "Paused" or "Game over". */
  readonly turn: Locator;
  /** "The computer is thinking…", while it is. */
  readonly thinking: Locator;
  /** The screen reader's live region. */
  readonly announcer: Locator;
  /** Who plays each side. */
  readonly lineup: Locator;
  /** The notice about stored data that could not be used. */
  readonly storageNotice: Locator;
  /** The move list: one entry per placed disc, `data-ply` from 1, the current one `aria-current="step"`. */
  readonly moveList: Locator;
  /** The name of the opening the game follows (empty when none). */
  readonly opening: Locator;
  /** The game's transcript as "Copy transcript" copies it. */
  readonly transcript: Locator;
  /** The offer to put back a game that a link, an import or the position editor replaced. */
  readonly restoreOffer: Locator;
  /** The notice that the computer cannot play right now (its workers failed twice). */
  readonly aiUnavailable: Locator;
  /** Its Retry button. */
  readonly aiRetry: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('main.app');
    this.board = page.locator('svg.board');
    this.discs = page.locator('[data-disc]');
    this.legal = page.locator('[data-legal]');
    this.lastMove = page.locator('[data-last-move]');
    this.status = page.getByTestId('status');
    this.notice = page.getByTestId('notice');
    this.turn = page.getByTestId('turn');
    this.thinking = page.getByTestId('thinking');
    this.announcer = page.getByTestId('announcer');
    this.lineup = page.getByTestId('lineup');
    this.storageNotice = page.getByTestId('storage-notice');
    this.moveList = page.getByTestId('move-list');
    this.opening = page.getByTestId('opening');
    this.transcript = page.getByTestId('transcript');
    this.restoreOffer = page.getByTestId('restore-offer');
    this.aiUnavailable = page.getByTestId('ai-unavailable');
    this.aiRetry = page.getByTestId('ai-retry');
  }

  /**
   * Opens the app with a clean storage and these options (two people by default, not the
   * app's own computer White), so the test starts from a new game with known players.
   */
  async open(setup: Setup = {}): Promise<void> {
    await this.openStoring({ 'reversi.options': optionsJson(setup) });
    await expect(this.discs).toHaveCount(4);
  }

  /** Opens the app with nothing stored but these localStorage entries (key to payload). */
  async openStoring(entries: Record<string, string>): Promise<void> {
    await this.countSearches();
    await this.page.goto('./');
    await this.page.evaluate((e) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
    }, entries);
    await this.reload();
  }

  /** Opens the app at `url` with whatever the browser has stored, and waits for the board. */
  async visit(url = './'): Promise<void> {
    await this.countSearches();
    await this.page.goto(url);
    await this.boardDrawn();
  }

  /** Reloads the page and waits for the board. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.boardDrawn();
  }

  private counting = false;

  /**
   * Counts the computer's finished searches in the page itself (from the next navigation on),
   * so that a test awaiting a reply cannot miss a short one while the runner is starved of CPU.
   */
  private async countSearches(): Promise<void> {
    if (this.counting) return;
    this.counting = true;
    await this.page.addInitScript(() => {
      const w = window as unknown as { __aiDone: number };
      w.__aiDone = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          const now = (r.target as Element).getAttribute('data-ai');
          if (r.oldValue === 'thinking' && now === 'idle') w.__aiDone += 1;
        }
      }).observe(document, { attributes: true, attributeOldValue: true, attributeFilter: ['data-ai'], subtree: true });
    });
  }

  private async boardDrawn(): Promise<void> {
    await expect(this.square('a1')).toBeVisible();
  }

  /** The square's group element. */
  square(name: string): Locator {
    return this.page.locator(`[data-square="${name}"]`);
  }

  /** The disc on a square (of a colour, if given). */
  disc(name: string, color?: 'black' | 'white'): Locator {
    return this.square(name).locator(color ? `[data-disc="${color}"]` : '[data-disc]');
  }

  /** The first square highlighted as legal, in board order. */
  firstLegal(): Locator {
    return this.page.locator('[data-square]:has([data-legal])').first();
  }

  /** Clicks a square that must be highlighted as legal, and waits for its disc to land. */
  async play(name: string): Promise<void> {
    const square = this.square(name);
    await expect(square.locator('[data-legal]'), `${name} is highlighted as legal`).toHaveCount(1);
    await square.click();
    await expect(this.disc(name)).toHaveCount(1);
  }

  /** Plays the first legal square in board order and returns its name. */
  async playFirstLegal(): Promise<string> {
    const name = (await this.firstLegal().getAttribute('data-square'))!;
    await this.play(name);
    return name;
  }

  /** Clicks every move of a transcript such as `f5d6c3`. */
  async playAll(transcript: string): Promise<void> {
    for (const name of moves(transcript)) await this.play(name);
  }

  /** Types a transcript such as `f5d6` as keys, the way the classic game allows. */
  async type(transcript: string): Promise<void> {
    for (const key of transcript) await this.page.keyboard.press(key);
  }

  /** Presses a key (a shortcut such as `R`, or `Escape`, `Enter`). */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /**
   * Waits for the computer to think and then put its move on the board. The app shows its
   * move at least 450 ms after asking, so the thinking state is always there to be seen.
   */
  async computerMove(): Promise<void> {
    await expect(this.root, 'the computer thinks').toHaveAttribute('data-ai', 'thinking');
    await expect(this.root, "the computer's move is on the board").toHaveAttribute('data-ai', 'idle', {
      timeout: 30_000,
    });
  }

  /** How many times the computer has gone from thinking back to idle on this page. */
  async searchesDone(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __aiDone?: number }).__aiDone ?? 0);
  }

  /** Plays `name` against the computer and waits for its reply. */
  async playAndAwaitReply(name: string): Promise<void> {
    const before = await this.searchesDone();
    await this.play(name);
    await expect.poll(() => this.searchesDone(), { message: 'the computer replies', timeout: 30_000 }).toBeGreaterThan(before);
    await this.expectIdle();
  }

  /**
   * Expects play to be held on the computer's turn (`side`) after undo or redo: the status
   * says paused, Resume play is enabled, and the computer has not been asked to move.
   */
  async expectHeld(side: 'Black' | 'White'): Promise<void> {
    await expect(this.status).toHaveText(`${side} to move — paused. Resume play (P) lets the computer move.`);
    await expect(this.turn).toHaveText('Paused');
    await expect(this.action('Resume play')).toBeEnabled();
    // Read once, not retried: a computer asked to move starts thinking in the same turn of
    // the event loop as the change the status shows, and thinks for 450 ms at least.
    expect(await this.root.getAttribute('data-ai'), 'the computer waits').toBe('idle');
    await expect(this.thinking).toHaveCount(0);
  }

  /** Expects the computer to be idle: not thinking, nothing asked. */
  async expectIdle(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-ai', 'idle');
    await expect(this.thinking).toHaveCount(0);
  }

  /** One side's score box, highlighted (class `to-move`) while that side is to move. */
  scoreBox(color: 'black' | 'white'): Locator {
    return this.page.locator(`.score.${color}`);
  }

  /** Both disc counts from the score bar, Black's first. */
  async scores(): Promise<[number, number]> {
    const black = Number(await this.page.getByTestId('score-black').textContent());
    const white = Number(await this.page.getByTestId('score-white').textContent());
    return [black, white];
  }

  /** The board as 64 characters a1..h8 row by row: b, w or '.'. */
  async boardText(): Promise<string> {
    return this.page.evaluate(() => {
      let out = '';
      for (let row = 1; row <= 8; row++) {
        for (const col of 'abcdefgh') {
          const disc = document.querySelector(`[data-square="${col}${row}"] [data-disc]`);
          out += disc ? disc.getAttribute('data-disc')![0] : '.';
        }
      }
      return out;
    });
  }

  /** What the board shows, square by square: disc colour, legal highlight, last-move marker. */
  async boardState(): Promise<string> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('[data-square]')]
        .map((sq) => {
          const disc = sq.querySelector('[data-disc]')?.getAttribute('data-disc')?.[0] ?? '.';
          const legal = sq.querySelector('[data-legal]') ? '*' : '';
          const last = sq.querySelector('[data-last-move]') ? '!' : '';
          return `${sq.getAttribute('data-square')}${disc}${legal}${last}`;
        })
        .join(' '),
    );
  }

  /** The button for an action, found by its accessible name. */
  action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** A button of the game record's toolbar, found by (part of) its accessible name. */
  recordAction(name: string): Locator {
    return this.page.getByRole('group', { name: 'Game record' }).getByRole('button', { name });
  }

  /** The moves of the move list as written, in order (passes are not entries). */
  async listedMoves(): Promise<string[]> {
    return this.moveList.locator('[data-ply]').allTextContents().then((t) => t.map((m) => m.trim()));
  }

  /** Pastes `text` into "Open game…" and presses Open; the dialog stays open if it is refused. */
  async openGame(text: string): Promise<void> {
    await this.recordAction('Open game').click();
    const dialog = this.dialog('Open game');
    await dialog.getByRole('textbox').fill(text);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  }

  /** The open dialog with this accessible name. */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The question asked before Resign or a new game in mid-game. */
  confirmation(name: 'Resign' | 'New game'): Locator {
    return this.dialog(name);
  }

  /** Answers the open confirmation with its confirming button. */
  async confirm(name: 'Resign' | 'New game'): Promise<void> {
    const question = this.confirmation(name);
    await question.getByTestId('confirm').click();
    await expect(question).toHaveCount(0);
  }

  /** Runs Resign or New game through its button and confirms the question it asks. */
  async confirmed(name: 'Resign' | 'New game'): Promise<void> {
    await this.action(name).click();
    await this.confirm(name);
  }

  /** Chooses the players (and the level) in the Options dialog. */
  async setPlayers(black: PlayerKind, white: PlayerKind, level?: Level): Promise<void> {
    await this.action('Options').click();
    const options = this.dialog('Options');
    if (level) await options.getByLabel('Difficulty').selectOption(level);
    await options.getByLabel('Black player').selectOption(black);
    await options.getByLabel('White player').selectOption(white);
    await options.getByRole('button', { name: 'OK' }).click();
    await expect(options).toHaveCount(0);
  }

  /** What is stored under a localStorage key. */
  async stored(key: string): Promise<string | null> {
    return this.page.evaluate((k) => localStorage.getItem(k), key);
  }

  /** The statistics table of one perspective (in the open Statistics dialog) as rows of [label, first, second]. */
  async statsTable(perspective: 'black_vs_white' | 'computer_vs_user'): Promise<string[][]> {
    const table = this.page.locator(`table[data-perspective="${perspective}"]`);
    await expect(table).toBeVisible();
    return table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())),
    );
  }

  /** Opens the Statistics dialog, reads one perspective's table and closes the dialog again. */
  async statistics(perspective: 'black_vs_white' | 'computer_vs_user'): Promise<string[][]> {
    await this.action('Statistics').click();
    const rows = await this.statsTable(perspective);
    await this.dialog('Statistics').getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog('Statistics')).toHaveCount(0);
    return rows;
  }
}

/** Every test gets the app in its page, and fails on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[]; app: ReversiApp }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  app: async ({ page }, use) => {
    await use(new ReversiApp(page));
  },
});
