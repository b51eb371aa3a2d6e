import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, markSquare, seedEntries } from "./game-steps";

// Axe on every screen. The passing auth screens (auth handler, reset,
// logout, loading fallbacks, the routing error) are checked in each state in
// auth-screens.spec.ts, My Games' empty state in setup-screen.spec.ts, the phone
// viewport in mobile.spec.ts.

const STATIC_SCREENS = ["/", "/join/", "/login/", "/register/", "/password-help/", "/about/", "/how-to/", "/create/", "/player-name/"];

test("screens without a game have no serious or critical axe violations", async ({ page }) => {
  for (const path of STATIC_SCREENS) {
    await page.goto(path);
    await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
    await expectNoSeriousViolations(page);
  }
});

test("game screens, both menus, the play screen's people menu and the shown winner dialog pass axe", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const code = await createGame(page, "Host", "Accessible party");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("img", { name: /QR code of the join link/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");

  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("heading", { name: /Players\s*2/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: /Players\s*2/ })).toHaveCount(0);

  for (let column = 0; column < 5; column += 1) await markSquare(page, 0, column);
  await page.getByRole("button", { name: "Call Bingo" }).click();
  await expect(page.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  await expectNoSeriousViolations(page);

  await page.goto("/play/");
  await expect(page.getByRole("link", { name: /Accessible party/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/paywall/");
  await expect(page.getByRole("heading", { name: "Purchase a Game" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

// A well-formed code the caller is not in leads to its join page (e2e/game-link.spec.ts): the
// API does not say whether such a game exists.
test("an address that cannot be a game gets a 'Game not found' screen that passes axe", async ({ page }) => {
  await createGame(page, "Host", "A real one");
  for (const path of ["/play/ZZZZ/", "/play/ZZZZ/setup/"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This game does not exist, or you have not joined it yet.");
    await expect(page.getByRole("link", { name: "Join a Game" })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

test("the board is a keyboard-operable grid", async ({ page, baseURL }) => {
  const code = await createGame(page, "Keys", "Keyboard game");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  const first = board(page).getByRole("row").first().getByRole("gridcell").first().getByRole("button");
  await first.focus();
  await page.keyboard.press("ArrowRight");
  const second = board(page).getByRole("row").first().getByRole("gridcell").nth(1).getByRole("button");
  await expect(second).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(board(page).getByRole("row").first().getByRole("gridcell").nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(second).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-pressed", "true");
});
