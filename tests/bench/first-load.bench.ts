// The first load, five cold visits to a gzipping static host: bytes until the board is
// interactive, bytes with the service worker's offline copy, and the time to an interactive
// board. (pwa.spec.ts holds the first visit to its byte budget.)
import * as path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { test, startTimes, waitForControl } from '../e2e/reversi';
import { median, report } from './measure';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../e2e/static-server.cjs');

const DIST = path.resolve(__dirname, '../../dist');

type Server = { url: string; stats: { bytes: number }; reset(): void; close(): Promise<void> };

test('first-load transfer (gzip) and time to an interactive board, cold', async ({ browser }) => {
  const server: Server = await startServer({ root: DIST });
  const runs: { ms: number; bytes: number; total: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const context: BrowserContext = await browser.newContext();
    const page = await context.newPage();
    server.reset();
    const { board } = await startTimes(page, server.url);
    const bytes = server.stats.bytes;
    await waitForControl(page);
    runs.push({ ms: board, bytes, total: server.stats.bytes });
    await context.close();
  }
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  report(
    `first load (cold, gzip): ${kib(median(runs.map((r) => r.bytes)))} until the board is interactive, ` +
      `${kib(median(runs.map((r) => r.total)))} including the service worker's precache; ` +
      `time to interactive board: median ${median(runs.map((r) => r.ms))} ms ` +
      `(runs: ${runs.map((r) => r.ms).join(', ')} ms)`,
  );
  await server.close();
});
