import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { stripeFakeUrl } from "./stripe-e2e";

const STRIPE_JS_STAND_IN = fileURLToPath(new URL("./fixtures/stripe-js-stand-in.js", import.meta.url));

/** Records a page's console errors and uncaught errors into `problems`. */
function watchPage(page: Page, problems: string[]) {
  page.on("console", (message) => {
    // A refused request (a wrong password, an expired code) is an expected answer,
    // which Chromium also logs; it is the page's handling of it that tests check. So is a
    // connection that fails because a test took the network away (setOffline).
    const expected =
      message.text().startsWith("Failed to load resource") || message.text().includes("net::ERR_INTERNET_DISCONNECTED");
    if (message.type() === "error" && !expected) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
}

let households = 0;

/**
 * Each browser calls the app from an address of its own, as people's phones do: the local
 * server keeps the CF-Connecting-IP it is sent (Cloudflare's edge would set it), so the tests
 * together are not one network running into the per-address limits (decision 012).
 */
async function ownAddress(context: BrowserContext, baseURL: string | undefined) {
  households += 1;
  // Its own /64: the limits count an IPv6 address by its /64 (decision 012).
  const address = `2001:db8:${(process.pid % 0x10000).toString(16)}:${(0xe000 + households).toString(16)}::1`;
  await context.route(`${baseURL}/**`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), "cf-connecting-ip": address } }),
  );
}

/**
 * Every page of every test fails on a console error or a CSP violation: a blocked
 * script is a broken app on someone's phone. `newPlayer` opens another person's browser
 * (own context, same checks), closed when the test ends.
 */
export const test = base.extend<{
  pageProblems: string[];
  stripeOffline: void;
  newPlayer: (options?: BrowserContextOptions) => Promise<Page>;
}>({
  context: async ({ context, baseURL }, use) => {
    await ownAddress(context, baseURL);
    await use(context);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchPage(page, problems);
      await use(problems);
      expect(problems, "console errors and page errors").toEqual([]);
    },
    { auto: true },
  ],
  /** No test reaches Stripe: its script is the stand-in, its API the local fake. */
  stripeOffline: [
    async ({ context }, use) => {
      await context.route("https://js.stripe.com/**", (route) =>
        route.fulfill({ path: STRIPE_JS_STAND_IN, contentType: "text/javascript" }),
      );
      await context.route("https://api.stripe.com/**", async (route) => {
        const { pathname, search } = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${stripeFakeUrl}${pathname}${search}` }) });
      });
      await use();
    },
    { auto: true },
  ],
  newPlayer: async ({ browser, baseURL, pageProblems }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      await ownAddress(context, baseURL);
      contexts.push(context);
      const page = await context.newPage();
      watchPage(page, pageProblems);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
