// The games database in Chromium (issue 65's budgets: an import of 100,000+ games within
// 10 s, the explorer's figures within 200 ms up to 20 plies): the WTHOR files that
// scripts/bench-database wrote (DB_BENCH_DIR) imported through the page's file input, the
// import's time and longest main-thread task (from a Chrome trace, and as the longtask
// observer counts them), the explorer's time at each ply from 0 to 20 of
// a game from the files, and the page's peak JS heap and wasm memory.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test, expect } from '../e2e/reversi';
import { median, report } from './measure';

const DIR = process.env.DB_BENCH_DIR ?? '';

/** A WTHOR move byte (10 × column + row, from 1) as a square's name. */
const square = (byte: number) => String.fromCharCode(96 + (byte % 10)) + Math.floor(byte / 10);

/** The first game of a `.wtb` file as a transcript (16-byte header, 68-byte records). */
function firstGame(file: string): string {
  const bytes = fs.readFileSync(file);
  const moves = Array.from(bytes.subarray(16 + 8, 16 + 68)).filter((b) => b !== 0);
  return moves.map(square).join('');
}

/** A Chrome trace event, as much of it as is read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The durations in ms of the tasks the page's main thread ran, from a trace. */
function mainTasks(trace: TraceEvent[]): number[] {
  const main = trace.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  return trace
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .map((e) => (e.dur ?? 0) / 1000);
}

test('import of the generated archive, the explorer up to 20 plies, and the peak memory', async ({ app, page }) => {
  test.skip(!DIR, 'DB_BENCH_DIR names the folder scripts/bench-database writes');
  const files = fs
    .readdirSync(DIR)
    .filter((f) => f.toLowerCase().endsWith('.wtb'))
    .sort()
    .map((f) => path.join(DIR, f));
  const games = files.reduce((n, f) => n + (fs.statSync(f).size - 16) / 68, 0);
  // Every wasm memory the page makes (the app's, and its chunks share it), for its size.
  await page.addInitScript(() => {
    const w = window as unknown as { memories: WebAssembly.Memory[]; longTasks: number[] };
    w.memories = [];
    w.longTasks = [];
    const keep = (result: WebAssembly.WebAssemblyInstantiatedSource | WebAssembly.Instance) => {
      const instance = 'instance' in result ? result.instance : result;
      for (const e of Object.values(instance.exports)) if (e instanceof WebAssembly.Memory) w.memories.push(e);
      return result;
    };
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = (...a) => streaming(...a).then(keep) as never;
    const plain = WebAssembly.instantiate;
    WebAssembly.instantiate = ((...a: Parameters<typeof plain>) => plain(...a).then(keep)) as never;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peakHeap = 0;
  const sample = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    peakHeap = Math.max(peakHeap, used);
  };
  const wasmBytes = () =>
    page.evaluate(() =>
      (window as unknown as { memories: WebAssembly.Memory[] }).memories.reduce((n, m) => n + m.buffer.byteLength, 0),
    );

  await app.open();
  await app.openExplorer();
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
  const wasmBefore = await wasmBytes();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sample();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // A trace of the import: the main thread's every task, where the longtask observer sees
  // only those over 50 ms.
  const trace: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => trace.push(...(d.value as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const input = page.getByTestId('database-import');
  const t0 = Date.now();
  await input.setInputFiles(files);
  await expect(app.databaseCount).toHaveAttribute('data-games', String(games), { timeout: 120_000 });
  await expect(input).toBeEnabled();
  const importMs = Date.now() - t0;
  const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await traced;
  const tasks = mainTasks(trace);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

  // The explorer after each ply of the first game, 0 to 20: the time from the stepper's press
  // to the explorer's redrawn figures.
  await app.type(firstGame(files[0]).slice(0, 40));
  await app.step('first');
  await expect(page.getByTestId('explorer-reached')).toHaveAttribute('data-games', String(games));
  // The time from a press of the stepper's `to` button to the explorer's redrawn figures.
  const step = (to: 'back' | 'forward') =>
    page.evaluate(async (to) => {
      const target = document.querySelector('[data-testid="explorer"]')!;
      const button = document.querySelector(`[data-testid="stepper-${to}"]`) as HTMLElement;
      const t = performance.now();
      const changed = new Promise<number>((resolve) => {
        const seen = new MutationObserver(() => {
          seen.disconnect();
          resolve(performance.now() - t);
        });
        seen.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => resolve(NaN), 10_000);
      });
      button.click();
      return changed;
    }, to);
  // Ply 0 is measured stepping back to it from ply 1.
  await step('forward');
  const explorer = [await step('back')];
  for (let ply = 1; ply <= 20; ply += 1) explorer.push(await step('forward'));
  sampling = false;
  await sampler;
  await sample();
  const wasmAfter = await wasmBytes();
  const mb = (n: number) => (n / 1e6).toFixed(1);
  report(
    `database: ${games} games in ${files.length} files imported in ${importMs} ms ` +
      `(longest main-thread task ${Math.max(0, ...tasks).toFixed(1)} ms traced, ` +
      `${tasks.filter((t) => t > 16).length} over 16 ms; longtask observer: ${longTasks.length} over 50 ms, ` +
      `longest ${Math.round(Math.max(0, ...longTasks))} ms)`,
  );
  report(
    `explorer, plies 0-20: median ${median(explorer).toFixed(1)} ms, max ${Math.max(...explorer).toFixed(1)} ms ` +
      `(${explorer.map((t) => t.toFixed(0)).join(' ')})`,
  );
  report(`memory: peak JS heap ${mb(peakHeap)} MB; wasm memory ${mb(wasmBefore)} MB before, ${mb(wasmAfter)} MB after`);
});
