import { emailAccount, signsInWith } from "./auth-emulator";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame } from "./game-steps";

const OLD_PASSWORD = "holiday-cheer-1";
const NEW_PASSWORD = "new-year-cheer-2";

test("a registered user changes the password from the main menu, confirming the current one when the sign-in is old", async ({
  page,
}) => {
  const email = await emailAccount("change", OLD_PASSWORD);
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/play\/$/);

  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("link", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/password-change\/$/);
  await expect(page.getByLabel("Current password")).toHaveCount(0);

  // Firebase refuses a password change long after the sign-in; the Auth Emulator never does,
  // so its first answer is replaced by the refusal as Firebase sends it. The rest is the emulator.
  let refusedOnce = false;
  await page.route("**/accounts:update?*", async (route) => {
    if (refusedOnce) return route.fallback();
    refusedOnce = true;
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: 400, message: "CREDENTIAL_TOO_OLD_LOGIN_AGAIN", errors: [] } }),
    });
  });
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  const change = page.getByRole("button", { name: "Change Password" });
  await change.click();
  await expect(page.getByRole("alert")).toHaveText("For your security, please enter your current password too.");
  await expectNoSeriousViolations(page);

  await page.getByLabel("Current password").fill("not-my-password");
  await change.click();
  await expect(page.getByRole("alert")).toHaveText("That email and password do not match.");
  expect(await signsInWith(email, OLD_PASSWORD)).toBe(true);

  await page.getByLabel("Current password").fill(OLD_PASSWORD);
  await change.click();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed.");
  await expectNoSeriousViolations(page);
  expect(await signsInWith(email, NEW_PASSWORD)).toBe(true);
  expect(await signsInWith(email, OLD_PASSWORD)).toBe(false);
});

test("Change Password is not offered to a guest, who has no password", async ({ page }) => {
  await createGame(page, "Guest", "No password here");
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.getByRole("link", { name: "Join a Game" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change Password" })).toHaveCount(0);

  await page.goto("/password-change/");
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-in");
  await expect(page.getByText("Only a registered account has a password. Please log in.")).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
});
