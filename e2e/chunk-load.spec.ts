import { expect, test } from "./fixtures";

/** SPEC §1/§9: a chunk that fails, or takes 120 s, gives the chunk-load error with a way out. */

const SOCKET_CHUNK = "**/assets/game-socket.client-*.js";
const LOGIN_ROUTE_CHUNK = "**/assets/login-*.js";

test("a chunk that fails to load gives the chunk-load error, and Reload recovers", async ({ page }) => {
  // A deploy replaced the files: the live connection's chunk is gone.
  await page.route(SOCKET_CHUNK, (route) => route.abort());
  await page.goto("/create/");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Grandma");
  await page.getByLabel("Game Name").fill("Christmas Eve");
  await page.getByRole("button", { name: "proceed" }).click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toBeVisible();

  await page.unroute(SOCKET_CHUNK);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Christmas Eve" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);
});

test("a screen whose code has not arrived after 120 s gives the chunk-load error", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  // The login screen's code never arrives (a request that is never answered).
  await page.route(LOGIN_ROUTE_CHUNK, () => undefined);
  await page.getByRole("link", { name: "login or register" }).click();

  await page.clock.runFor(119_000);
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toBeVisible();

  await page.unroute(LOGIN_ROUTE_CHUNK);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Bingo with friends" })).toBeVisible();
});
