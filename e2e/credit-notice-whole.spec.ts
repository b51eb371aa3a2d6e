import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, postEntries, predictions } from "./game-steps";
import { PHONES, entryId } from "./table-steps";

// A credit notice says which prediction came true: all of it, for long enough to read it,
// and the square itself keeps whose it was.

const DADS = "Dad's toast runs so long that the gravy goes cold, the candles burn down, the baby falls asleep and somebody starts clearing the plates before he has even got to the year he met Mum";

/** A notice's text is all there and nothing of it is cut off. */
async function expectNotCut(page: Page, selector: string) {
  const cut = await page.locator(selector).evaluate(
    (node) => node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1 || getComputedStyle(node).textOverflow === "ellipsis",
  );
  expect(cut, "the notice is cut").toBe(false);
}

for (const [phoneName, viewport] of Object.entries(PHONES)) {
  test.describe(`a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: phoneName === "small" });

    test("a credit notice shows the whole prediction, long enough to read, and the square keeps the credit", async ({
      page: ann,
      newPlayer,
      baseURL,
    }) => {
      expect(DADS.length).toBeGreaterThan(180);
      const dad = await seedPerson(baseURL!);
      const code = await createGame(ann, "Ann", "Sunday lunch");
      await dad.call("POST", "/games/join", { screenName: "Dad", code });
      await postEntries(dad, code, [DADS, ...predictions("Dad", 23)]);
      await ann.clock.install();
      await ann.getByRole("button", { name: "start game" }).click();
      await expect(board(ann).getByRole("button")).toHaveCount(24);
      // Timers stand still from here: the notice stays until the clock is run.
      await ann.clock.pauseAt(Math.max(await ann.evaluate(() => Date.now()), Date.now()) + 1_000);

      await dad.call("PUT", `/entries/${await entryId(dad, code, DADS)}`, { isMarked: true });
      const notice = ann.locator(".ticker__notice").filter({ hasText: "Dad's prediction came true:" });
      await expect(notice).toContainText(`Dad's prediction came true: ${DADS}`);
      await expect(notice).toBeVisible();
      await expectNotCut(ann, ".ticker__notice");
      await expect(notice).toBeInViewport();

      // A short notice goes after 5 s; this one stays while it is read.
      await ann.clock.runFor(6_000);
      await expect(notice).toBeVisible();
      // axe needs timers: time runs again while it looks (the notice has seconds to go).
      await ann.clock.resume();
      await expectNoSeriousViolations(ann);
      await ann.clock.runFor(10_000);
      await expect(notice).toHaveCount(0);

      // The square itself says whose prediction it was, at its foot (its name stays the prediction).
      const square = board(ann).getByRole("button", { name: DADS });
      await expect(square).toHaveAttribute("aria-pressed", "true");
      const cell = board(ann).getByRole("gridcell").filter({ has: ann.getByRole("button", { name: DADS }) });
      await expect(cell).toHaveAttribute("data-credit", "Dad");
      expect(await cell.evaluate((node) => getComputedStyle(node, "::after").content)).toMatch(/^"Dad"/);
      await expectNoSeriousViolations(ann);
    });
  });
}
