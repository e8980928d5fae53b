// Start-up on a slow phone: first contentful paint, interactive board and the computer's first
// reply (the default level, to a move played as soon as the board takes one), three cold loads
// with 4x CPU throttling, 1.6 Mbit/s and 150 ms round trips.
import { test, startTimes } from '../e2e/reversi';
import { median, report } from './measure';

test('first paint, interactive board and first reply on a slow phone (4x CPU, 1.6 Mbit/s, 150 ms)', async ({ browser }) => {
  const runs: { paint: number; board: number; reply: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = await startTimes(page, './');
    await page.locator('[data-legal]').first().click();
    // Four discs, the player's and one the computer placed (each move flips at least one).
    await page.waitForFunction(() => document.querySelectorAll('[data-disc]').length >= 6, null, { timeout: 120_000 });
    runs.push({ ...start, reply: Math.round(await page.evaluate(() => performance.now())) });
    await context.close();
  }
  report(
    `throttled start (4x CPU, 1.6 Mbit/s, 150 ms RTT, cold): first contentful paint median ` +
      `${median(runs.map((r) => r.paint))} ms, interactive board median ${median(runs.map((r) => r.board))} ms, ` +
      `first reply median ${median(runs.map((r) => r.reply))} ms ` +
      `(runs: ${runs.map((r) => `${r.paint}/${r.board}/${r.reply}`).join(', ')} ms)`,
  );
});
