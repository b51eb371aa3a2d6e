import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, expectNoSidewaysScroll, joinByLink, markSquare, postEntries } from "./game-steps";

// The TV view (docs/decisions/018-tv-view.md): the host opens it from the
// Invite menu, and a 1920×1080 screen in the room follows the live game with no sign-in of
// its own: who joins, the pool with who marked what, who is one away, the winner's
// celebration, the next round. Nothing to scroll, axe clean, in light and dark.

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 360, height: 640 };
/** The middle row: the free centre and four squares around it, so three marks make one away. */
const MIDDLE_ROW = [0, 1, 3, 4].map((column) => [2, column] as const);
/** 50 predictions of a sentence each: a big party's pool, which must still fit the screen. */
const POOL = Array.from({ length: 50 }, (_, index) => `Prediction ${index + 1}: someone mentions the weather again`);

const pool = (tv: Page) => tv.getByRole("region", { name: /^Predictions/ });
const square = (tv: Page, text: string) => pool(tv).getByRole("listitem").filter({ hasText: text });
const whoIsHere = (tv: Page) => tv.getByRole("region", { name: /^Who is here/ });
const celebration = (tv: Page) => tv.getByRole("status").filter({ hasText: "Bingo!" });
const inviteMenu = (page: Page) => page.getByRole("button", { name: /^Invite: Players and invite/ });

/** The whole view on one screen: nothing to scroll either way. */
async function expectNothingToScroll(tv: Page) {
  const { height, width } = await tv.evaluate(() => ({
    height: document.documentElement.scrollHeight - window.innerHeight,
    width: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(height, "vertical scroll").toBeLessThanOrEqual(0);
  expect(width, "sideways scroll").toBeLessThanOrEqual(0);
}

/** Every square of the pool is on screen, and every prediction shows in full (none cut short). */
async function expectWholePoolShown(tv: Page, count: number) {
  const squares = pool(tv).getByRole("listitem");
  await expect(squares).toHaveCount(count);
  const cut = await squares.evaluateAll((items) =>
    items.filter((item) => {
      const box = item.getBoundingClientRect();
      const text = item.querySelector(".tv-square__text")!;
      // A clamped prediction holds back at least a line; rounding of line boxes is a pixel or two.
      const clamped = text.scrollHeight > text.clientHeight + parseFloat(getComputedStyle(text).lineHeight) / 2;
      return box.bottom > window.innerHeight || box.right > window.innerWidth || clamped;
    }).length,
  );
  expect(cut, "squares off screen or cut short").toBe(0);
}

async function expectReadableAndStill(tv: Page) {
  await expectNothingToScroll(tv);
  await expectNoSeriousViolations(tv);
}

test.describe("a 1920×1080 TV", () => {
  test("the host opens the TV view from the menu, and it follows the live game: joins, marks, one away, Bingo, the next round", async ({
    page: ann,
    newPlayer,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const code = await createGame(ann, "Ann", "New Year's Eve at the cabin");

    // From the host's Invite menu: the TV view opens in a new tab, without a sign-in of its own.
    await inviteMenu(ann).click();
    const tvLink = ann.getByRole("link", { name: "TV view" });
    const [tab] = await Promise.all([ann.context().waitForEvent("page"), tvLink.click()]);
    await expect(tab).toHaveURL(new RegExp(`/tv/${code}/#key=[A-Za-z0-9_-]{22}$`));
    await expect(tab.getByRole("heading", { level: 1, name: "New Year's Eve at the cabin" })).toBeVisible();
    const link = tab.url();
    await tab.close();
    await ann.keyboard.press("Escape");

    // The room's TV: another device that only has the link.
    const tv = await newPlayer({ viewport: TV, reducedMotion: "no-preference" });
    await tv.goto(link);
    await expect(tv.getByRole("heading", { level: 1, name: "New Year's Eve at the cabin" })).toBeVisible();
    await expect(tv.getByRole("img", { name: `QR code of the join link ${baseURL}/join/${code}/` })).toBeVisible();
    await expect(tv.getByText(code, { exact: true })).toBeVisible();
    await expect(whoIsHere(tv).getByRole("listitem").filter({ hasText: "Ann" })).toHaveAttribute("data-presence", "online");

    // Setup: Ben joins on his phone, a helper fills the pool with 50 predictions.
    const ben = await newPlayer({ viewport: PHONE });
    await joinByLink(ben, code, "Ben");
    await expect(whoIsHere(tv).getByRole("listitem").filter({ hasText: "Ben" })).toHaveAttribute("data-presence", "online");
    const helper = await seedPerson(baseURL!);
    await helper.call("POST", "/games/join", { screenName: "Helper", code });
    await expect(whoIsHere(tv).getByRole("listitem").filter({ hasText: "Helper" })).toHaveAttribute("data-presence", "offline");
    await postEntries(helper, code, POOL);
    await expect(tv.getByText("Ready: waiting for Ann to start")).toBeVisible();
    await expectWholePoolShown(tv, POOL.length);
    await expect(square(tv, POOL[0]!)).toContainText("by Helper");
    await expectReadableAndStill(tv);

    // Play: Ben marks three of his middle row; the TV shows each mark and who made it.
    await ann.getByRole("button", { name: "start game" }).click();
    await expect(tv.getByText("Round 1", { exact: true })).toBeVisible();
    await expect(board(ben).getByRole("button")).toHaveCount(24);
    const marked: string[] = [];
    for (const [row, column] of MIDDLE_ROW.slice(0, 3)) {
      marked.push(await markSquare(ben, row, column));
      const shown = square(tv, marked.at(-1)!);
      await expect(shown).toHaveClass(/is-marked/);
      await expect(shown).toContainText("marked by Ben");
    }
    await expect(tv.getByText(`3 of ${POOL.length} predictions came true`)).toBeVisible();
    // Ben, and anyone else his marks happen to leave one away.
    await expect(tv.locator(".tv-one-away")).toContainText("Ben");
    await expect(tv.locator(".tv-one-away")).toContainText("one away!");
    await expect(whoIsHere(tv).getByRole("listitem").filter({ hasText: "Ben" })).toContainText("one away");
    await expectWholePoolShown(tv, POOL.length);
    await expectReadableAndStill(tv);

    // Bingo: the winner's celebration, with the winning line.
    marked.push(await markSquare(ben, ...MIDDLE_ROW[3]!));
    await ben.getByRole("button", { name: "Call Bingo" }).click();
    await expect(celebration(tv)).toContainText("Ben wins round 1!");
    for (const text of marked) await expect(celebration(tv).getByRole("list", { name: "The winning line" })).toContainText(text);
    await expect(tv.locator(".tv-one-away")).toHaveCount(0);
    const confetti = tv.locator(".tv-confetti");
    await expect(confetti).toBeVisible();
    await expectReadableAndStill(tv);
    // A TV set to reduce motion keeps the celebration without the falling confetti.
    await tv.emulateMedia({ reducedMotion: "reduce" });
    await expect(confetti).toBeHidden();
    await expect(celebration(tv)).toContainText("Ben wins round 1!");
    await expectReadableAndStill(tv);
    await tv.emulateMedia({ reducedMotion: "no-preference" });

    // The next round follows: the celebration goes, every square is unmarked, round 1's winner named.
    await ann.getByRole("dialog", { name: "Bingo!" }).getByRole("button", { name: "Prepare the next round" }).click();
    await ann.getByRole("region", { name: "Before round 2" }).getByRole("button", { name: "Play another round" }).click();
    await expect(tv.getByText("Round 2", { exact: true })).toBeVisible();
    await expect(tv.getByText(`0 of ${POOL.length} predictions came true · Round 1 won by Ben`)).toBeVisible();
    await expect(celebration(tv)).toHaveCount(0);
    await expect(pool(tv).locator(".is-marked")).toHaveCount(0);
    await expectWholePoolShown(tv, POOL.length);
    await expectReadableAndStill(tv);

    // The game over: nobody can join it any more, and the TV no longer asks anyone to.
    await inviteMenu(ann).click();
    await ann.getByRole("button", { name: "End game" }).click();
    await ann.getByRole("group", { name: /^End this game for everyone/ }).getByRole("button", { name: "End game" }).click();
    await expect(tv.getByText("Round 2", { exact: true })).toHaveCount(0);
    await expect(tv.getByRole("heading", { name: "Scan to join" })).toHaveCount(0);
    await expect(tv.getByRole("img", { name: /^QR code of the join link/ })).toHaveCount(0);
  });

  test("on a 360×640 phone the host's Invite menu offers the TV view and copies its link; another player's does not", async ({
    page: ann,
    context,
    newPlayer,
  }) => {
    await ann.setViewportSize(PHONE);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const code = await createGame(ann, "Ann", "Small screen, big screen");
    await inviteMenu(ann).click();
    const tvLink = ann.getByRole("link", { name: "TV view" });
    await expect(tvLink).toHaveAttribute("href", new RegExp(`/tv/${code}/#key=[A-Za-z0-9_-]{22}$`));
    await ann.getByRole("button", { name: "Copy TV link" }).click();
    await expect(ann.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await ann.evaluate(() => navigator.clipboard.readText())).toBe(await tvLink.getAttribute("href"));
    await expectNoSidewaysScroll(ann);
    await expectNoSeriousViolations(ann);

    const bob = await newPlayer({ viewport: PHONE });
    await joinByLink(bob, code, "Bob");
    await inviteMenu(bob).click();
    await expect(bob.getByRole("button", { name: "Copy / Share Link" })).toBeVisible();
    await expect(bob.getByRole("link", { name: "TV view" })).toHaveCount(0);
  });
});

test("once the host removes a player, the TV link they may have had opens nothing and a TV left on with it says so, and the host's menu offers a new one; no socket URL carries the key", async ({
  page: ann,
  newPlayer,
}) => {
  const code = await createGame(ann, "Ann", "Who keeps watching");
  const ben = await newPlayer({ viewport: PHONE });
  await joinByLink(ben, code, "Ben");
  await inviteMenu(ann).click();
  const tvLink = ann.getByRole("link", { name: "TV view" });
  await expect(tvLink).toHaveAttribute("href", new RegExp(`/tv/${code}/#key=`));
  const oldLink = (await tvLink.getAttribute("href"))!;
  const oldKey = oldLink.split("#key=")[1]!;

  // The TV follows the game over a socket opened with a one-time ticket, never with its key.
  const tv = await newPlayer({ viewport: TV });
  const socketUrls: string[] = [];
  let heard = 0;
  tv.on("websocket", (socket) => {
    socketUrls.push(socket.url());
    socket.on("framereceived", () => (heard += 1));
  });
  await tv.goto(oldLink);
  await expect(whoIsHere(tv).getByRole("listitem").filter({ hasText: "Ben" })).toHaveAttribute("data-presence", "online");
  // Its socket is open (the room's first message came), not only asked for.
  await expect.poll(() => heard).toBeGreaterThan(0);
  for (const url of socketUrls) {
    expect(url).toContain("ticket=");
    expect(url).not.toContain(oldKey);
  }

  // The host removes Ben, who may have had the link: its key opens the game no more.
  await ann.getByRole("button", { name: "Remove Ben" }).click();
  await ann.getByRole("group", { name: /^Remove Ben from the game\?/ }).getByRole("button", { name: "Remove" }).click();
  await expect(ann.getByRole("heading", { name: /Players\s*1/ })).toBeVisible();
  await expect(tvLink).not.toHaveAttribute("href", oldLink);
  // The TV left on with that link: the room closes its socket, and it says why.
  await expect(tv.getByText("This TV link no longer opens the game. Ask the host for it again: Invite, then TV view.")).toBeVisible();
  const stale = await newPlayer({ viewport: TV });
  await stale.goto(oldLink);
  await expect(stale.getByText("This link does not open a game's TV view. Ask the host for it again: Invite, then TV view.")).toBeVisible();

  // The host's new link opens it.
  const tvAgain = await newPlayer({ viewport: TV });
  await tvAgain.goto((await tvLink.getAttribute("href"))!);
  await expect(tvAgain.getByRole("heading", { level: 1, name: "Who keeps watching" })).toBeVisible();
});

test("a blackout's celebration lists every winning square and stays inside the TV's screen", async ({ newPlayer, baseURL }) => {
  test.setTimeout(90_000);
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Ann", gameName: "Full card", pattern: "blackout" });
  for (let index = 1; index <= 24; index += 1) {
    await host.call("POST", "/entries", { gameCode: code, text: `Prediction ${index}: Grandpa tells the story about the fishing trip` });
  }
  await host.call("PUT", `/games/${code}/start-game`);
  const tvPath = (await host.call<{ path: string }>("POST", `/games/${code}/tv-link`)).path;
  const game = await host.call<{ players: Array<{ isMe?: boolean; boardEntries?: number[] }> }>("GET", `/games/${code}`);
  const board = game.players.find((player) => player.isMe)!.boardEntries!;
  for (const entryId of board) await host.call("PUT", `/entries/${entryId}`, { isMarked: true });

  const tv = await newPlayer({ viewport: TV });
  await tv.goto(tvPath);
  await expect(pool(tv).getByRole("listitem")).toHaveCount(24);
  await host.call("PUT", `/games/${code}/call-bingo`);
  await expect(celebration(tv)).toContainText("Ann wins round 1!");
  const squares = celebration(tv).getByRole("list", { name: "The winning squares" }).getByRole("listitem");
  await expect(squares).toHaveCount(24);
  // The whole card, "Bingo!" to the last square, on the screen.
  const card = await tv.locator(".tv-celebration__card").boundingBox();
  expect(card!.y, "the card's top").toBeGreaterThanOrEqual(0);
  expect(card!.y + card!.height, "the card's bottom").toBeLessThanOrEqual(TV.height);
  await expectReadableAndStill(tv);
});
