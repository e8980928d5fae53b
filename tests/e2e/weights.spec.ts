// The evaluation's weights are a file of their own, shipped zlib-compressed
// (dist/weights.bin.zlib, see scripts/compress-weights.mjs), fetched once by the page and
// given to each AI worker. Missing or damaged, the computer still plays, with the hand-set
// evaluation, and the console says why, once.
import * as fs from 'fs';
import * as path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, type ReversiApp, WEIGHTS_FILE } from './reversi';

const ROOT = path.resolve(__dirname, '../..');
/** The file as the build ships it, and the plain file it was compressed from. */
const SHIPPED = fs.readFileSync(path.join(ROOT, 'dist', WEIGHTS_FILE));
const PLAIN = fs.readFileSync(path.join(ROOT, 'crates/engine/src/eval/weights.bin'));

/** White's legal answers to 1. f5. */
const REPLIES_TO_F5 = ['d6', 'f4', 'f6'];

async function computerAnswersF5(app: ReversiApp) {
  await app.open();
  await app.setPlayers('human', 'computer', 'expert');
  await app.playAndAwaitReply('f5');
  await expect(app.status).toHaveText('Black to move');
  const counts = await Promise.all(REPLIES_TO_F5.map((name) => app.disc(name, 'white').count()));
  expect(counts.reduce((a, b) => a + b, 0), 'White played one of its legal moves').toBe(1);
}

/**
 * Serves every request for the weights file with `fulfill`; on the context, so that it also
 * sees the service worker's precache. Returns how many times the page's latest document asked
 * for the file, and where that document's console errors start in `consoleErrors` (the app
 * opens with a reload).
 */
async function serveWeights(
  page: Page,
  consoleErrors: string[],
  fulfill: { status: number; body: string | Buffer },
) {
  const asked = { count: 0, errorsFrom: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      asked.count = 0;
      asked.errorsFrom = consoleErrors.length;
    }
  });
  page.on('request', (request) => {
    if (request.url().endsWith(`/${WEIGHTS_FILE}`)) asked.count += 1;
  });
  await page.context().route(`**/${WEIGHTS_FILE}`, (route) => route.fulfill(fulfill));
  return asked;
}

const BROKEN = [
  { name: 'missing', fulfill: { status: 404, body: 'not found' } },
  { name: 'damaged', fulfill: { status: 200, body: 'RVPW and then nothing that makes sense' } },
  // A download cut short: the compressed stream ends early.
  { name: 'cut short', fulfill: { status: 200, body: SHIPPED.subarray(0, SHIPPED.length >> 1) } },
];

for (const { name, fulfill } of BROKEN) {
  test(`with the weights file ${name}, the computer still plays and the console says why once`, async ({
    app,
    page,
    consoleErrors,
  }) => {
    const asked = await serveWeights(page, consoleErrors, fulfill);
    await computerAnswersF5(app);
    expect(asked.count, 'the page asked for the weights once').toBe(1);
    const said = consoleErrors
      .slice(asked.errorsFrom)
      .filter((e) => e.includes('evaluation weights') && e.includes('hand-set'));
    expect(said.length, `console errors: ${JSON.stringify(consoleErrors)}`).toBe(1);
    // The expected message is the only error, besides the browser's own line for a 404 it was
    // served (the page's fetch is reported; a worker's was not).
    const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    const others = consoleErrors.filter((e) => !said.includes(e) && !(fulfill.status === 404 && e === notFound));
    expect(others).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('with the weights file in place, the workers load it without a word', async ({ app, page, consoleErrors }) => {
  let served = 0;
  page.on('requestfinished', (r) => {
    if (r.url().endsWith(`/${WEIGHTS_FILE}`)) served += 1;
  });
  await computerAnswersF5(app);
  expect(served).toBeGreaterThan(0);
  expect(SHIPPED.length, 'the build ships the weights compressed').toBeLessThan(PLAIN.length / 2);
  expect(consoleErrors).toEqual([]);
});

test('served uncompressed, the weights file loads without a word as well', async ({
  app,
  page,
  consoleErrors,
}) => {
  const asked = await serveWeights(page, consoleErrors, { status: 200, body: PLAIN });
  await computerAnswersF5(app);
  expect(asked.count, 'the page asked for the weights').toBe(1);
  expect(consoleErrors).toEqual([]);
});
