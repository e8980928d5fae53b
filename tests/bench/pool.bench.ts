// The pool of search workers (issue 23), each figure from the same run: the time until every
// hint is exact at 20 empties, and the nodes the workers searched for it, with 1 and with 2
// workers; then Expert's mean and longest move time (from asking to the move on the board,
// which includes the page's 450 ms pause before showing it) over a whole game; then
// FFO #40 solved as hints and the review of a 60-move game, on 1 and on 2 workers.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, DRAW_LINE, WAIT, type ReversiApp } from '../e2e/reversi';
import { report } from './measure';

test.use({ serviceWorkers: 'block' });

/** The first 40 moves of the perfect line: Black to move with 20 empties. */
const AT_20_EMPTIES = DRAW_LINE.slice(0, 80);

/** Sums, in the page, the nodes of every task outcome the workers send. */
async function countNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __nodes: number };
    w.__nodes = 0;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (e) => {
          // Messages are postcard bytes (src/protocol/wire.rs): `FromWorker::Searched` is variant 1, then
          // the Outcome's id (varint), value (Option<i32>: 0, or 1 and a zigzag varint) and
          // nodes (varint).
          const bytes = new Uint8Array(e.data as ArrayBufferLike);
          let at = 0;
          const varint = () => {
            let value = 0;
            for (let shift = 0; ; shift += 7) {
              const b = bytes[at++];
              value += (b & 0x7f) * 2 ** shift;
              if (b < 0x80) return value;
            }
          };
          if (bytes.length === 0 || varint() !== 1) return;
          varint();
          if (bytes[at++] === 1) varint();
          w.__nodes += varint();
        });
      }
    };
  });
}

async function exactHintsAt20(app: ReversiApp): Promise<{ ms: number; nodes: number }> {
  await app.visit(`./#moves=${AT_20_EMPTIES.slice(0, -2)}`);
  await expect(app.page.locator('[data-hint]').first()).toBeVisible({ timeout: 60_000 });
  return app.page.evaluate(async (last) => {
    const w = window as unknown as { __nodes: number };
    w.__nodes = 0;
    const t0 = performance.now();
    (document.querySelector(`[data-square="${last}"]`) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    await new Promise<void>((resolve) => {
      const tick = () => {
        const legal = document.querySelectorAll('[data-legal]').length;
        const exact = document.querySelectorAll('[data-hint-exact="true"]').length;
        if (legal > 0 && exact === legal) resolve();
        else requestAnimationFrame(tick);
      };
      tick();
    });
    return { ms: Math.round(performance.now() - t0), nodes: w.__nodes };
  }, AT_20_EMPTIES.slice(-2));
}

test('hints at 20 empties on 1 and 2 workers, and Expert move times', async ({ app, page, consoleErrors }) => {
  test.setTimeout(600_000);
  await countNodes(page);
  await app.open({ hints: true });
  const runs: { cores: number; ms: number; nodes: number }[] = [];
  for (const cores of [1, 2]) {
    await app.setCores(cores);
    runs.push({ cores, ...(await exactHintsAt20(app)) });
  }
  const [one, two] = runs;
  report(
    `hints at 20 empties until all exact: 1 worker ${one.ms} ms (${one.nodes} nodes), ` +
      `2 workers ${two.ms} ms (${two.nodes} nodes); wall ratio ${(two.ms / one.ms).toFixed(2)}, ` +
      `node ratio ${(two.nodes / one.nodes).toFixed(2)}`,
  );

  // Expert on the pool (2 workers), without the book so that every move is searched.
  await page.route('**/book.bin.zlib', (route) => route.abort());
  await app.open({ black: 'human', white: 'computer', level: 'expert' });
  await app.setCores(2);
  await page.evaluate(() => {
    const w = window as unknown as { __thinking: number[]; __since: number };
    w.__thinking = [];
    new MutationObserver(() => {
      const now = document.querySelector('main.app')!.getAttribute('data-ai');
      if (now === 'thinking') w.__since = performance.now();
      else if (w.__since) w.__thinking.push(performance.now() - w.__since);
    }).observe(document.querySelector('main.app')!, { attributes: true, attributeFilter: ['data-ai'] });
  });
  // A whole game: the opening's moves take longest, the solved endgame's least.
  for (let move = 0; move < 60; move++) {
    const status = await app.status.textContent();
    if (status?.startsWith('Game over')) break;
    await app.playAndAwaitReply(await firstLegal(app));
  }
  const times = await page.evaluate(() => (window as unknown as { __thinking: number[] }).__thinking);
  const mean = (some: number[]) => Math.round(some.reduce((a, b) => a + b, 0) / some.length);
  report(
    `Expert on 2 workers, a whole game of ${times.length} replies: mean ${mean(times)} ms ` +
      `(first 12: ${mean(times.slice(0, 12))} ms), longest ${Math.round(Math.max(...times))} ms`,
  );
  // The browser logs the blocked book request; the app itself says nothing.
  expect(consoleErrors.filter((e) => e !== 'Failed to load resource: net::ERR_FAILED')).toEqual([]);
  consoleErrors.length = 0;
});

/** The first legal square, to play as a person would. */
async function firstLegal(app: ReversiApp): Promise<string> {
  return app.page.evaluate(
    () => document.querySelector('[data-square]:has([data-legal])')!.getAttribute('data-square')!,
  );
}

/** FFO #40 (20 empties, the only one of #40-#49 within the hints' exact range): its
 * `#position=` text and every legal move's exact value, from tests/data/ffo-40-59.obf. */
function ffo40(): { position: string; values: Record<string, number> } {
  const line = readFileSync('tests/data/ffo-40-59.obf', 'utf8')
    .split('\n')
    .find((l) => l.trim() && !l.startsWith('%'))!;
  const [board, ...moves] = line.split(';');
  const [discs, side] = board.trim().split(/\s+/);
  const values: Record<string, number> = {};
  for (const m of moves.filter((m) => m.trim())) {
    const [sq, v] = m.trim().split(':');
    values[sq.toLowerCase()] = Number(v);
  }
  return { position: discs + side, values };
}

/** From a link opened in this tab to every hint of the position exact; the values shown. */
async function exactHintsOf(page: Page, position: string, legal: number) {
  return page.evaluate(
    async ({ position, legal }) => {
      const w = window as unknown as { __nodes: number };
      w.__nodes = 0;
      const t0 = performance.now();
      location.hash = `#position=${position}`;
      await new Promise<void>((resolve) => {
        const tick = () => {
          const shown = document.querySelectorAll('[data-legal]').length;
          const exact = document.querySelectorAll('[data-hint-exact="true"]').length;
          if (shown === legal && exact === legal) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      });
      const values: Record<string, number> = {};
      for (const el of document.querySelectorAll('[data-square][data-hint-exact="true"]')) {
        values[el.getAttribute('data-square')!] = Number(el.getAttribute('data-hint'));
      }
      return { ms: Math.round(performance.now() - t0), nodes: w.__nodes, values };
    },
    { position, legal },
  );
}

test('FFO #40 as hints and a whole review, on 1 and 2 workers', async ({ app, page }) => {
  test.setTimeout(600_000);
  await countNodes(page);
  const ffo = ffo40();
  const legal = Object.keys(ffo.values).length;
  const solves: { ms: number; nodes: number }[] = [];
  const reviews: number[] = [];
  for (const cores of [1, 2]) {
    await app.open({ hints: true });
    await app.setCores(cores);
    const { ms, nodes, values } = await exactHintsOf(page, ffo.position, legal);
    // The figures count only if the page found the file's values.
    expect(values).toEqual(ffo.values);
    solves.push({ ms, nodes });

    await app.open({ hints: false });
    await app.setCores(cores);
    await app.type(DRAW_LINE);
    await expect(app.status).toHaveText('Game over: a draw, 32–32');
    const started = Date.now();
    await app.press('V');
    await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: WAIT.wholeReview });
    reviews.push(Date.now() - started);
  }
  const [one, two] = solves;
  report(
    `FFO #40 hints until all exact: 1 worker ${one.ms} ms (${one.nodes} nodes), ` +
      `2 workers ${two.ms} ms (${two.nodes} nodes); wall ratio ${(two.ms / one.ms).toFixed(2)}, ` +
      `node ratio ${(two.nodes / one.nodes).toFixed(2)}`,
  );
  report(
    `review of the 60-move perfect game: 1 worker ${reviews[0]} ms, 2 workers ${reviews[1]} ms; ` +
      `ratio ${(reviews[1] / reviews[0]).toFixed(2)}`,
  );
});
