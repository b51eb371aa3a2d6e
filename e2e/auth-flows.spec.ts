import { emailAccount, freshEmail, passwordResetCode } from "./auth-emulator";
import { expect, test } from "./fixtures";
import { logIn, logOut, register, sendCredentials } from "./identity-steps";

const PASSWORD = "holiday-cheer-1";
const RESET_PROBLEM =
  "There was a problem with the reset password token. It may have expired or already been used. Please try again.";

test.describe("Accounts", () => {
  test("register, log out, log back in: the session follows the account", async ({ page }) => {
    const email = freshEmail("register");
    await register(page, email, PASSWORD);
    await expect(page.getByText("No games found.")).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("link", { name: "login or register" }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await logIn(page, email, PASSWORD);
  });

  test("a wrong password shows the identity provider's message under the form", async ({ page }) => {
    const email = await emailAccount("wrong", PASSWORD);

    await sendCredentials(page, "/login/", email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("That email and password do not match.");
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test("an email without an account is not revealed: login and password help answer as for any email", async ({ page }) => {
    const email = freshEmail("nobody");
    await sendCredentials(page, "/login/", email, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("That email and password do not match.");

    await page.goto("/password-help/");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`An email has been sent to ${email} with a link to reset your password.`)).toBeVisible();
  });

  test("a protected screen without a session goes to the auth fallback, then Welcome", async ({ page }) => {
    await page.goto("/play/");
    await expect(page.getByText("Loading Auth...")).toBeVisible();
    await expect(page).toHaveURL(/\/router\/$/);
    await expect(page.getByRole("link", { name: "Join Game" })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("after logging in, the remembered protected path and query are restored", async ({ page }) => {
    const email = await emailAccount("return", PASSWORD);

    await page.goto("/paywall/?from=menu");
    await expect(page).toHaveURL(/\/router\/$/);
    await logIn(page, email, PASSWORD, /\/paywall\/\?from=menu$/);
  });
});

test.describe("Password reset", () => {
  test("through the emailed code: new password works, the used code does not", async ({ page }) => {
    const email = await emailAccount("reset", PASSWORD);

    await page.goto("/password-help/");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByText(`An email has been sent to ${email} with a link to reset your password.`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();

    const code = await passwordResetCode(email);
    await page.goto(`/auth-handler/?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await expect(page).toHaveURL(/\/password-reset\/$/);
    await page.getByLabel("New password").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Submit" }).click();
    // Signed in with the new password, then on to My Games.
    await expect(page).toHaveURL(/\/play\/$/);
    await expect(page.getByText("No games found.")).toBeVisible();

    await page.goto(`/auth-handler/?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await expect(page.getByText(RESET_PROBLEM)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();
  });

  test("a made-up code shows the reset problem message", async ({ page }) => {
    await page.goto("/auth-handler/?mode=resetPassword&oobCode=not-a-real-code");
    await expect(page.getByText(RESET_PROBLEM)).toBeVisible();
  });
});
