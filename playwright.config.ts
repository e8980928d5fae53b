// End-to-end tests: Debian's Chromium (never a downloaded browser) against the release
// build in dist/, served by a plain static server on the loopback address.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Specs whose tests never wait on the computer's thinking nor time the page: they run two at
 * a time, one per core. Every other spec (the computer's moves, hints, reviews, the pool, the
 * clock, the start-up's paint timed on a throttled CPU) runs alone, since on a 2-core machine
 * a second browser would take the cores its AI workers search on or its timings were measured
 * with, and their waits were measured on a machine that gave them those cores.
 * `scripts/test` runs the two projects one after the other.
 */
const SIDE_BY_SIDE = [
  'accessibility', 'axe', 'board', 'database', 'dialogs', 'friend', 'language', 'layout',
  'library', 'phone', 'record', 'sound', 'storage', 'themes',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  projects: [
    { name: 'side-by-side', testMatch: SIDE_BY_SIDE },
    { name: 'alone', testIgnore: SIDE_BY_SIDE, workers: 1 },
  ],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory dist`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // The static server logs every request; the test report is what matters.
    stdout: 'ignore',
    stderr: 'ignore',
    timeout: 30_000,
  },
});
