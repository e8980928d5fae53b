// Web measurements (scripts/bench-web): the end-to-end set-up, pointed at tests/bench, whose
// specs print timings and sizes rather than pass or fail on them.
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({
  ...e2e,
  testDir: 'tests/bench',
  testMatch: '*.bench.ts',
  timeout: 300_000,
});
