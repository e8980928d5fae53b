// Helpers for the classic features: starting with chosen options, typing transcripts,
// and reading what the app stored.
import { expect, type Page } from '@playwright/test';

export type PlayerKind = 'human' | 'computer';

export interface Setup {
  black?: PlayerKind;
  white?: PlayerKind;
  level?: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  first?: 'black' | 'white';
  showValidMoves?: boolean;
  previewMoves?: boolean;
  animateMoves?: boolean;
}

/** The options payload the app stores (schema version 2), from a partial setup. */
export function optionsJson(setup: Setup = {}): string {
  return JSON.stringify({
    version: 2,
    display: {
      show_valid_moves: setup.showValidMoves ?? true,
      preview_moves: setup.previewMoves ?? true,
      animate_moves: setup.animateMoves ?? true,
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

/**
 * Opens the app with a clean storage and these options (two people by default), so each
 * test starts from a new game with known players.
 */
export async function startWith(page: Page, setup: Setup = {}): Promise<void> {
  await page.goto('./');
  await page.evaluate((options) => {
    localStorage.clear();
    localStorage.setItem('reversi.options', options);
  }, optionsJson(setup));
  await page.reload();
  await expect(page.locator('[data-square="a1"]')).toBeVisible();
  await expect(page.locator('[data-disc]')).toHaveCount(4);
}

/** Types a transcript such as `f5d6` as keys, the way the classic game allows. */
export async function typeMoves(page: Page, transcript: string): Promise<void> {
  for (const key of transcript) {
    await page.keyboard.press(key);
  }
}

/** The button for an action, found by its accessible name. */
export function action(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/** The open dialog with this accessible name. */
export function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** What is stored under a localStorage key. */
export async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The statistics table of one perspective as rows of [label, first, second]. */
export async function statsTable(page: Page, perspective: string): Promise<string[][]> {
  const table = page.locator(`table[data-perspective="${perspective}"]`);
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())),
  );
}

/** A 9-move wipe-out: Black wins 13–0 (found by search with the engine). */
export const WIPEOUT = 'd3c3b3d2e1d6d7e3f4';

/** The 60-move perfect-play line, ending 32–32. */
export const DRAW_LINE =
  'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1' +
  'f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6';

/** After White's c1, Black has no legal move and White plays again. */
export const PASS_LINE = 'd3c3b3b2f5a3a1c1';
