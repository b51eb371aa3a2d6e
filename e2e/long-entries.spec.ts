import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, boardCell, createGame, square, squareText } from "./game-steps";

// At 360 px every square shows the start of its entry and nothing runs
// out of it, for entries at the 200-character limit and for 40-character words.
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

const ENTRY_LIMIT = 200;
const WORD = "Bumblebeetlebumblebeetlebumblebeetlebee"; // 39 letters

/** 24 different entries of exactly 200 characters of ordinary words. */
const longSentences = Array.from({ length: 24 }, (_, index) =>
  `Entry ${index + 1}: Aunt Mabel tells the story about the cruise ship buffet again and it goes on and on `
    .repeat(3)
    .slice(0, ENTRY_LIMIT),
);

/** 24 different entries made of 40-character words (and nothing shorter to break at). */
const longWords = Array.from({ length: 24 }, (_, index) => {
  const word = `${String.fromCharCode(65 + index)}${WORD}`;
  return `${word} ${word.toLowerCase()} ${word.toUpperCase()}`;
});

/**
 * For each square: the rectangles of its text's line boxes (Range.getClientRects) against
 * the square's rectangle. The first line must start inside it; no line may cross its sides.
 */
async function textOutsideSquares(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const squares = document.querySelectorAll<HTMLButtonElement>('[role="grid"] [role="gridcell"] button');
    for (const square of squares) {
      const box = square.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(square);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const first = lines[0];
      const name = (square.textContent ?? "").slice(0, 20);
      if (!first) {
        problems.push(`${name}: no text laid out`);
        continue;
      }
      if (first.top < box.top || first.bottom > box.bottom || first.left < box.left || first.right > box.right) {
        problems.push(`${name}: first line ${JSON.stringify(first)} not inside ${JSON.stringify(box)}`);
      }
      for (const line of lines) {
        if (line.left < box.left - 0.5 || line.right > box.right + 0.5) {
          problems.push(`${name}: a line runs from ${line.left} to ${line.right}, the square from ${box.left} to ${box.right}`);
        }
      }
    }
    return { count: squares.length, problems };
  });
}

async function startGameWith(page: Page, baseURL: string, texts: string[]) {
  const code = await createGame(page, "Host", "Long stories");
  const helper = await seedPerson(baseURL);
  await helper.call("POST", "/games/join", { screenName: "Storyteller", code });
  for (const text of texts) await helper.call("POST", "/entries", { gameCode: code, text });
  await page.getByRole("button", { name: "start game" }).tap();
  await expect(board(page).getByRole("button")).toHaveCount(24);
}

test("entries of 200 characters start inside their squares and stay inside them", async ({ page, baseURL }) => {
  await startGameWith(page, baseURL!, longSentences);
  const { count, problems } = await textOutsideSquares(page);
  expect(count).toBe(24);
  expect(problems).toEqual([]);

  // The square holds only the start; a tap shows the whole entry and its author below the board.
  const target = square(page, 0, 0);
  const text = await squareText(target);
  await target.tap();
  const detail = page.getByRole("status").filter({ hasText: "Tap it again" });
  await expect(detail).toContainText(text);
  await expect(detail).toContainText("by Storyteller");
  await expect(boardCell(page, 0, 0)).toHaveAttribute("aria-selected", "true");
  // The full text sits below the board, on screen without scrolling sideways.
  const [boardBox, detailBox] = [await board(page).boundingBox(), await detail.boundingBox()];
  expect(detailBox!.y).toBeGreaterThanOrEqual(boardBox!.y + boardBox!.height);
  expect(detailBox!.x + detailBox!.width).toBeLessThanOrEqual(360);
});

test("40-character words break inside their squares instead of running out sideways", async ({ page, baseURL }) => {
  await startGameWith(page, baseURL!, longWords);
  const { count, problems } = await textOutsideSquares(page);
  expect(count).toBe(24);
  expect(problems).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
