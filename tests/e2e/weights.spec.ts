// The evaluation's weights are a file of their own, shipped zlib-compressed
// (dist/weights.bin.zlib, see scripts/compress-weights.mjs) and fetched by the AI worker.
// Missing or damaged, the computer still plays, with the hand-set evaluation, and the console
// says why.
import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext } from '@playwright/test';
import { test, expect, type ReversiApp, WEIGHTS_FILE } from './reversi';

const ROOT = path.resolve(__dirname, '../..');
/** The file as the build ships it, and the plain file it was compressed from. */
const SHIPPED = fs.readFileSync(path.join(ROOT, 'dist', WEIGHTS_FILE));
const PLAIN = fs.readFileSync(path.join(ROOT, 'src/engine/eval/weights.bin'));

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
 * sees the worker's requests. Returns how many times the file was asked for.
 */
async function serveWeights(context: BrowserContext, fulfill: { status: number; body: string | Buffer }) {
  const asked = { count: 0 };
  await context.route(`**/${WEIGHTS_FILE}`, (route) => {
    asked.count += 1;
    return route.fulfill(fulfill);
  });
  return asked;
}

const BROKEN = [
  { name: 'missing', fulfill: { status: 404, body: 'not found' } },
  { name: 'damaged', fulfill: { status: 200, body: 'RVPW and then nothing that makes sense' } },
  // A download cut short: the compressed stream ends early.
  { name: 'cut short', fulfill: { status: 200, body: SHIPPED.subarray(0, SHIPPED.length >> 1) } },
];

for (const { name, fulfill } of BROKEN) {
  test(`with the weights file ${name}, the computer still plays and the console says why`, async ({
    app,
    context,
    consoleErrors,
  }) => {
    const asked = await serveWeights(context, fulfill);
    await computerAnswersF5(app);
    expect(asked.count, 'the worker asked for the weights').toBeGreaterThan(0);
    const said = consoleErrors.filter((e) => e.includes('evaluation weights') && e.includes('hand-set'));
    expect(said.length, `console errors: ${JSON.stringify(consoleErrors)}`).toBeGreaterThan(0);
    // The expected message is the only error.
    expect(consoleErrors.filter((e) => !said.includes(e))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('with the weights file in place, the worker loads it without a word', async ({ app, page, consoleErrors }) => {
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
  context,
  consoleErrors,
}) => {
  const asked = await serveWeights(context, { status: 200, body: PLAIN });
  await computerAnswersF5(app);
  expect(asked.count, 'the worker asked for the weights').toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});
