import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { PHONES, completeMiddleRow, expectWhollyOnScreen, startedGame } from "./table-steps";

// The winner dialog is placed against the screen, not the page: a player who scrolled down
// before the win sees "Bingo!", the trophy and "You won!", not only the buttons.

const SCROLLED = 319;

for (const [phoneName, viewport] of Object.entries(PHONES)) {
  test.describe(`a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: phoneName === "small" });

    test("after scrolling down, the winner's dialog and its celebration lie wholly inside the screen", async ({ page, baseURL }) => {
      await startedGame(page, baseURL!, "Ann", "Grandma's ninetieth birthday lunch at the lake house");
      await completeMiddleRow(page);
      await page.evaluate((top) => window.scrollTo({ top }), SCROLLED);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLLED);

      // Pressed where the page stands (a key press scrolls nothing).
      await page.getByRole("button", { name: "Call Bingo" }).press("Enter");
      const dialog = page.getByRole("dialog", { name: "Bingo!" });
      await expect(dialog).toContainText("You won!");
      // The page is still scrolled down, and the dialog did not go up with it.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(SCROLLED);
      await expectWhollyOnScreen(page, dialog);
      for (const part of [dialog.getByRole("heading", { name: "Bingo!" }), dialog.locator(".winner__trophy"), dialog.getByText("You won!")]) {
        await expectWhollyOnScreen(page, part);
      }
      await expect(dialog.locator(".celebration")).toBeInViewport();
      await expectWhollyOnScreen(page, dialog.getByRole("button", { name: "See the board" }));
      await expectNoSeriousViolations(page);
    });
  });
}
