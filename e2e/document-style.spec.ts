import { expect, test } from "./fixtures";

// The app's stylesheet is written inline by the server and not carried a second time in the
// page's JavaScript (app/components/document-style.tsx); the page stays styled however React
// takes the document over.

const cream = "rgb(255, 247, 232)";
const background = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.use({ colorScheme: "light" });

test("the stylesheet is in the page, not in its scripts, and stays after navigating", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  expect(await background(page)).toBe(cream);
  // Every module the page loads to hydrate (root's among them): none carries the stylesheet again.
  const modules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  expect(modules.some((url) => /\/root-[\w-]+\.js$/.test(url))).toBe(true);
  for (const url of modules) expect(await (await page.request.get(url)).text(), url).not.toContain("--lightningcss-light");

  await page.getByRole("link", { name: "Create Game" }).click();
  await expect(page).toHaveURL(/\/create\/$/);
  expect(await background(page)).toBe(cream);
  expect((await page.locator("style#app-css").textContent())!.length).toBeGreaterThan(1_000);
});

test("a page whose text was changed before hydration (a translating browser) keeps its styles when React renders it again", async ({
  page,
  pageProblems,
}) => {
  // What a translating browser does: the server's text changed before React hydrates it.
  await page.route("**/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(">Bingo with friends</h1>", ">Bingo entre amis</h1>");
    await route.fulfill({ response, body: html, headers: { ...response.headers(), "content-length": String(Buffer.byteLength(html)) } });
  });
  await page.goto("/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  // React rendered the document again from its own tree: the heading says what React says.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bingo with friends");
  expect(await background(page)).toBe(cream);
  // Every copy of the stylesheet React wrote holds all of it (read back from the server's), none empty.
  const copies = await page.locator("style#app-css").evaluateAll((styles) => styles.map((style) => style.textContent?.length ?? 0));
  expect(copies.length).toBeGreaterThan(0);
  for (const length of copies) expect(length).toBeGreaterThan(1_000);
  // The mismatch itself, which React reports (minified error 418) and recovers from.
  const mismatch = pageProblems.findIndex((problem) => problem.includes("React error #418"));
  expect(mismatch).toBeGreaterThanOrEqual(0);
  pageProblems.splice(mismatch, 1);
});
