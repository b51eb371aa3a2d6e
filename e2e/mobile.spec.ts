import { devices, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { seedPerson } from "./api-seed";
import { addEntries, board, createGame, entryItem, joinByLink, markSquare, predictions, seedEntries, square } from "./game-steps";

// Flow 1 again on small touch phones, 360x640.
const phone = {
  viewport: { width: 360, height: 640 },
  hasTouch: true,
  isMobile: true,
  userAgent: devices["Pixel 5"].userAgent,
};
test.use(phone);

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** A finger-sized target: at least 44x44 CSS pixels. */
async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(Math.min(box.width, box.height), `tap target ${target}`).toBeGreaterThanOrEqual(44);
}

test("three friends on small touch phones play a whole game, live, to a winner", async ({
  page: creator,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await creator.goto("/");
  await expectFitsWidth(creator);
  for (const name of ["Create Game", "Join Game"]) await expectTapTarget(creator.getByRole("link", { name }));
  const code = await createGame(creator, "Grandpa", "Boxing Day on the phone");
  await expectFitsWidth(creator);
  await expectTapTarget(creator.getByRole("button", { name: "Add Entry" }));
  await expectTapTarget(creator.getByRole("button", { name: "Players and invite" }));
  await expectTapTarget(creator.getByRole("button", { name: "Main menu" }));

  // Two friends open the share link on their own phones and join.
  const sam = await newPlayer(phone);
  const kim = await newPlayer(phone);
  await joinByLink(sam, code, "Sam");
  await joinByLink(kim, code, "Kim");
  for (const friend of [sam, kim]) {
    await expect(friend).toHaveURL(new RegExp(`/play/${code}/setup/$`));
    await expectFitsWidth(friend);
  }

  // Each adds predictions with a tap; a helper (through the API) adds the rest of the 24.
  await addEntries(creator, predictions("Grandpa", 2), "tap");
  await addEntries(sam, predictions("Sam", 2), "tap");
  await addEntries(kim, predictions("Kim", 2), "tap");
  await seedEntries(await seedPerson(baseURL!), code, 18);
  const start = creator.getByRole("button", { name: "start game" });
  await expectTapTarget(start);
  await start.tap();

  for (const player of [creator, sam, kim]) {
    await expect(player).toHaveURL(new RegExp(`/play/${code}/$`));
    await expect(board(player).getByRole("button")).toHaveCount(24);
    await expect(board(player).getByRole("gridcell", { name: "Free square" })).toBeVisible();
    await expectFitsWidth(player);
    for (const target of await board(player).getByRole("button").all()) await expectTapTarget(target);
  }
  await expectNoSeriousViolations(sam);

  // A tap by Sam marks a square; the others see it live.
  const marked = await markSquare(sam, 4, 4, "tap");
  for (const player of [creator, kim]) await expect(entryItem(player, marked)).toContainText("✓ Sam");

  // Four of the bottom row are not a line yet: no Call Bingo.
  for (let column = 0; column < 3; column += 1) await markSquare(sam, 4, column, "tap");
  await expect(sam.getByRole("button", { name: "Call Bingo" })).toHaveCount(0);
  await markSquare(sam, 4, 3, "tap");
  const callBingo = sam.getByRole("button", { name: "Call Bingo" });
  await expectTapTarget(callBingo);
  await expectFitsWidth(sam);
  await callBingo.tap();

  await expect(sam.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  for (const player of [creator, kim]) {
    await expect(player.getByRole("dialog", { name: "Bingo!" })).toContainText("Sam won!");
  }
  await expectTapTarget(kim.getByRole("button", { name: "See the board" }));
  await expectFitsWidth(kim);
  await expectNoSeriousViolations(kim);
  await expect(sam.getByRole("button", { name: "Call Bingo" })).toHaveCount(0);

  // The winner closes the dialog with a tap and sees the board again.
  await sam.getByRole("button", { name: "See the board" }).tap();
  await expect(sam.getByRole("dialog", { name: "Bingo!" })).toHaveCount(0);
  await expect(square(sam, 4, 4)).toHaveAttribute("aria-pressed", "true");
});
