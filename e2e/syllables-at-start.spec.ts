import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, joinByLink, postEntries } from "./game-steps";
import { PHONES } from "./table-steps";

// The setup screen fetches the pool's hyphenation ahead, so the board drawn at the start shows
// its wide words at their syllables in its first frame, instead of changing its font (and its
// lines) a moment later: seconds later for a phone on a slow network.

const PREDICTIONS = [
  "Bartholomew unexpectedly congratulates everyone",
  "Grandchildren photobomb the Thanksgiving photographs",
  "Somebody mentions the extraordinarily complicated password",
  "Misunderstandings about the neighbourhood",
];

/** The game's 24 predictions, many with words too wide for a square. */
const POOL = Array.from({ length: 24 }, (_, index) => `${index + 1}. ${PREDICTIONS[index % PREDICTIONS.length]}`);
/** The English patterns' file (scripts/client-chunk-groups.ts). */
const ENGLISH_PATTERNS = /\/assets\/syllables-en-[\w-]+\.js$/;

test.use({ viewport: PHONES.small, hasTouch: true, isMobile: true, locale: "en-GB" });

/**
 * Run in the page (now, or before its scripts on the next load): keeps what the squares say in
 * the commit that first puts them on the page. A mutation observer's callback runs before the
 * browser paints that frame.
 */
function recordFirstSquareTexts() {
  const record = window as unknown as { firstSquareTexts?: string[] };
  const observer = new MutationObserver(() => {
    const texts = [...document.querySelectorAll(".board__text")].map((text) => text.textContent ?? "");
    if (texts.length === 0) return;
    record.firstSquareTexts = texts;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

const firstSquareTexts = (page: Page) => page.evaluate(() => (window as unknown as { firstSquareTexts?: string[] }).firstSquareTexts);

/** A game in setup, made by a host through the API, that Ann joined from its link: she is on its setup screen. */
async function annOnSetup(page: Page, baseURL: string) {
  const host = await seedPerson(baseURL);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Syllables" });
  await joinByLink(page, code, "Ann");
  await expect(page).toHaveURL(`/play/${code}/setup/`);
  return { host, code };
}

test("a board drawn at the start breaks its wide words at their syllables from its first frame", async ({ page, baseURL }) => {
  const { host, code } = await annOnSetup(page, baseURL!);

  // The predictions reach Ann's setup screen, which fetches their patterns once it is idle.
  const patterns = page.waitForResponse((response) => ENGLISH_PATTERNS.test(response.url()));
  await postEntries(host, code, POOL);
  // Its download done, and the page idle once since: the patterns are evaluated and kept.
  await (await patterns).finished();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));

  await page.evaluate(recordFirstSquareTexts);
  await host.call("PUT", `/games/${code}/start-game`);
  await expect(board(page).getByRole("button")).toHaveCount(24);

  const first = await firstSquareTexts(page);
  const now = await board(page).locator(".board__text").allTextContents();
  expect(now.some((text) => text.includes("Bartho\u00ADlomew"))).toBe(true);
  expect(first).toEqual(now);
});

test("patterns that failed to come ahead (offline for a moment on the setup screen) are fetched again by the board", async ({ page, baseURL }) => {
  const { host, code } = await annOnSetup(page, baseURL!);

  // The fetch ahead fails.
  await page.route(ENGLISH_PATTERNS, (route) => route.abort("internetdisconnected"));
  const failed = page.waitForEvent("requestfailed", (request) => ENGLISH_PATTERNS.test(request.url()));
  await postEntries(host, code, POOL);
  await failed;
  await page.unroute(ENGLISH_PATTERNS);

  // Back online, the board asks for them again and breaks at syllables.
  await host.call("PUT", `/games/${code}/start-game`);
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect
    .poll(async () => (await board(page).locator(".board__text").allTextContents()).some((text) => text.includes("Bartho\u00ADlomew")))
    .toBe(true);
});

test("a play screen opened again breaks its squares at syllables from the board's first frame", async ({ page, baseURL }) => {
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Syllables" });
  await postEntries(host, code, POOL);
  await host.call("PUT", `/games/${code}/start-game`);
  await joinByLink(page, code, "Ann");
  // A first visit: the board is drawn, and its syllables come after it.
  const hyphenated = async () => (await board(page).locator(".board__text").allTextContents()).some((text) => text.includes("Bartho\u00ADlomew"));
  await expect.poll(hyphenated).toBe(true);

  // Opened again (a reload on patchy Wi-Fi): what the squares say in the commit that first puts them on the page.
  await page.addInitScript(recordFirstSquareTexts);
  await page.reload();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect.poll(hyphenated).toBe(true);
  const first = await firstSquareTexts(page);
  expect(first).toEqual(await board(page).locator(".board__text").allTextContents());
});
