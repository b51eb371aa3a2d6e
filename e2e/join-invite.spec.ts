import type { BrowserContextOptions, Page } from "@playwright/test";
import { seedPerson, type Seeder } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { seedEntries } from "./game-steps";

// The join link names its game before the guest types, server-rendered
// (these pages run without JavaScript), and shows nothing else of it.
test.use({ javaScriptEnabled: false });

interface GameData {
  code: string;
  players: Array<{ id: number; isMe?: true; boardEntries?: number[] }>;
}

/** axe runs as a script in the page, so it gets a page of its own, with JavaScript. */
async function expectAxeClean(newPlayer: (options?: BrowserContextOptions) => Promise<Page>, path: string) {
  const page = await newPlayer({ javaScriptEnabled: true });
  await page.goto(path);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expectNoSeriousViolations(page);
}

/**
 * The join page at `path` once it says each of `texts`. The page reads D1's index, which each
 * room writes behind its changes (docs/decisions/027): a join or a Bingo the API has just
 * answered reaches it a moment later, so the page is opened again until it does.
 */
async function joinPageSaying(page: Page, path: string, texts: string[]) {
  await expect(async () => {
    await page.goto(path);
    for (const text of texts) await expect(page.getByText(text)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

async function gameWithGuests(baseURL: string, name: string): Promise<{ host: Seeder; code: string }> {
  const host = await seedPerson(baseURL);
  const { code } = await host.call<GameData>("POST", "/games", { screenName: "Hostess Ida", gameName: name, description: "Secret plans" });
  for (const guest of ["Ben", "Cleo"]) {
    await (await seedPerson(baseURL)).call("POST", "/games/join", { screenName: guest, code });
  }
  return { host, code };
}

test("a known code: the game's name and how many are in, nothing else of the game", async ({ page, newPlayer, baseURL }) => {
  const { code } = await gameWithGuests(baseURL!, "Grandma's 90th");
  await joinPageSaying(page, `/join/${code.toLowerCase()}/`, ["You're joining Grandma's 90th · 3 players"]);
  await expect(page.getByRole("emphasis")).toHaveText("Grandma's 90th");
  await expect(page.getByLabel("Game Code")).toHaveValue(code);
  const main = page.getByRole("main");
  for (const secret of ["Hostess Ida", "Ben", "Cleo", "Secret plans"]) await expect(main).not.toContainText(secret);
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAxeClean(newPlayer, `/join/${code}/`);
});

test("an unknown code says so at once, and the plain join page says nothing about a game", async ({ page, newPlayer }) => {
  await page.goto("/join/ZZZZ2222/");
  await expect(page.getByRole("status")).toHaveText(
    "No game has this code. Check the link or the code with whoever invited you.",
  );
  await expect(page.getByText(/You're joining/)).toHaveCount(0);
  await expectAxeClean(newPlayer, "/join/ZZZZ2222/");

  await page.goto("/join/");
  await expect(page.getByRole("heading", { name: "Join Game" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByText(/You're joining/)).toHaveCount(0);
});

test("a finished game is named and said to be over; joining it is still allowed", async ({ page, newPlayer, baseURL }) => {
  const { host, code } = await gameWithGuests(baseURL!, "Boxing Day");
  await seedEntries(host, code, 24);
  const started = await host.call<GameData>("PUT", `/games/${code}/start-game`);
  const board = started.players.find((player) => player.boardEntries)!.boardEntries!;
  // The top row of the host's board is five entries (the free centre is in the middle row).
  for (const id of board.slice(0, 5)) await host.call("PUT", `/entries/${id}`, { isMarked: true });
  await host.call("PUT", `/games/${code}/call-bingo`);

  await joinPageSaying(page, `/join/${code}/`, [
    "You're joining Boxing Day · 3 players",
    "This game is already over. You can still join to see how it ended.",
  ]);
  await expect(page.getByRole("status")).toHaveText("This game is already over. You can still join to see how it ended.");
  await expectAxeClean(newPlayer, `/join/${code}/`);

  // What the message promises: the server lets a newcomer in and deals them a board.
  const late = await (await seedPerson(baseURL!)).call<GameData>("POST", "/games/join", { screenName: "Late Lou", code });
  expect(late.players.find((player) => player.boardEntries)?.boardEntries).toHaveLength(24);
});
