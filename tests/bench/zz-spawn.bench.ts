import { test, expect, DRAW_LINE } from '../e2e/reversi';
test('spawn timeline', async ({ app, page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __log: string[] };
    w.__log = [];
    let n = 0;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const id = n++;
        const t0 = performance.now();
        w.__log.push(`${id} new @${Math.round(t0)}`);
        this.addEventListener('message', (e) => {
          const b = (e.data as ArrayBuffer).byteLength;
          w.__log.push(`${id} reply ${b}B +${Math.round(performance.now() - t0)}`);
        });
        const post = this.postMessage.bind(this);
        this.postMessage = (m: unknown, ...r: unknown[]) => {
          const bytes = m as Uint8Array;
          w.__log.push(`${id} post ${bytes[0]} ${bytes.byteLength}B +${Math.round(performance.now() - t0)}`);
          // @ts-expect-error same args
          post(m, ...r);
        };
      }
    } as typeof Worker;
  });
  await app.open({ hints: true });
  await app.type(DRAW_LINE.slice(0, 70));
  await expect(page.locator('[data-hint]').first()).toBeVisible();
  await page.waitForTimeout(500);
  await app.type(DRAW_LINE.slice(70, 72));
  await page.waitForTimeout(1500);
  const log = await page.evaluate(() => (window as unknown as { __log: string[] }).__log);
  const seen = new Set<string>();
  const out = log.filter((l) => {
    const [id, kind, x] = l.split(' ');
    const key = id + kind + (kind === 'post' ? x : l.includes('1B') ? 'ready' : l.includes('2B') ? 'w' : 'o');
    const keep = !seen.has(key) || kind === 'new';
    seen.add(key);
    return keep;
  });
  console.log(out.join('\n'));
});
