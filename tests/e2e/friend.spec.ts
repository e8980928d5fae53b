// Play a friend by link: two browser contexts (two people, two devices) play through the
// links each page shows, as a person would paste them into the address bar.
import { crc32 } from 'node:zlib';
import { ReversiApp, expect, friendPage, test } from './reversi';

/** Sets the page's language in Options and closes them with OK. */
async function speak(app: ReversiApp, lang: 'en' | 'ja' | 'fr'): Promise<void> {
  await app.chooseLanguage(lang);
  await app.page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect(app.page.getByRole('dialog')).toHaveCount(0);
  await expect(app.page.locator('html')).toHaveAttribute('lang', lang);
}

/** `link` with its moves replaced and its check sum made right again: a page that lies. */
function forged(link: string, moves: string, from?: 'b' | 'w'): string {
  const [address, fragment] = link.split('#');
  let body = fragment.replace(/&sum=[0-9a-f]{8}$/, '').replace(/moves=[a-h1-8]*/, `moves=${moves}`);
  if (from) body = body.replace(/from=[bw]/, `from=${from}`);
  const sum = (crc32(Buffer.from(body)) >>> 0).toString(16).padStart(8, '0');
  return `${address}#${body}&sum=${sum}`;
}

/** Plays the whole game, each side its first legal square, each link sent to the other page. */
async function playToTheEnd(alice: ReversiApp, bob: ReversiApp): Promise<number> {
  let moves = 0;
  for (;;) {
    const [a, b] = [await alice.legal.count(), await bob.legal.count()];
    if (a === 0 && b === 0) return moves;
    expect(a === 0 || b === 0, 'only one page may move at a time').toBe(true);
    const [mover, other] = a > 0 ? [alice, bob] : [bob, alice];
    const square = (await mover.firstLegal().getAttribute('data-square'))!;
    await mover.play(square);
    moves += 1;
    await other.openLink(await mover.friendLink());
    await expect(other.disc(square)).toHaveCount(1);
    await expect(other.discs).toHaveCount(await mover.discs.count());
  }
}

for (const { size, lang } of [
  { size: { width: 375, height: 667 }, lang: 'en' as const },
  { size: { width: 1280, height: 800 }, lang: 'ja' as const },
]) {
  test(`two people play a whole game by links at ${size.width}x${size.height} in ${lang}`, async ({
    app: alice,
    page,
    browser,
  }, info) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    await alice.open();
    if (lang !== 'en') await speak(alice, lang);
    const friend = await friendPage(browser, info, size);
    const bob = friend.app;
    await bob.open();
    if (lang !== 'en') await speak(bob, lang);

    await alice.startFriendGame('Alice', 'Bob', 'black');
    await expect(alice.friendGame).toHaveAttribute('data-mode', 'link');
    await expect(alice.lineup).toContainText('Alice');
    await expect(alice.lineup).toContainText('Bob');
    await alice.play('f5');
    await bob.openLink(await alice.friendLink());
    await expect(bob.friendGame).toHaveAttribute('data-me', 'white');
    await expect(bob.disc('f5', 'black')).toHaveCount(1);
    // Bob's page lets him move only his own colour; Alice's waits for him.
    expect(await bob.legal.count()).toBeGreaterThan(0);
    await expect(alice.legal).toHaveCount(0);
    const row = bob.page.getByTestId('friend-game-row');
    await expect(row).toHaveAttribute('data-turn', 'me');
    await expect(row).toContainText('Alice');

    const moves = await playToTheEnd(alice, bob);
    expect(moves).toBeGreaterThan(20);
    expect(await bob.boardState()).toBe(await alice.boardState());
    await expect(alice.page.getByTestId('friend-game-row')).toHaveAttribute('data-turn', 'over');
    await expect(bob.page.getByTestId('friend-game-row')).toHaveAttribute('data-turn', 'over');
    await expect(alice.status).toHaveText(await bob.status.textContent() ?? '');
    expect(friend.errors).toEqual([]);
    await friend.close();
  });
}

test('a friend link refuses what does not fit, keeps older links harmless, and survives a reload', async ({
  app: alice,
  browser,
}, info) => {
  await alice.open();
  const friend = await friendPage(browser, info, { width: 1280, height: 800 });
  const bob = friend.app;
  await bob.open();
  await alice.startFriendGame('Alice', 'Bob', 'black');
  await alice.play('f5');
  const first = await alice.friendLink();
  await bob.openLink(first);
  await bob.play('d6');
  const reply = await bob.friendLink();
  await alice.openLink(reply);
  await expect(alice.disc('d6', 'white')).toHaveCount(1);
  const before = await alice.boardState();

  // An older link of the same game changes nothing.
  await alice.openLink(first);
  await expect(alice.notice).toContainText('nothing new');
  expect(await alice.boardState()).toBe(before);

  // Other moves in the shared part, and a move of Alice's colour she did not play.
  const conflict = alice.page.getByTestId('friend-conflict');
  await alice.openLink(forged(reply, 'f5f6'));
  await expect(conflict).toContainText('moves differ');
  expect(await alice.boardState()).toBe(before);
  await alice.openLink(forged(reply, 'f5d6c3'));
  await expect(conflict).toContainText('did not play');
  expect(await alice.boardState()).toBe(before);

  // A link cut short, and one changed by hand.
  await alice.openLink(reply.slice(0, reply.length - 12));
  await expect(conflict).toContainText('cut short');
  await alice.openLink(reply.replace('moves=f5d6', 'moves=f5f6'));
  await expect(conflict).toContainText('changed');
  expect(await alice.boardState()).toBe(before);

  // Moves sent cannot be taken back, and the game outlives a reload.
  await alice.play('c3');
  await expect(alice.page.getByTestId('undo')).toBeDisabled();
  // No engine help while a friend game goes on.
  await expect(alice.page.getByTestId('toggle-hints')).toBeDisabled();
  await alice.reload();
  await alice.showPanel('game');
  await expect(alice.friendGame).toHaveAttribute('data-me', 'black');
  await expect(alice.disc('c3', 'black')).toHaveCount(1);
  await expect(alice.legal).toHaveCount(0);
  expect(friend.errors).toEqual([]);
  await friend.close();
});

test('a resignation and a draw offer travel in the links, and a game in progress is offered back', async ({
  app: alice,
  browser,
}, info) => {
  await alice.open();
  // Alice's own game in progress, which a friend's link must not lose.
  await alice.play('f5');
  const friend = await friendPage(browser, info, { width: 1280, height: 800 });
  const bob = friend.app;
  await bob.open();
  await bob.startFriendGame('Bob', 'Alice', 'white');
  await alice.openLink(await bob.friendLink());
  await expect(alice.friendGame).toHaveAttribute('data-me', 'black');
  await expect(alice.restoreOffer).toBeVisible();

  // A draw offered by Alice with her move; Bob declines, then offers one Alice accepts.
  await alice.play('f5');
  await alice.act('Offer draw');
  await bob.openLink(await alice.friendLink());
  await expect(bob.page.getByTestId('friend-draw-offer')).toContainText('Alice');
  await bob.page.getByTestId('friend-decline-draw').click();
  await alice.openLink(await bob.friendLink());
  await expect(alice.notice).toContainText('declined');
  await bob.play('d6');
  await alice.openLink(await bob.friendLink());
  await alice.play('c3');
  await bob.openLink(await alice.friendLink());

  // Bob offers a draw on his own move; Alice accepts, and his page ends the game.
  await bob.act('Offer draw');
  await alice.openLink(await bob.friendLink());
  await alice.page.getByTestId('friend-accept-draw').click();
  await bob.openLink(await alice.friendLink());
  await expect(bob.status).toContainText('draw');
  await expect(bob.page.getByTestId('friend-game-row')).toHaveAttribute('data-turn', 'over');
  // The finished game is in Bob's Library, with both names, under the friends' filter.
  await bob.actById('open-library');
  await bob.page.getByTestId('library-filter-level').selectOption('friends');
  await expect(bob.page.getByTestId('library-game')).toHaveCount(1);
  await expect(bob.page.getByTestId('library-game')).toContainText('Alice');
  await expect(bob.page.getByTestId('library-game')).toHaveAttribute('data-result', 'draw');
  await bob.page.keyboard.press('Escape');

  // A second friend resigns; Alice's page ends that game when the link comes.
  const second = await friendPage(browser, info, { width: 1280, height: 800 });
  await second.app.open();
  await second.app.startFriendGame('Carol', 'Alice', 'white');
  await alice.openLink(await second.app.friendLink());
  await alice.play('f5');
  await second.app.openLink(await alice.friendLink());
  await second.app.confirmed('Resign');
  await alice.openLink(await second.app.friendLink());
  await expect(alice.status).toContainText('resign');
  // Both friend games are in Alice's list.
  await expect(alice.page.getByTestId('friend-game-row')).toHaveCount(2);
  expect([...friend.errors, ...second.errors]).toEqual([]);
  await friend.close();
  await second.close();
});

test.describe('with the background features slow to arrive', () => {
  // The service worker would answer from its cache, past the route below.
  test.use({ serviceWorkers: 'block' });

  test('the stored friend games are read at start-up, and a change made before the features arrive is kept', async ({ app, page }) => {
    await app.open();
    await app.startFriendGame('Alice', 'Bob', 'black');
    await expect.poll(async () => JSON.parse((await app.stored('reversi.friends')) ?? '{}').name).toBe('Alice');

    // The next page holds back the chunk whose driver keeps the friend games saved.
    const features = await app.holdChunk('features');
    await app.reload();
    await app.actById('open-friend');
    await page.getByTestId('friend-mode-link').click();
    // The name the previous page saved is offered, though the list's driver has not arrived.
    await expect(page.getByTestId('friend-name')).toHaveValue('Alice');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await app.startFriendGame('Alicia', 'Carol', 'white');
    expect(features.asked(), 'the features chunk was asked for and held').toBe(true);
    features.release();
    await expect
      .poll(async () => {
        const stored = JSON.parse((await app.stored('reversi.friends'))!);
        const friends = stored.games.map((g: { me: string; black: string; white: string }) => (g.me === 'b' ? g.white : g.black));
        return [stored.name, friends.sort()];
      })
      .toEqual(['Alicia', ['Bob', 'Carol']]);
  });
});
