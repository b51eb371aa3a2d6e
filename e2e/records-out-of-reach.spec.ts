import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";
import { createGame, expectNoSidewaysScroll } from "./game-steps";

/**
 * D1 out of reach for a moment (the Worker answers 503 STORE_UNAVAILABLE with Retry-After, as
 * test/d1-down.test.ts shows it does): a screen that reads the games' records says so in
 * words, offers to try again, and comes back by itself once they answer (app/api/read-again.ts).
 * The browser's half is shown here by answering the list's first reads as the Worker then does.
 */
const OUTAGE_BODY = {
  code: "STORE_UNAVAILABLE",
  errors: { request: ["We can't reach the games' records just now. Try again in a few seconds."] },
};

/** Answers the next `times` reads of My Games' list as an unreachable D1 does; then they pass. */
async function listOutOfReach(page: Page, times: number, retryAfterSeconds: number) {
  let left = times;
  await page.route(/\/api\/v1\/games\?/, async (route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    await route.fulfill({
      status: 503,
      headers: { "Retry-After": String(retryAfterSeconds), "Content-Type": "application/json" },
      body: JSON.stringify(OUTAGE_BODY),
    });
  });
}

test("My Games with the records out of reach says so, then shows the games by itself once they answer", async ({
  page,
}) => {
  await createGame(page, "Ann", "Boxing Day lunch");
  await listOutOfReach(page, 1, 1);
  await page.goto("/play/");

  await expect(page.getByRole("heading", { name: "Could not load this page" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(OUTAGE_BODY.errors.request[0]!);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  // No tap: the list is read again once the Retry-After has passed.
  await expect(page.getByRole("link", { name: /Boxing Day lunch/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Could not load this page" })).toHaveCount(0);
});

test("a long wait the server asks for is not sat out on screen: Try again reads the list at once", async ({ page }) => {
  await createGame(page, "Ann", "Twelfth Night");
  await listOutOfReach(page, 1, 3600);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/play/");
  await expect(page.getByRole("heading", { name: "Could not load this page" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("link", { name: /Twelfth Night/ })).toBeVisible();
});
