import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freshEmail } from "./auth-emulator";
import { createGame } from "./game-steps";
import { logInWithAGame, register } from "./identity-steps";
import { stripeFakeUrl, unpaidAppPort } from "./stripe-e2e";

interface WebhookSent {
  paymentIntentId: string;
  status: number;
}

/** The HTTP status with which the Worker answered the fake's webhook for this payment. */
async function webhookStatus(paymentIntentId: string): Promise<number | undefined> {
  const sent = (await (await fetch(`${stripeFakeUrl}/control/webhooks`)).json()) as WebhookSent[];
  return sent.find((webhook) => webhook.paymentIntentId === paymentIntentId)?.status;
}

interface StandInRecord {
  paymentElementOptions: unknown;
  confirmCalls: Array<{ redirect: string }>;
}

const PASSWORD = "holiday-cheer-1";
/** Only a registered user pays (a guest registers first, e2e/identity.spec.ts). */
const registerHost = (page: Page) => register(page, freshEmail("host"), PASSWORD);

const standIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { stripeStandIn: StandInRecord }).stripeStandIn);

test("an unpaid creator of a second game pays $5 on the paywall, then creates it", async ({ page }) => {
  test.setTimeout(90_000);
  const stripeScripts: string[] = [];
  page.on("request", (request: Request) => {
    if (request.url().startsWith("https://js.stripe.com/")) stripeScripts.push(request.url());
  });

  await createGame(page, "Host", "First party");
  await registerHost(page);
  expect(stripeScripts, "Stripe.js is loaded on the paywall only").toEqual([]);

  // SPEC §2, Route guards: a second game without a pass leads to the purchase page.
  await page.goto("/create/");
  await expect(page).toHaveURL(/\/paywall\/$/);
  await expect(page.getByRole("heading", { name: "Purchase a Game" })).toBeVisible();
  const card = page.getByLabel("Card number");
  await expect(card).toBeVisible();
  expect(stripeScripts).toHaveLength(1);
  expect((await standIn(page)).paymentElementOptions).toEqual({ layout: "tabs", paymentMethodOrder: ["card"] });

  // A declined card: SPEC §8's 'Payment failed', and the user stays to try again.
  await page.getByLabel("Email for your receipt").fill("host@example.test");
  await card.fill("4000 0000 0000 0002");
  const receiptEmail = page.waitForRequest((request) => request.url().endsWith("/api/v1/receipt-email"));
  await page.getByRole("button", { name: "Pay $5" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Payment failed: Your card was declined/);
  expect((await receiptEmail).postDataJSON()).toMatchObject({ email: "host@example.test" });
  await expect(page).toHaveURL(/\/paywall\/$/);

  // A good card: confirmed without a redirect, stored, and on to Create Game.
  await card.fill("4242 4242 4242 4242");
  const stored = page.waitForResponse((response) => response.url().endsWith("/api/v1/store-payment"));
  await page.getByRole("button", { name: "Pay $5" }).click();
  const storeResponse = await stored;
  expect(storeResponse.status()).toBe(200);
  // Stripe's webhook for the same payment reached the Worker too (the grant happens once).
  const { paymentIntentId } = storeResponse.request().postDataJSON() as { paymentIntentId: string };
  await expect.poll(() => webhookStatus(paymentIntentId)).toBe(200);
  await expect(page).toHaveURL(/\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create Game" })).toBeVisible();
  // Client-side navigation: the page (and the stand-in's record) is still the paywall's.
  expect((await standIn(page)).confirmCalls.map((call) => call.redirect)).toEqual(["if_required", "if_required"]);

  await page.getByLabel("What would you like to be called?").fill("Host");
  await page.getByLabel("Game Name").fill("Second party");
  await page.getByRole("button", { name: "proceed" }).click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByRole("heading", { name: "Second party" })).toBeVisible();
});

test("paid while the records are out of reach for a moment: the pass is asked for again until it answers, and Create Game opens", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createGame(page, "Host", "First party");
  await registerHost(page);
  await page.goto("/create/");
  await expect(page).toHaveURL(/\/paywall\/$/);
  await page.getByLabel("Email for your receipt").fill("host@example.test");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  // D1 down for a moment, as the Worker then answers both (test/d1-down.test.ts).
  const outage = { code: "STORE_UNAVAILABLE", errors: { request: ["We can't reach the games' records just now."] } };
  const refused: string[] = [];
  for (const path of ["store-payment", "user/load-details"]) {
    await page.route(`**/api/v1/${path}`, async (route) => {
      if (refused.includes(path)) return route.fallback();
      refused.push(path);
      await route.fulfill({ status: 503, headers: { "Retry-After": "5" }, contentType: "application/json", body: JSON.stringify(outage) });
    });
  }
  const stored = page.waitForResponse((response) => response.url().endsWith("/api/v1/store-payment") && response.status() === 200);
  await page.getByRole("button", { name: "Pay $5" }).click();
  await stored;
  await expect(page).toHaveURL(/\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create Game" })).toBeVisible();
  expect(refused).toContain("store-payment");
});

test("a paid user who opens the paywall is sent on to Create Game", async ({ page, baseURL }) => {
  await logInWithAGame(page, baseURL!, PASSWORD);
  await page.goto("/paywall/");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Email for your receipt").fill("host@example.test");
  await page.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(/\/create\/$/);

  await page.goto("/paywall/");
  await expect(page).toHaveURL(/\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create Game" })).toBeVisible();
});

test.describe("on a server without Stripe keys", () => {
  test.use({ baseURL: `http://127.0.0.1:${unpaidAppPort}` });

  test("the paywall says payments are not configured", async ({ page, baseURL }) => {
    await logInWithAGame(page, baseURL!, PASSWORD);
    await page.goto("/paywall/");
    await expect(page.getByRole("heading", { name: "Purchase a Game" })).toBeVisible();
    await expect(page.getByText("Payments are not configured on this server.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay $5" })).toHaveCount(0);
  });
});

/** The open pass intent the paywall made for this visitor, as its page received it. */
async function openPaywall(page: Page): Promise<{ paymentIntentId: string; secret: string }> {
  const intent = page.waitForResponse((response) => response.url().endsWith("/api/v1/intent"));
  await page.goto("/paywall/");
  await expect(page.getByLabel("Card number")).toBeVisible();
  return ((await (await intent).json()) as { data: { paymentIntentId: string; secret: string } }).data;
}

const returnUrl = (intent: { paymentIntentId: string; secret: string }, redirectStatus: string) =>
  `/paywall/?payment_intent=${intent.paymentIntentId}&payment_intent_client_secret=${intent.secret}&redirect_status=${redirectStatus}`;

test("back from a card check that redirected, the purchase completes and Create Game opens", async ({ page, baseURL }) => {
  await logInWithAGame(page, baseURL!, PASSWORD);
  const intent = await openPaywall(page);
  // The bank's check passed on its own page; Stripe's webhook has not arrived yet.
  await fetch(`${stripeFakeUrl}/control/payment_intents/${intent.paymentIntentId}/succeed?webhook=none`, { method: "POST" });

  const stored = page.waitForRequest((request) => request.url().endsWith("/api/v1/store-payment"));
  await page.goto(returnUrl(intent, "succeeded"));
  expect((await stored).postDataJSON()).toEqual({ paymentIntentId: intent.paymentIntentId });
  await expect(page).toHaveURL(/\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create Game" })).toBeVisible();

  // The pass is granted: the paywall sends this user on from now on.
  await page.goto("/paywall/");
  await expect(page).toHaveURL(/\/create\/$/);
});

test("back from a card check that failed, the paywall says 'Payment failed' and lets the user try again", async ({
  page,
  baseURL,
}) => {
  await logInWithAGame(page, baseURL!, PASSWORD);
  const intent = await openPaywall(page);

  await page.goto(returnUrl(intent, "failed"));
  await expect(page.getByRole("alert")).toHaveText("Payment failed");
  await expect(page.getByRole("button", { name: "Pay $5" })).toBeVisible();

  // A return address that claims success for an unpaid intent: the server's check decides.
  await page.goto(returnUrl(intent, "succeeded"));
  await expect(page.getByRole("alert")).toHaveText("Payment failed");
  await expect(page).toHaveURL(/\/paywall\/\?/);
  await page.goto("/create/");
  await expect(page).toHaveURL(/\/paywall\/$/);
});
