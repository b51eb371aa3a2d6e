import type { Page } from "@playwright/test";
import { seedPerson, type Seeder } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, escapeRegExp, joinByLink, markSquare, seedEntries, square } from "./game-steps";

/** What these steps read of a game from the API (docs/api.md, Game). */
interface Game {
  code: string;
  players: Array<{ boardEntries?: number[] }>;
}

/** Board positions of the diagonal from the top left, through the free centre (docs/api.md). */
const DIAGONAL = [0, 6, 17, 23];

// After a Bingo everyone gets the result (winner, winning line, marks in
// order, prophets), can share it, and finds it again later in My Games.

const listItems = (page: Page, name: string) => page.getByRole("list", { name }).getByRole("listitem");

/** Row and column of the first square of the board that is not marked. */
async function unmarkedCell(page: Page): Promise<[number, number]> {
  for (let cell = 0; cell < 25; cell += 1) {
    const [row, column] = [Math.floor(cell / 5), cell % 5];
    if (row === 2 && column === 2) continue;
    if ((await square(page, row, column).getAttribute("aria-pressed")) === "false") return [row, column];
  }
  throw new Error("every square is marked");
}

/** The share text's grid: the 5 lines between who won and the game's name, and the link. */
const gridOf = (text: string) => text.split("\n").slice(2, 7);

test("after a Bingo every player reaches the result: winner, line, marks in order, prophets", async ({
  page,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const code = await createGame(page, "Host", "Result night");
  const ann = await newPlayer();
  await joinByLink(ann, code, "Ann");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  for (const player of [page, ann]) await expect(board(player).getByRole("button")).toHaveCount(24);
  // Before a Bingo there is no result: its address shows the board.
  await ann.goto(`/play/${code}/result/`);
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/$`));
  await expect(board(ann).getByRole("button")).toHaveCount(24);

  // Ann marks her top row, then the host marks one more square before Ann calls Bingo.
  const line: string[] = [];
  for (let column = 0; column < 5; column += 1) line.push(await markSquare(ann, 0, column));
  await expect(board(page).getByRole("button", { pressed: true })).toHaveCount(5);
  const hostMark = await markSquare(page, ...(await unmarkedCell(page)));
  await ann.getByRole("button", { name: "Call Bingo" }).click();

  const marks = [...line.map((text) => [text, "Ann"]), [hostMark, "Host"]];
  for (const [player, heading] of [[ann, "Bingo! You won!"], [page, "Bingo! Ann won!"]] as const) {
    await player.getByRole("dialog", { name: "Bingo!" }).getByRole("link", { name: "See the result" }).click();
    await expect(player).toHaveURL(new RegExp(`/play/${code}/result/$`));
    await expect(player).toHaveTitle("Result · Bingo with friends");
    await expect(player.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(listItems(player, "The winning line")).toHaveText(line);
    await expect(listItems(player, "Marks in order")).toHaveCount(marks.length);
    for (const [index, [text, marker]] of marks.entries()) {
      await expect(listItems(player, "Marks in order").nth(index)).toContainText(new RegExp(`^${escapeRegExp(text!)}✓ ${marker}`));
    }
    // Every marked prediction was the helper's.
    await expect(listItems(player, "Prophets")).toHaveText([`Helper: ${marks.length} predictions came true`]);
    // The result is not a board: no one's grid is shown on it.
    await expect(board(player)).toHaveCount(0);
  }
});

/** A game won by a seeded creator, which `page` joined before the start; on `page`'s result. */
async function wonGameJoinedBy(page: Page, baseURL: string, gameName: string): Promise<{ code: string; creator: Seeder }> {
  const creator = await seedPerson(baseURL);
  const game = await creator.call<Game>("POST", "/games", { screenName: "Cat", gameName });
  await joinByLink(page, game.code, "Dan");
  await expect(page).toHaveURL(new RegExp(`/play/${game.code}/setup/$`));
  for (let index = 1; index <= 24; index += 1) {
    await creator.call("POST", "/entries", { gameCode: game.code, text: `Cat prediction ${index}` });
  }
  await creator.call("PUT", `/games/${game.code}/start-game`);
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await winAsCreator(creator, game.code);
  await page.getByRole("dialog", { name: "Bingo!" }).getByRole("link", { name: "See the result" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Bingo! Cat won!" })).toBeVisible();
  return { code: game.code, creator };
}

/** The creator marks the diagonal through the free centre (four squares) and calls Bingo. */
async function winAsCreator(creator: Seeder, code: string) {
  const game = await creator.call<Game>("GET", `/games/${code}`);
  const boardEntries = game.players.find((player) => player.boardEntries)!.boardEntries!;
  for (const position of DIAGONAL) {
    await creator.call("PUT", `/entries/${boardEntries[position]}`, { isMarked: true });
  }
  await creator.call("PUT", `/games/${code}/call-bingo`);
}

test("Share copies who won, the game's name, the player's board and the join link; the result stays in My Games", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The clipboard path, whatever this browser has: no share sheet.
  await context.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
  const { code } = await wonGameJoinedBy(page, baseURL!, "Copy night");

  // A line through the centre: four entries and the free square in the middle.
  await expect(listItems(page, "The winning line")).toHaveCount(5);
  await expect(listItems(page, "The winning line").nth(2)).toHaveText("FREE");

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = copied.split("\n");
  expect(lines[0]).toBe("Bingo! Cat won!");
  expect(lines[1]).toBe("Copy night");
  expect(lines.at(-1)).toBe(`${new URL(baseURL!).origin}/join/${code}/`);
  const grid = gridOf(copied);
  expect(grid.map((row) => [...row].length)).toEqual([5, 5, 5, 5, 5]);
  expect([...grid[2]!][2]).toBe("🟩");
  // Dan's own board holds all 24 entries, so all four of Cat's marks show on it.
  expect(copied.match(/🟥/g)).toHaveLength(4);

  // Later: My Games opens the finished game on its result.
  await page.goto("/play/");
  const link = page.getByRole("link", { name: /Copy night/ });
  await expect(link).toHaveAttribute("href", `/play/${code}/result/`);
  await link.click();
  await expect(page.getByRole("heading", { level: 2, name: "Bingo! Cat won!" })).toBeVisible();
  await expect(listItems(page, "Marks in order")).toHaveCount(4);
});

test("a prediction of the winning line that the host takes out before the next round stays in the result, live and after a reload", async ({
  page,
  baseURL,
}) => {
  const { code, creator } = await wonGameJoinedBy(page, baseURL!, "Tidy night");
  const line = await listItems(page, "The winning line").allTextContents();
  expect(line).toHaveLength(5);
  const marks = await listItems(page, "Marks in order").allTextContents();

  // The host takes the line's first prediction out of the pool, before starting round 2.
  const game = await creator.call<Game>("GET", `/games/${code}`);
  const first = game.players.find((player) => player.boardEntries)!.boardEntries![DIAGONAL[0]!]!;
  await creator.call("DELETE", `/entries/${first}`);

  // Dan's screen hears it taken out of the pool; the round's result keeps it. So does a fresh read.
  for (const step of ["live", "reloaded"] as const) {
    if (step === "reloaded") await page.reload();
    await expect(listItems(page, "The winning line"), step).toHaveText(line);
    await expect(listItems(page, "Marks in order"), step).toHaveText(marks);
    await expect(listItems(page, "Prophets"), step).toHaveText(["Cat: 4 predictions came true"]);
  }
});

test("Share opens the share sheet where the browser has one", async ({ page, context, baseURL }) => {
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Navigator.prototype.share = async (data?: ShareData) => void shared.push(data!);
  });
  const { code } = await wonGameJoinedBy(page, baseURL!, "Sheet night");
  await page.getByRole("button", { name: "Share" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toHaveLength(1);
  const [data] = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
  expect(data!.title).toBe("Sheet night");
  expect(data!.text).toMatch(new RegExp(`^Bingo! Cat won!\\nSheet night\\n(.+\\n){5}.+/join/${code}/$`));
  // Shared, not copied: no "Copied".
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(0);
});

test("when neither sharing nor copying works, the text is shown selected to copy by hand", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    Clipboard.prototype.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
  });
  const { code } = await wonGameJoinedBy(page, baseURL!, "Manual night");
  await page.getByRole("button", { name: "Share" }).click();
  const text = page.getByLabel("Sharing did not work here. Copy this text:");
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(new RegExp(`^Bingo! Cat won!\\nManual night\\n[\\s\\S]+/join/${code}/$`));
  const selected = await text.evaluate((node: HTMLTextAreaElement) => node.value.slice(node.selectionStart, node.selectionEnd));
  expect(selected).toBe(await text.inputValue());
});

test(`the result passes axe and fits a 360 px phone`, async ({ newPlayer, baseURL }) => {
  const phone = await newPlayer({ viewport: { width: 360, height: 740 } });
  await wonGameJoinedBy(phone, baseURL!, "A party with a rather long name for a small phone");
  await expectNoSeriousViolations(phone);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal scroll").toBeLessThanOrEqual(0);
  await phone.getByRole("button", { name: "Share" }).click();
  await expectNoSeriousViolations(phone);
  // Back to the board from the result: it says who won and that the round is over, a tap
  // explains why nothing happens, and the winner dialog, seen once, does not come back.
  await phone.getByRole("link", { name: "See the board" }).click();
  await expect(square(phone, 0, 0)).toBeVisible();
  await expect(phone.getByRole("status").filter({ hasText: "Cat won this round. The round is over." })).toBeVisible();
  const pressed = await square(phone, 0, 0).getAttribute("aria-pressed");
  await square(phone, 0, 0).click();
  await expect(phone.getByRole("alert").filter({ hasText: "Squares can't be marked any more." })).toBeVisible();
  await expect(square(phone, 0, 0)).toHaveAttribute("aria-pressed", pressed!);
  await expect(phone.getByRole("dialog", { name: "Bingo!" })).toHaveCount(0);
  await expectNoSeriousViolations(phone);
  await phone.reload();
  await expect(square(phone, 0, 0)).toBeVisible();
  await expect(phone.getByRole("status").filter({ hasText: "Cat won this round. The round is over." })).toBeVisible();
  await expect(phone.getByRole("dialog", { name: "Bingo!" })).toHaveCount(0);
});
