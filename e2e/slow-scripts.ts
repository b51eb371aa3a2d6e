import { expect, type Page } from "@playwright/test";

/**
 * A slow phone: the server-rendered page is there, every script response is held
 * until `letScriptsIn()`. No timer: the test releases them once it has typed and pressed.
 */
export async function openWithScriptsHeld(page: Page, path: string, options: { reload?: boolean } = {}) {
  let letIn!: () => void;
  const released = new Promise<void>((resolve) => (letIn = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.fallback(); // on to the fixtures' routes (the Stripe.js stand-in)
  });
  if (options.reload) await page.reload({ waitUntil: "commit" });
  else await page.goto(path, { waitUntil: "commit" });
  return {
    async letScriptsIn() {
      await expectNotHydrated(page);
      letIn();
    },
  };
}

/** The app's code has not run: the page is still the server's HTML. */
export async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.body?.dataset.hydrated ?? "not hydrated")).toBe("not hydrated");
}

/** Every URL the page asks for or goes to: its navigations, its client-side routes, its calls. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

const readable = (url: string) => {
  try {
    return decodeURIComponent(url.replaceAll("+", " "));
  } catch {
    return url;
  }
};

/** What a person typed never goes into a URL (history, server logs, referrers). */
export function expectNoTypedValueIn(urls: string[], typed: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    for (const value of typed) expect(readable(url), `a URL carried "${value}"`).not.toContain(value);
  }
}

/** How many requests of this method went to this API path (e.g. a submit sent once). */
export function countCalls(page: Page, method: string, path: string) {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api/v1${path}`) count += 1;
  });
  return () => count;
}

/**
 * Opens a form with every script held, fills its labelled fields, presses its button
 * (`presses` times, as an impatient person does), then lets the scripts in.
 */
export async function sendBeforeTheCode(
  page: Page,
  path: string,
  fields: Record<string, string>,
  button: string,
  { presses = 1, by = "click", reload = false }: { presses?: number; by?: "click" | "tap"; reload?: boolean } = {},
) {
  const slow = await openWithScriptsHeld(page, path, { reload });
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  for (let press = 0; press < presses; press += 1) await page.getByRole("button", { name: button })[by]();
  // The press was taken (and shows as being sent), though nothing can be sent yet.
  await expect(page.getByRole("button", { name: button }).locator("xpath=ancestor::form")).toHaveAttribute(
    "aria-busy",
    "true",
  );
  await slow.letScriptsIn();
}
