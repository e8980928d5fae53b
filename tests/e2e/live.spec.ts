// Play a friend live: two browser contexts (two people, two devices) connect over WebRTC by
// exchanging an invitation and a reply link, play with moves crossing at once, lose the
// connection, and resume the same game with new links; take back moves on request, play a
// rematch with colours swapped and a game with clocks; and a page that cannot connect says
// so after 20 s (Playwright's clock fast-forwards them) and offers the link.
import type { Browser, TestInfo } from '@playwright/test';
import config from '../../playwright.config';
import { ReversiApp, expect, friendPage, test } from './reversi';

// Chromium hides a page's local addresses behind mDNS names (`….local`) unless it may use
// the camera; two contexts on one machine with no multicast then never find each other. This
// flag keeps the plain host candidates, which is how two devices on one network connect too.
// The test's pages also have no ICE server (Options), as this machine has no network.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--disable-features=WebRtcHideLocalIpsWithMdns'],
  },
});

/** Empties the list of ICE servers in Options: this machine has no network beyond itself. */
async function noIceServers(app: ReversiApp): Promise<void> {
  await app.actById('open-options');
  const servers = app.page.getByTestId('option-ice-servers');
  await expect(servers).toHaveValue('stun:stun.l.google.com:19302');
  await servers.fill('');
  await app.page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect(app.page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Alice's page and Bob's, in a context of his own at `viewport`, both opened with no ICE
 * server; `prepare` runs on Bob's page before it opens.
 */
async function livePages(
  alice: ReversiApp,
  browser: Browser,
  info: TestInfo,
  viewport: { width: number; height: number },
  prepare: (bob: ReversiApp) => Promise<void> = async () => {},
): Promise<{ bob: ReversiApp; errors: string[]; close: () => Promise<void> }> {
  await alice.open();
  await noIceServers(alice);
  const friend = await friendPage(browser, info, viewport);
  await prepare(friend.app);
  await friend.app.open();
  await noIceServers(friend.app);
  return { bob: friend.app, errors: friend.errors, close: friend.close };
}

/**
 * As `livePages`, then Alice starts a live game as Black (on a clock of `minutes` a side, if
 * given) and both pages connect.
 */
async function connectedPages(
  alice: ReversiApp,
  browser: Browser,
  info: TestInfo,
  viewport: { width: number; height: number },
  minutes?: number,
): Promise<{ bob: ReversiApp; errors: string[]; close: () => Promise<void> }> {
  const friend = await livePages(alice, browser, info, viewport);
  await alice.startLiveGame('Alice', 'Bob', 'black', minutes);
  await connect(alice, friend.bob);
  return friend;
}

/** Alice invites, Bob opens the invitation, Alice pastes his reply: both pages connect. */
async function connect(alice: ReversiApp, bob: ReversiApp): Promise<void> {
  const offer = await alice.liveLink('friend-offer');
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'offering');
  await bob.openLink(offer);
  const answer = await bob.liveLink('friend-answer');
  await alice.pasteReply(answer);
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(bob.liveStatus).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
}

/** The discs and the last move a page shows, without its legal-move marks (only the page to move has them). */
async function board(app: ReversiApp): Promise<string> {
  return (await app.boardState()).replace(/\*/g, '');
}

/** The page whose move it is plays its first legal square; the other page must show it. */
async function moveAcross(alice: ReversiApp, bob: ReversiApp): Promise<number | null> {
  const [a, b] = [await alice.legal.count(), await bob.legal.count()];
  if (a === 0 && b === 0) return null;
  expect(a === 0 || b === 0, 'only one page may move at a time').toBe(true);
  const [mover, other] = a > 0 ? [alice, bob] : [bob, alice];
  const square = (await mover.firstLegal().getAttribute('data-square'))!;
  const start = Date.now();
  await mover.square(square).click();
  await other.disc(square).waitFor({ timeout: 1_000 });
  const ms = Date.now() - start;
  await expect(other.discs).toHaveCount(await mover.discs.count());
  return ms;
}

test('two people play live, lose the connection, and resume at the same move', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const friend = await livePages(alice, browser, info, { width: 375, height: 667 });
  const bob = friend.bob;

  await alice.startLiveGame('Alice', 'Bob', 'black');
  await expect(alice.friendGame).toHaveAttribute('data-mode', 'live');
  await expect(alice.page.getByTestId('friend-qr')).toBeVisible();
  await connect(alice, bob);
  // Bob's page took the game from Alice's hello: he plays White, and knows her name.
  await expect(bob.friendGame).toHaveAttribute('data-me', 'white');
  await expect(bob.lineup).toContainText('Alice');

  for (let i = 0; i < 6; i += 1) expect(await moveAcross(alice, bob)).not.toBeNull();
  expect(await board(bob)).toBe(await board(alice));

  // Bob disconnects: both pages say so well within 10 s, and keep the game.
  await bob.showPanel('game');
  await bob.page.getByTestId('friend-hang-up').click();
  await expect(bob.liveStatus).toHaveAttribute('data-state', 'disconnected');
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'disconnected', { timeout: 10_000 });
  expect(await board(bob)).toBe(await board(alice));

  // Alice moves while apart; new links bring Bob's page to her move.
  await alice.play((await alice.firstLegal().getAttribute('data-square'))!);
  const moved = await board(alice);
  await alice.page.getByTestId('friend-live-connect').click();
  await connect(alice, bob);
  await expect.poll(() => board(bob)).toBe(moved);
  for (let i = 0; i < 2; i += 1) expect(await moveAcross(alice, bob)).not.toBeNull();
  expect(await board(bob)).toBe(await board(alice));

  // A resignation goes across too.
  await bob.confirmed('Resign');
  await expect(alice.status).toContainText('resign');
  await expect(alice.page.getByTestId('friend-game-row')).toHaveAttribute('data-turn', 'over');
  expect(friend.errors).toEqual([]);
  await friend.close();
});

test('messages that break the rules are refused, the game unchanged, and a page that keeps sending them is cut off', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(120_000);
  // Bob's page turns hostile: the test keeps its data channels so as to send through them
  // what the app never would.
  const friend = await livePages(alice, browser, info, { width: 1280, height: 800 }, (bob) =>
    bob.page.addInitScript(() => {
      const made: RTCDataChannel[] = [];
      (window as unknown as { channels: RTCDataChannel[] }).channels = made;
      const create = RTCPeerConnection.prototype.createDataChannel;
      RTCPeerConnection.prototype.createDataChannel = function (...args) {
        const channel = create.apply(this, args);
        made.push(channel);
        return channel;
      };
    }),
  );
  const bob = friend.bob;
  await alice.startLiveGame('Alice', 'Bob', 'black');
  await connect(alice, bob);
  await moveAcross(alice, bob);
  const before = await alice.boardState();
  const send = (text: string) =>
    bob.page.evaluate((t) => {
      const channels = (window as unknown as { channels: RTCDataChannel[] }).channels;
      channels[channels.length - 1].send(t);
    }, text);

  // An illegal square on Bob's turn, a move for Alice's colour, and text that is no message.
  await send('{"v":1,"m":{"t":"move","ply":1,"sq":"a1"}}');
  await expect(alice.notice).toContainText('refused');
  expect(await alice.boardState()).toBe(before);
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'connected');
  await send('{"v":1,"m":{"t":"move","ply":2,"sq":"c4"}}');
  await send('{"v":1,"m":{"t":"teleport","to":"h8"');
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'disconnected');
  await expect(alice.notice).toContainText('connection was closed');
  expect(await alice.boardState()).toBe(before);
  // The game is kept as it was, waiting for Bob's move, and may be resumed.
  expect(await alice.legal.count()).toBe(0);
  await expect(alice.friendGame).toHaveAttribute('data-me', 'black');
  expect(friend.errors).toEqual([]);
  await friend.close();
});

test('a reply opened in another tab of the host browser connects the waiting page; the time from a move to the other board', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const friend = await livePages(alice, browser, info, { width: 1280, height: 800 });
  const bob = friend.bob;
  await alice.startLiveGame('Alice', 'Bob', 'white');
  const offer = await alice.liveLink('friend-offer');
  await bob.openLink(offer);
  const answer = await bob.liveLink('friend-answer');
  // Alice opens Bob's reply as a link, in a second tab: it hands it to her waiting page.
  const tab = await alice.page.context().newPage();
  await tab.goto(answer);
  await expect(tab.getByTestId('notice')).toContainText('waiting for it');
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(bob.liveStatus).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await tab.close();
  await expect(bob.friendGame).toHaveAttribute('data-me', 'black');

  // Measure: from the click on one board to the disc on the other, over 30 moves.
  const times: number[] = [];
  while (times.length < 30) {
    const ms = await moveAcross(alice, bob);
    if (ms === null) break;
    times.push(ms);
  }
  expect(times.length).toBeGreaterThanOrEqual(20);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const max = sorted[sorted.length - 1];
  console.log(`live: ${times.length} moves, from a move to the other board median ${median} ms, max ${max} ms`);
  info.annotations.push({ type: 'live move latency', description: `median ${median} ms, max ${max} ms over ${times.length}` });
  expect(max).toBeLessThan(1_000);
  expect(friend.errors).toEqual([]);
  await friend.close();
});

/** `asker` asks to take back a move; `answerer` allows or refuses it; the request goes from both pages. */
async function undoRequest(asker: ReversiApp, answerer: ReversiApp, answer: 'accept' | 'decline'): Promise<void> {
  await asker.showPanel('game');
  await asker.page.getByTestId('friend-undo').click();
  await expect(asker.page.getByTestId('friend-request-waiting')).toBeVisible();
  await answerer.showPanel('game');
  await expect(answerer.page.getByTestId('friend-undo-request')).toContainText('take back');
  await answerer.page.getByTestId(`friend-undo-${answer}`).click();
  await expect(asker.page.getByTestId('friend-request-waiting')).toHaveCount(0);
  await expect(answerer.page.getByTestId('friend-undo-request')).toHaveCount(0);
}

test('an undo request is refused, then allowed, and both boards go back to the same move', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const friend = await connectedPages(alice, browser, info, { width: 1280, height: 800 });
  const bob = friend.bob;
  // Bob has no move to take back yet: his page says so and asks nothing.
  await bob.page.getByTestId('friend-undo').click();
  await expect(bob.notice).toContainText('no move of yours');
  await expect(alice.page.getByTestId('friend-undo-request')).toHaveCount(0);

  const start = await board(alice);
  await moveAcross(alice, bob);
  await moveAcross(alice, bob);
  const twoMoves = await board(alice);
  // Alice asks, Bob refuses: nothing changes.
  await undoRequest(alice, bob, 'decline');
  await expect(alice.notice).toContainText('refused the take-back');
  expect(await board(alice)).toBe(twoMoves);
  expect(await board(bob)).toBe(twoMoves);
  // Alice asks again, Bob allows it: her move and his reply go, and it is her move again.
  await undoRequest(alice, bob, 'accept');
  await expect.poll(() => board(alice)).toBe(start);
  await expect.poll(() => board(bob)).toBe(start);
  await expect(alice.legal.first()).toBeVisible();
  expect(await bob.legal.count()).toBe(0);
  // Play goes on from there on both pages.
  expect(await moveAcross(alice, bob)).not.toBeNull();
  expect(await board(bob)).toBe(await board(alice));
  expect(friend.errors).toEqual([]);
  await friend.close();
});

test('after a live game either page proposes a rematch and the colours swap on both', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const friend = await connectedPages(alice, browser, info, { width: 375, height: 667 });
  const bob = friend.bob;
  await moveAcross(alice, bob);
  await bob.confirmed('Resign');
  await expect(alice.status).toContainText('resign');
  // Bob proposes; Alice declines; then Alice proposes and Bob accepts.
  await bob.showPanel('game');
  await bob.page.getByTestId('friend-rematch').click();
  await alice.showPanel('game');
  await alice.page.getByTestId('friend-rematch-decline').click();
  await expect(bob.notice).toContainText('declined the rematch');
  await alice.page.getByTestId('friend-rematch').click();
  await bob.page.getByTestId('friend-rematch-accept').click();
  await expect(alice.friendGame).toHaveAttribute('data-me', 'white');
  await expect(bob.friendGame).toHaveAttribute('data-me', 'black');
  await expect(alice.friendGame).toHaveAttribute('data-mode', 'live');
  await expect(alice.discs).toHaveCount(4);
  await expect(bob.discs).toHaveCount(4);
  await expect(alice.liveStatus).toHaveAttribute('data-state', 'connected');
  // Bob opens the new game as Black over the same connection.
  await expect(bob.legal.first()).toBeVisible();
  expect(await alice.legal.count()).toBe(0);
  expect(await moveAcross(alice, bob)).not.toBeNull();
  expect(await board(bob)).toBe(await board(alice));
  // The finished game is in Alice's Library, under the friends' filter.
  await alice.actById('open-library');
  await alice.page.getByTestId('library-filter-level').selectOption('friends');
  await expect(alice.page.getByTestId('library-game')).toHaveCount(1);
  await expect(alice.page.getByTestId('library-game')).toContainText('Bob');
  expect(friend.errors).toEqual([]);
  await friend.close();
});

test('a live game with a clock shows both clocks on both pages, and a move stops the mover\'s', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const friend = await connectedPages(alice, browser, info, { width: 1280, height: 800 }, 5);
  const bob = friend.bob;
  for (const app of [alice, bob]) {
    await app.showPanel('game');
    await expect(app.page.getByTestId('friend-clock-black')).toHaveAttribute('data-running', 'true');
    await expect(app.page.getByTestId('friend-clock-white')).toHaveAttribute('data-running', 'false');
    await expect(app.page.getByTestId('friend-clock-white')).toContainText('5:00');
    await expect(app.page.getByTestId('friend-clock-white')).toHaveAttribute('data-ms', '300000');
  }
  // Black's clock runs down on both pages.
  await expect
    .poll(async () => Number(await bob.page.getByTestId('friend-clock-black').getAttribute('data-ms')))
    .toBeLessThan(299_000);
  await moveAcross(alice, bob);
  for (const app of [alice, bob]) {
    await expect(app.page.getByTestId('friend-clock-white')).toHaveAttribute('data-running', 'true');
    await expect(app.page.getByTestId('friend-clock-black')).toHaveAttribute('data-running', 'false');
  }
  // Both pages agree on what Black has left: the time Alice's move carried.
  const left = async (app: ReversiApp) => Number(await app.page.getByTestId('friend-clock-black').getAttribute('data-ms'));
  const [a, b] = [await left(alice), await left(bob)];
  expect(a).toBeLessThan(300_000);
  expect(Math.abs(a - b)).toBeLessThan(1_000);
  expect(friend.errors).toEqual([]);
  await friend.close();
});

test('a friend page that cannot connect says so after 20 s and offers the link', async ({
  app: alice,
  browser,
}, info) => {
  test.setTimeout(120_000);
  // Bob's page runs on Playwright's clock, so that its 20 s pass at once.
  const friend = await livePages(alice, browser, info, { width: 375, height: 667 }, (bob) =>
    bob.page.clock.install(),
  );
  const bob = friend.bob;
  await alice.startLiveGame('Alice', 'Bob', 'black');
  const offer = await alice.liveLink('friend-offer');
  // Bob opens the invitation, but his reply never reaches Alice.
  await bob.openLink(offer);
  await bob.liveLink('friend-answer');
  await expect(bob.liveStatus).toHaveAttribute('data-state', 'answering');
  await bob.page.clock.fastForward(19_000);
  await expect(bob.liveStatus).toHaveAttribute('data-state', 'answering');
  await bob.page.clock.fastForward(2_000);
  await expect(bob.liveStatus).toHaveAttribute('data-state', 'failed');
  await expect(bob.liveStatus).toContainText('20 seconds');
  await expect(bob.page.getByTestId('friend-use-link')).toBeVisible();
  // Bob has no game yet (it comes with Alice's hello): going on by link leaves him waiting for
  // hers, with the live connection put away.
  await bob.page.getByTestId('friend-use-link').click();
  await expect(bob.page.getByTestId('friend-live')).toHaveCount(0);
  expect(friend.errors).toEqual([]);
  await friend.close();
});
