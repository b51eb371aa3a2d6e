import { expect, type Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { emailAccount } from "./auth-emulator";

/** The account forms as a person fills them (app/routes/register.tsx, login.tsx). */
export async function sendCredentials(page: Page, path: "/register/" | "/login/", email: string, password: string) {
  if (!page.url().endsWith(path)) await page.goto(path);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Submit" }).click();
}

/** Registers (a guest's session is linked, keeping its uid) and waits to land on `then`. */
export async function register(page: Page, email: string, password: string, then: RegExp = /\/play\/$/) {
  await sendCredentials(page, "/register/", email, password);
  await expect(page).toHaveURL(then);
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-in");
}

export async function logIn(page: Page, email: string, password: string, then: RegExp = /\/play\/$/) {
  await sendCredentials(page, "/login/", email, password);
  await expect(page).toHaveURL(then);
}

/** Logs out through the logout screen and waits until the page knows nobody is signed in. */
export async function logOut(page: Page) {
  await page.goto("/logout/");
  await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
}

/**
 * Logs `page` in to a new email account that already has a game, made through the emulator
 * and the API: a registered user who has used their free game (the paywall's visitor).
 */
export async function logInWithAGame(page: Page, baseURL: string, password: string) {
  const email = await emailAccount("with-a-game", password);
  const account = await seedPerson(baseURL, { email, password });
  await account.call("POST", "/games", { screenName: "Host", gameName: "First party" });
  await logIn(page, email, password);
}
