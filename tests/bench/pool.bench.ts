// The pool of search workers (issue 23), each figure from the same run: the time until every
// hint is exact at 20 empties, and the nodes the workers searched for it, with 1 and with 2
// workers; then Expert's mean and longest move time (from asking to the move on the board,
// which includes the page's 450 ms pause before showing it) over a game's first moves.
import type { Page } from '@playwright/test';
import { test, expect, DRAW_LINE, type ReversiApp } from '../e2e/reversi';
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
          // Replies are postcard bytes (src/protocol.rs): `Reply::Searched` is variant 1, then
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
  for (let move = 0; move < 12; move++) {
    const status = await app.status.textContent();
    if (status?.startsWith('Game over')) break;
    await app.playAndAwaitReply(await firstLegal(app));
  }
  const times = await page.evaluate(() => (window as unknown as { __thinking: number[] }).__thinking);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  report(
    `Expert on 2 workers, ${times.length} moves: mean ${Math.round(mean)} ms, longest ${Math.round(Math.max(...times))} ms`,
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
