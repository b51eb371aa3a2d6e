import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** SPEC §1/§9: a chunk that fails, or takes 120 s, gives the chunk-load error with a way out. */

const SOCKET_CHUNK = "**/assets/game-socket.client-*.js";
const LOGIN_ROUTE_CHUNK = "**/assets/login-*.js";
const errorScreen = "Could not load the app";

async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
}

/** The code is back (the network, or the new deploy's files): Reload brings up the login screen. */
async function reloadToLogin(page: Page) {
  await page.unroute(LOGIN_ROUTE_CHUNK);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("heading", { name: errorScreen })).toBeHidden();
}

test("a screen whose code fails to load gives the chunk-load error, and Reload recovers", async ({ page }) => {
  await openHome(page);
  // A deploy replaced the files: the login screen's code is gone.
  await page.route(LOGIN_ROUTE_CHUNK, (route) => route.abort());
  await page.getByRole("link", { name: "login or register" }).click();
  await expect(page.getByRole("heading", { name: errorScreen })).toBeVisible();
  await expect(page).toHaveTitle(/^Could not load/);

  // Reload opens the screen the person was going to.
  await reloadToLogin(page);
});

test("a page whose code fails on first load gives the chunk-load error before the app runs", async ({ page }) => {
  await page.route(LOGIN_ROUTE_CHUNK, (route) => route.abort());
  await page.goto("/login/");
  await expect(page.getByRole("heading", { name: errorScreen })).toBeVisible();

  await reloadToLogin(page);
});

test("the live connection's code failing gives the chunk-load error, not 'connecting' forever", async ({ page }) => {
  await page.route(SOCKET_CHUNK, (route) => route.abort());
  await page.goto("/create/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Grandma");
  await page.getByLabel("Game Name").fill("Christmas Eve");
  await page.getByRole("button", { name: "proceed" }).click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByRole("heading", { name: errorScreen })).toBeVisible();

  await page.unroute(SOCKET_CHUNK);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Christmas Eve" })).toBeVisible();
  await expect(page.getByRole("heading", { name: errorScreen })).toHaveCount(0);
});

test("a screen whose code has not arrived after 120 s gives the chunk-load error", async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  // The login screen's code never arrives (a request that is never answered).
  let asked: () => void = () => {};
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(LOGIN_ROUTE_CHUNK, () => asked());
  await page.getByRole("link", { name: "login or register" }).click();
  // The app's 120 s start when React has committed the navigation, which can come after the code
  // was asked for: the fake clock moves only once both have happened (CI runs moved it first, and
  // the 120 s then ended after the test's).
  await chunkAsked;
  await expect(page.locator("body")).toHaveAttribute("aria-busy", "true");

  await page.clock.runFor(119_000);
  await expect(page.getByRole("heading", { name: errorScreen })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole("heading", { name: errorScreen })).toBeVisible();
  // (That Reload recovers is shown above, without a fake clock that carries over a reload.)
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
});

test("a page whose code has not arrived 120 s after it opened gives the chunk-load error", async ({ page }) => {
  await page.clock.install();
  await page.route(LOGIN_ROUTE_CHUNK, () => undefined);
  await page.goto("/login/", { waitUntil: "domcontentloaded" });
  await page.clock.runFor(119_000);
  await expect(page.getByRole("heading", { name: errorScreen })).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(page.getByRole("heading", { name: errorScreen })).toBeVisible();
});
