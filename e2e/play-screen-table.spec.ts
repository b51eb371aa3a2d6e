import type { Locator, Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, markSquare, seedEntries } from "./game-steps";

// The Invite button and the notices on a 360×640 phone in light and dark: the notices have a place of
// their own under the board and cover neither the board nor Call Bingo, which is on screen
// the moment a line is complete, under a long game name.

const PHONE = { width: 360, height: 640 };
/** The middle row: the free centre and four squares around it. */
const MIDDLE_ROW = [0, 1, 3, 4].map((column) => [2, column] as const);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "on screen").not.toBeNull();
  return box!;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectNoticeClearOf(page: Page, ...others: Locator[]) {
  const notice = page.locator(".ticker__notice:visible");
  await expect(notice).toHaveCount(1);
  const noticeBox = await boxOf(notice);
  for (const other of others) expect(overlap(noticeBox, await boxOf(other)), "a notice covers it").toBe(false);
}

test.describe("a 360×640 phone", () => {
  test.use({ viewport: PHONE });

  test("a completed line puts Call Bingo on screen, and no notice covers it or the board", async ({ page, baseURL }) => {
    const code = await createGame(page, "Ann", "Grandma's ninetieth birthday lunch at the lake house");
    await seedEntries(await seedPerson(baseURL!), code, 24);
    await page.getByRole("button", { name: "start game" }).click();
    await expect(board(page).getByRole("button")).toHaveCount(24);
    // Inviting is said on the button, with how many play: Ann and the helper (point 7).
    const invite = page.getByRole("button", { name: "Invite: Players and invite, 2 players", exact: true });
    await expect(invite).toHaveText(/^Invite\s*2$/);
    await expect(invite).toBeInViewport();

    // No layout shift while marking (point 7): the first-play hint, then the notices, take
    // turns in one line, so the board stays where the finger is.
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        // As CLS counts them: a shift right after a tap is the tap's own doing (the board's
        // place under the finger is checked apart, below).
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift" });
    });
    const hint = page.getByText("Tap once to select, again to mark.");
    await expect(hint).toBeVisible();
    expect(await hint.evaluate((node) => node.scrollWidth <= node.clientWidth), "the hint fits its line").toBe(true);
    const boardTop = () => board(page).evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const topBefore = await boardTop();

    for (const [row, column] of MIDDLE_ROW.slice(0, 3)) {
      await markSquare(page, row, column);
      expect(await boardTop(), "the board moved").toBe(topBefore);
    }
    await expect(page.locator(".ticker__notice--tension", { hasText: /^You (are|and .*are) one away$/ })).toBeVisible();
    expect(await boardTop(), "the board moved").toBe(topBefore);
    await expectNoticeClearOf(page, board(page));

    await markSquare(page, ...MIDDLE_ROW[3]!);
    const callBingo = page.getByRole("button", { name: "Call Bingo" });
    // On screen where the page stands, without a scroll.
    await expect(callBingo).toBeInViewport();
    await expect(page.locator(".ticker__notice:visible")).toHaveCount(1);
    await expectNoticeClearOf(page, callBingo, board(page));
    expect(await boardTop(), "the board moved").toBe(topBefore);
    // CLS 0 while marking.
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await expectNoSeriousViolations(page);

    await callBingo.click();
    await expect(page.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  });
});

test("a returning player's board is drawn before Firebase's file has arrived (Lighthouse on /play/)", async ({ page, baseURL }) => {
  const code = await createGame(page, "Ann", "Back at the table");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);

  // Firebase's file never arrives: the first reads go with the token this browser kept.
  await page.route("**/assets/firebase-*.js", () => undefined);
  await page.reload();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await markSquare(page, 0, 0);
  await expect(board(page).getByRole("button", { pressed: true })).toHaveCount(1);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
