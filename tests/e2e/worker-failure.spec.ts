// Issue 41: an AI worker that cannot start, whichever of its files fails (the loader, the
// wasm-bindgen glue, the wasm: missing, unreachable or not wasm). The pool replaces it a few
// times, then the page says once that the computer cannot play, with Retry; nothing is left
// uncaught, and the computer makes no move that no search chose, however long it is given.
// With the file back, Retry brings the computer back. And of the worker's two builds (issue 44),
// the SIMD one starts where the browser has wasm SIMD, the portable one elsewhere or where the
// SIMD one is missing.
import type { BrowserContext, Request } from '@playwright/test';
import { test, expect, PORTABLE_WORKER_WASM, type ReversiApp, WORKER_GLUE, WORKER_WASM } from './reversi';

// The service worker would serve the worker's files from its cache, past the blocked route.
test.use({ serviceWorkers: 'block' });

/** Longer than the Expert's 2.5 s cap, the move's 450 ms on show and the pool's watch. */
const PAST_EXPERTS_MOVE_MS = 10_000;

const FAILURES = [
  { file: 'worker_loader.js', how: '404' },
  { file: WORKER_GLUE, how: 'abort' },
  { file: WORKER_WASM, how: 'abort' },
  { file: WORKER_WASM, how: 'garbage' },
] as const;

for (const { file, how } of FAILURES) {
  test(`${file} (${how}): the notice and Retry, no uncaught error, no move no search chose; Retry with it back plays`, async ({
    app,
    page,
    consoleErrors,
  }) => {
    const pageErrors = app.pageErrors();
    await page.clock.install();
    await app.blockAiFile(file, how);
    await app.open({ white: 'computer', level: 'expert' });
    await app.play('f5');
    await app.expectAiUnavailable();
    await app.passTime(PAST_EXPERTS_MOVE_MS);
    await expect(app.discs, 'the computer made no move').toHaveCount(5);
    await app.expectAiUnavailable();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    // The browser logs the failed fetch; nothing else is an error.
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    consoleErrors.length = 0;

    await app.unblockAiFile(file);
    await app.aiRetry.click();
    await expect(app.aiUnavailable).toHaveCount(0);
    await app.computerMove();
    await expect(app.discs).toHaveCount(6);
    await expect(app.status).toHaveText('Black to move');
    expect(pageErrors).toEqual([]);
  });
}

/**
 * Opens a game against the computer, plays f5 and waits for the reply; the names of the files
 * the page and its workers fetched meanwhile.
 */
async function fetchedForAReply(app: ReversiApp, context: BrowserContext): Promise<string[]> {
  const fetched: string[] = [];
  const note = (r: Request) => fetched.push(r.url().split('/').pop()!);
  context.on('request', note);
  await app.open({ white: 'computer' });
  await app.play('f5');
  await app.computerMove();
  await expect(app.discs).toHaveCount(6);
  context.off('request', note);
  return fetched;
}

test('the SIMD build of the AI worker is the one started, and where it is missing the portable one plays', async ({
  app,
  context,
}) => {
  let fetched = await fetchedForAReply(app, context);
  expect(fetched).toContain(WORKER_WASM);
  expect(fetched).not.toContain(PORTABLE_WORKER_WASM);

  // A host with an older copy of the site, without the SIMD build: 404 for its wasm, packed or
  // not, and every worker started from now on falls back to the portable build.
  await context.route(/worker_simd_bg\.wasm(\.zlib)?$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  fetched = await fetchedForAReply(app, context);
  expect(fetched).toContain(PORTABLE_WORKER_WASM);
  expect(fetched).toContain('worker.js');
  await expect(app.aiUnavailable).toHaveCount(0);
});

test('a browser without wasm SIMD starts the portable build of the AI worker, and it plays', async ({ app, context }) => {
  // Such a browser refuses every SIMD module: here the loader's check is made to refuse it.
  await context.route('**/worker_loader.js', async (route) => {
    const response = await route.fetch();
    const body = `WebAssembly.validate = () => false;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
  const fetched = await fetchedForAReply(app, context);
  expect(fetched).toContain(PORTABLE_WORKER_WASM);
  expect(fetched).not.toContain(WORKER_WASM);
  expect(fetched).not.toContain(WORKER_GLUE);
});

test('a browser that refuses to start workers: the notice, no uncaught error, and the board still plays', async ({
  app,
  page,
}) => {
  const pageErrors = app.pageErrors();
  await page.addInitScript(() => {
    // As a page whose content policy forbids workers: the constructor throws.
    window.Worker = class {
      constructor() {
        throw new DOMException('workers are not allowed here', 'SecurityError');
      }
    } as unknown as typeof Worker;
  });
  // Hints need the workers; a game between two people does not.
  await app.open({ hints: true });
  await app.expectAiUnavailable();
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  await app.play('f5');
  await app.play('d6');
  await expect(app.discs).toHaveCount(6);
  expect(pageErrors).toEqual([]);
});
