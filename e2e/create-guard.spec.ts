import { freshEmail } from "./auth-emulator";
import { expect, test } from "./fixtures";
import { addEntries, createGame } from "./game-steps";
import { register } from "./identity-steps";

/**
 * Create Game opened directly asks the server whether the account needs a pass (SPEC §2,
 * Route guards) once the page is interactive. A signed-in account may send its first game
 * before that answer comes; the answer then says "has created, no pass", which is about the
 * game just made and must not send the person to the paywall (it once did, under load).
 */
test("a registered account's first game stays open when the pass check answers after it was made", async ({ page }) => {
  await register(page, freshEmail("first"), "holiday-cheer-1");

  let gameMade!: () => void;
  const made = new Promise<void>((resolve) => (gameMade = resolve));
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/api/v1/games")) gameMade();
  });
  // The check reaches the server only once the game is made: the slow answer of a busy server.
  await page.route("**/api/v1/user/load-details", async (route) => {
    await made;
    await route.fallback();
  });
  const lateAnswer = page.waitForResponse((response) => response.url().endsWith("/api/v1/user/load-details"));

  const code = await createGame(page, "Account", "First party");
  expect((await (await lateAnswer).json()).data).toMatchObject({ hasCreated: true, paid: false });

  // The person goes on setting their game up, on its screen.
  await addEntries(page, ["Snow"]);
  await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
});

/**
 * Patchy Wi-Fi: the creation reached the server, its answer never reached the phone. Pressed
 * again, it is the same creation (its key, docs/api.md POST /games): the game the first made
 * opens, not a second game, and not the paywall for someone whose first game is free.
 */
test("a first game whose answer was lost, created again, opens the game made: one game, no paywall", async ({ page }) => {
  await page.goto("/create/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  let lost = 0;
  await page.route(/\/api\/v1\/games$/, async (route) => {
    if (route.request().method() !== "POST" || lost > 0) return route.fallback();
    lost += 1;
    await route.fetch(); // made on the server…
    await route.abort("internetdisconnected"); // …and its answer lost
  });
  await page.getByLabel("What would you like to be called?").fill("Ann");
  await page.getByLabel("Game Name").fill("New Year's Eve");
  const proceed = page.getByRole("button", { name: "proceed" });
  await proceed.click();
  await expect(page.getByText("No connection. Check your network and try again.")).toBeVisible();

  await proceed.click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByRole("heading", { name: "New Year's Eve" })).toBeVisible();
  await page.goto("/play/");
  await expect(page.getByRole("link", { name: /New Year's Eve/ })).toHaveCount(1);
  expect(lost).toBe(1);
});
