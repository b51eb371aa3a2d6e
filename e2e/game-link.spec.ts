import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, seedEntries } from "./game-steps";

/**
 * Friends copy the address bar, not the invite link. Whoever opens a game's
 * address without being in it is taken to join that game, code filled in, and once joined
 * lands where the link pointed; before joining they see only what a join link shows (the
 * game's name and player count), none of its entries or players.
 */

async function joinFromTheJoinPage(page: Page, code: string, screenName: string) {
  await expect(page).toHaveURL(new RegExp(`/join/${code}/$`));
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page.getByLabel("Game Code")).toHaveValue(code);
  await page.getByLabel("What would you like to be called?").fill(screenName);
  await page.getByRole("button", { name: "next" }).click();
}

test("a setup link opened by someone with no session leads to joining that game, then to its setup screen", async ({
  page: host,
  newPlayer,
}) => {
  const code = await createGame(host, "Host", "Copied link party");
  const friend = await newPlayer();
  await friend.goto(`/play/${code}/setup/`);
  await expect(friend.getByRole("heading", { name: "Join Game" })).toBeVisible();
  await expect(friend.getByText("You're joining Copied link party · 1 player")).toBeVisible();
  await expect(friend.getByRole("heading", { name: "Copied link party" })).toHaveCount(0);
  await expect(friend.getByText("Loading Auth...")).toHaveCount(0);

  await joinFromTheJoinPage(friend, code, "Friend");
  await expect(friend).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await expect(friend.getByRole("heading", { name: "Copied link party" })).toBeVisible();
  await host.getByRole("button", { name: "Players and invite" }).click();
  await expect(host.getByRole("listitem").filter({ hasText: "Friend" })).toHaveText("Friend(online)Make host");
});

test("a play link opened by a signed-in player of another game leads to joining, then to a board", async ({
  page: host,
  newPlayer,
  baseURL,
}) => {
  const code = await createGame(host, "Host", "Started without you");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await host.getByRole("button", { name: "start game" }).click();
  await expect(board(host).getByRole("button")).toHaveCount(24);

  // Signed in (anonymously), with a game of her own, but not in this one.
  const other = await newPlayer();
  await createGame(other, "Other", "Her own game");
  await other.goto(`/play/${code}/`);
  await expect(other.getByRole("heading", { name: "Join Game" })).toBeVisible();
  await expect(other.getByText("Game not found")).toHaveCount(0);
  await expect(other.getByText("You're joining Started without you · 2 players")).toBeVisible();
  await expect(board(other)).toHaveCount(0);

  await joinFromTheJoinPage(other, code, "Other");
  await expect(other).toHaveURL(new RegExp(`/play/${code}/$`));
  await expect(other.getByRole("heading", { name: "Started without you" })).toBeVisible();
  await expect(board(other).getByRole("button")).toHaveCount(24);
});

test("an address that cannot be a game code says 'Game not found' without asking the server", async ({ page }) => {
  await createGame(page, "Host", "A real one");
  // A tab of its own, signed in as the creator: what the game's open tab still asks is not counted.
  const tab = await page.context().newPage();
  const gameReads: string[] = [];
  tab.on("request", (request) => request.url().includes("/api/v1/games/") && gameReads.push(request.url()));
  await tab.goto("/play/not-a-code/");
  await expect(tab.getByRole("heading", { name: "Game not found" })).toBeVisible();
  expect(gameReads).toEqual([]);
});
