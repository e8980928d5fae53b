// Issue 13: the evaluation's weights are a file of their own (dist/weights.bin), fetched by the
// AI worker. Missing or damaged, the computer still plays, with the hand-set evaluation, and
// the console says why.
import { test, expect, type ReversiApp } from './reversi';

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

const BROKEN = [
  { name: 'missing', fulfill: { status: 404, body: 'not found' } },
  { name: 'damaged', fulfill: { status: 200, body: 'RVPW and then nothing that makes sense' } },
];

for (const { name, fulfill } of BROKEN) {
  test(`with the weights file ${name}, the computer still plays and the console says why`, async ({
    app,
    context,
    consoleErrors,
  }) => {
    let asked = 0;
    // On the context, so that it also sees the worker's requests.
    await context.route('**/weights.bin', (route) => {
      asked += 1;
      return route.fulfill(fulfill);
    });
    await computerAnswersF5(app);
    expect(asked, 'the worker asked for the weights').toBeGreaterThan(0);
    const said = consoleErrors.filter((e) => e.includes('evaluation weights') && e.includes('hand-set'));
    expect(said.length, `console errors: ${JSON.stringify(consoleErrors)}`).toBeGreaterThan(0);
    // The expected message is the only error.
    expect(consoleErrors.filter((e) => !said.includes(e))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('with the weights file in place, the worker loads it without a word', async ({ app, page }) => {
  let served = 0;
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/weights.bin')) served += 1;
  });
  await computerAnswersF5(app);
  expect(served).toBeGreaterThan(0);
});
