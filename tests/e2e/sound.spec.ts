// Sound (issue 43, item 7): a knock and ticks for a move, a chord at the game's end, made
// with Web Audio once the player has tapped or clicked, and an option to switch it off that
// outlives a reload. The page's AudioContext is wrapped to count the contexts made and the
// oscillators started; the app counts each sound it starts on <html> (data-sound-move,
// data-sound-flip, data-sound-end), from 0 once it listens.
import type { Page } from '@playwright/test';
import { test, expect, PHONES_AND_DESKTOP, WIPEOUT, type ReversiApp } from './reversi';

/** What the wrapped AudioContext saw. */
interface Audio {
  contexts: number;
  starts: number;
}

/** From the next page load on, counts the AudioContexts made and the oscillators started. */
async function countAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __audio: Audio };
    w.__audio = { contexts: 0, starts: 0 };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.__audio.contexts += 1;
      }
      createOscillator(): OscillatorNode {
        const osc = super.createOscillator();
        const start = osc.start.bind(osc);
        osc.start = (when?: number) => {
          w.__audio.starts += 1;
          start(when);
        };
        return osc;
      }
    };
  });
}

async function audio(page: Page): Promise<Audio> {
  return page.evaluate(() => (window as unknown as { __audio: Audio }).__audio);
}

/** The app's count of sounds of `kind` started. */
function sounds(page: Page, kind: 'move' | 'flip' | 'end') {
  return expect(page.locator('html'), `${kind} sounds`);
}

/** Opens the app for two people and waits until it listens for the first gesture. */
async function ready(app: ReversiApp): Promise<void> {
  await countAudio(app.page);
  await app.open();
  await sounds(app.page, 'move').toHaveAttribute('data-sound-move', '0');
}

/** Sets the Sound option in the Options dialog and closes it with OK. */
async function setSound(app: ReversiApp, on: boolean): Promise<void> {
  await app.actById('open-options');
  await app.page.getByTestId('option-sound').setChecked(on);
  await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
  await expect(app.dialog('Options')).toHaveCount(0);
}

const SIZES = PHONES_AND_DESKTOP;

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('Sound is an option, on by default, and stays as chosen across a reload', async ({ app, page }) => {
      await ready(app);
      await app.actById('open-options');
      const sound = page.getByTestId('option-sound');
      await expect(sound).toBeChecked();
      await expect(app.dialog('Options').getByLabel('Sound')).toBeChecked();
      await app.dialog('Options').getByRole('button', { name: 'Cancel' }).click();

      await setSound(app, false);
      expect(JSON.parse((await app.stored('reversi.options'))!).sound).toBe(false);
      await app.reload();
      await app.actById('open-options');
      await expect(sound).not.toBeChecked();
      await sound.check();
      await app.dialog('Options').getByRole('button', { name: 'OK' }).click();
      await app.reload();
      await app.actById('open-options');
      await expect(sound).toBeChecked();
    });

    test('a move after a click knocks and ticks, and the game’s end sounds a chord', async ({ app, page }) => {
      await ready(app);
      // Browsers allow audio only after a gesture: nothing is made before the first click.
      expect((await audio(page)).contexts).toBe(0);
      await app.play('d3');
      await sounds(page, 'move').toHaveAttribute('data-sound-move', '1');
      await sounds(page, 'flip').toHaveAttribute('data-sound-flip', '1');
      const first = await audio(page);
      expect(first.contexts).toBe(1);
      // The knock and one tick for the one disc d3 turns.
      expect(first.starts).toBe(2);
      await expect(page.locator('html')).toHaveAttribute('data-sound-end', '0');

      await app.playAll(WIPEOUT.slice(2));
      await expect(app.status).toHaveText(/Game over/);
      await sounds(page, 'end').toHaveAttribute('data-sound-end', '1');
      await sounds(page, 'move').toHaveAttribute('data-sound-move', '9');
      const after = await audio(page);
      expect(after.contexts, 'one context for the page').toBe(1);
      // Nine knocks, at least nine ticks, and the chord's three notes.
      expect(after.starts).toBeGreaterThanOrEqual(9 + 9 + 3);

      // Looking back through the finished game and forward again is silent.
      const before = after.starts;
      await app.step('back');
      await expect(app.discs).not.toHaveCount(13);
      await app.step('forward');
      await expect(app.discs).toHaveCount(13);
      await sounds(page, 'move').toHaveAttribute('data-sound-move', '9');
      expect((await audio(page)).starts).toBe(before);
    });

    test('with Sound off no sound starts, and switching it on again brings them back', async ({ app, page }) => {
      await ready(app);
      await setSound(app, false);
      await app.playAll(WIPEOUT);
      await expect(app.status).toHaveText(/Game over/);
      // The last move's sounds would have been counted by the time its disc is shown.
      await expect(app.discs).toHaveCount(13);
      for (const kind of ['move', 'flip', 'end'] as const) {
        await sounds(page, kind).toHaveAttribute(`data-sound-${kind}`, '0');
      }
      expect((await audio(page)).starts).toBe(0);

      await setSound(app, true);
      await app.press('N');
      await expect(app.discs).toHaveCount(4);
      await app.play('f5');
      await sounds(page, 'move').toHaveAttribute('data-sound-move', '1');
      expect((await audio(page)).starts).toBeGreaterThan(0);
    });
  });
}
