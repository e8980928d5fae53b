// Start-up on a slow phone: first contentful paint and interactive board, three cold loads
// with 4x CPU throttling, 1.6 Mbit/s and 150 ms round trips.
import { test, startTimes } from '../e2e/reversi';
import { median, report } from './measure';

test('first paint and interactive board on a slow phone (4x CPU, 1.6 Mbit/s, 150 ms)', async ({ browser }) => {
  const runs: { paint: number; board: number }[] = [];
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
    runs.push(await startTimes(page, './'));
    await context.close();
  }
  report(
    `throttled start (4x CPU, 1.6 Mbit/s, 150 ms RTT, cold): first contentful paint median ` +
      `${median(runs.map((r) => r.paint))} ms, interactive board median ${median(runs.map((r) => r.board))} ms ` +
      `(runs: ${runs.map((r) => `${r.paint}/${r.board}`).join(', ')} ms)`,
  );
});
