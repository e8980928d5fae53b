// The app as the specs see it: one page object (opening with chosen options, the board, the
// score and status lines, moves, action buttons, dialogs, the computer's moves, what the app
// stores) and the `test` fixture that hands it to every test and fails any test on a console
// error or an uncaught page error.
//
// The page's test hooks (stable: never renamed or removed; the specs reach them only here):
// - Board: squares `data-square="f5"`, discs `data-disc`, legal squares `data-legal`, the last
//   move `data-last-move` and the circle round it `data-move-indicator`, the preview
//   `data-preview`/`data-preview-move`, flipping discs `data-flip`; hints on the squares
//   `data-hint` (the value), `data-hint-exact`, `data-hint-best`, `data-hint-book` (the value
//   is the opening book's). `data-ai="idle|thinking"` on
//   `main.app`.
// - `data-testid`: `status`, `notice`, `turn`, `thinking`, `announcer`, `lineup`,
//   `score-black`/`score-white`, `play-again`, `storage-notice`, `update-banner`,
//   `boot-status`, each menu action's button, the confirmation's `confirm-question`/`confirm`,
//   `help-contents`; the statistics tables `data-perspective`.
// - Layout: the toolbar's More button `more-actions` (`aria-expanded`; the rest of the actions
//   are in its menu, `#more-menu`); the panels' tabs `panel-tab` (`data-panel`, `aria-selected`)
//   and each panel `panel-game`, `panel-analysis`, `panel-record`. A hidden action or record
//   tool is reached through `act`, `actById` or `recordTool`, a hidden panel through
//   `showPanel`.
// - Analysis: `evaluation`, `eval-table`, `eval-graph` (points `data-ply`), `review-progress`,
//   `cancel-review`, `review-summary`; after a review the move list's entries carry
//   `data-loss`, `data-best`, `data-class`, and `data-book` when judged by the opening book;
//   under the board `review-choice` (`data-move`: the reviewed move looked at), with
//   `previous-mistake`/`next-mistake`; on the board its best move `data-best-move` and the move
//   played `data-played-move` (each the move's value); the graph's rows of marks `graph-lane`
//   (`data-color`), each mark `data-move`, `data-class`; `analysis-legend`.
// - Game record: `move-list` (entries `data-ply` from 1, the current one
//   `aria-current="step"`), `opening` (empty when none), `transcript` (the line Copy transcript
//   copies), `restore-offer`, `open-error`, `setup-error`, `setup-counts`, `copy-text`,
//   `picture-preview`; the position editor's squares `data-setup-square`/`data-setup-disc`.
// - Opening drills: `open-drill` (the chooser's button), `drill-search`, `drill-opening` (a
//   listbox whose options carry `data-value`, the opening's index in openings.txt), `drill-colour-black`/
//   `drill-colour-white`, `drill-abandon` (what starting means, when a game is under way; Start
//   then asks it in the confirmation "Start drill"), `drill-start`; under the board `drill`
//   (`data-state="live|complete"`), `drill-verdict`
//   (`data-verdict="on-line|off-line"`, `data-line`, `data-played`, `data-cost`,
//   `data-cost-by="book|search"`), `drill-summary` (`data-moves`, `data-first-try`),
//   `drill-again`; `stats-drills` in the Statistics dialog.
// - Puzzles: the menu's `open-puzzles`; the view's root `puzzle` with `data-puzzle` (from 1) and
//   `data-state="unsolved|failed|solved-with-hint|solved"`, `puzzle-verdict`
//   (`data-verdict="best|good|wrong"`, `data-loss`, `data-best`), `puzzle-refutation`
//   (`data-played`, `data-reply` once perfect play answers, `data-value`), `puzzle-answer`
//   (`data-move`, `data-value`), `puzzle-hint-text`, `puzzle-status`, `puzzle-solution`,
//   `puzzle-hint`, `puzzle-retry`, the solution's `puzzle-line-back`, `puzzle-line-forward` and
//   `puzzle-line-at` (`data-shown`, `data-known`, `data-complete`), `puzzle-previous`,
//   `puzzle-next`, `puzzle-daily`, `puzzle-band`, `puzzle-title`, `puzzle-progress`,
//   `puzzle-missing`, `puzzle-back`; a hint's region of the board marks its squares
//   `data-region`.
// - Game database: the menu's `open-explorer`; the panel `explorer` (`explorer-close`),
//   `explorer-source` (`database`, `library`, `book`), `explorer-reached` (`data-games`), `explorer-empty`,
//   rows `explorer-move` (`data-move`, `data-games`, `data-black-wins`, `data-draws`,
//   `data-white-wins`, `data-book` where the book knows the position; a button in each plays
//   the move); `database-import` (the files' input), `database-count` (`data-games`),
//   `database-progress`, `database-message`, `database-clear` and `database-clear-confirm`;
//   the search `database-search` (a `details`: `database-search-player`, `-tournament`,
//   `-from`, `-to`, `-through`, `-go`), `database-found` (`data-total`), rows `database-game`
//   (`data-game`: its number; a button that opens it), `database-page-prev`/`-next`.
import { test as base, expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export { expect };

export type PlayerKind = 'human' | 'computer';
/** The confirmations' titles (and confirming buttons): Resign, New game, Play on (Undo in a finished game), and Start drill (the drill chooser's Start in mid-game). */
export type Confirmed = 'Resign' | 'New game' | 'Play on' | 'Start drill';
/** The levels' ids by name, weakest first: the Options level select's values (crates/engine/src/search/level.rs; Adept, added later, took the next id). */
export const LEVEL = {
  starter: '1',
  novice: '2',
  beginner: '3',
  casual: '4',
  amateur: '5',
  apprentice: '6',
  club: '7',
  intermediate: '8',
  skilled: '9',
  veteran: '10',
  advanced: '11',
  adept: '17',
  strong: '12',
  elite: '13',
  master: '14',
  champion: '15',
  expert: '16',
} as const;
export type Level = keyof typeof LEVEL;

/** A message between the page and one of its AI workers, as `ReversiApp.trackWorkers` keeps it. */
export interface WorkerMessage {
  /** The worker, by the order the page started them, from 0. */
  worker: number;
  /** A piece of the weights file, the file's end, a task sent, or a reply. */
  dir: 'weights' | 'weights-end' | 'request' | 'reply';
  /** Its size in bytes; for a piece of the weights file, the piece's. */
  bytes: number;
}

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

/**
 * The options payload the app stores (schema version 3, which the app migrates to the current
 * one), from a partial setup. The level is written as its id, which the migration keeps.
 */
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
    level: LEVEL[setup.level ?? 'beginner'],
  });
}

/**
 * How long the specs wait, in milliseconds, named for what they wait for. They are generous:
 * the suite runs on a loaded 2-core machine, and a timeout fails the test, never passes it.
 */
export const WAIT = {
  /** The computer's move (any level, the AI's start-up included), a draw offer's answer. */
  computerMove: 30_000,
  /** Exact values for every hint of a position at about 18 empties. */
  exactHints: 30_000,
  /** The review of a short game (a few moves). */
  shortReview: 30_000,
  /** The review of a whole game, move by move in the worker. */
  wholeReview: 120_000,
  /** A whole game at Beginner, computer against computer. */
  wholeGame: 110_000,
  /** A new build reaching an open page through its service worker. */
  serviceWorker: 20_000,
} as const;

/** Time limits of the tests that play or review several whole games. */
export const TEST_TIME = {
  /** A few whole games typed in, or a whole review. */
  games: 180_000,
  /** A whole game against the computer, each reply awaited. */
  gameAgainstComputer: 300_000,
} as const;

/** Splits a transcript like `f5d6c3` into squares. */
export function moves(transcript: string): string[] {
  return transcript.match(/[a-h][1-8]/g) ?? [];
}

/** The evaluation's weights as the build ships them and the page fetches them for its AI workers (src/ui/ai/weights.rs). */
export const WEIGHTS_FILE = 'weights.bin.zlib';

/**
 * The AI worker's wasm as the build ships it and its loader fetches it in Chromium, which has
 * wasm SIMD: the SIMD build's (assets/worker_loader.js).
 */
export const WORKER_WASM = 'worker_simd_bg.wasm.zlib';

/** The wasm-bindgen glue of that build of the AI worker. */
export const WORKER_GLUE = 'worker_simd.js';

/** The portable build's wasm, which the loader starts where the SIMD build is missing. */
export const PORTABLE_WORKER_WASM = 'worker_bg.wasm.zlib';

/** The opening book as the build ships it and the page fetches it (src/ui/ai/book_file.rs). */
export const BOOK_FILE = 'book.bin.zlib';

/** The puzzle file as the build ships it and the page fetches it (src/ui/puzzles/fetch.rs). */
export const PUZZLES_FILE = 'puzzles.bin.zlib';

/** One shipped puzzle as `reversi-cli puzzles show N` reads it from the file. */
export interface ShownPuzzle {
  /** Its number, from 1. */
  number: number;
  /** The 64 squares a1..h8 row by row, as `boardText` writes them: b, w or '.'. */
  board: string;
  /** The side to move: the player's. */
  side: 'black' | 'white';
  /** Every legal move with its exact value for the side to move, best first. */
  moves: { square: string; value: number }[];
}

/**
 * `reversi-cli` with these arguments, its standard output: built in the native tests' `ci`
 * profile (Cargo.toml), which `scripts/test` has built before the browser tests, so that
 * cargo only checks it is current (a stale binary could disagree with the page's engine).
 */
export function cli(args: string[]): string {
  const root = path.resolve(__dirname, '../..');
  return execFileSync('cargo', ['run', '--profile', 'ci', '--quiet', '--bin', 'reversi-cli', '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
  });
}

/** The shipped book's moves after `transcript` and their values in discs, by `reversi-cli book probe`. */
export function bookProbe(transcript: string): [string, number][] {
  const book = path.resolve(__dirname, '../../crates/engine/src/book/book.bin');
  return cli(['book', 'probe', '--book', book, ...(transcript ? [transcript] : [])])
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([square, value]): [string, number] => [square, Number(value)]);
}

/** A game for a generated WTHOR file: its moves, Black's final discs, and who played it where (numbers in the names' files). */
export interface WthorGame {
  moves: string;
  black: number;
  tournament?: number;
  blackPlayer?: number;
  whitePlayer?: number;
}

/**
 * A `.wtb` file's bytes: the 16-byte header, then a 68-byte record a game; game `n` is played
 * by players 2n and 2n + 1 in tournament n unless it says otherwise.
 */
export function wthorGames(games: WthorGame[], year = 2026): Buffer {
  const bytes = Buffer.alloc(16 + 68 * games.length);
  // Created 2026-12-07; the count of games; no names; the games' year; 8x8 boards.
  bytes.set([20, 26, 12, 7]);
  bytes.writeUInt32LE(games.length, 4);
  bytes.writeUInt16LE(0, 8);
  bytes.writeUInt16LE(year, 10);
  bytes[12] = 8;
  games.forEach((game, n) => {
    const at = 16 + 68 * n;
    bytes.writeUInt16LE(game.tournament ?? n, at);
    bytes.writeUInt16LE(game.blackPlayer ?? 2 * n, at + 2);
    bytes.writeUInt16LE(game.whitePlayer ?? 2 * n + 1, at + 4);
    bytes[at + 6] = game.black;
    bytes[at + 7] = game.black;
    moves(game.moves).forEach((square, i) => {
      const col = square.charCodeAt(0) - 'a'.charCodeAt(0) + 1;
      const row = Number(square.slice(1));
      bytes[at + 8 + i] = 10 * row + col;
    });
  });
  return bytes;
}

/** A `WTHOR.JOU` (20-byte records) or `WTHOR.TRN` (26-byte records) file of these names. */
export function wthorNames(names: string[], recordLength: 20 | 26): Buffer {
  const bytes = Buffer.alloc(16 + recordLength * names.length);
  bytes.set([20, 26, 12, 7]);
  bytes.writeUInt16LE(names.length, 8);
  names.forEach((name, n) => bytes.write(name, 16 + recordLength * n, recordLength - 1, 'latin1'));
  return bytes;
}

/** Puzzle `n` of the shipped file, read by `reversi-cli puzzles show`. */
export function showPuzzle(n: number): ShownPuzzle {
  const [position, ...moves] = cli(['puzzles', 'show', String(n)]).trim().split(';');
  const [squares, side] = position.trim().split(/\s+/);
  return {
    number: n,
    board: [...squares].map((c) => (c === 'X' ? 'b' : c === 'O' ? 'w' : '.')).join(''),
    side: side === 'X' ? 'black' : 'white',
    moves: moves.map((m) => {
      const [square, value] = m.trim().split(':');
      return { square, value: Number(value) };
    }),
  };
}

/** How many puzzles of a band (`easy`, `medium`, …) the shipped file holds, by `reversi-cli puzzles stats`. */
export function puzzleBandCount(band: string): number {
  return Number(new RegExp(`^band ${band} (\\d+)`, 'm').exec(cli(['puzzles', 'stats']))![1]);
}

/** How many puzzles the shipped file holds, by `reversi-cli puzzles stats`. */
export function puzzleCount(): number {
  return Number(/^puzzles (\d+)/m.exec(cli(['puzzles', 'stats']))![1]);
}

/** A 9-move wipe-out: Black wins 13–0 (found by search with the engine). */
export const WIPEOUT = 'd3c3b3d2e1d6d7e3f4';

/** The 60-move perfect-play line, ending 32–32. */
export const DRAW_LINE =
  'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1' +
  'f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6';

/**
 * The perfect line to move 46, then Black's b8 (worth -34 where a3 keeps 0, by
 * `reversi-cli hints` at 14 empties), then perfect play by the engine to the end: White wins
 * 49-15.
 */
export const BLUNDER_GAME =
  'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7' +
  'b8h7g7a3a4a8c1a1a2h8h6h2g2h1';

/** A named opening as the app knows it: its index (the chooser's value), name and moves. */
export interface NamedOpening {
  index: number;
  name: string;
  moves: string[];
}

/** The named openings in the order the app reads them (crates/engine/src/openings/openings.txt). */
export function openingsTable(): NamedOpening[] {
  return fs
    .readFileSync('crates/engine/src/openings/openings.txt', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line, index) => {
      const [moveText, name] = line.split(';');
      return { index, name: name.trim(), moves: moves(moveText) };
    });
}

/** After White's c1, Black has no legal move and White plays again. */
export const PASS_LINE = 'd3c3b3b2f5a3a1c1';

/** The panels beside the board, by their tabs' `data-panel`. */
export type PanelName = 'game' | 'analysis' | 'record';

/** The desktop sizes the layout is designed for: the page never scrolls there. */
export const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;
/** The phone sizes the layout is designed for: board and toolbar in the first screen. */
export const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
] as const;

/** A phone held upright (touch) and a desktop: the two sizes most specs check a feature at. */
export const PHONE_AND_DESKTOP = [
  { width: 375, height: 667, hasTouch: true },
  { width: 1280, height: 800, hasTouch: false },
] as const;

/** The two phones and a desktop, for what a small screen may cut. */
export const PHONES_AND_DESKTOP = [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
] as const;

/** The actions always in the toolbar; the others are in its More menu. */
export const FREQUENT_ACTIONS = ['New game', 'Undo move', 'Redo move', 'Hints', 'Review game'] as const;

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

/** Loads `url` in `page`: milliseconds from navigation to the first contentful paint and to an interactive board. */
export async function startTimes(page: Page, url: string): Promise<{ paint: number; board: number }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __board?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-legal]')) {
        w.__board = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __board?: number }).__board);
  return page.evaluate(() => ({
    paint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    board: Math.round((window as unknown as { __board: number }).__board),
  }));
}

/** A task that held the page's thread for over 50 ms, as Chromium's observer reports it. */
export type LongTask = { start: number; duration: number };

/** From the next load on, the page keeps every long task; read them with `longTasks`. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: LongTask[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Every long task the page has reported since it loaded (see `watchLongTasks`). */
export function longTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
}

/** Resolves once a service worker controls the page; returns its registration's scope. */
export async function waitForControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
    return registration.scope;
  });
}

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
  /** The Puzzles view: `data-puzzle` (from 1) and `data-state`. */
  readonly puzzle: Locator;
  /** The judgement of a puzzle's first move: `data-verdict`, `data-loss`, `data-best`. */
  readonly puzzleVerdict: Locator;
  /** The Puzzles view's line on what happens now (the task, perfect play, the result). */
  readonly puzzleStatus: Locator;
  /** How perfect play refutes a first move: `data-played`, `data-reply`, `data-value`. */
  readonly puzzleRefutation: Locator;
  /** The solution's answer: `data-move`, `data-value`. */
  readonly puzzleAnswer: Locator;
  /** Where the solution's board stands on the line: `data-shown`, `data-known`, `data-complete`. */
  readonly puzzleLineAt: Locator;

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
    this.puzzle = page.getByTestId('puzzle');
    this.puzzleVerdict = page.getByTestId('puzzle-verdict');
    this.puzzleStatus = page.getByTestId('puzzle-status');
    this.puzzleRefutation = page.getByTestId('puzzle-refutation');
    this.puzzleAnswer = page.getByTestId('puzzle-answer');
    this.puzzleLineAt = page.getByTestId('puzzle-line-at');
  }

  /**
   * Opens the app with a clean storage and these options (two people by default, not the
   * app's own computer White), so the test starts from a new game with known players.
   */
  async open(setup: Setup = {}): Promise<void> {
    await this.openStoring({ 'reversi.options': optionsJson(setup) });
    const first = setup.first === 'white' ? setup.white : setup.black;
    if (first === 'computer') {
      // A new game, though the computer's book reply may already be down (450 ms after the
      // board is drawn), before a loaded machine gets to look.
      expect([4, 5]).toContain(await this.discs.count());
    } else {
      await expect(this.discs).toHaveCount(4);
    }
  }

  /** Opens the app with nothing stored but these localStorage entries (key to payload). */
  async openStoring(entries: Record<string, string>): Promise<void> {
    await this.countSearches();
    // Stored before the app's first load rather than by a load, a write and a reload: one
    // load of the app a test rather than two.
    this.seeds += 1;
    await this.page.addInitScript(
      ([seed, e]) => {
        // Once a tab, so that a reload keeps what the app has stored since; a later seed wins.
        try {
          if (Number(sessionStorage.getItem('__seed') ?? 0) >= seed) return;
          sessionStorage.setItem('__seed', String(seed));
        } catch {
          return; // A document without storage (the first blank page): nothing to seed.
        }
        localStorage.clear();
        for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
      },
      [this.seeds, entries] as const,
    );
    await this.page.goto('./');
    await this.boardDrawn();
  }

  /** How many times `openStoring` has seeded this tab's storage. */
  private seeds = 0;

  /** Opens the app at `url` with whatever the browser has stored, and waits for the board. */
  async visit(url = './'): Promise<void> {
    await this.countSearches();
    await this.page.goto(url);
    await this.boardDrawn();
  }

  /**
   * Opens puzzle `n` by its link with clean storage (and these entries): first as a link
   * pasted into the open page, then by a full load of the same address (a reload keeps it).
   */
  async openPuzzle(n: number, entries: Record<string, string> = {}): Promise<void> {
    await this.countSearches();
    await this.page.goto('./');
    await this.page.evaluate((e) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
    }, entries);
    await this.page.goto(`./#puzzle=${n}`);
    await expect(this.puzzle).toHaveAttribute('data-puzzle', String(n));
    await this.page.reload();
    await expect(this.puzzle).toHaveAttribute('data-puzzle', String(n));
    await this.boardDrawn();
  }

  /** Presses one of the Puzzles view's buttons (`solution`, `retry`, `next`, `back`, …). */
  async puzzleButton(
    name: 'solution' | 'hint' | 'retry' | 'line-back' | 'line-forward' | 'previous' | 'next' | 'daily' | 'back',
  ): Promise<void> {
    await this.page.getByTestId(`puzzle-${name}`).click();
  }

  /** The page's language, as `<html lang>` says it. */
  async language(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Opens Options and picks a language there (`en`, `ja` or `fr`), leaving the dialog open. */
  async chooseLanguage(code: 'en' | 'ja' | 'fr'): Promise<void> {
    if (!(await this.page.getByTestId('option-language').isVisible())) {
      await this.actById('open-options');
    }
    await this.page.getByTestId('option-language').selectOption(code);
  }

  /** The text a person sees on the page now (dialogs included). */
  async visibleText(): Promise<string> {
    return this.page.locator('body').innerText();
  }

  /**
   * Holds back the app's chunk `name` (`split_<name>-*.wasm.zlib`) from the next fetch on, until
   * `release` is called; `asked` says whether the page has asked for it meanwhile. Block the
   * service worker in such a test: it would answer from its cache, past the route.
   */
  async holdChunk(name: string): Promise<{ asked: () => boolean; release: () => void }> {
    let asked = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await this.page.route(`**/split_${name}-*.wasm.zlib`, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    return { asked: () => asked, release };
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

  /** The names of the squares highlighted as legal now, in board order. */
  async legalSquares(): Promise<string[]> {
    return this.page
      .locator('[data-square]:has([data-legal])')
      .evaluateAll((squares) => squares.map((s) => s.getAttribute('data-square')!));
  }

  /** The squares that carry a hint, with their values. */
  async hints(): Promise<Record<string, number>> {
    return this.page
      .locator('[data-hint]')
      .evaluateAll((squares) =>
        Object.fromEntries(squares.map((s) => [s.getAttribute('data-square')!, Number(s.getAttribute('data-hint'))])),
      );
  }

  /**
   * From the next page load on, keeps every AI worker the page starts (`workersStarted`,
   * `endWorkers`) and every message between the page and them (`workerTraffic`); with
   * `cores`, the device reports that many cores whatever machine runs the test.
   */
  async trackWorkers(cores?: number): Promise<void> {
    await this.page.addInitScript((cores) => {
      if (cores !== null) Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
      const w = window as unknown as { __workers: Worker[]; __traffic: WorkerMessage[] };
      w.__workers = [];
      w.__traffic = [];
      // Messages are postcard bytes (src/protocol.rs); the page's start with the variant of
      // `ToWorker` (src/protocol/wire.rs), a piece of the weights then with its length.
      const size = (data: unknown) => (data as ArrayBufferLike).byteLength;
      const DIRS = ['weights', 'weights-end', 'request'] as const;
      const varint = (bytes: Uint8Array, at: number) => {
        let value = 0;
        for (let shift = 0; ; shift += 7) {
          const byte = bytes[at++];
          value += (byte & 0x7f) * 2 ** shift;
          if (byte < 0x80) return value;
        }
      };
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          const worker = w.__workers.push(this) - 1;
          this.addEventListener('message', (e) => w.__traffic.push({ worker, dir: 'reply', bytes: size(e.data) }));
        }
        postMessage(message: unknown, ...rest: unknown[]) {
          const bytes = message as Uint8Array;
          const dir = DIRS[bytes[0]];
          w.__traffic.push({
            worker: w.__workers.indexOf(this),
            dir,
            bytes: dir === 'weights' ? varint(bytes, 1) : size(message),
          });
          // @ts-expect-error the overloads take the same arguments
          super.postMessage(message, ...rest);
        }
      } as typeof Worker;
    }, cores ?? null);
  }

  /** How many workers the page has started since `trackWorkers`. */
  async workersStarted(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __workers: Worker[] }).__workers.length);
  }

  /** Every message between the page and its workers since `trackWorkers`, in order. */
  async workerTraffic(): Promise<WorkerMessage[]> {
    return this.page.evaluate(() => (window as unknown as { __traffic: WorkerMessage[] }).__traffic);
  }

  /**
   * Ends the worker given the latest task, or all of them, as a browser short of memory might:
   * no event tells the page, which must notice the silence.
   */
  async endWorkers(which: 'searching' | 'all'): Promise<void> {
    await this.page.evaluate((which) => {
      const w = window as unknown as { __workers: Worker[]; __traffic: WorkerMessage[] };
      const latest = w.__traffic.filter((m) => m.dir === 'request').at(-1)?.worker;
      const ended = which === 'all' ? w.__workers : latest === undefined ? [] : [w.__workers[latest]];
      for (const worker of ended) worker.terminate();
    }, which);
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

  /** Opens the blunder game from its link and waits for its whole review. */
  async reviewed(): Promise<void> {
    await this.open();
    await this.visit(`./#moves=${BLUNDER_GAME}`);
    await expect(this.status).toHaveText('Game over: White wins 15–49');
    await this.press('V');
    await expect(this.page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
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
      timeout: WAIT.computerMove,
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
    await expect.poll(() => this.searchesDone(), { message: 'the computer replies', timeout: WAIT.computerMove }).toBeGreaterThan(before);
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

  /**
   * Makes one of the AI worker's files (`worker_loader.js`, `WORKER_GLUE`, `WORKER_WASM`)
   * fail for every worker the page starts until `unblockAiFile`: the request is aborted (as
   * offline), answered 404 (a deployment without it) or, for the wasm, answered with bytes
   * that are no wasm.
   */
  async blockAiFile(file: string, how: 'abort' | '404' | 'garbage'): Promise<void> {
    await this.page.context().route(`**/${file}`, (route) => {
      if (how === 'abort') return route.abort();
      if (how === '404') return route.fulfill({ status: 404, body: 'Not found' });
      return route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not a wasm module' });
    });
  }

  /** Serves an AI worker's file blocked by `blockAiFile` again. */
  async unblockAiFile(file: string): Promise<void> {
    await this.page.context().unroute(`**/${file}`);
  }

  /** Keeps every uncaught error of the page, from now on, in the list returned. */
  pageErrors(): string[] {
    const errors: string[] = [];
    this.page.on('pageerror', (e) => errors.push(String(e)));
    return errors;
  }

  /**
   * Expects the notice that the computer cannot play, once, with its Retry button, and the
   * computer neither thinking nor about to move.
   */
  async expectAiUnavailable(): Promise<void> {
    await expect(this.aiUnavailable).toHaveCount(1);
    await expect(this.aiRetry).toBeVisible();
    await this.expectIdle();
  }

  /**
   * Moves the page's clock `ms` ahead at once, firing the timers due in between (the page's
   * clock must have been installed, `page.clock.install()`, before it opened).
   */
  async passTime(ms: number): Promise<void> {
    await this.page.clock.fastForward(ms);
  }

  /** Expects the computer to be idle: not thinking, nothing asked. */
  async expectIdle(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-ai', 'idle');
    await expect(this.thinking).toHaveCount(0);
  }

  /** Switches "Show evaluation graph" on in Options, closes them with OK and shows the analysis panel. */
  async showGraph(): Promise<void> {
    await this.actById('open-options');
    await this.page.getByTestId('option-graph').check();
    await this.dialog('Options').getByRole('button', { name: 'OK' }).click();
    await this.showPanel('analysis');
  }

  /** Chooses "Cores the computer may use" in Options and closes them with OK. */
  async setCores(cores: number): Promise<void> {
    await this.actById('open-options');
    await this.page.getByTestId('option-cores').selectOption(String(cores));
    await this.dialog('Options').getByRole('button', { name: 'OK' }).click();
    await expect(this.dialog('Options')).toHaveCount(0);
  }

  /** The stepper: under the board on a phone, beside it on a wide screen. */
  get stepper(): Locator {
    return this.page.getByTestId('stepper');
  }

  /** Presses one of the stepper's buttons. */
  async step(to: 'first' | 'back' | 'forward' | 'last'): Promise<void> {
    await this.page.getByTestId(`stepper-${to}`).click();
  }

  /** One side's score box, highlighted (class `to-move`) while that side is to move. */
  scoreBox(color: 'black' | 'white'): Locator {
    return this.page.locator(`.score.${color}`);
  }

  /**
   * With the page scrolled to the top, the whole board is inside the window; and nothing
   * visible sticks out sideways: no element of the app (the screen readers' clipped-away text
   * aside) ends right of the window, and the page does not scroll horizontally. Used at every
   * screen size the specs try.
   */
  async expectBoardFitsWindow(): Promise<void> {
    const { width, height } = this.page.viewportSize()!;
    const size = `${width}×${height}`;
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const laidOut = await this.board.boundingBox();
    expect(laidOut, `the board is laid out at ${size}`).not.toBeNull();
    const box = laidOut!;
    expect(box.x, `board's left edge at ${size}`).toBeGreaterThanOrEqual(0);
    expect(box.y, `board's top edge at ${size}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `board's right edge at ${size}`).toBeLessThanOrEqual(width);
    expect(box.y + box.height, `board's bottom edge at ${size}`).toBeLessThanOrEqual(height);
    const outside = await this.page.evaluate(() =>
      [...document.querySelectorAll('.app *')]
        .filter((el) => !el.closest('.sr-only') && el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`),
    );
    expect(outside, `elements sticking out sideways at ${size}`).toEqual([]);
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scrolling at ${size}`).toBeLessThanOrEqual(0);
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

  /**
   * The button for an action, found by its accessible name, even while hidden (in the closed
   * More menu or a panel not shown): its state can be read there, and `act` presses it.
   */
  action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true, includeHidden: true });
  }

  /** The More button, which opens the menu of the actions not in the toolbar. */
  get moreButton(): Locator {
    return this.page.getByTestId('more-actions');
  }

  /** The More menu (hidden while closed). */
  get moreMenu(): Locator {
    return this.page.locator('#more-menu');
  }

  /** Opens the More menu (if it is not open). */
  async openMenu(): Promise<void> {
    if ((await this.moreButton.getAttribute('aria-expanded')) !== 'true') await this.moreButton.click();
    await expect(this.moreMenu).toBeVisible();
  }

  /** A panel's tab. */
  panelTab(name: PanelName): Locator {
    return this.page.locator(`[data-testid="panel-tab"][data-panel="${name}"]`);
  }

  /** A panel beside the board (hidden unless its tab is chosen). */
  panel(name: PanelName): Locator {
    return this.page.getByTestId(`panel-${name}`);
  }

  /** Shows a panel by its tab (the panels come from a chunk of the app's wasm, just after the board). */
  async showPanel(name: PanelName): Promise<void> {
    const tab = this.panelTab(name);
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.panel(name)).toBeVisible();
  }

  /**
   * Presses a button of the page wherever the layout keeps it: in view, in the More menu
   * (opened first) or in a panel (shown first). Returns what keeps the focus for it, where a
   * dialog it opens hands focus back: the button, or the More button for one in the menu
   * (which the choice closes).
   */
  private async pressButton(button: Locator): Promise<Locator> {
    await expect(button).toBeAttached();
    const inMenu = await button.evaluate((b) => b.closest('#more-menu') !== null);
    if (!(await button.isVisible())) {
      const panel = await button.evaluate((b) => b.closest('[role="tabpanel"]')?.getAttribute('data-panel') ?? null);
      if (panel) await this.showPanel(panel as PanelName);
      else if (inMenu) await this.openMenu();
    }
    await button.click();
    return inMenu ? this.moreButton : button;
  }

  /** Runs an action by its button, found by its accessible name (see `pressButton`). */
  async act(name: string): Promise<Locator> {
    return this.pressButton(this.action(name));
  }

  /** Runs an action by its button's `data-testid`, in any language (see `pressButton`). */
  async actById(testId: string): Promise<Locator> {
    return this.pressButton(this.page.getByTestId(testId));
  }

  /** A button of the game record's toolbar, found by (part of) its accessible name, even while its panel is hidden. */
  recordAction(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Game record', includeHidden: true })
      .getByRole('button', { name, includeHidden: true });
  }

  /** Shows the record panel and presses one of its tools. */
  async recordTool(name: string): Promise<void> {
    await this.showPanel('record');
    await this.recordAction(name).click();
  }

  /** The moves of the move list as written, in order (passes are not entries). */
  async listedMoves(): Promise<string[]> {
    // The record panel comes from a chunk of the app's wasm, just after the board is drawn.
    await expect(this.moveList).toBeAttached();
    return this.moveList.locator('[data-ply]').allTextContents().then((t) => t.map((m) => m.trim()));
  }

  /** Pastes `text` into "Open game…" and presses Open; the dialog stays open if it is refused. */
  async openGame(text: string): Promise<void> {
    await this.recordTool('Open game');
    const dialog = this.dialog('Open game');
    await dialog.getByRole('textbox').fill(text);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  }

  /** The open dialog with this accessible name. */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The friend game on the board (`data-mode`, `data-me`). */
  get friendGame(): Locator {
    return this.page.getByTestId('friend-game');
  }

  /** Starts a game against a friend by link through Play a friend, this page playing `colour`. */
  async startFriendGame(name: string, friend: string, colour: 'black' | 'white'): Promise<void> {
    await this.startFriend('friend-mode-link', name, friend, colour);
  }

  /**
   * Starts a live game against a friend through Play a friend → Live, this page playing
   * `colour`, with a clock of `minutes` per side if given.
   */
  async startLiveGame(name: string, friend: string, colour: 'black' | 'white', minutes?: number): Promise<void> {
    await this.startFriend('friend-mode-live', name, friend, colour, minutes);
  }

  /** Play a friend in `mode` (the mode's button), with these names, this page playing `colour`. */
  private async startFriend(
    mode: string,
    name: string,
    friend: string,
    colour: 'black' | 'white',
    minutes?: number,
  ): Promise<void> {
    await this.actById('open-friend');
    await this.page.getByTestId(mode).click();
    await this.page.getByTestId('friend-name').fill(name);
    await this.page.getByTestId('friend-their-name').fill(friend);
    await this.page.getByTestId('friend-colour').selectOption(colour);
    if (minutes !== undefined) await this.page.getByTestId('friend-clock-minutes').selectOption(String(minutes));
    await this.page.getByTestId('friend-start').click();
    await this.showPanel('game');
    await expect(this.friendGame).toHaveAttribute('data-me', colour);
  }

  /** The live connection's state (`data-state`: offering, answering, connected, …). */
  get liveStatus(): Locator {
    return this.page.getByTestId('friend-status');
  }

  /** The live invitation (`friend-offer`) or reply (`friend-answer`) this page shows, once made. */
  async liveLink(which: 'friend-offer' | 'friend-answer'): Promise<string> {
    await this.showPanel('game');
    const link = this.page.getByTestId(which);
    await expect(link).toHaveAttribute('href', /#live=1&/, { timeout: 30_000 });
    return (await link.getAttribute('href'))!;
  }

  /** Pastes the friend's live reply under the invitation and connects. */
  async pasteReply(url: string): Promise<void> {
    await this.showPanel('game');
    await this.page.getByTestId('friend-answer-input').fill(url);
    await this.page.getByTestId('friend-answer-connect').click();
  }

  /** The link the friend game on the board sends now (the whole URL). */
  async friendLink(): Promise<string> {
    await this.showPanel('game');
    const href = await this.page.getByTestId('friend-link').getAttribute('href');
    expect(href, 'the friend link').toContain('#friend=');
    return href!;
  }

  /** Opens a friend's link in this page, as a person pasting it into the address bar. */
  async openLink(url: string): Promise<void> {
    await this.page.goto(url);
    await this.boardDrawn();
  }

  /** The question asked before Resign, a new game in mid-game, or Undo in a finished game. */
  confirmation(name: Confirmed): Locator {
    return this.dialog(name);
  }

  /** Answers the open confirmation with its confirming button. */
  async confirm(name: Confirmed): Promise<void> {
    const question = this.confirmation(name);
    await question.getByTestId('confirm').click();
    await expect(question).toHaveCount(0);
  }

  /** Runs Resign or New game through its button, or Undo move as Play on, and confirms the question it asks. */
  async confirmed(name: Exclude<Confirmed, 'Start drill'>): Promise<void> {
    await this.act(name === 'Play on' ? 'Undo move' : name);
    await this.confirm(name);
  }

  /** Chooses the players (and the level) in the Options dialog. */
  async setPlayers(black: PlayerKind, white: PlayerKind, level?: Level): Promise<void> {
    await this.act('Options');
    const options = this.dialog('Options');
    if (level) await options.getByTestId('option-level').selectOption(LEVEL[level]);
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

  /** The drill under way, under the board. */
  get drill(): Locator {
    return this.page.getByTestId('drill');
  }

  /** The verdict on the person's latest move in the drill. */
  get drillVerdict(): Locator {
    return this.page.getByTestId('drill-verdict');
  }

  /** Opens the drill chooser, finds `opening` by a search for its name and chooses it and `colour`, leaving the chooser open. */
  async chooseDrill(opening: NamedOpening, colour: 'black' | 'white'): Promise<void> {
    await this.actById('open-drill');
    await expect(this.dialog('Opening drill')).toBeVisible();
    await this.page.getByTestId('drill-search').fill(opening.name);
    await this.page.getByTestId('drill-opening').locator(`[data-value="${opening.index}"]`).click();
    await this.page.getByTestId(`drill-colour-${colour}`).check();
  }

  /** Starts a drill of `opening` with the person on `colour`, through the chooser. */
  async startDrill(opening: NamedOpening, colour: 'black' | 'white'): Promise<void> {
    await this.chooseDrill(opening, colour);
    await this.page.getByTestId('drill-start').click();
    await expect(this.drill).toBeVisible();
  }

  // The library of finished games (src/ui/library).

  /** The Library view. */
  get library(): Locator {
    return this.page.getByTestId('library');
  }

  /** The Library's rows on the page shown, newest first; `data-result` is win, loss or draw. */
  get libraryGames(): Locator {
    return this.page.getByTestId('library-game');
  }

  /** The opening explorer beside the board. */
  get explorer(): Locator {
    return this.page.getByTestId('explorer');
  }

  /** The explorer's rows, one per next move, most played first. */
  get explorerMoves(): Locator {
    return this.page.getByTestId('explorer-move');
  }

  /** The games the database keeps: `data-games` on `database-count`. */
  get databaseCount(): Locator {
    return this.page.getByTestId('database-count');
  }

  /** Opens the explorer from the menu and waits until it has read the stored files. */
  async openExplorer(): Promise<void> {
    await this.actById('open-explorer');
    await expect(this.explorer).toBeVisible();
    await expect(this.page.getByTestId('database-import')).toBeEnabled();
  }

  /** The search's rows of games found on the page shown. */
  get databaseGames(): Locator {
    return this.page.getByTestId('database-game');
  }

  /**
   * Searches the database with the explorer's search form (unfolded if need be): the fields
   * given are filled, the others emptied; waits for the games found.
   */
  async searchDatabase(query: { player?: string; tournament?: string; from?: string; to?: string; through?: boolean }): Promise<void> {
    const search = this.page.getByTestId('database-search');
    if ((await search.getAttribute('open')) === null) await search.locator('summary').click();
    await this.page.getByTestId('database-search-player').fill(query.player ?? '');
    await this.page.getByTestId('database-search-tournament').fill(query.tournament ?? '');
    await this.page.getByTestId('database-search-from').fill(query.from ?? '');
    await this.page.getByTestId('database-search-to').fill(query.to ?? '');
    await this.page.getByTestId('database-search-through').setChecked(query.through ?? false);
    await this.page.getByTestId('database-search-go').click();
    await expect(this.page.getByTestId('database-found')).toBeVisible();
  }

  /** The games found on the page shown, each as its row's text on one line. */
  async databaseGameRows(): Promise<string[]> {
    return this.databaseGames.evaluateAll((rows) =>
      rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim()).join(' | ')),
    );
  }

  /** Loads these files into the database through its file input and waits for the work to end. */
  async importDatabase(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    const input = this.page.getByTestId('database-import');
    await input.setInputFiles(files);
    await expect(this.page.getByTestId('database-message')).not.toBeEmpty();
    await expect(input).toBeEnabled();
  }

  /** The explorer's rows as `move: [games, Black wins, draws, White wins]`, in their order. */
  async explorerRows(): Promise<[string, number[]][]> {
    return this.explorerMoves.evaluateAll((rows) =>
      rows.map((r) => [
        r.getAttribute('data-move') ?? '',
        ['data-games', 'data-black-wins', 'data-draws', 'data-white-wins'].map((a) => Number(r.getAttribute(a))),
      ]),
    );
  }

  /** Opens the Library from the menu and waits until it has read the games. */
  async openLibrary(): Promise<void> {
    await this.actById('open-library');
    await expect(this.library).toBeVisible();
    await expect(this.page.getByTestId('library-count')).not.toHaveText('Reading the library…');
  }

  /** Closes the Library. */
  async closeLibrary(): Promise<void> {
    await this.dialog('Library').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.library).toHaveCount(0);
  }

  /** The results of the Library's rows shown, newest first. */
  async libraryResults(): Promise<string[]> {
    return this.libraryGames.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-result') ?? ''));
  }

  /** The text of each of the Library's rows shown, newest first. */
  async libraryRows(): Promise<string[]> {
    return this.libraryGames.locator('.library-game-text').allInnerTexts();
  }

  /** Opens the Statistics dialog, reads one perspective's table and closes the dialog again. */
  async statistics(perspective: 'black_vs_white' | 'computer_vs_user'): Promise<string[][]> {
    await this.act('Statistics');
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

/** A second person's page in a context of its own, failing the test on any page error. */
export async function friendPage(
  browser: Browser,
  info: TestInfo,
  viewport: { width: number; height: number },
): Promise<{ app: ReversiApp; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { app: new ReversiApp(page), errors, close: () => context.close() };
}
