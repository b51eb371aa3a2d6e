import { devices, type Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { accountWithResetCode, emailAccount, freshEmail, passwordResetCode, signsInWith } from "./auth-emulator";
import { expect, test } from "./fixtures";
import { logInWithAGame } from "./identity-steps";
import { createGame, entryItem } from "./game-steps";
import { countCalls, expectNoTypedValueIn, openWithScriptsHeld, recordUrls, sendBeforeTheCode } from "./slow-scripts";

// On a slow phone the server's form is there long before the app's code. What is
// typed then is kept, a submit pressed then is carried out once the code runs (once, however
// often it was pressed), and nothing typed ever goes into a URL (docs/decisions/010).

const PASSWORD = "holiday-cheer-1";

async function playersListed(page: Page) {
  await page.getByRole("button", { name: "Players and invite" }).click();
  return page.getByRole("listitem");
}

test("Create Game, typed and sent before the code came: that game opens, created once", async ({ page }) => {
  const urls = recordUrls(page);
  const creates = countCalls(page, "POST", "/games");
  // Nothing seems to happen on a slow phone, so people press again.
  await sendBeforeTheCode(
    page,
    "/create/",
    {
      "What would you like to be called?": "Early Ezra",
      "Game Name": "Slow phone supper",
      "Description (optional)": "Typed before the scripts came",
    },
    "proceed",
    { presses: 2 },
  );

  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByRole("heading", { name: "Slow phone supper" })).toBeVisible();
  await expect(page.getByText("Typed before the scripts came")).toBeVisible();
  await expect((await playersListed(page)).filter({ hasText: "Early Ezra" })).toHaveCount(1);
  expect(creates()).toBe(1);
  expectNoTypedValueIn(urls, ["Early Ezra", "Slow phone supper", "Typed before the scripts came"]);
});

async function joinFromShareLinkBeforeTheCode(page: Page, baseURL: string, name: string, by: "click" | "tap") {
  const host = await seedPerson(baseURL);
  const { code } = await host.call<{ code: string }>("POST", "/games", {
    screenName: "Host",
    gameName: "Grandma's 90th",
  });
  const urls = recordUrls(page);
  const joins = countCalls(page, "POST", "/games/join");
  await sendBeforeTheCode(page, `/join/${code}/`, { "What would you like to be called?": name }, "next", {
    presses: 2,
    by,
  });

  await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await expect(page.getByRole("heading", { name: "Grandma's 90th" })).toBeVisible();
  await expect((await playersListed(page)).filter({ hasText: name })).toHaveCount(1);
  expect(joins()).toBe(1);
  expectNoTypedValueIn(urls, [name]);
}

test("Join Game from a share link, name typed and sent before the code came: in the game under that name", async ({
  page,
  baseURL,
}) => {
  await joinFromShareLinkBeforeTheCode(page, baseURL!, "Ben on the bus", "click");
});

test("the same on a 360 px touch phone", async ({ newPlayer, baseURL }) => {
  const phone = await newPlayer({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    userAgent: devices["Pixel 5"].userAgent,
  });
  await joinFromShareLinkBeforeTheCode(phone, baseURL!, "Bea on a phone", "tap");
});

/**
 * A name no earlier run left in the shared practice game (a repeated run found its
 * own "Sam typed early" there, and the new one became "Sam typed early (2)").
 */
const practiceName = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;

test("a name typed before the code came and sent after it: still in the field, and used", async ({ page }) => {
  const urls = recordUrls(page);
  const name = practiceName("Sam typed early");
  const slow = await openWithScriptsHeld(page, "/player-name/");
  await page.getByLabel("What would you like to be called?").fill(name);
  await slow.letScriptsIn();
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page.getByLabel("What would you like to be called?")).toHaveValue(name);

  await page.getByRole("button", { name: "next" }).click();
  await expect(page).toHaveURL(/\/play\/TESTING\/$/);
  await expect((await playersListed(page)).filter({ hasText: name })).toHaveCount(1);
  expectNoTypedValueIn(urls, [name]);
});

test("Player's Name, typed and sent before the code came: in the practice game under that name", async ({ page }) => {
  const urls = recordUrls(page);
  const name = practiceName("Pat in the park");
  await sendBeforeTheCode(page, "/player-name/", { "What would you like to be called?": name }, "next");

  await expect(page).toHaveURL(/\/play\/TESTING\/$/);
  await expect(page.getByRole("heading", { name: "Practice game" })).toBeVisible();
  await expect((await playersListed(page)).filter({ hasText: name })).toHaveCount(1);
  expectNoTypedValueIn(urls, [name]);
});

test("Login, typed and sent before the code came: signed in to that account, its games listed", async ({
  page,
  baseURL,
}) => {
  const email = await emailAccount("early-login", PASSWORD);
  const account = await seedPerson(baseURL!, { email, password: PASSWORD });
  await account.call("POST", "/games", { screenName: "Lou", gameName: "Lou's quiz night" });

  const urls = recordUrls(page);
  await sendBeforeTheCode(page, "/login/", { Email: email, Password: PASSWORD }, "Submit");

  await expect(page).toHaveURL(/\/play\/$/);
  await expect(page.getByText("Lou's quiz night")).toBeVisible();
  expectNoTypedValueIn(urls, [email, PASSWORD]);
});

test("Register, typed and sent before the code came: the account exists with that password", async ({ page }) => {
  const email = freshEmail("early-register");
  const urls = recordUrls(page);
  await sendBeforeTheCode(page, "/register/", { Email: email, Password: PASSWORD }, "Submit");

  await expect(page).toHaveURL(/\/play\/$/);
  await expect(page.getByText("No games found.")).toBeVisible();
  expect(await signsInWith(email, PASSWORD)).toBe(true);
  expectNoTypedValueIn(urls, [email, PASSWORD]);
});

test("Password Help, typed and sent before the code came: the email is named and sent", async ({ page }) => {
  const email = await emailAccount("early-help", PASSWORD);
  const urls = recordUrls(page);
  await sendBeforeTheCode(page, "/password-help/", { Email: email }, "Submit");

  await expect(page.getByRole("status")).toHaveText(
    `An email has been sent to ${email} with a link to reset your password.`,
  );
  expect(await passwordResetCode(email)).toBeTruthy();
  expectNoTypedValueIn(urls, [email]);
});

test("Reset Password, reloaded slowly and sent before the code came: the new password signs in", async ({ page }) => {
  const { email, code } = await accountWithResetCode("early-reset");
  await page.goto(`/auth-handler/?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();

  const urls = recordUrls(page);
  await sendBeforeTheCode(page, "", { "New password": "brand-new-cheer-2" }, "Submit", { reload: true });

  await expect(page).toHaveURL(/\/play\/$/);
  expect(await signsInWith(email, "brand-new-cheer-2")).toBe(true);
  expectNoTypedValueIn(urls, ["brand-new-cheer-2"]);
});

test("Add Entry is drawn once the game is loaded (nothing to type into before); the entry is posted, never put in a URL", async ({
  page,
}) => {
  await createGame(page, "Host", "Entries on a slow phone");
  const urls = recordUrls(page);
  const slow = await openWithScriptsHeld(page, "", { reload: true });
  await expect(page.getByRole("status")).toHaveText("Loading the game…");
  await expect(page.getByLabel("Add a prediction")).toHaveCount(0);
  await slow.letScriptsIn();

  await page.getByLabel("Add a prediction").fill("Grandpa falls asleep after lunch");
  await page.getByRole("button", { name: "Add Entry" }).click();
  await expect(entryItem(page, "Grandpa falls asleep after lunch")).toBeVisible();
  await expect(page.getByLabel("Add a prediction")).toHaveValue("");
  expectNoTypedValueIn(urls, ["Grandpa falls asleep"]);
});

test("the paywall's email is drawn once the payment is ready (nothing to type into before); it goes in the receipt call, never in a URL", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Only a registered user pays (a guest registers first, e2e/identity.spec.ts).
  await logInWithAGame(page, baseURL!, PASSWORD);
  const urls = recordUrls(page);
  const slow = await openWithScriptsHeld(page, "/paywall/");
  await expect(page.getByRole("status")).toHaveText("Loading the payment form…");
  await expect(page.getByLabel("Email for your receipt")).toHaveCount(0);
  await slow.letScriptsIn();

  const email = freshEmail("receipt");
  await page.getByLabel("Email for your receipt").fill(email);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  const receipt = page.waitForRequest((request) => request.url().endsWith("/api/v1/receipt-email"));
  await page.getByRole("button", { name: "Pay $5" }).click();
  expect((await receipt).postDataJSON()).toMatchObject({ email });
  await expect(page).toHaveURL(/\/create\/$/);
  expectNoTypedValueIn(urls, [email]);
});

test("the main menu tapped before the code came: it opens once the page can draw it", async ({ page }) => {
  const slow = await openWithScriptsHeld(page, "/how-to/");
  await page.getByRole("button", { name: "Main menu" }).click();
  await slow.letScriptsIn();
  await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "How To Play" })).toBeVisible();
  // Once open, the button closes it as always: the early tap was taken once.
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "false");
});

test("the main menu opened while a game is still being read stays open when the game comes in", async ({ page }) => {
  const code = await createGame(page, "Ann", "Menu while loading");
  // The reload's read of the game is held until the menu is open on the loading screen.
  let letTheGameIn!: () => void;
  const gameHeld = new Promise<void>((resolve) => (letTheGameIn = resolve));
  await page.route(new RegExp(`/api/v1/games/${code}(\\?with=entries)?$`), async (route) => {
    await gameHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator("body[data-hydrated]")).toBeAttached();
  await expect(page.getByText("Loading the game…")).toBeVisible();
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "true");

  letTheGameIn();
  await expect(page.getByRole("heading", { level: 1, name: "Menu while loading" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("switch", { name: /Game sounds/ })).toBeVisible();
  // Closed, it stays closed: a later swap of the screen does not open it again.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "false");
});
