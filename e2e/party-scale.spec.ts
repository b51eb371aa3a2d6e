import { devices, type Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, entryItem } from "./game-steps";

// A big party on a small phone, 360 px wide.
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, userAgent: devices["Pixel 5"].userAgent });

const PLAYERS = 50;
// At their limits (40 and 200 characters), with no space to wrap at, and right-to-left text.
const LONG_NAME = "W".repeat(40);
const RTL_NAME = "שמעון בן דוד מקיבוץ עין גדי";
const LONG_ENTRY = "M".repeat(200);
const RTL_ENTRY = "דוד יבקש עוד יין לפני הקינוח";

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `page width on ${page.url()}`).toBeLessThanOrEqual(360);
}

/** The direction the browser gives an element's text (dir="auto" follows the text). */
const direction = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().evaluate((node) => getComputedStyle(node).direction);

test("fifty players with long and right-to-left names fit a 360 px phone; the entries under the board fold away", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const code = await createGame(page, LONG_NAME, "Family reunion");
  const names = Array.from({ length: PLAYERS - 1 }, (_, index) =>
    index === 0 ? RTL_NAME : index === 1 ? `${"X".repeat(38)}${index}` : `Cousin ${index}`,
  );
  const guests = [];
  for (const screenName of names) {
    const guest = await seedPerson(baseURL!);
    await guest.call("POST", "/games/join", { screenName, code });
    guests.push(guest);
  }
  const [first] = guests;
  const entries = [LONG_ENTRY, RTL_ENTRY, ...Array.from({ length: 22 }, (_, index) => `Prediction ${index + 1}`)];
  for (const text of entries) await first!.call("POST", "/entries", { gameCode: code, text });

  await expect(page.getByRole("button", { name: "start game" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await direction(page, RTL_ENTRY)).toBe("rtl");

  // The people panel: every player is there, the list scrolls, the page does not widen.
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Players\\s*${PLAYERS}`) })).toBeVisible();
  const list = page.locator(".people__list");
  await expect(list.getByRole("listitem")).toHaveCount(PLAYERS);
  const { scrollHeight, clientHeight } = await list.evaluate((node) => ({
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  const last = list.getByRole("listitem").last();
  await expect(last).not.toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(page.getByRole("button", { name: "Copy / Share Link" })).toBeInViewport();
  expect(await direction(page, RTL_NAME)).toBe("rtl");
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expectNoSidewaysScroll(page);

  // The 24 entries under the board fold away and come back, by a native disclosure.
  const entriesToggle = page.locator("summary", { hasText: "Entries" });
  await expect(entryItem(page, "Prediction 1")).toBeVisible();
  await entriesToggle.click();
  await expect(entryItem(page, "Prediction 1")).toBeHidden();
  await expect(board(page)).toBeVisible();
  await entriesToggle.click();
  await expect(entryItem(page, "Prediction 1")).toBeVisible();
  expect(await direction(page, RTL_ENTRY)).toBe("rtl");
  await expectNoSidewaysScroll(page);
});
