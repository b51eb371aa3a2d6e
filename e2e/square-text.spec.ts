import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, expectNoSidewaysScroll, postEntries } from "./game-steps";

// On a 360×640 phone in light and dark: words in squares never split
// without a hyphen, and predictions that start alike show where they differ.

const MORNING = "Grandma asks about the weather forecast for tomorrow morning";
const EVENING = "Grandma asks about the weather forecast for tomorrow evening";
const WORDY = [
  "Somebody mentions the Queen or King",
  "Someone says something embarrassing",
  "Congratulations are mentioned",
  "Dad falls asleep on the sofa",
  "Uncle Bob asks for more wine",
];

/** Words of the squares' text that run over two lines with no hyphen where they break. */
async function wordsSplitWithoutHyphen(page: Page): Promise<string[]> {
  return board(page).evaluate((grid) => {
    const split: string[] = [];
    for (const span of grid.querySelectorAll(".board__text")) {
      // The text itself: a shortened look-alike's ellipsis comes first, in a span of its own.
      const node = span.lastChild;
      if (!(node instanceof Text)) continue;
      for (const match of node.data.matchAll(/\S+/g)) {
        // A word carrying soft hyphens may break at them: the browser shows the hyphen.
        if (match[0].includes("\u00AD")) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test.describe("a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("squares never split a word without a hyphen, and look-alike predictions show where they differ", async ({
    page,
    baseURL,
  }) => {
    const code = await createGame(page, "Ann", "Words");
    const helper = await seedPerson(baseURL!);
    await helper.call("POST", "/games/join", { screenName: "Ben", code });
    // Exactly 24: every one of them is on Ann's board.
    const fillers = Array.from({ length: 24 - 2 - WORDY.length - 1 }, (_, index) => `Helper prediction ${index + 1}`);
    await postEntries(helper, code, [MORNING, EVENING, ...WORDY, "W".repeat(40), ...fillers]);
    await page.getByRole("button", { name: "start game" }).click();
    await expect(board(page).getByRole("button")).toHaveCount(24);

    expect(await wordsSplitWithoutHyphen(page)).toEqual([]);
    // The two forecasts read differently on the board; their names stay whole.
    const morning = board(page).getByRole("button", { name: MORNING, exact: true });
    const evening = board(page).getByRole("button", { name: EVENING, exact: true });
    await expect(morning).toContainText("tomorrow morning");
    await expect(evening).toContainText("tomorrow evening");
    await expect(morning).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // The host's player list: a short name keeps its line next to the row's buttons.
    await page.getByRole("button", { name: /Players and invite/ }).click();
    const ben = page.locator(".people__name", { hasText: /^Ben$/ });
    await expect(ben).toBeVisible();
    const benLines = await ben.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(benLines, "'Ben' on one line").toBe(1);
    await expectNoSeriousViolations(page);
  });
});
