// Issue 13: the evaluation's weights are a file of their own (dist/weights.bin), fetched by the
// AI worker. Missing or damaged, the computer still plays, with the hand-set evaluation, and
// the console says why.
import { test, expect, openApp, clickMove, square } from './fixtures';
import type { Page } from '@playwright/test';

// Without the service worker, each request for the file reaches the route below.
test.use({ serviceWorkers: 'block' });

async function computerAnswersF5(page: Page) {
  await page.getByRole('button', { name: 'Options', exact: true }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByLabel('Difficulty').selectOption('expert');
  await options.getByLabel('White player').selectOption('computer');
  await options.getByRole('button', { name: 'OK' }).click();
  await clickMove(page, 'f5');
  await expect(page.getByTestId('status')).toHaveText('Black to move', { timeout: 30_000 });
  const replies = ['d6', 'f4', 'f6'].map((name) => square(page, name).locator('[data-disc="white"]'));
  const counts = await Promise.all(replies.map((r) => r.count()));
  expect(counts.reduce((a, b) => a + b, 0), 'White played one of its legal moves').toBe(1);
}

const BROKEN = [
  { name: 'missing', fulfill: { status: 404, body: 'not found' } },
  { name: 'damaged', fulfill: { status: 200, body: 'RVPW and then nothing that makes sense' } },
];

for (const { name, fulfill } of BROKEN) {
  test(`with the weights file ${name}, the computer still plays and the console says why`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    let asked = 0;
    // On the context, so that it also sees the worker's requests.
    await context.route('**/weights.bin', (route) => {
      asked += 1;
      return route.fulfill(fulfill);
    });
    await openApp(page);
    await computerAnswersF5(page);
    expect(asked, 'the worker asked for the weights').toBeGreaterThan(0);
    const said = consoleErrors.filter((e) => e.includes('evaluation weights') && e.includes('hand-set'));
    expect(said.length, `console errors: ${JSON.stringify(consoleErrors)}`).toBeGreaterThan(0);
    // The expected message is the only error.
    expect(consoleErrors.filter((e) => !said.includes(e))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('with the weights file in place, the worker loads it without a word', async ({ page }) => {
  let served = 0;
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/weights.bin')) served += 1;
  });
  await openApp(page);
  await computerAnswersF5(page);
  expect(served).toBeGreaterThan(0);
});
