import type { Page } from "@playwright/test";
import { emailAccount, freshEmail, signsInWith } from "./auth-emulator";
import { expect, test } from "./fixtures";
import { seedPerson } from "./api-seed";
import { createGame, joinByLink, seedEntries } from "./game-steps";
import { logIn, register } from "./identity-steps";

/** and #17: identity that follows the person (docs/decisions/014-identity-merge.md). */

const PASSWORD = "holiday-cheer-1";
const NUDGE = "Keep this game on all your devices — register";

async function openMainMenuItem(page: Page, name: string) {
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("link", { name }).click();
}

const gameLink = (page: Page, name: string) => page.getByRole("link", { name: new RegExp(name) });

test("a guest with a game logs in to an existing account on the same device: the game is the account's, on every device", async ({
  page,
  newPlayer,
}) => {
  const email = await emailAccount("merge", PASSWORD);
  const code = await createGame(page, "Guesty", "Guest's party");

  await logIn(page, email, PASSWORD);
  await expect(gameLink(page, "Guest's party")).toBeVisible();
  await gameLink(page, "Guest's party").click();
  await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await expect(page.getByRole("heading", { name: "Guest's party" })).toBeVisible();

  // Another browser, the same account: the game is there too, with the guest's name in it.
  const phone = await newPlayer();
  await logIn(phone, email, PASSWORD);
  await expect(gameLink(phone, "Guest's party")).toBeVisible();
  await gameLink(phone, "Guest's party").click();
  await phone.getByRole("button", { name: "Players and invite" }).click();
  await expect(phone.getByRole("heading", { name: /Players\s*1/ })).toBeVisible();
  await expect(phone.getByText("Guesty")).toBeVisible();
});

test("a guest in a game the account is also in ends up as one player, the account's", async ({ page, newPlayer }) => {
  const email = await emailAccount("both", PASSWORD);
  const laptop = await newPlayer();
  await logIn(laptop, email, PASSWORD);
  const code = await createGame(laptop, "Account", "Shared party");

  await joinByLink(page, code, "Guest");
  await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await logIn(page, email, PASSWORD);
  await gameLink(page, "Shared party").click();
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("heading", { name: /Players\s*1/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Account" })).toBeVisible();
});

test("after creating, a guest is nudged to register; dismissed, the nudge stays away; registering comes back to the game", async ({
  page,
}) => {
  const code = await createGame(page, "Host", "Nudged party");
  const nudge = page.getByRole("note").filter({ hasText: NUDGE });
  await expect(nudge).toBeVisible();
  await nudge.getByRole("button", { name: "Dismiss" }).click();
  await expect(nudge).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Nudged party" })).toBeVisible();
  await expect(nudge).toHaveCount(0);

  // A second guest (another browser) follows the link to Register and comes back to the game.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem("bingo.registerNudgeDismissed"));
  await page.reload();
  await nudge.getByRole("link", { name: "register" }).click();
  await register(page, freshEmail("nudged"), PASSWORD, new RegExp(`/play/${code}/setup/$`));
  await expect(page.getByRole("heading", { name: "Nudged party" })).toBeVisible();
  await expect(nudge).toHaveCount(0);
});

test("the main menu offers a guest Register; logging out as a guest warns that the games will be lost", async ({ page }) => {
  await createGame(page, "Host", "Fragile party");
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Register" })).toBeVisible();
  await page.getByRole("link", { name: "Logout" }).click();

  await expect(page.getByRole("alert")).toContainText("logging out loses your games on this device");
  await expect(page.getByRole("link", { name: "Register" }).last()).toHaveAttribute("href", "/register/");
  await page.getByRole("button", { name: "Log out anyway" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
});

test("a registered user is not warned on logout, and the menu no longer offers Register", async ({ page }) => {
  await register(page, freshEmail("plain"), PASSWORD);
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
});

test("deleting the account: the game goes on for the other player, now its creator, and the account is gone", async ({
  page,
  newPlayer,
  baseURL,
}) => {
  const code = await createGame(page, "Leaver", "Handed-over party");
  const email = freshEmail("leaver");
  await register(page, email, PASSWORD);
  const friend = await newPlayer();
  await joinByLink(friend, code, "Friend");
  await expect(friend).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  // A helper who joined later adds the 24 entries a start needs.
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await expect(friend.getByRole("button", { name: "start game" })).toHaveCount(0);
  await friend.getByRole("button", { name: "Players and invite" }).click();
  await expect(friend.getByRole("heading", { name: /Players\s*3/ })).toBeVisible();

  await openMainMenuItem(page, "Delete my account and data");
  await expect(page.getByRole("heading", { name: "Delete my account and data" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("status")).toHaveText("Your account and data have been deleted.");
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
  expect(await signsInWith(email, PASSWORD)).toBe(false);

  // The friend's screen hears it live: the leaver is gone, and the start is theirs now (the
  // earliest-joined remaining player becomes the creator).
  await expect(friend.getByRole("heading", { name: /Players\s*2/ })).toBeVisible();
  await friend.keyboard.press("Escape");
  await friend.getByRole("button", { name: "start game" }).click();
  await expect(friend).toHaveURL(new RegExp(`/play/${code}/$`));
});

test("the paywall asks a guest to register first, then comes back to the payment form", async ({ page }) => {
  await createGame(page, "Host", "First party");
  await page.goto("/create/");
  await expect(page).toHaveURL(/\/paywall\/$/);
  await expect(page.getByText(/Register first, so your pass stays yours on any device/)).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);

  await page.getByRole("link", { name: "Register", exact: true }).click();
  await register(page, freshEmail("payer"), PASSWORD, /\/paywall\/$/);
  await expect(page.getByLabel("Card number")).toBeVisible();
});
