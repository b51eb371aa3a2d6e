import type { Page, Route } from "@playwright/test";
import { accountWithResetCode } from "./auth-emulator";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame } from "./game-steps";

// The passing screens of the auth flows (SPEC §2), each seen in its states, each checked with axe.

const RESET_PROBLEM =
  "There was a problem with the reset password token. It may have expired or already been used. Please try again.";

/** Holds matching requests until `release()` is called: a slow network, on demand. */
function holdRequests() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  const handler = async (route: Route) => {
    seen();
    await released;
    await route.continue();
  };
  return { handler, arrived, release };
}

test("auth handler: 'Validating Authorization Code...' while the code is checked, then the failure", async ({
  page,
}) => {
  const check = holdRequests();
  await page.route("**/accounts:resetPassword?*", check.handler);
  await page.goto("/auth-handler/?mode=resetPassword&oobCode=not-a-real-code");
  await check.arrived;
  await expect(page.getByRole("status")).toHaveText("Validating Authorization Code...");
  await expectNoSeriousViolations(page);

  check.release();
  await expect(page.getByRole("alert")).toHaveText(RESET_PROBLEM);
  await expect(page.getByText("Validating Authorization Code...")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("auth handler with a good code: validating, then the Reset Password form", async ({ page }) => {
  const { email, code } = await accountWithResetCode("a11y-reset");
  const check = holdRequests();
  await page.route("**/accounts:resetPassword?*", check.handler);
  await page.goto(`/auth-handler/?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await check.arrived;
  await expect(page.getByText("Validating Authorization Code...")).toBeVisible();
  check.release();

  await expect(page).toHaveURL(/\/password-reset\/$/);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await expect(page.getByLabel("New password")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("Reset Password opened without a validated code says so", async ({ page }) => {
  await page.goto("/password-reset/");
  await expect(page.getByRole("alert")).toHaveText(RESET_PROBLEM);
  await expectNoSeriousViolations(page);
});

test("logout: 'Logging Out...' while signing out, then the Welcome screen", async ({ page }) => {
  await createGame(page, "Leaver", "Leaving early");
  // The sign-out code arrives slowly, as on a poor connection.
  const signOutCode = holdRequests();
  // Firebase's file (scripts/client-chunk-groups.ts), which the sign-out imports when it runs.
  await page.route("**/assets/firebase-*.js", signOutCode.handler);
  await page.goto("/logout/", { waitUntil: "commit" });
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page).toHaveTitle("Logout · Bingo with friends");
  // A guest is warned first that their games would be lost: at once, from the
  // session this browser kept, before Firebase's file has arrived.
  await page.getByRole("button", { name: "Log out anyway" }).click();
  await expect(page.getByRole("status")).toHaveText("Logging Out...");
  await expectNoSeriousViolations(page);

  signOutCode.release();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
  await expect(page.getByRole("link", { name: "Create Game" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Games" })).toHaveCount(0);
});

/**
 * Opens a screen whose app code is still on its way (a slow phone connection): the
 * server-rendered screen is what the visitor sees meanwhile, and axe checks it. No app
 * timer has started yet, so the page's clock is then installed, paused, and the code let in.
 */
async function openWithCodeOnItsWay(page: Page, path: string) {
  const appCode = holdRequests();
  await page.route("**/assets/**", appCode.handler);
  await page.goto(path, { waitUntil: "commit" });
  await appCode.arrived;
  return async function letTheCodeIn() {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    appCode.release();
    await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
  };
}

test("auth loading fallback: 'Loading Auth...' for 5 s, then Welcome", async ({ page }) => {
  const letTheCodeIn = await openWithCodeOnItsWay(page, "/router/");
  await expect(page.getByRole("status")).toHaveText("Loading Auth...");
  await expectNoSeriousViolations(page);

  await letTheCodeIn();
  await expect(page.getByRole("status")).toHaveText("Loading Auth...");
  await page.clock.runFor(4_900);
  await expect(page).toHaveURL(/\/router\/$/);
  await expect(page.getByRole("status")).toHaveText("Loading Auth...");
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("link", { name: "Join Game" })).toBeVisible();
});

test("loading-after-auth: loading, then 'Uh oh.... something went wrong.' after 5 s without a user", async ({
  page,
}) => {
  const letTheCodeIn = await openWithCodeOnItsWay(page, "/auth-registration/");
  await expect(page).toHaveTitle("Auth Registration · Bingo with friends");
  await expect(page.getByRole("status")).toHaveText("Loading…");
  await expectNoSeriousViolations(page);

  await letTheCodeIn();
  await expect(page.getByRole("status")).toHaveText("Loading…");
  await page.clock.runFor(5_000);
  await expect(page.getByRole("alert")).toHaveText("Uh oh.... something went wrong.");
  await expect(page.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await page.clock.resume();
  await expectNoSeriousViolations(page);
});

test("loading-after-auth with a session goes on to My Games", async ({ page }) => {
  await createGame(page, "Host", "Straight through");
  await page.goto("/auth-registration/");
  await expect(page).toHaveURL(/\/play\/$/);
  await expect(page.getByRole("link", { name: /Straight through/ })).toBeVisible();
});

test("loading-after-auth while the records are out of reach for a moment waits it out and goes on to My Games", async ({ page }) => {
  await createGame(page, "Host", "Through an outage");
  let refused = 0;
  await page.route("**/api/v1/user/load-details", async (route) => {
    if (refused >= 2) return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 503,
      headers: { "Retry-After": "5", "Content-Type": "application/json" },
      body: JSON.stringify({ code: "STORE_UNAVAILABLE", errors: { request: ["We can't reach the games' records just now."] } }),
    });
  });
  await page.goto("/auth-registration/");
  await expect(page).toHaveURL(/\/play\/$/);
  await expect(page.getByRole("link", { name: /Through an outage/ })).toBeVisible();
  expect(refused).toBe(2);
});

test("a URL no route matches shows the generic 'Unexpected Application Error!' with the error", async ({ page }) => {
  const response = await page.goto("/no-such-screen/");
  expect(response!.status()).toBe(404);
  await expect(page).toHaveTitle("Unexpected Application Error! · Bingo with friends");
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("404 Not Found")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("link", { name: "Join Game" })).toBeVisible();
});

test("the account forms say each problem beside its field, in the page's words, with no browser bubble", async ({ page }) => {
  await page.goto("/login/");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Submit" }).click();
  const email = page.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveAccessibleDescription("Email is required.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();

  await email.fill("grandma");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(email).toHaveAccessibleDescription("Email must be an email address.");

  await email.fill("grandma@example.test");
  await page.getByRole("button", { name: "Submit" }).click();
  // Its name grows by the problem said inside its label: found by its field's name instead.
  const password = page.locator('input[name="password"]');
  await expect(password).toHaveAccessibleDescription("Password is required.");
  await expect(password).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.goto("/password-help/");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  await page.getByRole("button", { name: /Send|Submit/ }).first().click();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Email is required.");
});
