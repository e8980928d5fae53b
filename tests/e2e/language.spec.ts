// The game in English, Japanese and French: the browser's language on a first visit
// (Chromium started with a locale), the Language option applied at once and kept across a
// reload, no English left on a Japanese page, and screenshots of each language at a phone's
// and a desktop's size (test-results/language-*.png) to look at.
import { test, expect } from './reversi';

/** English words left in `text`, once move notation, numbers and names kept as they are
 * (the language menu's own names, keys, formats) are set aside. */
function englishWords(text: string): string[] {
  const kept = new Set(['English', 'Enter', 'Shift', 'Home', 'End', 'Fran', 'ais', 'OK', 'Esc', 'PNG', 'SVG', 'GGF', 'MIT', 'Rust', 'WebAssembly', 'Leptos', 'Ctrl', 'Mac', 'moves', 'position', 'pass', 'WTHOR', 'QR', 'STUN', 'WebRTC', 'FFO', 'JOU', 'TRN', 'wtb', 'jou', 'trn']);
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !kept.has(w) && !/^[a-h][1-8]$/.test(w));
}

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('shows the game in Japanese on the first visit', async ({ app, page }) => {
    await app.visit();
    expect(await app.language()).toBe('ja');
    await expect(page.locator('h1')).toHaveText('リバーシ');
    await expect(page).toHaveTitle('リバーシ');
    await expect(app.status).toHaveText('黒の番');
    await expect(page.getByTestId('new-game')).toContainText('新規対局');
    await expect(page.getByTestId('resign')).toContainText('投了');
    await app.actById('open-options');
    await expect(page.getByRole('dialog')).toContainText('設定');
    await expect(page.getByTestId('option-language')).toHaveValue('ja');
    await expect(page.getByRole('dialog')).toContainText('強さ');
    await page.keyboard.press('Escape');
    await app.actById('open-help');
    await expect(page.getByTestId('help-contents')).toContainText('ルール');
    await expect(page.getByRole('dialog')).toContainText('戦略ガイド');
  });

  test('leaves no English words on the page, in play, in Options and in Help', async ({ app, page }) => {
    await app.visit();
    await app.playAndAwaitReply('f5');
    await expect(app.status).toHaveText('黒の番');
    expect(englishWords(await app.visibleText())).toEqual([]);
    for (const opener of ['open-options', 'open-statistics', 'open-help', 'open-about']) {
      await app.actById(opener);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(englishWords(await page.getByRole('dialog').innerText()), opener).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('shows the game in French', async ({ app, page }) => {
    await app.visit();
    expect(await app.language()).toBe('fr');
    await expect(app.status).toHaveText('À Noir de jouer');
    await expect(page.getByTestId('new-game')).toContainText('Nouvelle partie');
    await expect(page.getByTestId('offer-draw')).toContainText('Proposer nulle');
    await app.actById('open-help');
    await expect(page.getByTestId('help-contents')).toContainText('Les règles');
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('falls back to English', async ({ app, page }) => {
    await app.visit();
    expect(await app.language()).toBe('en');
    await expect(page.locator('h1')).toHaveText('Reversi');
    await expect(app.status).toHaveText('Black to move');
    await expect(page.getByTestId('new-game')).toContainText('New game');
  });
});

test.describe('choosing in Options', () => {
  test.use({ locale: 'en-US' });

  test('applies at once without disturbing the game, and lasts across a reload', async ({ app, page }) => {
    await app.open();
    await app.playAll('f5d6');
    const before = await app.boardState();
    await app.chooseLanguage('ja');
    // The open dialog and the page behind it turn Japanese at once.
    await expect(page.getByRole('dialog')).toContainText('言語');
    await expect(app.status).toHaveText('黒の番');
    expect(await app.language()).toBe('ja');
    await page.keyboard.press('Escape');
    expect(await app.boardState()).toBe(before);
    await expect(app.turn).toHaveText('3手目');
    await app.reload();
    expect(await app.language()).toBe('ja');
    await expect(app.status).toHaveText('黒の番');
    expect(await app.boardState()).toBe(before);
    await app.chooseLanguage('fr');
    await expect(app.status).toHaveText('À Noir de jouer');
  });
});

for (const [locale, code] of [['en-US', 'en'], ['ja-JP', 'ja'], ['fr-FR', 'fr']] as const) {
  test.describe(`screenshots in ${code}`, () => {
    test.use({ locale });

    for (const [width, height] of [[320, 640], [375, 667], [1280, 800]] as const) {
      test(`at ${width}x${height} nothing overflows the page`, async ({ app, page }) => {
        await page.setViewportSize({ width, height });
        await app.open();
        await app.playAll('f5d6c3');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/language-${code}-${width}.png`, fullPage: true });
        await app.actById('open-options');
        await page.screenshot({ path: `test-results/language-${code}-${width}-options.png` });
      });
    }
  });
}
