import { devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addEntries, board, createGame, entryItem, joinByLink, markSquare } from "./game-steps";

// A small phone: 360x640, touch.
const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, userAgent: devices["Pixel 5"].userAgent };
test.use(phone);

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

test("a whole game on small touch phones: no sideways scrolling, big tap targets", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await expectFitsWidth(page);
  const code = await createGame(page, "Grandpa", "Boxing Day on the phone");
  await expectFitsWidth(page);

  const friend = await (await browser.newContext(phone)).newPage();
  await joinByLink(friend, code, "Sam");
  await expect(friend).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await addEntries(page, Array.from({ length: 12 }, (_, i) => `Grandpa story number ${i + 1}`));
  await addEntries(friend, Array.from({ length: 12 }, (_, i) => `Sam guess number ${i + 1}`));
  await page.getByRole("button", { name: "start game" }).tap();

  for (const player of [page, friend]) {
    await expect(board(player).getByRole("button")).toHaveCount(24);
    await expectFitsWidth(player);
    for (const square of await board(player).getByRole("button").all()) {
      const box = (await square.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  }

  const marked = await markSquare(friend, 4, 4);
  await expect(entryItem(page, marked)).toContainText("✓ Sam");
  for (let column = 0; column < 4; column += 1) await markSquare(friend, 4, column);
  await friend.getByRole("button", { name: "Call Bingo" }).tap();
  await expect(page.getByRole("dialog", { name: "Bingo!" })).toContainText("Sam won!");
});
